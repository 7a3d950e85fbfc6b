import { words } from '../text.js';
export function view(list) {
  return list === words && 'one list';
}
