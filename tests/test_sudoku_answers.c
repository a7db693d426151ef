/* test_sudoku_answers.c: the Check suite of the text the sudoku front end writes (sudoku/grid.h
 * and sudoku/answer.h): grids in every layout and empty-cell character, the names of layouts and
 * styles, and the answer to a puzzle in every style, with and without every solution.
 *
 * Every expected text is written out by hand or taken from the expected output of the project's
 * SPOJ SUDOGOB golden case; the results it formats come from solving, or are made by hand.
 */
#include "tests/sudoku_test_support.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Text output ----------------------------------------------------------------------------- */

#define UNIQUE_PUZZLE_TEXT                                                                         \
  ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"
#define UNIQUE_SOLUTION_TEXT                                                                       \
  "652483917978162435314975628825736149791824563436519872269348751547291386183657294"
#define IMPOSSIBLE_PUZZLE_TEXT                                                                     \
  "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."
#define THREE_SOLUTION_PUZZLE_TEXT                                                                 \
  "8.........95.......67.........472968...913245...856137....9.716...6.8492......583"
/* UNIQUE_PUZZLE_TEXT with a 5 put next to the 5 of its first row. */
#define ILLEGAL_PUZZLE_TEXT                                                                        \
  "55..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"

static const char unique_puzzle_as_tokens[] = "0 5 0 0 8 3 0 1 7\n"
                                              "0 0 0 1 0 0 4 0 0\n"
                                              "3 0 4 0 0 5 6 0 8\n"
                                              "0 0 0 0 3 0 0 0 9\n"
                                              "0 9 0 8 2 4 5 0 0\n"
                                              "0 0 6 0 0 0 0 7 0\n"
                                              "0 0 9 0 0 0 0 5 0\n"
                                              "0 0 7 2 9 0 0 8 6\n"
                                              "1 0 3 6 0 7 2 0 4\n";

static const char unique_puzzle_as_dotted_tokens[] = ". 5 . . 8 3 . 1 7\n"
                                                     ". . . 1 . . 4 . .\n"
                                                     "3 . 4 . . 5 6 . 8\n"
                                                     ". . . . 3 . . . 9\n"
                                                     ". 9 . 8 2 4 5 . .\n"
                                                     ". . 6 . . . . 7 .\n"
                                                     ". . 9 . . . . 5 .\n"
                                                     ". . 7 2 9 . . 8 6\n"
                                                     "1 . 3 6 . 7 2 . 4\n";

static const char unique_puzzle_as_packed[] = "050083017\n"
                                              "000100400\n"
                                              "304005608\n"
                                              "000030009\n"
                                              "090824500\n"
                                              "006000070\n"
                                              "009000050\n"
                                              "007290086\n"
                                              "103607204\n";

static const char unique_solution_as_tokens[] = "6 5 2 4 8 3 9 1 7\n"
                                                "9 7 8 1 6 2 4 3 5\n"
                                                "3 1 4 9 7 5 6 2 8\n"
                                                "8 2 5 7 3 6 1 4 9\n"
                                                "7 9 1 8 2 4 5 6 3\n"
                                                "4 3 6 5 1 9 8 7 2\n"
                                                "2 6 9 3 4 8 7 5 1\n"
                                                "5 4 7 2 9 1 3 8 6\n"
                                                "1 8 3 6 5 7 2 9 4\n";

static const char unique_solution_as_packed[] = "652483917\n"
                                                "978162435\n"
                                                "314975628\n"
                                                "825736149\n"
                                                "791824563\n"
                                                "436519872\n"
                                                "269348751\n"
                                                "547291386\n"
                                                "183657294\n";

/* Formats into a buffer larger than needed, and checks the text, its length and that nothing was
 * written past the terminating NUL. */
static void assert_grid_format(const sudoku_grid *grid, sudoku_layout layout, char empty_cell,
                               const char *expected) {
  char text[SUDOKU_GRID_TEXT_MAX + 32];
  memset(text, '#', sizeof text);
  size_t length = sudoku_grid_format(grid, layout, empty_cell, text);
  ck_assert_uint_eq(length, strlen(expected));
  ck_assert_str_eq(text, expected);
  for (size_t k = length + 1; k < sizeof text; k++)
    ck_assert_msg(text[k] == '#', "byte %zu written past the text", k);
  ck_assert_uint_le(length + 1, SUDOKU_GRID_TEXT_MAX);
}

