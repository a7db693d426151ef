/* sudoku_jobs.h: `sudoku -j N`, the puzzles of every input answered on N worker threads and
 * written in input order, streaming, through a fixed window of puzzles in flight. The pipeline
 * knows how to read, hand out and write in order; how a puzzle is answered is the caller's. */
#ifndef CLI_SUDOKU_JOBS_H
#define CLI_SUDOKU_JOBS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "sudoku/geometry.h"
#include "sudoku/sudoku.h"

/* What the thread answering a puzzle lends the answer function: its own solver, whose searches
 * stop on its own flag, and the geometry it was made for; a temporary file of its own
 * (*scratch_file starts NULL; the answer function may create it, and keep it for the next puzzles;
 * the owner closes it); and the timer of --timeout, which arm(timer, seconds) starts and
 * disarm(timer) stops, clearing a stop the timer made but never one a signal made. */
typedef struct sudoku_answer_tools {
  sudoku_solver *solver;
  const sudoku_geometry *geometry; /* the puzzle's, which the solver was made for */
  FILE **scratch_file;
  void (*arm)(void *timer, double seconds);
  void (*disarm)(void *timer);
  void *timer;
} sudoku_answer_tools;

/* Solves puzzle (the puzzle_number-th, 1-based, read in layout) and writes its whole answer to
 * out, the result to *result. Returns 0, or the exit status of a failure that must end the run
 * (after saying so on standard error). */
typedef int (*sudoku_answer_function)(const void *context, const sudoku_answer_tools *tools,
                                      FILE *out, unsigned long puzzle_number,
                                      const sudoku_grid *puzzle, sudoku_layout layout,
                                      sudoku_result *result);

/* Writes into message (capacity bytes, NUL-terminated) the line that says why result, which was
 * interrupted, is partial; called right after the search, by the thread that made it. */
typedef void (*sudoku_describe_partial_function)(const void *context, const sudoku_result *result,
                                                 char *message, size_t capacity);

typedef struct sudoku_jobs_settings {
  unsigned threads;                /* workers, at least 1 */
  sudoku_layout layout;            /* for the reader */
  const sudoku_geometry *geometry; /* of headerless input (the command line's); a header in the
                                    input changes it for the puzzles that follow */
  uint64_t max_nodes;              /* per puzzle, 0: none */
  double timeout_seconds;          /* per puzzle, 0: none */
  bool large_answers;              /* --all: answers wait in temporary files, not in memory */
  sudoku_answer_function answer;   /* both called with context */
  sudoku_describe_partial_function describe_partial;
  const void *context;
} sudoku_jobs_settings;

/* Copies the first length bytes of held (a temporary file an answer waited in) to out, and
 * rewinds held for its next use; false when held could not be read back. */
bool sudoku_jobs_copy_held_text(FILE *held, long length, FILE *out);

/* What was answered, for --stats. */
typedef struct sudoku_jobs_totals {
  unsigned long puzzles;
  uint64_t solutions;
  uint64_t nodes;
} sudoku_jobs_totals;

/* Answers every puzzle of the operands ("-" is standard input), in order, as the serial command
 * does, with the same messages on standard error in the same order; adds what it answered to
 * *totals and returns the exit status (the gravest of all that went wrong). The caller must have
 * installed the stop signals' handlers (cli_handle_stop_signals). */
int sudoku_jobs_answer_operands(const sudoku_jobs_settings *settings, char *const *operands,
                                int operand_count, sudoku_jobs_totals *totals);

#endif
