/*
 * arena-relay: PID 1 of every Arena container.
 *
 * The worker attaches to the container's stdin and stdout and speaks frames (one type byte, a 4-byte
 * big-endian length, the payload; README.md beside this file). The relay unpacks the files it is sent
 * into /work, starts the strategy (or the compile script) and connects it to the worker the way the
 * game expects: plain stdio, one TCP connection to 127.0.0.1:<port>, or HTTP requests to the
 * strategy's server on 127.0.0.1:<port>. The strategy's own output that is not protocol goes to its
 * log, of which the relay keeps the first and the last <log> bytes. When the strategy ends, or the
 * worker asks, the relay kills every process of the container, reports the exit and exits.
 *
 * Started as root (a container gives it no capability but SETUID, SETGID, KILL and DAC_READ_SEARCH), the relay
 * runs the strategy as the user arena (10001) and itself as arena-relay (10000): the strategy can neither signal nor
 * trace it, nor open its /proc/1 files, under any kernel (gVisor's too). Started as another user (the isolated local
 * sandboxes, whose PID namespace is the wall), it runs the strategy as itself. Either way it is not dumpable (no
 * ptrace, no /proc/1/fd for the strategy), ignores signals sent from inside the container (it is PID 1 and installs no
 * handler for them), and the worker treats everything it says as untrusted.
 *
 * Plain C, no dependencies: gcc -O2 -static -o arena-relay relay.c
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <linux/capability.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define VERSION "arena-relay 1"
#define MAX_PAYLOAD (1 << 20)
#define CHUNK 65536
#define MAX_ARGS 256
#define MAX_QUEUE (16 << 20)
#define WORK "/work"
#define DRAIN_MS 200
#define PROBE_MS 20
#define CONNECT_MS 10000
#define BODY_MS 10000
#define RELAY_UID 10000 /* arena-relay, and its group */
#define ARENA_UID 10001 /* arena, the strategy's user and group */

/* ---- frames to the worker ------------------------------------------------------------------- */

static void finish(int requested);

static void write_all(int fd, const void *data, size_t length) {
    const char *p = data;
    while (length > 0) {
        ssize_t n = write(fd, p, length);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && errno == EAGAIN) {
            struct pollfd wait = {fd, POLLOUT, 0};
            poll(&wait, 1, 100);
            continue;
        }
        if (n <= 0) {
            if (fd == 1) {
                _exit(4); /* the worker is gone: nobody to report to; PID 1 exiting ends the container */
            }
            return;
        }
        p += n;
        length -= (size_t) n;
    }
}

static void send_frame(char type, const void *payload, size_t length) {
    unsigned char head[5] = {(unsigned char) type, (unsigned char) (length >> 24), (unsigned char) (length >> 16),
                             (unsigned char) (length >> 8), (unsigned char) length};
    write_all(1, head, 5);
    if (length > 0) {
        write_all(1, payload, length);
    }
}

static void send_text(char type, const char *format, ...) {
    char text[1024];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(text, sizeof text, format, args);
    va_end(args);
    send_frame(type, text, n < 0 ? 0 : (size_t) n >= sizeof text ? sizeof text - 1 : (size_t) n);
}

/* A failure of the relay or its container, not of the strategy: the worker retries the job. */
static void fail(const char *format, ...) {
    char text[900];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    send_text('!', "%s", text);
    finish(1);
}

static long long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long) t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long) t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* ---- the log: first <cap> bytes sent at once, last <cap> bytes kept in a ring ------------------- */

static long log_cap = 32768;
static long log_sent;
static char *ring;
static long ring_start, ring_length;
static long long log_skipped;

static void log_bytes(const char *data, size_t length) {
    if (log_sent < log_cap) {
        size_t head = (size_t) (log_cap - log_sent) < length ? (size_t) (log_cap - log_sent) : length;
        send_frame('L', data, head);
        log_sent += (long) head;
        data += head;
        length -= head;
    }
    if (length == 0) {
        return;
    }
    if (ring == NULL && (ring = malloc((size_t) log_cap)) == NULL) {
        log_skipped += (long long) length;
        return;
    }
    if ((long) length >= log_cap) {
        log_skipped += ring_length + (long long) length - log_cap;
        memcpy(ring, data + length - (size_t) log_cap, (size_t) log_cap);
        ring_start = 0;
        ring_length = log_cap;
        return;
    }
    long overflow = ring_length + (long) length - log_cap;
    if (overflow > 0) {
        log_skipped += overflow;
        ring_start = (ring_start + overflow) % log_cap;
        ring_length -= overflow;
    }
    long end = (ring_start + ring_length) % log_cap;
    long first = log_cap - end < (long) length ? log_cap - end : (long) length;
    memcpy(ring + end, data, (size_t) first);
    memcpy(ring, data + first, length - (size_t) first);
    ring_length += (long) length;
}