START_TEST(test_grid_format_tokens) {
  const sudoku_grid puzzle = grid_from_text(UNIQUE_PUZZLE_TEXT);
  assert_grid_format(&puzzle, SUDOKU_LAYOUT_TOKENS, '0', unique_puzzle_as_tokens);
  assert_grid_format(&puzzle, SUDOKU_LAYOUT_TOKENS, '.', unique_puzzle_as_dotted_tokens);
  const sudoku_grid solution = grid_from_text(UNIQUE_SOLUTION_TEXT);
  assert_grid_format(&solution, SUDOKU_LAYOUT_TOKENS, '.', unique_solution_as_tokens);
  ck_assert_uint_eq(strlen(unique_solution_as_tokens), 9 * 18);
}
END_TEST

START_TEST(test_grid_format_packed) {
  const sudoku_grid puzzle = grid_from_text(UNIQUE_PUZZLE_TEXT);
  assert_grid_format(&puzzle, SUDOKU_LAYOUT_PACKED, '0', unique_puzzle_as_packed);
  const sudoku_grid solution = grid_from_text(UNIQUE_SOLUTION_TEXT);
  assert_grid_format(&solution, SUDOKU_LAYOUT_PACKED, '.', unique_solution_as_packed);
  ck_assert_uint_eq(strlen(unique_solution_as_packed), 9 * 10);
}
END_TEST

START_TEST(test_grid_format_line_and_auto) {
  const sudoku_grid puzzle = grid_from_text(UNIQUE_PUZZLE_TEXT);
  assert_grid_format(&puzzle, SUDOKU_LAYOUT_LINE, '.', UNIQUE_PUZZLE_TEXT "\n");
  assert_grid_format(
      &puzzle, SUDOKU_LAYOUT_LINE, '0',
      "050083017000100400304005608000030009090824500006000070009000050007290086103607204\n");
  /* AUTO is written as LINE. */
  assert_grid_format(&puzzle, SUDOKU_LAYOUT_AUTO, '.', UNIQUE_PUZZLE_TEXT "\n");
  const sudoku_grid solution = grid_from_text(UNIQUE_SOLUTION_TEXT);
  assert_grid_format(&solution, SUDOKU_LAYOUT_LINE, '.', UNIQUE_SOLUTION_TEXT "\n");
}
END_TEST

START_TEST(test_grid_format_empty_grid_with_each_empty_character) {
  sudoku_grid empty = {0};
  memset(&empty, 0, sizeof empty);
  const char empty_characters[] = "0.?-*_";
  for (size_t k = 0; k < strlen(empty_characters); k++) {
    char empty_cell = empty_characters[k];
    char line[SUDOKU_CELLS + 2], packed[9 * 10 + 1], tokens[9 * 18 + 1];
    memset(line, empty_cell, SUDOKU_CELLS);
    line[SUDOKU_CELLS] = '\n';
    line[SUDOKU_CELLS + 1] = '\0';
    size_t packed_length = 0, tokens_length = 0;
    for (unsigned row = 0; row < 9; row++) {
      for (unsigned column = 0; column < 9; column++) {
        packed[packed_length++] = empty_cell;
        tokens[tokens_length++] = empty_cell;
        tokens[tokens_length++] = column < 8 ? ' ' : '\n';
      }
      packed[packed_length++] = '\n';
    }
    packed[packed_length] = '\0';
    tokens[tokens_length] = '\0';
    assert_grid_format(&empty, SUDOKU_LAYOUT_LINE, empty_cell, line);
    assert_grid_format(&empty, SUDOKU_LAYOUT_PACKED, empty_cell, packed);
    assert_grid_format(&empty, SUDOKU_LAYOUT_TOKENS, empty_cell, tokens);
    ck_assert(sudoku_is_empty_cell_character(empty_cell));
  }
  ck_assert(!sudoku_is_empty_cell_character('1'));
  ck_assert(!sudoku_is_empty_cell_character(' '));
  ck_assert(!sudoku_is_empty_cell_character('\0'));
}
END_TEST

