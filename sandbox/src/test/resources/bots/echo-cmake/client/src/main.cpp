// Echo bot: answers "ping N" with "pong N" over stdio, TCP (host port token) or HTTP (http port).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <cstdlib>
#include <iostream>
#include <string>

#include "net/io.h"

int main(int argc, char **argv) {
    if (argc == 1) {
        std::cerr << "echo-cmake ready" << std::endl;
        lines(0, 1);
    } else if (std::string(argv[1]) == "http") {
        http(atoi(argv[2]));
    } else {
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(atoi(argv[2]));
        inet_pton(AF_INET, argv[1], &address.sin_addr);
        if (connect(fd, (sockaddr *) &address, sizeof address) < 0) return 2;
        write_all(fd, std::string("hello ") + argv[3] + "\n");
        lines(fd, fd);
    }
    return 0;
}