static void log_text(const char *format, ...) {
    char text[1024];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(text, sizeof text, format, args);
    va_end(args);
    if (n > 0) {
        log_bytes(text, (size_t) n < sizeof text ? (size_t) n : sizeof text - 1);
    }
}

static void flush_log(void) {
    if (ring_length == 0) {
        return;
    }
    if (log_skipped > 0) {
        send_text('S', "%lld", log_skipped);
    }
    long first = log_cap - ring_start < ring_length ? log_cap - ring_start : ring_length;
    send_frame('L', ring + ring_start, (size_t) first);
    if (ring_length > first) {
        send_frame('L', ring, (size_t) (ring_length - first));
    }
    ring_length = 0;
    log_skipped = 0;
}

/* ---- a byte queue towards the strategy (its stdin, its TCP connection) ----------------------- */

struct queue {
    char *data;
    size_t length, capacity;
};

static void queue_add(struct queue *q, const char *data, size_t length) {
    if (q->length + length > MAX_QUEUE) {
        return; /* the strategy reads nothing: what it would not read is dropped */
    }
    if (q->length + length > q->capacity) {
        size_t capacity = q->capacity ? q->capacity : 4096;
        while (capacity < q->length + length) {
            capacity *= 2;
        }
        char *grown = realloc(q->data, capacity);
        if (grown == NULL) {
            return;
        }
        q->data = grown;
        q->capacity = capacity;
    }
    memcpy(q->data + q->length, data, length);
    q->length += length;
}

/* Writes what it can without blocking; -1 when the reader is gone. */
static int queue_flush(struct queue *q, int fd) {
    while (q->length > 0) {
        ssize_t n = write(fd, q->data, q->length);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && errno == EAGAIN) {
            return 0;
        }
        if (n <= 0) {
            q->length = 0;
            return -1;
        }
        memmove(q->data, q->data + n, q->length - (size_t) n);
        q->length -= (size_t) n;
    }
    return 0;
}

/* ---- state -------------------------------------------------------------------------------- */

static char mode;            /* 's' stdio, 't' tcp, 'h' http, 'c' compile; 0 before the run frame */
static int port;
static long wait_ms = 10000; /* http: time allowed for the first byte of a response */
static long long http_cap = 1 << 20;
static pid_t bot = -1;
static int bot_done, bot_status;
static long long drain_until;
static int in_fd = -1, out_fd = -1, log_fd = -1, listen_fd = -1, conn_fd = -1, file_fd = -1;
static struct queue to_bot;
static int child_pipe[2] = {-1, -1};
static int connected;
static long long next_probe;

static void close_fd(int *fd) {
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void on_child(int signal) {
    (void) signal;
    int saved = errno;
    if (write(child_pipe[1], "c", 1) < 0) {
        /* the pipe is full: a wake-up is already pending */
    }
    errno = saved;
}

static void nonblocking(int fd) {
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

/* ---- users -------------------------------------------------------------------------------- */

static int privileged; /* started as root: the strategy and the relay each get a user of their own */

/* Until the strategy starts, a privileged relay acts as the strategy's user (its effective ids), so the files it
 * writes into /work are the strategy's; its real and saved ids stay root's, and with them its capabilities, which
 * come back with the effective id 0. */
static int act_as(uid_t uid) {
    if (uid == 0) {
        return setresuid(-1, 0, -1) == 0 && setresgid(-1, 0, -1) == 0 ? 0 : -1;
    }
    return setresgid(-1, uid, -1) == 0 && setresuid(-1, uid, -1) == 0 ? 0 : -1;
}

static int capabilities(uint64_t *permitted, uint64_t *effective) {
    struct __user_cap_header_struct head = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capget, &head, data) < 0) {
        return -1;
    }
    *permitted = (uint64_t) data[1].permitted << 32 | data[0].permitted;
    *effective = (uint64_t) data[1].effective << 32 | data[0].effective;
    return 0;
}

static int keep_capabilities(uint64_t keep) {
    struct __user_cap_header_struct head = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2] = {{(uint32_t) keep, (uint32_t) keep, 0},
                                             {(uint32_t) (keep >> 32), (uint32_t) (keep >> 32), 0}};
    return (int) syscall(SYS_capset, &head, data);
}

/* Becomes uid (its group too, no other group) for good, with only the capabilities in keep; NULL when every id
 * took and root cannot come back, else what failed. */
