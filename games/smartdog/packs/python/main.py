"""Entry point: python3 main.py [-host localhost] [-port 3002] [-name bot] [-hub duet] [-count 1]
(the options of the 2012 clients). Plays -count games, one connection each."""
import sys

import smartdog
import strategy


def main(argv):
    options = {"host": "localhost", "port": "3002", "name": "bot", "hub": None, "count": "1"}
    for i in range(0, len(argv) - 1, 2):
        options[argv[i].lstrip("-")] = argv[i + 1]
    for _ in range(int(options["count"])):
        result = smartdog.play(options["host"], int(options["port"]), options["name"], options["hub"], strategy.play)
        print("finished:", result, file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
