/* rater_test_support.h: what the rater's suites (test_rater*.c) share: 9x9 grids from text, the
 * units of a 9x9 grid written here from the rules, and a checker that follows every step of a
 * rating on a candidate grid of its own and checks the step against the definition of its
 * technique and against the solution the dlx engine finds (sudoku_solve), so that a wrong
 * pattern, a needless step or an elimination of the true symbol fails the test. Functions are
 * static inline, so that each suite takes only what it uses. */
#ifndef TESTS_RATER_TEST_SUPPORT_H
#define TESTS_RATER_TEST_SUPPORT_H

#include "sudoku/rater.h"
#include "sudoku/sudoku.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdint.h>
#include <string.h>

/* Reads 81 cells ('.' or '0' empty); fails the test if malformed. */
static inline void cells_from_text(const char *text, uint8_t *cells) {
  ck_assert_msg(strlen(text) >= 81, "short grid literal \"%s\"", text);
  for (unsigned cell = 0; cell < 81; cell++) {
    char character = text[cell];
    ck_assert_msg(character == '.' || (character >= '0' && character <= '9'), "bad cell in \"%s\"",
                  text);
    cells[cell] = character == '.' ? 0 : (uint8_t)(character - '0');
  }
}

/* Unit u of a 9x9 grid, numbered as sudoku_rater_create_standard numbers them: rows 0..8, columns
 * 9..17, boxes 18..26. */
static inline bool unit9_holds(unsigned unit, unsigned cell) {
  unsigned row = cell / 9, column = cell % 9;
  if (unit < 9) return row == unit;
  if (unit < 18) return column == unit - 9;
  return row / 3 * 3 + column / 3 == unit - 18;
}

static inline bool cells9_see(unsigned a, unsigned b) {
  if (a == b) return false;
  for (unsigned unit = 0; unit < 27; unit++)
    if (unit9_holds(unit, a) && unit9_holds(unit, b)) return true;
  return false;
}

static inline unsigned popcount64(uint64_t bits) {
  unsigned count = 0;
  for (; bits; bits &= bits - 1) count++;
  return count;
}

/* The checker's own state, updated by every step it has checked. */
typedef struct step_checker {
  uint8_t solution[81]; /* from the engine */
  uint8_t values[81];
  uint16_t candidates[81]; /* bit s - 1 for symbol s */
  unsigned steps_checked;
} step_checker;

/* Solves givens with the engine (which must find exactly one solution) and sets up the
 * candidates from the rules. */
static inline void step_checker_start(step_checker *checker, const uint8_t *givens) {
  sudoku_solver *solver = sudoku_solver_create();
  ck_assert_ptr_nonnull(solver);
  sudoku_grid puzzle = {0}; /* side 0: the classic 9x9 */
  memcpy(puzzle.cells, givens, 81);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &puzzle, 2, NULL, NULL, &result), DLX_OK);
  ck_assert_uint_eq(result.solutions, 1);
  memcpy(checker->solution, result.solution.cells, 81);
  sudoku_solver_destroy(solver);
  memcpy(checker->values, givens, 81);
  for (unsigned cell = 0; cell < 81; cell++) {
    checker->candidates[cell] = givens[cell] ? 0 : 0x1ff;
    for (unsigned other = 0; other < 81; other++)
      if (givens[other] && cells9_see(cell, other))
        checker->candidates[cell] &= (uint16_t) ~(1u << (givens[other] - 1));
  }
  checker->steps_checked = 0;
}

/* The cells of unit that still have symbol (a bit) as a candidate. */
static inline unsigned cells_with(const step_checker *checker, unsigned unit, uint16_t symbol,
                                  unsigned *cells) {
  unsigned count = 0;
  for (unsigned cell = 0; cell < 81; cell++)
    if (unit9_holds(unit, cell) && (checker->candidates[cell] & symbol)) cells[count++] = cell;
  return count;
}

static inline bool step_lists_cell(const rater_step *step, unsigned cell) {
  for (unsigned i = 0; i < step->cell_count; i++)
    if (step->cells[i] == cell) return true;
  return false;
}