static const char *become(uid_t uid, uint64_t keep) {
    static char why[200];
    uid_t r = (uid_t) -1, e = r, s = r;
    gid_t rg = (gid_t) -1, eg = rg, sg = rg;
    uint64_t permitted = ~0ULL, effective = ~0ULL;
    if (keep != 0 && prctl(PR_SET_KEEPCAPS, 1) < 0) {
        snprintf(why, sizeof why, "keep capabilities: %s", strerror(errno));
    } else if (setgroups(0, NULL) < 0) {
        snprintf(why, sizeof why, "setgroups: %s", strerror(errno));
    } else if (setresgid(uid, uid, uid) < 0) {
        snprintf(why, sizeof why, "setresgid(%d): %s", (int) uid, strerror(errno));
    } else if (setresuid(uid, uid, uid) < 0) {
        snprintf(why, sizeof why, "setresuid(%d): %s", (int) uid, strerror(errno));
    } else if (keep != 0 && (keep_capabilities(keep) < 0 || prctl(PR_SET_KEEPCAPS, 0) < 0)) {
        snprintf(why, sizeof why, "capabilities %#llx: %s", (unsigned long long) keep, strerror(errno));
    } else if (getresuid(&r, &e, &s) < 0 || getresgid(&rg, &eg, &sg) < 0 || r != uid || e != uid || s != uid
               || rg != uid || eg != uid || sg != uid || getuid() != uid || geteuid() != uid
               || getgroups(0, NULL) != 0) {
        snprintf(why, sizeof why, "the ids did not take: uid %d %d %d, gid %d %d %d", (int) r, (int) e, (int) s,
                 (int) rg, (int) eg, (int) sg);
    } else if (capabilities(&permitted, &effective) < 0 || permitted != keep || effective != keep) {
        snprintf(why, sizeof why, "capabilities %#llx left, %#llx wanted", (unsigned long long) permitted,
                 (unsigned long long) keep);
    } else if (setresuid(0, 0, 0) == 0 || setuid(0) == 0) {
        snprintf(why, sizeof why, "root came back");
    } else {
        prctl(PR_SET_DUMPABLE, 0); /* a change of ids resets it to the system's default */
        return NULL;
    }
    return why;
}

/* gVisor (Debian 12's runsc) shows every process's /proc/PID/environ to every user. The relay's environment is the
 * image's (nothing secret), and the strategy's comes whole in the run frame; still, the relay moves its own to the heap
 * and blanks the bytes the kernel shows, so a strategy reads nothing of it under any kernel. */
static void hide_environment(void) {
    extern char **environ;
    char *first = NULL, *end = NULL;
    for (char **variable = environ; *variable != NULL; variable++) {
        size_t length = strlen(*variable) + 1;
        char *copy = malloc(length);
        if (copy == NULL) {
            return; /* not blanked: the worker still never puts a secret there */
        }
        first = first == NULL || *variable < first ? *variable : first;
        end = *variable + length > end ? *variable + length : end;
        memcpy(copy, *variable, length);
        *variable = copy;
    }
    if (first != NULL) {
        memset(first, 0, (size_t) (end - first));
    }
}

/* ---- files -------------------------------------------------------------------------------- */

/* Relative, no empty, "." or ".." segment: the file stays inside /work. */
static int safe_path(const char *path, size_t length) {
    if (length == 0 || length > 1024 || path[0] == '/' || memchr(path, 0, length) != NULL) {
        return 0;
    }
    const char *segment = path;
    for (size_t i = 0; i <= length; i++) {
        if (i == length || path[i] == '/') {
            size_t n = (size_t) (path + i - segment);
            if (n == 0 || (n == 1 && segment[0] == '.') || (n == 2 && segment[0] == '.' && segment[1] == '.')) {
                return 0;
            }
            segment = path + i + 1;
        }
    }
    return 1;
}

static void put_file(const char *payload, size_t length) {
    char path[1100];
    close_fd(&file_fd);
    if (mode != 0 || !safe_path(payload, length)) {
        fail("refused the file %.*s", (int) (length < 200 ? length : 200), payload);
    }
    snprintf(path, sizeof path, "%s/%.*s", WORK, (int) length, payload);
    for (char *slash = strchr(path + strlen(WORK) + 1, '/'); slash != NULL; slash = strchr(slash + 1, '/')) {
        *slash = 0;
        if (mkdir(path, 0755) < 0 && errno != EEXIST) {
            fail("cannot create %s: %s", path, strerror(errno));
        }
        *slash = '/';
    }
    /* A zip keeps no file modes, so every file may be run; the work dir is thrown away anyway. */
    file_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0755);
    if (file_fd < 0) {
        fail("cannot create %s: %s", path, strerror(errno));
    }
}

