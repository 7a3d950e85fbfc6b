import { words } from './text.js';
import { view } from './ui/view.js';
document.title = view(words);
