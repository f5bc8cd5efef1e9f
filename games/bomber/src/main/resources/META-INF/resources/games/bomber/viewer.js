// Bomber replay viewer: a plain ES module for the platform's viewer page (no build step, no dependencies).
// The platform gives the public map text (GameMap.data: what strategies see, no bonuses under crates) and,
// once a game has finished, the parsed replay JSON, whose map is the whole one (see the engine's
// ReplayDocument: map, players, ticks [{tick, order, commands, crashedNow, debug, invalid, invalidPhrase}], result,
// snapshots S0..S(end) in the wire format), and provides play/pause/step/speed/scrub around these functions.
// Its words come from the page in the page's language (label('...'), the game's viewer.properties); the score
// board follows the page's direction, the field does not.

import { clauses, isolate, label, list, panelText, phrase, rightToLeft } from '../labels.js';

// Player colours of the original replays: 1 red, 2 blue, 3 yellow, 4 orange.
const PLAYER_COLOURS = ['#d7263d', '#1b6ec2', '#f2c14e', '#f07c1a'];
const COLOURS = {
  free: '#e9e4d4',
  grid: '#d6cfba',
  wall: '#4a4e57',
  wallEdge: '#2f3238',
  crate: '#a0703c',
  crateEdge: '#6e4a24',
  lava: 'rgba(255, 94, 0, 0.55)',
  lavaCore: 'rgba(255, 214, 0, 0.65)',
  bomb: '#1d1d1d',
  dead: '#9a9a9a',
  radius: '#e03a3a',
  ammunition: '#2e9e44',
  panel: '#f7f5ef',
  text: '#222222',
};

/** Map preview from the map text (spec section 11 legend); a whole map's hidden bonuses show as dots. */
export function drawMap(canvas, mapData) {
  const rows = mapRows(mapData);
  const layout = layoutFor(canvas, widthOf(rows), rows.length, false);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const c = row[x];
      const kind = c === '#' ? '#' : (c === '+' || c === 'a' || c === 'r') ? '+' : '.';
      drawCell(ctx, layout, x, y, kind);
      if (c === 'a' || c === 'r') {
        drawHiddenBonus(ctx, layout, x, y, c === 'a' ? 'AMMUNITION' : 'RADIUS');
      } else if (c === 'A' || c === 'R') {
        drawBonus(ctx, layout, x, y, c === 'A' ? 'AMMUNITION' : 'RADIUS');
      } else if (c >= '1' && c <= '4') {
        drawSlot(ctx, layout, x, y, Number(c));
      }
    }
  });
}

/** Number of frames: one per snapshot, S0 .. S(end). */
export function frameCount(replay) {
  return replay && Array.isArray(replay.snapshots) ? replay.snapshots.length : 0;
}

/** What the player's counter says: snapshot N is the state after tick N, the tick verdicts and `?turn=N` name. */
export function turnName() {
  return label('turn');
}

export function turnOfFrame(replay, frame) {
  const snapshots = (replay && replay.snapshots) || [];
  const index = Math.max(0, Math.min(snapshots.length - 1, frame | 0));
  return snapshots.length === 0 || snapshots[index].tick === undefined ? index : snapshots[index].tick;
}

/** Draws snapshot `frame`: the field, lava, bonuses, bombs, bombers and a score board. */
export function drawFrame(canvas, mapData, replay, frame) {
  const snapshots = replay.snapshots || [];
  if (snapshots.length === 0) {
    drawMap(canvas, mapData);
    return;
  }
  const index = Math.max(0, Math.min(snapshots.length - 1, frame | 0));
  const board = snapshots[index];
  const layout = layoutFor(canvas, board.width, board.height, true);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  // The map as played: the replay's own (a random or edited map), else the one the page named.
  const original = replay.map && Array.isArray(replay.map.rows) ? replay.map.rows : mapRows(mapData);

  board.cells.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      drawCell(ctx, layout, x, y, row[x]);
      // Spectators may see what a crate hides (the players cannot).
      const source = original[y] ? original[y][x] : '.';
      if (row[x] === '+' && (source === 'a' || source === 'r')) {
        drawHiddenBonus(ctx, layout, x, y, source === 'a' ? 'AMMUNITION' : 'RADIUS');
      }
    }
  });
  for (const bonus of board.bonuses || []) {
    drawBonus(ctx, layout, bonus.x, bonus.y, bonus.type);
  }
  for (const lava of board.lavas || []) {
    drawLava(ctx, layout, lava);
  }
  for (const bomb of board.bombs || []) {
    drawBomb(ctx, layout, bomb);
  }
  const players = board.players || [];
  // dead first, so the living are drawn on top
  for (const p of players.filter((q) => q.health <= 0)) {
    drawBomber(ctx, layout, p);
  }
  for (const p of players.filter((q) => q.health > 0)) {
    drawBomber(ctx, layout, p);
  }
  // a bomber standing on his fresh bomb hides it: show the bomb as a badge in the cell's corner
  for (const bomb of board.bombs || []) {
    if (players.some((p) => p.health > 0 && p.x === bomb.x && p.y === bomb.y)) {
      drawBombBadge(ctx, layout, bomb);
    }
  }
  drawScoreBoard(ctx, layout, replay, board, index);
}