START_TEST(test_layout_and_style_names_round_trip) {
  const sudoku_layout layouts[] = {SUDOKU_LAYOUT_AUTO, SUDOKU_LAYOUT_TOKENS, SUDOKU_LAYOUT_PACKED,
                                   SUDOKU_LAYOUT_LINE};
  const char *const layout_names[] = {"auto", "tokens", "packed", "line"};
  for (size_t k = 0; k < 4; k++) {
    ck_assert_str_eq(sudoku_layout_name(layouts[k]), layout_names[k]);
    sudoku_layout layout = SUDOKU_LAYOUT_AUTO;
    ck_assert(sudoku_layout_from_name(layout_names[k], &layout));
    ck_assert_int_eq(layout, layouts[k]);
  }
  sudoku_layout unused_layout;
  ck_assert(!sudoku_layout_from_name("grid", &unused_layout));
  const sudoku_answer_style styles[] = {SUDOKU_STYLE_COUNT,    SUDOKU_STYLE_VERDICT,
                                        SUDOKU_STYLE_SCENARIO, SUDOKU_STYLE_LINE,
                                        SUDOKU_STYLE_GRID,     SUDOKU_STYLE_JSON};
  const char *const style_names[] = {"count", "verdict", "scenario", "line", "grid", "json"};
  /* answer.h: 2 for verdict, which tells unique from ambiguous, 1 for the others. */
  const uint64_t least_limits[] = {1, 2, 1, 1, 1, 1};
  for (size_t k = 0; k < 6; k++) {
    ck_assert_str_eq(sudoku_answer_style_name(styles[k]), style_names[k]);
    sudoku_answer_style style = SUDOKU_STYLE_COUNT;
    ck_assert(sudoku_answer_style_from_name(style_names[k], &style));
    ck_assert_int_eq(style, styles[k]);
    ck_assert_uint_eq(sudoku_answer_style_least_limit(styles[k]), least_limits[k]);
  }
  sudoku_answer_style unused_style;
  ck_assert(!sudoku_answer_style_from_name("tokens", &unused_style));
}
END_TEST

/* The four puzzles of the answer tests, solved with a fresh solver and no limit. */
typedef struct answer_cases {
  sudoku_grid unique_puzzle, impossible_puzzle, multiple_puzzle, illegal_puzzle;
  sudoku_result unique_result, impossible_result, multiple_result, illegal_result;
  sudoku_grid multiple_first_solution; /* the first one the callback received */
} answer_cases;

static void solve_answer_cases(answer_cases *cases) {
  cases->unique_puzzle = grid_from_text(UNIQUE_PUZZLE_TEXT);
  cases->impossible_puzzle = grid_from_text(IMPOSSIBLE_PUZZLE_TEXT);
  cases->multiple_puzzle = grid_from_text(THREE_SOLUTION_PUZZLE_TEXT);
  cases->illegal_puzzle = grid_from_text(ILLEGAL_PUZZLE_TEXT);
  sudoku_solver *solver = create_solver();
  ck_assert_int_eq(
      sudoku_solve(solver, &cases->unique_puzzle, 0, NULL, NULL, &cases->unique_result), DLX_OK);
  ck_assert_int_eq(
      sudoku_solve(solver, &cases->impossible_puzzle, 0, NULL, NULL, &cases->impossible_result),
      DLX_OK);
  solution_collector collector = {0};
  ck_assert_int_eq(sudoku_solve(solver, &cases->multiple_puzzle, 0, collect_solution, &collector,
                                &cases->multiple_result),
                   DLX_OK);
  ck_assert_int_eq(
      sudoku_solve(solver, &cases->illegal_puzzle, 0, NULL, NULL, &cases->illegal_result), DLX_OK);
  sudoku_solver_destroy(solver);
  /* The counts come from mixed-counts.txt. */
  ck_assert_uint_eq(cases->unique_result.solutions, 1);
  ck_assert_uint_eq(cases->impossible_result.solutions, 0);
  ck_assert(!cases->impossible_result.illegal);
  ck_assert_uint_eq(cases->multiple_result.solutions, 3);
  ck_assert(cases->illegal_result.illegal);
  ck_assert_uint_eq(collector.solution_count, 3);
  assert_collected_solutions_are_valid_and_distinct(&collector, &cases->multiple_puzzle, "three");
  cases->multiple_first_solution = collector.solutions[0];
  free_solution_collector(&collector);
}

