/* dlx_options_common.h: what the suites of the engine's options, entry points, plan and stops
 * share: problems built for any size (n queens, dominoes, Langford pairs, Knuth's example), the
 * options' values compared whole, the words of a row's values, a callback that counts solutions,
 * and the fields of dlx_statistics read one by one. Included by those suites only.
 *
 * The counts asserted come from elsewhere: n queens from OEIS A000170 or the backtracking counter
 * of dlx_test_support.h, domino tilings of 2n x 2n boards from OEIS A004003, Langford pairs from
 * OEIS A014552, and the bounded problem's count from its closed form.
 */
#ifndef TESTS_DLX_OPTIONS_COMMON_H
#define TESTS_DLX_OPTIONS_COMMON_H

#include "tests/dlx_test_checks.h"

#include <stddef.h>

/* ------------------------------------------------------------------------------------------------
 * Problems, built here for any size (test_problem stops at 80 items).
 */

/* n queens: rows 0..n-1 and columns n..2n-1 primary; the diagonals r + c and the anti-diagonals
 * r - c + n - 1 secondary; the square (r, c) is option r * n + c. */
static inline dlx_solver *queens_solver(uint32_t n) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 2 * n, 2 * (2 * n - 1)), DLX_OK);
  for (uint32_t r = 0; r < n; r++)
    for (uint32_t c = 0; c < n; c++) {
      uint32_t items[4] = {r, n + c, 2 * n + r + c, 2 * n + 2 * n - 1 + r - c + n - 1};
      ASSERT_STATUS(dlx_add_option(solver, items, 4, NULL), DLX_OK);
    }
  return solver;
}

/* The dominoes of a rows x columns board, each cell a primary item. */
static inline dlx_solver *domino_solver(uint32_t rows, uint32_t columns) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, rows * columns, 0), DLX_OK);
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t c = 0; c < columns; c++) {
      uint32_t across[2] = {r * columns + c, r * columns + c + 1};
      uint32_t down[2] = {r * columns + c, (r + 1) * columns + c};
      if (c + 1 < columns) ASSERT_STATUS(dlx_add_option(solver, across, 2, NULL), DLX_OK);
      if (r + 1 < rows) ASSERT_STATUS(dlx_add_option(solver, down, 2, NULL), DLX_OK);
    }
  return solver;
}

/* Langford pairs of n: the values 1..n (items 0..n-1) and the 2n places (items n..3n-1); value v
 * at places i and i + v + 1. Every sequence and its reversal: twice OEIS A014552. */
static inline dlx_solver *langford_solver(uint32_t n) {
  dlx_solver *solver = NULL;
  ASSERT_STATUS(dlx_create(&solver, 3 * n, 0), DLX_OK);
  for (uint32_t v = 1; v <= n; v++)
    for (uint32_t i = 0; i + v + 1 < 2 * n; i++) {
      uint32_t items[3] = {v - 1, n + i, n + i + v + 1};
      ASSERT_STATUS(dlx_add_option(solver, items, 3, NULL), DLX_OK);
    }
  return solver;
}

/* Knuth's example (TAOCP 7.2.2.1): one solution. */
static inline dlx_solver *knuth_solver(void) {
  test_problem problem;
  build_knuth_example(&problem);
  return create_solver_for(&problem);
}

enum { QUEENS_6 = 4, QUEENS_8 = 92, QUEENS_14 = 365596 }; /* OEIS A000170 */

/* Every option's value, to compare a solver before and after. */
typedef struct option_values {
  uint64_t value[DLX_OPTION_COUNT];
} option_values;

static inline option_values values_of(const dlx_solver *solver) {
  option_values values;
  for (int k = 0; k < DLX_OPTION_COUNT; k++) values.value[k] = dlx_option_value(solver, k);
  return values;
}

static inline void assert_same_values(const option_values *a, const option_values *b,
                                      const char *what) {
  for (int k = 0; k < DLX_OPTION_COUNT; k++)
    ck_assert_msg(a->value[k] == b->value[k], "%s: option %s went from %" PRIu64 " to %" PRIu64,
                  what, dlx_option_describe(k)->name, a->value[k], b->value[k]);
}

/* The number of '|'-separated words of a row's values. */
static inline uint64_t word_count(const char *words) {
  uint64_t count = 1;
  for (const char *c = words; *c; c++) count += *c == '|';
  return count;
}

/* Word `index` of words, copied into word. */
static inline void word_at(const char *words, uint64_t index, char *word, size_t capacity) {
  for (uint64_t k = 0; k < index; k++) words = strchr(words, '|') + 1;
  size_t length = strcspn(words, "|");
  ck_assert_uint_lt(length, capacity);
  memcpy(word, words, length);
  word[length] = '\0';
}

/* A value other than the default that the option takes (for numbers, small enough to search with:
 * the memo's cache at 1 MiB). */
static inline uint64_t other_value(dlx_option option) {
  const dlx_option_info *info = dlx_option_describe(option);
  if (option == DLX_OPTION_MEMO_BYTES) return UINT64_C(1) << 20;
  return info->default_value == info->maximum ? info->minimum : info->default_value + 1;
}

static inline int count_call(void *context, const uint32_t *ids, size_t count) {
  (void)ids, (void)count;
  ++*(uint64_t *)context;
  return 0;
}

/* Every field of dlx_statistics but size, as dlx.h declares it. */
#define FIELD(name)                                                                                \
  { #name, offsetof(dlx_statistics, name), sizeof(((dlx_statistics *)0)->name) }
static const struct {
  const char *name;
  size_t offset, bytes;
} statistic_fields[] = {
    FIELD(solutions),
    FIELD(nodes),
    FIELD(updates),
    FIELD(representation),
    FIELD(restarts),
    FIELD(memo),
    FIELD(memo_hits),
    FIELD(memo_entries),
    FIELD(memo_peak_bytes),
    FIELD(symmetry_item),
    FIELD(symmetry_item_options),
    FIELD(symmetry_classes),
    FIELD(memo_capped),
    FIELD(memo_replaced),
    FIELD(plan),
};
#undef FIELD
enum { STATISTIC_FIELD_COUNT = sizeof statistic_fields / sizeof statistic_fields[0] };

static inline uint64_t field_value(const dlx_statistics *statistics, size_t field) {
  const unsigned char *at = (const unsigned char *)statistics + statistic_fields[field].offset;
  if (statistic_fields[field].bytes == sizeof(uint64_t)) {
    uint64_t value;
    memcpy(&value, at, sizeof value);
    return value;
  }
  ck_assert_uint_eq(statistic_fields[field].bytes, sizeof(uint32_t));
  uint32_t value;
  memcpy(&value, at, sizeof value);
  return value;
}

/* Whether two statistics hold the same in every field (size aside; not their padding). */
static inline bool same_statistics(const dlx_statistics *a, const dlx_statistics *b) {
  for (size_t field = 0; field < STATISTIC_FIELD_COUNT; field++)
    if (field_value(a, field) != field_value(b, field)) return false;
  return true;
}

/* Whether statistics hold zeros in every field (size aside): what a refusal hands back. */
static inline bool statistics_are_zero(const dlx_statistics *statistics) {
  dlx_statistics zero;
  memset(&zero, 0, sizeof zero);
  return same_statistics(&zero, statistics);
}

/* A ZDD callback that keeps nothing. */
static inline void ignore_zdd_node(void *context, uint64_t id, uint32_t option, uint64_t lo,
                                   uint64_t hi) {
  (void)context, (void)id, (void)option, (void)lo, (void)hi;
}

#endif
