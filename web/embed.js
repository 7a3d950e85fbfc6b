// @ts-check
/**
 * <pr-game>: the Puerto Rico app, or one position of it, in any page (docs/embed.md).
 *
 *   <script type="module" src="(the app's folder)/embed.js"></script>
 *   <pr-game scenario="captain-4p" mode="view"></pr-game>
 *
 * Standalone: it imports nothing, and until the reader clicks its poster nothing else is
 * downloaded (the poster is HTML and CSS in the element's shadow DOM). The click creates an iframe
 * of the app (next to this script, or at `src`), which reports the height it needs; the element
 * takes that height. Element and app talk by postMessage, each accepting only the other's window
 * and origin and checking every field before use.
 */

/**
 * The element's own words in English, under the keys of the app's catalog (web/i18n/en.json;
 * e2e/test_embed.py keeps them equal). Another language's words come from that catalog, fetched
 * from beside this script when the element's language asks for it (its `lang` attribute, else
 * the page's).
 * @type {Record<string, string | Record<string, string>>}
 */
export const TEXT = {
  'poster.brand': 'Puerto Rico',
  'poster.kickerExample': 'Puerto Rico · rulebook example',
  'poster.kickerGame': 'Puerto Rico · board game',
  'poster.play': 'Play',
  'poster.show': 'Show',
  'poster.playLabel': 'Play: {title}',
  'poster.showLabel': 'Show: {title}',
  'poster.starting': 'Starting…',
  'poster.hintPlay': 'Opens the game here; you play against the computer.',
  'poster.hintView': 'Opens the board here, to look at move by move.',
  'poster.newGameTitle': 'A game of Puerto Rico',
  'poster.newGameAbout': {
    one: 'You against one computer player ({levels}).',
    other: 'You against {n} computer players ({levels}).',
  },
  'poster.positionTitle': 'A Puerto Rico position',
  'poster.positionAbout': { one: '{n} player: {names}.', other: '{n} players: {names}.' },
  'poster.playerN': 'Player {n}',
  'poster.examplePlay': 'Rulebook example',
  'poster.frameTitle': 'Puerto Rico: {title}',
  'poster.frameView': 'Puerto Rico: {title} (view only)',
  'poster.fetchFailed': 'The position could not be downloaded from {url} ({why}).',
  'poster.fetchStatus': 'the server answered {status}',
  'poster.fetchNetwork': 'the address did not answer',
  'poster.tooLong': 'The position is too long to be one (at most {max} characters).',
  'poster.badPosition': 'A position must be an object or its JSON text.',
  'poster.badSrc': 'The address of the game ({src}) is not a web address.',
  'level.beginner': 'Beginner',
  'level.medium': 'Medium',
  'level.strong': 'Strong',
  'level.random': 'Random',
  'scenario.mayor-4p': 'Mayor: handing out 6 colonists',
  'scenario.mayor-4p.about':
    "Four players, six colonists on the ship. The mayor takes one from the supply, then the ship's colonists go round the table from the mayor.",
  'scenario.builder-3-quarries': 'Builder with three quarries',
  'scenario.builder-3-quarries.about':
    'Three occupied quarries take up to 3 doubloons off a building: 1 off a first-column building, 2 off the second, 3 off the third and fourth. The builder pays 1 less on top.',
  'scenario.craftsman-production': 'Craftsman: what gets produced',
  'scenario.craftsman-production.about':
    'Production needs both: an occupied plantation and, except for corn, a colonist in a matching production building.',
  'scenario.factory-shortage': 'Factory with a goods shortage',
  'scenario.factory-shortage.about':
    'The factory pays for the kinds of goods actually produced: with no corn left in the supply, corn does not count.',
  'scenario.small-market': 'Small market: selling corn',
  'scenario.small-market.about': 'Corn sells for nothing, but the small market adds 1 doubloon.',
  'scenario.office-tobacco': 'Office: selling a kind already in the trading house',
  'scenario.office-tobacco.about':
    'An occupied office may sell a kind the trading house already holds.',
  'scenario.office-full-house': 'Office when the trading house fills up',
  'scenario.office-full-house.about':
    'The trading house takes four barrels; once it is full, nobody can sell, office or not.',
  'scenario.captain-4p': 'Captain: loading with four players',
  'scenario.captain-4p.about':
    'Each player in turn must load if he can; a ship takes one kind of good; a kind is on one ship only. Full ships are emptied at the end.',
  'scenario.harbor-wharf': 'Harbor with wharf',
  'scenario.harbor-wharf.about': "The harbor adds 1 VP to each load, the wharf's included.",
  'scenario.wharf-variant': 'The wharf instead of the ship',
  'scenario.wharf-variant.about':
    'The wharf ships every barrel of one kind, so the tobacco ship does not fill and is not emptied.',
  'scenario.prospector-2-doubloons': 'Prospector with doubloons on the card',
  'scenario.prospector-2-doubloons.about':
    'The prospector takes 1 doubloon plus the doubloons lying on the card.',
  'scenario.guild-hall': 'Scoring: guild hall',
  'scenario.guild-hall.about':
    'The occupied guild hall scores 1 VP per small and 2 VP per large production building.',
  'scenario.residence': 'Scoring: residence',
  'scenario.residence.about':
    'The occupied residence scores 4 VP for up to 9 filled island spaces, 5 for 10, 6 for 11, 7 for 12.',
  'scenario.fortress': 'Scoring: fortress',
  'scenario.fortress.about':
    "The occupied fortress scores 1 VP per 3 colonists on the player's board.",
  'scenario.customs-house': 'Scoring: customs house',
  'scenario.customs-house.about': 'The occupied customs house scores 1 VP per 4 VP chips.',
  'scenario.city-hall': 'Scoring: city hall',
  'scenario.city-hall.about':
    'The occupied city hall scores 1 VP per violet building, itself included.',
  'scenario.large-buildings-unoccupied': 'Scoring: unoccupied large buildings',
  'scenario.large-buildings-unoccupied.about':
    'A large building scores its 4 VP even when unoccupied, but no bonus.',
  'scenario.expansion-draft': 'The draft: no space costing 2 left',
  'scenario.expansion-draft.about':
    "The black market went on the hacienda's space and the hacienda on the construction hut's: neither the construction hut nor the forest house can be chosen any more.",
  'scenario.aqueduct': 'Aqueduct',
  'scenario.aqueduct.about':
    'With an occupied aqueduct, indigo made in the (large) indigo plant brings one more indigo, and the same for sugar; not with the small ones.',
  'scenario.forest-discount': 'Forests lower the price',
  'scenario.forest-discount.about':
    "Six forests, two occupied quarries and the builder's privilege: a large warehouse costs 6 − 1 − 2 − 3 = 0.",
  'scenario.black-market': 'Black market',
  'scenario.black-market.about':
    'A harbor for 8 with 6 doubloons: the black market takes back a colonist and an indigo, not also a VP chip, which would leave a doubloon over.',
  'scenario.storehouse': 'Storehouse with a large warehouse',
  'scenario.storehouse.about':
    "Every barrel of two kinds (the large warehouse) and four more of any kinds (the one barrel and the storehouse's three).",
  'scenario.guest-house': 'Guest house',
  'scenario.guest-house.about':
    "At storing a guest moves to the storehouse to keep goods; later the other guest moves to the library to double the trader's privilege.",
  'scenario.small-wharf': 'Small wharf',
  'scenario.small-wharf.about':
    '3 corn, 1 sugar and 2 tobacco go to the supply: 1 VP for every 2 barrels, 3 VP.',
  'scenario.lighthouse': 'Lighthouse',
  'scenario.lighthouse.about':
    "The captain's first load brings 3 VP and 2 doubloons (the lighthouse's and the captain's); the wharf and the small wharf bring 1 doubloon each.",
  'scenario.specialty-factory': 'Specialty factory',
  'scenario.specialty-factory.about':
    '4 corn, 3 sugar and 2 coffee: the 3 sugar, the most of one kind besides corn, pay 3 − 1 = 2 doubloons.',
  'scenario.specialty-factory-maximum': 'Specialty factory at its most',
  'scenario.specialty-factory-maximum.about':
    "Small and large indigo plant, aqueduct, library and the craftsman's privilege make 7 indigo: 6 doubloons.",
  'scenario.union-hall': 'Union hall',
  'scenario.union-hall.about':
    'Before anybody loads, each pair of barrels of one kind brings 1 VP: 3 corn, 2 indigo and 1 coffee give 2; 4 corn and 2 coffee give 3.',
  'scenario.cloister': 'Scoring: cloister',
  'scenario.cloister.about':
    '6 forests, 3 quarries, 2 corn and 1 coffee: three sets of three identical tiles, 6 VP.',
  'scenario.cloister-four-sets': 'Scoring: cloister with four sets',
  'scenario.cloister-four-sets.about':
    'With a third corn plantation instead of the coffee: four sets, 10 VP, the most.',
  'scenario.library-settler': "Library: the settler's second tile",
  'scenario.library-settler.about':
    'After everybody else has chosen, the settler with an occupied library takes one more face-up plantation (a quarry only with a construction hut).',
  // San Juan (game="san-juan", its rulebook examples sj-*)
  'poster.sj.kickerExample': 'San Juan · rulebook example',
  'poster.sj.kickerGame': 'San Juan · card game',
  'poster.sj.newGameTitle': 'A game of San Juan',
  'poster.sj.positionTitle': 'A San Juan position',
  'scenario.sj-trader-three-goods': 'Trader with a market stand and a trading post',
  'scenario.sj-trader-three-goods.about':
    'The trader sells indigo, tobacco and silver on one tile: 1 + 2 + 3 cards, and 1 more from the market stand.',
  'scenario.sj-builder-no-surplus': 'Builder: no surplus paid out',
  'scenario.sj-builder-no-surplus.about':
    "With a smithy and a library, the builder's sugar mill costs nothing; the discount left over is not paid out.",
  'scenario.sj-black-market-library': 'Black market: a library for goods and cards',
  'scenario.sj-black-market-library.about':
    "Two goods pay 2 of the library's 5 cards; 3 cards from the hand pay the rest.",
  'scenario.sj-crane-palace-over-chapel': 'Crane: a palace over the chapel',
  'scenario.sj-crane-palace-over-chapel.about':
    'The palace goes over the chapel for the difference, 3 cards; the cards under the chapel still count.',
  'scenario.sj-crane-statue-over-coffee-roaster': 'Crane: a statue over a coffee roaster',
  'scenario.sj-crane-statue-over-coffee-roaster.about':
    'The statue costs less than the coffee roaster it replaces: nothing to pay, and no card back.',
  'scenario.sj-quarry-crane': 'Quarry: a crane for nothing',
  'scenario.sj-quarry-crane.about': 'The builder with a quarry builds a crane for nothing.',
  'scenario.sj-poor-house-carpenter': 'Poor house after the carpenter',
  'scenario.sj-poor-house-carpenter.about':
    "First the carpenter's card, then the poor house's if the hand is still that small.",
  'scenario.sj-aqueduct-library': 'Aqueduct and library: 4 goods',
  'scenario.sj-aqueduct-library.about':
    'The producer with an aqueduct and a library produces up to 4 goods.',
  'scenario.sj-trading-post-library': 'Trading post and library: 4 goods',
  'scenario.sj-trading-post-library.about':
    'The trader with a trading post and a library sells up to 4 goods.',
  'scenario.sj-archive-prefecture': 'Archive with a prefecture',
  'scenario.sj-archive-prefecture.about':
    'The councillor takes the cards drawn into his hand and discards from the whole hand.',
  'scenario.sj-library-councillor': 'Councillor with a library, archive and prefecture',
  'scenario.sj-library-councillor.about':
    "The library doubles the councillor's draw: 8 cards, with the archive and the prefecture too.",
  'scenario.sj-two-player-library': 'Two players: the library once a round',
  'scenario.sj-two-player-library.about':
    'The governor keeps his library for his second role: it doubles only once a round.',
  'scenario.sj-gold-mine-equal-costs': 'Gold mine: two cards cost the same',
  'scenario.sj-gold-mine-equal-costs.about':
    'Two of the four cards cost the same: the owner keeps none.',
  'scenario.sj-gold-mine-all-different': 'Gold mine: four different costs',
  'scenario.sj-gold-mine-all-different.about':
    'The four cards all cost differently: the owner keeps the one he likes.',
  'scenario.sj-chapel-hand-limit': 'A new round: chapel, then the hand limit',
  'scenario.sj-chapel-hand-limit.about':
    'First a card under the chapel, then everyone discards down to 7 cards (12 with a tower).',
  'scenario.sj-twelfth-building': 'The twelfth building ends the game',
  'scenario.sj-twelfth-building.about':
    'The builder phase in which a city reaches 12 buildings is the last.',
  'scenario.sj-chapel-nine-points': 'Scoring: a chapel worth 9',
  'scenario.sj-chapel-nine-points.about':
    '7 cards under the chapel and its own 2 points: 9 in all.',
  'scenario.sj-guild-hall': 'Scoring: guild hall',
  'scenario.sj-guild-hall.about':
    '2 points for each production building: 2 indigo plants, a sugar mill and a tobacco storage give 8.',
  'scenario.sj-city-hall': 'Scoring: city hall',
  'scenario.sj-city-hall.about': '1 point for each violet building, the city hall itself included.',
  'scenario.sj-triumphal-arch': 'Scoring: triumphal arch',
  'scenario.sj-triumphal-arch.about': '4, 6 or 8 points for 1, 2 or 3 kinds of monument.',
  'scenario.sj-palace': 'Scoring: palace',
  'scenario.sj-palace.about': '1 more point for every 4 points the player has.',
};

