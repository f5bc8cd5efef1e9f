// Leaves a detached grandchild behind ("sleep 31337.5", in its own session, holding the log pipe),
// then plays properly and exits when the game ends: the child must not outlive the container.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

int main() {
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            int null = open("/dev/null", O_RDWR);
            dup2(null, 0);
            dup2(null, 1);
            execl("/bin/sleep", "sleep", "31337.5", static_cast<char *>(nullptr));
            _exit(1);
        }
        _exit(0);
    }
    fprintf(stderr, "left a child behind\n");
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "end", 3) == 0) return 0;
        if (strncmp(line, "ping ", 5) == 0) printf("pong %d\n", atoi(line + 5));
    }
}
