// A viewer for ReplayPageTest that imports a module the page cannot carry.
import { helper } from './helper.js';

export function drawReplay(canvas) {
  helper(canvas);
}
