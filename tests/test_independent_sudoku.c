/* test_independent_sudoku.c: the Check suite of the independent sudoku counter
 * (tests/independent_sudoku.h), the oracle the other suites and the benchmark set rely on.
 *
 * Every expected count comes from outside the counter: published sequences (OEIS, cited where
 * used), the counts files that another solver made, and a brute force in this file that lists
 * every Latin square of order 4 or 5 (every grid that keeps the row and column rules) and filters
 * it rule by rule, with the rules written here again from their definitions (cell coordinates,
 * not the counter's cell lists). The counter itself shares no code with the engine nor with the
 * sudoku front end. It runs from tests/, so the data paths are relative to that directory.
 */
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Published counts ------------------------------------------------------------------------ */

static uint64_t count_of_empty_grid(unsigned side, unsigned box_rows, unsigned box_columns) {
  independent_sudoku puzzle = {.side = side, .box_rows = box_rows, .box_columns = box_columns};
  return independent_sudoku_count(&puzzle, 0, NULL);
}

/* Latin squares of order 1..5: OEIS A002860 (1, 2, 12, 576, 161280). */
START_TEST(test_latin_squares_match_a002860) {
  static const uint64_t latin_squares[] = {1, 2, 12, 576, 161280};
  unsigned order = (unsigned)_i + 1;
  ck_assert_uint_eq(count_of_empty_grid(order, 0, 0), latin_squares[_i]);
}
END_TEST

/* Reduced Latin squares (first row and first column 1..n) of order 6: 9408, OEIS A000315. */
START_TEST(test_reduced_latin_squares_of_order_six_match_a000315) {
  uint8_t givens[36] = {0};
  for (unsigned k = 0; k < 6; k++) givens[k] = givens[k * 6] = (uint8_t)(k + 1);
  independent_sudoku puzzle = {.side = 6, .givens = givens};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, NULL), 9408);
}
END_TEST

/* 4x4 sudoku grids (2x2 boxes): 288, OEIS A107739. */
START_TEST(test_four_by_four_sudoku_grids_match_a107739) {
  ck_assert_uint_eq(count_of_empty_grid(4, 2, 2), 288);
}
END_TEST

/* 6x6 sudoku grids with 2x3 boxes: 28,200,960 (the count issue 12 quotes, also Knuth's).
 * Relabelling the symbols maps grids one to one, so fixing the first row to 1..6 leaves 28,200,960
 * / 6! = 39,168, which the counter reaches in a fraction of the time. */
START_TEST(test_six_by_six_sudoku_grids_with_first_row_fixed) {
  uint8_t givens[36] = {0};
  for (unsigned k = 0; k < 6; k++) givens[k] = (uint8_t)(k + 1);
  independent_sudoku puzzle = {.side = 6, .box_rows = 2, .box_columns = 3, .givens = givens};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, NULL), 28200960 / 720);
}
END_TEST

/* Diagonal Latin squares (both diagonals hold every symbol) of order 4, 5 and 6: 48, 960, 92160,
 * OEIS A274171. The order 6 count is reached with the first row fixed: 92160 / 6! = 128. */
START_TEST(test_diagonal_latin_squares_match_a274171) {
  static const unsigned orders[] = {4, 5, 6};
  static const uint64_t counts[] = {48, 960, 92160};
  unsigned order = orders[_i];
  uint16_t diagonals[2 * 6];
  uint8_t givens[36] = {0};
  bool fix_first_row = order == 6;
  if (fix_first_row)
    for (unsigned k = 0; k < order; k++) givens[k] = (uint8_t)(k + 1);
  independent_sudoku puzzle = {.side = order,
                               .extra_region_count = independent_sudoku_diagonals(order, diagonals),
                               .extra_regions = diagonals,
                               .givens = givens};
  uint64_t expected = fix_first_row ? counts[_i] / 720 : counts[_i];
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, NULL), expected);
}
END_TEST

/* ---- The brute force over every 4x4 and 5x5 grid -------------------------------------------- */

enum { BRUTE_MAX_SIDE = 5, BRUTE_MAX_CELLS = 25 };

/* The rules of a small variant, as the brute force reads them. */
typedef struct brute_rules {
  unsigned side;               /* 4 or 5 */
  bool boxes;                  /* 2x2 boxes (side 4) */
  const uint8_t *jigsaw;       /* or a region map */
  bool diagonals;              /* both diagonals */
  bool centre_window;          /* the 2x2 box at rows and columns 2-3, 1-based (side 4) */
  bool anti_king, anti_knight; /* cells a king's or knight's move apart differ */
  bool non_consecutive;        /* orthogonal neighbours never differ by 1 */
  const uint16_t *user_pairs;  /* pairs of cells that differ */
  size_t user_pair_count;
} brute_rules;

