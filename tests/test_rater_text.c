/* test_rater_text.c: the rater's words: each kind of step written as one line (the steps are
 * built here by hand, on the standard 9x9 units: rows 0..8, columns 9..17, boxes 18..26), in the
 * alphabet sudoku_rater_set_symbols gives (symbols.h: hex writes symbol s as the digit s - 1,
 * letters as the s-th letter), the one-line rating, and --explain's output, one line per step and
 * then the rating. */
#include "tests/rater_test_support.h"

#include <stdio.h>
#include <stdlib.h>

static rater *standard_rater;
static rater_elimination eliminations[81];

static void create_rater(void) {
  standard_rater = sudoku_rater_create_standard(3, 3);
}
static void destroy_rater(void) {
  sudoku_rater_destroy(standard_rater);
}

static rater_step blank_step(rater_technique technique) {
  rater_step step = {.technique = technique, .placed_cell = -1, .eliminations = eliminations};
  return step;
}

static void eliminate(rater_step *step, unsigned cell, unsigned symbol) {
  step->eliminations[step->elimination_count].cell = (uint16_t)cell;
  step->eliminations[step->elimination_count].symbols = (uint64_t)1 << (symbol - 1);
  step->elimination_count++;
}

/* What sudoku_rater_write_step writes for step. */
static char *step_text(const rater_step *step) {
  static char text[512];
  FILE *out = fmemopen(text, sizeof text, "w");
  ck_assert_ptr_nonnull(out);
  sudoku_rater_write_step(standard_rater, step, out);
  fclose(out);
  return text;
}

START_TEST(singles_and_guesses_name_cell_symbol_and_unit) {
  rater_step step = blank_step(RATER_HIDDEN_SINGLE);
  step.placed_cell = 2 * 9 + 4;
  step.placed_symbol = 7;
  step.units[step.unit_count++] = 19;
  ck_assert_str_eq(step_text(&step), "hidden single: r3c5 = 7 in box 2\n");
  step = blank_step(RATER_NAKED_SINGLE);
  step.placed_cell = 80;
  step.placed_symbol = 9;
  ck_assert_str_eq(step_text(&step), "naked single: r9c9 = 9\n");
  step = blank_step(RATER_GUESS);
  step.placed_cell = 0;
  step.placed_symbol = 2;
  step.symbols = 0x2 | 0x40;
  ck_assert_str_eq(step_text(&step), "guess: r1c1 = 2 among {2,7}\n");
}
END_TEST

START_TEST(subsets_name_cells_symbols_unit_and_eliminations) {
  rater_step step = blank_step(RATER_NAKED_PAIR);
  step.cells[step.cell_count++] = 1;
  step.cells[step.cell_count++] = 6;
  step.symbols = 0x4 | 0x80;
  step.units[step.unit_count++] = 0;
  eliminate(&step, 3, 3);
  eliminate(&step, 4, 8);
  ck_assert_str_eq(step_text(&step),
                   "naked pair r1c2 r1c7 {3,8} in row 1 removes 3 from r1c4, 8 from r1c5\n");
  step = blank_step(RATER_POINTING);
  step.symbols = 0x10;
  step.units[step.unit_count++] = 18;
  step.units[step.unit_count++] = 10;
  eliminate(&step, 5 * 9 + 1, 5);
  ck_assert_str_eq(step_text(&step), "pointing: 5 in box 1 lies in column 2 removes 5 from r6c2\n");
}
END_TEST

