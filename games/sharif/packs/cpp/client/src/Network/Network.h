#ifndef AIC20_CLIENT_CPP_NETWORK_H
#define AIC20_CLIENT_CPP_NETWORK_H

#include <cstdint>
#include <string>

/** The TCP connection to the game: each message is one JSON text followed by a NUL byte. */
class Network {
public:
    Network(std::string host, uint16_t port);
    ~Network();
    Network(const Network &) = delete;
    Network &operator=(const Network &) = delete;

    /** Tries to connect, waiting the delay between attempts; false when every attempt failed. */
    bool connect(int attempts, unsigned retry_delay_ms);

    /** Sends the JSON text and its NUL byte; false when the game closed the connection. */
    bool send(const std::string &json);

    /** The next message, or false when the game closed the connection. */
    bool receive(std::string &message);

private:
    std::string host_;
    uint16_t port_;
    int fd_ = -1;
    std::string pending_;
    size_t scanned_ = 0; // bytes of pending_ known to hold no NUL

    bool connectOnce();
};

#endif // AIC20_CLIENT_CPP_NETWORK_H
