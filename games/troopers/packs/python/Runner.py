import sys

from MyStrategy import MyStrategy
from RemoteProcessClient import RemoteProcessClient
from model.Move import Move


class Runner:
    """Connects with <host> <port> <token> from the command line, or to 127.0.0.1:31001 with the token of
    sixteen zeros; one MyStrategy object per teammate index."""

    def __init__(self):
        if len(sys.argv) == 4:
            self.remote_process_client = RemoteProcessClient(sys.argv[1], int(sys.argv[2]))
            self.token = sys.argv[3]
        else:
            self.remote_process_client = RemoteProcessClient('127.0.0.1', 31001)
            self.token = '0000000000000000'

    def run(self):
        try:
            self.remote_process_client.write_token(self.token)
            team_size = self.remote_process_client.read_team_size()
            self.remote_process_client.write_protocol_version()
            game = self.remote_process_client.read_game_context()
            strategies = [None] * team_size

            while True:
                player_context = self.remote_process_client.read_player_context()
                if player_context is None:
                    break
                trooper = player_context.trooper
                if strategies[trooper.teammate_index] is None:
                    strategies[trooper.teammate_index] = MyStrategy()
                move = Move()
                strategies[trooper.teammate_index].move(trooper, player_context.world, game, move)
                self.remote_process_client.write_move(move)
        finally:
            self.remote_process_client.close()


if __name__ == '__main__':
    Runner().run()