const PROTOCOL = 1; // every message carries prGame: PROTOCOL (docs/embed.md)
const MAX_POSITION = 200_000; // characters; a real position is about 5 000
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 20_000;
const MAX_ID = 64;
/** The app's folder by default: where this script was loaded from. */
const HERE = new URL('./', import.meta.url).href;
const ATTRIBUTES = [
  'game',
  'position',
  'position-src',
  'scenario',
  'players',
  'bots',
  'seat',
  'expansion',
  'lang',
  'mode',
  'src',
  'caption',
  'description',
];
/** Attributes that, once the game runs, change what it shows (the others count at the start). */
const LIVE = new Set([
  'position',
  'position-src',
  'scenario',
  'players',
  'bots',
  'seat',
  'expansion',
]);

const CSS = `
:host { display: block; max-width: 100%; color: #3b2a17;
  font: 15px/1.45 "Segoe UI", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.poster { display: flex; align-items: center; justify-content: center; min-height: 300px;
  padding: 20px 14px; border-radius: 12px;
  background: radial-gradient(circle at 30% 20%, rgba(255, 255, 255, 0.10), transparent 55%),
    linear-gradient(180deg, #1f5663, #123640); }
.card { max-width: 34em; padding: 18px 22px; text-align: center; background: #f5ead2;
  border: 1px solid #b99b67; border-radius: 12px; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35); }
.goods { display: flex; justify-content: center; gap: 9px; margin-bottom: 8px; }
.goods i { display: block; width: 14px; height: 14px; }
.corn { background: #f2c230; border: 1.5px solid #8f6b00; border-radius: 50%; }
.indigo { background: #3451b2; border: 1.5px solid #1b2c66; border-radius: 2px; }
.sugar { background: #fbfbf6; border: 1.5px solid #6f6f6f; transform: rotate(45deg) scale(0.82); }
.tobacco { background: #c98a45; clip-path: polygon(50% 0, 100% 100%, 0 100%); }
.coffee { background: #4b2e1f; clip-path: polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%); }
.kicker { margin: 0; font-size: 11.5px; font-weight: 700; letter-spacing: 0.1em;
  text-transform: uppercase; color: #7a6244; }
.title { margin: 4px 0 6px; font: 700 1.3em/1.2 Georgia, "DejaVu Serif", "Times New Roman", serif; }
.about { margin: 0 0 14px; color: #5a4630; }
.go { min-height: 44px; min-width: 8em; padding: 8px 22px; border-radius: 8px; border: 1px solid #96401c;
  background: #c0572b; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
.go::before { content: "▶"; margin-right: 0.5em; font-size: 0.85em; }
.go:hover:not([disabled]) { background: #d0632f; }
.go:focus-visible, .frame:focus-visible { outline: 3px solid #ffc928; outline-offset: 2px; }
.go[disabled] { opacity: 0.75; cursor: progress; }
.hint { margin: 10px 0 0; font-size: 12.5px; color: #7a6244; }
.note { margin: 10px 0 0; padding: 8px 10px; border-radius: 8px; background: #fde2d6; color: #7a2a0c;
  font-weight: 600; text-align: left; }
.frame { display: block; width: 100%; border: 0; border-radius: 12px; background: #123640; }
@media (max-width: 420px) {
  .poster { padding: 12px 8px; }
  .card { padding: 14px 14px; }
}
`;