static char *answer_text(sudoku_answer_style style, unsigned long puzzle_number,
                         const sudoku_grid *puzzle, sudoku_layout layout,
                         const sudoku_result *result) {
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  ck_assert_ptr_nonnull(stream);
  sudoku_write_answer(stream, style, puzzle_number, puzzle, layout, result);
  ck_assert_int_eq(fclose(stream), 0);
  ck_assert_ptr_nonnull(text);
  ck_assert_uint_eq(strlen(text), size);
  return text;
}

static void assert_answer(sudoku_answer_style style, unsigned long puzzle_number,
                          const sudoku_grid *puzzle, sudoku_layout layout,
                          const sudoku_result *result, const char *expected) {
  char *text = answer_text(style, puzzle_number, puzzle, layout, result);
  ck_assert_str_eq(text, expected);
  free(text);
}

/* The grid as 81 digits, or as 9 lines of digits with or without a space between them: the
 * test's own writer, for the solutions it cannot spell out beforehand. */
static void grid_as_digit_lines(const sudoku_grid *grid, bool spaced, bool one_line, char *text) {
  size_t length = 0;
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    text[length++] = (char)('0' + grid->cells[cell]);
    bool ends_row = cell % 9 == 8;
    if (one_line) continue;
    if (spaced && !ends_row) text[length++] = ' ';
    if (ends_row) text[length++] = '\n';
  }
  if (one_line) text[length++] = '\n';
  text[length] = '\0';
}

START_TEST(test_answer_count_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  /* The grid follows the count only when it is 1, in the layout the puzzle was read in. */
  assert_answer(SUDOKU_STYLE_COUNT, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.unique_result, "1\n" UNIQUE_SOLUTION_TEXT "\n");
  char expected[256];
  snprintf(expected, sizeof expected, "1\n%s", unique_solution_as_tokens);
  assert_answer(SUDOKU_STYLE_COUNT, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.unique_result, expected);
  snprintf(expected, sizeof expected, "1\n%s", unique_solution_as_packed);
  assert_answer(SUDOKU_STYLE_COUNT, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_PACKED,
                &cases.unique_result, expected);
  assert_answer(SUDOKU_STYLE_COUNT, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.impossible_result, "0\n");
  assert_answer(SUDOKU_STYLE_COUNT, 3, &cases.multiple_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.multiple_result, "3\n");
  assert_answer(SUDOKU_STYLE_COUNT, 4, &cases.illegal_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.illegal_result, "0\n");
}
END_TEST

