// @ts-check
/** The loading screen: real start-up progress (download bytes, runtime, engine). */
import { t } from '../kit/text.js';
import { el } from '../kit/dom.js';

const STEPS = ['download', 'runtime', 'engine'];

/**
 * Builds the loading screen's contents inside `root`; returns its controller.
 * @param {HTMLElement} root
 */
export function createLoading(root) {
  root.replaceChildren();
  const rows = STEPS.map((step) => {
    const bar = el('div', { class: 'bar-fill' });
    const detail = el('span', { class: 'step-detail' });
    const row = el('li', { class: 'step', 'data-step': step }, [
      el('span', { class: 'step-mark', 'aria-hidden': 'true' }),
      el('span', { class: 'step-name', text: t(`loading.${step}`) }),
      detail,
      el(
        'div',
        {
          class: 'bar',
          role: 'progressbar',
          'aria-label': t(`loading.${step}`),
          'aria-valuemin': '0',
          'aria-valuemax': '100',
          'aria-valuenow': '0',
        },
        [bar],
      ),
    ]);
    return { step, row, bar, detail };
  });
  root.append(
    el('div', { class: 'card loading-card' }, [
      el('div', { class: 'logo', 'aria-hidden': 'true' }),
      el('h1', { text: t('app.title') }),
      el('p', { class: 'subtitle', text: t('loading.title') }),
      el(
        'ol',
        { class: 'steps' },
        rows.map((r) => r.row),
      ),
    ]),
  );
  /** @type {Record<string, number>} each step's fraction done; download bytes keep arriving
   * while the runtime and the engine start */
  const done = { download: 0, runtime: 0, engine: 0 };
  let current = 0;
  const draw = () => {
    rows.forEach((r, i) => {
      const frac = done[r.step];
      r.bar.style.width = `${Math.round(frac * 100)}%`;
      r.bar.parentElement?.setAttribute('aria-valuenow', String(Math.round(frac * 100)));
      r.row.classList.toggle('done', frac >= 1);
      r.row.classList.toggle('active', frac < 1 && (i === current || r.step === 'download'));
    });
  };
  return {
    /** @param {{step: string, loaded: number, total: number}} p */
    update(p) {
      const index = STEPS.indexOf(p.step);
      if (index < 0) return;
      const frac = p.total > 0 ? Math.min(1, p.loaded / p.total) : 0;
      done[p.step] = Math.max(done[p.step], frac);
      if (index > current) {
        // a later step began: the ones between are finished (all but the download)
        for (let i = 1; i < index; i++) done[STEPS[i]] = 1;
        current = index;
      }
      if (p.step === 'download' && p.total > 1) {
        rows[0].detail.textContent = t('loading.bytes', {
          loaded: (p.loaded / 1e6).toFixed(1),
          total: (p.total / 1e6).toFixed(1),
        });
      }
      draw();
    },
    finish() {
      rows.forEach((r) => {
        r.bar.style.width = '100%';
        r.row.classList.add('done');
        r.row.classList.remove('active');
      });
    },
  };
}