static bool all_different(const uint8_t *values, unsigned count) {
  for (unsigned a = 0; a < count; a++)
    for (unsigned b = a + 1; b < count; b++)
      if (values[a] == values[b]) return false;
  return true;
}

/* Every rule but the rows and columns, which the enumeration below keeps. */
static bool grid_obeys(const brute_rules *rules, const uint8_t *grid) {
  int side = (int)rules->side, cells = side * side;
  uint8_t values[BRUTE_MAX_SIDE];
  for (int region = 0; region < side && (rules->boxes || rules->jigsaw); region++) {
    int found = 0;
    for (int cell = 0; cell < cells; cell++) {
      int row = cell / side, column = cell % side;
      int region_here = rules->jigsaw ? rules->jigsaw[cell] : (row / 2) * 2 + column / 2;
      if (region_here == region) values[found++] = grid[cell];
    }
    if (found != side || !all_different(values, (unsigned)side)) return false;
  }
  if (rules->diagonals) {
    for (int k = 0; k < side; k++) values[k] = grid[k * side + k];
    if (!all_different(values, (unsigned)side)) return false;
    for (int k = 0; k < side; k++) values[k] = grid[k * side + side - 1 - k];
    if (!all_different(values, (unsigned)side)) return false;
  }
  if (rules->centre_window) {
    uint8_t window[4] = {grid[5], grid[6], grid[9], grid[10]};
    if (!all_different(window, 4)) return false;
  }
  for (int a = 0; a < cells; a++)
    for (int b = 0; b < cells; b++) {
      int row_distance = abs(a / side - b / side), column_distance = abs(a % side - b % side);
      bool king = a != b && row_distance <= 1 && column_distance <= 1;
      bool knight = (row_distance == 1 && column_distance == 2) ||
                    (row_distance == 2 && column_distance == 1);
      bool orthogonal = row_distance + column_distance == 1;
      if (rules->anti_king && king && grid[a] == grid[b]) return false;
      if (rules->anti_knight && knight && grid[a] == grid[b]) return false;
      if (rules->non_consecutive && orthogonal && abs(grid[a] - grid[b]) == 1) return false;
    }
  for (size_t pair = 0; pair < rules->user_pair_count; pair++)
    if (grid[rules->user_pairs[2 * pair]] == grid[rules->user_pairs[2 * pair + 1]]) return false;
  return true;
}

typedef struct brute_force {
  const brute_rules *rules;
  const uint8_t *givens; /* NULL: none */
  uint8_t grid[BRUTE_MAX_CELLS];
  uint64_t count;
} brute_force;

/* Fills the grid cell by cell in reading order with every symbol not yet in the cell's row or
 * column, and judges each full grid by grid_obeys: so every filling of the grid that could obey
 * the rules (every Latin square: 576 of order 4, 161280 of order 5) is looked at, and nothing else
 * is pruned. */
static void fill_from(brute_force *brute, unsigned cell) {
  unsigned side = brute->rules->side;
  if (cell == side * side) {
    bool keeps_givens = true;
    for (unsigned k = 0; k < cell && brute->givens; k++)
      if (brute->givens[k] != 0 && brute->givens[k] != brute->grid[k]) keeps_givens = false;
    if (keeps_givens && grid_obeys(brute->rules, brute->grid)) brute->count++;
    return;
  }
  unsigned row = cell / side, column = cell % side;
  for (unsigned symbol = 1; symbol <= side; symbol++) {
    bool free_here = true;
    for (unsigned k = 0; k < column; k++)
      if (brute->grid[row * side + k] == symbol) free_here = false;
    for (unsigned k = 0; k < row; k++)
      if (brute->grid[k * side + column] == symbol) free_here = false;
    if (!free_here) continue;
    brute->grid[cell] = (uint8_t)symbol;
    fill_from(brute, cell + 1);
  }
}

static uint64_t brute_force_count(const brute_rules *rules, const uint8_t *givens) {
  brute_force brute = {.rules = rules, .givens = givens};
  fill_from(&brute, 0);
  return brute.count;
}

/* Jigsaw layouts, regions numbered from 0, each of side cells: 4x4 rows AABB / ACDB / ACDB /
 * CCDD; 5x5 rows AABBB / AACCB / DACCB / DDCEE / DDEEE. */
