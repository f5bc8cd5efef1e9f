/*
 * arena-loopback-up: brings up the loopback interface of the network namespace it runs in. A new
 * namespace's "lo" starts down, so a strategy could not even reach its own relay on 127.0.0.1; util-linux
 * has no tool for this (bubblewrap does it itself). Run as root inside the new namespace, before the
 * strategy's user is taken on. Plain C, no dependencies: cc -O2 -o arena-loopback-up loopback-up.c
 */
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
    struct ifreq request;
    memset(&request, 0, sizeof request);
    strcpy(request.ifr_name, "lo");
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    if (fd < 0 || ioctl(fd, SIOCGIFFLAGS, &request) < 0) {
        perror("arena-loopback-up: lo");
        return 1;
    }
    request.ifr_flags |= IFF_UP;
    if (ioctl(fd, SIOCSIFFLAGS, &request) < 0) {
        perror("arena-loopback-up: set lo up");
        return 1;
    }
    close(fd);
    return 0;
}
