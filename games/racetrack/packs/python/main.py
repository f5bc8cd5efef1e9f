#!/usr/bin/env python3
"""Racetrack starter strategy: an HTTP server.

The platform POSTs a track ("1 LLLUUUURRRRRRDDDDLLL") and expects the moves of one lap
("LURR0DDLLL") in the body of a 200 response.

Run: python3 main.py 8080
"""
import os
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

OPPOSITE = {"U": "D", "D": "U", "L": "R", "R": "L"}


def solve(track):
    """YOUR STRATEGY GOES HERE. The track is "<width> <axis>", the answer one character per move:
    0 (keep the velocity), U, D, L or R (change it by one step).

    This one is the trivial answer: for each axis letter c it moves one step (c) and stops again
    (the opposite of c); the last letter reaches the start. It always finishes, in 2N - 1 seconds.
    """
    axis = track.split(" ", 1)[1]
    moves = [step + OPPOSITE[step] for step in axis[:-1]]
    moves.append(axis[-1])
    return "".join(moves)


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.0 answers: the connection is closed after each response, one request per connection.
    protocol_version = "HTTP/1.0"

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        track = self.rfile.read(length).decode("ascii").strip()
        try:
            status, answer = 200, solve(track)
        except Exception as error:  # answer 500 rather than leave the platform without a response
            status, answer = 500, "error: %r" % error
        body = answer.encode("ascii")
        self.send_response(status)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    if len(sys.argv) > 1:
        port = int(sys.argv[1])
    else:
        port = int(os.environ.get("PORT", "8080"))
    server = HTTPServer(("0.0.0.0", port), Handler)
    print("Racetrack strategy listening on port %d" % port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
