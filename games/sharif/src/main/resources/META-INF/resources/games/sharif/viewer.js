// Sharif AI Challenge 2020 replay viewer: a plain ES module for the platform's replay page (no build step,
// no dependencies, no eval, no inline script). The platform gives the public map data (GameMap.data: the
// init message of player 0, JSON with gameConstants, map {rows, cols, paths, kings}, baseUnits, spells)
// and, once a game has finished, the parsed replay (see the engine's ReplayDocument: names, init (the same
// map), commands per step, frames from state 1). A frame holds kings (HP per player), kingTargets (unit id
// or -1), units [id, owner, typeId, row, col, hp, targetId, targetRow, targetCol, pathId], died (unit ids),
// casts [typeId, casterId, row, col, remainingTurns, castThisTurn] and players [{ap, hand, spells}].
// Its words come from the page in the page's language (label('...'), the game's viewer.properties); the side
// panel follows the page's direction, the board does not.

import { frameCount, frameOfTurn, turnOfFrame } from '../frames.js';
import { clauses, isolate, label, list, number, panelText, rightToLeft } from '../labels.js';

const PLAYER_COLOURS = ['#d7263d', '#1b6ec2', '#e07b00', '#2e9e44'];
const SPELL_COLOURS = {
  damage: '#d7263d',
  heal: '#2e9e44',
  HASTE: '#e0b000',
  DUPLICATE: '#8e44ad',
  TELE: '#1b9ec2',
};
const COLOURS = {
  ground: '#f4f1e8',
  grid: '#e4dfd0',
  friendPath: '#b8b0a0',
  enemyPath: '#d9cfb6',
  panel: '#f7f5ef',
  text: '#222222',
  muted: '#666666',
  dead: '#444444',
  hpBack: '#dddddd',
};
const PANEL_WIDTH = 250;

/** The map alone (maps page, or a replay page before the game has finished). */
export function drawMap(canvas, mapData) {
  const init = parseInit(mapData);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!init) return;
  const layout = layoutFor(canvas, init.map.rows, init.map.cols, 0);
  drawBoard(ctx, layout, init);
  init.map.kings.forEach((king) => drawKing(ctx, layout, king, king.hp, king.hp, -1, null));
}

// Frames: one per state, from the state after the pick to the end, each carrying its turn.
export { frameCount, frameOfTurn, turnOfFrame };

/** What the player's counter says: the turn a frame shows, the same number as in verdicts and `?turn=N`. */
export function turnName() {
  return label('turn');
}

/** Draws frame `frame`: paths, kings with HP, units with their targets, spell areas, and a side panel. */
export function drawFrame(canvas, mapData, replay, frame) {
  const frames = (replay && replay.frames) || [];
  const init = (replay && replay.init) || parseInit(mapData);
  if (frames.length === 0 || !init) {
    drawMap(canvas, mapData);
    return;
  }
  const index = clampFrame(frames, frame);
  const state = frames[index];
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const layout = layoutFor(canvas, init.map.rows, init.map.cols, PANEL_WIDTH);
  drawBoard(ctx, layout, init);
  (state.casts || []).forEach((cast) => drawCast(ctx, layout, init, cast));
  const units = new Map((state.units || []).map((u) => [u[0], u]));
  const kings = kingsByPlayer(init);
  kings.forEach((king, p) => {
    const target = units.get((state.kingTargets || [])[p]);
    drawKing(ctx, layout, king, state.kings[p], king.hp, p, target);
  });
  drawUnits(ctx, layout, init, state.units || []);
  drawDied(ctx, layout, index > 0 ? frames[index - 1] : null, state.died || []);
  drawPanel(ctx, layout, canvas, init, replay, state, index);
}

