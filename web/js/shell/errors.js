// @ts-check
/**
 * What a refusal from the engine means to the player, in his language: a sentence from the
 * language file chosen by the error's code (and, for a bad save, its reason). The engine's own
 * message is English; it goes under "Details" for whoever reports a problem.
 */
import { t, has } from '../kit/text.js';

/**
 * The fields of a refusal the page reads, from anything thrown: an EngineRequestError has them
 * all, anything else may have none.
 * @typedef {{code?: unknown, message?: unknown, detail?: unknown, hung?: unknown,
 *   reason?: unknown, params?: Record<string, string|number>}} Thrown
 */

/** @param {unknown} err @returns {Thrown} */
export function thrown(err) {
  return err !== null && typeof err === 'object' ? /** @type {Thrown} */ (err) : {};
}

/**
 * @param {unknown} caught an EngineRequestError (or anything thrown)
 * @returns {string}
 */
export function refusalText(caught) {
  const err = thrown(caught);
  const code = typeof err.code === 'string' ? err.code : 'internal';
  if (code === 'bad_save' && err.reason && has(`save.error.${err.reason}`)) {
    return t(`save.error.${err.reason}`, err.params ?? {});
  }
  return has(`engine.${code}`) ? t(`engine.${code}`) : t('engine.internal');
}

/**
 * The sentence, and for a position or a save the engine's precise English reason after it
 * ("Details: ..."), which names the field at fault for whoever made the file.
 * @param {unknown} caught
 */
export function refusalWithDetail(caught) {
  const text = refusalText(caught);
  const err = thrown(caught);
  const message = typeof err.message === 'string' ? err.message : '';
  const precise =
    err.code === 'bad_position' || (err.code === 'bad_save' && err.reason === 'damaged');
  return precise && message ? `${text} ${t('error.detail', { detail: message })}` : text;
}