static const uint8_t jigsaw_four[16] = {0, 0, 1, 1, 0, 2, 3, 1, 0, 2, 3, 1, 2, 2, 3, 3};
static const uint8_t jigsaw_five[25] = {0, 0, 1, 1, 1, 0, 0, 2, 2, 1, 3, 0, 2,
                                        2, 1, 3, 3, 2, 4, 4, 3, 3, 4, 4, 4};
static const uint16_t some_user_pairs[] = {0, 15, 3, 12, 5, 10, 1, 14};

enum { VARIANT_COUNT = 12 };

/* Variant number k, for the counter (puzzle) and for the brute force (rules); the buffers hold
 * the counter's cell lists. */
static void describe_variant(unsigned variant, independent_sudoku *puzzle, brute_rules *rules,
                             uint16_t *regions, uint16_t *pairs) {
  memset(puzzle, 0, sizeof *puzzle);
  memset(rules, 0, sizeof *rules);
  rules->side = 4;
  switch (variant) {
  case 0: /* Latin squares */
    break;
  case 1: /* sudoku */
    rules->boxes = true;
    break;
  case 2: /* x-sudoku */
    rules->boxes = rules->diagonals = true;
    break;
  case 3: /* windoku: the one 2x2 window that fits a cell from the edges */
    rules->boxes = rules->centre_window = true;
    puzzle->extra_region_count = independent_sudoku_windoku_regions(4, 2, 2, regions);
    ck_assert_uint_eq(puzzle->extra_region_count, 1);
    break;
  case 4: /* anti-king Latin squares */
    rules->side = 5;
    rules->anti_king = true;
    break;
  case 5: /* anti-knight sudoku */
    rules->boxes = rules->anti_knight = true;
    break;
  case 6: /* non-consecutive Latin squares */
    rules->side = 5;
    rules->non_consecutive = true;
    break;
  case 7: /* jigsaw */
    rules->jigsaw = jigsaw_four;
    break;
  case 8: /* user pairs on a sudoku */
    rules->boxes = true;
    rules->user_pairs = some_user_pairs;
    rules->user_pair_count = 4;
    memcpy(pairs, some_user_pairs, sizeof some_user_pairs);
    puzzle->different_pair_count = 4;
    break;
  case 9: /* diagonals and anti-king on Latin squares */
    rules->side = 5;
    rules->diagonals = rules->anti_king = true;
    break;
  case 10: /* jigsaw */
    rules->side = 5;
    rules->jigsaw = jigsaw_five;
    break;
  default: /* jigsaw with diagonals */
    rules->side = 5;
    rules->jigsaw = jigsaw_five;
    rules->diagonals = true;
    break;
  }
  puzzle->side = rules->side;
  if (rules->boxes) puzzle->box_rows = puzzle->box_columns = 2;
  puzzle->region_of_cell = rules->jigsaw;
  puzzle->non_consecutive = rules->non_consecutive;
  if (rules->diagonals)
    puzzle->extra_region_count = independent_sudoku_diagonals(rules->side, regions);
  if (rules->anti_king)
    puzzle->different_pair_count = independent_sudoku_anti_king_pairs(rules->side, pairs);
  if (rules->anti_knight)
    puzzle->different_pair_count = independent_sudoku_anti_knight_pairs(rules->side, pairs);
  puzzle->extra_regions = regions;
  puzzle->different_pairs = pairs;
}

START_TEST(test_every_small_variant_matches_the_brute_force) {
  independent_sudoku puzzle;
  brute_rules rules;
  uint16_t regions[4 * BRUTE_MAX_CELLS];
  uint16_t pairs[INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(BRUTE_MAX_SIDE)];
  describe_variant((unsigned)_i, &puzzle, &rules, regions, pairs);
  ck_assert_ptr_null(independent_sudoku_problem(&puzzle));
  uint8_t first[BRUTE_MAX_CELLS];
  uint64_t expected = brute_force_count(&rules, NULL);
  uint64_t counted = independent_sudoku_count(&puzzle, 0, first);
  ck_assert_msg(counted == expected, "variant %d: counted %llu, brute force %llu", _i,
                (unsigned long long)counted, (unsigned long long)expected);
  /* A variant with no solution would test little: each is chosen to have some. */
  ck_assert_msg(expected > 0, "variant %d has no solution", _i);
  ck_assert_msg(grid_obeys(&rules, first), "variant %d: the first solution breaks a rule", _i);
  ck_assert(independent_sudoku_is_solution(&puzzle, first));
  if (expected >= 2) ck_assert_uint_eq(independent_sudoku_count(&puzzle, 2, NULL), 2);
}
END_TEST

