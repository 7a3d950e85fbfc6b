import { words } from './text.js';
words.push('early');
void import('./main.js');