static void file_bytes(const char *payload, size_t length) {
    if (file_fd < 0) {
        fail("file content without a file");
    }
    while (length > 0) {
        ssize_t n = write(file_fd, payload, length);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            fail("cannot write the files to " WORK ": %s", strerror(errno));
        }
        payload += n;
        length -= (size_t) n;
    }
}

static int send_one_file(const char *path, const struct stat *info, int kind, struct FTW *where) {
    (void) info;
    (void) where;
    if (kind != FTW_F) {
        return 0;
    }
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        return 0;
    }
    const char *relative = path + strlen(WORK) + 1;
    send_frame('F', relative, strlen(relative));
    char buffer[CHUNK];
    for (ssize_t n = read(fd, buffer, sizeof buffer); n > 0; n = read(fd, buffer, sizeof buffer)) {
        send_frame('B', buffer, (size_t) n);
    }
    close(fd);
    return 0;
}

/* ---- usage and exit ------------------------------------------------------------------------ */

static long long read_number(const char *path, const char *key) {
    FILE *file = fopen(path, "re");
    if (file == NULL) {
        return -1;
    }
    long long value = -1;
    char line[256];
    while (fgets(line, sizeof line, file) != NULL) {
        size_t k = key == NULL ? 0 : strlen(key);
        if (key == NULL || (strncmp(line, key, k) == 0 && line[k] == ' ')) {
            value = strtoll(line + k, NULL, 10);
            break;
        }
    }
    fclose(file);
    return value;
}

/* CPU time and peak memory of the whole container from its cgroup (v1), else of the reaped processes. */
static void report_exit(int requested) {
    char status[64];
    if (!bot_done) {
        snprintf(status, sizeof status, "running=1");
    } else if (WIFSIGNALED(bot_status)) {
        snprintf(status, sizeof status, "signal=%d", WTERMSIG(bot_status));
    } else {
        snprintf(status, sizeof status, "exit=%d", WEXITSTATUS(bot_status));
    }
    struct rusage usage;
    getrusage(RUSAGE_CHILDREN, &usage);
    long long cpu_ns = read_number("/sys/fs/cgroup/cpuacct/cpuacct.usage", NULL);
    long long cpu_ms = cpu_ns >= 0 ? cpu_ns / 1000000
                                   : (long long) (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
                                         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
    long long peak = read_number("/sys/fs/cgroup/memory/memory.max_usage_in_bytes", NULL);
    long long peak_kb = peak >= 0 ? peak / 1024 : usage.ru_maxrss;
    long long oom_kills = read_number("/sys/fs/cgroup/memory/memory.oom_control", "oom_kill");
    send_text('E', "%s requested=%d cpu_ms=%lld peak_kb=%lld oom_kills=%lld", status, requested, cpu_ms, peak_kb,
              oom_kills);
}

static int route_output(int *fd, int protocol);

/* Ends everything: every other process of the container, then the relay itself. */
static void finish(int requested) {
    if (getpid() == 1) {
        kill(-1, SIGKILL);
    } else if (bot > 0) {
        kill(-bot, SIGKILL);
        kill(bot, SIGKILL);
    }
    int status;
    for (pid_t pid = waitpid(-1, &status, 0); pid > 0; pid = waitpid(-1, &status, 0)) {
        if (pid == bot && !bot_done) {
            bot_done = 1;
            bot_status = status;
        }
    }
    /* Every writer is dead now: what is left in the pipes comes out, then the end of the stream. */
    for (int protocol = 1; protocol >= 0; protocol--) {
        int *fd = protocol ? &out_fd : &log_fd;
        if (*fd >= 0) {
            nonblocking(*fd);
        }
        while (*fd >= 0) {
            if (route_output(fd, protocol) == 0) {
                close_fd(fd); /* nothing more right now: a process out of reach still holds the pipe */
            }
        }
    }
    close_fd(&conn_fd);
    flush_log();
    if (mode != 0) {
        report_exit(requested);
    }
    if (mode == 'c' && bot_done && WIFEXITED(bot_status) && WEXITSTATUS(bot_status) == 0) {
        nftw(WORK, send_one_file, 16, FTW_PHYS);
        send_frame('K', NULL, 0);
    }
    _exit(0);
}

/* ---- the strategy's streams --------------------------------------------------------------- */

/* Moves one read of a strategy's stream to the worker; 0 when nothing was there to read. */
static int route_output(int *fd, int protocol) {
    char buffer[CHUNK];
    ssize_t n = read(*fd, buffer, sizeof buffer);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) {
        return 0;
    }
    if (n <= 0) {
        close_fd(fd);
        if (protocol && mode == 's') {
            send_frame('X', NULL, 0);
        }
        return 1;
    }
    if (protocol) {
        send_frame('O', buffer, (size_t) n);
    } else {
        log_bytes(buffer, (size_t) n);
    }
    return 1;
}

