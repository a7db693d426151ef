/* test_sudoku.c: the Check suite of the sudoku encoder (sudoku/sudoku.h, sudoku/grid.h and
 * sudoku/answer.h) on top of the dancing-links engine.
 *
 * Every expected value comes from outside the code under test: the counts files that another
 * solver made (lines "puzzle:count:solution", the solution only when the count is 1), grids and
 * texts written out by hand, the expected output of the project's SPOJ SUDOGOB golden case, or the
 * small backtracking counter in this file, which shares nothing with the exact-cover encoding.
 * The suite parses the 81-character puzzle lines itself, so it does not depend on the grid
 * reader. It runs from tests/, so the data paths are relative to that directory.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "sudoku/answer.h"
#include "sudoku/grid.h"
#include "sudoku/sudoku.h"

/* ---- The counts files ------------------------------------------------------------------------ */

#define MIXED_COUNTS_PATH "../puzzles/sudoku/mixed-counts.txt"
#define TOP1465_SAMPLE_PATH "data/top1465-sample.counts"
#define SERG_MULTI_SAMPLE_PATH "data/serg-multi-sample.counts"

typedef struct counts_file {
  const char *path;
  size_t expected_puzzle_count; /* how many lines the file is known to hold */
} counts_file;

/* The loop tests run over this table, so their loop index is an index into it. */
static const counts_file counts_files[] = {
    {MIXED_COUNTS_PATH, 43},
    {TOP1465_SAMPLE_PATH, 293},
    {SERG_MULTI_SAMPLE_PATH, 400},
};
enum { COUNTS_FILE_COUNT = sizeof counts_files / sizeof counts_files[0] };

/* One line of a counts file. */
typedef struct counted_puzzle {
  sudoku_grid puzzle;
  uint64_t count;
  bool has_solution;
  sudoku_grid solution; /* when has_solution */
  unsigned line_number;
} counted_puzzle;

typedef struct counted_puzzle_set {
  const char *path;
  counted_puzzle *puzzles;
  size_t puzzle_count;
} counted_puzzle_set;

/* Reads 81 cells, '.' or '0' for an empty cell and '1'..'9' for a digit. */
static bool parse_grid_text(const char *text, size_t length, sudoku_grid *grid) {
  if (length != SUDOKU_CELLS) return false;
  for (size_t cell = 0; cell < SUDOKU_CELLS; cell++) {
    char character = text[cell];
    if (character == '.' || character == '0')
      grid->cells[cell] = 0;
    else if (character >= '1' && character <= '9')
      grid->cells[cell] = (uint8_t)(character - '0');
    else
      return false;
  }
  return true;
}

/* A grid from an 81-character literal of the test; fails the test if the literal is malformed. */
static sudoku_grid grid_from_text(const char *text) {
  sudoku_grid grid;
  ck_assert_msg(parse_grid_text(text, strlen(text), &grid), "malformed grid literal \"%s\"", text);
  return grid;
}

/* The grid as 81 characters, '.' for an empty cell and '?' for a value that is not a digit. */
static void grid_to_text(const sudoku_grid *grid, char text[SUDOKU_CELLS + 1]) {
  for (size_t cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned value = grid->cells[cell];
    text[cell] = value == 0 ? '.' : value <= 9 ? (char)('0' + value) : '?';
  }
  text[SUDOKU_CELLS] = '\0';
}

static void load_counted_puzzle_set(const char *path, counted_puzzle_set *set) {
  set->path = path;
  set->puzzles = NULL;
  set->puzzle_count = 0;
  FILE *file = fopen(path, "r");
  ck_assert_msg(file != NULL, "cannot open %s (the suite runs from tests/)", path);
  size_t capacity = 0;
  char *line = NULL;
  size_t line_capacity = 0;
  ssize_t length;
  unsigned line_number = 0;
  while ((length = getline(&line, &line_capacity, file)) != -1) {
    line_number++;
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
      line[--length] = '\0';
    if (length == 0) continue;
    if (set->puzzle_count == capacity) {
      capacity = capacity ? 2 * capacity : 64;
      set->puzzles = realloc(set->puzzles, capacity * sizeof *set->puzzles);
      ck_assert_ptr_nonnull(set->puzzles);
    }
    counted_puzzle *entry = &set->puzzles[set->puzzle_count++];
    memset(entry, 0, sizeof *entry);
    entry->line_number = line_number;
    char *count_field = strchr(line, ':');
    ck_assert_msg(count_field != NULL, "%s:%u: no count", path, line_number);
    ck_assert_msg(parse_grid_text(line, (size_t)(count_field - line), &entry->puzzle),
                  "%s:%u: malformed puzzle", path, line_number);
    count_field++;
    char *count_end;
    entry->count = strtoull(count_field, &count_end, 10);
    ck_assert_msg(count_end != count_field && (*count_end == '\0' || *count_end == ':'),
                  "%s:%u: malformed count", path, line_number);
    if (*count_end == ':' && count_end[1] != '\0') {
      const char *solution_field = count_end + 1;
      ck_assert_msg(parse_grid_text(solution_field, strlen(solution_field), &entry->solution),
                    "%s:%u: malformed solution", path, line_number);
      entry->has_solution = true;
    }
    ck_assert_msg(entry->has_solution == (entry->count == 1),
                  "%s:%u: a solution must be given exactly when the count is 1", path, line_number);
  }
  free(line);
  fclose(file);
}

static void load_counts_file(unsigned file_index, counted_puzzle_set *set) {
  ck_assert_uint_lt(file_index, COUNTS_FILE_COUNT);
  load_counted_puzzle_set(counts_files[file_index].path, set);
  ck_assert_msg(set->puzzle_count == counts_files[file_index].expected_puzzle_count,
                "%s holds %zu puzzles, expected %zu", set->path, set->puzzle_count,
                counts_files[file_index].expected_puzzle_count);
}

static void free_counted_puzzle_set(counted_puzzle_set *set) {
  free(set->puzzles);
  set->puzzles = NULL;
  set->puzzle_count = 0;
}

/* The first puzzle of the set whose count lies in [least_count, most_count]; fails if none. */
static const counted_puzzle *find_puzzle_with_count(const counted_puzzle_set *set,
                                                    uint64_t least_count, uint64_t most_count) {
  for (size_t k = 0; k < set->puzzle_count; k++)
    if (set->puzzles[k].count >= least_count && set->puzzles[k].count <= most_count)
      return &set->puzzles[k];
  ck_abort_msg("%s has no puzzle with %llu to %llu solutions", set->path,
               (unsigned long long)least_count, (unsigned long long)most_count);
  return NULL;
}

