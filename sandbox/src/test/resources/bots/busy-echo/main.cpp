// Answers the first ping at once; every later ping only after computing for a second of its own CPU time. On an idle
// core that is a second of wall time too; on a core others keep busy it takes longer, though the bot is not slower.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

static double cpuSeconds() {
    timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec / 1e9;
}

int main() {
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) != 0) continue;
        int turn = atoi(line + 5);
        if (turn > 1) {
            double until = cpuSeconds() + 1.0;
            for (volatile unsigned long i = 0; cpuSeconds() < until; i++) {
            }
        }
        printf("pong %d\n", turn);
    }
}
