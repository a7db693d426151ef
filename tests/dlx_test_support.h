/* dlx_test_support.h: what the Check suites of the engine (test_dlx_*.c, test_parallel.c) share
 * to state problems: the test's own copy of every option, independent of the engine, a solver built
 * from it, Knuth's example, n queens with a backtracking counter and the OEIS counts, and random
 * problems (without and with colors) drawn from a fixed seed. Everything is static inline, so that
 * each suite takes only what it uses. */
#ifndef TESTS_DLX_TEST_SUPPORT_H
#define TESTS_DLX_TEST_SUPPORT_H

#include "dlx/dlx.h"
#include "tests/run_suite.h"

#include <check.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Problems as the tests know them: a copy of every option, kept independently of the engine.
 */

enum {
  TEST_MAX_ITEMS = 80,    /* 12 queens: 24 rows and columns, 46 diagonals */
  TEST_MAX_OPTIONS = 192, /* a multiple of 64: the size of an option_set */
  TEST_MAX_OPTION_SIZE = 16,
  BRUTE_FORCE_MAX_OPTIONS = 20,
  MAX_RECORDED_SOLUTIONS = 1 << 16,
  PROBLEM_DESCRIPTION_SIZE = 4096,
};

/* How create_solver_for gives an option to the engine: dlx_add_option, dlx_add_colored_option with
 * colors NULL, or dlx_add_colored_option with the option's colors (which may all be 0). */
typedef enum option_adding_mode {
  ADD_WITH_ADD_OPTION = 0,
  ADD_WITH_NULL_COLORS,
  ADD_WITH_COLOR_ARRAY,
} option_adding_mode;

typedef struct test_problem {
  uint32_t primary_count;
  uint32_t secondary_count;
  size_t option_count;
  size_t option_sizes[TEST_MAX_OPTIONS];
  uint32_t option_items[TEST_MAX_OPTIONS][TEST_MAX_OPTION_SIZE];
  uint32_t option_colors[TEST_MAX_OPTIONS][TEST_MAX_OPTION_SIZE]; /* of each entry; 0: none */
  option_adding_mode option_modes[TEST_MAX_OPTIONS];
} test_problem;

/* Fails the current test, naming the call and both statuses, unless actual equals expected. */
#define ASSERT_STATUS(actual_expression, expected_status)                                          \
  do {                                                                                             \
    dlx_status actual_status_ = (actual_expression);                                               \
    dlx_status expected_status_ = (expected_status);                                               \
    ck_assert_msg(actual_status_ == expected_status_, "%s returned %d (%s), expected %d (%s)",     \
                  #actual_expression, (int)actual_status_, dlx_strerror(actual_status_),           \
                  (int)expected_status_, dlx_strerror(expected_status_));                          \
  } while (0)

static inline void init_test_problem(test_problem *problem, uint32_t primary_count,
                                     uint32_t secondary_count) {
  ck_assert_uint_le((uint64_t)primary_count + secondary_count, TEST_MAX_ITEMS);
  memset(problem, 0, sizeof *problem);
  problem->primary_count = primary_count;
  problem->secondary_count = secondary_count;
}

static inline uint32_t test_problem_item_count(const test_problem *problem) {
  return problem->primary_count + problem->secondary_count;
}

static inline void add_test_option(test_problem *problem, const uint32_t *items,
                                   size_t item_count) {
  ck_assert_uint_lt(problem->option_count, TEST_MAX_OPTIONS);
  ck_assert_uint_le(item_count, TEST_MAX_OPTION_SIZE);
  for (size_t position = 0; position < item_count; position++) {
    problem->option_items[problem->option_count][position] = items[position];
    problem->option_colors[problem->option_count][position] = 0;
  }
  problem->option_sizes[problem->option_count] = item_count;
  problem->option_modes[problem->option_count] = ADD_WITH_ADD_OPTION;
  problem->option_count++;
}

