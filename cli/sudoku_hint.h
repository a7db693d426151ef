/* sudoku_hint.h: `sudoku --hint`: each puzzle read is a partly solved grid, answered with its next
 * logical step (sudoku/hint.h), or with the wrong entry that stops it, as text or JSON. */
#ifndef CLI_SUDOKU_HINT_H
#define CLI_SUDOKU_HINT_H

#include <stdio.h>

#include "cli/sudoku_jobs.h"
#include "cli/sudoku_rate.h"

/* Writes the hint for puzzle to out: one line of text, or one JSON object (man/sudoku.1), the
 * timer of --timeout armed over every search the hint makes. A hint the stop request or
 * --max-nodes cut short says so and sets result->interrupted. Returns 0, or the exit status of
 * a failure that ends the run (said on standard error). */
int cli_hint_puzzle(const cli_rate_settings *settings, const sudoku_answer_tools *tools, FILE *out,
                    unsigned long puzzle_number, const sudoku_grid *puzzle, sudoku_result *result);

/* --hint=marks: answers every pencil-mark grid of input (named name in messages) as
 * cli_hint_puzzle does, each with its candidates, on the main thread; *puzzles counts the grids
 * answered. A partial answer is explained on standard error by describe_partial's line. Returns
 * the input's exit status (as the command's other inputs: 1 for a malformed grid, after the
 * grids before it, 5 partial, 128 + a signal). */
int cli_hint_marks_input(const cli_rate_settings *settings, const sudoku_answer_tools *tools,
                         FILE *input, const char *name, unsigned long *puzzles,
                         sudoku_describe_partial_function describe_partial,
                         const void *describe_context);

#endif