/* ---- Independent grid checks ----------------------------------------------------------------- */

static unsigned box_of_cell(unsigned cell) {
  return 3 * (cell / 9 / 3) + cell % 9 / 3;
}

/* The cell index of the position-th cell (0..8) of a unit: units 0..8 are the rows, 9..17 the
 * columns, 18..26 the boxes. */
static unsigned cell_of_unit(unsigned unit, unsigned position) {
  if (unit < 9) return 9 * unit + position;
  if (unit < 18) return 9 * position + (unit - 9);
  unsigned box = unit - 18;
  return 9 * (3 * (box / 3) + position / 3) + 3 * (box % 3) + position % 3;
}

/* Every cell holds 1..9 and every row, column and box holds each digit once. */
static bool grid_is_valid_complete_solution(const sudoku_grid *grid) {
  for (unsigned unit = 0; unit < 27; unit++) {
    unsigned digits_seen = 0;
    for (unsigned position = 0; position < 9; position++) {
      unsigned digit = grid->cells[cell_of_unit(unit, position)];
      if (digit < 1 || digit > 9) return false;
      digits_seen |= 1u << digit;
    }
    if (digits_seen != 0x3FEu) return false;
  }
  return true;
}

static bool solution_agrees_with_givens(const sudoku_grid *solution, const sudoku_grid *puzzle) {
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++)
    if (puzzle->cells[cell] != 0 && puzzle->cells[cell] != solution->cells[cell]) return false;
  return true;
}

/* No digit twice in a unit and every cell 0..9: the legality rule, checked unit by unit. */
static bool givens_break_no_rule(const sudoku_grid *puzzle) {
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++)
    if (puzzle->cells[cell] > 9) return false;
  for (unsigned unit = 0; unit < 27; unit++) {
    unsigned digits_seen = 0;
    for (unsigned position = 0; position < 9; position++) {
      unsigned digit = puzzle->cells[cell_of_unit(unit, position)];
      if (digit == 0) continue;
      if (digits_seen & (1u << digit)) return false;
      digits_seen |= 1u << digit;
    }
  }
  return true;
}

static bool grids_are_equal(const sudoku_grid *first, const sudoku_grid *second) {
  return memcmp(first->cells, second->cells, SUDOKU_CELLS) == 0;
}

static sudoku_verdict verdict_of_exact_count(uint64_t count) {
  if (count == 0) return SUDOKU_IMPOSSIBLE;
  return count == 1 ? SUDOKU_UNIQUE : SUDOKU_MULTIPLE;
}

/* ---- Collecting the solutions a search reports ----------------------------------------------- */

typedef struct solution_collector {
  sudoku_grid *solutions;
  size_t solution_count;
  size_t capacity;
  size_t stop_after; /* the callback asks to stop once it has seen this many; 0: never */
} solution_collector;

static int collect_solution(void *context, const sudoku_grid *solution) {
  solution_collector *collector = context;
  if (collector->solution_count == collector->capacity) {
    collector->capacity = collector->capacity ? 2 * collector->capacity : 16;
    collector->solutions =
        realloc(collector->solutions, collector->capacity * sizeof *collector->solutions);
    ck_assert_ptr_nonnull(collector->solutions);
  }
  collector->solutions[collector->solution_count++] = *solution;
  return collector->stop_after != 0 && collector->solution_count >= collector->stop_after;
}

static void free_solution_collector(solution_collector *collector) {
  free(collector->solutions);
  memset(collector, 0, sizeof *collector);
}

static int compare_grids_bytewise(const void *first, const void *second) {
  return memcmp(first, second, sizeof(sudoku_grid));
}

/* How many of the grids are distinct (the grids themselves are left in their order). */
static size_t count_distinct_grids(const sudoku_grid *grids, size_t grid_count) {
  if (grid_count == 0) return 0;
  sudoku_grid *sorted = malloc(grid_count * sizeof *sorted);
  ck_assert_ptr_nonnull(sorted);
  memcpy(sorted, grids, grid_count * sizeof *sorted);
  qsort(sorted, grid_count, sizeof *sorted, compare_grids_bytewise);
  size_t distinct = 1;
  for (size_t k = 1; k < grid_count; k++)
    if (!grids_are_equal(&sorted[k - 1], &sorted[k])) distinct++;
  free(sorted);
  return distinct;
}

/* Every collected solution is a valid complete grid that keeps the givens, and no two are equal. */
static void assert_collected_solutions_are_valid_and_distinct(const solution_collector *collector,
                                                              const sudoku_grid *puzzle,
                                                              const char *where) {
  for (size_t k = 0; k < collector->solution_count; k++) {
    ck_assert_msg(grid_is_valid_complete_solution(&collector->solutions[k]),
                  "%s: solution %zu is not a valid complete grid", where, k + 1);
    ck_assert_msg(solution_agrees_with_givens(&collector->solutions[k], puzzle),
                  "%s: solution %zu changes a given", where, k + 1);
  }
  ck_assert_msg(count_distinct_grids(collector->solutions, collector->solution_count) ==
                    collector->solution_count,
                "%s: the callback received the same solution twice", where);
}

static sudoku_solver *create_solver(void) {
  sudoku_solver *solver = sudoku_solver_create();
  ck_assert_ptr_nonnull(solver);
  return solver;
}

/* Two results of the same search agree in everything, statistics included. */
static void assert_results_identical(const sudoku_result *expected, const sudoku_result *actual,
                                     const char *where) {
  ck_assert_msg(actual->solutions == expected->solutions, "%s: solutions %llu, expected %llu",
                where, (unsigned long long)actual->solutions,
                (unsigned long long)expected->solutions);
  ck_assert_msg(actual->reached_limit == expected->reached_limit, "%s: reached_limit differs",
                where);
  ck_assert_msg(actual->illegal == expected->illegal, "%s: illegal differs", where);
  if (expected->solutions > 0)
    ck_assert_msg(grids_are_equal(&actual->solution, &expected->solution),
                  "%s: the first solution differs", where);
  ck_assert_msg(actual->nodes == expected->nodes, "%s: nodes %llu, expected %llu", where,
                (unsigned long long)actual->nodes, (unsigned long long)expected->nodes);
  ck_assert_msg(actual->updates == expected->updates, "%s: updates %llu, expected %llu", where,
                (unsigned long long)actual->updates, (unsigned long long)expected->updates);
}

