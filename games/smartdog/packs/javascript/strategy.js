// Your strategy. The example walks each dog behind a sheep, on the side away from your pen, and barks:
// a barked sheep runs away from the dog along the longer axis between them.
'use strict';
const { mod } = require('./smartdog');

const DIRECTIONS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

function play(game, turn) {
  const pens = [];
  for (let y = 0; y < game.rows; y++) {
    for (let x = 0; x < game.cols; x++) {
      if (game.ownPen(x, y)) pens.push([x, y]);
    }
  }
  const taken = new Set(turn.objects.filter((o) => o.type).map((o) => o.x + ',' + o.y));
  const targets = turn.objects.filter((o) => o.type === 'Sheep' && !game.ownPen(o.x, o.y));
  const dogs = turn.objects.filter((o) => o.type === 'Dog' && o.owner === game.you).sort((a, b) => a.id - b.id);
  const commands = [];
  for (const dog of dogs) {
    if (dog.action === 'panic' || pens.length === 0) continue;
    let step;
    const target = nearest(targets, (s) => distance(game, dog.x, dog.y, s.x, s.y));
    if (!target) {
      step = wander(game, dog, turn, taken);
    } else {
      targets.splice(targets.indexOf(target), 1);
      const pen = nearest(pens, (p) => distance(game, target.x, target.y, p[0], p[1]));
      const push = towards(game, target.x, target.y, pen[0], pen[1]);
      const stand = [mod(target.x - DIRECTIONS[push][0], game.cols), mod(target.y - DIRECTIONS[push][1], game.rows)];
      if (dog.action === 'move' && goodBark(game, turn, dog.x, dog.y, target, push)) {
        commands.push('do ' + dog.id + ' bark');
      }
      step = approach(game, dog.x, dog.y, stand, taken);
    }
    if (step) {
      commands.push('do ' + dog.id + ' move ' + step);
      taken.delete(dog.x + ',' + dog.y);
      taken.add(mod(dog.x + DIRECTIONS[step][0], game.cols) + ',' + mod(dog.y + DIRECTIONS[step][1], game.rows));
    }
  }
  return commands;
}

function nearest(items, measure) {
  let best = null;
  for (const item of items) {
    if (best === null || measure(item) < measure(best)) best = item;
  }
  return best;
}

function distance(game, x1, y1, x2, y2) {
  return Math.abs(game.dx(x1, x2)) + Math.abs(game.dy(y1, y2));
}

// The direction from (x1, y1) towards (x2, y2) along the longer axis.
function towards(game, x1, y1, x2, y2) {
  const dx = game.dx(x1, x2);
  const dy = game.dy(y1, y2);
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

function goodBark(game, turn, x, y, sheep, push) {
  const r2 = game.dogBarkingR * game.dogBarkingR;
  const within = (s) => game.dx(x, s.x) ** 2 + game.dy(y, s.y) ** 2 <= r2;
  if (!within(sheep) || towards(game, x, y, sheep.x, sheep.y) !== push) return false;
  // never scare the sheep already in your pen
  return !turn.objects.some((o) => o.type === 'Sheep' && game.ownPen(o.x, o.y) && within(o));
}

function approach(game, x, y, goal, taken) {
  let best = null;
  let bestDistance = distance(game, x, y, goal[0], goal[1]);
  for (const [name, [dx, dy]] of Object.entries(DIRECTIONS)) {
    const nx = mod(x + dx, game.cols);
    const ny = mod(y + dy, game.rows);
    const d = distance(game, nx, ny, goal[0], goal[1]);
    if (d < bestDistance && game.traversable(nx, ny) && !taken.has(nx + ',' + ny)) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

// No sheep in sight: walk on, a different way for each dog, turning every 10 turns.
function wander(game, dog, turn, taken) {
  const names = Object.keys(DIRECTIONS);
  for (let i = 0; i < 4; i++) {
    const name = names[(dog.id + Math.floor(turn.number / 10) + i) % 4];
    const nx = mod(dog.x + DIRECTIONS[name][0], game.cols);
    const ny = mod(dog.y + DIRECTIONS[name][1], game.rows);
    if (game.traversable(nx, ny) && !taken.has(nx + ',' + ny)) return name;
  }
  return null;
}

module.exports = { play };
