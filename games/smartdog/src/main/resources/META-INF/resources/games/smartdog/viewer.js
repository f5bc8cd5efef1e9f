// Smartdog replay viewer: a plain ES module for the platform's viewer page (no build step, no dependencies).
// The platform gives the public map text (GameMap.data: one player's tile in the map file's characters)
// and, once a game has finished, the parsed replay JSON (see the engine's ReplayDocument: cols, rows,
// landscape, territories, animals [{id, type, owner}], players, inputs per turn, frames [{turn, animals,
// scores}]). A sheep in a frame is [x, y, direction, panicCounter] (direction 0 up, 1 left, 2 down,
// 3 right); a dog is [x, y, scareCounter, indignant, barked]. Its words come from the page in the page's language
// (label('...'), the game's viewer.properties); the score board follows the page's direction, the field does not.

import { frameCount, frameOfTurn, turnOfFrame } from '../frames.js';
import { clauses, isolate, label, list, number, panelText, panelX } from '../labels.js';

const PLAYER_COLOURS = ['#d7263d', '#1b6ec2', '#e0a800', '#2e9e44'];
const COLOURS = {
  grass: '#cfe8b0',
  grid: '#b9d69a',
  fence: '#7a5230',
  tree: '#2f6b2f',
  sheep: '#ffffff',
  sheepEdge: '#555555',
  panic: '#d7263d',
  panel: '#f7f5ef',
  text: '#222222',
};
const DIRECTIONS = [[0, -1], [-1, 0], [0, 1], [1, 0]];

/** Map preview from the map text: one player's tile ('.' grass, '#' fence, '^' tree, '-' pen, 'o' '*' sheep, '@' dog). */
export function drawMap(canvas, mapData) {
  const rows = String(mapData || '').split('\n').map((r) => r.trim()).filter((r) => r && !r.startsWith('{'));
  const cols = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const layout = layoutFor(canvas, cols, rows.length, 0);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const c = row[x];
      drawLand(ctx, layout, x, y, c === '-' || c === 'o' ? '1' : c === '#' || c === '^' ? c : '.');
      if (c === 'o' || c === '*') drawSheep(ctx, layout, x, y, 2, 0);
      if (c === '@') drawDog(ctx, layout, x, y, 1, [x, y, 0, 0, 0]);
    }
  });
}

// Frames: the initial state and one per turn played, each carrying its turn (frame 0 is the start).
export { frameCount, frameOfTurn, turnOfFrame };

/** What the player's counter says: the turn a frame shows, the same number as in verdicts and `?turn=N`. */
export function turnName() {
  return label('turn');
}

/** Draws frame `frame`: landscape, pens, territories, sheep, dogs and a score board. */
export function drawFrame(canvas, mapData, replay, frame) {
  const frames = (replay && replay.frames) || [];
  if (frames.length === 0) {
    drawMap(canvas, mapData);
    return;
  }
  const index = Math.max(0, Math.min(frames.length - 1, frame | 0));
  const state = frames[index];
  const players = replay.players || [];
  const layout = layoutFor(canvas, replay.cols, replay.rows, 18 * (players.length + 1));
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  replay.landscape.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) drawLand(ctx, layout, x, y, row[x]);
  });
  (replay.territories || []).forEach((t, i) => {
    ctx.strokeStyle = PLAYER_COLOURS[i % 4];
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(layout.x0 + t.x1 * layout.cell + 0.5, layout.y0 + t.y1 * layout.cell + 0.5,
      (t.x2 - t.x1 + 1) * layout.cell - 1, (t.y2 - t.y1 + 1) * layout.cell - 1);
    ctx.setLineDash([]);
  });
  (replay.animals || []).forEach((animal, i) => {
    const a = state.animals[i];
    if (!a) return;
    if (animal.type === 'dog') drawDog(ctx, layout, a[0], a[1], animal.owner, a);
    else drawSheep(ctx, layout, a[0], a[1], a[2], a[3]);
  });
  drawScores(ctx, layout, replay, state);
}

/** One line for the frame: the turn, what each player sent, the scores. */
export function describe(replay, frame) {
  const frames = (replay && replay.frames) || [];
  const index = Math.max(0, Math.min(frames.length - 1, frame === undefined ? frames.length - 1 : frame | 0));
  if (frames.length === 0) return '';
  if (index === 0) return label('describe.start', replay.map, `${replay.cols}x${replay.rows}`);
  const lines = (replay.inputs || [])[index - 1] || [];
  const counts = {};
  lines.forEach(([player, line]) => {
    if (line.startsWith('do ')) counts[player] = (counts[player] || 0) + 1;
  });
  const said = Object.keys(counts).map((p) => label('describe.commands', `P${p}`, counts[p]));
  const scores = list(frames[index].scores.map((s, i) => `P${i + 1} ${number(s, 2)}`));
  const text = label('describe.turn', frames[index].turn, said.length ? list(said) : label('describe.noCommands'), scores);
  if (index < frames.length - 1) return text;
  const end = replay.aborted ? label('describe.aborted')
    : replay.winner ? label('describe.wins', `P${replay.winner}`) : label('describe.nobodyWins');
  return clauses([text, end]);
}

