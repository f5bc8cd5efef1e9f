// Answers the first ping, then allocates and touches memory without end on the second.
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main() {
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) != 0) continue;
        int turn = atoi(line + 5);
        if (turn == 2) {
            fprintf(stderr, "eating memory\n");
            for (long mib = 1;; mib++) {
                char *block = static_cast<char *>(malloc(1 << 20));
                if (block != nullptr) memset(block, 1, 1 << 20);
                if (mib % 16 == 0) fprintf(stderr, "%ld MiB\n", mib);
            }
        }
        printf("pong %d\n", turn);
    }
}
