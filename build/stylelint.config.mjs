// Stylelint over web/**/*.css (build/check-js.sh; Prettier formats the same files): the standard
// configuration, with the options below where the style sheets follow another habit on purpose.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // Off: the sheets go component by component, and a later rule for a component deliberately
    // overrides an earlier, more general one; reordering rules to please these two would change
    // the cascade, so what a player sees.
    'no-descending-specificity': null,
    'no-duplicate-selectors': null,
    // A game log event's class is the engine's event type, which is snake_case (.ev-game_over).
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9_]+)*$',
      { message: 'Expected a class in kebab-case (an event type after "ev-" may have "_")' },
    ],
    // Font names keep their case (also in the custom properties that hold a font, --font);
    // currentColor is written as the specification spells it.
    'value-keyword-case': [
      'lower',
      { camelCaseSvgKeywords: true, ignoreProperties: ['font-family', '/^--.*font$/'] },
    ],
    // min-width and max-width: the range syntax (width <= 600px) needs Safari 16.4, and an older
    // iPad would drop the rule.
    'media-feature-range-notation': 'prefix',
    // A grid's rows, columns and named areas read best one per line.
    'declaration-block-no-redundant-longhand-properties': [
      true,
      { ignoreShorthands: ['grid-template'] },
    ],
    // Safari before 18 selects text on a long press without the prefixed property.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['-webkit-user-select'] }],
  },
};
