// Walks every own dog round a square, one side per four turns, and barks on every third turn.
var SIDES = ["up", "right", "down", "left"];

function Walker(connection) {
  var me = 0, turn = 0;
  connection.on('start', function (options) { me = options.you; });
  connection.on('turn', function (objects) {
    turn++;
    objects.forEach(function (o) {
      if (o.type !== "Dog" || o.owner !== me) return;
      connection.send("do " + o.id + " move " + SIDES[Math.floor(turn / 4) % 4]);
      if (turn % 3 === 0) connection.send("do " + o.id + " bark");
    });
    connection.send("end");
  });
}

module.exports = Walker;
