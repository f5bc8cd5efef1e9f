// Troopers replay viewer: a plain ES module for the platform's replay player (no build step, no
// dependencies, nothing evaluated from strings, so it runs under the site's Content-Security-Policy).
//
// The replay (ReplayRecorder) holds the map text ('.' free, '1' '2' '3' low, medium and high cover, one
// row per line after the header lines), the players [{id, name}], the troopers [{id, player, type, state}]
// with state = [x, y, stance, hitpoints, actionPoints, holding ('G' grenade, 'M' medikit, 'R' ration)],
// the bonuses [{id, type, x, y}], and the events: {turn, move, ap} when a trooper's turn begins,
// {trooper, action, direction | x, y, hits, points, changed, pickedUp, scores} for every action, and
// {crash, verdict}. Frame 0 is the start; every action or crash is one frame after it.
//
// Moves are numbered as the spec numbers them (World.moveIndex, 0 to moveCount - 1), as the replay's events and
// the verdicts ("move 0: no move after ...") number them: the counter and the lines show that number.
//
// Clicking a player's line in the score table selects that player (again: none): the cells its living troopers
// see are shown clear and the rest under fog. The engine decides what they see (spec 4.5) and the replay carries
// it: `sight` {playerId: cells} at the start and in every action that changed it, cells as a base64 bitmap
// (cell x * 20 + y in bit i % 8 of byte i / 8). A replay written before it carried sight has no fog: the whole
// map shows clear for the selected player.
//
// Its words come from the page in the page's language (label('...'), the game's viewer.properties): the letters on
// the troopers and bonuses, the lines and the score table, which follows the page's direction; the map does not.

import { firstFrameOf, turnAt } from '../frames.js';
import { clauses, isolate, label, list, number, panelText, panelX, phrase } from '../labels.js';

const WIDTH = 30;
const HEIGHT = 20;
const PLAYER_COLOURS = ['#d7263d', '#1b6ec2', '#e0a800', '#2e9e44'];
const COVER_COLOURS = ['#eae6d8', '#bfb39a', '#8f8068', '#5b4d3b'];
const TYPES = ['COMMANDER', 'FIELD_MEDIC', 'SOLDIER', 'SNIPER', 'SCOUT'];
const STANCE_SCALE = { STANDING: 1, KNEELING: 0.78, PRONE: 0.56 };
const BONUS_COLOURS = { GRENADE: '#556b2f', MEDIKIT: '#ffffff', FIELD_RATION: '#c98b2b' };
const OFFSETS = { CURRENT_POINT: [0, 0], NORTH: [0, -1], EAST: [1, 0], SOUTH: [0, 1], WEST: [-1, 0] };
const PANEL_LINE = 18;
const cache = new WeakMap();
/** Per canvas: the selected player id, the last drawing's arguments, whether clicks are listened to. */
const selections = new WeakMap();

