# The sandbox starts main.py; it only runs the Runner, as `python3 Runner.py <host> <port> <token>` would.
from Runner import Runner

if __name__ == '__main__':
    Runner().run()
