/* sudoku_test_support.h: what the Check suites of the sudoku encoder (test_sudoku_*.c) share: the
 * counts files that another solver made (lines "puzzle:count:solution", the solution only when the
 * count is 1) and a reader of them, 81-character grid texts (parsed here, so that the suites do not
 * depend on the grid reader), an independent check of the sudoku rules, a collector of the
 * solutions a search reports, and assertions comparing results with each other and with the files.
 * Functions are static inline, so that each suite takes only what it uses. The suites run from
 * tests/, so the data paths are relative to that directory. */
#ifndef TESTS_SUDOKU_TEST_SUPPORT_H
#define TESTS_SUDOKU_TEST_SUPPORT_H

#include "sudoku/answer.h"
#include "sudoku/grid.h"
#include "sudoku/sudoku.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

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
static inline bool parse_grid_text(const char *text, size_t length, sudoku_grid *grid) {
  if (length != SUDOKU_CELLS) return false;
  grid->side = SUDOKU_SIDE;
  grid->symbols = SUDOKU_SYMBOLS_DIGITS;
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
static inline sudoku_grid grid_from_text(const char *text) {
  sudoku_grid grid = {0};
  ck_assert_msg(parse_grid_text(text, strlen(text), &grid), "malformed grid literal \"%s\"", text);
  return grid;
}

/* The grid as 81 characters, '.' for an empty cell and '?' for a value that is not a digit. */
static inline void grid_to_text(const sudoku_grid *grid, char text[SUDOKU_CELLS + 1]) {
  for (size_t cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned value = grid->cells[cell];
    text[cell] = value == 0 ? '.' : value <= 9 ? (char)('0' + value) : '?';
  }
  text[SUDOKU_CELLS] = '\0';
}

static inline void load_counted_puzzle_set(const char *path, counted_puzzle_set *set) {
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

static inline void load_counts_file(unsigned file_index, counted_puzzle_set *set) {
  ck_assert_uint_lt(file_index, COUNTS_FILE_COUNT);
  load_counted_puzzle_set(counts_files[file_index].path, set);
  ck_assert_msg(set->puzzle_count == counts_files[file_index].expected_puzzle_count,
                "%s holds %zu puzzles, expected %zu", set->path, set->puzzle_count,
                counts_files[file_index].expected_puzzle_count);
}

static inline void free_counted_puzzle_set(counted_puzzle_set *set) {
  free(set->puzzles);
  set->puzzles = NULL;
  set->puzzle_count = 0;
}

/* The first puzzle of the set whose count lies in [least_count, most_count]; fails if none. */
static inline const counted_puzzle *
find_puzzle_with_count(const counted_puzzle_set *set, uint64_t least_count, uint64_t most_count) {
  for (size_t k = 0; k < set->puzzle_count; k++)
    if (set->puzzles[k].count >= least_count && set->puzzles[k].count <= most_count)
      return &set->puzzles[k];
  ck_abort_msg("%s has no puzzle with %llu to %llu solutions", set->path,
               (unsigned long long)least_count, (unsigned long long)most_count);
  return NULL;
}

/* ---- Independent grid checks ----------------------------------------------------------------- */

static inline unsigned box_of_cell(unsigned cell) {
  return 3 * (cell / 9 / 3) + cell % 9 / 3;
}

/* The cell index of the position-th cell (0..8) of a unit: units 0..8 are the rows, 9..17 the
 * columns, 18..26 the boxes. */
static inline unsigned cell_of_unit(unsigned unit, unsigned position) {
  if (unit < 9) return 9 * unit + position;
  if (unit < 18) return 9 * position + (unit - 9);
  unsigned box = unit - 18;
  return 9 * (3 * (box / 3) + position / 3) + 3 * (box % 3) + position % 3;
}

/* Every cell holds 1..9 and every row, column and box holds each digit once. */
static inline bool grid_is_valid_complete_solution(const sudoku_grid *grid) {
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

static inline bool solution_agrees_with_givens(const sudoku_grid *solution,
                                               const sudoku_grid *puzzle) {
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++)
    if (puzzle->cells[cell] != 0 && puzzle->cells[cell] != solution->cells[cell]) return false;
  return true;
}

/* No digit twice in a unit and every cell 0..9: the legality rule, checked unit by unit. */
static inline bool givens_break_no_rule(const sudoku_grid *puzzle) {
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

static inline bool grids_are_equal(const sudoku_grid *first, const sudoku_grid *second) {
  return memcmp(first->cells, second->cells, SUDOKU_CELLS) == 0;
}

static inline sudoku_verdict verdict_of_exact_count(uint64_t count) {
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

static inline int collect_solution(void *context, const sudoku_grid *solution) {
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

static inline void free_solution_collector(solution_collector *collector) {
  free(collector->solutions);
  memset(collector, 0, sizeof *collector);
}

static inline int compare_grids_bytewise(const void *first, const void *second) {
  return memcmp(((const sudoku_grid *)first)->cells, ((const sudoku_grid *)second)->cells,
                SUDOKU_CELLS);
}

/* How many of the grids are distinct (the grids themselves are left in their order). */
static inline size_t count_distinct_grids(const sudoku_grid *grids, size_t grid_count) {
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
static inline void
assert_collected_solutions_are_valid_and_distinct(const solution_collector *collector,
                                                  const sudoku_grid *puzzle, const char *where) {
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

static inline sudoku_solver *create_solver(void) {
  sudoku_solver *solver = sudoku_solver_create();
  ck_assert_ptr_nonnull(solver);
  return solver;
}

/* Two results of the same search agree in everything, statistics included. */
static inline void assert_results_identical(const sudoku_result *expected,
                                            const sudoku_result *actual, const char *where) {
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
static inline void assert_exact_result_matches_file(const sudoku_result *result,
                                                    const counted_puzzle *expected,
                                                    const char *path) {
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

#endif
