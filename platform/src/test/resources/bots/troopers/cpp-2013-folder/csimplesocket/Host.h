// stand-in for the 2013 pack's socket library: Windows sockets unless _LINUX says otherwise, and no more
#pragma once

#ifndef _LINUX
#include <winsock2.h>
#endif
