// stand-in for the 2013 pack's Runner.h
#pragma once

#include <string>

#include "RemoteProcessClient.h"

class Runner {
private:
    RemoteProcessClient remoteProcessClient;
    std::string token;
public:
    Runner(const char* host, const char* port, const char* token);
    void run();
};
