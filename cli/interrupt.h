/* interrupt.h: stopping a search from outside the engine: SIGINT and SIGTERM, and --timeout. The
 * signal handlers and the timer only raise cli_stop (dlx_request_stop: a lock-free atomic store),
 * which the searches watch (dlx_search.stop). */
#ifndef CLI_INTERRUPT_H
#define CLI_INTERRUPT_H

#include <signal.h>
#include <stdbool.h>

#include "dlx/dlx.h"

/* The command's stop, which every search that the signals and the timer may cut short watches:
 * made by cli_create_stop at start-up, before the handlers that raise it are installed. */
extern dlx_stop *cli_stop;

/* Makes cli_stop; false when memory ran out. */
bool cli_create_stop(void);

/* Installs the handlers of SIGINT, SIGTERM and SIGALRM, without SA_RESTART, so that a read
 * blocked on a terminal or pipe returns too (EINTR). A write interrupted so fails as well: stdio
 * then drops what its buffer held, so a command that reads while it writes writes its output with
 * write(2) itself, retrying (cli/standard_output.h). The first SIGINT or SIGTERM raises cli_stop;
 * a second one ends the command at once (their default action). */
void cli_handle_stop_signals(void);

/* The same handlers with SA_RESTART, for a command that has read its whole input and writes
 * through stdio: a write blocked on a full pipe when a signal comes goes on once the reader reads,
 * instead of failing with EINTR and losing the output still in stdio's buffer. */
void cli_restart_writes_after_stop_signals(void);

/* Arms a timer that raises cli_stop after seconds (nothing for 0), and disarms it. Disarming
 * lowers a stop the timer raised, but never one a signal raised. */
void cli_arm_timeout(double seconds);
void cli_disarm_timeout(void);

/* The SIGINT or SIGTERM received so far, or 0 (an atomic load: any thread may ask). */
int cli_stop_signal(void);

/* Its name for messages, "SIGINT" or "SIGTERM"; NULL when none was received. */
const char *cli_stop_signal_name(void);

/* The exit status for a command ended by signal_number: 128 + the number (130, 143). */
int cli_exit_status_for_signal(int signal_number);

#endif
