/* rater.h: how hard a sudoku is for a person, found by solving it with named techniques.
 *
 * The rater knows no grid type: it works on any geometry given as units (n cells that hold every
 * symbol 1..n once: rows, columns, boxes, extra regions) and optional peer pairs (two cells that
 * never hold the same symbol, for variants), so it serves every size (n up to 64) and variant.
 *
 * It applies the techniques below, simplest first, one step at a time, and after every step starts
 * again from the simplest. When none applies it guesses: it places, in a cell with the fewest
 * candidates, the symbol of a solution found by a search of its own, and goes on.
 *
 * Levels, and how they map to QQWing's (QQWing 1.3: its getDifficulty() calls a puzzle "expert"
 * as soon as its solver guesses; "intermediate" when it needs a naked pair, a hidden pair, a
 * pointing pair or triple or a box/line reduction; "easy" when it needs a hidden single; "simple"
 * when naked singles suffice):
 *   simple        naked singles only                                  = QQWing simple
 *   easy          hidden singles                                      = QQWing easy
 *   intermediate  pointing, claiming, naked and hidden pairs          = QQWing intermediate
 *   expert        naked and hidden triples and quads                  QQWing expert (it guesses)
 *   fiendish      X-wing, swordfish, jellyfish, XY-wing, XYZ-wing,    QQWing expert (it guesses)
 *                 W-wing, simple colouring
 *   diabolical    none of these suffices: trial and error             QQWing expert
 * So QQWing's first three levels are ours exactly (bar the order in which the solvers try the
 * techniques of a level), and its "expert" is our expert, fiendish and diabolical together.
 *
 * A command rates a 9x9 grid with sudoku_rater_create_standard(3, 3) once, then, for each puzzle,
 * sudoku_rater_rate(rater, grid.cells, &rating, NULL, NULL, NULL) and
 * sudoku_rater_write_rating(&rating, out)
 * (--rate), or sudoku_rater_explain(rater, grid.cells, out, &rating) (--explain). */
#ifndef SUDOKU_RATER_H
#define SUDOKU_RATER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "dlx/dlx.h"
#include "symbols.h"

#define RATER_MAX_SIDE 64

/* What a unit is, for its name in explanations: "row 3", "windoku box 2", "anti-diagonal". */
typedef enum rater_unit_kind {
  RATER_UNIT_ROW,
  RATER_UNIT_COLUMN,
  RATER_UNIT_BOX,
  RATER_UNIT_REGION,        /* a region given by the puzzle's header, or any other unit */
  RATER_UNIT_DIAGONAL,      /* r1c1 to rNcN (X-sudoku); there is only one, named without number */
  RATER_UNIT_ANTI_DIAGONAL, /* r1cN to rNc1 (X-sudoku); only one too */
  RATER_UNIT_WINDOKU_BOX,   /* an extra box between the boxes (windoku, hyper sudoku) */
  RATER_UNIT_JIGSAW_REGION, /* a piece of a jigsaw map, in place of the boxes */
  RATER_UNIT_KIND_COUNT
} rater_unit_kind;

/* The shape of a puzzle. Cells are numbered 0..cell_count-1; unit u holds the side cells
 * unit_cells[u * side ...]. Units of one kind are named by their order among that kind ("row 3").
 * Cells are named rRcC with R = cell / width + 1 and C = cell % width + 1. Fish (X-wing, ...) are
 * looked for only when every cell lies in at most one row and at most one column. */
typedef struct rater_geometry {
  unsigned side;       /* n: symbols 1..n, n cells per unit; 1..RATER_MAX_SIDE */
  unsigned cell_count; /* at most 65535 */
  unsigned width;      /* cells per printed row, for names; 0 means side */
  unsigned unit_count;
  const uint16_t *unit_cells;
  const rater_unit_kind *unit_kinds;
  unsigned peer_pair_count;   /* extra pairs of cells that never share a symbol */
  const uint16_t *peer_pairs; /* 2 * peer_pair_count cells */
} rater_geometry;

