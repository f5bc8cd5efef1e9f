// stand-in for the 2013 pack's RemoteProcessClient.h: a client on the csimplesocket library
#pragma once

#include <string>

#include "csimplesocket/ActiveSocket.h"

class RemoteProcessClient {
private:
    CActiveSocket socket;
public:
    RemoteProcessClient(std::string host, int port);
    void writeToken(const std::string& token);
};