/* The result of an exact count (limit 0) agrees with the counts file. */
static void assert_exact_result_matches_file(const sudoku_result *result,
                                             const counted_puzzle *expected, const char *path) {
  ck_assert_msg(!result->illegal, "%s:%u: reported illegal", path, expected->line_number);
  ck_assert_msg(result->solutions == expected->count, "%s:%u: %llu solutions, expected %llu", path,
                expected->line_number, (unsigned long long)result->solutions,
                (unsigned long long)expected->count);
  ck_assert_msg(!result->reached_limit, "%s:%u: reached_limit without a limit", path,
                expected->line_number);
  ck_assert_msg(sudoku_verdict_of(result) == verdict_of_exact_count(expected->count),
                "%s:%u: verdict %d, expected %d", path, expected->line_number,
                (int)sudoku_verdict_of(result), (int)verdict_of_exact_count(expected->count));
  if (expected->has_solution) {
    char actual_text[SUDOKU_CELLS + 1], expected_text[SUDOKU_CELLS + 1];
    grid_to_text(&result->solution, actual_text);
    grid_to_text(&expected->solution, expected_text);
    ck_assert_msg(grids_are_equal(&result->solution, &expected->solution),
                  "%s:%u: solution %s, expected %s", path, expected->line_number, actual_text,
                  expected_text);
  }
}

/* ---- 1 and 2: the counts files --------------------------------------------------------------- */

START_TEST(test_exact_counts_without_limit) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    sudoku_result result;
    sudoku_solve(solver, &set.puzzles[k].puzzle, 0, NULL, NULL, &result);
    assert_exact_result_matches_file(&result, &set.puzzles[k], set.path);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_callback_receives_every_solution_once) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    char where[256];
    snprintf(where, sizeof where, "%s:%u", set.path, expected->line_number);
    solution_collector collector = {0};
    sudoku_result result;
    sudoku_solve(solver, &expected->puzzle, 0, collect_solution, &collector, &result);
    assert_exact_result_matches_file(&result, expected, set.path);
    ck_assert_msg(collector.solution_count == expected->count,
                  "%s: %zu callback calls, expected %llu", where, collector.solution_count,
                  (unsigned long long)expected->count);
    assert_collected_solutions_are_valid_and_distinct(&collector, &expected->puzzle, where);
    if (collector.solution_count > 0)
      ck_assert_msg(grids_are_equal(&collector.solutions[0], &result.solution),
                    "%s: result.solution is not the first solution the callback received", where);
    free_solution_collector(&collector);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_two_tells_unique_from_multiple) {
  counted_puzzle_set set;
  load_counts_file((unsigned)_i, &set);
  sudoku_solver *solver = create_solver();
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    sudoku_result result;
    sudoku_solve(solver, &expected->puzzle, 2, NULL, NULL, &result);
    uint64_t expected_solutions = expected->count < 2 ? expected->count : 2;
    ck_assert_msg(!result.illegal, "%s:%u: reported illegal", set.path, expected->line_number);
    ck_assert_msg(result.solutions == expected_solutions, "%s:%u: %llu solutions, expected %llu",
                  set.path, expected->line_number, (unsigned long long)result.solutions,
                  (unsigned long long)expected_solutions);
    ck_assert_msg(result.reached_limit == (expected->count >= 2),
                  "%s:%u: reached_limit %d with %llu solutions in all", set.path,
                  expected->line_number, (int)result.reached_limit,
                  (unsigned long long)expected->count);
    ck_assert_msg(sudoku_verdict_of(&result) == verdict_of_exact_count(expected->count),
                  "%s:%u: verdict %d", set.path, expected->line_number,
                  (int)sudoku_verdict_of(&result));
    if (expected->has_solution)
      ck_assert_msg(grids_are_equal(&result.solution, &expected->solution), "%s:%u: wrong solution",
                    set.path, expected->line_number);
    if (result.solutions > 0)
      ck_assert_msg(grid_is_valid_complete_solution(&result.solution) &&
                        solution_agrees_with_givens(&result.solution, &expected->puzzle),
                    "%s:%u: the first solution is not a solution", set.path, expected->line_number);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- 3: limits and a stopping callback ------------------------------------------------------- */

START_TEST(test_limit_one_on_multiple_is_at_least_one) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *few = find_puzzle_with_count(&set, 2, 5);
  const counted_puzzle *many = find_puzzle_with_count(&set, 500, UINT64_MAX);
  const counted_puzzle *cases[] = {few, many};
  for (size_t k = 0; k < 2; k++) {
    sudoku_result result;
    sudoku_solve(solver, &cases[k]->puzzle, 1, NULL, NULL, &result);
    ck_assert_uint_eq(result.solutions, 1);
    ck_assert(result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_AT_LEAST_ONE);
    ck_assert(grid_is_valid_complete_solution(&result.solution));
    ck_assert(solution_agrees_with_givens(&result.solution, &cases[k]->puzzle));
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_one_on_unique_leaves_uniqueness_unproven) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *unique = find_puzzle_with_count(&set, 1, 1);
  sudoku_result result;
  sudoku_solve(solver, &unique->puzzle, 1, NULL, NULL, &result);
  ck_assert_uint_eq(result.solutions, 1);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_AT_LEAST_ONE);
  ck_assert(grids_are_equal(&result.solution, &unique->solution));
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_on_impossible_finds_nothing) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *impossible = find_puzzle_with_count(&set, 0, 0);
  for (uint64_t limit = 1; limit <= 3; limit++) {
    sudoku_result result;
    sudoku_solve(solver, &impossible->puzzle, limit, NULL, NULL, &result);
    ck_assert_uint_eq(result.solutions, 0);
    ck_assert(!result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_IMPOSSIBLE);
  }
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_five_stops_at_five) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *many = find_puzzle_with_count(&set, 6, UINT64_MAX);
  solution_collector collector = {0};
  sudoku_result result;
  sudoku_solve(solver, &many->puzzle, 5, collect_solution, &collector, &result);
  ck_assert_uint_eq(result.solutions, 5);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  ck_assert_uint_eq(collector.solution_count, 5);
  assert_collected_solutions_are_valid_and_distinct(&collector, &many->puzzle, "limit 5");
  ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_limit_around_the_exact_count) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *three = find_puzzle_with_count(&set, 3, 3);
  sudoku_result result;
  /* A limit equal to the count stops the search as the last solution is found. */
  sudoku_solve(solver, &three->puzzle, 3, NULL, NULL, &result);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  /* A limit above the count lets the search end on its own. */
  sudoku_solve(solver, &three->puzzle, 4, NULL, NULL, &result);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(!result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  sudoku_solve(solver, &three->puzzle, 1000000, NULL, NULL, &result);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(!result.reached_limit);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_callback_returning_nonzero_stops_the_search) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *solver = create_solver();
  const counted_puzzle *many = find_puzzle_with_count(&set, 500, UINT64_MAX);
  const size_t stop_points[] = {1, 2, 7, 100};
  for (size_t k = 0; k < sizeof stop_points / sizeof stop_points[0]; k++) {
    solution_collector collector = {.stop_after = stop_points[k]};
    sudoku_result result;
    sudoku_solve(solver, &many->puzzle, 0, collect_solution, &collector, &result);
    ck_assert_uint_eq(collector.solution_count, stop_points[k]);
    ck_assert_uint_eq(result.solutions, stop_points[k]);
    ck_assert(result.reached_limit);
    ck_assert(!result.illegal);
    ck_assert_int_eq(sudoku_verdict_of(&result),
                     stop_points[k] == 1 ? SUDOKU_AT_LEAST_ONE : SUDOKU_MULTIPLE);
    assert_collected_solutions_are_valid_and_distinct(&collector, &many->puzzle, "stopped");
    ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
    free_solution_collector(&collector);
  }
  /* The callback stops before a larger limit would. */
  solution_collector collector = {.stop_after = 3};
  sudoku_result result;
  sudoku_solve(solver, &many->puzzle, 10, collect_solution, &collector, &result);
  ck_assert_uint_eq(collector.solution_count, 3);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- 4: legality, impossibility and the extreme grids ---------------------------------------- */

