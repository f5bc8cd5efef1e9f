// Answers the first ping, then forks without end on the second (the pids limit holds it); each
// process says once why a fork failed.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

int main() {
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) != 0) continue;
        int turn = atoi(line + 5);
        if (turn == 2) {
            fprintf(stderr, "fork bomb\n");
            bool told = false;
            for (;;) {
                if (fork() < 0 && !told) {
                    told = true;
                    fprintf(stderr, "fork: %s\n", strerror(errno));
                }
            }
        }
        printf("pong %d\n", turn);
    }
}