/** @type {CSSStyleSheet|null} one sheet shared by every element */
let sheet = null;

/** The poster's stylesheet in the shadow root: constructed, so a strict style-src allows it. @param {ShadowRoot} root */
function adoptStyles(root) {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
}

/** A refusal, the app's or the element's own: `code` and a plain-words `message` (docs/embed.md). */
export class EmbedError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = 'EmbedError';
    this.code = code;
  }
}

/** The element's words in one language (English filling any gap), with its plurals and lists. */
class Words {
  /** @param {string} lang @param {Record<string, unknown>} entries */
  constructor(lang, entries) {
    this.lang = lang;
    this.entries = entries;
    this.plurals = new Intl.PluralRules(lang);
    this.lists = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  }

  /** @param {string} key @param {Record<string, string|number>} [params] @returns {string} */
  say(key, params = {}) {
    /** @type {unknown} */
    let entry = this.entries[key] ?? TEXT[key];
    if (isPlainObject(entry))
      entry = entry[this.plurals.select(Number(params.n ?? 0))] ?? entry.other;
    if (typeof entry !== 'string') return key;
    return entry.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  }

  /** @param {string} key */
  has(key) {
    return key in this.entries || key in TEXT;
  }

  /** "a, b and c". @param {string[]} items */
  list(items) {
    return this.lists.format(items);
  }
}