/** One line for the frame: the tick and the commands that led to it. */
export function describe(replay, frame) {
  const snapshots = replay.snapshots || [];
  const index = Math.max(0, Math.min(snapshots.length - 1, frame | 0));
  if (index === 0) {
    const map = replay.map ? replay.map.name : '';
    return map ? label('describe.startOn', map, 0) : label('describe.start', 0);
  }
  const tick = (replay.ticks || [])[index - 1];
  if (!tick) {
    return label('describe.tick', index);
  }
  const ids = Object.keys(tick.commands || {}).sort((a, b) => Number(a) - Number(b));
  const parts = ids.map((id) => {
    const text = `P${id} ${tick.commands[id]}`;
    if (!tick.invalid || !tick.invalid[id]) return text;
    // why, in the reader's words; a replay from before its phrases gives the English text
    const words = tick.invalidPhrase && tick.invalidPhrase[id];
    return label('describe.invalid', text, phrase(words ? { ...words, text: tick.invalid[id] } : tick.invalid[id]));
  });
  const line = [label('describe.commands', tick.tick, list(parts))];
  if (tick.order && tick.order.length) {
    line.push(label('describe.order', tick.order.map((id) => 'P' + id).join(' ')));
  }
  if (tick.crashedNow && tick.crashedNow.length) {
    line.push(label('describe.crashed', list(tick.crashedNow.map((id) => 'P' + id))));
  }
  const board = snapshots[index];
  if (index === snapshots.length - 1 && replay.result && replay.result.endReason) {
    line.push(label('describe.gameOver', endReason(replay.result.endReason)));
  } else if (board && board.players) {
    const died = board.players.filter((p) => p.health <= 0
      && snapshots[index - 1].players.find((q) => q.id === p.id && q.health > 0));
    if (died.length) line.push(label('describe.killed', list(died.map((p) => 'P' + p.id))));
  }
  return clauses(line);
}

/**
 * What the time line marks: a seat that crashed, a bomber that died and points that changed, at the snapshot
 * showing it (see the replay player's timeline.js).
 */
export function marks(replay) {
  const snapshots = (replay && replay.snapshots) || [];
  const found = [];
  for (let index = 1; index < snapshots.length; index++) {
    const tick = (replay.ticks || [])[index - 1];
    if (tick && tick.crashedNow && tick.crashedNow.length) {
      found.push({ frame: index, kind: 'crash', text: label('describe.crashed', list(tick.crashedNow.map((id) => 'P' + id))) });
    }
    const before = new Map((snapshots[index - 1].players || []).map((p) => [p.id, p]));
    const players = (snapshots[index].players || []).filter((p) => before.has(p.id));
    const died = players.filter((p) => p.health <= 0 && before.get(p.id).health > 0);
    if (died.length) {
      found.push({ frame: index, kind: 'death', text: label('describe.killed', list(died.map((p) => 'P' + p.id))) });
    }
    const scored = players.filter((p) => p.points !== before.get(p.id).points);
    if (scored.length) {
      found.push({ frame: index, kind: 'score', text: label('mark.points', list(scored.map((p) => `P${p.id} ${p.points}`))) });
    }
  }
  return found;
}

function endReason(reason) {
  const words = {
    LAST_SURVIVOR: label('end.lastSurvivor'),
    NO_SURVIVORS: label('end.noSurvivors'),
    TICK_LIMIT: label('end.tickLimit'),
  };
  return words[reason] || reason.replace('_', ' ').toLowerCase();
}

// ---------------------------------------------------------------------------------------------------

function mapRows(mapData) {
  return String(mapData || '').split(/\r?\n/).filter((row) => row.length > 0);
}

function widthOf(rows) {
  return rows.reduce((w, row) => Math.max(w, row.length), 0) || 1;
}

/** Cell size and origin; with a score board it takes the right side (or the bottom on tall canvases). */
function layoutFor(canvas, width, height, withPanel) {
  const W = canvas.width;
  const H = canvas.height;
  let panel = null;
  let areaW = W;
  let areaH = H;
  if (withPanel) {
    if (W >= H) {
      const pw = Math.max(170, Math.floor(W * 0.3));
      panel = { x: W - pw, y: 0, w: pw, h: H };
      areaW = W - pw;
    } else {
      const ph = Math.max(120, Math.floor(H * 0.3));
      panel = { x: 0, y: H - ph, w: W, h: ph };
      areaH = H - ph;
    }
  }
  const cell = Math.max(4, Math.floor(Math.min(areaW / width, areaH / height)));
  const ox = Math.floor((areaW - cell * width) / 2);
  const oy = Math.floor((areaH - cell * height) / 2);
  return { cell, ox, oy, panel };
}

