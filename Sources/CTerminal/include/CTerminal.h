#ifndef CTERMINAL_H
#define CTERMINAL_H

#include <stddef.h>
#include <termios.h>

/// The part of the terminal layer that must run inside signal handlers, in C
/// so that it is async-signal-safe: it only calls write, tcsetattr, sigaction,
/// sigprocmask and raise, on data copied here beforehand.
///
/// `cterminal_arm` copies the terminal's original modes and the bytes that undo
/// the screen setup (leave the alternate screen, show the cursor, mouse off...).
/// From then on the terminal is restored exactly once, by whichever comes
/// first: `cterminal_restore`, exit(), a crash signal, SIGQUIT, a stop signal
/// (SIGTSTP, SIGTTIN, SIGTTOU; re-armed on resume), or a second signal asking
/// to end while the first is unanswered.

/// Copies what a restore needs; returns -1 when `length` exceeds the buffer.
int cterminal_arm(int fd, const struct termios *original, const char *restore, size_t length);

/// Writes the restore bytes and puts the original modes back, once per arming.
void cterminal_restore(void);

/// Installs the signal handlers (once per process; later calls only re-install
/// them after `cterminal_uninstall`) for every signal whose default action
/// ends or stops the process, leaving alone those the process was started
/// with ignored. Returns the read end of a non-blocking pipe that receives one
/// byte per signal for the main loop: SIGWINCH, SIGCONT, and the signals that
/// ask the program to end (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGPIPE, the real-time
/// signals). Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
/// SIGSYS, SIGXCPU, SIGXFSZ) restore and go on to the previous handler;
/// SIGQUIT restores and ends by its default action. Returns -1 if the pipe
/// cannot be made.
int cterminal_install(void);

/// Puts back the signal dispositions found by `cterminal_install`.
void cterminal_uninstall(void);

/// Tells the handlers that a signal asking to end has been answered.
void cterminal_acknowledge_stop(void);

/// Ends the process by `signal` with its default action (so the shell sees
/// "killed by SIGINT"), after the caller has restored the terminal.
void cterminal_die_by(int signal);

#endif
