#include "RemoteProcessClient.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace model;
using std::string;
using std::vector;

namespace {
    const int PROTOCOL_VERSION = 2;
    const int BUFFER_SIZE = 1 << 20;

    enum MessageType {
        MESSAGE_UNKNOWN = 0,
        MESSAGE_GAME_OVER = 1,
        MESSAGE_AUTHENTICATION_TOKEN = 2,
        MESSAGE_TEAM_SIZE = 3,
        MESSAGE_PROTOCOL_VERSION = 4,
        MESSAGE_GAME_CONTEXT = 5,
        MESSAGE_PLAYER_CONTEXT = 6,
        MESSAGE_MOVE = 7
    };

    void fail(const char* what) {
        fprintf(stderr, "RemoteProcessClient: %s\n", what);
        exit(10);
    }

    // how many values each enum has on the wire (the 2013 headers name only the stances' count)
    const int TROOPER_TYPES = 5;
    const int BONUS_TYPES = 3;
    const int CELL_TYPES = 4;

    template<typename E>
    E toEnum(signed char value, int count) {
        if (value < -1 || value >= count) {
            fail("enum value out of range");
        }
        return static_cast<E>(value);
    }
}

RemoteProcessClient::RemoteProcessClient(const string& host, int port)
    : socketFd(-1), input(BUFFER_SIZE), inputStart(0), inputEnd(0) {
    struct addrinfo hints;
    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    struct addrinfo* addresses = nullptr;
    char portText[16];
    snprintf(portText, sizeof(portText), "%d", port);
    if (getaddrinfo(host.c_str(), portText, &hints, &addresses) != 0) {
        fail("cannot resolve the server's address");
    }
    for (struct addrinfo* a = addresses; a != nullptr; a = a->ai_next) {
        socketFd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (socketFd < 0) {
            continue;
        }
        if (connect(socketFd, a->ai_addr, a->ai_addrlen) == 0) {
            break;
        }
        close(socketFd);
        socketFd = -1;
    }
    freeaddrinfo(addresses);
    if (socketFd < 0) {
        fail("cannot connect to the server");
    }
    int yes = 1;
    setsockopt(socketFd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof(yes));
    int size = BUFFER_SIZE;
    setsockopt(socketFd, SOL_SOCKET, SO_RCVBUF, &size, sizeof(size));
    setsockopt(socketFd, SOL_SOCKET, SO_SNDBUF, &size, sizeof(size));
}

RemoteProcessClient::~RemoteProcessClient() {
    if (socketFd >= 0) {
        close(socketFd);
    }
}

void RemoteProcessClient::writeToken(const string& token) {
    writeByte(MESSAGE_AUTHENTICATION_TOKEN);
    writeInt(static_cast<int>(token.size()));
    output.insert(output.end(), token.begin(), token.end());
    flush();
}

int RemoteProcessClient::readTeamSize() {
    expect(MESSAGE_TEAM_SIZE);
    return readInt();
}

void RemoteProcessClient::writeProtocolVersion() {
    writeByte(MESSAGE_PROTOCOL_VERSION);
    writeInt(PROTOCOL_VERSION);
    flush();
}

Game RemoteProcessClient::readGameContext() {
    expect(MESSAGE_GAME_CONTEXT);
    if (!readBoolean()) {
        fail("no game context");
    }
    // the 32 fields in wire order: each declarator is a full expression, so the reads happen in this order
    int i1 = readInt(), i2 = readInt(), i3 = readInt(), i4 = readInt();
    double d5 = readDouble();
    int i6 = readInt(), i7 = readInt(), i8 = readInt(), i9 = readInt(), i10 = readInt();
    double d11 = readDouble();
    int i12 = readInt(), i13 = readInt(), i14 = readInt(), i15 = readInt(), i16 = readInt();
    double d17 = readDouble(), d18 = readDouble(), d19 = readDouble(), d20 = readDouble(), d21 = readDouble();
    double d22 = readDouble(), d23 = readDouble();
    int i24 = readInt();
    double d25 = readDouble();
    int i26 = readInt(), i27 = readInt(), i28 = readInt(), i29 = readInt(), i30 = readInt(), i31 = readInt();
    int i32 = readInt();
    return Game(i1, i2, i3, i4, d5, i6, i7, i8, i9, i10, d11, i12, i13, i14, i15, i16, d17, d18, d19, d20, d21, d22,
                d23, i24, d25, i26, i27, i28, i29, i30, i31, i32);
}

std::unique_ptr<PlayerContext> RemoteProcessClient::readPlayerContext() {
    signed char type = readByte();
    if (type == MESSAGE_GAME_OVER) {
        return nullptr;
    }
    if (type != MESSAGE_PLAYER_CONTEXT) {
        fail("unexpected message instead of PLAYER_CONTEXT");
    }
    if (!readBoolean()) {
        return nullptr;
    }
    Trooper trooper = readTrooper();
    World world = readWorld();
    return std::unique_ptr<PlayerContext>(new PlayerContext(trooper, world));
}

void RemoteProcessClient::writeMove(const Move& move) {
    writeByte(MESSAGE_MOVE);
    writeByte(1);
    writeByte(move.getAction());
    writeByte(move.getDirection());
    writeInt(move.getX());
    writeInt(move.getY());
    flush();
}