START_TEST(test_answer_count_style_on_sudogob_sample) {
  /* The sample of SPOJ SUDOGOB and its expected output, from tests/cli/cases. */
  const sudoku_grid unique = grid_from_text(
      "306002500000038000708016090007003860820070045063100900070350602000820000002900704");
  const sudoku_grid illegal = grid_from_text(
      "306002503000038000708016090007003860820070045063100900070350602000820000002900704");
  const sudoku_grid two = grid_from_text(
      "306002000000038000708016090007003860820070045063100900070350602000820000002900704");
  sudoku_solver *solver = create_solver();
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  ck_assert_ptr_nonnull(stream);
  const sudoku_grid *puzzles[] = {&unique, &illegal, &two};
  for (unsigned long k = 0; k < 3; k++) {
    sudoku_result result;
    ck_assert_int_eq(sudoku_solve(solver, puzzles[k], 0, NULL, NULL, &result), DLX_OK);
    sudoku_write_answer(stream, SUDOKU_STYLE_COUNT, k + 1, puzzles[k], SUDOKU_LAYOUT_TOKENS,
                        &result);
  }
  ck_assert_int_eq(fclose(stream), 0);
  ck_assert_str_eq(text, "1\n"
                         "3 1 6 4 9 2 5 7 8\n"
                         "2 9 5 7 3 8 4 1 6\n"
                         "7 4 8 5 1 6 2 9 3\n"
                         "9 5 7 2 4 3 8 6 1\n"
                         "8 2 1 6 7 9 3 4 5\n"
                         "4 6 3 1 8 5 9 2 7\n"
                         "1 7 9 3 5 4 6 8 2\n"
                         "6 3 4 8 2 7 1 5 9\n"
                         "5 8 2 9 6 1 7 3 4\n"
                         "0\n"
                         "2\n");
  free(text);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_answer_verdict_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  assert_answer(SUDOKU_STYLE_VERDICT, 1, &cases.illegal_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.illegal_result, "Case 1: Illegal.\n");
  assert_answer(SUDOKU_STYLE_VERDICT, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.impossible_result, "Case 2: Impossible.\n");
  assert_answer(SUDOKU_STYLE_VERDICT, 3, &cases.unique_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.unique_result, "Case 3: Unique.\n");
  assert_answer(SUDOKU_STYLE_VERDICT, 14, &cases.multiple_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.multiple_result, "Case 14: Ambiguous.\n");
  /* With the least limit of the style, 2. */
  sudoku_solver *solver = create_solver();
  sudoku_result limited;
  ck_assert_int_eq(sudoku_solve(solver, &cases.multiple_puzzle, 2, NULL, NULL, &limited), DLX_OK);
  assert_answer(SUDOKU_STYLE_VERDICT, 123456, &cases.multiple_puzzle, SUDOKU_LAYOUT_LINE, &limited,
                "Case 123456: Ambiguous.\n");
  ck_assert_int_eq(sudoku_solve(solver, &cases.unique_puzzle, 2, NULL, NULL, &limited), DLX_OK);
  assert_answer(SUDOKU_STYLE_VERDICT, 5, &cases.unique_puzzle, SUDOKU_LAYOUT_LINE, &limited,
                "Case 5: Unique.\n");
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_answer_scenario_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  char expected[512];
  /* Always 9 packed lines, whatever the layout the puzzle was read in. */
  snprintf(expected, sizeof expected, "Scenario #1:\n%s\n", unique_solution_as_packed);
  assert_answer(SUDOKU_STYLE_SCENARIO, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.unique_result, expected);
  assert_answer(SUDOKU_STYLE_SCENARIO, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.unique_result, expected);
  assert_answer(SUDOKU_STYLE_SCENARIO, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_PACKED,
                &cases.impossible_result, "Scenario #2:\nno solution\n\n");
  char first_solution[128];
  grid_as_digit_lines(&cases.multiple_first_solution, false, false, first_solution);
  snprintf(expected, sizeof expected, "Scenario #3:\n%s\n", first_solution);
  assert_answer(SUDOKU_STYLE_SCENARIO, 3, &cases.multiple_puzzle, SUDOKU_LAYOUT_PACKED,
                &cases.multiple_result, expected);
  assert_answer(SUDOKU_STYLE_SCENARIO, 40, &cases.illegal_puzzle, SUDOKU_LAYOUT_PACKED,
                &cases.illegal_result, "Scenario #40:\nno solution\n\n");
}
END_TEST

START_TEST(test_answer_line_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  assert_answer(SUDOKU_STYLE_LINE, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.unique_result, UNIQUE_SOLUTION_TEXT "\n");
  assert_answer(SUDOKU_STYLE_LINE, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.impossible_result, "no solution\n");
  char first_solution[128];
  grid_as_digit_lines(&cases.multiple_first_solution, false, true, first_solution);
  ck_assert_uint_eq(strlen(first_solution), SUDOKU_CELLS + 1);
  assert_answer(SUDOKU_STYLE_LINE, 3, &cases.multiple_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.multiple_result, first_solution);
  assert_answer(SUDOKU_STYLE_LINE, 4, &cases.illegal_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.illegal_result, "no solution\n");
}
END_TEST

START_TEST(test_answer_grid_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  char expected[512];
  snprintf(expected, sizeof expected, "%s\n", unique_solution_as_tokens);
  assert_answer(SUDOKU_STYLE_GRID, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.unique_result, expected);
  assert_answer(SUDOKU_STYLE_GRID, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.impossible_result, "no solution\n\n");
  char first_solution[256];
  grid_as_digit_lines(&cases.multiple_first_solution, true, false, first_solution);
  snprintf(expected, sizeof expected, "%s\n", first_solution);
  assert_answer(SUDOKU_STYLE_GRID, 3, &cases.multiple_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.multiple_result, expected);
  assert_answer(SUDOKU_STYLE_GRID, 4, &cases.illegal_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.illegal_result, "no solution\n\n");
}
END_TEST

