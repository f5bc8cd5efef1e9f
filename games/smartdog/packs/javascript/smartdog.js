// The smartdog protocol: connects to the game server, joins, reads every turn, sends your commands.
// Lines from the server are "<command> <payload>"; start, state, obj and finished carry a JSON object
// without its braces, landscape a JSON array without its brackets.
'use strict';
const net = require('net');
const readline = require('readline');

class Game {
  constructor(start, landscape) {
    Object.assign(this, start); // you, players, rows, cols, x1, x2, y1, y2, dogBarkingR, ...
    this.landscape = landscape; // landscape[y][x]: '.' grass, '#' fence, '^' tree, '1'..'4' a pen
  }

  traversable(x, y) {
    const c = this.landscape[mod(y, this.rows)][mod(x, this.cols)];
    return c !== '#' && c !== '^';
  }

  ownPen(x, y) {
    return this.landscape[mod(y, this.rows)][mod(x, this.cols)] === String(this.you);
  }

  // From a to b the short way round (the map is a torus); at exactly half, the wrapped way.
  delta(a, b, size) {
    const d1 = b - a;
    const d2 = b > a ? b - a - size : b - a + size;
    return Math.abs(d1) < Math.abs(d2) ? d1 : d2;
  }

  dx(x1, x2) { return this.delta(x1, x2, this.cols); }

  dy(y1, y2) { return this.delta(y1, y2, this.rows); }
}

function mod(a, n) {
  return ((a % n) + n) % n;
}

// Plays one game; strategy(game, turn) returns the commands, e.g. ["do 3 move up", "do 3 bark"].
// turn = {number, objects}: the objects are the server's JSON objects.
function play(host, port, name, hub, strategy) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => socket.write('join ' + name + (hub ? ' ' + hub : '') + '\n'));
    const lines = readline.createInterface({ input: socket });
    let start = null;
    let game = null;
    let turn = { number: 0, objects: [] };
    let result = null;
    lines.on('line', (line) => {
      const space = line.indexOf(' ');
      const command = space < 0 ? line : line.substring(0, space);
      const payload = space < 0 ? '' : line.substring(space + 1).trim();
      switch (command) {
        case 'start': start = JSON.parse('{' + payload + '}'); break;
        case 'landscape': game = new Game(start, JSON.parse('[' + payload + ']')); break;
        case 'state': turn = { number: JSON.parse('{' + payload + '}').turn, objects: [] }; break;
        case 'obj': turn.objects.push(JSON.parse('{' + payload + '}')); break;
        case 'turn': {
          const commands = strategy(game, turn);
          socket.write(commands.map((c) => c + '\n').join('') + 'end\n');
          break;
        }
        case 'finished': result = JSON.parse('{' + payload + '}'); break;
        default: break; // wait, warning and error lines need no answer
      }
    });
    socket.on('close', () => resolve(result));
    socket.on('error', reject);
  });
}

module.exports = { Game, play, mod };
