// A racetrack strategy in JavaScript: answers the trivial solution (each axis step, then its opposite).
const http = require('http');
const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };

function trivial(track) {
  const axis = track.slice(track.indexOf(' ') + 1).trim();
  let moves = '';
  for (let i = 0; i < axis.length - 1; i++) moves += axis[i] + OPPOSITE[axis[i]];
  return moves + axis[axis.length - 1];
}

const port = Number(process.argv[2] || process.env.PORT || 8080);
http.createServer((request, response) => {
  let body = '';
  request.on('data', chunk => { body += chunk; });
  request.on('end', () => {
    const answer = trivial(body);
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(answer) });
    response.end(answer);
  });
}).listen(port, '0.0.0.0');