/* What the strategy's process says when it could not start: the user it could not become, or exec's errno. */
struct start_failure {
    int exec_error;
    char user[200];
};

static void start(char **argv, char **env) {
    int in[2] = {-1, -1}, out[2] = {-1, -1}, logs[2], exec_error[2];
    /* The relay keeps only CAP_KILL, to end every process of the container, and for a compilation
       CAP_DAC_READ_SEARCH, to send back the files it made. Checked before the strategy exists: a relay that could not
       end it would wait for it for ever. */
    uint64_t relay_caps = 1ULL << CAP_KILL | (mode == 'c' ? 1ULL << CAP_DAC_READ_SEARCH : 0);
    uint64_t needed = relay_caps | 1ULL << CAP_SETUID | 1ULL << CAP_SETGID, permitted, effective;
    if (privileged && act_as(0) < 0) {
        fail("cannot act as root again to start the strategy: %s", strerror(errno));
    }
    if (privileged && (capabilities(&permitted, &effective) < 0 || (permitted & needed) != needed)) {
        fail("the relay runs as root without the capabilities it needs (SETUID, SETGID, KILL%s)",
             mode == 'c' ? ", DAC_READ_SEARCH" : "");
    }
    if (mode == 't') {
        struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t) port)};
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        int yes = 1;
        listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        setsockopt(listen_fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if (listen_fd < 0 || bind(listen_fd, (struct sockaddr *) &address, sizeof address) < 0
            || listen(listen_fd, 1) < 0) {
            fail("cannot listen on 127.0.0.1:%d: %s", port, strerror(errno));
        }
    }
    if (pipe2(logs, O_CLOEXEC) < 0 || pipe2(exec_error, O_CLOEXEC) < 0
        || (mode == 's' && (pipe2(in, O_CLOEXEC) < 0 || pipe2(out, O_CLOEXEC) < 0))) {
        fail("cannot create pipes: %s", strerror(errno));
    }
    bot = fork();
    if (bot < 0) {
        fail("cannot start the strategy: %s", strerror(errno));
    }
    if (bot == 0) {
        struct start_failure failure = {0, ""};
        setsid();
        signal(SIGPIPE, SIG_DFL);
        signal(SIGCHLD, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        int null = open("/dev/null", O_RDWR);
        dup2(mode == 's' ? in[0] : null, 0);
        dup2(mode == 's' ? out[1] : logs[1], 1);
        dup2(logs[1], 2);
        for (int fd = 3; fd < 1024; fd++) {
            if (fd != exec_error[1]) {
                close(fd);
            }
        }
        struct rlimit no_core = {0, 0};
        setrlimit(RLIMIT_CORE, &no_core);
        /* When the container runs out of memory, the kernel kills the strategy, not the relay, which
           then reports the exit with the log's tail. A process may raise its score, never lower it
           below what a privileged one set (0), so the relay stays the less likely victim. */
        int adjust = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        if (adjust >= 0) {
            if (write(adjust, "1000", 4) < 0) {
                /* not fatal: the relay is still the smallest process */
            }
            close(adjust);
        }
        /* The strategy's own user, no capability (they go with root), and no way to gain any (setuid files). */
        const char *not_become = privileged ? become(ARENA_UID, 0) : NULL;
        if (not_become != NULL) {
            snprintf(failure.user, sizeof failure.user, "%s", not_become);
        } else if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
            snprintf(failure.user, sizeof failure.user, "no new privileges: %s", strerror(errno));
        } else {
            if (chdir(WORK) == 0) {
                execvpe(argv[0], argv, env);
            }
            failure.exec_error = errno;
        }
        if (write(exec_error[1], &failure, sizeof failure) < 0) {
            /* nothing more to say */
        }
        _exit(127);
    }
    /* The relay's own user at once, before it reads a byte of the strategy's. */
    const char *not_become = privileged ? become(RELAY_UID, relay_caps) : NULL;
    if (not_become != NULL) {
        fail("cannot run the relay as its own user (%d): %s", RELAY_UID, not_become);
    }
    close(logs[1]);
    close(exec_error[1]);
    log_fd = logs[0];
    if (mode == 's') {
        close(in[0]);
        close(out[1]);
        in_fd = in[1];
        out_fd = out[0];
        nonblocking(in_fd);
    }
    struct start_failure failure;
    ssize_t n;
    do {
        n = read(exec_error[0], &failure, sizeof failure);
    } while (n < 0 && errno == EINTR);
    close(exec_error[0]);
    if (n == (ssize_t) sizeof failure && failure.user[0] != 0) {
        failure.user[sizeof failure.user - 1] = 0;
        fail("cannot run the strategy as its own user (%d): %s", ARENA_UID, failure.user);
    }
    if (n == (ssize_t) sizeof failure) {
        log_text("arena-relay: cannot run %s: %s\n", argv[0], strerror(failure.exec_error));
    }
    send_text('G', "%d", (int) bot);
}

