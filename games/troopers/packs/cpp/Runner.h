#pragma once

#ifndef _RUNNER_H_
#define _RUNNER_H_

#include <string>

#include "RemoteProcessClient.h"

/** Connects, runs the game loop, and keeps one MyStrategy per teammate index. */
class Runner {
private:
    RemoteProcessClient remoteProcessClient;
    const std::string token;
public:
    Runner(const char* host, const char* port, const char* token);

    void run();
};

#endif
