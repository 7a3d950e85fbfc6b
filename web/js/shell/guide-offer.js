// @ts-check
/**
 * The setup screen's offer of a guided first game (shell/guide.js), made at a first visit: until
 * one is started or the offer declined (`localStorage` `pr.guideOffered.v1`).
 */
import { t } from '../kit/text.js';
import { el, on } from '../kit/dom.js';
import { GUIDED } from './guide.js';

const OFFERED_KEY = 'pr.guideOffered.v1';

/** The offer is not made again (a guided game started, or the offer declined). */
export function guideOffered() {
  try {
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    /* no storage: the offer comes again */
  }
}

/**
 * Offers a guided game of either game at the top of the setup screen, unless it was taken or
 * declined before.
 * @param {HTMLElement} screen @param {(game: string) => void} start
 */
export function offerGuidedGame(screen, start) {
  let offered = null;
  try {
    offered = localStorage.getItem(OFFERED_KEY);
  } catch {
    /* no storage: offer it */
  }
  if (offered) return;
  const ids = Object.keys(GUIDED);
  const buttons = ids.map((id) =>
    el('button', {
      type: 'button',
      class: 'btn primary',
      'data-testid': `guide-offer-${id}`,
      text: t('guide.offerGame', { game: t(`game.${id}`) }),
    }),
  );
  const no = el('button', {
    type: 'button',
    class: 'btn subtle',
    'data-testid': 'guide-offer-no',
    text: t('guide.offerNo'),
  });
  const offer = el('section', { class: 'guide-offer', 'data-testid': 'guide-offer' }, [
    el('strong', { text: t('guide.offerTitle') }),
    el('p', { class: 'hint', text: t('guide.offer') }),
    el('div', { class: 'row' }, [...buttons, no]),
  ]);
  buttons.forEach((b, i) => on(b, 'click', () => start(ids[i])));
  on(no, 'click', () => {
    guideOffered();
    offer.remove();
  });
  // At the top of the form, which scrolls: the title and Start stay in sight.
  (screen.querySelector('.setup-body') ?? screen).prepend(offer);
}