START_TEST(test_answer_json_style) {
  answer_cases cases;
  solve_answer_cases(&cases);
  assert_answer(SUDOKU_STYLE_JSON, 1, &cases.unique_puzzle, SUDOKU_LAYOUT_TOKENS,
                &cases.unique_result,
                "{\"puzzle\":\"" UNIQUE_PUZZLE_TEXT "\",\"solutions\":1,\"limit_reached\":false,"
                "\"verdict\":\"unique\",\"solution\":\"" UNIQUE_SOLUTION_TEXT "\"}\n");
  assert_answer(SUDOKU_STYLE_JSON, 2, &cases.impossible_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.impossible_result,
                "{\"puzzle\":\"" IMPOSSIBLE_PUZZLE_TEXT "\",\"solutions\":0,"
                "\"limit_reached\":false,\"verdict\":\"impossible\"}\n");
  assert_answer(SUDOKU_STYLE_JSON, 3, &cases.multiple_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.multiple_result,
                "{\"puzzle\":\"" THREE_SOLUTION_PUZZLE_TEXT "\",\"solutions\":3,"
                "\"limit_reached\":false,\"verdict\":\"multiple\"}\n");
  assert_answer(SUDOKU_STYLE_JSON, 4, &cases.illegal_puzzle, SUDOKU_LAYOUT_LINE,
                &cases.illegal_result,
                "{\"puzzle\":\"" ILLEGAL_PUZZLE_TEXT "\",\"solutions\":0,"
                "\"limit_reached\":false,\"verdict\":\"illegal\"}\n");
  /* With the least limit of the style, 2: the count is then a lower bound. */
  sudoku_solver *solver = create_solver();
  sudoku_result limited;
  ck_assert_int_eq(sudoku_solve(solver, &cases.multiple_puzzle, 2, NULL, NULL, &limited), DLX_OK);
  assert_answer(SUDOKU_STYLE_JSON, 5, &cases.multiple_puzzle, SUDOKU_LAYOUT_LINE, &limited,
                "{\"puzzle\":\"" THREE_SOLUTION_PUZZLE_TEXT "\",\"solutions\":2,"
                "\"limit_reached\":true,\"verdict\":\"multiple\"}\n");
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_answer_from_hand_made_results) {
  /* Results built by hand, so the expected text owes nothing to the solver. */
  const sudoku_grid puzzle = grid_from_text(UNIQUE_PUZZLE_TEXT);
  sudoku_result result;
  memset(&result, 0, sizeof result);
  result.solutions = 847;
  result.solution = grid_from_text(UNIQUE_SOLUTION_TEXT);
  assert_answer(SUDOKU_STYLE_COUNT, 1, &puzzle, SUDOKU_LAYOUT_TOKENS, &result, "847\n");
  assert_answer(SUDOKU_STYLE_VERDICT, 9, &puzzle, SUDOKU_LAYOUT_TOKENS, &result,
                "Case 9: Ambiguous.\n");
  assert_answer(SUDOKU_STYLE_LINE, 1, &puzzle, SUDOKU_LAYOUT_TOKENS, &result,
                UNIQUE_SOLUTION_TEXT "\n");
  char expected[512];
  snprintf(expected, sizeof expected, "Scenario #7:\n%s\n", unique_solution_as_packed);
  assert_answer(SUDOKU_STYLE_SCENARIO, 7, &puzzle, SUDOKU_LAYOUT_TOKENS, &result, expected);
  snprintf(expected, sizeof expected, "%s\n", unique_solution_as_tokens);
  assert_answer(SUDOKU_STYLE_GRID, 7, &puzzle, SUDOKU_LAYOUT_PACKED, &result, expected);
  assert_answer(SUDOKU_STYLE_JSON, 1, &puzzle, SUDOKU_LAYOUT_TOKENS, &result,
                "{\"puzzle\":\"" UNIQUE_PUZZLE_TEXT "\",\"solutions\":847,"
                "\"limit_reached\":false,\"verdict\":\"multiple\"}\n");
}
END_TEST

/* The answer with every solution (--all): the opening, each solution of a second search with the
 * callback, the closing, written by the library. */