/** One line for the frame: the turn, what each player did, the kings' HP, the result at the end. */
export function describe(replay, frame) {
  const frames = (replay && replay.frames) || [];
  if (frames.length === 0) return '';
  const index = clampFrame(frames, frame === undefined ? frames.length - 1 : frame);
  const state = frames[index];
  const init = replay.init;
  const maxTurns = init ? init.gameConstants.maxTurns : '?';
  let text = label('describe.turn', state.turn, maxTurns);
  if (index === 0) {
    text = label('describe.picked', text, replay.map);
  } else {
    const step = (replay.commands || [])[index - 1] || {};
    const said = [0, 1, 2, 3].map((p) => {
      const sent = step[p] || step[String(p)] || [];
      if (sent.length === 0) return null;
      const counts = {};
      sent.forEach((c) => { counts[c.type] = (counts[c.type] || 0) + 1; });
      return `P${p + 1} ` + list(Object.keys(counts).map((t) => actions(t, counts[t])));
    }).filter((s) => s);
    text = label('describe.actions', text, said.length ? clauses(said) : label('describe.noActions'));
  }
  const sentences = [text, label('describe.kings', list(state.kings.map((hp, p) => `P${p + 1} ${number(hp)}`)))];
  if (index === frames.length - 1 && Array.isArray(replay.scores)) {
    sentences.push(label('describe.points', list(replay.scores.map((s, p) => `P${p + 1} ${number(s)}`))));
  }
  return sentences.join('. ');
}

/**
 * What the time line marks: a king that fell and the spells cast in a turn, at the frame showing them, and a player
 * whose strategy failed, at the first frame of its verdict's turn (the replay's verdicts).
 */