function drawCell(ctx, layout, x, y, kind) {
  const { cell, ox, oy } = layout;
  const px = ox + x * cell;
  const py = oy + y * cell;
  ctx.fillStyle = COLOURS.free;
  ctx.fillRect(px, py, cell, cell);
  ctx.strokeStyle = COLOURS.grid;
  ctx.lineWidth = 1;
  ctx.strokeRect(px + 0.5, py + 0.5, cell - 1, cell - 1);
  if (kind === '#') {
    ctx.fillStyle = COLOURS.wall;
    ctx.fillRect(px, py, cell, cell);
    ctx.strokeStyle = COLOURS.wallEdge;
    ctx.lineWidth = Math.max(1, cell / 12);
    ctx.strokeRect(px + 1, py + 1, cell - 2, cell - 2);
  } else if (kind === '+') {
    const m = Math.max(1, Math.floor(cell * 0.06));
    ctx.fillStyle = COLOURS.crate;
    ctx.fillRect(px + m, py + m, cell - 2 * m, cell - 2 * m);
    ctx.strokeStyle = COLOURS.crateEdge;
    ctx.lineWidth = Math.max(1, cell / 14);
    ctx.strokeRect(px + m, py + m, cell - 2 * m, cell - 2 * m);
    ctx.beginPath();
    ctx.moveTo(px + m, py + m);
    ctx.lineTo(px + cell - m, py + cell - m);
    ctx.moveTo(px + cell - m, py + m);
    ctx.lineTo(px + m, py + cell - m);
    ctx.stroke();
  }
}

function centre(layout, x, y) {
  return [layout.ox + (x + 0.5) * layout.cell, layout.oy + (y + 0.5) * layout.cell];
}

function bonusColour(type) {
  return type === 'AMMUNITION' ? COLOURS.ammunition : COLOURS.radius;
}

function drawBonus(ctx, layout, x, y, type) {
  const [cx, cy] = centre(layout, x, y);
  const r = layout.cell * 0.3;
  ctx.fillStyle = bonusColour(type);
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.lineTo(cx + r, cy);
  ctx.lineTo(cx, cy + r);
  ctx.lineTo(cx - r, cy);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.max(7, Math.floor(layout.cell * 0.32))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(type === 'AMMUNITION' ? label('letter.ammunition') : label('letter.radius'), cx, cy + 1);
}

function drawHiddenBonus(ctx, layout, x, y, type) {
  const [cx, cy] = centre(layout, x, y);
  ctx.fillStyle = bonusColour(type);
  ctx.globalAlpha = 0.7;
  ctx.beginPath();
  ctx.arc(cx, cy, layout.cell * 0.12, 0, 2 * Math.PI);
  ctx.fill();
  ctx.globalAlpha = 1;
}

function drawSlot(ctx, layout, x, y, slot) {
  const [cx, cy] = centre(layout, x, y);
  ctx.fillStyle = PLAYER_COLOURS[(slot - 1) % 4];
  ctx.beginPath();
  ctx.arc(cx, cy, layout.cell * 0.36, 0, 2 * Math.PI);
  ctx.fill();
  cellText(ctx, layout, cx, cy, String(slot));
}

function drawLava(ctx, layout, lava) {
  const { cell, ox, oy } = layout;
  ctx.fillStyle = COLOURS.lava;
  ctx.fillRect(ox + lava.x * cell, oy + lava.y * cell, cell, cell);
  const [cx, cy] = centre(layout, lava.x, lava.y);
  ctx.fillStyle = COLOURS.lavaCore;
  ctx.beginPath();
  ctx.arc(cx, cy, cell * 0.22, 0, 2 * Math.PI);
  ctx.fill();
}

