// Answers the first ping, then floods stdout (the protocol) and stderr (the log) on the second.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

int main() {
    char line[256];
    static char junk[65536];
    memset(junk, 'x', sizeof junk);
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) != 0) continue;
        int turn = atoi(line + 5);
        if (turn == 2) {
            for (;;) {
                if (write(1, junk, sizeof junk) < 0 || write(2, junk, sizeof junk) < 0) return 1;
            }
        }
        printf("pong %d\n", turn);
    }
}
