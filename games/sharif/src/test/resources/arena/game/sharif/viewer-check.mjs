// Drives the replay viewer (copied next to this script as viewer.mjs) on a recording stand-in for a canvas:
// node viewer-check.mjs <map data file> <replay file>. Prints one JSON line: what every frame drew.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(new URL(import.meta.url).pathname);
// the page hands the viewer its (English) labels; the viewer sits in its folder beside the shared labels module
globalThis.document = { getElementById: () => ({ textContent: JSON.stringify({ locale: 'en', rtl: false,
  labels: JSON.parse(readFileSync(join(here, 'labels.json'), 'utf8')) }) }) };
const viewer = await import(pathToFileURL(join(here, 'sharif', 'viewer.mjs')).href);
const mapData = readFileSync(process.argv[2], 'utf8');
const replay = JSON.parse(readFileSync(process.argv[3], 'utf8'));

function recordingCanvas() {
  const calls = { texts: [], fillRect: 0, arc: 0, stroke: 0, outside: 0 };
  const canvas = { width: 800, height: 480 };
  const check = (x, y) => {
    if (!(Number.isFinite(x) && Number.isFinite(y)) || x < -1 || y < -1 || x > canvas.width + 1 || y > canvas.height + 1) {
      calls.outside++;
    }
  };
  const ctx = {
    canvas,
    set fillStyle(v) {}, get fillStyle() { return ''; },
    set strokeStyle(v) {}, get strokeStyle() { return ''; },
    lineWidth: 1, font: '', textAlign: '', textBaseline: '', globalAlpha: 1,
    clearRect() {},
    fillRect(x, y, w, h) { calls.fillRect++; check(x, y); check(x + w, y + h); },
    strokeRect(x, y, w, h) { check(x, y); check(x + w, y + h); },
    beginPath() {}, closePath() {}, fill() {},
    moveTo(x, y) { check(x, y); }, lineTo(x, y) { check(x, y); },
    arc(x, y) { calls.arc++; check(x, y); },
    stroke() { calls.stroke++; },
    setLineDash() {},
    fillText(text, x, y) { calls.texts.push(String(text)); check(x, y); },
    measureText(text) { return { width: String(text).length * 6 }; },
  };
  canvas.getContext = () => ctx;
  return { canvas, calls };
}

const map = recordingCanvas();
viewer.drawMap(map.canvas, mapData);
const frames = [];
const count = viewer.frameCount(replay);
for (let i = 0; i < count; i++) {
  const { canvas, calls } = recordingCanvas();
  viewer.drawFrame(canvas, mapData, replay, i);
  frames.push({ texts: calls.texts, fillRect: calls.fillRect, arc: calls.arc, outside: calls.outside,
    describe: viewer.describe(replay, i), turn: viewer.turnOfFrame(replay, i) });
}
const empty = recordingCanvas();
viewer.drawFrame(empty.canvas, mapData, { frames: [] }, 0);
console.log(JSON.stringify({ count, map: { texts: map.calls.texts, outside: map.calls.outside },
  emptyTexts: empty.calls.texts, frames }));