/* Random givens, drawn from a solution so that some puzzles have few solutions, and now and then a
 * clashing given so that some have none. */
START_TEST(test_small_puzzles_with_givens_match_the_brute_force) {
  independent_sudoku puzzle;
  brute_rules rules;
  uint16_t regions[4 * BRUTE_MAX_CELLS];
  uint16_t pairs[INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(BRUTE_MAX_SIDE)];
  describe_variant((unsigned)_i, &puzzle, &rules, regions, pairs);
  unsigned side = rules.side, cells = side * side;
  uint8_t solution[BRUTE_MAX_CELLS];
  ck_assert(independent_sudoku_random_solution(&puzzle, (uint64_t)_i + 1, solution));
  srand((unsigned)_i + 7);
  for (unsigned trial = 0; trial < 4; trial++) {
    uint8_t givens[BRUTE_MAX_CELLS] = {0};
    unsigned given_count = 2 + (unsigned)rand() % (side + 2);
    for (unsigned k = 0; k < given_count; k++) {
      unsigned cell = (unsigned)rand() % cells;
      givens[cell] = rand() % 6 == 0 ? (uint8_t)(1 + (unsigned)rand() % side) : solution[cell];
    }
    puzzle.givens = givens;
    uint64_t expected = brute_force_count(&rules, givens);
    uint64_t counted = independent_sudoku_count(&puzzle, 0, NULL);
    ck_assert_msg(counted == expected, "variant %d, trial %u: counted %llu, brute force %llu", _i,
                  trial, (unsigned long long)counted, (unsigned long long)expected);
  }
}
END_TEST

/* ---- 9x9 puzzles of the counts files --------------------------------------------------------- */

static const char *const counts_paths[] = {"../puzzles/sudoku/mixed-counts.txt",
                                           "data/top1465-sample.counts"};

static void parse_nine_by_nine(const char *text, uint8_t cells[81]) {
  for (unsigned cell = 0; cell < 81; cell++)
    cells[cell] = text[cell] >= '1' && text[cell] <= '9' ? (uint8_t)(text[cell] - '0') : 0;
}

/* Every line "puzzle:count:solution" (the solution when the count is 1): the exact count, and the
 * solution. */
START_TEST(test_nine_by_nine_counts_files_agree) {
  const char *path = counts_paths[_i];
  FILE *file = fopen(path, "r");
  ck_assert_msg(file != NULL, "cannot open %s (the suite runs from tests/)", path);
  char line[512];
  unsigned line_number = 0;
  while (fgets(line, sizeof line, file) != NULL) {
    line_number++;
    if (strlen(line) < 84 || line[81] != ':') continue;
    uint8_t givens[81], first[81];
    parse_nine_by_nine(line, givens);
    char *count_end;
    unsigned long long expected = strtoull(line + 82, &count_end, 10);
    independent_sudoku puzzle = {.side = 9, .box_rows = 3, .box_columns = 3, .givens = givens};
    uint64_t counted = independent_sudoku_count(&puzzle, 0, first);
    ck_assert_msg(counted == expected, "%s:%u: counted %llu, the file says %llu", path, line_number,
                  (unsigned long long)counted, expected);
    if (expected == 1) {
      uint8_t solution[81];
      parse_nine_by_nine(count_end + 1, solution);
      ck_assert_msg(memcmp(first, solution, 81) == 0, "%s:%u: another solution", path, line_number);
    }
    if (expected > 0) ck_assert(independent_sudoku_is_solution(&puzzle, first));
  }
  fclose(file);
  ck_assert_uint_gt(line_number, 40);
}
END_TEST

/* Mitchell Lee's "Miracle" sudoku (Cracking the Cryptic, 2020): anti-king, anti-knight and
 * non-consecutive on a 9x9 sudoku, with only a 1 at r5c3 and a 2 at r6c7, has one solution. */
START_TEST(test_miracle_sudoku_is_unique) {
  uint8_t givens[81] = {0};
  givens[4 * 9 + 2] = 1;
  givens[5 * 9 + 6] = 2;
  uint16_t pairs[2 * INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(9)];
  size_t pair_count = independent_sudoku_anti_king_pairs(9, pairs);
  pair_count += independent_sudoku_anti_knight_pairs(9, pairs + 2 * pair_count);
  independent_sudoku puzzle = {.side = 9,
                               .box_rows = 3,
                               .box_columns = 3,
                               .different_pair_count = pair_count,
                               .different_pairs = pairs,
                               .non_consecutive = true,
                               .givens = givens};
  uint8_t solution[81];
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, solution), 1);
  ck_assert(independent_sudoku_is_solution(&puzzle, solution));
}
END_TEST

