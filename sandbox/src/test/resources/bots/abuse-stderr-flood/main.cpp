// Writes 200 MiB to stderr, then plays properly: log volume alone never stops a strategy.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

int main() {
    static char junk[65536];
    memset(junk, 'y', sizeof junk);
    const char *first = "first line of the log\n";
    if (write(2, first, strlen(first)) < 0) return 1;
    for (int i = 0; i < 3200; i++) {
        if (write(2, junk, sizeof junk) < 0) return 1;
    }
    const char *last = "\nlast line of the log\n";
    if (write(2, last, strlen(last)) < 0) return 1;
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) == 0) printf("pong %d\n", atoi(line + 5));
    }
}
