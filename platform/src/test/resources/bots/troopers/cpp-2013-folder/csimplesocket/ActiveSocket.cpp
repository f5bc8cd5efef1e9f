// stand-in for the 2013 pack's socket library: Win32 calls only
#include "ActiveSocket.h"

bool CActiveSocket::Initialize() {
    WSADATA data;
    return WSAStartup(MAKEWORD(2, 0), &data) == 0;
}

bool CActiveSocket::Open(const char* host, unsigned short port) {
    return host != 0 && port != 0 && WSAGetLastError() == 0;
}

int CActiveSocket::Send(const char* data, unsigned long size) {
    return size > 0 && data != 0 ? 0 : SOCKET_ERROR;
}