/* Colours symbol's conjugate chains on the checker's candidates: component[cell] (-1 for a cell
 * without the symbol) and colour[cell] 0 or 1, opposite across every unit where the symbol has
 * exactly two cells. */
static inline void colour_chains(const step_checker *checker, uint16_t symbol, int *component,
                                 int *colour) {
  for (unsigned cell = 0; cell < 81; cell++) component[cell] = -1;
  int components = 0;
  for (unsigned start = 0; start < 81; start++) {
    if (!(checker->candidates[start] & symbol) || component[start] >= 0) continue;
    unsigned queue[81], length = 0;
    queue[length++] = start;
    component[start] = components;
    colour[start] = 0;
    for (unsigned next = 0; next < length; next++)
      for (unsigned unit = 0; unit < 27; unit++) {
        unsigned pair[81];
        if (!unit9_holds(unit, queue[next]) || cells_with(checker, unit, symbol, pair) != 2)
          continue;
        unsigned other = pair[0] == queue[next] ? pair[1] : pair[0];
        if (component[other] >= 0) continue;
        component[other] = components;
        colour[other] = 1 - colour[queue[next]];
        queue[length++] = other;
      }
    components++;
  }
}

/* Whether simple colouring removes symbol from cell: the cell's colour has two cells that see
 * each other (a wrap), or the cell sees both colours of another chain (a trap). */
static inline bool colouring_removes(const step_checker *checker, uint16_t symbol, unsigned cell) {
  int component[81], colour[81];
  colour_chains(checker, symbol, component, colour);
  for (unsigned a = 0; a < 81; a++)
    for (unsigned b = 0; b < 81; b++)
      if (component[a] >= 0 && component[a] == component[b] && colour[a] == colour[b] &&
          cells9_see(a, b) && component[cell] == component[a] && colour[cell] == colour[a])
        return true;
  for (unsigned a = 0; a < 81; a++)
    for (unsigned b = 0; b < 81; b++)
      if (component[a] >= 0 && component[a] == component[b] && component[a] != component[cell] &&
          colour[a] != colour[b] && cells9_see(cell, a) && cells9_see(cell, b))
        return true;
  return false;
}

/* Checks the pattern of step against the checker's candidates, by the technique's definition,
 * and that every elimination is one the pattern allows. */