/* An empty grid with the given (row, column, digit) triples filled in. */
typedef struct placed_digit {
  unsigned row, column, digit;
} placed_digit;

static sudoku_grid grid_with_digits(const placed_digit *digits, size_t digit_count) {
  sudoku_grid grid;
  memset(&grid, 0, sizeof grid);
  for (size_t k = 0; k < digit_count; k++)
    grid.cells[9 * digits[k].row + digits[k].column] = (uint8_t)digits[k].digit;
  return grid;
}

static int count_callback_calls(void *context, const sudoku_grid *solution) {
  (void)solution;
  (*(unsigned *)context)++;
  return 0;
}

static void assert_solves_as_illegal(const sudoku_grid *puzzle, const char *what) {
  ck_assert_msg(!givens_break_no_rule(puzzle), "%s: the test's own puzzle is not illegal", what);
  ck_assert_msg(!sudoku_givens_are_legal(puzzle), "%s: sudoku_givens_are_legal says legal", what);
  sudoku_solver *solver = create_solver();
  const uint64_t limits[] = {0, 1, 2};
  for (size_t k = 0; k < 3; k++) {
    unsigned callback_calls = 0;
    sudoku_result result;
    sudoku_solve(solver, puzzle, limits[k], count_callback_calls, &callback_calls, &result);
    ck_assert_msg(result.illegal, "%s: not reported illegal", what);
    ck_assert_msg(result.solutions == 0, "%s: %llu solutions", what,
                  (unsigned long long)result.solutions);
    ck_assert_msg(!result.reached_limit, "%s: reached_limit", what);
    ck_assert_msg(sudoku_verdict_of(&result) == SUDOKU_ILLEGAL, "%s: verdict %d", what,
                  (int)sudoku_verdict_of(&result));
    ck_assert_msg(callback_calls == 0, "%s: the callback was called", what);
  }
  sudoku_solver_destroy(solver);
}

START_TEST(test_same_digit_twice_in_a_row_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {0, 8, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "row");
  const placed_digit adjacent[] = {{4, 3, 7}, {4, 4, 7}, {0, 0, 1}};
  puzzle = grid_with_digits(adjacent, 3);
  assert_solves_as_illegal(&puzzle, "row, same box");
}
END_TEST

START_TEST(test_same_digit_twice_in_a_column_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {8, 0, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "column");
  const placed_digit last_column[] = {{3, 8, 9}, {7, 8, 9}, {0, 0, 9}};
  puzzle = grid_with_digits(last_column, 3);
  assert_solves_as_illegal(&puzzle, "last column");
}
END_TEST

