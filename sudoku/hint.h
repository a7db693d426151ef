/* hint.h: the next logical step from a partly solved grid (sudoku --hint), for a person stuck
 * halfway or a program that shows one step at a time.
 *
 * The grid holds the givens and the entries made so far, alike; optionally the pencil marks the
 * player keeps (a set of symbols per empty cell). Before it looks for a step, the hint checks the
 * grid with the engine, so that a wrong entry is reported as one, naming its cell, rather than
 * answered with a step that builds on it or with "no solution":
 *   - two cells that see each other hold the same symbol: both are named (one of them is wrong);
 *   - the grid has no solution: each entry that, cleared alone, leaves a grid with exactly one
 *     solution is named (without the original puzzle, givens and entries look alike, but clearing
 *     a given of a sparse puzzle leaves several solutions, and clearing the wrong entry of a
 *     unique puzzle its one); when none does, each entry whose clearing leaves some solution
 *     (one of them is wrong); when no single cell restores a solution, "no solution";
 *   - the pencil marks of a cell lack the symbol the solution has there (checked only when the
 *     grid's solution is unique: with several solutions no one symbol is the right one).
 * Otherwise the hint is the step the rater (rater.h) would take next: the simplest technique that
 * changes the grid, or, when none does, a guess of the solution's symbol in a cell with the
 * fewest candidates. */
#ifndef SUDOKU_HINT_H
#define SUDOKU_HINT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "rater.h"
#include "sudoku.h"

typedef enum sudoku_hint_kind {
  SUDOKU_HINT_STEP,             /* step: the next step */
  SUDOKU_HINT_SOLVED,           /* every cell is filled and no rule is broken */
  SUDOKU_HINT_CLASH,            /* cells[0] and cells[1] see each other and hold one symbol */
  SUDOKU_HINT_WRONG_ENTRIES,    /* no solution; cells[] are to blame (see above) */
  SUDOKU_HINT_WRONG_CANDIDATES, /* the marks of cells[0] lack symbols[0], the solution's */
  SUDOKU_HINT_NO_SOLUTION,      /* no solution, and no single entry restores one */
  SUDOKU_HINT_STOPPED,          /* the solver's node limit or stop request came first */
} sudoku_hint_kind;

enum { SUDOKU_HINT_MAX_NAMED_CELLS = 16 };

typedef struct sudoku_hint {
  sudoku_hint_kind kind;
  rater_step step; /* SUDOKU_HINT_STEP; its eliminations point into the rater */
  unsigned cell_count;
  uint16_t cells[SUDOKU_HINT_MAX_NAMED_CELLS];  /* the cells named, at most this many */
  uint8_t symbols[SUDOKU_HINT_MAX_NAMED_CELLS]; /* what each holds, or should hold */
  bool more_cells; /* more cells than SUDOKU_HINT_MAX_NAMED_CELLS were to blame */
  int clash_unit;  /* CLASH: a unit holding both cells, for sudoku_rater_write_unit_name; -1 when
                      only a variant's pair (anti-king, different: ...) joins them */
  bool unique;     /* STEP: the grid as given has exactly one solution */
  uint64_t nodes;  /* engine search nodes of every check made */
} sudoku_hint;

/* Finds the hint for grid (of solver's geometry, which rater was made for: rater_geometry.h),
 * candidates NULL or one set per cell (bit s - 1 for symbol s; ignored in filled cells). The
 * searches obey the solver's interruption (sudoku_solver_set_interruption): *stopped on a stop.
 * Returns the engine's error status (out of memory) or DLX_OK. */
dlx_status sudoku_hint_find(sudoku_solver *solver, rater *rater, const sudoku_grid *grid,
                            const uint64_t *candidates, sudoku_hint *hint);

/* hint_text.c: the outcome's name, as --hint -f json gives it ("step", "solved", "clash",
 * "wrong entry", "wrong candidates", "no solution", "stopped"). */
const char *sudoku_hint_outcome_name(sudoku_hint_kind kind);
/* Writes the hint as one line, '\n' included, in rater's names and alphabet (what --hint prints):
 * "hidden single: r3c5 = 7 in box 2", "wrong entry: r1c3 and r1c7 both hold 5 in row 1", ... */
void sudoku_hint_write_text(const rater *rater, const sudoku_hint *hint, FILE *out);
/* Writes the line of a geometry whose rule the rater does not know
 * (sudoku_rater_create_for_geometry named it): "no hint: the rater does not know the rule
 * non-consecutive". */
void sudoku_hint_write_unsupported(const char *unsupported, FILE *out);

#endif