/* Adds an option whose entries have the given colors (colors NULL: given to the engine as NULL). */
static inline void add_colored_test_option(test_problem *problem, const uint32_t *items,
                                           const uint32_t *colors, size_t item_count) {
  add_test_option(problem, items, item_count);
  size_t option = problem->option_count - 1;
  for (size_t position = 0; position < item_count && colors != NULL; position++) {
    problem->option_colors[option][position] = colors[position];
  }
  problem->option_modes[option] = colors == NULL ? ADD_WITH_NULL_COLORS : ADD_WITH_COLOR_ARRAY;
}

static inline bool test_problem_has_colors(const test_problem *problem) {
  for (size_t option = 0; option < problem->option_count; option++) {
    for (size_t position = 0; position < problem->option_sizes[option]; position++) {
      if (problem->option_colors[option][position] != 0) return true;
    }
  }
  return false;
}

/* The items of an option as a bit set; the brute forces that use it take problems of 64 items at
 * most. */
static inline uint64_t option_item_mask(const test_problem *problem, size_t option) {
  uint64_t mask = 0;
  ck_assert_uint_le(test_problem_item_count(problem), 64);
  for (size_t position = 0; position < problem->option_sizes[option]; position++) {
    mask |= UINT64_C(1) << problem->option_items[option][position];
  }
  return mask;
}

static inline uint64_t primary_item_mask(const test_problem *problem) {
  ck_assert_uint_le(problem->primary_count, 64);
  return problem->primary_count == 64 ? UINT64_MAX : (UINT64_C(1) << problem->primary_count) - 1;
}

static inline bool option_has_primary_item(const test_problem *problem, size_t option) {
  for (size_t position = 0; position < problem->option_sizes[option]; position++) {
    if (problem->option_items[option][position] < problem->primary_count) return true;
  }
  return false;
}

/* Writes "primary P, secondary S, options: {a b} {c} ..." for failure messages. */
static inline const char *describe_test_problem(const test_problem *problem, char *buffer,
                                                size_t size) {
  int written = snprintf(buffer, size, "primary %" PRIu32 ", secondary %" PRIu32 ", options:",
                         problem->primary_count, problem->secondary_count);
  size_t used = written > 0 ? (size_t)written : 0;
  for (size_t option = 0; option < problem->option_count && used < size; option++) {
    written = snprintf(buffer + used, size - used, " %zu{", option);
    used += written > 0 ? (size_t)written : 0;
    for (size_t position = 0; position < problem->option_sizes[option] && used < size; position++) {
      written = snprintf(buffer + used, size - used, position == 0 ? "%" PRIu32 : " %" PRIu32,
                         problem->option_items[option][position]);
      used += written > 0 ? (size_t)written : 0;
      if (problem->option_colors[option][position] != 0 && used < size) {
        written = snprintf(buffer + used, size - used, ":%" PRIu32,
                           problem->option_colors[option][position]);
        used += written > 0 ? (size_t)written : 0;
      }
    }
    if (used < size) {
      written = snprintf(buffer + used, size - used, "}");
      used += written > 0 ? (size_t)written : 0;
    }
  }
  return buffer;
}

/* Sets an option of the solver, checking that it took: it stays for every later search of the
 * solver until set again (dlx_set_option_value). */
static inline void set_solver_option(dlx_solver *solver, dlx_option option, uint64_t value) {
  ASSERT_STATUS(dlx_set_option_value(solver, option, value), DLX_OK);
}

/* Sets every option of the solver back to its default, and its exact count and ZDD callback to
 * none: the solver searches again as a new one does. */
static inline void reset_solver_options(dlx_solver *solver) {
  for (int option = 0; option < DLX_OPTION_COUNT; option++)
    set_solver_option(solver, (dlx_option)option,
                      dlx_option_describe((dlx_option)option)->default_value);
  ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  ASSERT_STATUS(dlx_set_zdd_callback(solver, NULL, NULL), DLX_OK);
}