/* The run frame: NUL-terminated "key=value" fields. */
static void run(char *payload, size_t length) {
    static char *argv[MAX_ARGS + 1], *env[MAX_ARGS + 1];
    int argc = 0, envc = 0;
    close_fd(&file_fd);
    if (mode != 0 || length == 0 || payload[length - 1] != 0) {
        fail("malformed run frame");
    }
    for (char *field = payload, *next; field < payload + length; field = next) {
        next = field + strlen(field) + 1;
        char *value = strchr(field, '=');
        if (value == NULL) {
            fail("malformed run field %.40s", field);
        }
        *value++ = 0;
        if (strcmp(field, "mode") == 0) {
            mode = value[0];
        } else if (strcmp(field, "port") == 0) {
            port = atoi(value);
        } else if (strcmp(field, "log") == 0) {
            log_cap = atol(value) > 0 ? atol(value) : log_cap;
        } else if (strcmp(field, "wait") == 0) {
            wait_ms = atol(value);
        } else if (strcmp(field, "cap") == 0) {
            http_cap = atoll(value);
        } else if (strcmp(field, "arg") == 0 && argc < MAX_ARGS) {
            argv[argc++] = value;
        } else if (strcmp(field, "env") == 0 && envc < MAX_ARGS) {
            env[envc++] = value;
        }
    }
    if (strchr("sthc", mode) == NULL || mode == 0 || argc == 0) {
        fail("the run frame has no mode or no command");
    }
    argv[argc] = NULL;
    env[envc] = NULL;
    start(argv, env);
}

/* ---- HTTP: one request per connection, one exchange at a time ------------------------------ */

struct request {
    char *data;
    size_t length;
    struct request *next;
};

enum { IDLE, CONNECTING, WRITING, WAITING, READING };

static struct request *pending, *pending_last;
static int http_fd = -1, http_state = IDLE;
static size_t http_written;
static long long http_deadline, http_sent_ns, http_got;

static void end_exchange(void) {
    close_fd(&http_fd);
    http_state = IDLE;
    struct request *done = pending;
    pending = done->next;
    if (pending == NULL) {
        pending_last = NULL;
    }
    free(done->data);
    free(done);
}

static void exchange_failed(int error, const char *otherwise) {
    if (error == ECONNREFUSED) {
        send_text('Z', "connection refused");
    } else if (error == ECONNRESET || error == EPIPE) {
        send_text('Z', "connection reset");
    } else if (error != 0) {
        send_text('Z', "%s", strerror(error));
    } else {
        send_text('Z', "%s", otherwise);
    }
    end_exchange();
}

static void begin_exchange(void) {
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t) port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int yes = 1;
    http_fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (http_fd < 0) {
        exchange_failed(errno, "");
        return;
    }
    setsockopt(http_fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    http_written = 0;
    http_got = 0;
    http_deadline = now_ms() + CONNECT_MS;
    if (connect(http_fd, (struct sockaddr *) &address, sizeof address) == 0) {
        http_state = WRITING;
    } else if (errno == EINPROGRESS) {
        http_state = CONNECTING;
    } else {
        exchange_failed(errno, "");
    }
}

static void http_step(short events) {
    if (http_state == CONNECTING && (events & (POLLOUT | POLLERR | POLLHUP))) {
        int error = 0;
        socklen_t size = sizeof error;
        getsockopt(http_fd, SOL_SOCKET, SO_ERROR, &error, &size);
        if (error != 0) {
            exchange_failed(error, "");
            return;
        }
        http_state = WRITING;
    }
    if (http_state == WRITING) {
        while (http_written < pending->length) {
            ssize_t n = send(http_fd, pending->data + http_written, pending->length - http_written, MSG_NOSIGNAL);
            if (n < 0 && errno == EAGAIN) {
                return;
            }
            if (n < 0) {
                exchange_failed(errno == EINTR ? 0 : errno, "connection reset");
                return;
            }
            http_written += (size_t) n;
        }
        http_sent_ns = now_ns();
        http_deadline = now_ms() + wait_ms;
        http_state = WAITING;
        return;
    }
    if ((http_state == WAITING || http_state == READING) && (events & (POLLIN | POLLERR | POLLHUP))) {
        char buffer[CHUNK];
        ssize_t n = recv(http_fd, buffer, sizeof buffer, 0);
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
            return;
        }
        if (n < 0) {
            exchange_failed(errno, "");
            return;
        }
        if (http_state == WAITING) {
            if (n == 0) {
                exchange_failed(0, "the server closed the connection without a response");
                return;
            }
            long long processing = now_ns() - http_sent_ns;
            unsigned char nanos[8];
            for (int i = 0; i < 8; i++) {
                nanos[i] = (unsigned char) (processing >> (56 - 8 * i));
            }
            send_frame('A', nanos, 8);
            http_state = READING;
            http_deadline = now_ms() + BODY_MS;
        }
        if (n == 0) {
            send_frame('Y', "\0", 1);
            end_exchange();
            return;
        }
        long long room = http_cap - http_got;
        send_frame('a', buffer, (size_t) (n < room ? n : room));
        http_got += n;
        if (http_got >= http_cap) {
            send_frame('Y', "\1", 1);
            end_exchange();
        }
    }
}

