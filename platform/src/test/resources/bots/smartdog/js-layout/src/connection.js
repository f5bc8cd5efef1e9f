// One game over TCP: "join", then events per server line; payloads are JSON without their outer braces.
var net = require('net')
  , readline = require('readline')
  , EventEmitter = require('events').EventEmitter
  , util = require('util');

function Connection(host, port) {
  EventEmitter.call(this);
  this.host = host;
  this.port = port;
  this.objects = [];
}

util.inherits(Connection, EventEmitter);

Connection.prototype.join = function (name, hub) {
  var self = this;
  this.socket = net.connect(this.port, this.host, function () {
    self.send("join " + name + (hub ? " " + hub : ""));
  });
  var lines = readline.createInterface({input: this.socket});
  lines.on('line', function (line) {
    console.log("< " + line); // every line logged, as the 2012 client does
    var space = line.indexOf(' ');
    var command = space < 0 ? line : line.substring(0, space);
    var payload = space < 0 ? "" : line.substring(space).trim();
    if (command === "start") self.emit('start', JSON.parse("{" + payload + "}"));
    else if (command === "landscape") self.emit('landscape', JSON.parse("[" + payload + "]"));
    else if (command === "state") self.objects = [];
    else if (command === "obj") self.objects.push(JSON.parse("{" + payload + "}"));
    else if (command === "turn") self.emit('turn', self.objects);
    else if (command === "finished") { self.socket.end(); self.emit('finished', JSON.parse("{" + payload + "}")); }
  });
  this.socket.on('error', function (e) { console.error("connection failed: " + e); });
};

Connection.prototype.send = function (line) {
  console.log("> " + line);
  this.socket.write(line + "\n");
};

module.exports = Connection;