START_TEST(fish_and_wings_name_their_lines_and_cells) {
  rater_step step = blank_step(RATER_X_WING);
  step.symbols = 0x8;
  step.units[step.unit_count++] = 1;
  step.units[step.unit_count++] = 6;
  step.units[step.unit_count++] = 11;
  step.units[step.unit_count++] = 16;
  eliminate(&step, 4 * 9 + 2, 4);
  ck_assert_str_eq(step_text(&step),
                   "X-wing on 4 in rows 2,7 and columns 3,8 removes 4 from r5c3\n");
  step = blank_step(RATER_XY_WING);
  step.symbols = 0x4;
  step.cells[step.cell_count++] = 0;
  step.cells[step.cell_count++] = 4;
  step.cells[step.cell_count++] = 27;
  eliminate(&step, 31, 3);
  ck_assert_str_eq(step_text(&step), "XY-wing pivot r1c1 pincers r1c5 r4c1 removes 3 from r4c5\n");
  step = blank_step(RATER_W_WING);
  step.symbols = 0x2 | 0x40;
  step.cells[step.cell_count++] = 0;
  step.cells[step.cell_count++] = 40;
  step.cells[step.cell_count++] = 2;
  step.cells[step.cell_count++] = 38;
  step.units[step.unit_count++] = 11;
  eliminate(&step, 4, 7);
  ck_assert_str_eq(step_text(&step),
                   "W-wing r1c1 r5c5 {2,7} linked in column 3 by r1c3 r5c3 removes 7 from r1c5\n");
  step = blank_step(RATER_SIMPLE_COLOURING);
  step.symbols = 0x1;
  step.cells[step.cell_count++] = 0;
  step.cells[step.cell_count++] = 8;
  step.cells[step.cell_count++] = 80;
  eliminate(&step, 72, 1);
  ck_assert_str_eq(step_text(&step),
                   "simple colouring on 1 chain r1c1 r1c9 r9c9 removes 1 from r9c1\n");
}
END_TEST

START_TEST(steps_are_written_in_the_alphabet_of_the_puzzle) {
  rater_step single = blank_step(RATER_HIDDEN_SINGLE);
  single.placed_cell = 2 * 9;
  single.placed_symbol = 9;
  single.units[single.unit_count++] = 2;
  rater_step guess = blank_step(RATER_GUESS);
  guess.placed_cell = 0;
  guess.placed_symbol = 1;
  guess.symbols = 0x1 | 0x100;
  rater_step pair = blank_step(RATER_NAKED_PAIR);
  pair.cells[pair.cell_count++] = 1;
  pair.cells[pair.cell_count++] = 6;
  pair.symbols = 0x4 | 0x80;
  pair.units[pair.unit_count++] = 0;
  eliminate(&pair, 3, 3);
  eliminate(&pair, 4, 8);
  pair.eliminations[1].symbols |= 0x4;
  sudoku_rater_set_symbols(standard_rater, SUDOKU_SYMBOLS_HEX);
  ck_assert_str_eq(step_text(&single), "hidden single: r3c1 = 8 in row 3\n");
  ck_assert_str_eq(step_text(&guess), "guess: r1c1 = 0 among {0,8}\n");
  ck_assert_str_eq(step_text(&pair),
                   "naked pair r1c2 r1c7 {2,7} in row 1 removes 2 from r1c4, 2,7 from r1c5\n");
  sudoku_rater_set_symbols(standard_rater, SUDOKU_SYMBOLS_LETTERS);
  ck_assert_str_eq(step_text(&single), "hidden single: r3c1 = I in row 3\n");
  ck_assert_str_eq(step_text(&guess), "guess: r1c1 = A among {A,I}\n");
  ck_assert_str_eq(step_text(&pair),
                   "naked pair r1c2 r1c7 {C,H} in row 1 removes C from r1c4, C,H from r1c5\n");
  sudoku_rater_set_symbols(standard_rater, SUDOKU_SYMBOLS_NUMBERS);
  ck_assert_str_eq(step_text(&single), "hidden single: r3c1 = 9 in row 3\n");
}
END_TEST

