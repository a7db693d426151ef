/* sudoku_rate.h: `sudoku --rate` and `--explain`, each puzzle answered with how hard it is for a
 * person (sudoku/rater.h) and the search nodes the engine needed, and `--difficulty` for
 * `--generate`, which keeps only the puzzles whose level is in a range. */
#ifndef CLI_SUDOKU_RATE_H
#define CLI_SUDOKU_RATE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cli/sudoku_jobs.h"
#include "sudoku/rater.h"

typedef enum cli_rate_mode {
  CLI_RATE_OFF,
  CLI_RATE_LINE,    /* --rate: one line per puzzle */
  CLI_RATE_EXPLAIN, /* --explain: every step, then that line and an empty line */
  CLI_RATE_HINT,    /* --hint: the next step of a partly solved grid (sudoku/hint.h) */
} cli_rate_mode;

/* What --rate, --explain and --hint are asked for. */
typedef struct cli_rate_settings {
  cli_rate_mode mode;
  bool json;              /* -f json: one JSON object per puzzle, on one line */
  double timeout_seconds; /* 0: none */
  uint64_t max_nodes;     /* 0: none; else also the node limit of the rater's guessing search */
} cli_rate_settings;

/* Counts the solutions of puzzle up to 2 with the engine and rates it for tools->geometry, the
 * timer of --timeout armed for settings->timeout_seconds over both, and writes the rating line to
 * out (with -f json, one object: man/sudoku.1 lists its members; with --hint, the hint instead):
 *   "easy (hardest: hidden single): naked single 30, hidden single 21; 1 engine node"
 * in the puzzle's alphabet for --explain's steps. The line says "not rated: RULE" for a rule the
 * rater cannot follow, "search stopped after N engine nodes" when the count was cut short, and
 * "rating stopped" when the stop request (a signal, the timer) cut the rating short; the answer is
 * then partial: result->interrupted is set. Returns 0, or the exit status of a failure that ends
 * the run (said on standard error). */
int cli_rate_puzzle(const cli_rate_settings *settings, const sudoku_answer_tools *tools, FILE *out,
                    unsigned long puzzle_number, const sudoku_grid *puzzle, sudoku_result *result);

/* Parses --difficulty=LEVEL or LEVEL-LEVEL (sudoku_rater_level_name's names, easiest first); false
 * when malformed. */
bool cli_parse_difficulty(const char *argument, rater_level *lowest, rater_level *highest);

/* The generator's accept hook for --difficulty: a rater for the geometry and the levels kept. */
typedef struct cli_difficulty_filter {
  rater *rater;
  rater_level lowest, highest;
  unsigned long rated; /* puzzles rated, kept or not */
} cli_difficulty_filter;

/* Makes filter's rater for geometry; returns 0, or the exit status of the failure (said on
 * standard error: out of memory, or a rule the rater cannot follow). */
int cli_difficulty_filter_start(cli_difficulty_filter *filter, const sudoku_geometry *geometry);
void cli_difficulty_filter_finish(cli_difficulty_filter *filter);

/* A sudoku_puzzle_acceptor: true when puzzle rates within the filter's levels. */
bool cli_difficulty_accepts(void *filter, const sudoku_grid *puzzle, const sudoku_grid *solution);

#endif
