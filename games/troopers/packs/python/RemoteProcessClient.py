import socket
import struct

from model.Bonus import Bonus
from model.Game import Game
from model.Player import Player
from model.PlayerContext import PlayerContext
from model.Trooper import Trooper
from model.World import World


class RemoteProcessClient:
    """The 2013 binary protocol, version 2: little-endian values, enums as one signed byte (-1 for None),
    strings as an int length and UTF-8 bytes, arrays as an int count and a presence flag per element. The map
    and the reachability matrix come only with the first PLAYER_CONTEXT and are kept for the later ones."""

    PROTOCOL_VERSION = 2

    GAME_OVER = 1
    AUTHENTICATION_TOKEN = 2
    TEAM_SIZE = 3
    PROTOCOL_VERSION_MESSAGE = 4
    GAME_CONTEXT = 5
    PLAYER_CONTEXT = 6
    MOVE = 7

    def __init__(self, host, port):
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.socket.connect((host, port))
        self.reader = self.socket.makefile('rb', buffering=1 << 20)
        self.cells = None
        self.cell_visibilities = None

    def write_token(self, token):
        data = bytearray([RemoteProcessClient.AUTHENTICATION_TOKEN])
        encoded = token.encode('utf-8')
        data += struct.pack('<i', len(encoded)) + encoded
        self.socket.sendall(data)

    def read_team_size(self):
        self._expect(RemoteProcessClient.TEAM_SIZE)
        return self._int()

    def write_protocol_version(self):
        self.socket.sendall(struct.pack('<bi', RemoteProcessClient.PROTOCOL_VERSION_MESSAGE,
                                        RemoteProcessClient.PROTOCOL_VERSION))

    def read_game_context(self):
        self._expect(RemoteProcessClient.GAME_CONTEXT)
        if not self._boolean():
            return None
        values = struct.unpack('<iiiidiiiiidiiiiidddddddidiiiiiii', self._bytes(168))
        return Game(*values)

    def read_player_context(self):
        """The next trooper to move and its world, or None when the game is over."""
        message = self._byte()
        if message == RemoteProcessClient.GAME_OVER:
            return None
        if message != RemoteProcessClient.PLAYER_CONTEXT:
            raise IOError('unexpected message %d instead of PLAYER_CONTEXT' % message)
        if not self._boolean():
            return None
        trooper = self._trooper()
        world = self._world()
        return PlayerContext(trooper, world)

    def write_move(self, move):
        data = bytearray([RemoteProcessClient.MOVE])
        if move is None:
            data.append(0)
        else:
            data.append(1)
            data += struct.pack('<bbii', -1 if move.action is None else move.action,
                                -1 if move.direction is None else move.direction, move.x, move.y)
        self.socket.sendall(data)

    def close(self):
        self.reader.close()
        self.socket.close()

    def _world(self):
        if not self._boolean():
            return None
        move_index, width, height = struct.unpack('<iii', self._bytes(12))
        players = []
        for _ in range(max(0, self._int())):
            if self._boolean():
                player_id = self._long()
                name = self._string()
                score = self._int()
                crashed = self._boolean()
                approximate_x, approximate_y = struct.unpack('<ii', self._bytes(8))
                players.append(Player(player_id, name, score, crashed, approximate_x, approximate_y))
        troopers = []
        for _ in range(max(0, self._int())):
            trooper = self._trooper()
            if trooper is not None:
                troopers.append(trooper)
        bonuses = []
        for _ in range(max(0, self._int())):
            if self._boolean():
                bonuses.append(Bonus(*struct.unpack('<qiib', self._bytes(17))))
        if self.cells is None:
            self.cells = self._cells()
            self.cell_visibilities = self._cell_visibilities()
        return World(move_index, width, height, players, troopers, bonuses, self.cells, self.cell_visibilities)

    def _trooper(self):
        if not self._boolean():
            return None
        values = list(struct.unpack('<qiiqi?bbiiiiddiiiii???', self._bytes(86)))
        return Trooper(*values)

    def _cells(self):
        cells = []
        for _ in range(self._int()):
            height = self._int()
            cells.append(list(struct.unpack('<%db' % height, self._bytes(height))))
        return cells

    def _cell_visibilities(self):
        width, height, stances = struct.unpack('<iii', self._bytes(12))
        return self._bytes(width * height * width * height * stances)

    def _expect(self, message):
        actual = self._byte()
        if actual != message:
            raise IOError('unexpected message %d instead of %d' % (actual, message))

    def _string(self):
        length = self._int()
        return None if length < 0 else self._bytes(length).decode('utf-8')

    def _boolean(self):
        return self._bytes(1)[0] != 0

    def _byte(self):
        return struct.unpack('<b', self._bytes(1))[0]

    def _int(self):
        return struct.unpack('<i', self._bytes(4))[0]

    def _long(self):
        return struct.unpack('<q', self._bytes(8))[0]

    def _bytes(self, count):
        data = self.reader.read(count)
        if data is None or len(data) != count:
            raise IOError('the server closed the connection')
        return data
