#pragma once

#ifndef _REMOTE_PROCESS_CLIENT_H_
#define _REMOTE_PROCESS_CLIENT_H_

#include <memory>
#include <string>
#include <vector>

#include "model/Game.h"
#include "model/Move.h"
#include "model/PlayerContext.h"

/**
 * The 2013 binary protocol, version 2: every value little-endian, enums as one signed byte (-1 for unknown),
 * strings as an int length and UTF-8 bytes, arrays as an int count and a presence flag per element. The map and
 * the reachability matrix come only with the first PLAYER_CONTEXT and are kept for the later ones. Anything
 * unexpected from the server ends the process, as the original pack did.
 */
class RemoteProcessClient {
public:
    RemoteProcessClient(const std::string& host, int port);
    ~RemoteProcessClient();

    void writeToken(const std::string& token);
    int readTeamSize();
    void writeProtocolVersion();
    model::Game readGameContext();
    /** The next trooper to move and its world, or null when the game is over. */
    std::unique_ptr<model::PlayerContext> readPlayerContext();
    void writeMove(const model::Move& move);

private:
    int socketFd;
    std::vector<char> input;
    size_t inputStart;
    size_t inputEnd;
    std::vector<char> output;
    std::vector<std::vector<model::CellType> > cells;
    std::vector<bool> cellVisibilities;

    model::Trooper readTrooper();
    model::World readWorld();
    void readBytes(char* target, size_t count);
    signed char readByte();
    bool readBoolean();
    int readInt();
    long long readLong();
    double readDouble();
    std::string readString();
    void expect(int messageType);
    void writeByte(int value);
    void writeInt(int value);
    void flush();
};

#endif