const ENGLISH = new Words('en', TEXT);
// The app's languages, and the same reading of a language tag as the app's (js/language.js).
const LANGUAGES = new Set(['en', 'sv', 'is', 'nb', 'es', 'nl']);
const LANGUAGE_ALIASES = /** @type {Record<string, string>} */ ({ no: 'nb', nn: 'nb' });
/** @type {Map<string, Promise<Words>>} */
const catalogs = new Map();

/** The app's language for a tag ("sv-SE" -> "sv"), or null. @param {string|null} tag */
function appLanguage(tag) {
  const primary = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  const code = LANGUAGE_ALIASES[primary] ?? primary;
  return LANGUAGES.has(code) ? code : null;
}

/**
 * The words for a language: the poster's part of its catalog (i18n/poster-<lang>.js, written by
 * build/site.py), from beside this script, once. English if it cannot be had.
 * @param {string} code @returns {Promise<Words>}
 */
function wordsFor(code) {
  if (code === 'en') return Promise.resolve(ENGLISH);
  let words = catalogs.get(code);
  if (!words) {
    // A module, not JSON: the host page's CSP lets it run the app's scripts, not fetch from it.
    words = import(new URL(`i18n/poster-${code}.js`, HERE).href)
      .then((module) => {
        if (!isPlainObject(module.default)) throw new Error('not a catalog');
        return new Words(code, module.default);
      })
      .catch((err) => {
        catalogs.delete(code);
        console.warn(
          `<pr-game> shows English: the ${code} words could not be had (${err.message}).`,
        );
        return ENGLISH;
      });
    catalogs.set(code, words);
  }
  return words;
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isPlainObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v */
function isId(v) {
  return (typeof v === 'string' && v.length <= MAX_ID) || Number.isSafeInteger(v);
}

/** @param {unknown} v @param {number} max */
function isText(v, max) {
  return typeof v === 'string' && v.length <= max;
}

/** @param {unknown} v */
function isTextList(v) {
  return Array.isArray(v) && v.length <= 100 && v.every((s) => isText(s, 64));
}

/** Each message type from the app, with a check per field (`?` marks optional ones). */
/** @type {Record<string, Record<string, (v: unknown) => boolean>>} */
const FROM_APP = {
  ready: { mode: (v) => v === 'play' || v === 'view', scenarios: isTextList, levels: isTextList },
  height: { height: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 100_000 },
  state: {
    reason: (v) => v === 'change' || v === 'request',
    'id?': isId,
    state: (v) => v === null || isPlainObject(v),
  },
  game_over: { scores: isPlainObject },
  error: { code: (v) => isText(v, 64), message: (v) => isText(v, 2000), 'id?': isId },
};

/**
 * A message from the app, checked: null (with the reason logged) unless every field is right.
 * @param {unknown} data @returns {Record<string, any>|null}
 */
function readAppMessage(data) {
  if (!isPlainObject(data) || data.prGame !== PROTOCOL) return warn('a message without prGame: 1');
  const fields =
    typeof data.type === 'string' && Object.hasOwn(FROM_APP, data.type)
      ? FROM_APP[data.type]
      : null;
  if (!fields)
    return warn(`a message of unknown type ${JSON.stringify(String(data.type).slice(0, 40))}`);
  for (const [key, value] of Object.entries(data)) {
    if (key === 'prGame' || key === 'type') continue;
    const check = fields[key] ?? fields[`${key}?`];
    if (!check)
      return warn(
        `a ${data.type} message with an unknown field ${JSON.stringify(key.slice(0, 40))}`,
      );
    if (!check(value)) return warn(`a ${data.type} message whose ${key} is not valid`);
  }
  for (const key of Object.keys(fields)) {
    if (!key.endsWith('?') && !(key in data)) return warn(`a ${data.type} message without ${key}`);
  }
  return data;
}

/** @param {string} why @returns {null} */
function warn(why) {
  console.warn(`<pr-game> ignored ${why}.`);
  return null;
}

/**
 * The position at `src`, fetched by this page (the app never contacts another origin).
 * @param {string} src @param {Words} words @returns {Promise<string>}
 */
async function fetchPosition(src, words) {
  const url = new URL(src, document.baseURI);
  let response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.fetchFailed', { url: url.href, why: words.say('poster.fetchNetwork') }),
    );
  }
  if (!response.ok)
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.fetchFailed', {
        url: url.href,
        why: words.say('poster.fetchStatus', { status: response.status }),
      }),
    );
  const text = await response.text();
  if (text.length > MAX_POSITION)
    throw new EmbedError(
      'position_unavailable',
      words.say('poster.tooLong', { max: MAX_POSITION }),
    );
  return text;
}

