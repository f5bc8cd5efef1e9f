// A viewer for ReplayPageTest: imports the labels as every game's viewer does.
import { label } from '../labels.js';

export function drawReplay(canvas, mapData, replay) {
  canvas.dataset.note = label('viewers.play') + replay.note;
}