/* The entry point (DLX_ENTRY_*) that dlx_solve_part(..., parts, threads, ...) is, for
 * dlx_option_describe's honoured_by; dlx_solve_parallel is the part of 1. */
static inline unsigned entry_point_of_part(uint32_t parts, unsigned threads) {
  return parts > 1 ? DLX_ENTRY_PART : threads > 1 ? DLX_ENTRY_PARALLEL : DLX_ENTRY_SOLVE;
}

/* Sets back to its default every option of the solver that the entry point does not honour, and
 * the exact count and ZDD callback where it takes none: such an entry point ignored them when they
 * were fields of dlx_search (threads and parts never ran the memo, parts never the symmetry, the
 * iterator never the restarts), and now refuses them (DLX_ERROR_OPTION_NOT_HONOURED), so a test
 * that searched with them there searches the same way without them. */
static inline void drop_options_not_honoured(dlx_solver *solver, unsigned entry_point) {
  for (int option = 0; option < DLX_OPTION_COUNT; option++) {
    const dlx_option_info *info = dlx_option_describe((dlx_option)option);
    if (!(info->honoured_by & entry_point))
      set_solver_option(solver, (dlx_option)option, info->default_value);
  }
  if (!(entry_point & (DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART)))
    ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  if (!(entry_point & DLX_ENTRY_SOLVE))
    ASSERT_STATUS(dlx_set_zdd_callback(solver, NULL, NULL), DLX_OK);
}

/* Builds a solver holding exactly the options of problem, checking every id it hands out. */
static inline dlx_solver *create_solver_for(const test_problem *problem) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, problem->primary_count, problem->secondary_count), DLX_OK);
  ck_assert_ptr_nonnull(solver);
  for (size_t option = 0; option < problem->option_count; option++) {
    uint32_t option_id = UINT32_MAX;
    const uint32_t *items = problem->option_items[option];
    size_t size = problem->option_sizes[option];
    bool has_colors = false;
    for (size_t position = 0; position < size; position++) {
      has_colors = has_colors || problem->option_colors[option][position] != 0;
    }
    ck_assert(!has_colors || problem->option_modes[option] == ADD_WITH_COLOR_ARRAY);
    switch (problem->option_modes[option]) {
    case ADD_WITH_ADD_OPTION:
      ASSERT_STATUS(dlx_add_option(solver, items, size, &option_id), DLX_OK);
      break;
    case ADD_WITH_NULL_COLORS:
      ASSERT_STATUS(dlx_add_colored_option(solver, items, NULL, size, &option_id), DLX_OK);
      break;
    case ADD_WITH_COLOR_ARRAY:
      ASSERT_STATUS(
          dlx_add_colored_option(solver, items, problem->option_colors[option], size, &option_id),
          DLX_OK);
      break;
    }
    ck_assert_uint_eq(option_id, option);
  }
  ck_assert_uint_eq(dlx_primary_count(solver), problem->primary_count);
  ck_assert_uint_eq(dlx_secondary_count(solver), problem->secondary_count);
  ck_assert_uint_eq(dlx_option_count(solver), problem->option_count);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  return solver;
}

/* Knuth's running example for Algorithm X (TAOCP volume 4B, section 7.2.2.1): items A..G. */
enum { ITEM_A, ITEM_B, ITEM_C, ITEM_D, ITEM_E, ITEM_F, ITEM_G, KNUTH_ITEM_COUNT };
enum { KNUTH_OPTION_COUNT = 6 };