/* ---- Helpers, limits, errors ----------------------------------------------------------------- */

START_TEST(test_variant_helpers_list_the_expected_cells) {
  uint16_t regions[4 * 81];
  ck_assert_uint_eq(independent_sudoku_windoku_regions(9, 3, 3, regions), 4);
  /* The first window: rows and columns 2-4 (1-based); the last: rows and columns 6-8. */
  static const uint16_t first_window[9] = {10, 11, 12, 19, 20, 21, 28, 29, 30};
  static const uint16_t last_window[9] = {50, 51, 52, 59, 60, 61, 68, 69, 70};
  ck_assert_mem_eq(regions, first_window, sizeof first_window);
  ck_assert_mem_eq(regions + 3 * 9, last_window, sizeof last_window);
  ck_assert_uint_eq(independent_sudoku_diagonals(9, regions), 2);
  ck_assert_uint_eq(regions[4], 40);
  ck_assert_uint_eq(regions[9], 8);
  ck_assert_uint_eq(regions[17], 72);
  uint16_t pairs[INDEPENDENT_SUDOKU_MAX_PAIR_CELLS(9)];
  /* Unordered king-move pairs on n x n: 2n(n-1) orthogonal + 2(n-1)^2 diagonal; knight-move
   * pairs: 4(n-1)(n-2). */
  ck_assert_uint_eq(independent_sudoku_anti_king_pairs(9, pairs), 2 * 9 * 8 + 2 * 8 * 8);
  ck_assert_uint_eq(independent_sudoku_anti_knight_pairs(9, pairs), 4 * 8 * 7);
}
END_TEST

START_TEST(test_limit_stops_the_count) {
  independent_sudoku puzzle = {.side = 4, .box_rows = 2, .box_columns = 2};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 1, NULL), 1);
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 100, NULL), 100);
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 1000, NULL), 288);
}
END_TEST

START_TEST(test_node_budget_says_when_it_ran_out) {
  independent_sudoku puzzle = {.side = 4, .box_rows = 2, .box_columns = 2};
  bool finished = true;
  uint64_t partial = independent_sudoku_count_within(&puzzle, 0, 20, &finished);
  ck_assert(!finished);
  ck_assert_uint_lt(partial, 288);
  /* OEIS A107739: 288, reached well within a budget of a million nodes. */
  ck_assert_uint_eq(independent_sudoku_count_within(&puzzle, 0, 1000000, &finished), 288);
  ck_assert(finished);
  ck_assert_uint_eq(independent_sudoku_count_within(&puzzle, 2, 1000000, &finished), 2);
  ck_assert(finished);
}
END_TEST

START_TEST(test_clashing_givens_count_zero) {
  uint8_t givens[16] = {1, 1};
  independent_sudoku puzzle = {.side = 4, .givens = givens};
  uint8_t untouched[16] = {0};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, untouched), 0);
  ck_assert_uint_eq(untouched[0], 0);
}
END_TEST

START_TEST(test_bad_descriptions_are_named_and_count_zero) {
  uint8_t bad_regions[16] = {0};
  uint16_t bad_pair[2] = {3, 3};
  uint16_t outside_region[4] = {0, 1, 2, 16};
  uint8_t big_given[16] = {5};
  independent_sudoku puzzles[] = {
      {.side = 0},
      {.side = 65},
      {.side = 6, .box_rows = 2, .box_columns = 2},
      {.side = 4, .region_of_cell = bad_regions},
      {.side = 4, .different_pair_count = 1, .different_pairs = bad_pair},
      {.side = 4, .extra_region_count = 1, .extra_regions = outside_region},
      {.side = 4, .givens = big_given},
  };
  for (size_t k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++) {
    ck_assert_msg(independent_sudoku_problem(&puzzles[k]) != NULL, "description %zu accepted", k);
    ck_assert_uint_eq(independent_sudoku_count(&puzzles[k], 0, NULL), 0);
  }
}
END_TEST

/* Random full grids of every size the benchmark uses, and the largest: valid, and the same for the
 * same seed. */