/** A position as text or object, if it is one that may be sent. @param {unknown} position @param {Words} words */
function checkPosition(position, words) {
  /** @type {number} */
  let size;
  if (typeof position === 'string') size = position.length;
  else if (isPlainObject(position)) {
    try {
      size = JSON.stringify(position).length;
    } catch {
      throw new EmbedError('bad_position', words.say('poster.badPosition'));
    }
  } else throw new EmbedError('bad_position', words.say('poster.badPosition'));
  if (size > MAX_POSITION)
    throw new EmbedError('bad_position', words.say('poster.tooLong', { max: MAX_POSITION }));
  return position;
}

/** The players of a position written in the page, for the poster ('' if it does not read). @param {string} text @param {Words} words */
function describePosition(text, words) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return '';
  }
  const players = isPlainObject(doc) && Array.isArray(doc.players) ? doc.players : null;
  if (!players || !players.length) return '';
  const names = players.map((p, i) =>
    isPlainObject(p) && typeof p.name === 'string' && p.name.trim()
      ? p.name.trim().slice(0, 40)
      : words.say('poster.playerN', { n: i + 1 }),
  );
  return words.say('poster.positionAbout', { n: names.length, names: words.list(names) });
}

/** @param {string|null} value @returns {string[]} */
function botList(value) {
  return (value ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean)
    .slice(0, 4);
}