START_TEST(test_same_digit_twice_in_a_box_is_illegal) {
  const placed_digit digits[] = {{0, 0, 5}, {1, 1, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 2);
  assert_solves_as_illegal(&puzzle, "box 0");
  const placed_digit last_box[] = {{6, 8, 2}, {8, 6, 2}};
  puzzle = grid_with_digits(last_box, 2);
  assert_solves_as_illegal(&puzzle, "box 8");
}
END_TEST

START_TEST(test_clash_added_to_a_real_puzzle_is_illegal) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *unique = find_puzzle_with_count(&set, 1, 1);
  /* Fill the first empty cell with a digit that its row already holds. */
  sudoku_grid puzzle = unique->puzzle;
  unsigned empty_cell = 0;
  while (puzzle.cells[empty_cell] != 0) empty_cell++;
  unsigned row = empty_cell / 9, row_digit = 0;
  for (unsigned column = 0; column < 9 && row_digit == 0; column++)
    row_digit = puzzle.cells[9 * row + column];
  ck_assert_uint_ne(row_digit, 0);
  puzzle.cells[empty_cell] = (uint8_t)row_digit;
  assert_solves_as_illegal(&puzzle, "real puzzle with a clash");
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_cell_above_nine_is_illegal) {
  const uint8_t bad_values[] = {10, 11, 255};
  for (size_t k = 0; k < sizeof bad_values; k++) {
    sudoku_grid puzzle;
    memset(&puzzle, 0, sizeof puzzle);
    puzzle.cells[40] = bad_values[k];
    assert_solves_as_illegal(&puzzle, "cell above 9 in an empty grid");
    puzzle = grid_from_text(
        ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4");
    puzzle.cells[0] = bad_values[k];
    assert_solves_as_illegal(&puzzle, "cell above 9 in a real puzzle");
  }
}
END_TEST

START_TEST(test_repeated_digit_in_separate_units_is_legal) {
  /* 5 four times, no two of them sharing a row, a column or a box. */
  const placed_digit digits[] = {{0, 0, 5}, {1, 3, 5}, {3, 1, 5}, {4, 4, 5}, {8, 8, 5}};
  sudoku_grid puzzle = grid_with_digits(digits, 5);
  ck_assert(givens_break_no_rule(&puzzle));
  ck_assert(sudoku_givens_are_legal(&puzzle));
  sudoku_solver *solver = create_solver();
  sudoku_result result;
  sudoku_solve(solver, &puzzle, 3, NULL, NULL, &result);
  ck_assert(!result.illegal);
  ck_assert_uint_eq(result.solutions, 3);
  ck_assert(result.reached_limit);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_legality_agrees_with_independent_check_on_files) {
  for (unsigned file = 0; file < COUNTS_FILE_COUNT; file++) {
    counted_puzzle_set set;
    load_counts_file(file, &set);
    for (size_t k = 0; k < set.puzzle_count; k++) {
      ck_assert_msg(givens_break_no_rule(&set.puzzles[k].puzzle), "%s:%u: illegal in the file",
                    set.path, set.puzzles[k].line_number);
      ck_assert_msg(sudoku_givens_are_legal(&set.puzzles[k].puzzle), "%s:%u: said illegal",
                    set.path, set.puzzles[k].line_number);
      if (set.puzzles[k].has_solution)
        ck_assert_msg(sudoku_givens_are_legal(&set.puzzles[k].solution) &&
                          grid_is_valid_complete_solution(&set.puzzles[k].solution),
                      "%s:%u: the file's solution", set.path, set.puzzles[k].line_number);
    }
    free_counted_puzzle_set(&set);
  }
}
END_TEST

static void assert_solves_as_impossible(const sudoku_grid *puzzle, const char *what) {
  ck_assert_msg(givens_break_no_rule(puzzle), "%s: the test's own puzzle is illegal", what);
  ck_assert_msg(sudoku_givens_are_legal(puzzle), "%s: sudoku_givens_are_legal says illegal", what);
  sudoku_solver *solver = create_solver();
  unsigned callback_calls = 0;
  sudoku_result result;
  sudoku_solve(solver, puzzle, 0, count_callback_calls, &callback_calls, &result);
  ck_assert_msg(!result.illegal, "%s: reported illegal", what);
  ck_assert_msg(result.solutions == 0, "%s: %llu solutions", what,
                (unsigned long long)result.solutions);
  ck_assert_msg(!result.reached_limit, "%s: reached_limit", what);
  ck_assert_msg(sudoku_verdict_of(&result) == SUDOKU_IMPOSSIBLE, "%s: verdict %d", what,
                (int)sudoku_verdict_of(&result));
  ck_assert_msg(callback_calls == 0, "%s: the callback was called", what);
  sudoku_solver_destroy(solver);
}

START_TEST(test_cell_without_candidates_is_impossible_not_illegal) {
  /* Cell (0,0): its row holds 1..6 outside its box, its column holds 7, 8, 9. */
  const placed_digit row_and_column[] = {{0, 3, 1}, {0, 4, 2}, {0, 5, 3}, {0, 6, 4}, {0, 7, 5},
                                         {0, 8, 6}, {3, 0, 7}, {4, 0, 8}, {5, 0, 9}};
  sudoku_grid puzzle = grid_with_digits(row_and_column, 9);
  assert_solves_as_impossible(&puzzle, "row and column");
  /* Cell (0,0): its row holds 1..6, its box holds 7, 8, 9 off its row and column. */
  const placed_digit row_and_box[] = {{0, 3, 1}, {0, 4, 2}, {0, 5, 3}, {0, 6, 4}, {0, 7, 5},
                                      {0, 8, 6}, {1, 1, 7}, {1, 2, 8}, {2, 1, 9}};
  puzzle = grid_with_digits(row_and_box, 9);
  assert_solves_as_impossible(&puzzle, "row and box");
  /* Cell (4,4) in the middle: column 1..3, box 4..6 off its lines, row 7..9. */
  const placed_digit all_three[] = {{0, 4, 1}, {1, 4, 2}, {8, 4, 3}, {3, 3, 4}, {3, 5, 5},
                                    {5, 3, 6}, {4, 0, 7}, {4, 1, 8}, {4, 8, 9}};
  puzzle = grid_with_digits(all_three, 9);
  assert_solves_as_impossible(&puzzle, "row, column and box");
}
END_TEST

START_TEST(test_impossible_puzzles_from_file_are_not_illegal) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  unsigned impossible_count = 0;
  for (size_t k = 0; k < set.puzzle_count; k++) {
    if (set.puzzles[k].count != 0) continue;
    char what[128];
    snprintf(what, sizeof what, "%s:%u", set.path, set.puzzles[k].line_number);
    assert_solves_as_impossible(&set.puzzles[k].puzzle, what);
    impossible_count++;
  }
  ck_assert_uint_eq(impossible_count, 10);
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_empty_grid_reaches_a_limit_of_1000) {
  sudoku_grid empty;
  memset(&empty, 0, sizeof empty);
  ck_assert(sudoku_givens_are_legal(&empty));
  sudoku_solver *solver = create_solver();
  solution_collector collector = {0};
  sudoku_result result;
  sudoku_solve(solver, &empty, 1000, collect_solution, &collector, &result);
  ck_assert_uint_eq(result.solutions, 1000);
  ck_assert(result.reached_limit);
  ck_assert(!result.illegal);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_MULTIPLE);
  ck_assert_uint_eq(collector.solution_count, 1000);
  assert_collected_solutions_are_valid_and_distinct(&collector, &empty, "empty grid");
  ck_assert(grids_are_equal(&collector.solutions[0], &result.solution));
  free_solution_collector(&collector);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_full_valid_grid_is_its_own_unique_solution) {
  const sudoku_grid full = grid_from_text(
      "652483917978162435314975628825736149791824563436519872269348751547291386183657294");
  ck_assert(grid_is_valid_complete_solution(&full));
  sudoku_solver *solver = create_solver();
  solution_collector collector = {0};
  sudoku_result result;
  sudoku_solve(solver, &full, 0, collect_solution, &collector, &result);
  ck_assert(!result.illegal);
  ck_assert_uint_eq(result.solutions, 1);
  ck_assert(!result.reached_limit);
  ck_assert_int_eq(sudoku_verdict_of(&result), SUDOKU_UNIQUE);
  ck_assert(grids_are_equal(&result.solution, &full));
  ck_assert_uint_eq(collector.solution_count, 1);
  ck_assert(grids_are_equal(&collector.solutions[0], &full));
  free_solution_collector(&collector);
  /* The same grid with two digits of a row swapped: each clashes in its column. */
  sudoku_grid swapped = full;
  swapped.cells[0] = full.cells[1];
  swapped.cells[1] = full.cells[0];
  sudoku_solver_destroy(solver);
  assert_solves_as_illegal(&swapped, "full grid with a swap");
}
END_TEST

/* ---- 5: one solver for many puzzles, several solvers side by side ---------------------------- */

