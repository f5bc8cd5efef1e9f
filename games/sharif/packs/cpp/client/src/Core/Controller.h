#ifndef AIC20_CLIENT_CPP_CONTROLLER_H
#define AIC20_CLIENT_CPP_CONTROLLER_H

#include <cstdint>
#include <string>

/**
 * Connects to the game, keeps the World up to date from its messages and calls your AI: pick once, turn
 * every turn, end at the end. Your commands are sent as you make them; your turn ends when your method
 * returns.
 */
class Controller {
public:
    Controller(std::string host, uint16_t port, std::string token, unsigned retry_delay_ms);

    /** Plays the game to its end; the process's exit code. */
    int run();

private:
    std::string host_;
    uint16_t port_;
    std::string token_;
    unsigned retry_delay_ms_;
};

#endif // AIC20_CLIENT_CPP_CONTROLLER_H