/** The map (the maps page and a replay's frame 0 without troopers): cover heights and start cells. */
export function drawMap(canvas, mapData) {
  const map = parseMap(mapData);
  const layout = layoutFor(canvas, 0);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  drawCells(ctx, layout, map.rows);
  map.starts.forEach(([letter, x, y]) => {
    ctx.fillStyle = '#333333';
    ctx.font = `bold ${Math.max(8, Math.floor(layout.cell * 0.55))}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letter, layout.x0 + (x + 0.5) * layout.cell, layout.y0 + (y + 0.5) * layout.cell);
  });
}

/** The start and one frame per action or crash. */
export function frameCount(replay) {
  return framesOf(replay).length;
}

/** What the player's counter says: the move a frame belongs to, numbered from 0 as the verdicts and the lines. */
export function turnName() {
  return label('turn');
}

export function turnOfFrame(replay, frame) {
  return turnAt(framesOf(replay), frame, 'move');
}

/** The frame where move `turn` starts (a verdict's turn is the move index). */
export function frameOfTurn(replay, turn) {
  return firstFrameOf(framesOf(replay), turn, 'move');
}

/** Frame `frame`: cover, bonuses, troopers (type, stance, hit points, action points), the action, the scores. */
export function drawFrame(canvas, mapData, replay, frame) {
  const frames = framesOf(replay);
  if (frames.length === 0) {
    drawMap(canvas, mapData);
    return;
  }
  const index = clamp(frame, frames.length);
  const state = frames[index];
  const players = replay.players || [];
  const layout = layoutFor(canvas, PANEL_LINE * (players.length + 2));
  const selection = selectionOf(canvas);
  Object.assign(selection, { mapData, replay, frame: index, layout });
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const rows = parseMap(replay.map && replay.map.text ? replay.map.text : mapData).rows;
  drawCells(ctx, layout, rows);
  const seen = selection.player === null ? null : visibleCells(replay, index, selection.player);
  if (seen) drawFog(ctx, layout, seen);
  state.bonuses.forEach((b) => drawBonus(ctx, layout, b));
  const colourOf = playerColours(replay);
  (replay.troopers || []).forEach((t) => {
    const s = state.troopers[t.id];
    if (s) drawTrooper(ctx, layout, t, s, colourOf(t.player), state.event && state.event.trooper === t.id);
  });
  if (state.event && state.event.action) drawAction(ctx, layout, state);
  drawScores(ctx, layout, replay, state, colourOf, selection.player);
}

/** The player whose vision is shown on this canvas (a player id), or null for none; draws again. */
export function selectPlayer(canvas, playerId) {
  const selection = selectionOf(canvas);
  selection.player = playerId === undefined ? null : playerId;
  if (canvas.dataset) canvas.dataset.selectedPlayer = selection.player === null ? '' : String(selection.player);
  if (selection.replay) drawFrame(canvas, selection.mapData, selection.replay, selection.frame);
}

/**
 * The cells (x * 20 + y) the living troopers of `playerId` see at `frame`, as the replay says (spec 4.5), or null
 * when the replay does not say (written before it carried sight).
 */
export function visibleCells(replay, frame, playerId) {
  const frames = framesOf(replay);
  const state = frames[clamp(frame, frames.length)];
  const bitmap = state && state.sight ? state.sight[playerId] : undefined;
  if (bitmap === undefined) return null;
  const bytes = atob(bitmap);
  const seen = new Set();
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    if (i >> 3 < bytes.length && (bytes.charCodeAt(i >> 3) >> (i & 7)) & 1) seen.add(i);
  }
  return seen;
}

/** One line for the frame: the move, the acting trooper, its action and what it did. */
export function describe(replay, frame) {
  const frames = framesOf(replay);
  if (frames.length === 0) return '';
  const index = frame === undefined ? frames.length - 1 : clamp(frame, frames.length);
  const state = frames[index];
  const names = playerNames(replay);
  const last = index === frames.length - 1 && Array.isArray(replay.results);
  const whose = (t) => label('describe.whose', isolate(names[t.player] || ''), unitName(t.type));
  let text;
  if (!state.event) {
    text = label('describe.start', replay.map ? replay.map.name : label('describe.theMap'), replay.format || '', replay.moveCount);
  } else if (state.event.crash !== undefined) {
    const who = names[state.event.crash] ? isolate(names[state.event.crash]) : label('describe.aPlayer');
    // the verdict in the reader's words; a replay from before its phrase gives the English text
    text = label('describe.crash', state.move, who, phrase(state.event.verdictPhrase || state.event.verdict));
  } else {
    const e = state.event;
    const trooper = (replay.troopers || []).find((t) => t.id === e.trooper) || { type: '?', player: 0 };
    let act = label('describe.action', state.move, whose(trooper), actionText(e));
    // the problem in the reader's words; a replay from before its phrase gives the English text
    if (e.invalid) act += ` — ${label('describe.invalid', phrase(e.invalidPhrase || e.invalid))}`;
    const parts = [act];
    (e.hits || []).forEach((h) => {
      const hit = (replay.troopers || []).find((t) => t.id === h.id);
      const victim = hit ? whose(hit) : label('describe.aTrooper');
      parts.push(h.killed ? label('describe.killed', victim, h.lost) : label('describe.hit', victim, h.lost));
    });
    if (e.points) parts.push(label('describe.points', e.points));
    if (e.pickedUp) parts.push(label('describe.pickUp'));
    text = clauses(parts);
  }
  if (last) {
    const order = [...replay.results].sort((a, b) => a.place - b.place);
    text += '. ' + label('describe.result', list(order.map((r) => `${number(r.place)}. ${isolate(names[r.id])} ${number(r.score)}`)));
  }
  return text;
}

/** What the time line marks: a trooper killed, points scored and a strategy that crashed, at the frame of its event. */
export function marks(replay) {
  const frames = framesOf(replay);
  const names = playerNames(replay);
  const whose = (t) => label('describe.whose', isolate(names[t.player] || ''), unitName(t.type));
  const found = [];
  frames.forEach((state, index) => {
    const e = state.event;
    if (!e) return;
    if (e.crash !== undefined) {
      const who = names[e.crash] ? isolate(names[e.crash]) : label('describe.aPlayer');
      found.push({ frame: index, kind: 'crash', text: label('mark.crashed', who, phrase(e.verdictPhrase || e.verdict)) });
      return;
    }
    (e.hits || []).filter((h) => h.killed).forEach((h) => {
      const hit = (replay.troopers || []).find((t) => t.id === h.id);
      found.push({ frame: index, kind: 'death', text: label('describe.killed', hit ? whose(hit) : label('describe.aTrooper'), h.lost) });
    });
    if (e.points) {
      const trooper = (replay.troopers || []).find((t) => t.id === e.trooper);
      const who = trooper && names[trooper.player] ? isolate(names[trooper.player]) : label('describe.aPlayer');
      found.push({ frame: index, kind: 'score', text: label('mark.points', who, e.points) });
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------

function framesOf(replay) {
  if (!replay || !Array.isArray(replay.troopers)) return [];
  if (cache.has(replay)) return cache.get(replay);
  const troopers = {};
  replay.troopers.forEach((t) => { troopers[t.id] = t.state.slice(); });
  let bonuses = (replay.bonuses || []).slice();
  let scores = (replay.players || []).map(() => 0);
  let crashed = {};
  let move = 0;
  let sight = replay.sight || null;
  const frames = [{ move, troopers: { ...troopers }, bonuses, scores, crashed, sight, event: null, before: troopers }];
  let current = troopers;
  (replay.events || []).forEach((e) => {
    if (e.turn !== undefined) {
      move = e.move;
      const s = current[e.turn];
      if (s) {
        current = { ...current, [e.turn]: [s[0], s[1], s[2], s[3], e.ap, s[5]] };
      }
      return;
    }
    const before = current;
    if (e.crash !== undefined) {
      crashed = { ...crashed, [e.crash]: e.verdict };
    } else {
      if (e.changed) {
        current = { ...current };
        Object.keys(e.changed).forEach((id) => { current[id] = e.changed[id]; });
      }
      if (e.pickedUp) bonuses = bonuses.filter((b) => !e.pickedUp.includes(b.id));
      if (e.scores) scores = e.scores;
      if (e.sight) sight = { ...sight, ...e.sight };
    }
    frames.push({ move, troopers: current, bonuses, scores, crashed, sight, event: e, before });
  });
  cache.set(replay, frames);
  return frames;
}

function parseMap(text) {
  const rows = [];
  const starts = [];
  String(text || '').split('\n').forEach((line) => {
    const l = line.trim();
    if (/^[.0-9]+$/.test(l)) rows.push(l);
    const start = /^([A-Z]) (\d+) (\d+)$/.exec(l);
    if (start) starts.push([start[1], Number(start[2]), Number(start[3])]);
  });
  return { rows, starts };
}

function layoutFor(canvas, panel) {
  const cell = Math.max(4, Math.floor(Math.min(canvas.width / WIDTH, (canvas.height - panel) / HEIGHT)));
  return { cell, x0: Math.floor((canvas.width - cell * WIDTH) / 2), y0: 0, panelY: cell * HEIGHT + 4 };
}

function drawCells(ctx, layout, rows) {
  ctx.lineWidth = 1;
  for (let y = 0; y < HEIGHT; y++) {
    const row = rows[y] || '';
    for (let x = 0; x < WIDTH; x++) {
      const height = row[x] && row[x] !== '.' ? Math.min(3, Number(row[x])) : 0;
      const px = layout.x0 + x * layout.cell;
      const py = layout.y0 + y * layout.cell;
      ctx.fillStyle = COVER_COLOURS[height];
      ctx.fillRect(px, py, layout.cell, layout.cell);
      ctx.strokeStyle = '#d3cdb8';
      ctx.strokeRect(px + 0.5, py + 0.5, layout.cell - 1, layout.cell - 1);
      if (height > 0) {
        // one bar per level of cover: 1 low, 2 medium, 3 high
        ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
        for (let i = 0; i < height; i++) {
          ctx.fillRect(px + 2, py + layout.cell - 3 - i * 3, Math.max(2, layout.cell / 3), 1.5);
        }
      }
    }
  }
}

function drawBonus(ctx, layout, bonus) {
  const c = layout.cell;
  const px = layout.x0 + bonus.x * c;
  const py = layout.y0 + bonus.y * c;
  ctx.fillStyle = BONUS_COLOURS[bonus.type] || '#888888';
  ctx.strokeStyle = '#333333';
  ctx.fillRect(px + c * 0.3, py + c * 0.3, c * 0.4, c * 0.4);
  ctx.strokeRect(px + c * 0.3, py + c * 0.3, c * 0.4, c * 0.4);
  if (bonus.type === 'MEDIKIT') {
    ctx.fillStyle = '#d7263d';
    ctx.fillRect(px + c * 0.45, py + c * 0.33, c * 0.1, c * 0.34);
    ctx.fillRect(px + c * 0.33, py + c * 0.45, c * 0.34, c * 0.1);
  }
}

function drawTrooper(ctx, layout, trooper, state, colour, acting) {
  const [x, y, stance, hp, ap, holding] = state;
  const c = layout.cell;
  const cx = layout.x0 + (x + 0.5) * c;
  const cy = layout.y0 + (y + 0.5) * c;
  const r = c * 0.42 * (STANCE_SCALE[stance] || 1);
  if (hp <= 0) {
    ctx.strokeStyle = '#555555';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(cx - r, cy - r);
    ctx.lineTo(cx + r, cy + r);
    ctx.moveTo(cx + r, cy - r);
    ctx.lineTo(cx - r, cy + r);
    ctx.stroke();
    ctx.lineWidth = 1;
    return;
  }
  if (acting) {
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(cx, cy, c * 0.5, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.lineWidth = 1;
  }
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.max(7, Math.floor(c * 0.45 * (STANCE_SCALE[stance] || 1)))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(TYPES.includes(trooper.type) ? unitLetter(trooper.type) : '?', cx, cy);
  // hit points as a bar along the top of the cell (green, red when low), action points in the corner
  const px = layout.x0 + x * c;
  const py = layout.y0 + y * c;
  ctx.fillStyle = '#333333';
  ctx.fillRect(px + 1, py + 1, c - 2, 3);
  ctx.fillStyle = hp > 50 ? '#2e9e44' : hp > 25 ? '#e0a800' : '#d7263d';
  ctx.fillRect(px + 1, py + 1, Math.max(1, (c - 2) * Math.min(hp, 100) / 100), 3);
  if (c >= 14) {
    ctx.fillStyle = '#000000';
    ctx.font = `${Math.max(7, Math.floor(c * 0.3))}px sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.fillText(String(ap), px + c - 1, py + c);
    if (holding) {
      ctx.textAlign = 'left';
      ctx.fillText(bonusLetter(holding), px + 1, py + c);
    }
  }
}

function drawAction(ctx, layout, state) {
  const e = state.event;
  const actor = state.before[e.trooper] || state.troopers[e.trooper];
  if (!actor) return;
  const c = layout.cell;
  let tx = e.x;
  let ty = e.y;
  if (e.direction && OFFSETS[e.direction]) {
    tx = actor[0] + OFFSETS[e.direction][0];
    ty = actor[1] + OFFSETS[e.direction][1];
  }
  const from = [layout.x0 + (actor[0] + 0.5) * c, layout.y0 + (actor[1] + 0.5) * c];
  const to = [layout.x0 + (tx + 0.5) * c, layout.y0 + (ty + 0.5) * c];
  if (e.action === 'SHOOT') {
    ctx.strokeStyle = (e.hits || []).length ? '#d7263d' : '#777777';
    ctx.lineWidth = 2;
    ctx.setLineDash([5, 3]);
    ctx.beginPath();
    ctx.moveTo(from[0], from[1]);
    ctx.lineTo(to[0], to[1]);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineWidth = 1;
  } else if (e.action === 'THROW_GRENADE') {
    ctx.strokeStyle = '#556b2f';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(from[0], from[1]);
    ctx.quadraticCurveTo((from[0] + to[0]) / 2, Math.min(from[1], to[1]) - 2 * c, to[0], to[1]);
    ctx.stroke();
    ctx.lineWidth = 1;
    ctx.fillStyle = 'rgba(255, 140, 0, 0.45)';
    [[0, 0], [0, -1], [1, 0], [0, 1], [-1, 0]].forEach(([dx, dy]) => {
      ctx.fillRect(layout.x0 + (tx + dx) * c, layout.y0 + (ty + dy) * c, c, c);
    });
  } else if (e.action === 'HEAL' || e.action === 'USE_MEDIKIT') {
    ctx.strokeStyle = '#2e9e44';
    ctx.lineWidth = 2;
    ctx.strokeRect(layout.x0 + tx * c + 1, layout.y0 + ty * c + 1, c - 2, c - 2);
    ctx.lineWidth = 1;
  }
  (e.hits || []).forEach((h) => {
    const s = state.troopers[h.id];
    if (!s) return;
    ctx.fillStyle = '#d7263d';
    ctx.font = `bold ${Math.max(9, Math.floor(c * 0.5))}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillText(`-${h.lost}`, layout.x0 + (s[0] + 0.5) * c, layout.y0 + s[1] * c);
  });
}

/** The score table under the map: the move and a legend, a line per player (click to show its vision), the bonuses. */
function drawScores(ctx, layout, replay, state, colourOf, selected) {
  const width = ctx.canvas.width;
  const right = width - 6;
  ctx.fillStyle = '#f7f5ef';
  ctx.fillRect(0, layout.panelY, width, ctx.canvas.height - layout.panelY);
  ctx.font = '13px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#222222';
  const units = list(TYPES.map((t) => `${unitLetter(t)} ${unitName(t)}`));
  panelText(ctx, clauses([label('panel.move', state.move, 0, replay.moveCount - 1), units]), 6, right, layout.panelY + 2);
  const results = {};
  (replay.results || []).forEach((r) => { results[r.id] = r; });
  const final = state === framesOf(replay)[framesOf(replay).length - 1];
  const players = replay.players || [];
  players.forEach((p, i) => {
    const y = layout.panelY + PANEL_LINE * (i + 1) + 2;
    ctx.fillStyle = colourOf(p.id);
    ctx.fillRect(panelX(6, right, 10), y + 2, 10, 10);
    ctx.fillStyle = '#222222';
    const alive = (replay.troopers || []).filter((t) => t.player === p.id && state.troopers[t.id]
      && state.troopers[t.id][3] > 0).length;
    const parts = [label('panel.player', isolate(p.name), state.scores[i] === undefined ? 0 : state.scores[i], alive)];
    if (state.crashed[p.id]) parts.push(label('panel.crashed', state.crashed[p.id]));
    if (final && results[p.id]) parts.push(label('panel.place', results[p.id].place));
    if (selected === p.id && state.sight) parts.push(label('panel.vision'));
    panelText(ctx, list(parts), 22, right - 16, y);
  });
  const legend = label('panel.bonuses', bonusLetter('G'), bonusLetter('M'), bonusLetter('R'));
  panelText(ctx, clauses([label('panel.stances'), legend]), 6, right, layout.panelY + PANEL_LINE * (players.length + 1) + 2);
}

function actionText(e) {
  const target = e.direction ? direction(e.direction) : e.x !== undefined ? `(${e.x}, ${e.y})` : '';
  switch (e.action) {
    case 'END_TURN': return label('action.END_TURN');
    case 'MOVE': return label('action.MOVE', target).trim();
    case 'SHOOT': return label('action.SHOOT', target).trim();
    case 'RAISE_STANCE': return label('action.RAISE_STANCE');
    case 'LOWER_STANCE': return label('action.LOWER_STANCE');
    case 'THROW_GRENADE': return label('action.THROW_GRENADE', target).trim();
    case 'USE_MEDIKIT': return label('action.USE_MEDIKIT', target).trim();
    case 'EAT_FIELD_RATION': return label('action.EAT_FIELD_RATION');
    case 'HEAL': return label('action.HEAL', target).trim();
    case 'REQUEST_ENEMY_DISPOSITION': return label('action.REQUEST_ENEMY_DISPOSITION');
    default: return `${String(e.action).toLowerCase()} ${target}`.trim();
  }
}

function direction(name) {
  switch (name) {
    case 'CURRENT_POINT': return label('direction.CURRENT_POINT');
    case 'NORTH': return label('direction.NORTH');
    case 'EAST': return label('direction.EAST');
    case 'SOUTH': return label('direction.SOUTH');
    case 'WEST': return label('direction.WEST');
    default: return String(name).toLowerCase();
  }
}

function unitName(type) {
  switch (type) {
    case 'COMMANDER': return label('unit.COMMANDER');
    case 'FIELD_MEDIC': return label('unit.FIELD_MEDIC');
    case 'SOLDIER': return label('unit.SOLDIER');
    case 'SNIPER': return label('unit.SNIPER');
    case 'SCOUT': return label('unit.SCOUT');
    default: return String(type).toLowerCase().replace('_', ' ');
  }
}

/** The letter drawn on a trooper of this type (the legend under the map names them). */
function unitLetter(type) {
  switch (type) {
    case 'COMMANDER': return label('letter.COMMANDER');
    case 'FIELD_MEDIC': return label('letter.FIELD_MEDIC');
    case 'SOLDIER': return label('letter.SOLDIER');
    case 'SNIPER': return label('letter.SNIPER');
    case 'SCOUT': return label('letter.SCOUT');
    default: return '?';
  }
}

/** The letter of a bonus a trooper holds, from the replay's G (grenade), M (medikit), R (field ration). */
function bonusLetter(holding) {
  switch (holding) {
    case 'G': return label('letter.grenade');
    case 'M': return label('letter.medikit');
    case 'R': return label('letter.ration');
    default: return String(holding);
  }
}

function playerNames(replay) {
  const names = {};
  (replay.players || []).forEach((p) => { names[p.id] = p.name; });
  return names;
}

function playerColours(replay) {
  const index = {};
  (replay.players || []).forEach((p, i) => { index[p.id] = i; });
  return (id) => PLAYER_COLOURS[(index[id] === undefined ? 0 : index[id]) % PLAYER_COLOURS.length];
}

function clamp(frame, length) {
  return Math.max(0, Math.min(length - 1, frame | 0));
}

function selectionOf(canvas) {
  let selection = selections.get(canvas);
  if (!selection) {
    selection = { player: null };
    selections.set(canvas, selection);
    if (typeof canvas.addEventListener === 'function') {
      canvas.addEventListener('click', (event) => clicked(canvas, event));
    }
  }
  return selection;
}

/** A click on a player's line of the score table selects it, or clears the selection when it is selected. */
function clicked(canvas, event) {
  const selection = selections.get(canvas);
  if (!selection || !selection.replay) return;
  const rect = canvas.getBoundingClientRect();
  const y = (event.clientY - rect.top) * (canvas.height / rect.height);
  const line = Math.floor((y - selection.layout.panelY - 2) / PANEL_LINE) - 1;
  const players = selection.replay.players || [];
  if (line < 0 || line >= players.length) return;
  const id = players[line].id;
  selectPlayer(canvas, selection.player === id ? null : id);
}

function drawFog(ctx, layout, seen) {
  ctx.fillStyle = 'rgba(20, 20, 30, 0.45)';
  for (let x = 0; x < WIDTH; x++) {
    for (let y = 0; y < HEIGHT; y++) {
      if (!seen.has(x * HEIGHT + y)) ctx.fillRect(layout.x0 + x * layout.cell, layout.y0 + y * layout.cell, layout.cell, layout.cell);
    }
  }
}
