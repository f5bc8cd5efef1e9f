// A client of our own in the 2012 JavaScript client's layout and invocation: `node runner.js` with
// -host, -port, -name, -hub and -count given as "-key value" pairs, defaults localhost:3002, one game.
var Connection = require('./src/connection')
  , Walker = require('./src/walker');

var args = process.argv.slice(2);
var options = {host: "localhost", port: 3002, name: "walker", count: 1};
for (var i = 0; i + 1 < args.length; i += 2) {
  options[args[i].substring(1)] = args[i + 1];
}

function play(gamesLeft) {
  if (gamesLeft <= 0) return;
  var connection = new Connection(options.host, Number(options.port));
  new Walker(connection);
  connection.on('finished', play.bind(null, gamesLeft - 1));
  connection.join(options.name, options.hub);
}

play(Number(options.count));