typedef enum rater_technique {
  RATER_NAKED_SINGLE,
  RATER_HIDDEN_SINGLE,
  RATER_POINTING, /* a symbol of a box (or region) lies only where it meets a line */
  RATER_CLAIMING, /* a symbol of a line lies only where it meets a box (box/line reduction) */
  RATER_NAKED_PAIR,
  RATER_HIDDEN_PAIR,
  RATER_NAKED_TRIPLE,
  RATER_HIDDEN_TRIPLE,
  RATER_NAKED_QUAD,
  RATER_HIDDEN_QUAD,
  RATER_X_WING,
  RATER_SWORDFISH,
  RATER_JELLYFISH,
  RATER_XY_WING,
  RATER_XYZ_WING,
  RATER_W_WING, /* two equal pairs joined by a unit where one of their symbols has two cells */
  RATER_SIMPLE_COLOURING, /* one symbol's chain of units where it has two cells, in two colours */
  RATER_GUESS,
  RATER_TECHNIQUE_COUNT
} rater_technique;

typedef enum rater_level {
  RATER_LEVEL_SIMPLE,
  RATER_LEVEL_EASY,
  RATER_LEVEL_INTERMEDIATE,
  RATER_LEVEL_EXPERT,
  RATER_LEVEL_FIENDISH,
  RATER_LEVEL_DIABOLICAL,
  RATER_LEVEL_COUNT
} rater_level;

typedef enum rater_outcome {
  RATER_SOLVED,      /* rated; the solution is filled in */
  RATER_ILLEGAL,     /* a given out of 0..side, or two givens that break a unit or a peer pair */
  RATER_NO_SOLUTION, /* legal givens that no grid completes */
  RATER_GAVE_UP,     /* the guessing search reached its node limit: no rating */
  RATER_STOPPED,     /* the stop request came first: the steps so far are counted, and the level
                        of the hardest one is a lower bound of the puzzle's (step_count 0: none) */
} rater_outcome;

typedef struct rater_rating {
  rater_outcome outcome;
  rater_technique hardest; /* when solved: the hardest technique used (by this enum's order) */
  rater_level level;       /* when solved; when stopped after a step, at least this */
  bool unique;             /* when solved: the puzzle has exactly one solution */
  uint64_t technique_counts[RATER_TECHNIQUE_COUNT]; /* steps of each technique */
  uint64_t step_count;
  uint64_t search_nodes; /* nodes of the rater's own guessing search, 0 when it never guessed */
} rater_rating;

typedef struct rater_elimination {
  uint16_t cell;
  uint64_t symbols; /* bit s - 1 for symbol s */
} rater_elimination;

#define RATER_STEP_MAX_CELLS 16
#define RATER_STEP_MAX_UNITS 8

/* One step, as the rater found it, before it is applied. */
typedef struct rater_step {
  rater_technique technique;
  int placed_cell; /* singles and guesses: the cell filled, else -1 */
  unsigned placed_symbol;
  uint64_t symbols;    /* the symbols the pattern reasons about */
  unsigned cell_count; /* the cells of the pattern (subsets, wings; pivot first) */
  uint16_t cells[RATER_STEP_MAX_CELLS];
  unsigned unit_count; /* the units it reasons about (fish: the bases, then the covers) */
  uint16_t units[RATER_STEP_MAX_UNITS];
  unsigned elimination_count;
  rater_elimination *eliminations;
} rater_step;

/* Receives each step before it is applied. */
typedef void (*rater_step_callback)(void *context, const rater_step *step);

typedef struct rater rater;

/* NULL when the geometry is malformed (a side out of range, a cell out of range or twice in one
 * unit) or memory is short. The geometry is copied. */
rater *sudoku_rater_create(const rater_geometry *geometry);
/* A standard grid of side box_rows * box_columns: rows, then columns, then boxes. */
rater *sudoku_rater_create_standard(unsigned box_rows, unsigned box_columns);
void sudoku_rater_destroy(rater *rater);

/* Makes every later rating give up after node_limit nodes of its guessing search (0: no limit;
 * the default is 10,000,000). */
void sudoku_rater_set_search_limit(rater *rater, uint64_t node_limit);

/* Makes every later rating stop soon after stop is raised (dlx_request_stop, from any thread or a
 * signal handler; NULL: never), with the outcome RATER_STOPPED: it is read before every step and at
 * every node of the guessing search (a step of a 64x64 grid takes milliseconds). */
void sudoku_rater_set_stop(rater *rater, const dlx_stop *stop);

/* The alphabet sudoku_rater_write_step writes symbols in (symbols.h: hex writes symbol 1 as 0); the
 * default is SUDOKU_SYMBOLS_NUMBERS, the symbols' own numbers 1..side. */