static void http_timeouts(void) {
    if (http_state != IDLE && now_ms() >= http_deadline) {
        if (http_state == READING) {
            send_frame('Y', "\2", 1); /* the body did not arrive in time */
        } else if (http_state == WAITING) {
            send_frame('Y', "\4", 1); /* no response in time: the engine's deadline decides */
        } else {
            send_text('Z', "connect timed out");
        }
        end_exchange();
    }
}

/* Tells the worker once the strategy's server accepts connections. */
static void probe(void) {
    if (connected || bot_done || now_ms() < next_probe) {
        return;
    }
    next_probe = now_ms() + PROBE_MS;
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t) port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        return;
    }
    int ok = connect(fd, (struct sockaddr *) &address, sizeof address) == 0;
    if (!ok && errno == EINPROGRESS) {
        struct pollfd wait = {fd, POLLOUT, 0};
        int error = 0;
        socklen_t size = sizeof error;
        ok = poll(&wait, 1, 50) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0;
    }
    close(fd);
    if (ok) {
        connected = 1;
        send_frame('C', NULL, 0);
    }
}

/* ---- frames from the worker ---------------------------------------------------------------- */

static void handle(char type, char *payload, size_t length) {
    switch (type) {
        case 'P':
            put_file(payload, length);
            break;
        case 'B':
            file_bytes(payload, length);
            break;
        case 'R':
            run(payload, length);
            break;
        case 'D':
            if (mode == 'h') {
                struct request *request = calloc(1, sizeof *request);
                if (request == NULL || (request->data = malloc(length ? length : 1)) == NULL) {
                    fail("out of memory");
                }
                memcpy(request->data, payload, length);
                request->length = length;
                if (pending_last != NULL) {
                    pending_last->next = request;
                } else {
                    pending = request;
                }
                pending_last = request;
            } else if (mode == 's' && in_fd >= 0) {
                queue_add(&to_bot, payload, length);
            } else if (mode == 't' && conn_fd >= 0) {
                queue_add(&to_bot, payload, length);
            }
            break;
        case 'T':
            finish(1);
            break;
        default:
            fail("unknown frame type %d", type);
    }
}

static char input[5 + MAX_PAYLOAD];
static size_t input_length;

static void read_worker(void) {
    ssize_t n = read(0, input + input_length, sizeof input - input_length);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) {
        return;
    }
    if (n <= 0) {
        finish(1); /* the worker detached: nobody wants this strategy any more */
    }
    input_length += (size_t) n;
    size_t at = 0;
    while (input_length - at >= 5) {
        unsigned char *head = (unsigned char *) input + at;
        size_t length = (size_t) head[1] << 24 | (size_t) head[2] << 16 | (size_t) head[3] << 8 | head[4];
        if (length > MAX_PAYLOAD) {
            fail("a frame of %zu bytes is over the limit", length);
        }
        if (input_length - at < 5 + length) {
            break;
        }
        handle((char) head[0], input + at + 5, length);
        at += 5 + length;
    }
    memmove(input, input + at, input_length - at);
    input_length -= at;
}

/* ---- the loop ------------------------------------------------------------------------------- */

static void reap(void) {
    char drained[64];
    while (read(child_pipe[0], drained, sizeof drained) > 0) {
    }
    int status;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
        if (pid == bot && !bot_done) {
            bot_done = 1;
            bot_status = status;
            drain_until = now_ms() + DRAIN_MS;
        }
    }
}

