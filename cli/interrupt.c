/* interrupt.c: the signal handlers and the timer behind --timeout. Everything a handler does is to
 * raise cli_stop and store the signal's number, both lock-free atomic stores (and, for the first
 * SIGINT or SIGTERM, to give both signals back their default action); the search notices within
 * 1024 nodes and unwinds cleanly, and the command then prints the partial answer. Any thread may
 * read what a handler stored: nothing here is a plain (or volatile) variable shared between
 * threads. */
#include "interrupt.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

dlx_stop *cli_stop = NULL;
/* Lock-free (checked below), so a handler may store it and any thread load it. */
static atomic_int received_signal = 0;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "a signal handler stores received_signal");

static void install(int signal_number, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  sigaction(signal_number, &action, NULL);
}

/* The first SIGINT or SIGTERM asks for a clean stop, which may still wait for a reader of the
 * output; a second one then ends the command at once, as it would have without handlers. The
 * signal's number is stored before the stop is raised, so that whoever sees the stop raised by a
 * signal also sees which (cli_disarm_timeout relies on it). */
static void request_stop(int signal_number) {
  if (signal_number != SIGALRM && !atomic_load(&received_signal)) {
    atomic_store(&received_signal, signal_number);
    install(SIGINT, SIG_DFL, 0);
    install(SIGTERM, SIG_DFL, 0);
  }
  dlx_request_stop(cli_stop);
}

static void install_handlers(int flags) {
  if (!atomic_load(&received_signal)) {
    install(SIGINT, request_stop, flags);
    install(SIGTERM, request_stop, flags);
  }
  install(SIGALRM, request_stop, flags);
}

/* At exit: the handlers go first, so that no signal raises the flag once it is freed. */
static void destroy_stop(void) {
  install(SIGINT, SIG_DFL, 0);
  install(SIGTERM, SIG_DFL, 0);
  install(SIGALRM, SIG_IGN, 0);
  dlx_stop *stop = cli_stop;
  cli_stop = NULL;
  dlx_stop_destroy(stop);
}

bool cli_create_stop(void) {
  if (cli_stop) return true;
  if (dlx_stop_create(&cli_stop) != DLX_OK) return false;
  atexit(destroy_stop);
  return true;
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

/* The stop is lowered first and raised again if a signal had come: a signal that comes in between
 * raises it itself, so no signal's stop is ever lost. */
void cli_disarm_timeout(void) {
  set_timer(0);
  dlx_clear_stop(cli_stop);
  if (atomic_load(&received_signal)) dlx_request_stop(cli_stop);
}

int cli_stop_signal(void) {
  return atomic_load(&received_signal);
}

const char *cli_stop_signal_name(void) {
  int signal_number = cli_stop_signal();
  if (!signal_number) return NULL;
  return signal_number == SIGTERM ? "SIGTERM" : "SIGINT";
}

int cli_exit_status_for_signal(int signal_number) {
  return 128 + signal_number;
}
