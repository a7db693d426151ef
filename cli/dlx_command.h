/* dlx_command.h: what the files of the `dlx` command share (dlx_main.c, dlx_cheapest.c): its
 * settings, read from the command line, and the helpers that name the input, say what stopped a
 * search and print its statistics, so that every search of the command reports alike. */
#ifndef CLI_DLX_COMMAND_H
#define CLI_DLX_COMMAND_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "dlx/dlx.h"

typedef struct settings {
  bool count_only;
  uint64_t limit;
  bool print_statistics;
  const char *statistic_names; /* --stats=NAMES (checked); NULL: --stats's summary line */
  dlx_representation representation;
  uint64_t max_nodes;
  double timeout_seconds;
  const char *operand;
  unsigned threads;     /* 1: the search of dlx_solve, on one core */
  uint32_t part, parts; /* --part=I/N; 0/0 without it */
  bool merge;           /* --merge: the operands are result lines of --part */
  bool missing;         /* --missing, with --merge: list the parts still to run */
  bool knuth;           /* --knuth: the output layout of Knuth's programs */
  int progress;         /* --progress 1, --no-progress 0; -1: when standard error is a terminal */
  /* The last option given that only a search uses (--merge runs none), as "--limit". */
  const char *search_option_given;
  bool limit_given;
  bool restarts; /* --restarts[=SEED]: the engine's randomised restarts, with -l 1 */
  bool weighted; /* --weighted: weighted branching, on the bitset */
  uint64_t best; /* --min-cost (1) or --best=K: the K cheapest solutions; 0 without */
  uint64_t restart_seed;
  dlx_memo_mode memo;      /* --memo[=auto|on|off]: off by default */
  bool memo_given;         /* --memo with any value */
  uint64_t memo_mebibytes; /* --memo-size=MiB; 0: the engine's default */
  dlx_switch symmetry;     /* --symmetry=auto|on|off: auto by default */
  bool symmetry_given;     /* --symmetry with any value */
  const char *zdd_file;    /* --zdd=FILE */
  bool sample_given, seed_given;
  uint64_t samples, seed; /* --sample=K --seed=S */
  int operand_count;
  char **operands;
} settings;

/* The input's name in messages: "<stdin>" for -. */
const char *cli_dlx_input_name(const settings *settings);

/* What cut a search short: the signal, when one came, else the limit or --timeout. */
const char *cli_dlx_stop_cause(dlx_status status);

/* The exit status of a search cut short by --max-nodes, --timeout or a signal. */
int cli_dlx_stopped_exit_status(void);

/* The seconds since start (CLOCK_MONOTONIC). */
double cli_dlx_seconds_since(const struct timespec *start);

/* --stats: the line on standard error (count: the number of solutions in decimal), and with the
 * memo a second line on its cache; --stats=NAMES: a line "NAME: VALUE" for each statistic named,
 * in the order given, instead. */
void cli_dlx_print_statistics(const settings *settings, const dlx_statistics *statistics,
                              const char *count, double seconds);

/* Checks the NAMES of --stats=NAMES: names of dlx_statistic_name separated by commas. Returns -1
 * when every one is known, else prints the usage error, which names the first unknown one and
 * lists the known ones, and returns EXIT_STATUS_USAGE. */
int cli_dlx_check_statistic_names(const char *names);

#endif
