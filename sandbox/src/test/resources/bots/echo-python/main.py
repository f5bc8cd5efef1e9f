# Echo bot: answers "ping N" with "pong N" over stdio (no arguments), TCP (host port token) or HTTP (http port).
import socket
import sys


def answer(text):
    text = text.strip()
    return "pong " + text[5:] if text.startswith("ping ") else None


def stdio():
    sys.stderr.write("echo-python ready\n")
    for line in sys.stdin:
        if line.strip() == "end":
            return
        reply = answer(line)
        if reply:
            print(reply, flush=True)


def tcp(host, port, token):
    connection = socket.create_connection((host, int(port)))
    stream = connection.makefile("rw", newline="\n")
    stream.write("hello " + token + "\n")
    stream.flush()
    for line in stream:
        if line.strip() == "end":
            return
        reply = answer(line)
        if reply:
            stream.write(reply + "\n")
            stream.flush()


def http(port):
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"])).decode()
            reply = (answer(body) or "?").encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

        def log_message(self, *args):
            pass

    HTTPServer(("127.0.0.1", int(port)), Handler).serve_forever()


if len(sys.argv) == 1:
    stdio()
elif sys.argv[1] == "http":
    http(sys.argv[2])
else:
    tcp(sys.argv[1], sys.argv[2], sys.argv[3])