/* A 12x12 rater (3x4 boxes) writes symbols 10..12 as A..C in digits, as its grids do. */
START_TEST(a_12x12_step_writes_ten_as_a_in_digits) {
  rater *rater12 = sudoku_rater_create_standard(3, 4);
  ck_assert_ptr_nonnull(rater12);
  rater_step step = blank_step(RATER_NAKED_SINGLE);
  step.placed_cell = 13;
  step.placed_symbol = 10;
  char text[128];
  FILE *out = fmemopen(text, sizeof text, "w");
  sudoku_rater_set_symbols(rater12, SUDOKU_SYMBOLS_DIGITS);
  sudoku_rater_write_step(rater12, &step, out);
  sudoku_rater_set_symbols(rater12, SUDOKU_SYMBOLS_NUMBERS);
  sudoku_rater_write_step(rater12, &step, out);
  fclose(out);
  ck_assert_str_eq(text, "naked single: r2c2 = A\nnaked single: r2c2 = 10\n");
  sudoku_rater_destroy(rater12);
}
END_TEST

START_TEST(the_rating_line_says_level_hardest_and_counts) {
  rater_rating rating = {.outcome = RATER_SOLVED,
                         .hardest = RATER_NAKED_PAIR,
                         .level = RATER_LEVEL_INTERMEDIATE,
                         .unique = true};
  rating.technique_counts[RATER_NAKED_SINGLE] = 40;
  rating.technique_counts[RATER_HIDDEN_SINGLE] = 12;
  rating.technique_counts[RATER_NAKED_PAIR] = 1;
  char text[256];
  FILE *out = fmemopen(text, sizeof text, "w");
  sudoku_rater_write_rating(&rating, out);
  rating.unique = false;
  sudoku_rater_write_rating(&rating, out);
  rating.outcome = RATER_NO_SOLUTION;
  sudoku_rater_write_rating(&rating, out);
  fclose(out);
  ck_assert_str_eq(text, "intermediate (hardest: naked pair): naked single 40, hidden single 12, "
                         "naked pair 1\n"
                         "intermediate (hardest: naked pair): naked single 40, hidden single 12, "
                         "naked pair 1; more than one solution\n"
                         "no solution\n");
}
END_TEST

START_TEST(explain_writes_each_step_then_the_rating) {
  /* QQWing: easy */
  uint8_t givens[81];
  cells_from_text(
      "......7.63...4....8.57............1765.4.....2.1..5.8......812.5...6.....32.....5", givens);
  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&text, &length);
  ck_assert_ptr_nonnull(out);
  rater_rating rating;
  ck_assert(sudoku_rater_explain(standard_rater, givens, out, &rating));
  fclose(out);
  unsigned lines = 0, empty_cells = 0;
  for (size_t i = 0; i < length; i++) lines += text[i] == '\n';
  for (unsigned cell = 0; cell < 81; cell++) empty_cells += givens[cell] == 0;
  /* only singles: one line per empty cell, then the rating */
  ck_assert_uint_eq(lines, empty_cells + 1);
  ck_assert_ptr_nonnull(strstr(text, "hidden single: "));
  const char *last_line = text + length - 1;
  while (last_line > text && last_line[-1] != '\n') last_line--;
  ck_assert_ptr_eq(strstr(last_line, "easy (hardest: hidden single): "), last_line);
  free(text);
}
END_TEST

static Suite *rater_text_suite(void) {
  Suite *suite = suite_create("rater_text");
  TCase *text = tcase_create("text");
  tcase_add_unchecked_fixture(text, create_rater, destroy_rater);
  tcase_add_test(text, singles_and_guesses_name_cell_symbol_and_unit);
  tcase_add_test(text, subsets_name_cells_symbols_unit_and_eliminations);
  tcase_add_test(text, fish_and_wings_name_their_lines_and_cells);
  tcase_add_test(text, steps_are_written_in_the_alphabet_of_the_puzzle);
  tcase_add_test(text, a_12x12_step_writes_ten_as_a_in_digits);
  tcase_add_test(text, the_rating_line_says_level_hardest_and_counts);
  tcase_add_test(text, explain_writes_each_step_then_the_rating);
  suite_add_tcase(suite, text);
  return suite;
}

int main(void) {
  return run_suite(rater_text_suite());
}
