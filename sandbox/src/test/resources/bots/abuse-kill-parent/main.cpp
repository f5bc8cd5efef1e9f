// Answers the first ping, tries to kill or trace the relay (its parent, PID 1) on the second, then
// goes on playing: the relay must still carry its answers.
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/ptrace.h>
#include <unistd.h>

static void attempt(const char *what, int result) {
    fprintf(stderr, "%s: %s\n", what, result == 0 ? "done" : strerror(errno));
}

int main() {
    char line[256];
    setvbuf(stdout, nullptr, _IONBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ping ", 5) != 0) continue;
        int turn = atoi(line + 5);
        if (turn == 2) {
            fprintf(stderr, "my parent is %d\n", getppid());
            attempt("ptrace(ATTACH, 1)", ptrace(PTRACE_ATTACH, 1, nullptr, nullptr) == -1 ? -1 : 0);
            attempt("kill(parent, SIGKILL)", kill(getppid(), SIGKILL));
            attempt("kill(1, SIGTERM)", kill(1, SIGTERM));
            attempt("kill(1, SIGINT)", kill(1, SIGINT));
            attempt("kill(1, SIGSEGV)", kill(1, SIGSEGV));
            attempt("kill(1, SIGCHLD)", kill(1, SIGCHLD));
            attempt("kill(-1, SIGKILL)", kill(-1, SIGKILL));
            usleep(200 * 1000);
        }
        printf("pong %d\n", turn);
    }
}