export class PrGame extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    /** @type {HTMLIFrameElement|null} */
    this.frame = null;
    this.appOrigin = '';
    this.ready = false;
    /** @type {Record<string, unknown>[]} messages waiting for the app's "ready" */
    this.queue = [];
    /** @type {Record<string, unknown>|null} what the app loads on each "ready" (a position) */
    this.initial = null;
    /** @type {Map<string, {resolve: (v: any) => void, reject: (e: Error) => void}>} */
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Promise<void>|null} */
    this.starting = null;
    /** @type {(() => void)|null} */
    this.markReady = null;
    this.liveQueued = false;
    this.onMessage = (/** @type {MessageEvent} */ event) => this.receive(event);
    /** @type {Words} the poster's words, in the element's language once its catalog is here */
    this.words = ENGLISH;

    const el = (/** @type {string} */ tag, /** @type {string} */ cls) => {
      const node = document.createElement(tag);
      node.className = cls;
      return node;
    };
    this.poster = el('div', 'poster');
    this.poster.setAttribute('part', 'poster');
    const card = el('div', 'card');
    const goods = el('div', 'goods');
    goods.setAttribute('aria-hidden', 'true');
    goods.append(...['corn', 'indigo', 'sugar', 'tobacco', 'coffee'].map((g) => el('i', g)));
    this.kicker = el('p', 'kicker');
    this.heading = el('p', 'title');
    this.about = el('p', 'about');
    this.button = /** @type {HTMLButtonElement} */ (el('button', 'go'));
    this.button.type = 'button';
    this.button.setAttribute('part', 'button');
    this.hint = el('p', 'hint');
    this.note = el('p', 'note');
    this.note.setAttribute('role', 'alert');
    this.note.hidden = true;
    card.append(goods, this.kicker, this.heading, this.about, this.button, this.hint);
    this.poster.append(card);
    root.append(this.poster, this.note);
    this.button.addEventListener('click', () => {
      this.start().catch(() => {
        /* told in the note */
      });
    });
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    if (!this.frame) {
      this.renderPoster();
      this.loadWords();
    }
  }

  /** The language asked for: the element's `lang`, else the page's around it; null if that is not one of the app's. */
  language() {
    return appLanguage(this.closest('[lang]')?.getAttribute('lang') ?? null);
  }

  /** The poster's language: the one asked for, else the browser's, else English. */
  posterLanguage() {
    return this.language() ?? (navigator.languages ?? []).map(appLanguage).find(Boolean) ?? 'en';
  }

  /** Puts the poster in its language (English meanwhile, and if that cannot be had). */
  loadWords() {
    const code = this.posterLanguage();
    if (code === this.words.lang) return;
    void wordsFor(code).then((words) => {
      if (this.posterLanguage() !== code) return; // the language changed meanwhile
      this.words = words;
      if (!this.frame) this.renderPoster();
    });
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  /** @param {string} name @param {string|null} before @param {string|null} after */
  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (!this.frame) {
      this.renderPoster();
      if (name === 'lang') this.loadWords();
      return;
    }
    if (LIVE.has(name) && !this.liveQueued) {
      // Several attributes set together make one change.
      this.liveQueued = true;
      queueMicrotask(() => {
        this.liveQueued = false;
        void this.reopen();
      });
    }
  }

  get mode() {
    return this.getAttribute('mode') === 'view' ? 'view' : 'play';
  }

  /** The poster's words: the scenario's, the position's or the new game's (caption/description override). */
  posterText() {
    const scenario = this.getAttribute('scenario');
    const position = this.getAttribute('position');
    const words = this.words;
    // San Juan's: asked for by game="san-juan", a scenario sj-*, or a position in its format.
    const sj =
      this.getAttribute('game') === 'san-juan' ||
      /^sj-/.test(scenario ?? '') ||
      (position !== null && /"san-juan-position"/.test(position));
    const key = (/** @type {string} */ k) => (sj ? k.replace('poster.', 'poster.sj.') : k);
    let kicker = words.say(key('poster.kickerGame'));
    let title = words.say(key('poster.newGameTitle'));
    /** @type {string} */
    let about;
    if (this.hasAttribute('position-src') || position !== null) {
      title = words.say(key('poster.positionTitle'));
      about = position !== null ? describePosition(position, words) : '';
    } else if (scenario) {
      kicker = words.say(key('poster.kickerExample'));
      const known = words.has(`scenario.${scenario}`);
      title = known ? words.say(`scenario.${scenario}`) : words.say('poster.examplePlay');
      about = known ? words.say(`scenario.${scenario}.about`) : '';
    } else {
      const bots = botList(this.getAttribute('bots'));
      const wanted = Number(this.getAttribute('players'));
      const most = sj ? 4 : 5;
      const players =
        wanted >= 2 && wanted <= most ? wanted : bots.length ? Math.min(most, bots.length + 1) : 3;
      const levels = bots.length ? bots : ['beginner'];
      const names = [
        ...new Set(
          Array.from({ length: players - 1 }, (_, i) => levels[Math.min(i, levels.length - 1)]),
        ),
      ].map((id) => (words.has(`level.${id}`) ? words.say(`level.${id}`) : id));
      about = words.say('poster.newGameAbout', { n: players - 1, levels: words.list(names) });
    }
    return {
      kicker,
      title: this.getAttribute('caption') ?? title,
      about: this.getAttribute('description') ?? about,
    };
  }

  renderPoster() {
    const { kicker, title, about } = this.posterText();
    const view = this.mode === 'view';
    this.kicker.textContent = kicker;
    this.heading.textContent = title;
    this.about.textContent = about;
    this.about.hidden = !about;
    const words = this.words;
    this.poster.lang = words.lang;
    if (!this.starting) this.button.textContent = words.say(view ? 'poster.show' : 'poster.play');
    this.button.setAttribute(
      'aria-label',
      words.say(view ? 'poster.showLabel' : 'poster.playLabel', { title }),
    );
    this.hint.textContent = words.say(view ? 'poster.hintView' : 'poster.hintPlay');
  }

  /**
   * Replaces the poster by the game (what a click on it does). Resolves once the app is ready;
   * rejects if the position could not be had (the poster stays, saying why).
   * @returns {Promise<void>}
   */
  start() {
    if (!this.starting) {
      this.starting = this.launch().catch((err) => {
        this.starting = null;
        this.button.disabled = false;
        this.renderPoster();
        this.tell(
          err instanceof EmbedError ? err.code : 'internal',
          err instanceof Error ? err.message : String(err),
        );
        throw err;
      });
    }
    return this.starting;
  }

  async launch() {
    const hadFocus = this.shadowRoot?.activeElement === this.button; // (a disabled button loses it)
    this.button.disabled = true;
    this.button.textContent = this.words.say('poster.starting');
    this.note.hidden = true;
    const url = this.appUrl();
    const position = await this.positionFromAttributes();
    this.initial = position === null ? null : this.positionMessage(position);
    if (position !== null) url.searchParams.set('position', 'host');
    const ready = new Promise((resolve) => {
      this.markReady = () => resolve(undefined);
    });

    const frame = document.createElement('iframe');
    const { title } = this.posterText();
    frame.className = 'frame';
    frame.title = this.words.say(this.mode === 'view' ? 'poster.frameView' : 'poster.frameTitle', {
      title,
    });
    // Another origin's app needs no more than scripts and its own origin (no popups, no
    // navigating this page); on the page's own origin a sandbox would mean nothing.
    if (url.origin !== location.origin)
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
    frame.style.height = `${Math.round(Math.max(MIN_HEIGHT, this.poster.getBoundingClientRect().height))}px`;
    frame.src = url.href;
    this.appOrigin = url.origin;
    this.frame = frame;
    this.poster.replaceWith(frame);
    if (hadFocus) frame.focus();
    await ready;
  }

  /** The iframe's address: the app with what the attributes ask for. */
  appUrl() {
    const src = this.getAttribute('src') || HERE;
    let url;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new EmbedError('bad_src', this.words.say('poster.badSrc', { src }));
    if (!url.pathname.endsWith('/') && !/\.html?$/.test(url.pathname)) url.pathname += '/';
    url.search = '';
    url.hash = '';
    const q = url.searchParams;
    q.set('embed', '1');
    // The only origin the app will listen to and talk to (a file:// page has none: no API).
    if (/^https?:$/.test(location.protocol)) q.set('origin', location.origin);
    q.set('mode', this.mode);
    const lang = this.language();
    if (lang) q.set('lang', lang);
    for (const name of ['game', 'scenario', 'players', 'bots', 'expansion']) {
      const value = this.getAttribute(name);
      if (value && value.trim()) q.set(name, value.trim().slice(0, 120));
    }
    return url;
  }

  /** The position-src (fetched here) or position attribute's text; null if neither. */
  async positionFromAttributes() {
    const src = this.getAttribute('position-src');
    if (src) return fetchPosition(src, this.words);
    const inline = this.getAttribute('position');
    return inline === null ? null : checkPosition(inline, this.words);
  }

  /** @param {unknown} position @param {{seat?: number, bots?: string[]}} [options] */
  positionMessage(position, options = {}) {
    /** @type {Record<string, unknown>} */
    const msg = { type: 'load_position', position };
    const seat =
      options.seat ?? (this.hasAttribute('seat') ? Number(this.getAttribute('seat')) : undefined);
    if (seat !== undefined && Number.isInteger(seat)) msg.seat = seat;
    const bots = options.bots ?? botList(this.getAttribute('bots'));
    if (bots.length) msg.bots = bots;
    return msg;
  }

  /** After a change of the live attributes: what they now ask for, in place of the game shown. */
  async reopen() {
    let position;
    try {
      position = await this.positionFromAttributes();
    } catch (err) {
      this.tell(
        err instanceof EmbedError ? err.code : 'internal',
        err instanceof Error ? err.message : String(err),
      );
      return;
    }
    this.note.hidden = true;
    const scenario = this.getAttribute('scenario');
    try {
      if (position !== null) {
        this.initial = this.positionMessage(position);
        await this.request(this.initial);
      } else if (scenario) await this.openScenario(scenario);
      else await this.newGame();
    } catch {
      /* the app has said why: a pr-error event, and its words in the embed */
    }
  }

  // --- the API for the page (docs/embed.md) ---------------------------------------------------

  /**
   * Shows a position in place of the game. Resolves with the new state; rejects with an
   * EmbedError giving the reason in plain words (the game on screen stays).
   * @param {object|string} position @param {{seat?: number, bots?: string[]}} [options]
   */
  async loadPosition(position, options = {}) {
    const msg = this.positionMessage(checkPosition(position, this.words), options);
    await this.start();
    return this.request(msg);
  }

  /** Opens a rulebook scenario. @param {string} id @param {{bots?: string[]}} [options] */
  async openScenario(id, options = {}) {
    await this.start();
    return this.request({
      type: 'open_scenario',
      scenario: id,
      ...(options.bots ? { bots: options.bots } : {}),
    });
  }

  /** Starts a new game (players and bots default to the attributes'). @param {{players?: number, bots?: string[]}} [options] */
  async newGame(options = {}) {
    await this.start();
    /** @type {Record<string, unknown>} */
    const msg = { type: 'new_game' };
    const players =
      options.players ??
      (this.hasAttribute('players') ? Number(this.getAttribute('players')) : undefined);
    if (players !== undefined) msg.players = players;
    const bots = options.bots ?? botList(this.getAttribute('bots'));
    if (bots.length) msg.bots = bots;
    return this.request(msg);
  }

  /** What the reader sees now (public information only), or null before a game. */
  async getState() {
    await this.start();
    return this.request({ type: 'get_state' });
  }

  // --- messages ---------------------------------------------------------------------------------

  /** @param {Record<string, unknown>} msg @returns {Promise<any>} */
  request(msg) {
    const id = `e${this.nextId++}`;
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.send({ ...msg, id });
    return answer;
  }

  /** @param {Record<string, unknown>} msg */
  send(msg) {
    if (!this.ready || !this.frame || !this.frame.contentWindow) {
      this.queue.push(msg);
      return;
    }
    this.frame.contentWindow.postMessage({ prGame: PROTOCOL, ...msg }, this.appOrigin);
  }

  /** @param {MessageEvent} event */
  receive(event) {
    // Other frames of the page post too: only this element's iframe, from the app's origin.
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    if (event.origin !== this.appOrigin) {
      warn(`a message from ${event.origin}, not the game's origin ${this.appOrigin}`);
      return;
    }
    const msg = readAppMessage(event.data);
    if (!msg) return;
    if (msg.type === 'ready') {
      const first = !this.ready;
      this.ready = true;
      // After a restart inside the app (Retry) its game is gone: the position goes again.
      if (this.initial) this.send(this.initial);
      if (first) this.queue.splice(0).forEach((m) => this.send(m));
      this.markReady?.();
      this.emit('pr-ready', { mode: msg.mode, scenarios: msg.scenarios, levels: msg.levels });
    } else if (msg.type === 'height') {
      this.frame.style.height = `${Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, msg.height)))}px`;
    } else if (msg.type === 'state') {
      this.settle(msg.id, (p) => p.resolve(msg.state));
      this.emit('pr-state', {
        reason: msg.reason,
        state: msg.state,
        ...(msg.id === undefined ? {} : { id: msg.id }),
      });
    } else if (msg.type === 'game_over') {
      this.emit('pr-gameover', { scores: msg.scores });
    } else if (msg.type === 'error') {
      const error = new EmbedError(msg.code, msg.message);
      if (msg.id === undefined && msg.code === 'engine')
        this.pending.forEach((p) => p.reject(error));
      if (msg.id === undefined && msg.code === 'engine') this.pending.clear();
      this.settle(msg.id, (p) => p.reject(error));
      this.emit('pr-error', {
        code: msg.code,
        message: msg.message,
        ...(msg.id === undefined ? {} : { id: msg.id }),
      });
    }
  }

  /** @param {unknown} id @param {(p: {resolve: (v: any) => void, reject: (e: Error) => void}) => void} how */
  settle(id, how) {
    if (typeof id !== 'string') return;
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    how(waiting);
  }

  /** A problem of the element's own (a position it could not fetch): said on the page and to it. @param {string} code @param {string} message */
  tell(code, message) {
    this.note.textContent = message;
    this.note.hidden = false;
    this.emit('pr-error', { code, message });
  }

  /** @param {string} name @param {Record<string, unknown>} detail */
  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('pr-game')) customElements.define('pr-game', PrGame);
