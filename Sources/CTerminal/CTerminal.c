#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { restore_capacity = 512, signal_limit = 65 };

static struct termios original_modes;
static int tty_fd = -1;
static char restore_bytes[restore_capacity];
static size_t restore_length;
static volatile sig_atomic_t armed;
static volatile sig_atomic_t stop_pending;
static int pipe_fds[2] = {-1, -1};
static int installed;
static int atexit_registered;
static struct sigaction previous[signal_limit];
static char alternate_stack[64 * 1024];

/// Signals that end the process abnormally: restore, then let the previous
/// handler (the default action, or Swift's backtracer) run.
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGXCPU, SIGXFSZ};
/// Signals the main loop answers: redraw, resume.
static const int notified_signals[] = {SIGWINCH, SIGCONT};
/// Signals whose default action ends the process, asked of the main loop so
/// that it can save its state and end by the same signal (the real-time
/// signals too). A second one while the first is unanswered ends at once.
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
                                   SIGIO, SIGPWR, SIGSTKFLT, SIGPIPE};
/// Signals that stop the process (Ctrl-Z, a background read or write).
static const int suspend_signals[] = {SIGTSTP, SIGTTIN, SIGTTOU};

/// Which signals `cterminal_install` changed (to put back by `cterminal_uninstall`).
static unsigned char changed[signal_limit];

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

int cterminal_arm(int fd, const struct termios *original, const char *restore, size_t length) {
    if (length > restore_capacity) return -1;
    armed = 0;
    tty_fd = fd;
    original_modes = *original;
    memcpy(restore_bytes, restore, length);
    restore_length = length;
    armed = 1;
    if (!atexit_registered) {
        atexit(cterminal_restore);
        atexit_registered = 1;
    }
    return 0;
}

void cterminal_restore(void) {
    if (!armed) return;
    armed = 0;
    int saved_errno = errno;
    write_all(tty_fd, restore_bytes, restore_length);
    tcsetattr(tty_fd, TCSANOW, &original_modes);
    errno = saved_errno;
}

static void notify(int signal) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)signal;
    if (pipe_fds[1] >= 0) (void)!write(pipe_fds[1], &byte, 1);
    errno = saved_errno;
}

static void on_notified(int signal) { notify(signal); }

static void on_stop_request(int signal) {
    // The loop did not answer the first one (stuck?): restore and die now.
    if (stop_pending) {
        cterminal_restore();
        cterminal_die_by(signal);
    }
    stop_pending = 1;
    notify(signal);
}

/// SIGQUIT (Ctrl-\ ): the terminal back first, then the default action (a core
/// dump where enabled), without Swift's backtracer: a quit the user asked for is
/// not a crash, and the backtracer would wait 30 s for a key on the terminal.
static void on_quit(int signal) {
    cterminal_restore();
    cterminal_die_by(signal);
}

static void on_stop(int signal) {
    int saved_errno = errno;
    int was_armed = armed;
    cterminal_restore();
    // Stop for real with the default action; execution resumes here on SIGCONT.
    struct sigaction stop_action, own;
    memset(&stop_action, 0, sizeof stop_action);
    stop_action.sa_handler = SIG_DFL;
    sigaction(signal, &stop_action, &own);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal);
    sigaction(signal, &own, NULL);
    if (was_armed) notify(SIGCONT);
    errno = saved_errno;
}

static void on_crash(int signal) {
    cterminal_restore();
    if (signal > 0 && signal < signal_limit) sigaction(signal, &previous[signal], NULL);
    // Pending until this handler returns, then handled by the previous action;
    // a fault re-executed after return also meets the previous action.
    raise(signal);
}

/// Installs `handler` for `signal` unless the process was started with it
/// ignored (as `nohup` does for SIGHUP): an ignored signal stays ignored.
static void install(int signal, void (*handler)(int), int flags) {
    if (signal <= 0 || signal >= signal_limit) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, &previous[signal]);
    if (previous[signal].sa_handler == SIG_IGN) {
        sigaction(signal, &previous[signal], NULL);
        return;
    }
    changed[signal] = 1;
}

#define EACH(list, body) \
    for (size_t index = 0; index < sizeof list / sizeof *list; index++) { int signal = list[index]; body; }

int cterminal_install(void) {
    if (pipe_fds[0] < 0) {
        if (pipe(pipe_fds) != 0) return -1;
        for (int index = 0; index < 2; index++) {
            fcntl(pipe_fds[index], F_SETFL, fcntl(pipe_fds[index], F_GETFL) | O_NONBLOCK);
            fcntl(pipe_fds[index], F_SETFD, FD_CLOEXEC);
        }
        // A crash from a stack overflow needs a stack to run its handler on.
        stack_t stack;
        stack.ss_sp = alternate_stack;
        stack.ss_size = sizeof alternate_stack;
        stack.ss_flags = 0;
        sigaltstack(&stack, NULL);
    }
    if (installed) return pipe_fds[0];
    stop_pending = 0;
    EACH(crash_signals, install(signal, on_crash, SA_ONSTACK | SA_NODEFER))
    EACH(notified_signals, install(signal, on_notified, SA_RESTART))
    EACH(stop_signals, install(signal, on_stop_request, SA_RESTART))
    for (int signal = SIGRTMIN; signal <= SIGRTMAX; signal++) install(signal, on_stop_request, SA_RESTART);
    EACH(suspend_signals, install(signal, on_stop, SA_RESTART))
    install(SIGQUIT, on_quit, 0);
    installed = 1;
    return pipe_fds[0];
}

void cterminal_uninstall(void) {
    if (!installed) return;
    for (int signal = 1; signal < signal_limit; signal++) {
        if (!changed[signal]) continue;
        sigaction(signal, &previous[signal], NULL);
        changed[signal] = 0;
    }
    installed = 0;
}

void cterminal_acknowledge_stop(void) {
    stop_pending = 0;
}

void cterminal_die_by(int signal) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigaction(signal, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal);
    _exit(128 + signal);
}