static char *every_solution_answer_text(sudoku_answer_style style, unsigned long puzzle_number,
                                        const sudoku_grid *puzzle, sudoku_layout layout) {
  sudoku_solver *solver = create_solver();
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, puzzle, 0, NULL, NULL, &result), DLX_OK);
  solution_collector collector = {0};
  sudoku_result second_result;
  ck_assert_int_eq(sudoku_solve(solver, puzzle, 0, collect_solution, &collector, &second_result),
                   DLX_OK);
  sudoku_solver_destroy(solver);
  ck_assert_uint_eq(collector.solution_count, result.solutions);
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  ck_assert_ptr_nonnull(stream);
  sudoku_write_answer_opening(stream, style, puzzle_number, puzzle, &result);
  for (size_t k = 0; k < collector.solution_count; k++)
    sudoku_write_answer_solution(stream, style, k, &collector.solutions[k], layout);
  sudoku_write_answer_closing(stream, style, &result);
  ck_assert_int_eq(fclose(stream), 0);
  free_solution_collector(&collector);
  return text;
}

/* What every_solution_answer_text must give, written by the test from answer.h's description:
 * count and verdict put each solution in the puzzle's layout after their line, scenario, line and
 * grid print each as they print one, and json adds "all_solutions":[...]. */
static char *expected_every_solution_text(sudoku_answer_style style, unsigned long puzzle_number,
                                          const char *puzzle_text, sudoku_layout layout,
                                          const char *first_line, const char *json_fields,
                                          const sudoku_grid *solutions, size_t solution_count) {
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  ck_assert_ptr_nonnull(stream);
  if (style == SUDOKU_STYLE_COUNT || style == SUDOKU_STYLE_VERDICT) fputs(first_line, stream);
  if (style == SUDOKU_STYLE_SCENARIO) fprintf(stream, "Scenario #%lu:\n", puzzle_number);
  if (style == SUDOKU_STYLE_JSON)
    fprintf(stream, "{\"puzzle\":\"%s\",%s,\"all_solutions\":[", puzzle_text, json_fields);
  for (size_t k = 0; k < solution_count; k++) {
    char grid_text[256];
    switch (style) {
    case SUDOKU_STYLE_COUNT:
    case SUDOKU_STYLE_VERDICT:
      grid_as_digit_lines(&solutions[k], layout == SUDOKU_LAYOUT_TOKENS,
                          layout == SUDOKU_LAYOUT_LINE, grid_text);
      fputs(grid_text, stream);
      break;
    case SUDOKU_STYLE_SCENARIO:
      grid_as_digit_lines(&solutions[k], false, false, grid_text);
      fprintf(stream, "%s\n", grid_text);
      break;
    case SUDOKU_STYLE_LINE:
      grid_as_digit_lines(&solutions[k], false, true, grid_text);
      fputs(grid_text, stream);
      break;
    case SUDOKU_STYLE_GRID:
      grid_as_digit_lines(&solutions[k], true, false, grid_text);
      fprintf(stream, "%s\n", grid_text);
      break;
    case SUDOKU_STYLE_JSON:
      grid_as_digit_lines(&solutions[k], false, true, grid_text);
      grid_text[SUDOKU_CELLS] = '\0';
      fprintf(stream, "%s\"%s\"", k > 0 ? "," : "", grid_text);
      break;
    }
  }
  if (solution_count == 0 && (style == SUDOKU_STYLE_SCENARIO || style == SUDOKU_STYLE_GRID))
    fputs("no solution\n\n", stream);
  if (solution_count == 0 && style == SUDOKU_STYLE_LINE) fputs("no solution\n", stream);
  if (style == SUDOKU_STYLE_JSON) fputs("]}\n", stream);
  ck_assert_int_eq(fclose(stream), 0);
  return text;
}