START_TEST(test_random_solutions_are_valid_and_reproducible) {
  static const unsigned shapes[][2] = {{3, 3}, {3, 4}, {4, 4}, {5, 5}};
  unsigned box_rows = shapes[_i][0], box_columns = shapes[_i][1], side = box_rows * box_columns;
  independent_sudoku puzzle = {.side = side, .box_rows = box_rows, .box_columns = box_columns};
  uint8_t *first = malloc(side * side), *again = malloc(side * side), *other = malloc(side * side);
  ck_assert(independent_sudoku_random_solution(&puzzle, 42, first));
  ck_assert(independent_sudoku_random_solution(&puzzle, 42, again));
  ck_assert(independent_sudoku_random_solution(&puzzle, 43, other));
  ck_assert(independent_sudoku_is_solution(&puzzle, first));
  ck_assert(independent_sudoku_is_solution(&puzzle, other));
  ck_assert_mem_eq(first, again, side * side);
  ck_assert_msg(memcmp(first, other, side * side) != 0, "two seeds, one grid");
  /* The grid as givens, less its first row: exactly one solution, the grid. */
  memset(first, 0, side);
  puzzle.givens = first;
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 0, NULL), 1);
  free(first);
  free(again);
  free(other);
}
END_TEST

/* The largest side: a 64x64 sudoku (8x8 boxes) from a pattern grid with every other cell emptied
 * has a solution (the pattern), which the counter finds and which obeys every rule; the search is
 * as deep as the 2048 empty cells. */
START_TEST(test_largest_side_solves) {
  enum { SIDE = 64, CELLS = SIDE * SIDE };
  static uint8_t givens[CELLS], solution[CELLS];
  for (unsigned row = 0; row < SIDE; row++)
    for (unsigned column = 0; column < SIDE; column++) {
      /* Row r of the pattern is row 0 shifted by 8 (r mod 8) + r / 8: rows, columns and boxes
       * each hold every symbol. */
      unsigned shift = (row % 8) * 8 + row / 8;
      givens[row * SIDE + column] =
          (row + column) % 2 == 0 ? (uint8_t)((shift + column) % SIDE + 1) : 0;
    }
  independent_sudoku puzzle = {.side = SIDE, .box_rows = 8, .box_columns = 8, .givens = givens};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 1, solution), 1);
  ck_assert(independent_sudoku_is_solution(&puzzle, solution));
}
END_TEST

static Suite *independent_sudoku_suite(void) {
  Suite *suite = suite_create("independent_sudoku");
  TCase *published = tcase_create("published counts");
  tcase_set_timeout(published, 60);
  tcase_add_loop_test(published, test_latin_squares_match_a002860, 0, 5);
  tcase_add_test(published, test_reduced_latin_squares_of_order_six_match_a000315);
  tcase_add_test(published, test_four_by_four_sudoku_grids_match_a107739);
  tcase_add_test(published, test_six_by_six_sudoku_grids_with_first_row_fixed);
  tcase_add_loop_test(published, test_diagonal_latin_squares_match_a274171, 0, 3);
  suite_add_tcase(suite, published);

  TCase *brute_force = tcase_create("brute force");
  tcase_set_timeout(brute_force, 60);
  tcase_add_loop_test(brute_force, test_every_small_variant_matches_the_brute_force, 0,
                      VARIANT_COUNT);
  tcase_add_loop_test(brute_force, test_small_puzzles_with_givens_match_the_brute_force, 0,
                      VARIANT_COUNT);
  suite_add_tcase(suite, brute_force);

  TCase *files = tcase_create("counts files");
  tcase_set_timeout(files, 60);
  tcase_add_loop_test(files, test_nine_by_nine_counts_files_agree, 0, 2);
  tcase_add_test(files, test_miracle_sudoku_is_unique);
  suite_add_tcase(suite, files);

  TCase *interface = tcase_create("interface");
  tcase_set_timeout(interface, 60);
  tcase_add_test(interface, test_variant_helpers_list_the_expected_cells);
  tcase_add_test(interface, test_limit_stops_the_count);
  tcase_add_test(interface, test_node_budget_says_when_it_ran_out);
  tcase_add_test(interface, test_clashing_givens_count_zero);
  tcase_add_test(interface, test_bad_descriptions_are_named_and_count_zero);
  tcase_add_loop_test(interface, test_random_solutions_are_valid_and_reproducible, 0, 4);
  tcase_add_test(interface, test_largest_side_solves);
  suite_add_tcase(suite, interface);
  return suite;
}

int main(void) {
  return run_suite(independent_sudoku_suite());
}
