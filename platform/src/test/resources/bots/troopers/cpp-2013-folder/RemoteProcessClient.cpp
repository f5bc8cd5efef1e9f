// stand-in for the 2013 pack's RemoteProcessClient.cpp
#include "RemoteProcessClient.h"

RemoteProcessClient::RemoteProcessClient(std::string host, int port) {
    socket.Initialize();
    socket.Open(host.c_str(), (unsigned short) port);
}

void RemoteProcessClient::writeToken(const std::string& token) {
    socket.Send(token.c_str(), token.size());
}
