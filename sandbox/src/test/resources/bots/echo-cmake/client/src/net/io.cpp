#include "net/io.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdlib>
#include <cstring>

#include "answer.h"

void write_all(int fd, const std::string &data) {
    size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(fd, data.data() + done, data.size() - done);
        if (n <= 0) return;
        done += n;
    }
}

void lines(int in, int out) {
    std::string buffer;
    char chunk[4096];
    for (ssize_t n; (n = read(in, chunk, sizeof chunk)) > 0;) {
        buffer.append(chunk, n);
        for (size_t newline; (newline = buffer.find('\n')) != std::string::npos;) {
            std::string line = buffer.substr(0, newline);
            buffer.erase(0, newline + 1);
            if (line == "end") return;
            std::string reply = answer(line);
            if (!reply.empty()) write_all(out, reply + "\n");
        }
    }
}

void http(int port) {
    int server = socket(AF_INET, SOCK_STREAM, 0), yes = 1;
    setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(server, (sockaddr *) &address, sizeof address) < 0 || listen(server, 8) < 0) exit(2);
    for (;;) {
        int client = accept(server, nullptr, nullptr);
        if (client < 0) continue;
        std::string request;
        char chunk[4096];
        size_t head_end = std::string::npos, length = 0;
        for (ssize_t n; (n = read(client, chunk, sizeof chunk)) > 0;) {
            request.append(chunk, n);
            if (head_end == std::string::npos && (head_end = request.find("\r\n\r\n")) != std::string::npos) {
                size_t at = request.find("Content-Length:");
                length = at == std::string::npos ? 0 : strtoul(request.c_str() + at + 15, nullptr, 10);
            }
            if (head_end != std::string::npos && request.size() >= head_end + 4 + length) break;
        }
        std::string body = head_end == std::string::npos ? "" : request.substr(head_end + 4, length);
        std::string reply = answer(body);
        if (reply.empty()) reply = "?";
        write_all(client, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + std::to_string(reply.size())
                + "\r\nConnection: close\r\n\r\n" + reply);
        close(client);
    }
}
