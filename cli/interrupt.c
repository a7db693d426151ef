/* interrupt.c: the signal handlers and the timer behind --timeout. Everything a handler does is to
 * store to a volatile sig_atomic_t (and, for the first SIGINT or SIGTERM, to give both signals back
 * their default action); the search notices within 1024 nodes and unwinds cleanly, and the command
 * then prints the partial answer. */
#include "interrupt.h"

#include <string.h>
#include <sys/time.h>

volatile sig_atomic_t cli_stop_request = 0;
static volatile sig_atomic_t received_signal = 0;

static void install(int signal_number, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  sigaction(signal_number, &action, NULL);
}

/* The first SIGINT or SIGTERM asks for a clean stop, which may still wait for a reader of the
 * output; a second one then ends the command at once, as it would have without handlers. */
static void request_stop(int signal_number) {
  if (signal_number != SIGALRM && !received_signal) {
    received_signal = signal_number;
    install(SIGINT, SIG_DFL, 0);
    install(SIGTERM, SIG_DFL, 0);
  }
  cli_stop_request = 1;
}

static void install_handlers(int flags) {
  if (!received_signal) {
    install(SIGINT, request_stop, flags);
    install(SIGTERM, request_stop, flags);
  }
  install(SIGALRM, request_stop, flags);
}

void cli_handle_stop_signals(void) {
  install_handlers(0);
}

void cli_restart_writes_after_stop_signals(void) {
  install_handlers(SA_RESTART);
}

/* Rounds to the nearest microsecond, the timer's unit, and never to 0, which would disarm it. */
static void set_timer(double seconds) {
  struct itimerval timer;
  memset(&timer, 0, sizeof timer);
  if (seconds > 0) {
    unsigned long long microseconds = (unsigned long long)(seconds * 1e6 + 0.5);
    if (microseconds == 0) microseconds = 1;
    timer.it_value.tv_sec = (time_t)(microseconds / 1000000);
    timer.it_value.tv_usec = (suseconds_t)(microseconds % 1000000);
  }
  setitimer(ITIMER_REAL, &timer, NULL);
}

void cli_arm_timeout(double seconds) {
  if (seconds > 0) set_timer(seconds);
}

void cli_disarm_timeout(void) {
  set_timer(0);
  if (!received_signal) cli_stop_request = 0;
}

int cli_stop_signal(void) {
  return received_signal;
}

const char *cli_stop_signal_name(void) {
  if (!received_signal) return NULL;
  return received_signal == SIGTERM ? "SIGTERM" : "SIGINT";
}

int cli_exit_status_for_signal(int signal_number) {
  return 128 + signal_number;
}
