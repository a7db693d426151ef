/* _interrupt.h: how a search run by the extension, with the GIL released, is stopped: by Ctrl-C
 * (SIGINT) within a few milliseconds, and by a timeout.
 *
 * Python runs its SIGINT handler (KeyboardInterrupt) only in the main thread, between bytecodes:
 * never while C code holds the thread without the GIL. So a search started from the main thread
 * installs, for its duration, a C handler of SIGINT that raises the search's dlx_stop
 * (dlx_request_stop, safe in a signal handler) and then calls the handler it replaced (Python's
 * own, which records the signal); when the search has stopped and the GIL is back,
 * PyErr_CheckSignals runs the Python handler, which raises KeyboardInterrupt as usual. A timeout is
 * checked in the engine's progress callback, every 16,384 nodes, with no GIL. Measured:
 * tests/test_interrupt.py.
 *
 * A step of solutions() (the search up to its next solution) is mostly short, and the two system
 * calls of installing and removing the handler were a fifth of listing the 14,200 solutions of 12
 * queens. So a step installs nothing at first: its search's progress callback, at most
 * STEP_ARMING_INTERVAL_NODES nodes into it, takes the GIL back for a moment and stops the search
 * if a SIGINT came meanwhile (Python's own handler recorded it), else installs the handler for the
 * rest of the step. Python's handlers run after the step, with the Solver unlocked, as before. */
#ifndef LIBDLX_INTERRUPT_H
#define LIBDLX_INTERRUPT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <signal.h>
#include <stdbool.h>

#include "dlx/dlx.h"

typedef struct search_stop {
  dlx_stop *flag;                    /* the search's stop (dlx_search.stop), owned */
  volatile sig_atomic_t interrupted; /* SIGINT came */
  volatile sig_atomic_t timed_out;
  double deadline; /* CLOCK_MONOTONIC seconds; 0: none */
  bool handler_installed;
  /* A step of a resumable search (search_stop_step_*): its thread state while it runs without
   * the GIL, whether the callback has yet to arm the stop, and whether it took a SIGINT that
   * Python had recorded before (search_stop_end records it again for Python's handlers). */
  PyThreadState *released;
  bool arming_pending;
  bool interrupt_to_replay;
  bool resumable; /* search_stop_prepare_steps made the flag: search_stop_free frees it */
} search_stop;

/* The progress interval of a step's search: how far into a step Ctrl-C may go unseen. */
#define STEP_ARMING_INTERVAL_NODES 4096

/* Module initialisation: remembers the main thread. Returns -1 with an exception set on failure. */
int search_stop_module_init(void);

/* With the GIL: starts watching a search (timeout_seconds <= 0: no timeout) with a new dlx_stop;
 * installs the SIGINT handler when called from the main thread and no other search of this thread
 * has it. -1 with MemoryError when the flag cannot be made (nothing to end then). */
int search_stop_begin(search_stop *stop, double timeout_seconds);

/* With the GIL: stops watching, and frees the flag of search_stop_begin; then, when SIGINT came,
 * runs Python's signal handlers and returns -1 if one raised (KeyboardInterrupt), else 0. After a
 * step of a resumable search it keeps the flag, which search_stop_free frees. */
int search_stop_end(search_stop *stop);

/* Fills the stop fields of a search: its dlx_stop, and the progress callback that checks the
 * deadline. */
void search_stop_prepare(search_stop *stop, dlx_search *search);

/* The same for a resumable search, once, before its first step (stop zeroed): a dlx_stop of its
 * own, and the progress callback that arms it (stop must stay where it is while the search lives,
 * and the search must end before search_stop_free). -1 with MemoryError. */
int search_stop_prepare_steps(search_stop *stop, dlx_search *search);

/* Frees the flag of search_stop_prepare_steps (none: nothing). */
void search_stop_free(search_stop *stop);

/* With the GIL: starts a step and releases the GIL (no handler yet); search_stop_step_end takes
 * the GIL back, and search_stop_end, called after, ends the step's watch. */
void search_stop_step_begin(search_stop *stop);
void search_stop_step_end(search_stop *stop);

#endif
