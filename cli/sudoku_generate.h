/* sudoku_generate.h: `sudoku --generate=N` and its options, which cli/sudoku_main.c hands over
 * here: parsing them, checking them against the solving options, the help text, and the run. */
#ifndef CLI_SUDOKU_GENERATE_H
#define CLI_SUDOKU_GENERATE_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "sudoku/answer.h"
#include "sudoku/generator_symmetry.h"
#include "sudoku/geometry.h"
#include "sudoku/rater.h"

typedef struct cli_generate_settings {
  bool requested;                /* --generate was given */
  uint64_t puzzle_count;         /* its N */
  const char *first_option_seen; /* a generator option, for the error when --generate is absent */
  sudoku_symmetry symmetry;
  bool minimal;
  unsigned fewest_givens, most_givens; /* --givens=MIN-MAX; 0 and 0 when absent */
  const char *givens_argument;
  bool seed_given;
  uint64_t seed;
  bool difficulty_given; /* --difficulty=LEVEL or LEVEL-LEVEL */
  rater_level easiest, hardest;
  bool killer; /* --killer: killer puzzles, cages only (cli/sudoku_generate_killer.c) */
} cli_generate_settings;

/* The getopt_long codes of the generator's options, and their entries of the option table. */
enum {
  CLI_OPTION_GENERATE = 1024,
  CLI_OPTION_SYMMETRY,
  CLI_OPTION_MINIMAL,
  CLI_OPTION_GIVENS,
  CLI_OPTION_SEED,
  CLI_OPTION_DIFFICULTY,
  CLI_OPTION_KILLER,
};
#define CLI_GENERATE_LONG_OPTIONS                                                                  \
  {"generate", required_argument, NULL, CLI_OPTION_GENERATE},                                      \
      {"symmetry", required_argument, NULL, CLI_OPTION_SYMMETRY},                                  \
      {"minimal", no_argument, NULL, CLI_OPTION_MINIMAL},                                          \
      {"givens", required_argument, NULL, CLI_OPTION_GIVENS},                                      \
      {"seed", required_argument, NULL, CLI_OPTION_SEED},                                          \
      {"difficulty", required_argument, NULL, CLI_OPTION_DIFFICULTY}, {                            \
    "killer", no_argument, NULL, CLI_OPTION_KILLER                                                 \
  }

/* True for the codes above. */
bool cli_is_generate_option(int option);

/* Parses one of the options above; returns -1 when the command should go on, else the exit status
 * of the usage error printed. */
int cli_parse_generate_option(int option, const char *argument, cli_generate_settings *settings);

/* After every option was read: a usage error (and its exit status) when a generator option comes
 * without --generate, or --generate with an input FILE or an option that only solving uses
 * (solving_option names it, NULL when none), or with an output style that prints no puzzle;
 * else -1. */
int cli_check_generate_settings(const cli_generate_settings *settings,
                                const sudoku_geometry *geometry, bool has_operands,
                                const char *solving_option, sudoku_answer_style style);

/* The generator's part of --help. */
void cli_print_generate_usage(FILE *out);

/* Prints the puzzles of geometry (--size, --boxes, --symbols, --variant) in style (count, the
 * default style of solving, is taken as line); with print_statistics, a summary on standard
 * error. Returns the command's exit status. */
int cli_generate_puzzles(const cli_generate_settings *settings, const sudoku_geometry *geometry,
                         sudoku_answer_style style, bool print_statistics);

#endif
