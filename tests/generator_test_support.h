/* generator_test_support.h: what the generator's suites (test_generator*.c) check a puzzle with,
 * written apart from the code under test: a backtracking counter of 9x9 solutions that uses bit
 * masks and no part of the dlx engine or of sudoku/ (it is the independent brute force the checks
 * rest on), the symmetry moves written again from their geometric definition, and grid texts.
 * Functions are static inline, so that each suite takes only what it uses. */
#ifndef TESTS_GENERATOR_TEST_SUPPORT_H
#define TESTS_GENERATOR_TEST_SUPPORT_H

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sudoku/generator.h"
#include "sudoku/grid.h"

/* ---- An independent brute-force counter ----------------------------------------------------- */

typedef struct brute_force_state {
  uint8_t cells[81];
  uint16_t row_used[9], column_used[9], box_used[9]; /* bit d: digit d is placed */
  uint64_t solutions, limit;
  uint8_t first_solution[81];
} brute_force_state;

static inline unsigned brute_force_box(unsigned cell) {
  return 3 * (cell / 27) + (cell % 9) / 3;
}

/* Fills the empty cell with the fewest candidates first, so that the counts stay quick. */
static inline void brute_force_search(brute_force_state *state) {
  unsigned best_cell = 81, best_count = 10;
  uint16_t best_free = 0;
  for (unsigned cell = 0; cell < 81; cell++) {
    if (state->cells[cell]) continue;
    uint16_t used = state->row_used[cell / 9] | state->column_used[cell % 9] |
                    state->box_used[brute_force_box(cell)];
    uint16_t free_digits = (uint16_t)(~used & 0x3fe);
    unsigned count = (unsigned)__builtin_popcount(free_digits);
    if (count < best_count) {
      best_cell = cell, best_count = count, best_free = free_digits;
      if (count == 0) return;
    }
  }
  if (best_cell == 81) {
    if (state->solutions++ == 0) memcpy(state->first_solution, state->cells, 81);
    return;
  }
  unsigned row = best_cell / 9, column = best_cell % 9, box = brute_force_box(best_cell);
  for (unsigned digit = 1; digit <= 9; digit++) {
    uint16_t bit = (uint16_t)(1u << digit);
    if (!(best_free & bit)) continue;
    state->cells[best_cell] = (uint8_t)digit;
    state->row_used[row] |= bit, state->column_used[column] |= bit, state->box_used[box] |= bit;
    brute_force_search(state);
    state->row_used[row] &= (uint16_t)~bit, state->column_used[column] &= (uint16_t)~bit;
    state->box_used[box] &= (uint16_t)~bit;
    state->cells[best_cell] = 0;
    if (state->limit && state->solutions >= state->limit) return;
  }
}

/* The solutions of a 9x9 puzzle, counted up to limit (0: all); 0 when the givens clash. The first
 * solution goes to first_solution when there is one and it is not NULL. */
static inline uint64_t brute_force_count(const uint8_t cells[81], uint64_t limit,
                                         uint8_t first_solution[81]) {
  brute_force_state state;
  memset(&state, 0, sizeof state);
  state.limit = limit;
  for (unsigned cell = 0; cell < 81; cell++) {
    unsigned digit = cells[cell];
    if (!digit) continue;
    if (digit > 9) return 0;
    uint16_t bit = (uint16_t)(1u << digit);
    unsigned row = cell / 9, column = cell % 9, box = brute_force_box(cell);
    if ((state.row_used[row] | state.column_used[column] | state.box_used[box]) & bit) return 0;
    state.row_used[row] |= bit, state.column_used[column] |= bit, state.box_used[box] |= bit;
    state.cells[cell] = (uint8_t)digit;
  }
  brute_force_search(&state);
  if (first_solution && state.solutions) memcpy(first_solution, state.first_solution, 81);
  return state.solutions;
}

/* ---- The symmetries, from their definition -------------------------------------------------- */

/* Where each symmetry's move sends (row, column) of a 9x9 grid. */
static inline unsigned test_symmetric_cell(sudoku_symmetry symmetry, unsigned cell) {
  unsigned row = cell / 9, column = cell % 9;
  switch (symmetry) {
  case SUDOKU_SYMMETRY_ROTATE180:
    return 9 * (8 - row) + (8 - column);
  case SUDOKU_SYMMETRY_ROTATE90:
    return 9 * column + (8 - row);
  case SUDOKU_SYMMETRY_MIRROR:
    return 9 * row + (8 - column);
  case SUDOKU_SYMMETRY_DIAGONAL:
    return 9 * column + row;
  default:
    return cell;
  }
}

static inline bool pattern_has_symmetry(const uint8_t cells[81], sudoku_symmetry symmetry) {
  for (unsigned cell = 0; cell < 81; cell++)
    if ((cells[cell] != 0) != (cells[test_symmetric_cell(symmetry, cell)] != 0)) return false;
  return true;
}

/* The cells of cell's orbit under the symmetry (at most 4); returns how many. */
static inline unsigned orbit_of_cell(sudoku_symmetry symmetry, unsigned cell, unsigned orbit[4]) {
  unsigned size = 0, image = cell;
  do {
    orbit[size++] = image;
    image = test_symmetric_cell(symmetry, image);
  } while (image != cell && size < 4);
  return size;
}

/* ---- Grid texts ------------------------------------------------------------------------------ */

/* 81 characters, '.' or '0' for an empty cell; false when malformed. */
static inline bool cells_from_text(const char *text, uint8_t cells[81]) {
  for (unsigned cell = 0; cell < 81; cell++) {
    char character = text[cell];
    if (character == '.' || character == '0')
      cells[cell] = 0;
    else if (character >= '1' && character <= '9')
      cells[cell] = (uint8_t)(character - '0');
    else
      return false;
  }
  return true;
}

#endif