/**
 * What the time line marks: scores that changed (sheep into or out of a pen), at the frame showing them, and a
 * player whose strategy failed, at the turn its verdict names (the turn loop's "turn N: ..." words).
 */
export function marks(replay) {
  const frames = (replay && replay.frames) || [];
  const found = [];
  for (let index = 1; index < frames.length; index++) {
    const before = frames[index - 1].scores || [];
    const changed = (frames[index].scores || []).map((s, i) => (s !== before[i] ? `P${i + 1} ${number(s, 2)}` : null))
      .filter((s) => s);
    if (changed.length) found.push({ frame: index, kind: 'score', text: label('mark.scores', list(changed)) });
  }
  for (const p of (replay && replay.players) || []) {
    const verdict = /^([A-Z_]+): turn (\d+):/.exec(p.verdict || '');
    if (verdict && verdict[1] !== 'OK') {
      found.push({ frame: frameOfTurn(replay, Number(verdict[2])), kind: 'crash', text: label('mark.crashed', `P${p.player}`, verdict[1]) });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------

function layoutFor(canvas, cols, rows, panel) {
  const cell = Math.max(4, Math.floor(Math.min(canvas.width / cols, (canvas.height - panel) / rows)));
  return { cell, x0: Math.floor((canvas.width - cell * cols) / 2), y0: 0, cols, rows, panelY: cell * rows + 4 };
}

function drawLand(ctx, layout, x, y, c) {
  const px = layout.x0 + x * layout.cell;
  const py = layout.y0 + y * layout.cell;
  ctx.fillStyle = COLOURS.grass;
  if (c >= '1' && c <= '4') ctx.fillStyle = tint(PLAYER_COLOURS[Number(c) - 1]);
  ctx.fillRect(px, py, layout.cell, layout.cell);
  ctx.strokeStyle = COLOURS.grid;
  ctx.strokeRect(px + 0.5, py + 0.5, layout.cell - 1, layout.cell - 1);
  if (c === '#') {
    ctx.fillStyle = COLOURS.fence;
    ctx.fillRect(px + 1, py + layout.cell * 0.35, layout.cell - 2, layout.cell * 0.3);
  } else if (c === '^') {
    ctx.fillStyle = COLOURS.tree;
    ctx.beginPath();
    ctx.moveTo(px + layout.cell / 2, py + 1);
    ctx.lineTo(px + layout.cell - 1, py + layout.cell - 1);
    ctx.lineTo(px + 1, py + layout.cell - 1);
    ctx.fill();
  }
}

function drawSheep(ctx, layout, x, y, direction, panic) {
  const cx = layout.x0 + (x + 0.5) * layout.cell;
  const cy = layout.y0 + (y + 0.5) * layout.cell;
  const r = layout.cell * 0.35;
  ctx.fillStyle = COLOURS.sheep;
  ctx.strokeStyle = panic > 0 ? COLOURS.panic : COLOURS.sheepEdge;
  ctx.lineWidth = panic > 0 ? 2 : 1;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  const [dx, dy] = DIRECTIONS[direction] || DIRECTIONS[2];
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx + dx * r * 1.3, cy + dy * r * 1.3);
  ctx.stroke();
  ctx.lineWidth = 1;
}

function drawDog(ctx, layout, x, y, owner, dog) {
  const cx = layout.x0 + (x + 0.5) * layout.cell;
  const cy = layout.y0 + (y + 0.5) * layout.cell;
  const r = layout.cell * 0.4;
  const [, , scared, indignant, barked] = dog;
  if (barked) {
    ctx.strokeStyle = PLAYER_COLOURS[(owner - 1) % 4];
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.6, 0, 2 * Math.PI);
    ctx.stroke();
  }
  ctx.fillStyle = PLAYER_COLOURS[(owner - 1) % 4];
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  if (scared > 0) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.max(8, Math.floor(layout.cell * 0.6))}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(indignant ? '!' : '?', cx, cy);
  }
}

function drawScores(ctx, layout, replay, state) {
  ctx.fillStyle = COLOURS.panel;
  ctx.fillRect(0, layout.panelY, ctx.canvas.width, ctx.canvas.height - layout.panelY);
  ctx.font = '13px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillStyle = COLOURS.text;
  const right = ctx.canvas.width - 6;
  panelText(ctx, label('panel.turn', state.turn, replay.options ? replay.options.turnsLimit : '?'), 6, right, layout.panelY + 2);
  (replay.players || []).forEach((p, i) => {
    const y = layout.panelY + 18 * (i + 1) + 2;
    ctx.fillStyle = PLAYER_COLOURS[i % 4];
    ctx.fillRect(panelX(6, right, 10), y + 2, 10, 10);
    ctx.fillStyle = COLOURS.text;
    const score = state.scores[i] === undefined ? '' : number(state.scores[i], 2);
    const line = label('panel.player', `P${p.player}`, isolate(p.name), score);
    panelText(ctx, `${line}${p.verdict && p.verdict !== 'OK' ? ' (' + p.verdict + ')' : ''}`, 22, right - 16, y);
  });
}

function tint(hex) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c + (255 - c) * 0.6);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}