void sudoku_rater_set_symbols(rater *rater, sudoku_symbols symbols);

unsigned sudoku_rater_cell_count(const rater *rater);

/* Rates the puzzle givens[cell_count] (0 empty, 1..side). solution (cell_count entries, may be
 * NULL) receives the solution when the outcome is RATER_SOLVED. on_step (may be NULL) sees each
 * step. Returns false only when memory is short. */
bool sudoku_rater_rate(rater *rater, const uint8_t *givens, rater_rating *rating, uint8_t *solution,
                       rater_step_callback on_step, void *context);

/* The step sudoku_rater_rate would take next from values (0 empty, 1..side) whose empty cells keep
 * only the symbols of candidates[cell] (NULL: every symbol), for a hint: the simplest technique's
 * step, or, when none applies, a guess of solution's symbol (cell_count entries, a solution of
 * values) in a cell with the fewest candidates. step->eliminations points into the rater, valid
 * until its next call; a full grid gives step->technique RATER_GUESS with placed_cell -1. Returns
 * false when values are illegal (sudoku_rater_rate's RATER_ILLEGAL). */
bool sudoku_rater_next_step(rater *rater, const uint8_t *values, const uint64_t *candidates,
                            const uint8_t *solution, rater_step *step);

const char *sudoku_rater_technique_name(rater_technique technique); /* "naked pair" */
const char *sudoku_rater_level_name(rater_level level);             /* "intermediate" */
const char *sudoku_rater_unit_kind_name(rater_unit_kind kind);      /* "windoku box" */
rater_level sudoku_rater_level_of_technique(rater_technique technique);

/* Writes the rating as one line, '\n' included: "intermediate (hardest: naked pair): naked
 * single 40, hidden single 12, naked pair 1", or "illegal givens", "no solution", ...; a stopped
 * rating: "at least easy (hardest so far: hidden single): naked single 4, hidden single 2; rating
 * stopped after 6 steps", or "unrated: rating stopped before its first step". */
void sudoku_rater_write_rating(const rater_rating *rating, FILE *out);

/* Writes one step as one line: "hidden single: r3c5 = 7 in box 2", symbols in the rater's
 * alphabet (sudoku_rater_set_symbols). */
void sudoku_rater_write_step(const rater *rater, const rater_step *step, FILE *out);

/* The names sudoku_rater_write_step uses: a cell ("r3c5"), a unit ("row 3", "windoku box 2",
 * "anti-diagonal") and a symbol in the rater's alphabet ("7", "A", "12"). */
void sudoku_rater_write_cell_name(const rater *rater, unsigned cell, FILE *out);
void sudoku_rater_write_unit_name(const rater *rater, unsigned unit, FILE *out);
void sudoku_rater_write_symbol(const rater *rater, unsigned symbol, FILE *out);

/* rater_json.c: the same in JSON, for programs (sudoku --explain -f json; man/sudoku.1 documents
 * the fields). One step as an object, on one line without newline:
 *   {"technique":"claiming","placements":[],"eliminations":[{"cell":"r9c7","digits":["3"]}],
 *    "units":["row 7","box 9"],"cells":[],"digits":["3"]}
 * placements holds {"cell":..,"digit":..} for singles and guesses; digits are the symbols the
 * pattern reasons about (a guess: the cell's candidates); symbols in the rater's alphabet. */
void sudoku_rater_write_json_step(const rater *rater, const rater_step *step, FILE *out);
/* The rating's members, without braces, for an object the caller opens and closes:
 *   "outcome":"solved","level":"easy","hardest":"hidden single","unique":true,
 *   "technique_counts":{"naked single":40,"hidden single":12},"step_count":52,"rater_nodes":0
 * outcome is "solved", "illegal", "no solution", "gave up" (the guessing search reached its node
 * limit) or "stopped"; level and hardest are null when no step was made or the puzzle has no
 * rating (a stopped rating's level is a lower bound); unique is null unless solved. */
void sudoku_rater_write_json_rating_members(const rater_rating *rating, FILE *out);

/* Rates givens and writes every step, one line each, then the rating line (what --explain prints).
 * Returns false only when memory is short. */
bool sudoku_rater_explain(rater *rater, const uint8_t *givens, FILE *out, rater_rating *rating);

#endif