static inline void build_knuth_example(test_problem *problem) {
  const uint32_t option_c_e_f[] = {ITEM_C, ITEM_E, ITEM_F};
  const uint32_t option_a_d_g[] = {ITEM_A, ITEM_D, ITEM_G};
  const uint32_t option_b_c_f[] = {ITEM_B, ITEM_C, ITEM_F};
  const uint32_t option_a_d[] = {ITEM_A, ITEM_D};
  const uint32_t option_b_g[] = {ITEM_B, ITEM_G};
  const uint32_t option_d_e_g[] = {ITEM_D, ITEM_E, ITEM_G};
  init_test_problem(problem, KNUTH_ITEM_COUNT, 0);
  add_test_option(problem, option_c_e_f, 3); /* option 0 */
  add_test_option(problem, option_a_d_g, 3); /* option 1 */
  add_test_option(problem, option_b_c_f, 3); /* option 2 */
  add_test_option(problem, option_a_d, 2);   /* option 3 */
  add_test_option(problem, option_b_g, 2);   /* option 4 */
  add_test_option(problem, option_d_e_g, 3); /* option 5 */
}

/* n queens on an n x n board: rows and columns are primary, the diagonals (row + column) and the
 * anti-diagonals (row - column + n - 1) secondary; the square (row, column) is option row*n+column.
 */
static inline uint32_t queen_square_option(uint32_t board_size, uint32_t row, uint32_t column) {
  return row * board_size + column;
}