static inline void check_pattern(const step_checker *checker, const rater_step *step) {
  const uint16_t *candidates = checker->candidates;
  unsigned cells[81];
  switch (step->technique) {
  case RATER_NAKED_SINGLE:
    ck_assert_uint_eq(candidates[step->placed_cell], 1u << (step->placed_symbol - 1));
    break;
  case RATER_HIDDEN_SINGLE:
    ck_assert_uint_eq(cells_with(checker, step->units[0], 1u << (step->placed_symbol - 1), cells),
                      1);
    ck_assert_uint_eq(cells[0], (unsigned)step->placed_cell);
    break;
  case RATER_POINTING:
  case RATER_CLAIMING: {
    unsigned a = step->units[0], b = step->units[1];
    ck_assert(step->technique == RATER_CLAIMING ? a < 18 && b >= 18 : a >= 18 && b < 18);
    unsigned count = cells_with(checker, a, (uint16_t)step->symbols, cells);
    for (unsigned i = 0; i < count; i++) ck_assert(unit9_holds(b, cells[i]));
    for (unsigned i = 0; i < step->elimination_count; i++) {
      ck_assert(unit9_holds(b, step->eliminations[i].cell));
      ck_assert(!unit9_holds(a, step->eliminations[i].cell));
      ck_assert_uint_eq(step->eliminations[i].symbols, step->symbols);
    }
    break;
  }
  case RATER_NAKED_PAIR:
  case RATER_NAKED_TRIPLE:
  case RATER_NAKED_QUAD: {
    unsigned size = step->technique == RATER_NAKED_PAIR     ? 2
                    : step->technique == RATER_NAKED_TRIPLE ? 3
                                                            : 4;
    ck_assert_uint_eq(step->cell_count, size);
    uint16_t union_bits = 0;
    for (unsigned i = 0; i < size; i++) {
      ck_assert(unit9_holds(step->units[0], step->cells[i]));
      union_bits |= candidates[step->cells[i]];
    }
    ck_assert_uint_eq(union_bits, step->symbols);
    ck_assert_uint_eq(popcount64(union_bits), size);
    for (unsigned i = 0; i < step->elimination_count; i++) {
      ck_assert(unit9_holds(step->units[0], step->eliminations[i].cell));
      ck_assert(!step_lists_cell(step, step->eliminations[i].cell));
      ck_assert_uint_eq(step->eliminations[i].symbols & ~(uint64_t)union_bits, 0);
    }
    break;
  }
  case RATER_HIDDEN_PAIR:
  case RATER_HIDDEN_TRIPLE:
  case RATER_HIDDEN_QUAD: {
    unsigned size = step->technique == RATER_HIDDEN_PAIR     ? 2
                    : step->technique == RATER_HIDDEN_TRIPLE ? 3
                                                             : 4;
    ck_assert_uint_eq(popcount64(step->symbols), size);
    unsigned count = cells_with(checker, step->units[0], (uint16_t)step->symbols, cells);
    ck_assert_uint_eq(count, size);
    for (unsigned i = 0; i < count; i++) ck_assert(step_lists_cell(step, cells[i]));
    for (unsigned i = 0; i < step->elimination_count; i++) {
      ck_assert(step_lists_cell(step, step->eliminations[i].cell));
      ck_assert_uint_eq(step->eliminations[i].symbols & step->symbols, 0);
    }
    break;
  }
  case RATER_X_WING:
  case RATER_SWORDFISH:
  case RATER_JELLYFISH: {
    unsigned size = step->technique == RATER_X_WING      ? 2
                    : step->technique == RATER_SWORDFISH ? 3
                                                         : 4;
    ck_assert_uint_eq(step->unit_count, 2 * size);
    for (unsigned base = 0; base < size; base++) {
      ck_assert(step->units[base] < 18);
      unsigned count = cells_with(checker, step->units[base], (uint16_t)step->symbols, cells);
      for (unsigned i = 0; i < count; i++) {
        bool covered = false;
        for (unsigned cover = size; cover < 2 * size; cover++)
          covered |= unit9_holds(step->units[cover], cells[i]);
        ck_assert(covered);
      }
    }
    for (unsigned i = 0; i < step->elimination_count; i++) {
      unsigned cell = step->eliminations[i].cell;
      bool in_cover = false, in_base = false;
      for (unsigned unit = 0; unit < size; unit++) {
        in_base |= unit9_holds(step->units[unit], cell);
        in_cover |= unit9_holds(step->units[size + unit], cell);
      }
      ck_assert(in_cover && !in_base);
      ck_assert_uint_eq(step->eliminations[i].symbols, step->symbols);
    }
    break;
  }
  case RATER_XY_WING:
  case RATER_XYZ_WING: {
    unsigned pivot = step->cells[0], a = step->cells[1], b = step->cells[2];
    uint16_t z = (uint16_t)step->symbols;
    ck_assert_uint_eq(step->cell_count, 3);
    ck_assert(cells9_see(pivot, a) && cells9_see(pivot, b));
    ck_assert_uint_eq(popcount64(candidates[a]), 2);
    ck_assert_uint_eq(popcount64(candidates[b]), 2);
    ck_assert_uint_eq(candidates[a] & candidates[b], z);
    if (step->technique == RATER_XY_WING) {
      ck_assert_uint_eq(candidates[pivot], (candidates[a] | candidates[b]) & ~z);
    } else {
      ck_assert_uint_eq(candidates[pivot], candidates[a] | candidates[b]);
      ck_assert_uint_eq(popcount64(candidates[pivot]), 3);
    }
    for (unsigned i = 0; i < step->elimination_count; i++) {
      unsigned cell = step->eliminations[i].cell;
      ck_assert(cells9_see(cell, a) && cells9_see(cell, b));
      if (step->technique == RATER_XYZ_WING) ck_assert(cells9_see(cell, pivot));
      ck_assert_uint_eq(step->eliminations[i].symbols, z);
    }
    break;
  }
  case RATER_W_WING: {
    unsigned a = step->cells[0], b = step->cells[1], p = step->cells[2], q = step->cells[3];
    ck_assert_uint_eq(step->cell_count, 4);
    ck_assert_uint_eq(popcount64(candidates[a]), 2);
    ck_assert_uint_eq(candidates[a], candidates[b]);
    ck_assert_uint_eq(candidates[a], step->symbols);
    ck_assert(!cells9_see(a, b));
    ck_assert_uint_eq(step->elimination_count > 0, 1);
    uint16_t y = (uint16_t)step->eliminations[0].symbols, x = (uint16_t)(candidates[a] & ~y);
    ck_assert_uint_eq(popcount64(y), 1);
    ck_assert_uint_eq(popcount64(x), 1);
    ck_assert_uint_eq(cells_with(checker, step->units[0], x, cells), 2);
    ck_assert((cells[0] == p && cells[1] == q) || (cells[0] == q && cells[1] == p));
    ck_assert(cells9_see(p, a) && cells9_see(q, b));
    for (unsigned i = 0; i < step->elimination_count; i++) {
      ck_assert(cells9_see(step->eliminations[i].cell, a));
      ck_assert(cells9_see(step->eliminations[i].cell, b));
      ck_assert_uint_eq(step->eliminations[i].symbols, y);
    }
    break;
  }
  case RATER_SIMPLE_COLOURING:
    for (unsigned i = 0; i < step->elimination_count; i++) {
      ck_assert_uint_eq(step->eliminations[i].symbols, step->symbols);
      ck_assert(colouring_removes(checker, (uint16_t)step->symbols, step->eliminations[i].cell));
    }
    break;
  case RATER_GUESS:
    ck_assert(candidates[step->placed_cell] & (1u << (step->placed_symbol - 1)));
    break;
  default:
    ck_abort_msg("unknown technique %d", (int)step->technique);
  }
}

