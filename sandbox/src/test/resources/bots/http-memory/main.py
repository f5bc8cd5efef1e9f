# A racetrack server that allocates and touches memory without end when it gets a track.
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        sys.stderr.write("eating memory\n")
        sys.stderr.flush()
        hoard = []
        while True:
            hoard.append(b"x" * (1 << 20))

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
