// @ts-check
/**
 * What a refusal from the engine means to the player, in his language: a sentence from the
 * language file chosen by the error's code (and, for a bad save, its reason). The engine's own
 * message is English; it goes under "Details" for whoever reports a problem.
 */
import { t, has } from '../kit/text.js';

/**
 * @param {any} err an EngineRequestError (or anything thrown)
 * @returns {string}
 */
export function refusalText(err) {
  const code = err && typeof err.code === 'string' ? err.code : 'internal';
  if (code === 'bad_save' && err.reason && has(`save.error.${err.reason}`)) {
    return t(`save.error.${err.reason}`, err.params ?? {});
  }
  return has(`engine.${code}`) ? t(`engine.${code}`) : t('engine.internal');
}

/**
 * The sentence, and for a position or a save the engine's precise English reason after it
 * ("Details: ..."), which names the field at fault for whoever made the file.
 * @param {any} err
 */
export function refusalWithDetail(err) {
  const text = refusalText(err);
  const message = err && typeof err.message === 'string' ? err.message : '';
  const precise =
    err && (err.code === 'bad_position' || (err.code === 'bad_save' && err.reason === 'damaged'));
  return precise && message ? `${text} ${t('error.detail', { detail: message })}` : text;
}