/* A rater_step_callback: checks the step, then applies it to the checker's own grid. */
static inline void check_step(void *context, const rater_step *step) {
  step_checker *checker = context;
  check_pattern(checker, step);
  if (step->placed_cell >= 0) {
    unsigned cell = (unsigned)step->placed_cell;
    ck_assert_msg(checker->solution[cell] == step->placed_symbol,
                  "step %u places %u in cell %u, whose solution is %u", checker->steps_checked,
                  step->placed_symbol, cell, checker->solution[cell]);
    checker->values[cell] = (uint8_t)step->placed_symbol;
    checker->candidates[cell] = 0;
    for (unsigned other = 0; other < 81; other++)
      if (cells9_see(cell, other))
        checker->candidates[other] &= (uint16_t) ~(1u << (step->placed_symbol - 1));
  } else {
    ck_assert_uint_gt(step->elimination_count, 0);
  }
  for (unsigned i = 0; i < step->elimination_count; i++) {
    unsigned cell = step->eliminations[i].cell;
    uint64_t symbols = step->eliminations[i].symbols;
    ck_assert_msg((symbols & (1u << (checker->solution[cell] - 1))) == 0,
                  "step %u (%s) removes the solution's %u from cell %u", checker->steps_checked,
                  sudoku_rater_technique_name(step->technique), checker->solution[cell], cell);
    ck_assert_msg((symbols & ~(uint64_t)checker->candidates[cell]) == 0,
                  "step %u removes a symbol that cell %u no longer has", checker->steps_checked,
                  cell);
    checker->candidates[cell] &= (uint16_t)~symbols;
  }
  checker->steps_checked++;
}

/* Rates a 9x9 puzzle with every step checked, and checks that the rater's solution is the
 * engine's. */
static inline rater_rating rate_checked(rater *rater, const char *text) {
  uint8_t givens[81], solution[81];
  cells_from_text(text, givens);
  step_checker checker;
  step_checker_start(&checker, givens);
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, givens, &rating, solution, check_step, &checker));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert(rating.unique);
  ck_assert_mem_eq(solution, checker.solution, 81);
  ck_assert_uint_eq(rating.step_count, checker.steps_checked);
  return rating;
}

#endif