int main(void) {
    prctl(PR_SET_DUMPABLE, 0);
    hide_environment();
    signal(SIGPIPE, SIG_IGN);
    privileged = getuid() == 0;
    if (pipe2(child_pipe, O_CLOEXEC | O_NONBLOCK) < 0) {
        return 3;
    }
    struct sigaction child = {0};
    child.sa_handler = on_child;
    child.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigaction(SIGCHLD, &child, NULL);
    if (privileged && act_as(ARENA_UID) < 0) {
        fail("cannot act as the strategy's user (%d): %s", ARENA_UID, strerror(errno));
    }
    send_text('H', VERSION);
    for (;;) {
        struct pollfd fds[8];
        int n = 0, worker = -1, out = -1, logs = -1, in = -1, listener = -1, conn = -1, http = -1, children;
        fds[worker = n++] = (struct pollfd){0, POLLIN, 0};
        fds[children = n++] = (struct pollfd){child_pipe[0], POLLIN, 0};
        if (out_fd >= 0) {
            fds[out = n++] = (struct pollfd){out_fd, POLLIN, 0};
        }
        if (log_fd >= 0) {
            fds[logs = n++] = (struct pollfd){log_fd, POLLIN, 0};
        }
        if (in_fd >= 0 && to_bot.length > 0) {
            fds[in = n++] = (struct pollfd){in_fd, POLLOUT, 0};
        }
        if (listen_fd >= 0) {
            fds[listener = n++] = (struct pollfd){listen_fd, POLLIN, 0};
        }
        if (conn_fd >= 0) {
            fds[conn = n++] = (struct pollfd){conn_fd, (short) (POLLIN | (to_bot.length > 0 ? POLLOUT : 0)), 0};
        }
        if (mode == 'h' && http_state == IDLE && pending != NULL) {
            begin_exchange();
        }
        if (http_fd >= 0) {
            short events = http_state == CONNECTING || http_state == WRITING ? POLLOUT : POLLIN;
            fds[http = n++] = (struct pollfd){http_fd, events, 0};
        }
        long long timeout = -1;
        if (mode == 'h' && !connected && !bot_done) {
            timeout = PROBE_MS;
        }
        if (http_fd >= 0) {
            long long left = http_deadline - now_ms();
            timeout = timeout < 0 || left < timeout ? (left < 0 ? 0 : left) : timeout;
        }
        if (bot_done) {
            long long left = drain_until - now_ms();
            timeout = timeout < 0 || left < timeout ? (left < 0 ? 0 : left) : timeout;
        }
        if (poll(fds, (nfds_t) n, (int) timeout) < 0 && errno != EINTR) {
            fail("poll failed: %s", strerror(errno));
        }
        if (fds[children].revents) {
            reap();
        }
        if (out >= 0 && fds[out].revents) {
            route_output(&out_fd, 1);
        }
        if (logs >= 0 && fds[logs].revents) {
            route_output(&log_fd, 0);
        }
        if (in >= 0 && fds[in].revents && queue_flush(&to_bot, in_fd) < 0) {
            close_fd(&in_fd); /* the strategy closed its stdin */
        }
        if (listener >= 0 && fds[listener].revents) {
            conn_fd = accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (conn_fd >= 0) {
                int yes = 1;
                setsockopt(conn_fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
                close_fd(&listen_fd); /* one connection per strategy */
                send_frame('C', NULL, 0);
            }
        }
        if (conn >= 0 && (fds[conn].revents & POLLOUT) && queue_flush(&to_bot, conn_fd) < 0) {
            /* the peer is gone: its reads report it */
        }
        if (conn >= 0 && (fds[conn].revents & (POLLIN | POLLERR | POLLHUP))) {
            char buffer[CHUNK];
            ssize_t got = recv(conn_fd, buffer, sizeof buffer, 0);
            if (got > 0) {
                /* Acknowledge at once, not on the delayed-ACK timer (the kernel leaves this mode by itself, so
                 * again after every read): a strategy that writes its turn in several small writes with Nagle's
                 * algorithm on sends the next one only once the last is acknowledged, 40 ms later otherwise. */
                int yes = 1;
                setsockopt(conn_fd, IPPROTO_TCP, TCP_QUICKACK, &yes, sizeof yes);
                send_frame('O', buffer, (size_t) got);
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                close_fd(&conn_fd);
                to_bot.length = 0;
                send_frame('X', NULL, 0);
            }
        }
        if (http >= 0 && http_fd >= 0) {
            http_step(fds[http].revents);
        }
        if (http_fd >= 0) {
            http_timeouts();
        }
        if (mode == 'h') {
            probe();
        }
        if (fds[worker].revents) {
            read_worker();
        }
        if (bot_done && ((out_fd < 0 && log_fd < 0) || now_ms() >= drain_until)) {
            finish(0);
        }
    }
}
