// stand-in for the 2013 pack's socket library
#include <winsock2.h>

int simpleSocketErrors = SOCKET_ERROR;