START_TEST(test_one_solver_runs_every_file_twice_between_odd_searches) {
  const sudoku_grid illegal = grid_from_text(
      "55..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4");
  sudoku_grid empty;
  memset(&empty, 0, sizeof empty);
  sudoku_solver *solver = create_solver();
  for (unsigned round = 0; round < 2; round++) {
    for (unsigned file = 0; file < COUNTS_FILE_COUNT; file++) {
      counted_puzzle_set set;
      load_counts_file(file, &set);
      for (size_t k = 0; k < set.puzzle_count; k++) {
        sudoku_result result;
        /* Between the counted searches: an illegal one, and ones cut short by a limit or by
         * the callback, each of which must leave the matrix as it found it. */
        switch (k % 4) {
        case 0:
          sudoku_solve(solver, &illegal, 0, NULL, NULL, &result);
          ck_assert(result.illegal);
          break;
        case 1:
          sudoku_solve(solver, &empty, 7, NULL, NULL, &result);
          ck_assert_uint_eq(result.solutions, 7);
          break;
        case 2: {
          solution_collector collector = {.stop_after = 1};
          sudoku_solve(solver, &set.puzzles[k].puzzle, 0, collect_solution, &collector, &result);
          ck_assert_uint_eq(result.solutions, set.puzzles[k].count ? 1 : 0);
          free_solution_collector(&collector);
          break;
        }
        default:
          break;
        }
        sudoku_solve(solver, &set.puzzles[k].puzzle, 0, NULL, NULL, &result);
        assert_exact_result_matches_file(&result, &set.puzzles[k], set.path);
      }
      free_counted_puzzle_set(&set);
    }
  }
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_illegal_then_same_puzzle_twice_gives_identical_results) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *cases[] = {
      find_puzzle_with_count(&set, 1, 1),
      find_puzzle_with_count(&set, 0, 0),
      find_puzzle_with_count(&set, 2, 20),
      find_puzzle_with_count(&set, 500, UINT64_MAX),
  };
  const sudoku_grid illegal_box = grid_with_digits((const placed_digit[]){{0, 0, 4}, {2, 2, 4}}, 2);
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char where[128];
    snprintf(where, sizeof where, "%s:%u", set.path, cases[k]->line_number);
    sudoku_solver *fresh_solver = create_solver();
    sudoku_result fresh;
    sudoku_solve(fresh_solver, &cases[k]->puzzle, 0, NULL, NULL, &fresh);
    sudoku_solver_destroy(fresh_solver);
    assert_exact_result_matches_file(&fresh, cases[k], set.path);

    sudoku_solver *solver = create_solver();
    sudoku_result illegal_result, first, second;
    sudoku_solve(solver, &illegal_box, 0, NULL, NULL, &illegal_result);
    ck_assert(illegal_result.illegal);
    sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &first);
    sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &second);
    assert_results_identical(&fresh, &first, where);
    assert_results_identical(&fresh, &second, where);

    /* Cut short by a limit, and by the callback, then counted again in full. */
    sudoku_result cut_short, again;
    sudoku_solve(solver, &cases[k]->puzzle, 1, NULL, NULL, &cut_short);
    sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &again);
    assert_results_identical(&fresh, &again, where);
    solution_collector collector = {.stop_after = 2};
    sudoku_solve(solver, &cases[k]->puzzle, 0, collect_solution, &collector, &cut_short);
    free_solution_collector(&collector);
    sudoku_solve(solver, &cases[k]->puzzle, 0, NULL, NULL, &again);
    assert_results_identical(&fresh, &again, where);
    sudoku_solver_destroy(solver);
  }
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_two_solvers_interleaved_agree) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  sudoku_solver *forward_solver = create_solver();
  sudoku_solver *backward_solver = create_solver();
  sudoku_result *forward_results = calloc(set.puzzle_count, sizeof *forward_results);
  sudoku_result *backward_results = calloc(set.puzzle_count, sizeof *backward_results);
  ck_assert_ptr_nonnull(forward_results);
  ck_assert_ptr_nonnull(backward_results);
  /* One goes through the file forwards, the other backwards, taking turns. */
  for (size_t step = 0; step < set.puzzle_count; step++) {
    size_t forward = step, backward = set.puzzle_count - 1 - step;
    sudoku_solve(forward_solver, &set.puzzles[forward].puzzle, 0, NULL, NULL,
                 &forward_results[forward]);
    sudoku_solve(backward_solver, &set.puzzles[backward].puzzle, 0, NULL, NULL,
                 &backward_results[backward]);
  }
  for (size_t k = 0; k < set.puzzle_count; k++) {
    char where[128];
    snprintf(where, sizeof where, "%s:%u", set.path, set.puzzles[k].line_number);
    assert_exact_result_matches_file(&forward_results[k], &set.puzzles[k], set.path);
    assert_exact_result_matches_file(&backward_results[k], &set.puzzles[k], set.path);
    assert_results_identical(&forward_results[k], &backward_results[k], where);
  }
  free(forward_results);
  free(backward_results);
  sudoku_solver_destroy(forward_solver);
  sudoku_solver_destroy(backward_solver);
  free_counted_puzzle_set(&set);
}
END_TEST

typedef struct nested_search_context {
  sudoku_solver *other_solver;
  const counted_puzzle *other_puzzle;
  unsigned calls;
  bool other_results_matched;
} nested_search_context;

static int solve_with_other_solver(void *opaque, const sudoku_grid *solution) {
  (void)solution;
  nested_search_context *context = opaque;
  sudoku_result result;
  sudoku_solve(context->other_solver, &context->other_puzzle->puzzle, 0, NULL, NULL, &result);
  if (result.solutions != context->other_puzzle->count || result.reached_limit || result.illegal)
    context->other_results_matched = false;
  context->calls++;
  return 0;
}

