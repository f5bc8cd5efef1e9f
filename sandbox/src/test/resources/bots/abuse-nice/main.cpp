// Lowers its own priority (nice 19, allowed without privileges), then needs a second of CPU time per answer as
// busy-echo does: on a busy core it runs out of time by its own choice, and must not pass that off as the host's fault
// to have its game voided.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <unistd.h>

static double cpuSeconds() {
    timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec / 1e9;
}

int main() {
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    if (nice(19) == -1) {
        fprintf(stderr, "nice failed\n");
    }
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
