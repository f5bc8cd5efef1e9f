// stand-in for the 2013 pack's Runner.cpp: a runner of the stand-in client below
#include "Runner.h"

int main(int argc, char* argv[]) {
    Runner runner(argc == 4 ? argv[1] : "127.0.0.1", argc == 4 ? argv[2] : "31001",
                  argc == 4 ? argv[3] : "0000000000000000");
    runner.run();
    return 0;
}

Runner::Runner(const char* host, const char* port, const char* token)
        : remoteProcessClient(host, atoi(port)), token(token) { }

void Runner::run() {
    remoteProcessClient.writeToken(token);
}