START_TEST(test_second_solver_searches_inside_first_solvers_callback) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const counted_puzzle *outer = find_puzzle_with_count(&set, 5, 20);
  const counted_puzzle *inner = find_puzzle_with_count(&set, 100, 200);
  sudoku_solver *outer_solver = create_solver();
  nested_search_context context = {create_solver(), inner, 0, true};
  sudoku_result result;
  sudoku_solve(outer_solver, &outer->puzzle, 0, solve_with_other_solver, &context, &result);
  ck_assert_uint_eq(result.solutions, outer->count);
  ck_assert_uint_eq(context.calls, outer->count);
  ck_assert(context.other_results_matched);
  sudoku_solver_destroy(context.other_solver);
  sudoku_solver_destroy(outer_solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- 6: an independent brute-force counter --------------------------------------------------- */

/* Plain backtracking, cell after cell in reading order, with a bitmask of the digits each row,
 * column and box already holds. */
typedef struct brute_force_search {
  uint8_t cells[SUDOKU_CELLS];
  uint16_t row_digits[9], column_digits[9], box_digits[9];
  uint64_t solutions;
  uint64_t cap; /* stop once this many are found */
  sudoku_grid first_solution;
} brute_force_search;

static void brute_force_from_cell(brute_force_search *search, unsigned cell) {
  while (cell < SUDOKU_CELLS && search->cells[cell] != 0) cell++;
  if (cell == SUDOKU_CELLS) {
    if (search->solutions == 0) memcpy(search->first_solution.cells, search->cells, SUDOKU_CELLS);
    search->solutions++;
    return;
  }
  unsigned row = cell / 9, column = cell % 9, box = box_of_cell(cell);
  unsigned used = search->row_digits[row] | search->column_digits[column] | search->box_digits[box];
  for (unsigned digit = 1; digit <= 9; digit++) {
    uint16_t bit = (uint16_t)(1u << digit);
    if (used & bit) continue;
    search->cells[cell] = (uint8_t)digit;
    search->row_digits[row] |= bit;
    search->column_digits[column] |= bit;
    search->box_digits[box] |= bit;
    brute_force_from_cell(search, cell + 1);
    search->row_digits[row] &= (uint16_t)~bit;
    search->column_digits[column] &= (uint16_t)~bit;
    search->box_digits[box] &= (uint16_t)~bit;
    search->cells[cell] = 0;
    if (search->solutions >= search->cap) return;
  }
}

/* The number of solutions of a legal puzzle, at most cap; the first one found in *first_solution
 * when there is one. */
static uint64_t brute_force_count(const sudoku_grid *puzzle, uint64_t cap,
                                  sudoku_grid *first_solution) {
  ck_assert(givens_break_no_rule(puzzle));
  brute_force_search search;
  memset(&search, 0, sizeof search);
  search.cap = cap;
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned digit = puzzle->cells[cell];
    search.cells[cell] = (uint8_t)digit;
    if (digit == 0) continue;
    uint16_t bit = (uint16_t)(1u << digit);
    search.row_digits[cell / 9] |= bit;
    search.column_digits[cell % 9] |= bit;
    search.box_digits[box_of_cell(cell)] |= bit;
  }
  brute_force_from_cell(&search, 0);
  if (first_solution) *first_solution = search.first_solution;
  return search.solutions;
}

/* splitmix64, seeded with a constant so the random puzzles are the same on every run. */
typedef struct test_random {
  uint64_t state;
} test_random;

static uint64_t next_random(test_random *random) {
  uint64_t value = (random->state += 0x9E3779B97F4A7C15ull);
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
  return value ^ (value >> 31);
}

static unsigned random_below(test_random *random, unsigned bound) {
  return (unsigned)(next_random(random) % bound);
}

/* Keeps kept_count cells of solution, chosen at random, and empties the others. */
static sudoku_grid keep_random_cells(const sudoku_grid *solution, unsigned kept_count,
                                     test_random *random) {
  unsigned order[SUDOKU_CELLS];
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) order[cell] = cell;
  for (unsigned k = SUDOKU_CELLS - 1; k > 0; k--) {
    unsigned other = random_below(random, k + 1), held = order[k];
    order[k] = order[other];
    order[other] = held;
  }
  sudoku_grid puzzle;
  memset(&puzzle, 0, sizeof puzzle);
  for (unsigned k = 0; k < kept_count; k++) puzzle.cells[order[k]] = solution->cells[order[k]];
  return puzzle;
}

/* Changes one given to another digit that clashes with no other given, if there is one; the
 * result is legal and usually has no solution at all. */
static void change_one_given(sudoku_grid *puzzle, test_random *random) {
  for (unsigned attempt = 0; attempt < 100; attempt++) {
    unsigned cell = random_below(random, SUDOKU_CELLS);
    if (puzzle->cells[cell] == 0) continue;
    uint8_t original = puzzle->cells[cell];
    unsigned first_digit = 1 + random_below(random, 9);
    for (unsigned offset = 0; offset < 9; offset++) {
      uint8_t digit = (uint8_t)(1 + (first_digit - 1 + offset) % 9);
      if (digit == original) continue;
      puzzle->cells[cell] = digit;
      if (givens_break_no_rule(puzzle)) return;
    }
    puzzle->cells[cell] = original;
  }
}

enum { BRUTE_FORCE_CAP = 2000, RANDOM_PUZZLE_COUNT = 60 };

START_TEST(test_brute_force_agrees_with_mixed_counts_file) {
  /* The reference itself, checked against the file where the file's counts are small. */
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  for (size_t k = 0; k < set.puzzle_count; k++) {
    const counted_puzzle *expected = &set.puzzles[k];
    sudoku_grid first_solution;
    uint64_t count = brute_force_count(&expected->puzzle, BRUTE_FORCE_CAP, &first_solution);
    ck_assert_msg(count == expected->count, "%s:%u: brute force %llu, file %llu", set.path,
                  expected->line_number, (unsigned long long)count,
                  (unsigned long long)expected->count);
    if (expected->has_solution) ck_assert(grids_are_equal(&first_solution, &expected->solution));
  }
  free_counted_puzzle_set(&set);
}
END_TEST