Trooper RemoteProcessClient::readTrooper() {
    if (!readBoolean()) {
        fail("a null trooper");
    }
    long long id = readLong();
    int x = readInt();
    int y = readInt();
    long long playerId = readLong();
    int teammateIndex = readInt();
    bool teammate = readBoolean();
    TrooperType type = toEnum<TrooperType>(readByte(), TROOPER_TYPES);
    TrooperStance stance = toEnum<TrooperStance>(readByte(), _TROOPER_STANCE_COUNT_);
    int hitpoints = readInt();
    int maximalHitpoints = readInt();
    int actionPoints = readInt();
    int initialActionPoints = readInt();
    double visionRange = readDouble();
    double shootingRange = readDouble();
    int shootCost = readInt();
    int standingDamage = readInt();
    int kneelingDamage = readInt();
    int proneDamage = readInt();
    int damage = readInt();
    bool holdingGrenade = readBoolean();
    bool holdingMedikit = readBoolean();
    bool holdingFieldRation = readBoolean();
    return Trooper(id, x, y, playerId, teammateIndex, teammate, type, stance, hitpoints, maximalHitpoints,
                   actionPoints, initialActionPoints, visionRange, shootingRange, shootCost, standingDamage,
                   kneelingDamage, proneDamage, damage, holdingGrenade, holdingMedikit, holdingFieldRation);
}

World RemoteProcessClient::readWorld() {
    if (!readBoolean()) {
        fail("a null world");
    }
    int moveIndex = readInt();
    int width = readInt();
    int height = readInt();
    vector<Player> players;
    int count = readInt();
    for (int i = 0; i < count; i++) {
        if (!readBoolean()) {
            fail("a null player");
        }
        long long id = readLong();
        string name = readString();
        int score = readInt();
        bool crashed = readBoolean();
        int approximateX = readInt();
        int approximateY = readInt();
        players.push_back(Player(id, name, score, crashed, approximateX, approximateY));
    }
    vector<Trooper> troopers;
    count = readInt();
    for (int i = 0; i < count; i++) {
        troopers.push_back(readTrooper());
    }
    vector<Bonus> bonuses;
    count = readInt();
    for (int i = 0; i < count; i++) {
        if (!readBoolean()) {
            fail("a null bonus");
        }
        long long id = readLong();
        int x = readInt();
        int y = readInt();
        BonusType type = toEnum<BonusType>(readByte(), BONUS_TYPES);
        bonuses.push_back(Bonus(id, x, y, type));
    }
    if (cells.empty()) {
        int columns = readInt();
        if (columns < 0) {
            fail("a negative map width");
        }
        for (int x = 0; x < columns; x++) {
            int rows = readInt();
            if (rows < 0) {
                fail("a negative map height");
            }
            vector<CellType> column;
            for (int y = 0; y < rows; y++) {
                column.push_back(toEnum<CellType>(readByte(), CELL_TYPES));
            }
            cells.push_back(column);
        }
        int w = readInt();
        int h = readInt();
        int stances = readInt();
        if (w < 0 || h < 0 || stances < 0) {
            fail("a negative matrix size");
        }
        size_t size = static_cast<size_t>(w) * h * w * h * stances;
        vector<char> bytes(size);
        readBytes(bytes.data(), size);
        cellVisibilities.assign(size, false);
        for (size_t i = 0; i < size; i++) {
            cellVisibilities[i] = bytes[i] != 0;
        }
    }
    return World(moveIndex, width, height, players, troopers, bonuses, cells, cellVisibilities);
}

void RemoteProcessClient::expect(int messageType) {
    if (readByte() != messageType) {
        fail("unexpected message");
    }
}

void RemoteProcessClient::readBytes(char* target, size_t count) {
    while (count > 0) {
        if (inputStart == inputEnd) {
            ssize_t read = recv(socketFd, input.data(), input.size(), 0);
            if (read <= 0) {
                fail("the server closed the connection");
            }
            inputStart = 0;
            inputEnd = static_cast<size_t>(read);
        }
        size_t n = inputEnd - inputStart < count ? inputEnd - inputStart : count;
        memcpy(target, input.data() + inputStart, n);
        inputStart += n;
        target += n;
        count -= n;
    }
}

signed char RemoteProcessClient::readByte() {
    char value;
    readBytes(&value, 1);
    return static_cast<signed char>(value);
}

bool RemoteProcessClient::readBoolean() {
    return readByte() != 0;
}

int RemoteProcessClient::readInt() {
    unsigned char b[4];
    readBytes(reinterpret_cast<char*>(b), 4);
    return static_cast<int>(static_cast<unsigned int>(b[0]) | (static_cast<unsigned int>(b[1]) << 8)
                            | (static_cast<unsigned int>(b[2]) << 16) | (static_cast<unsigned int>(b[3]) << 24));
}

long long RemoteProcessClient::readLong() {
    unsigned long long low = static_cast<unsigned int>(readInt());
    unsigned long long high = static_cast<unsigned int>(readInt());
    return static_cast<long long>(low | (high << 32));
}

double RemoteProcessClient::readDouble() {
    long long bits = readLong();
    double value;
    memcpy(&value, &bits, sizeof(value));
    return value;
}

string RemoteProcessClient::readString() {
    int length = readInt();
    if (length < 0) {
        fail("a null string");
    }
    string value(static_cast<size_t>(length), '\0');
    if (length > 0) {
        readBytes(&value[0], static_cast<size_t>(length));
    }
    return value;
}

void RemoteProcessClient::writeByte(int value) {
    output.push_back(static_cast<char>(value));
}

void RemoteProcessClient::writeInt(int value) {
    unsigned int v = static_cast<unsigned int>(value);
    for (int i = 0; i < 4; i++) {
        output.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
    }
}

void RemoteProcessClient::flush() {
    size_t sent = 0;
    while (sent < output.size()) {
        ssize_t n = send(socketFd, output.data() + sent, output.size() - sent, 0);
        if (n <= 0) {
            fail("cannot write to the server");
        }
        sent += static_cast<size_t>(n);
    }
    output.clear();
}
