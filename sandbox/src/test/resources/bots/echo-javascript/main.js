// Echo bot: answers "ping N" with "pong N" over stdio, TCP (host port token) or HTTP (http port).
const answer = (text) => {
  text = text.trim();
  return text.startsWith("ping ") ? "pong " + text.slice(5) : null;
};

function lines(input, write, done) {
  let buffer = "";
  input.setEncoding("utf8");
  input.on("data", (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (line.trim() === "end") return done();
      const reply = answer(line);
      if (reply) write(reply + "\n");
    }
  });
}

const args = process.argv.slice(2);
if (args.length === 0) {
  process.stderr.write("echo-javascript ready\n");
  lines(process.stdin, (text) => process.stdout.write(text), () => process.exit(0));
} else if (args[0] === "http") {
  require("http").createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const reply = answer(body) || "?";
      response.writeHead(200, { "Content-Type": "text/plain", "Content-Length": Buffer.byteLength(reply) });
      response.end(reply);
    });
  }).listen(Number(args[1]), "127.0.0.1");
} else {
  const socket = require("net").connect(Number(args[1]), args[0], () => socket.write("hello " + args[2] + "\n"));
  lines(socket, (text) => socket.write(text), () => socket.end());
}
