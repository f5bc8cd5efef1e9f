#include "Runner.h"

#include <cstdlib>
#include <memory>
#include <vector>

#include "MyStrategy.h"

using namespace model;
using std::vector;

/** ./MyStrategy <host> <port> <token>; without exactly three arguments 127.0.0.1 31001 and sixteen zeros. */
int main(int argc, char* argv[]) {
    if (argc == 4) {
        Runner runner(argv[1], argv[2], argv[3]);
        runner.run();
    } else {
        Runner runner("127.0.0.1", "31001", "0000000000000000");
        runner.run();
    }
    return 0;
}

Runner::Runner(const char* host, const char* port, const char* token)
    : remoteProcessClient(host, atoi(port)), token(token) {
}

void Runner::run() {
    remoteProcessClient.writeToken(token);
    int teamSize = remoteProcessClient.readTeamSize();
    remoteProcessClient.writeProtocolVersion();
    Game game = remoteProcessClient.readGameContext();

    vector<std::unique_ptr<Strategy> > strategies(static_cast<size_t>(teamSize));
    for (;;) {
        std::unique_ptr<PlayerContext> playerContext = remoteProcessClient.readPlayerContext();
        if (!playerContext) {
            break;
        }
        const Trooper& playerTrooper = playerContext->getTrooper();
        size_t index = static_cast<size_t>(playerTrooper.getTeammateIndex());
        if (index >= strategies.size()) {
            strategies.resize(index + 1);
        }
        if (!strategies[index]) {
            strategies[index].reset(new MyStrategy());
        }
        Move move;
        strategies[index]->move(playerTrooper, playerContext->getWorld(), game, move);
        remoteProcessClient.writeMove(move);
    }
}
