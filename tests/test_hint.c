/* test_hint.c: sudoku_hint_find (sudoku/hint.h), the next step of a partly solved grid. Hints are
 * followed from the givens to the solved grid, each one checked by the rater suites' checker
 * (tests/rater_test_support.h: the pattern against its technique's definition on the checker's
 * own candidates, placements and eliminations against the engine's solution) and given that
 * checker's candidates as the player's pencil marks; and each wrong grid is answered as such: a
 * clash by its two cells and their unit, a wrong entry by its cell, pencil marks that lack the
 * solution's symbol by their cell, a full grid as solved, a stopped search as stopped. */
#include "sudoku/hint.h"
#include "sudoku/rater_geometry.h"
#include "tests/rater_test_support.h"

static const char *const puzzles[] = {
    /* easy: singles */
    "3.6..25......38...7.8.16.9...7..386.82..7..45.631..9...7.35.6.2...82......29..7.4",
    /* top1465 #1: subsets, colouring, then guesses */
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    /* a 17-clue puzzle */
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
};

static sudoku_solver *solver;
static rater *hint_rater;

static void create_tools(void) {
  solver = sudoku_solver_create();
  sudoku_geometry classic = {0};
  const char *unsupported;
  hint_rater = sudoku_rater_create_for_geometry(&classic, &unsupported);
}

static void destroy_tools(void) {
  sudoku_rater_destroy(hint_rater);
  sudoku_solver_destroy(solver);
}

static sudoku_grid grid_from_text(const char *text) {
  sudoku_grid grid = {0};
  cells_from_text(text, grid.cells);
  return grid;
}

static sudoku_hint hint_of(const sudoku_grid *grid, const uint64_t *candidates) {
  sudoku_hint hint;
  ck_assert_int_eq(sudoku_hint_find(solver, hint_rater, grid, candidates, &hint), DLX_OK);
  return hint;
}

START_TEST(hints_lead_from_the_givens_to_the_solution) {
  step_checker checker;
  uint8_t givens[81];
  cells_from_text(puzzles[_i], givens);
  step_checker_start(&checker, givens);
  sudoku_grid grid = {0};
  uint64_t marks[81];
  unsigned hints = 0;
  for (;;) {
    memcpy(grid.cells, checker.values, 81);
    for (unsigned cell = 0; cell < 81; cell++) marks[cell] = checker.candidates[cell];
    sudoku_hint hint = hint_of(&grid, marks);
    if (hint.kind == SUDOKU_HINT_SOLVED) break;
    ck_assert_int_eq(hint.kind, SUDOKU_HINT_STEP);
    ck_assert(hint.unique);
    check_step(&checker, &hint.step); /* fails on a wrong pattern, placement or elimination */
    ck_assert_uint_lt(++hints, 1000);
  }
  ck_assert_mem_eq(grid.cells, checker.solution, 81);
}
END_TEST

START_TEST(two_equal_symbols_in_a_unit_are_named_with_the_unit) {
  sudoku_grid grid = grid_from_text(puzzles[0]);
  grid.cells[1] = 3; /* r1c1 holds 3 */
  sudoku_hint hint = hint_of(&grid, NULL);
  ck_assert_int_eq(hint.kind, SUDOKU_HINT_CLASH);
  ck_assert_uint_eq(hint.cell_count, 2);
  ck_assert_uint_eq(hint.cells[0], 0);
  ck_assert_uint_eq(hint.cells[1], 1);
  ck_assert_uint_eq(hint.symbols[0], 3);
  ck_assert_int_ge(hint.clash_unit, 0);
  char name[32];
  FILE *out = fmemopen(name, sizeof name, "w");
  sudoku_rater_write_unit_name(hint_rater, (unsigned)hint.clash_unit, out);
  fclose(out);
  ck_assert_str_eq(name, "row 1");
}
END_TEST

/* Every empty cell of the first puzzle given, in turn, a candidate (it clashes with nothing) that
 * is not the solution's: the puzzle being unique, the grid has no solution, and the cell is named
 * among the wrong entries. */
START_TEST(a_wrong_entry_is_named) {
  step_checker checker;
  uint8_t givens[81];
  cells_from_text(puzzles[0], givens);
  step_checker_start(&checker, givens);
  unsigned named = 0;
  for (unsigned cell = 0; cell < 81; cell++) {
    if (givens[cell]) continue;
    for (unsigned symbol = 1; symbol <= 9; symbol++) {
      if (symbol == checker.solution[cell] || !(checker.candidates[cell] & (1u << (symbol - 1))))
        continue;
      sudoku_grid grid = {0};
      memcpy(grid.cells, givens, 81);
      grid.cells[cell] = (uint8_t)symbol;
      sudoku_hint hint = hint_of(&grid, NULL);
      ck_assert_int_eq(hint.kind, SUDOKU_HINT_WRONG_ENTRIES); /* the puzzle is unique */
      bool found = false;
      for (unsigned i = 0; i < hint.cell_count; i++) found |= hint.cells[i] == cell;
      ck_assert_msg(found, "cell %u = %u not named", cell, symbol);
      named++;
      break;
    }
  }
  ck_assert_uint_gt(named, 20);
}
END_TEST

START_TEST(marks_without_the_solution_symbol_are_named) {
  step_checker checker;
  uint8_t givens[81];
  cells_from_text(puzzles[1], givens);
  step_checker_start(&checker, givens);
  uint64_t marks[81];
  for (unsigned cell = 0; cell < 81; cell++) marks[cell] = checker.candidates[cell];
  unsigned cell = 1; /* r1c2, empty */
  marks[cell] &= ~((uint64_t)1 << (checker.solution[cell] - 1));
  sudoku_grid grid = grid_from_text(puzzles[1]);
  sudoku_hint hint = hint_of(&grid, marks);
  ck_assert_int_eq(hint.kind, SUDOKU_HINT_WRONG_CANDIDATES);
  ck_assert_uint_eq(hint.cells[0], cell);
  ck_assert_uint_eq(hint.symbols[0], checker.solution[cell]);
}
END_TEST

START_TEST(a_full_grid_is_solved_and_a_stopped_search_says_so) {
  step_checker checker;
  uint8_t givens[81];
  cells_from_text(puzzles[1], givens);
  step_checker_start(&checker, givens);
  sudoku_grid grid = {0};
  memcpy(grid.cells, checker.solution, 81);
  ck_assert_int_eq(hint_of(&grid, NULL).kind, SUDOKU_HINT_SOLVED);
  grid = grid_from_text(puzzles[1]);
  sudoku_solver_set_interruption(solver, 1, NULL);
  sudoku_hint hint = hint_of(&grid, NULL);
  sudoku_solver_set_interruption(solver, 0, NULL);
  ck_assert_int_eq(hint.kind, SUDOKU_HINT_STOPPED);
}
END_TEST

static Suite *hint_suite(void) {
  Suite *suite = suite_create("hint");
  TCase *hints = tcase_create("hints");
  tcase_add_unchecked_fixture(hints, create_tools, destroy_tools);
  tcase_add_loop_test(hints, hints_lead_from_the_givens_to_the_solution, 0,
                      (int)(sizeof puzzles / sizeof puzzles[0]));
  tcase_add_test(hints, two_equal_symbols_in_a_unit_are_named_with_the_unit);
  tcase_add_test(hints, a_wrong_entry_is_named);
  tcase_add_test(hints, marks_without_the_solution_symbol_are_named);
  tcase_add_test(hints, a_full_grid_is_solved_and_a_stopped_search_says_so);
  suite_add_tcase(suite, hints);
  return suite;
}

int main(void) {
  return run_suite(hint_suite());
}
