// A racetrack strategy in C++17: a one-request-at-a-time HTTP server answering the trivial solution.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

static std::string trivial(const std::string& track) {
    std::string axis = track.substr(track.find(' ') + 1);
    while (!axis.empty() && (axis.back() == '\n' || axis.back() == '\r')) axis.pop_back();
    std::string moves;
    for (size_t i = 0; i + 1 < axis.size(); i++) {
        char c = axis[i];
        moves += c;
        moves += c == 'U' ? 'D' : c == 'D' ? 'U' : c == 'L' ? 'R' : 'L';
    }
    moves += axis.back();
    return moves;
}

int main(int argc, char** argv) {
    int port = argc > 1 ? std::atoi(argv[1]) : 8080;
    int server = socket(AF_INET, SOCK_STREAM, 0);
    int yes = 1;
    setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_ANY);
    address.sin_port = htons(port);
    if (bind(server, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || listen(server, 8) != 0) {
        return 1;
    }
    for (;;) {
        int client = accept(server, nullptr, nullptr);
        if (client < 0) continue;
        std::string request;
        char buffer[65536];
        size_t headerEnd = std::string::npos;
        size_t length = 0;
        for (;;) {
            ssize_t n = read(client, buffer, sizeof buffer);
            if (n <= 0) break;
            request.append(buffer, n);
            if (headerEnd == std::string::npos && (headerEnd = request.find("\r\n\r\n")) != std::string::npos) {
                size_t at = request.find("Content-Length:");
                length = at == std::string::npos ? 0 : std::strtoul(request.c_str() + at + 15, nullptr, 10);
            }
            if (headerEnd != std::string::npos && request.size() >= headerEnd + 4 + length) break;
        }
        std::string answer = headerEnd == std::string::npos ? "" : trivial(request.substr(headerEnd + 4, length));
        std::string response = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                               std::to_string(answer.size()) + "\r\nConnection: close\r\n\r\n" + answer;
        write(client, response.data(), response.size());
        close(client);
    }
}