static inline void build_n_queens_problem(test_problem *problem, uint32_t board_size) {
  uint32_t diagonal_count = 2 * board_size - 1;
  init_test_problem(problem, 2 * board_size, 2 * diagonal_count);
  for (uint32_t row = 0; row < board_size; row++) {
    for (uint32_t column = 0; column < board_size; column++) {
      uint32_t items[4] = {
          row,
          board_size + column,
          2 * board_size + row + column,
          2 * board_size + diagonal_count + row + board_size - 1 - column,
      };
      add_test_option(problem, items, 4);
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * N queens counted by plain backtracking, and sets of options that can be sorted and compared.
 */

static inline uint64_t count_queens_from_row(uint32_t board_size,
                                             const int32_t *fixed_column_of_row,
                                             int32_t *placed_column_of_row, uint32_t row) {
  if (row == board_size) return 1;
  uint64_t count = 0;
  for (int32_t column = 0; column < (int32_t)board_size; column++) {
    if (fixed_column_of_row[row] >= 0 && fixed_column_of_row[row] != column) continue;
    bool attacked = false;
    for (uint32_t earlier_row = 0; earlier_row < row && !attacked; earlier_row++) {
      int32_t earlier_column = placed_column_of_row[earlier_row];
      int32_t row_distance = (int32_t)(row - earlier_row);
      attacked = earlier_column == column || earlier_column - column == row_distance ||
                 column - earlier_column == row_distance;
    }
    if (attacked) continue;
    placed_column_of_row[row] = column;
    count += count_queens_from_row(board_size, fixed_column_of_row, placed_column_of_row, row + 1);
  }
  return count;
}

/* Counts placements of board_size non-attacking queens; fixed_column_of_row[row] >= 0 forces the
 * queen of that row onto that column (NULL: nothing forced). */
static inline uint64_t count_queens_by_backtracking(uint32_t board_size,
                                                    const int32_t *fixed_column_of_row) {
  int32_t no_fixed_columns[TEST_MAX_ITEMS];
  int32_t placed_column_of_row[TEST_MAX_ITEMS];
  ck_assert_uint_le(board_size, TEST_MAX_ITEMS);
  if (fixed_column_of_row == NULL) {
    for (uint32_t row = 0; row < board_size; row++) no_fixed_columns[row] = -1;
    fixed_column_of_row = no_fixed_columns;
  }
  return count_queens_from_row(board_size, fixed_column_of_row, placed_column_of_row, 0);
}

/* A set of option ids, as a bit set, so that solutions can be sorted and compared. */
typedef struct option_set {
  uint64_t words[TEST_MAX_OPTIONS / 64];
} option_set;

static inline option_set option_set_of(const uint32_t *option_ids, size_t option_count) {
  option_set set;
  memset(&set, 0, sizeof set);
  for (size_t index = 0; index < option_count; index++) {
    set.words[option_ids[index] / 64] |= UINT64_C(1) << (option_ids[index] % 64);
  }
  return set;
}

static inline int compare_option_sets(const void *left, const void *right) {
  const option_set *left_set = left;
  const option_set *right_set = right;
  for (size_t word = 0; word < TEST_MAX_OPTIONS / 64; word++) {
    if (left_set->words[word] != right_set->words[word]) {
      return left_set->words[word] < right_set->words[word] ? -1 : 1;
    }
  }
  return 0;
}
/* The number of ways to place n non-attacking queens on an n x n board, n = 0..12 (OEIS A000170).
 */
static inline uint64_t n_queens_count_from_oeis_a000170(uint32_t board_size) {
  static const uint64_t counts[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
  ck_assert_uint_lt(board_size, sizeof counts / sizeof counts[0]);
  return counts[board_size];
}

/* ------------------------------------------------------------------------------------------------
 * Random problems, the same on every run.
 */

/* splitmix64 (Steele, Lea and Flood): a fixed seed gives the same problems on every run. */
static inline uint64_t next_random(uint64_t *state) {
  uint64_t mixed = (*state += UINT64_C(0x9E3779B97F4A7C15));
  mixed = (mixed ^ (mixed >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  mixed = (mixed ^ (mixed >> 27)) * UINT64_C(0x94D049BB133111EB);
  return mixed ^ (mixed >> 31);
}

static inline uint32_t random_below(uint64_t *state, uint32_t bound) {
  return (uint32_t)(next_random(state) % bound);
}

/* Up to 10 items, a random part of them secondary, and up to 16 options of distinct items in
 * random order; most options are small, so that exact covers are common. */
static inline void build_random_problem(test_problem *problem, uint64_t *random_state) {
  uint32_t item_count = random_below(random_state, 11);
  uint32_t secondary_count = random_below(random_state, item_count / 2 + 1);
  if (random_below(random_state, 10) == 0) secondary_count = item_count;
  init_test_problem(problem, item_count - secondary_count, secondary_count);
  if (item_count == 0) return;
  uint32_t option_count = random_below(random_state, 17);
  for (uint32_t option = 0; option < option_count; option++) {
    uint32_t items[TEST_MAX_ITEMS];
    for (uint32_t item = 0; item < item_count; item++) items[item] = item;
    uint32_t largest_size =
        random_below(random_state, 8) == 0 ? item_count : (item_count < 3 ? item_count : 3);
    uint32_t size = 1 + random_below(random_state, largest_size);
    for (uint32_t position = 0; position < size; position++) {
      uint32_t pick = position + random_below(random_state, item_count - position);
      uint32_t swapped = items[position];
      items[position] = items[pick];
      items[pick] = swapped;
    }
    add_test_option(problem, items, size);
  }
}

/* Chooses how_many distinct items among first .. first+count-1 into chosen. */
static inline void choose_distinct_items(uint64_t *random_state, uint32_t first, uint32_t count,
                                         uint32_t how_many, uint32_t *chosen) {
  uint32_t pool[TEST_MAX_ITEMS];
  ck_assert_uint_le(how_many, count);
  for (uint32_t index = 0; index < count; index++) pool[index] = first + index;
  for (uint32_t position = 0; position < how_many; position++) {
    uint32_t pick = position + random_below(random_state, count - position);
    uint32_t swapped = pool[position];
    pool[position] = pool[pick];
    pool[pick] = swapped;
    chosen[position] = pool[position];
  }
}

static inline void shuffle_ids(uint64_t *random_state, uint32_t *ids, size_t count) {
  for (size_t position = count; position > 1; position--) {
    size_t pick = random_below(random_state, (uint32_t)position);
    uint32_t swapped = ids[position - 1];
    ids[position - 1] = ids[pick];
    ids[pick] = swapped;
  }
}

/* 2 to 10 items, at least one of them secondary (now and then all of them), and up to 16 options
 * of mostly 1 or 2 primary items (sometimes none or 3) and 1 or 2 secondary items (sometimes none,
 * 3 or more), listed in random order, secondary items before primary ones as often as not. A
 * secondary entry gets a color from {0, 1, 2}: nearly all entries colored, most or few, as the
 * problem draws. Each secondary item has a usual color, which seven colored entries in eight take,
 * so that solutions often share colored items; colors 1 and 2 stand now and then for values near
 * DLX_MAXIMUM_COLOR, which must compare the same way, and some problems use one color only.
 * Options without colors go to the engine through dlx_add_option, colors NULL or an all-zero
 * array, so colored and uncolored options mix. */
static inline void build_random_colored_problem(test_problem *problem, uint64_t *random_state) {
  static const uint32_t colored_percentages[] = {95, 70, 20};
  uint32_t item_count = 2 + random_below(random_state, 9);
  uint32_t secondary_count = 1 + random_below(random_state, item_count / 2 + 1);
  if (secondary_count >= item_count) secondary_count = item_count - 1;
  if (random_below(random_state, 16) == 0) secondary_count = item_count;
  uint32_t primary_count = item_count - secondary_count;
  uint32_t colored_percentage = colored_percentages[random_below(random_state, 3)];
  uint32_t palette[2] = {1, 2};
  uint32_t palette_draw = random_below(random_state, 6);
  if (palette_draw == 2) {
    palette[0] = DLX_MAXIMUM_COLOR;
    palette[1] = DLX_MAXIMUM_COLOR - 1;
  } else if (palette_draw == 3) {
    palette[1] = DLX_MAXIMUM_COLOR;
  } else if (palette_draw == 4) {
    palette[1] = palette[0]; /* one color only: colored entries always agree */
  }
  uint32_t usual_colors[TEST_MAX_ITEMS];
  for (uint32_t item = 0; item < item_count; item++) {
    usual_colors[item] = random_below(random_state, 2);
  }
  init_test_problem(problem, primary_count, secondary_count);
  uint32_t option_count = random_below(random_state, 17);
  for (uint32_t option = 0; option < option_count; option++) {
    uint32_t primary_part = 0;
    if (primary_count > 0) {
      uint32_t draw = random_below(random_state, 10);
      primary_part = draw == 0 ? 0 : draw < 7 ? 1 : draw < 9 ? 2 : 3;
      if (primary_part > primary_count) primary_part = primary_count;
    }
    uint32_t draw = random_below(random_state, 8);
    uint32_t secondary_part = draw == 0 ? 0 : draw < 4 ? 1 : draw < 7 ? 2 : 3;
    if (random_below(random_state, 8) == 0) {
      secondary_part = random_below(random_state, secondary_count + 1);
    }
    if (secondary_part > secondary_count) secondary_part = secondary_count;
    if (primary_part + secondary_part == 0) secondary_part = 1;
    uint32_t items[TEST_MAX_ITEMS];
    uint32_t colors[TEST_MAX_ITEMS];
    choose_distinct_items(random_state, 0, primary_count, primary_part, items);
    choose_distinct_items(random_state, primary_count, secondary_count, secondary_part,
                          items + primary_part);
    uint32_t size = primary_part + secondary_part;
    shuffle_ids(random_state, items, size);
    bool has_colors = false;
    for (uint32_t position = 0; position < size; position++) {
      uint32_t item = items[position];
      colors[position] = 0;
      if (item >= primary_count && random_below(random_state, 100) < colored_percentage) {
        bool usual = random_below(random_state, 8) != 0;
        colors[position] = palette[usual ? usual_colors[item] : 1 - usual_colors[item]];
        has_colors = true;
      }
    }
    option_adding_mode mode =
        has_colors ? ADD_WITH_COLOR_ARRAY : (option_adding_mode)random_below(random_state, 3);
    if (mode == ADD_WITH_ADD_OPTION) {
      add_test_option(problem, items, size);
    } else {
      add_colored_test_option(problem, items, mode == ADD_WITH_NULL_COLORS ? NULL : colors, size);
    }
  }
}

#endif
