/* interrupt.h: stopping a search from outside the engine: SIGINT and SIGTERM, and --timeout. The
 * signal handlers only set cli_stop_request, which the search reads (dlx_search.stop_request). */
#ifndef CLI_INTERRUPT_H
#define CLI_INTERRUPT_H

#include <signal.h>
#include <stdbool.h>

extern volatile sig_atomic_t cli_stop_request;

/* Installs the handlers of SIGINT, SIGTERM and SIGALRM, without SA_RESTART, so that a read
 * blocked on a terminal or pipe returns too (EINTR). A write interrupted so fails as well: stdio
 * then drops what its buffer held, so a command that reads while it writes writes its output with
 * write(2) itself, retrying (cli/standard_output.h). The first SIGINT or SIGTERM sets
 * cli_stop_request; a second one ends the command at once (their default action). */
void cli_handle_stop_signals(void);

/* The same handlers with SA_RESTART, for a command that has read its whole input and writes
 * through stdio: a write blocked on a full pipe when a signal comes goes on once the reader reads,
 * instead of failing with EINTR and losing the output still in stdio's buffer. */
void cli_restart_writes_after_stop_signals(void);

/* Arms a timer that sets cli_stop_request after seconds (nothing for 0), and disarms it. Disarming
 * clears a request the timer made, but never one a signal made. */
void cli_arm_timeout(double seconds);
void cli_disarm_timeout(void);

/* The SIGINT or SIGTERM received so far, or 0. */
int cli_stop_signal(void);

/* Its name for messages, "SIGINT" or "SIGTERM"; NULL when none was received. */
const char *cli_stop_signal_name(void);

/* The exit status for a command ended by signal_number: 128 + the number (130, 143). */
int cli_exit_status_for_signal(int signal_number);

#endif
