// stand-in for the 2013 pack's socket library
#pragma once

#include "Host.h"

class CActiveSocket {
public:
    bool Initialize();
    bool Open(const char* host, unsigned short port);
    int Send(const char* data, unsigned long size);
};