START_TEST(test_random_puzzles_against_brute_force) {
  counted_puzzle_set set;
  load_counted_puzzle_set(MIXED_COUNTS_PATH, &set);
  const sudoku_grid *solutions[SUDOKU_CELLS];
  size_t solution_count = 0;
  for (size_t k = 0; k < set.puzzle_count && solution_count < SUDOKU_CELLS; k++)
    if (set.puzzles[k].has_solution) solutions[solution_count++] = &set.puzzles[k].solution;
  ck_assert_uint_ge(solution_count, 10);

  test_random random = {0x5D0C0FFEE2024ull};
  sudoku_solver *solver = create_solver();
  unsigned impossible = 0, unique = 0, multiple = 0, capped = 0;
  for (unsigned k = 0; k < RANDOM_PUZZLE_COUNT; k++) {
    const sudoku_grid *source = solutions[random_below(&random, (unsigned)solution_count)];
    unsigned kept_count = 24 + random_below(&random, 30);
    sudoku_grid puzzle = keep_random_cells(source, kept_count, &random);
    if (k % 4 == 3) change_one_given(&puzzle, &random);
    char puzzle_text[SUDOKU_CELLS + 1];
    grid_to_text(&puzzle, puzzle_text);

    sudoku_grid brute_force_first;
    uint64_t expected = brute_force_count(&puzzle, BRUTE_FORCE_CAP, &brute_force_first);
    sudoku_result result;
    sudoku_solve(solver, &puzzle, BRUTE_FORCE_CAP, NULL, NULL, &result);
    ck_assert_msg(!result.illegal, "%s: reported illegal", puzzle_text);
    ck_assert_msg(result.solutions == expected, "%s: %llu solutions, brute force %llu", puzzle_text,
                  (unsigned long long)result.solutions, (unsigned long long)expected);
    ck_assert_msg(result.reached_limit == (expected >= BRUTE_FORCE_CAP), "%s: reached_limit %d",
                  puzzle_text, (int)result.reached_limit);
    ck_assert_msg(sudoku_verdict_of(&result) == verdict_of_exact_count(expected), "%s: verdict %d",
                  puzzle_text, (int)sudoku_verdict_of(&result));
    if (expected == 1)
      ck_assert_msg(grids_are_equal(&result.solution, &brute_force_first), "%s: wrong solution",
                    puzzle_text);
    if (expected > 0)
      ck_assert_msg(grid_is_valid_complete_solution(&result.solution) &&
                        solution_agrees_with_givens(&result.solution, &puzzle),
                    "%s: the first solution is not a solution", puzzle_text);
    if (expected == 0)
      impossible++;
    else if (expected == 1)
      unique++;
    else if (expected < BRUTE_FORCE_CAP)
      multiple++;
    else
      capped++;
  }
  /* The generator must have produced every kind of puzzle, or the test proves less. */
  ck_assert_msg(impossible > 0 && unique > 0 && multiple > 0 && capped > 0,
                "kinds: %u impossible, %u unique, %u multiple, %u capped", impossible, unique,
                multiple, capped);
  sudoku_solver_destroy(solver);
  free_counted_puzzle_set(&set);
}
END_TEST

/* ---- 7: text output -------------------------------------------------------------------------- */

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
  sudoku_grid empty;
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
  sudoku_solve(solver, &cases->unique_puzzle, 0, NULL, NULL, &cases->unique_result);
  sudoku_solve(solver, &cases->impossible_puzzle, 0, NULL, NULL, &cases->impossible_result);
  solution_collector collector = {0};
  sudoku_solve(solver, &cases->multiple_puzzle, 0, collect_solution, &collector,
               &cases->multiple_result);
  sudoku_solve(solver, &cases->illegal_puzzle, 0, NULL, NULL, &cases->illegal_result);
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
    sudoku_solve(solver, puzzles[k], 0, NULL, NULL, &result);
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
  sudoku_solve(solver, &cases.multiple_puzzle, 2, NULL, NULL, &limited);
  assert_answer(SUDOKU_STYLE_VERDICT, 123456, &cases.multiple_puzzle, SUDOKU_LAYOUT_LINE, &limited,
                "Case 123456: Ambiguous.\n");
  sudoku_solve(solver, &cases.unique_puzzle, 2, NULL, NULL, &limited);
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
  sudoku_solve(solver, &cases.multiple_puzzle, 2, NULL, NULL, &limited);
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
  sudoku_solve(solver, puzzle, 0, NULL, NULL, &result);
  solution_collector collector = {0};
  sudoku_result second_result;
  sudoku_solve(solver, puzzle, 0, collect_solution, &collector, &second_result);
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
  sudoku_solve(solver, &three, 0, collect_solution, &three_solutions, &result);
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

static Suite *sudoku_suite(void) {
  Suite *suite = suite_create("sudoku");

  TCase *counts = tcase_create("counts files");
  tcase_set_timeout(counts, 60);
  tcase_add_loop_test(counts, test_exact_counts_without_limit, 0, COUNTS_FILE_COUNT);
  tcase_add_loop_test(counts, test_callback_receives_every_solution_once, 0, COUNTS_FILE_COUNT);
  tcase_add_loop_test(counts, test_limit_two_tells_unique_from_multiple, 0, COUNTS_FILE_COUNT);
  suite_add_tcase(suite, counts);

  TCase *limits = tcase_create("limits");
  tcase_set_timeout(limits, 30);
  tcase_add_test(limits, test_limit_one_on_multiple_is_at_least_one);
  tcase_add_test(limits, test_limit_one_on_unique_leaves_uniqueness_unproven);
  tcase_add_test(limits, test_limit_on_impossible_finds_nothing);
  tcase_add_test(limits, test_limit_five_stops_at_five);
  tcase_add_test(limits, test_limit_around_the_exact_count);
  tcase_add_test(limits, test_callback_returning_nonzero_stops_the_search);
  suite_add_tcase(suite, limits);

  TCase *legality = tcase_create("legality");
  tcase_set_timeout(legality, 30);
  tcase_add_test(legality, test_same_digit_twice_in_a_row_is_illegal);
  tcase_add_test(legality, test_same_digit_twice_in_a_column_is_illegal);
  tcase_add_test(legality, test_same_digit_twice_in_a_box_is_illegal);
  tcase_add_test(legality, test_clash_added_to_a_real_puzzle_is_illegal);
  tcase_add_test(legality, test_cell_above_nine_is_illegal);
  tcase_add_test(legality, test_repeated_digit_in_separate_units_is_legal);
  tcase_add_test(legality, test_legality_agrees_with_independent_check_on_files);
  tcase_add_test(legality, test_cell_without_candidates_is_impossible_not_illegal);
  tcase_add_test(legality, test_impossible_puzzles_from_file_are_not_illegal);
  tcase_add_test(legality, test_empty_grid_reaches_a_limit_of_1000);
  tcase_add_test(legality, test_full_valid_grid_is_its_own_unique_solution);
  suite_add_tcase(suite, legality);

  TCase *reuse = tcase_create("reuse");
  tcase_set_timeout(reuse, 60);
  tcase_add_test(reuse, test_one_solver_runs_every_file_twice_between_odd_searches);
  tcase_add_test(reuse, test_illegal_then_same_puzzle_twice_gives_identical_results);
  tcase_add_test(reuse, test_two_solvers_interleaved_agree);
  tcase_add_test(reuse, test_second_solver_searches_inside_first_solvers_callback);
  suite_add_tcase(suite, reuse);

  TCase *brute_force = tcase_create("brute force");
  tcase_set_timeout(brute_force, 60);
  tcase_add_test(brute_force, test_brute_force_agrees_with_mixed_counts_file);
  tcase_add_test(brute_force, test_random_puzzles_against_brute_force);
  suite_add_tcase(suite, brute_force);

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
  SRunner *runner = srunner_create(sudoku_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