START_TEST(test_answer_with_every_solution) {
  const sudoku_answer_style styles[] = {SUDOKU_STYLE_COUNT,    SUDOKU_STYLE_VERDICT,
                                        SUDOKU_STYLE_SCENARIO, SUDOKU_STYLE_LINE,
                                        SUDOKU_STYLE_GRID,     SUDOKU_STYLE_JSON};
  const sudoku_layout layouts[] = {SUDOKU_LAYOUT_TOKENS, SUDOKU_LAYOUT_PACKED, SUDOKU_LAYOUT_LINE};
  const sudoku_grid unique = grid_from_text(UNIQUE_PUZZLE_TEXT);
  const sudoku_grid unique_solution = grid_from_text(UNIQUE_SOLUTION_TEXT);
  const sudoku_grid three = grid_from_text(THREE_SOLUTION_PUZZLE_TEXT);
  const sudoku_grid impossible = grid_from_text(IMPOSSIBLE_PUZZLE_TEXT);
  const sudoku_grid illegal = grid_from_text(ILLEGAL_PUZZLE_TEXT);

  /* The three solutions, in the order the search finds them, checked before they are used. */
  sudoku_solver *solver = create_solver();
  solution_collector three_solutions = {0};
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, &three, 0, collect_solution, &three_solutions, &result),
                   DLX_OK);
  sudoku_solver_destroy(solver);
  ck_assert_uint_eq(three_solutions.solution_count, 3);
  assert_collected_solutions_are_valid_and_distinct(&three_solutions, &three, "three");

  for (size_t s = 0; s < sizeof styles / sizeof styles[0]; s++) {
    for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
      sudoku_answer_style style = styles[s];
      sudoku_layout layout = layouts[l];
      char *actual = every_solution_answer_text(style, 2, &unique, layout);
      char *expected =
          expected_every_solution_text(style, 2, UNIQUE_PUZZLE_TEXT, layout,
                                       style == SUDOKU_STYLE_COUNT ? "1\n" : "Case 2: Unique.\n",
                                       "\"solutions\":1,\"limit_reached\":false,\"verdict\":"
                                       "\"unique\",\"solution\":\"" UNIQUE_SOLUTION_TEXT "\"",
                                       &unique_solution, 1);
      ck_assert_str_eq(actual, expected);
      free(actual);
      free(expected);

      actual = every_solution_answer_text(style, 3, &three, layout);
      expected = expected_every_solution_text(
          style, 3, THREE_SOLUTION_PUZZLE_TEXT, layout,
          style == SUDOKU_STYLE_COUNT ? "3\n" : "Case 3: Ambiguous.\n",
          "\"solutions\":3,\"limit_reached\":false,\"verdict\":\"multiple\"",
          three_solutions.solutions, 3);
      ck_assert_str_eq(actual, expected);
      free(actual);
      free(expected);

      actual = every_solution_answer_text(style, 4, &impossible, layout);
      expected = expected_every_solution_text(
          style, 4, IMPOSSIBLE_PUZZLE_TEXT, layout,
          style == SUDOKU_STYLE_COUNT ? "0\n" : "Case 4: Impossible.\n",
          "\"solutions\":0,\"limit_reached\":false,\"verdict\":\"impossible\"", NULL, 0);
      ck_assert_str_eq(actual, expected);
      free(actual);
      free(expected);

      actual = every_solution_answer_text(style, 5, &illegal, layout);
      expected = expected_every_solution_text(
          style, 5, ILLEGAL_PUZZLE_TEXT, layout,
          style == SUDOKU_STYLE_COUNT ? "0\n" : "Case 5: Illegal.\n",
          "\"solutions\":0,\"limit_reached\":false,\"verdict\":\"illegal\"", NULL, 0);
      ck_assert_str_eq(actual, expected);
      free(actual);
      free(expected);
    }
  }
  free_solution_collector(&three_solutions);
}
END_TEST

/* ---- The suite ------------------------------------------------------------------------------- */

static Suite *make_sudoku_answers_suite(void) {
  Suite *suite = suite_create("sudoku_answers");

  TCase *output = tcase_create("output");
  tcase_add_test(output, test_grid_format_tokens);
  tcase_add_test(output, test_grid_format_packed);
  tcase_add_test(output, test_grid_format_line_and_auto);
  tcase_add_test(output, test_grid_format_empty_grid_with_each_empty_character);
  tcase_add_test(output, test_layout_and_style_names_round_trip);
  tcase_add_test(output, test_answer_count_style);
  tcase_add_test(output, test_answer_count_style_on_sudogob_sample);
  tcase_add_test(output, test_answer_verdict_style);
  tcase_add_test(output, test_answer_scenario_style);
  tcase_add_test(output, test_answer_line_style);
  tcase_add_test(output, test_answer_grid_style);
  tcase_add_test(output, test_answer_json_style);
  tcase_add_test(output, test_answer_from_hand_made_results);
  tcase_add_test(output, test_answer_with_every_solution);
  suite_add_tcase(suite, output);

  return suite;
}

int main(void) {
  return run_suite(make_sudoku_answers_suite());
}
