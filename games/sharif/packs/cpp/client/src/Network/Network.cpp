#include "Network/Network.h"

#include <chrono>
#include <thread>
#include <utility>

#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

Network::Network(std::string host, uint16_t port) : host_(std::move(host)), port_(port) {}

Network::~Network() {
    if (fd_ >= 0)
        close(fd_);
}

bool Network::connect(int attempts, unsigned retry_delay_ms) {
    for (int attempt = 1; attempt <= attempts; attempt++) {
        if (connectOnce())
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(retry_delay_ms));
    }
    return false;
}

bool Network::connectOnce() {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (getaddrinfo(host_.c_str(), std::to_string(port_).c_str(), &hints, &found) != 0)
        return false;
    for (addrinfo *address = found; address != nullptr; address = address->ai_next) {
        int fd = socket(address->ai_family, address->ai_socktype, address->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, address->ai_addr, address->ai_addrlen) == 0) {
            int on = 1;
            setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on); // commands go out at once
            fd_ = fd;
            break;
        }
        close(fd);
    }
    freeaddrinfo(found);
    return fd_ >= 0;
}

bool Network::send(const std::string &json) {
    std::string message = json;
    message.push_back('\0');
    size_t sent = 0;
    while (sent < message.size()) {
        // MSG_NOSIGNAL: a closed connection is an error to report, not a SIGPIPE that kills the client
        ssize_t n = ::send(fd_, message.data() + sent, message.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        sent += static_cast<size_t>(n);
    }
    return true;
}

bool Network::receive(std::string &message) {
    char chunk[1 << 16];
    for (;;) {
        size_t end = pending_.find('\0', scanned_);
        if (end != std::string::npos) {
            message = pending_.substr(0, end);
            pending_.erase(0, end + 1);
            scanned_ = 0;
            return true;
        }
        scanned_ = pending_.size();
        ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
        if (n <= 0)
            return false;
        pending_.append(chunk, static_cast<size_t>(n));
    }
}
