/* sudoku_generate_killer.h: `sudoku --generate=N --killer`: killer puzzles (cages only, no givens;
 * sudoku/generator_killer.h), each printed after a header of its own, since the cages are part of
 * the puzzle's header. */
#ifndef CLI_SUDOKU_GENERATE_KILLER_H
#define CLI_SUDOKU_GENERATE_KILLER_H

#include "cli/sudoku_generate.h"
#include "sudoku/sudoku.h"

/* A usage error (and its exit status) when --killer comes with an option it cannot honour
 * (--givens, --symmetry, --difficulty, the scenario style, a geometry that has cages already), or
 * -1. */
int cli_check_killer_settings(const cli_generate_settings *settings,
                              const sudoku_geometry *geometry, sudoku_answer_style style);

/* Prints settings->puzzle_count killer puzzles of geometry, the full grids drawn with solver (made
 * for geometry), puzzle k from stream k of seed; adds to *puzzles, *counts and *nodes. Returns the
 * command's exit status. */
int cli_generate_killer_puzzles(const cli_generate_settings *settings,
                                const sudoku_geometry *geometry, sudoku_answer_style style,
                                sudoku_solver *solver, uint64_t seed, uint64_t *puzzles,
                                uint64_t *counts, uint64_t *nodes);

#endif
