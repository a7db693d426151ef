/* exit_status.h: the exit statuses of the commands, as documented in their --help and README. */
#ifndef CLI_EXIT_STATUS_H
#define CLI_EXIT_STATUS_H

enum exit_status {
  EXIT_STATUS_SUCCESS = 0,       /* every input was read and answered */
  EXIT_STATUS_BAD_INPUT = 1,     /* an input is malformed; what came before it was answered */
  EXIT_STATUS_USAGE = 2,         /* the command line is wrong */
  EXIT_STATUS_INPUT_OUTPUT = 3,  /* a file could not be opened or read, or the output written */
  EXIT_STATUS_OUT_OF_MEMORY = 4, /* memory ran out */
  EXIT_STATUS_PARTIAL = 5,       /* --max-nodes or --timeout cut a search short: a partial answer */
  /* A command stopped by SIGINT or SIGTERM prints the partial answer of the puzzle at hand and
   * exits with 128 + the signal's number: 130 or 143. */
};

/* When several things go wrong in one run, the command exits with the gravest, the one that leaves
 * the most of the answer missing: a signal (130, 143), then 4, 3, 1, 5, and 0 last. */
int cli_graver_exit_status(int status, int other_status);

#endif