function drawBomb(ctx, layout, bomb) {
  const [cx, cy] = centre(layout, bomb.x, bomb.y);
  const r = layout.cell * 0.27;
  const by = cy + r * 0.2;
  // fuse and spark, so a bomb never looks like a bomber
  ctx.strokeStyle = '#5b4a2f';
  ctx.lineWidth = Math.max(1, layout.cell / 16);
  ctx.beginPath();
  ctx.moveTo(cx + r * 0.5, by - r * 0.8);
  ctx.quadraticCurveTo(cx + r * 0.9, by - r * 1.5, cx + r * 1.25, by - r * 1.35);
  ctx.stroke();
  ctx.fillStyle = '#ffcc00';
  ctx.beginPath();
  ctx.arc(cx + r * 1.25, by - r * 1.35, Math.max(1.5, layout.cell * 0.06), 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = COLOURS.bomb;
  ctx.beginPath();
  ctx.arc(cx, by, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.strokeStyle = PLAYER_COLOURS[(bomb.owner - 1) % 4];
  ctx.lineWidth = Math.max(1.5, layout.cell / 12);
  ctx.stroke();
  ctx.fillStyle = '#ffcc00';
  ctx.font = `bold ${Math.max(7, Math.floor(layout.cell * 0.32))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(bomb.liveTime), cx, by + 1);
}

function drawBombBadge(ctx, layout, bomb) {
  const cx = layout.ox + (bomb.x + 0.8) * layout.cell;
  const cy = layout.oy + (bomb.y + 0.8) * layout.cell;
  const r = layout.cell * 0.17;
  ctx.fillStyle = COLOURS.bomb;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.strokeStyle = '#ffcc00';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = '#ffcc00';
  ctx.font = `bold ${Math.max(6, Math.floor(layout.cell * 0.22))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(bomb.liveTime), cx, cy + 1);
}

function drawBomber(ctx, layout, p) {
  const [cx, cy] = centre(layout, p.x, p.y);
  const alive = p.health > 0;
  const r = layout.cell * 0.38;
  ctx.globalAlpha = alive ? 1 : 0.55;
  ctx.fillStyle = alive ? PLAYER_COLOURS[(p.id - 1) % 4] : COLOURS.dead;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.strokeStyle = p.crashed ? '#000000' : '#ffffff';
  ctx.setLineDash(p.crashed ? [3, 2] : []);
  ctx.lineWidth = Math.max(1, layout.cell / 14);
  ctx.stroke();
  ctx.setLineDash([]);
  cellText(ctx, layout, cx, cy, String(p.id));
  if (!alive) {
    ctx.strokeStyle = '#333333';
    ctx.lineWidth = Math.max(1, layout.cell / 12);
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.7, cy - r * 0.7);
    ctx.lineTo(cx + r * 0.7, cy + r * 0.7);
    ctx.moveTo(cx + r * 0.7, cy - r * 0.7);
    ctx.lineTo(cx - r * 0.7, cy + r * 0.7);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function cellText(ctx, layout, cx, cy, text) {
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = 'rgba(0,0,0,0.6)';
  ctx.lineWidth = 2;
  ctx.font = `bold ${Math.max(8, Math.floor(layout.cell * 0.42))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.strokeText(text, cx, cy + 1);
  ctx.fillText(text, cx, cy + 1);
}

function drawScoreBoard(ctx, layout, replay, board, index) {
  const panel = layout.panel;
  if (!panel) return;
  ctx.fillStyle = COLOURS.panel;
  ctx.fillRect(panel.x, panel.y, panel.w, panel.h);
  const players = board.players || [];
  const rowH = Math.max(14, Math.min(72, Math.floor((panel.h - 40) / Math.max(1, players.length))));
  const font = Math.max(10, Math.min(16, Math.floor(rowH / 4)));
  ctx.textBaseline = 'top';
  ctx.fillStyle = COLOURS.text;
  ctx.font = `bold ${font + 2}px sans-serif`;
  const last = replay.snapshots.length - 1;
  const left = panel.x + 10;
  const right = panel.x + panel.w - 10;
  const max = replay.config && replay.config.gameTicksMax;
  const tick = max ? label('panel.tickOf', board.tick, max) : label('panel.tick', board.tick);
  panelText(ctx, index === last ? label('panel.end', tick) : tick, left, right, panel.y + 8);
  const byId = {};
  for (const entry of replay.players || []) byId[entry.id] = entry;
  const rtl = rightToLeft();
  players.forEach((p, i) => {
    const top = panel.y + 34 + i * rowH;
    const alive = p.health > 0;
    ctx.fillStyle = alive ? PLAYER_COLOURS[(p.id - 1) % 4] : COLOURS.dead;
    ctx.fillRect(rtl ? right - 8 : left, top + 2, 8, rowH - 8);
    ctx.fillStyle = COLOURS.text;
    ctx.font = `bold ${font}px sans-serif`;
    const name = (byId[p.id] && byId[p.id].name) || p.name || `P${p.id}`;
    panelText(ctx, `P${p.id} ${isolate(clip(name, 18))}`, left + 14, right - 14, top);
    ctx.font = `${font}px sans-serif`;
    const state = !alive ? label('state.dead') : p.crashed ? label('state.crashed') : label('state.alive');
    panelText(ctx, label('panel.points', p.points, state), left + 14, right - 14, top + font + 3);
    if (rowH >= 3 * font + 8) {
      panelText(ctx, label('panel.bombs', p.bombsCount, p.bangRadius, p.action), left + 14, right - 14, top + 2 * font + 6);
    }
  });
}

function clip(text, n) {
  return text.length <= n ? text : text.slice(0, n - 1) + '…';
}