export function marks(replay) {
  const frames = (replay && replay.frames) || [];
  const spells = (replay && replay.init && replay.init.spells) || [];
  const found = [];
  for (let index = 1; index < frames.length; index++) {
    const before = frames[index - 1].kings || [];
    const fell = (frames[index].kings || []).map((hp, p) => (hp <= 0 && before[p] > 0 ? `P${p + 1}` : null)).filter((p) => p);
    if (fell.length) found.push({ frame: index, kind: 'death', text: label('mark.kingsFell', list(fell)) });
    const cast = (frames[index].casts || []).filter((c) => c[5] === 1).map(([typeId, caster]) => {
      const spell = spells.find((s) => s.typeId === typeId);
      return `P${caster + 1} ${spell ? spellName(spell) : typeId}`;
    });
    if (cast.length) found.push({ frame: index, kind: 'spell', text: label('mark.spells', list(cast)) });
  }
  for (const failed of (replay && Array.isArray(replay.verdicts) && replay.verdicts) || []) {
    if (!failed || !Number.isInteger(failed.player) || !failed.verdict) continue;
    const frame = Number.isInteger(failed.turn) ? frameOfTurn(replay, failed.turn) : 0;
    found.push({ frame, kind: 'crash', text: label('mark.crashed', `P${failed.player + 1}`, failed.verdict) });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------

/** `count` actions of one type (a command's type of the protocol). */
function actions(type, count) {
  switch (type) {
    case 'putUnit': return label('action.putUnit', count);
    case 'castSpell': return label('action.castSpell', count);
    case 'damageUpgrade': return label('action.damageUpgrade', count);
    case 'rangeUpgrade': return label('action.rangeUpgrade', count);
    default: return `${count} ${type}`;
  }
}

function parseInit(mapData) {
  if (!mapData) return null;
  try {
    const init = typeof mapData === 'string' ? JSON.parse(mapData) : mapData;
    return init && init.map && Array.isArray(init.map.kings) ? init : null;
  } catch (e) {
    return null;
  }
}

function clampFrame(frames, frame) {
  return Math.max(0, Math.min(frames.length - 1, frame | 0));
}

function kingsByPlayer(init) {
  const kings = [];
  init.map.kings.forEach((king) => { kings[king.playerId] = king; });
  return kings;
}

/**
 * Cells as squares; a map taller than wide is laid on its side (rows left to right) when that gives larger
 * cells. `panel` pixels on the right are left for the side panel.
 */
function layoutFor(canvas, rows, cols, panel) {
  const width = canvas.width - panel;
  const upright = Math.min(width / cols, canvas.height / rows);
  const sideways = Math.min(width / rows, canvas.height / cols);
  const turned = sideways > upright;
  const across = turned ? rows : cols;
  const down = turned ? cols : rows;
  const cell = Math.max(3, Math.floor(Math.min(width / across, canvas.height / down)));
  return {
    cell,
    turned,
    x0: Math.floor((width - cell * across) / 2),
    y0: Math.floor((canvas.height - cell * down) / 2),
    width: cell * across,
    height: cell * down,
    panelX: canvas.width - panel,
  };
}

/** The top-left pixel of cell (row, col). */
function at(layout, row, col) {
  const x = layout.turned ? row : col;
  const y = layout.turned ? col : row;
  return [layout.x0 + x * layout.cell, layout.y0 + y * layout.cell];
}

function centre(layout, row, col) {
  const [x, y] = at(layout, row, col);
  return [x + layout.cell / 2, y + layout.cell / 2];
}

function drawBoard(ctx, layout, init) {
  const { rows, cols } = init.map;
  ctx.fillStyle = COLOURS.ground;
  ctx.fillRect(layout.x0, layout.y0, layout.width, layout.height);
  if (layout.cell >= 6) {
    ctx.strokeStyle = COLOURS.grid;
    ctx.lineWidth = 1;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const [x, y] = at(layout, r, c);
        ctx.strokeRect(x + 0.5, y + 0.5, layout.cell - 1, layout.cell - 1);
      }
    }
  }
  const team = {};
  init.map.kings.forEach((k) => { team[`${k.center.row},${k.center.col}`] = k.playerId % 2; });
  init.map.paths.forEach((path) => {
    const cells = path.cells || [];
    if (cells.length === 0) return;
    const first = cells[0];
    const last = cells[cells.length - 1];
    const friend = team[`${first.row},${first.col}`] === team[`${last.row},${last.col}`];
    cells.forEach((cell) => {
      const [x, y] = at(layout, cell.row, cell.col);
      ctx.fillStyle = friend ? COLOURS.friendPath : COLOURS.enemyPath;
      ctx.fillRect(x + 1, y + 1, layout.cell - 2, layout.cell - 2);
    });
    ctx.strokeStyle = friend ? '#8a8270' : '#b9a77a';
    ctx.lineWidth = Math.max(1, layout.cell / 8);
    ctx.setLineDash(friend ? [3, 3] : []);
    ctx.beginPath();
    cells.forEach((cell, i) => {
      const [x, y] = centre(layout, cell.row, cell.col);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
    ctx.setLineDash([]);
    if (layout.cell >= 8) {
      const mid = cells[Math.floor(cells.length / 2)];
      const [x, y] = centre(layout, mid.row, mid.col);
      ctx.fillStyle = COLOURS.muted;
      ctx.font = `${Math.max(8, Math.floor(layout.cell * 0.55))}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(path.id), x, y);
    }
  });
}

function drawKing(ctx, layout, king, hp, maxHp, player, target) {
  const colour = PLAYER_COLOURS[king.playerId % 4];
  const [x, y] = at(layout, king.center.row - 1, king.center.col - 1);
  const size = layout.cell * 3;
  const alive = hp > 0;
  ctx.fillStyle = alive ? tint(colour, 0.45) : '#9a9a9a';
  ctx.fillRect(x + 1, y + 1, size - 2, size - 2);
  ctx.strokeStyle = alive ? colour : COLOURS.dead;
  ctx.lineWidth = 2;
  ctx.strokeRect(x + 1, y + 1, size - 2, size - 2);
  ctx.fillStyle = alive ? colour : COLOURS.dead;
  ctx.font = `bold ${Math.max(9, Math.floor(layout.cell * 1.1))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(alive ? label('letter.king', king.playerId + 1) : '✝', x + size / 2, y + size / 2 - layout.cell * 0.3);
  hpBar(ctx, x + 3, y + size - Math.max(4, layout.cell * 0.5) - 2, size - 6, Math.max(3, layout.cell * 0.4),
    Math.max(0, hp) / maxHp, colour);
  if (alive && target) {
    const [kx, ky] = centre(layout, king.center.row, king.center.col);
    const [tx, ty] = centre(layout, target[3], target[4]);
    shot(ctx, kx, ky, tx, ty, colour);
  }
}

/** Units on their cells, several to a cell in a small grid; flying units are triangles. */
function drawUnits(ctx, layout, init, units) {
  const byCell = new Map();
  units.forEach((u) => {
    const key = `${u[3]},${u[4]}`;
    if (!byCell.has(key)) byCell.set(key, []);
    byCell.get(key).push(u);
  });
  const positions = new Map();
  byCell.forEach((here) => {
    const per = Math.ceil(Math.sqrt(here.length));
    const size = layout.cell / per;
    here.forEach((u, i) => {
      const [x, y] = at(layout, u[3], u[4]);
      positions.set(u[0], [x + (i % per + 0.5) * size, y + (Math.floor(i / per) + 0.5) * size, size]);
    });
  });
  units.forEach((u) => {
    const [x, y] = positions.get(u[0]);
    if (u[6] >= 0 && u[7] >= 0) {
      const [tx, ty] = centre(layout, u[7], u[8]);
      shot(ctx, x, y, tx, ty, PLAYER_COLOURS[u[1] % 4]);
    }
  });
  units.forEach((u) => {
    const [x, y, size] = positions.get(u[0]);
    const base = (init.baseUnits || [])[u[2]] || { maxHP: u[5] || 1, isFlying: false };
    const r = Math.max(2, size * 0.38);
    ctx.fillStyle = PLAYER_COLOURS[u[1] % 4];
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1;
    ctx.beginPath();
    if (base.isFlying) {
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r, y + r * 0.8);
      ctx.lineTo(x - r, y + r * 0.8);
      ctx.closePath();
    } else {
      ctx.arc(x, y, r, 0, 2 * Math.PI);
    }
    ctx.fill();
    ctx.stroke();
    if (r >= 5) {
      ctx.fillStyle = '#ffffff';
      ctx.font = `bold ${Math.floor(r * 1.1)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(u[2]), x, y + (base.isFlying ? r * 0.2 : 0));
    }
    hpBar(ctx, x - r, y + r + 1, 2 * r, Math.max(2, r * 0.3), u[5] / Math.max(1, base.maxHP), PLAYER_COLOURS[u[1] % 4]);
  });
}

/** A cross where a unit was in the previous state for every unit that died in this step. */
function drawDied(ctx, layout, previous, died) {
  if (!previous || died.length === 0) return;
  const where = new Map((previous.units || []).map((u) => [u[0], u]));
  ctx.strokeStyle = COLOURS.dead;
  ctx.lineWidth = 2;
  died.forEach((id) => {
    const u = where.get(id);
    if (!u) return;
    const [x, y] = centre(layout, u[3], u[4]);
    const r = layout.cell * 0.3;
    ctx.beginPath();
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.moveTo(x + r, y - r);
    ctx.lineTo(x - r, y + r);
    ctx.stroke();
  });
}

/** An area spell's square (radius `range`, spec 6.1) or a teleport's destination, edged in the caster's colour. */
function drawCast(ctx, layout, init, cast) {
  const [typeId, caster, row, col, remaining, fresh] = cast;
  const spell = (init.spells || []).find((s) => s.typeId === typeId);
  if (!spell) return;
  const colour = spellColour(spell);
  const radius = spell.type === 'TELE' ? 0 : Math.max(0, spell.range || 0);
  const rows = init.map.rows;
  const cols = init.map.cols;
  const r0 = Math.max(0, row - radius);
  const r1 = Math.min(rows - 1, row + radius);
  const c0 = Math.max(0, col - radius);
  const c1 = Math.min(cols - 1, col + radius);
  const [ax, ay] = at(layout, r0, c0);
  const [bx, by] = at(layout, r1, c1);
  const x = Math.min(ax, bx);
  const y = Math.min(ay, by);
  const w = Math.abs(bx - ax) + layout.cell;
  const h = Math.abs(by - ay) + layout.cell;
  ctx.globalAlpha = fresh ? 0.45 : 0.25;
  ctx.fillStyle = colour;
  ctx.fillRect(x, y, w, h);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = PLAYER_COLOURS[caster % 4];
  ctx.lineWidth = 2;
  ctx.setLineDash(fresh ? [] : [4, 3]);
  ctx.strokeRect(x + 1, y + 1, w - 2, h - 2);
  ctx.setLineDash([]);
  if (layout.cell >= 8) {
    ctx.fillStyle = COLOURS.text;
    ctx.font = `${Math.max(8, Math.floor(layout.cell * 0.5))}px sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(`${spellName(spell)}${remaining > 0 ? ' ' + remaining : ''}`, x + 2, y + 2);
  }
}

function spellColour(spell) {
  if (spell.type === 'HP') return spell.power < 0 ? SPELL_COLOURS.damage : SPELL_COLOURS.heal;
  return SPELL_COLOURS[spell.type] || '#888888';
}

function spellName(spell) {
  if (spell.type === 'HP') {
    if (spell.power >= 0) return label('spell.heal');
    return spell.duration > 1 ? label('spell.poison') : label('spell.damage');
  }
  switch (spell.type) {
    case 'HASTE': return label('spell.haste');
    case 'DUPLICATE': return label('spell.duplicate');
    case 'TELE': return label('spell.teleport');
    default: return spell.type;
  }
}

/** Per player: name, king HP, AP, hand (unit typeIds) and spells; its lines start on the page's side. */
function drawPanel(ctx, layout, canvas, init, replay, state, index) {
  const x0 = layout.panelX;
  const left = x0 + 8;
  const right = canvas.width - 8;
  const rtl = rightToLeft();
  const barX = rtl ? x0 + 10 : x0 + 90;
  const barWidth = canvas.width - x0 - 100;
  ctx.fillStyle = COLOURS.panel;
  ctx.fillRect(x0, 0, canvas.width - x0, canvas.height);
  const c = init.gameConstants || {};
  ctx.textBaseline = 'top';
  ctx.fillStyle = COLOURS.text;
  ctx.font = 'bold 14px sans-serif';
  panelText(ctx, label('panel.turn', state.turn, c.maxTurns === undefined ? '?' : c.maxTurns), left, right, 6);
  ctx.font = '12px sans-serif';
  ctx.fillStyle = COLOURS.muted;
  panelText(ctx, label('panel.teams', replay.map || ''), left, right, 24);
  const spells = init.spells || [];
  const kings = kingsByPlayer(init);
  const block = Math.floor((canvas.height - 44) / 4);
  for (let p = 0; p < 4; p++) {
    const y = 44 + p * block;
    const player = (state.players || [])[p] || { ap: 0, hand: [], spells: [] };
    const colour = PLAYER_COLOURS[p];
    const hp = state.kings[p];
    ctx.fillStyle = colour;
    ctx.fillRect(rtl ? right - 12 : left, y + 2, 12, 12);
    ctx.fillStyle = COLOURS.text;
    ctx.font = 'bold 12px sans-serif';
    const name = (replay.names || [])[p] || label('panel.playerName', p + 1);
    panelText(ctx, `P${p + 1} ${isolate(clip(ctx, name, canvas.width - x0 - 50))}`, left + 18, right - 18, y + 1);
    ctx.font = '12px sans-serif';
    const maxHp = kings[p] ? kings[p].hp : 1;
    panelText(ctx, hp > 0 ? label('panel.king', hp, maxHp) : label('panel.kingDead'), left, right, y + 18);
    hpBar(ctx, barX, y + 20, barWidth, 9, Math.max(0, hp) / maxHp, colour);
    ctx.fillStyle = COLOURS.text;
    panelText(ctx, label('panel.ap', player.ap, c.maxAP === undefined ? '?' : c.maxAP), left, right, y + 34);
    apBar(ctx, barX, y + 36, barWidth, 9, player.ap / Math.max(1, c.maxAP || player.ap || 1));
    ctx.fillStyle = COLOURS.text;
    const hand = (player.hand || []).map((t) => {
      const base = (init.baseUnits || [])[t];
      return base ? `${t}(${base.ap})` : String(t);
    });
    panelText(ctx, clip(ctx, label('panel.hand', hand.length ? hand.join(' ') : '—'), canvas.width - x0 - 16), left, right, y + 50);
    const names = (player.spells || []).map((t) => {
      const spell = spells.find((s) => s.typeId === t);
      return spell ? spellName(spell) : String(t);
    });
    ctx.fillStyle = COLOURS.muted;
    panelText(ctx, clip(ctx, label('panel.spells', names.length ? list(names) : '—'), canvas.width - x0 - 16), left, right, y + 66);
    if (index === frameCount(replay) - 1 && Array.isArray(replay.scores)) {
      ctx.fillStyle = COLOURS.text;
      ctx.font = 'bold 12px sans-serif';
      panelText(ctx, label('panel.points', replay.scores[p]), left, right, y + 82);
    }
  }
}

function clip(ctx, text, width) {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(cut + '…').width > width) cut = cut.slice(0, -1);
  return cut + '…';
}

function hpBar(ctx, x, y, w, h, fraction, colour) {
  ctx.fillStyle = COLOURS.hpBack;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = fraction > 0.5 ? '#2e9e44' : fraction > 0.25 ? '#e0b000' : '#d7263d';
  ctx.fillRect(x, y, Math.max(0, Math.min(1, fraction)) * w, h);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
}

function apBar(ctx, x, y, w, h, fraction) {
  ctx.fillStyle = COLOURS.hpBack;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = '#1b6ec2';
  ctx.fillRect(x, y, Math.max(0, Math.min(1, fraction)) * w, h);
}

function shot(ctx, x1, y1, x2, y2, colour) {
  ctx.strokeStyle = colour;
  ctx.globalAlpha = 0.6;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  ctx.globalAlpha = 1;
}

function tint(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c + (255 - c) * amount);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}
