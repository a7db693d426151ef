/* test_dlx_options.c: the Check suite of what Engine API 2 added to dlx.h: the solver's options
 * (set by name and by id, described by dlx_option_describe, refused when unknown or out of range
 * with the solver unchanged, kept by dlx_copy, frozen during a search), the entry points that
 * refuse an option they cannot honour (DLX_ERROR_OPTION_NOT_HONOURED) and accept the defaults, the
 * request and the statistics read and written whole whatever size they give (this layout is the
 * first), the statistics by name, the plan and its words, and the dlx_stop, raised from a signal
 * handler and from another thread while dlx_solve_parallel counts.
 *
 * The counts asserted come from elsewhere: n queens from OEIS A000170 or the backtracking counter
 * of dlx_test_support.h, domino tilings of 2n x 2n boards from OEIS A004003, Langford pairs from
 * OEIS A014552, and the bounded problem's count from its closed form.
 */
#include "tests/dlx_test_checks.h"

#include <pthread.h>
#include <signal.h>
#include <stddef.h>

/* ------------------------------------------------------------------------------------------------
 * Problems, built here for any size (test_problem stops at 80 items).
 */

/* n queens: rows 0..n-1 and columns n..2n-1 primary; the diagonals r + c and the anti-diagonals
 * r - c + n - 1 secondary; the square (r, c) is option r * n + c. */
static dlx_solver *queens_solver(uint32_t n) {
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
static dlx_solver *domino_solver(uint32_t rows, uint32_t columns) {
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
static dlx_solver *langford_solver(uint32_t n) {
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
static dlx_solver *knuth_solver(void) {
  test_problem problem;
  build_knuth_example(&problem);
  return create_solver_for(&problem);
}

enum { QUEENS_6 = 4, QUEENS_8 = 92, QUEENS_14 = 365596 }; /* OEIS A000170 */

/* Every option's value, to compare a solver before and after. */
typedef struct option_values {
  uint64_t value[DLX_OPTION_COUNT];
} option_values;

static option_values values_of(const dlx_solver *solver) {
  option_values values;
  for (int k = 0; k < DLX_OPTION_COUNT; k++) values.value[k] = dlx_option_value(solver, k);
  return values;
}

static void assert_same_values(const option_values *a, const option_values *b, const char *what) {
  for (int k = 0; k < DLX_OPTION_COUNT; k++)
    ck_assert_msg(a->value[k] == b->value[k], "%s: option %s went from %" PRIu64 " to %" PRIu64,
                  what, dlx_option_describe(k)->name, a->value[k], b->value[k]);
}

/* The number of '|'-separated words of a row's values. */
static uint64_t word_count(const char *words) {
  uint64_t count = 1;
  for (const char *c = words; *c; c++) count += *c == '|';
  return count;
}

/* Word `index` of words, copied into word. */
static void word_at(const char *words, uint64_t index, char *word, size_t capacity) {
  for (uint64_t k = 0; k < index; k++) words = strchr(words, '|') + 1;
  size_t length = strcspn(words, "|");
  ck_assert_uint_lt(length, capacity);
  memcpy(word, words, length);
  word[length] = '\0';
}

/* A value other than the default that the option takes (for numbers, small enough to search with:
 * the memo's cache at 1 MiB). */
static uint64_t other_value(dlx_option option) {
  const dlx_option_info *info = dlx_option_describe(option);
  if (option == DLX_OPTION_MEMO_BYTES) return UINT64_C(1) << 20;
  return info->default_value == info->maximum ? info->minimum : info->default_value + 1;
}

/* ------------------------------------------------------------------------------------------------
 * The table of options.
 */

/* The options and their words as dlx.h lists them beside dlx_option, each word at the index of its
 * constant (DLX_REPRESENTATION_*, DLX_SWITCH_*, DLX_MEMO_*; restarts off 0, on 1). */
static const struct {
  dlx_option option;
  const char *name, *values;
} header_options[] = {
    {DLX_OPTION_REPRESENTATION, "representation", "automatic|links|bitset"},
    {DLX_OPTION_FORCED_OPTIONS, "forced_options", "automatic|on|off"},
    {DLX_OPTION_ITEM_DOMINATION, "item_domination", "automatic|on|off"},
    {DLX_OPTION_TIE_BREAK, "tie_break", "automatic|on|off"},
    {DLX_OPTION_WEIGHTED_BRANCHING, "weighted_branching", "automatic|on|off"},
    {DLX_OPTION_RESTARTS, "restarts", "off|on"},
    {DLX_OPTION_RESTART_SEED, "restart_seed", NULL},
    {DLX_OPTION_RESTART_UNIT_NODES, "restart_unit_nodes", NULL},
    {DLX_OPTION_MEMO, "memo", "automatic|on|off"},
    {DLX_OPTION_MEMO_BYTES, "memo_bytes", NULL},
    {DLX_OPTION_SYMMETRY, "symmetry", "automatic|on|off"},
};

START_TEST(test_every_option_is_described_once) {
  ck_assert_uint_eq(sizeof header_options / sizeof header_options[0], DLX_OPTION_COUNT);
  ck_assert_ptr_null(dlx_option_describe(DLX_OPTION_COUNT));
  ck_assert_ptr_null(dlx_option_describe((dlx_option)-1));
  const unsigned every_entry = DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART |
                               DLX_ENTRY_ITERATOR | DLX_ENTRY_SAMPLE | DLX_ENTRY_CHEAPEST;
  for (size_t k = 0; k < DLX_OPTION_COUNT; k++) {
    dlx_option option = header_options[k].option;
    const dlx_option_info *info = dlx_option_describe(option);
    ck_assert_ptr_nonnull(info);
    ck_assert_str_eq(info->name, header_options[k].name);
    for (size_t other = 0; other < k; other++)
      ck_assert_str_ne(info->name, dlx_option_describe(header_options[other].option)->name);
    ck_assert_ptr_nonnull(info->summary);
    ck_assert_uint_gt(strlen(info->summary), 0);
    ck_assert_uint_le(info->minimum, info->default_value);
    ck_assert_uint_le(info->default_value, info->maximum);
    ck_assert_uint_ne(info->honoured_by, 0);
    ck_assert_uint_eq(info->honoured_by & ~every_entry, 0);
    dlx_option found = DLX_OPTION_COUNT;
    ASSERT_STATUS(dlx_option_find(info->name, &found), DLX_OK);
    ck_assert_int_eq(found, option);
    if (!header_options[k].values) {
      ck_assert_ptr_null(info->values);
      continue;
    }
    /* Words: their indices are the values, from 0, each word once, every one taken back. */
    ck_assert_ptr_nonnull(info->values);
    ck_assert_str_eq(info->values, header_options[k].values);
    ck_assert_uint_eq(info->minimum, 0);
    ck_assert_uint_eq(info->maximum + 1, word_count(info->values));
    dlx_solver *solver = knuth_solver();
    for (uint64_t w = 0; w <= info->maximum; w++) {
      char word[32];
      word_at(info->values, w, word, sizeof word);
      ck_assert_uint_gt(strlen(word), 0);
      for (uint64_t other = 0; other < w; other++) {
        char earlier[32];
        word_at(info->values, other, earlier, sizeof earlier);
        ck_assert_str_ne(word, earlier);
      }
      ASSERT_STATUS(dlx_set_option(solver, info->name, word), DLX_OK);
      ck_assert_uint_eq(dlx_option_value(solver, option), w);
    }
    dlx_destroy(solver);
  }
  /* Every default is 0: the enums' AUTOMATIC, restarts off, and the numbers whose 0 dlx.h gives a
   * meaning (restart_unit_nodes: one node per primary item; memo_bytes: DLX_MEMO_DEFAULT_BYTES). */
  for (size_t k = 0; k < DLX_OPTION_COUNT; k++)
    ck_assert_uint_eq(dlx_option_describe(header_options[k].option)->default_value, 0);
  dlx_option found = DLX_OPTION_REPRESENTATION;
  ASSERT_STATUS(dlx_option_find("no_such_option", &found), DLX_ERROR_UNKNOWN_OPTION);
  ck_assert_int_eq(found, DLX_OPTION_REPRESENTATION);
  ASSERT_STATUS(dlx_option_find(NULL, &found), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_option_find("memo", NULL), DLX_ERROR_NULL_ARGUMENT);
}
END_TEST

/* The words name the header's constants: dlx_set_option by word is dlx_set_option_value by
 * constant. */
START_TEST(test_words_are_the_constants_of_the_header) {
  dlx_solver *solver = knuth_solver();
  static const struct {
    const char *name, *word;
    dlx_option option;
    uint64_t constant;
  } pairs[] = {
      {"representation", "automatic", DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC},
      {"representation", "links", DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS},
      {"representation", "bitset", DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET},
      {"tie_break", "on", DLX_OPTION_TIE_BREAK, DLX_SWITCH_ON},
      {"tie_break", "off", DLX_OPTION_TIE_BREAK, DLX_SWITCH_OFF},
      {"memo", "on", DLX_OPTION_MEMO, DLX_MEMO_ON},
      {"memo", "off", DLX_OPTION_MEMO, DLX_MEMO_OFF},
      {"memo", "automatic", DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC},
      {"symmetry", "on", DLX_OPTION_SYMMETRY, DLX_SWITCH_ON},
      {"restarts", "on", DLX_OPTION_RESTARTS, 1},
      {"restarts", "off", DLX_OPTION_RESTARTS, 0},
  };
  for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
    ASSERT_STATUS(dlx_set_option(solver, pairs[k].name, pairs[k].word), DLX_OK);
    ck_assert_uint_eq(dlx_option_value(solver, pairs[k].option), pairs[k].constant);
  }
  dlx_destroy(solver);
}
END_TEST

/* Every value of every option, by name and by id; setting one changes no other. */
START_TEST(test_every_option_is_set_by_name_and_by_id) {
  dlx_solver *solver = knuth_solver();
  for (int k = 0; k < DLX_OPTION_COUNT; k++) {
    const dlx_option_info *info = dlx_option_describe(k);
    ck_assert_uint_eq(dlx_option_value(solver, k), info->default_value);
    ck_assert_uint_eq(dlx_option_value(NULL, k), info->default_value);
  }
  for (int k = 0; k < DLX_OPTION_COUNT; k++) {
    const dlx_option_info *info = dlx_option_describe(k);
    uint64_t numbers[] = {info->maximum, 0, 1, 42, UINT64_MAX - 1, info->default_value};
    size_t count = info->values ? (size_t)(info->maximum + 1) : sizeof numbers / sizeof numbers[0];
    for (size_t n = 0; n < count; n++) {
      /* Words from the last down, numbers in the order above: each set changes the value. */
      uint64_t value = info->values ? info->maximum - n : numbers[n];
      char text[32];
      if (info->values)
        word_at(info->values, value, text, sizeof text);
      else
        snprintf(text, sizeof text, "%" PRIu64, value);
      option_values before = values_of(solver);
      ASSERT_STATUS(dlx_set_option(solver, info->name, text), DLX_OK);
      ck_assert_msg(dlx_option_value(solver, k) == value, "%s = %s gave %" PRIu64, info->name, text,
                    dlx_option_value(solver, k));
      before.value[k] = value;
      option_values after = values_of(solver);
      assert_same_values(&before, &after, info->name);
      ASSERT_STATUS(dlx_set_option_value(solver, k, info->default_value), DLX_OK);
      ck_assert_uint_eq(dlx_option_value(solver, k), info->default_value);
      ASSERT_STATUS(dlx_set_option_value(solver, k, value), DLX_OK);
      ck_assert_uint_eq(dlx_option_value(solver, k), value);
    }
    ASSERT_STATUS(dlx_set_option_value(solver, k, info->default_value), DLX_OK);
  }
  dlx_destroy(solver);
}
END_TEST

/* Unknown names, words the option does not take, numbers out of range or badly written, and NULL:
 * each refused with its status, the solver's options as they were. */
START_TEST(test_refusals_leave_the_solver_unchanged) {
  dlx_solver *solver = knuth_solver();
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  set_solver_option(solver, DLX_OPTION_RESTART_SEED, 77);
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS);
  const option_values before = values_of(solver);
  static const struct {
    const char *name, *value;
    dlx_status status;
  } refused[] = {
      {"no_such_option", "on", DLX_ERROR_UNKNOWN_OPTION},
      {"", "on", DLX_ERROR_UNKNOWN_OPTION},
      {"memo ", "on", DLX_ERROR_UNKNOWN_OPTION},
      {"memo", "maybe", DLX_ERROR_BAD_OPTION_VALUE},
      {"memo", "", DLX_ERROR_BAD_OPTION_VALUE},
      {"memo", "on ", DLX_ERROR_BAD_OPTION_VALUE},
      {"memo", "automatic|on", DLX_ERROR_BAD_OPTION_VALUE},
      {"memo", "1", DLX_ERROR_BAD_OPTION_VALUE}, /* a word option takes words */
      {"representation", "on", DLX_ERROR_BAD_OPTION_VALUE},
      {"restarts", "automatic", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "-1", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "+1", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", " 1", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "1 ", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "12x", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "0x10", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "on", DLX_ERROR_BAD_OPTION_VALUE},
      {"restart_seed", "18446744073709551616", DLX_ERROR_BAD_OPTION_VALUE}, /* 2^64 */
      {"memo_bytes", "99999999999999999999999", DLX_ERROR_BAD_OPTION_VALUE},
  };
  for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++) {
    dlx_status status = dlx_set_option(solver, refused[k].name, refused[k].value);
    ck_assert_msg(status == refused[k].status, "%s = \"%s\": %s", refused[k].name, refused[k].value,
                  dlx_strerror(status));
    option_values after = values_of(solver);
    assert_same_values(&before, &after, refused[k].name);
  }
  static const struct {
    dlx_option option;
    uint64_t value;
    dlx_status status;
  } refused_ids[] = {
      {DLX_OPTION_REPRESENTATION, 3, DLX_ERROR_BAD_OPTION_VALUE},
      {DLX_OPTION_FORCED_OPTIONS, 3, DLX_ERROR_BAD_OPTION_VALUE},
      {DLX_OPTION_RESTARTS, 2, DLX_ERROR_BAD_OPTION_VALUE},
      {DLX_OPTION_MEMO, 3, DLX_ERROR_BAD_OPTION_VALUE},
      {DLX_OPTION_SYMMETRY, UINT64_MAX, DLX_ERROR_BAD_OPTION_VALUE},
      {DLX_OPTION_COUNT, 0, DLX_ERROR_UNKNOWN_OPTION},
      {(dlx_option)-1, 0, DLX_ERROR_UNKNOWN_OPTION},
  };
  for (size_t k = 0; k < sizeof refused_ids / sizeof refused_ids[0]; k++) {
    ASSERT_STATUS(dlx_set_option_value(solver, refused_ids[k].option, refused_ids[k].value),
                  refused_ids[k].status);
    option_values after = values_of(solver);
    assert_same_values(&before, &after, "by id");
  }
  ASSERT_STATUS(dlx_set_option(NULL, "memo", "on"), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_set_option(solver, NULL, "on"), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_set_option(solver, "memo", NULL), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_set_option_value(NULL, DLX_OPTION_MEMO, DLX_MEMO_ON), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_set_exact_count(NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_set_zdd_callback(NULL, NULL, NULL), DLX_ERROR_NULL_ARGUMENT);
  option_values after = values_of(solver);
  assert_same_values(&before, &after, "NULL arguments");
  /* The largest number is taken. */
  ASSERT_STATUS(dlx_set_option(solver, "restart_seed", "18446744073709551615"), DLX_OK);
  ck_assert_uint_eq(dlx_option_value(solver, DLX_OPTION_RESTART_SEED), UINT64_MAX);
  /* The solver still counts (the options it was left with: links, no memo). */
  ck_assert_uint_eq(count_all_solutions(solver), 1);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * No option changes during a search.
 */

typedef struct meddler {
  dlx_solver *solver;
  dlx_status by_name, by_id, exact_count, zdd;
  uint64_t calls;
} meddler;

static void ignore_zdd_node(void *context, uint64_t id, uint32_t option, uint64_t lo, uint64_t hi) {
  (void)context, (void)id, (void)option, (void)lo, (void)hi;
}

static int meddle(void *context, const uint32_t *ids, size_t count) {
  (void)ids, (void)count;
  meddler *m = context;
  m->calls++;
  m->by_name = dlx_set_option(m->solver, "memo", "on");
  m->by_id = dlx_set_option_value(m->solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  m->exact_count = dlx_set_exact_count(m->solver, NULL);
  m->zdd = dlx_set_zdd_callback(m->solver, ignore_zdd_node, NULL);
  return 0;
}

START_TEST(test_options_are_refused_during_a_search) {
  dlx_solver *solver = queens_solver(6);
  const option_values before = values_of(solver);
  meddler m = {.solver = solver};
  dlx_search search = {.on_solution = meddle, .context = &m};
  dlx_statistics statistics = {0};
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);
  ck_assert_uint_eq(m.calls, QUEENS_6);
  ASSERT_STATUS(m.by_name, DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(m.by_id, DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(m.exact_count, DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(m.zdd, DLX_ERROR_SEARCH_IN_PROGRESS);
  option_values after = values_of(solver);
  assert_same_values(&before, &after, "a solution callback");
  /* While an iterator lives the solver is busy too; once it is destroyed, no longer. */
  dlx_iterator *iterator = NULL;
  ASSERT_STATUS(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 1);
  ASSERT_STATUS(dlx_set_option(solver, "memo", "on"), DLX_ERROR_SEARCH_IN_PROGRESS);
  ASSERT_STATUS(dlx_set_option_value(solver, DLX_OPTION_MEMO, DLX_MEMO_ON),
                DLX_ERROR_SEARCH_IN_PROGRESS);
  dlx_iterator_destroy(iterator);
  after = values_of(solver);
  assert_same_values(&before, &after, "an iterator");
  ASSERT_STATUS(dlx_set_option(solver, "memo", "on"), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The entry points and the options they honour.
 */

static int count_call(void *context, const uint32_t *ids, size_t count) {
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

static uint64_t field_value(const dlx_statistics *statistics, size_t field) {
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
static bool same_statistics(const dlx_statistics *a, const dlx_statistics *b) {
  for (size_t field = 0; field < STATISTIC_FIELD_COUNT; field++)
    if (field_value(a, field) != field_value(b, field)) return false;
  return true;
}

/* Whether statistics hold zeros in every field (size aside): what a refusal hands back. */
static bool statistics_are_zero(const dlx_statistics *statistics) {
  dlx_statistics zero;
  memset(&zero, 0, sizeof zero);
  return same_statistics(&zero, statistics);
}

/* The entry points of DLX_ENTRY_*, each run once on solver with its statistics (prefilled with a
 * pattern, so that a refusal is seen to fill them): dlx_solve_parallel on 2 threads, dlx_solve_part
 * as part 1 of 2 on one thread, the iterator to its end, 5 samples. */
static dlx_status run_entry_point(dlx_solver *solver, unsigned entry_point,
                                  dlx_statistics *statistics) {
  memset(statistics, 0x5A, sizeof *statistics);
  statistics->size = sizeof *statistics;
  uint64_t calls = 0;
  dlx_search listing = {.on_solution = count_call, .context = &calls};
  switch (entry_point) {
  case DLX_ENTRY_SOLVE:
    return dlx_solve(solver, NULL, statistics);
  case DLX_ENTRY_PARALLEL:
    return dlx_solve_parallel(solver, NULL, 2, statistics);
  case DLX_ENTRY_PART:
    return dlx_solve_part(solver, NULL, 1, 2, 1, statistics);
  case DLX_ENTRY_ITERATOR: {
    dlx_iterator *iterator = (dlx_iterator *)&calls; /* must become NULL when refused */
    dlx_status status = dlx_iterator_create(solver, NULL, &iterator);
    if (status != DLX_OK) {
      ck_assert_ptr_null(iterator);
      memset(statistics, 0, sizeof *statistics);
      statistics->size = sizeof *statistics;
      return status;
    }
    while (dlx_iterator_next(iterator, NULL, NULL)) calls++;
    status = dlx_iterator_status(iterator, statistics);
    ck_assert_uint_eq(calls, statistics->solutions);
    dlx_iterator_destroy(iterator);
    return status;
  }
  case DLX_ENTRY_SAMPLE: {
    dlx_status status = dlx_sample(solver, &listing, 5, 1, statistics);
    if (status == DLX_OK) ck_assert_uint_eq(calls, 5);
    return status;
  }
  case DLX_ENTRY_CHEAPEST: {
    dlx_cheapest cheapest = {0};
    return dlx_solve_cheapest(solver, NULL, &cheapest, statistics);
  }
  }
  ck_abort_msg("no entry point %u", entry_point);
  return DLX_OK;
}

static const unsigned entry_points[] = {DLX_ENTRY_SOLVE,    DLX_ENTRY_PARALLEL, DLX_ENTRY_PART,
                                        DLX_ENTRY_ITERATOR, DLX_ENTRY_SAMPLE,   DLX_ENTRY_CHEAPEST};
enum { ENTRY_POINT_COUNT = sizeof entry_points / sizeof entry_points[0] };

/* A refusal: the status, statistics all zero, the solver consistent with its options unchanged. */
static void assert_refused(dlx_solver *solver, unsigned entry_point, const char *what) {
  const option_values before = values_of(solver);
  dlx_statistics statistics;
  dlx_status status = run_entry_point(solver, entry_point, &statistics);
  ck_assert_msg(status == DLX_ERROR_OPTION_NOT_HONOURED, "%s: %s", what, dlx_strerror(status));
  ck_assert_msg(statistics_are_zero(&statistics), "%s: statistics not zeroed", what);
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  option_values after = values_of(solver);
  assert_same_values(&before, &after, what);
}

/* The refusals that dlx.h's table implies, one by one, and the same searches once the option is
 * back to its default. */
START_TEST(test_each_entry_point_refuses_an_option_it_cannot_honour) {
  dlx_solver *solver = queens_solver(6);
  dlx_statistics statistics;

  set_solver_option(solver, DLX_OPTION_RESTARTS, 1);
  assert_refused(solver, DLX_ENTRY_ITERATOR, "iterator with restarts");
  set_solver_option(solver, DLX_OPTION_RESTARTS, 0);
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_ITERATOR, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);

  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
  assert_refused(solver, DLX_ENTRY_PARALLEL, "2 threads with the memo on");
  ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 1, &statistics), DLX_OK); /* dlx_solve: it may */
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);
  ck_assert_int_eq(statistics.memo, 1);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_PARALLEL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);

  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON); /* parts share the classes */
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_PART, &statistics), DLX_OK);
  ASSERT_STATUS(dlx_solve_part(solver, NULL, 1, 1, 2, &statistics), DLX_OK); /* threads: yes */
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_AUTOMATIC);
  uint64_t total = 0;
  for (uint32_t part = 1; part <= 2; part++) {
    ASSERT_STATUS(dlx_solve_part(solver, NULL, part, 2, 1, &statistics), DLX_OK);
    total += statistics.solutions;
  }
  ck_assert_uint_eq(total, QUEENS_6);

  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET);
  assert_refused(solver, DLX_ENTRY_SAMPLE, "samples on the bitset");
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_AUTOMATIC);
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_SAMPLE, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);

  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_ON);
  assert_refused(solver, DLX_ENTRY_CHEAPEST, "the cheapest with the memo on");
  /* Off asks for nothing to be done: every entry point honours it. */
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  for (size_t e = 0; e < ENTRY_POINT_COUNT; e++)
    ASSERT_STATUS(run_entry_point(solver, entry_points[e], &statistics), DLX_OK);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_CHEAPEST, &statistics), DLX_OK);

  /* An exact count: dlx_solve, the threads, the parts and the samples' count fill it; the iterator
   * and the cheapest refuse it. */
  dlx_count *count;
  ASSERT_STATUS(dlx_count_create(&count), DLX_OK);
  ASSERT_STATUS(dlx_set_exact_count(solver, count), DLX_OK);
  assert_refused(solver, DLX_ENTRY_ITERATOR, "the iterator with an exact count");
  assert_refused(solver, DLX_ENTRY_CHEAPEST, "the cheapest with an exact count");
  for (size_t e = 0; e < ENTRY_POINT_COUNT; e++) {
    if (entry_points[e] == DLX_ENTRY_ITERATOR || entry_points[e] == DLX_ENTRY_CHEAPEST) continue;
    ASSERT_STATUS(dlx_count_set(count, 0), DLX_OK);
    ASSERT_STATUS(run_entry_point(solver, entry_points[e], &statistics), DLX_OK);
    uint64_t value = 0;
    ck_assert(dlx_count_to_u64(count, &value));
    ck_assert_uint_eq(value, statistics.solutions);
  }
  ASSERT_STATUS(dlx_set_exact_count(solver, NULL), DLX_OK);
  dlx_count_destroy(count);

  /* A ZDD: the memo's searches alone, dlx_solve's and the samples' count. */
  ASSERT_STATUS(dlx_set_zdd_callback(solver, ignore_zdd_node, NULL), DLX_OK);
  for (size_t e = 0; e < ENTRY_POINT_COUNT; e++) {
    if (entry_points[e] == DLX_ENTRY_SOLVE || entry_points[e] == DLX_ENTRY_SAMPLE)
      ASSERT_STATUS(run_entry_point(solver, entry_points[e], &statistics), DLX_OK);
    else
      assert_refused(solver, entry_points[e], "a ZDD callback");
  }
  ASSERT_STATUS(dlx_set_zdd_callback(solver, NULL, NULL), DLX_OK);
  ASSERT_STATUS(run_entry_point(solver, DLX_ENTRY_PARALLEL, &statistics), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

/* Every entry point takes a new solver's defaults; and for every option set otherwise, each entry
 * point runs exactly when the option's row says it honours it. */
START_TEST(test_entry_points_follow_the_table) {
  dlx_solver *solver = queens_solver(6);
  for (size_t e = 0; e < ENTRY_POINT_COUNT; e++) {
    dlx_statistics statistics;
    ASSERT_STATUS(run_entry_point(solver, entry_points[e], &statistics), DLX_OK);
    if (entry_points[e] != DLX_ENTRY_PART && entry_points[e] != DLX_ENTRY_CHEAPEST)
      ck_assert_uint_eq(statistics.solutions, QUEENS_6);
  }
  for (int k = 0; k < DLX_OPTION_COUNT; k++) {
    const dlx_option_info *info = dlx_option_describe(k);
    set_solver_option(solver, k, other_value(k));
    for (size_t e = 0; e < ENTRY_POINT_COUNT; e++) {
      dlx_statistics statistics;
      dlx_status status = run_entry_point(solver, entry_points[e], &statistics);
      if (info->honoured_by & entry_points[e])
        ck_assert_msg(status == DLX_OK, "%s = %" PRIu64 ", entry point %u: %s", info->name,
                      other_value(k), entry_points[e], dlx_strerror(status));
      else
        ck_assert_msg(status == DLX_ERROR_OPTION_NOT_HONOURED,
                      "%s = %" PRIu64 ", entry point %u: %s", info->name, other_value(k),
                      entry_points[e], dlx_strerror(status));
      ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    }
    set_solver_option(solver, k, info->default_value);
  }
  dlx_destroy(solver);
}
END_TEST

/* dlx_copy: the options of the original, and a solver of its own. */
START_TEST(test_a_copy_keeps_the_options) {
  dlx_solver *solver = queens_solver(8);
  for (int k = 0; k < DLX_OPTION_COUNT; k++) set_solver_option(solver, k, other_value(k));
  dlx_solver *copy = NULL;
  ASSERT_STATUS(dlx_copy(solver, &copy), DLX_OK);
  option_values original = values_of(solver), copied = values_of(copy);
  assert_same_values(&original, &copied, "dlx_copy");
  for (int k = 0; k < DLX_OPTION_COUNT; k++)
    ck_assert_uint_ne(copied.value[k], dlx_option_describe(k)->default_value);
  /* The same search on both: the same answer in the same nodes. */
  dlx_statistics on_original = solve_expecting(solver, NULL, DLX_OK, "the original");
  dlx_statistics on_copy = solve_expecting(copy, NULL, DLX_OK, "the copy");
  ck_assert_uint_eq(on_copy.solutions, QUEENS_8);
  ck_assert_uint_eq(on_copy.solutions, on_original.solutions);
  ck_assert_uint_eq(on_copy.nodes, on_original.nodes);
  ck_assert_uint_eq(on_copy.representation, on_original.representation);
  /* Each its own: an option set on the copy stays off the original. */
  set_solver_option(copy, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ck_assert_uint_eq(dlx_option_value(solver, DLX_OPTION_MEMO), other_value(DLX_OPTION_MEMO));
  dlx_destroy(solver);
  dlx_destroy(copy);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The sizes of the request and of the statistics.
 */

/* The sizes a request can give: 0, this layout's, and sizes no layout has (smaller ones, and
 * larger ones such as a later header's). This layout is the first to carry a size, so dlx.h reads
 * every one of them as this layout, whole: the node limit, past a smaller size, is honoured. */
START_TEST(test_every_request_size_reads_this_layout_whole) {
  dlx_solver *solver = queens_solver(8);
  const size_t sizes[] = {0, sizeof(dlx_search),      offsetof(dlx_search, node_limit),
                          1, sizeof(dlx_search) + 64, SIZE_MAX};
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    union { /* room for a request from a header with more fields */
      dlx_search search;
      unsigned char bytes[sizeof(dlx_search) + 64];
    } request;
    memset(&request, 0, sizeof request);
    request.search.size = sizes[k];
    request.search.node_limit = 1;
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(solver, &request.search, &statistics), DLX_STOPPED_AT_NODE_LIMIT);
    ck_assert_uint_eq(statistics.nodes, 1);
    ASSERT_STATUS(dlx_solve_parallel(solver, &request.search, 2, &statistics),
                  DLX_STOPPED_AT_NODE_LIMIT);
    ck_assert_uint_le(statistics.nodes, 1);
    dlx_iterator *iterator = NULL;
    ASSERT_STATUS(dlx_iterator_create(solver, &request.search, &iterator), DLX_OK);
    while (dlx_iterator_next(iterator, NULL, NULL)) continue;
    ASSERT_STATUS(dlx_iterator_status(iterator, &statistics), DLX_STOPPED_AT_NODE_LIMIT);
    ck_assert_uint_eq(statistics.nodes, 1);
    dlx_iterator_destroy(iterator);
    /* The fields after node_limit too: a raised stop, then a callback that counts. */
    dlx_stop *stop = NULL;
    ASSERT_STATUS(dlx_stop_create(&stop), DLX_OK);
    dlx_request_stop(stop);
    uint64_t calls = 0;
    request.search.node_limit = 0;
    request.search.stop = stop;
    request.search.on_solution = count_call;
    request.search.context = &calls;
    ASSERT_STATUS(dlx_solve(solver, &request.search, &statistics), DLX_STOPPED_BY_REQUEST);
    dlx_clear_stop(stop);
    ASSERT_STATUS(dlx_solve(solver, &request.search, &statistics), DLX_OK);
    ck_assert_uint_eq(calls, QUEENS_8);
    dlx_stop_destroy(stop);
  }
  ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}
END_TEST

/* The sizes a caller's statistics can give, uninitialised ones included (dlx.h: any size, as this
 * layout is the first): every field written, on every entry point and on a refusal, and the size
 * left as the caller set it. */
START_TEST(test_statistics_of_any_size_are_written_whole) {
  dlx_solver *solver = queens_solver(8);
  dlx_statistics full;
  memset(&full, 0, sizeof full);
  ASSERT_STATUS(dlx_solve(solver, NULL, &full), DLX_OK);
  ck_assert_uint_eq(full.solutions, QUEENS_8);
  ck_assert_uint_gt(full.updates, 0);
  const size_t sizes[] = {0, sizeof(dlx_statistics), offsetof(dlx_statistics, updates), 1,
                          (size_t)0x5A5A5A5A5A5A5A5A};
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    for (size_t e = 0; e <= ENTRY_POINT_COUNT; e++) {
      dlx_statistics statistics;
      memset(&statistics, 0x5A, sizeof statistics);
      statistics.size = sizes[k];
      if (e == ENTRY_POINT_COUNT) { /* a refusal: zeros */
        set_solver_option(solver, DLX_OPTION_RESTARTS, 1);
        ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 2, &statistics),
                      DLX_ERROR_OPTION_NOT_HONOURED);
        set_solver_option(solver, DLX_OPTION_RESTARTS, 0);
        ck_assert_uint_eq(statistics.size, sizes[k]);
        ck_assert(statistics_are_zero(&statistics));
        continue;
      }
      dlx_statistics written;
      ASSERT_STATUS(run_entry_point(solver, entry_points[e], &written), DLX_OK);
      /* run_entry_point sets the size to sizeof; again with this one, the same search. */
      switch (entry_points[e]) {
      case DLX_ENTRY_SOLVE:
        ASSERT_STATUS(dlx_solve(solver, NULL, &statistics), DLX_OK);
        break;
      case DLX_ENTRY_PARALLEL:
        ASSERT_STATUS(dlx_solve_parallel(solver, NULL, 2, &statistics), DLX_OK);
        break;
      case DLX_ENTRY_PART:
        ASSERT_STATUS(dlx_solve_part(solver, NULL, 1, 2, 1, &statistics), DLX_OK);
        break;
      case DLX_ENTRY_ITERATOR: {
        dlx_iterator *iterator = NULL;
        ASSERT_STATUS(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
        while (dlx_iterator_next(iterator, NULL, NULL)) continue;
        ASSERT_STATUS(dlx_iterator_status(iterator, &statistics), DLX_OK);
        dlx_iterator_destroy(iterator);
        break;
      }
      case DLX_ENTRY_SAMPLE: {
        uint64_t calls = 0;
        dlx_search listing = {.on_solution = count_call, .context = &calls};
        ASSERT_STATUS(dlx_sample(solver, &listing, 5, 1, &statistics), DLX_OK);
        break;
      }
      case DLX_ENTRY_CHEAPEST: {
        dlx_cheapest cheapest = {0};
        ASSERT_STATUS(dlx_solve_cheapest(solver, NULL, &cheapest, &statistics), DLX_OK);
        break;
      }
      }
      ck_assert_uint_eq(statistics.size, sizes[k]);
      /* Every field as with this layout's size; the threads' nodes may vary, the rest may not. */
      if (entry_points[e] == DLX_ENTRY_PARALLEL) written.nodes = statistics.nodes;
      if (entry_points[e] == DLX_ENTRY_PARALLEL) written.updates = statistics.updates;
      ck_assert_msg(same_statistics(&written, &statistics),
                    "entry point %u, size %zu: other statistics", entry_points[e], sizes[k]);
      if (entry_points[e] == DLX_ENTRY_SOLVE) {
        ck_assert_uint_eq(statistics.updates, full.updates);
        ck_assert_uint_eq(statistics.plan, full.plan);
      }
    }
  }
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The statistics by name.
 */

/* Every statistic named once, each read by name as the struct holds it. */
static void assert_names_read_the_fields(const dlx_statistics *statistics, const char *what) {
  ck_assert_int_eq(dlx_statistic_count(), STATISTIC_FIELD_COUNT);
  bool named[STATISTIC_FIELD_COUNT] = {false};
  for (int index = 0; index < dlx_statistic_count(); index++) {
    const char *name = dlx_statistic_name(index);
    ck_assert_ptr_nonnull(name);
    size_t field = 0;
    while (field < STATISTIC_FIELD_COUNT && strcmp(statistic_fields[field].name, name) != 0)
      field++;
    ck_assert_msg(field < STATISTIC_FIELD_COUNT, "no field %s in dlx_statistics", name);
    ck_assert_msg(!named[field], "%s named twice", name);
    named[field] = true;
    uint64_t value = UINT64_C(0xDEADBEEF);
    ASSERT_STATUS(dlx_statistic_value(statistics, name, &value), DLX_OK);
    ck_assert_msg(value == field_value(statistics, field),
                  "%s: %s reads %" PRIu64 ", the field %" PRIu64, what, name, value,
                  field_value(statistics, field));
  }
}

START_TEST(test_every_statistic_is_read_by_name) {
  ck_assert_ptr_null(dlx_statistic_name(-1));
  ck_assert_ptr_null(dlx_statistic_name(dlx_statistic_count()));
  /* Searches that fill the fields: the memo, symmetry classes, restarts, the bitset. */
  dlx_solver *dominoes = domino_solver(6, 6);
  set_solver_option(dominoes, DLX_OPTION_MEMO, DLX_MEMO_ON);
  dlx_statistics memo = solve_expecting(dominoes, NULL, DLX_OK, "6x6 dominoes by the memo");
  ck_assert_uint_eq(memo.solutions, 6728); /* OEIS A004003 */
  ck_assert_uint_gt(memo.memo_entries, 0);
  ck_assert_uint_gt(memo.memo_hits, 0);
  assert_names_read_the_fields(&memo, "memo");
  dlx_destroy(dominoes);
  dlx_solver *queens = queens_solver(8);
  set_solver_option(queens, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  dlx_statistics symmetry = solve_expecting(queens, NULL, DLX_OK, "8 queens by classes");
  ck_assert_uint_eq(symmetry.solutions, QUEENS_8);
  ck_assert_uint_gt(symmetry.symmetry_classes, 0);
  ck_assert_uint_gt(symmetry.symmetry_item_options, 0);
  assert_names_read_the_fields(&symmetry, "symmetry");
  reset_solver_options(queens);
  set_solver_option(queens, DLX_OPTION_RESTARTS, 1);
  set_solver_option(queens, DLX_OPTION_RESTART_SEED, 3);
  set_solver_option(queens, DLX_OPTION_RESTART_UNIT_NODES, 1);
  set_solver_option(queens, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET);
  dlx_search one = {.solution_limit = 1};
  dlx_statistics restarts =
      solve_expecting(queens, &one, DLX_STOPPED_AT_SOLUTION_LIMIT, "restarts");
  ck_assert_uint_gt(restarts.restarts, 0);
  assert_names_read_the_fields(&restarts, "restarts");
  dlx_destroy(queens);

  uint64_t value = 7;
  ASSERT_STATUS(dlx_statistic_value(&memo, "no_such_statistic", &value), DLX_ERROR_UNKNOWN_OPTION);
  ASSERT_STATUS(dlx_statistic_value(&memo, "", &value), DLX_ERROR_UNKNOWN_OPTION);
  ASSERT_STATUS(dlx_statistic_value(&memo, "memo", NULL), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_statistic_value(&memo, NULL, &value), DLX_ERROR_NULL_ARGUMENT);
  ASSERT_STATUS(dlx_statistic_value(NULL, "memo", &value), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_uint_eq(value, 7);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The plan.
 */

/* The word of each DLX_PLAN_* bit, from 1 << 0 up: the constant's name, and "memo given up" for
 * MEMO_ABANDONED (dlx.h: "the memoized count, given up"); a plan without the bitset or the memo
 * ran on the links. */
static const char *const plan_words[] = {"bitset",        "bounds",   "trial",    "memo",
                                         "memo given up", "symmetry", "restarts", "threads",
                                         "costs",         "samples"};
enum { PLAN_BIT_COUNT = sizeof plan_words / sizeof plan_words[0] };

static char *plan_text(uint32_t plan) {
  size_t length = dlx_plan_describe(plan, NULL, 0);
  char *text = malloc(length + 1);
  ck_assert_ptr_nonnull(text);
  ck_assert_uint_eq(dlx_plan_describe(plan, text, length + 1), length);
  ck_assert_uint_eq(strlen(text), length);
  return text;
}

/* The description's words, split at ", ", are exactly those of the plan's bits, and "links" when
 * neither the bitset nor the memo ran. */
static void assert_plan_words(uint32_t plan) {
  char *text = plan_text(plan);
  bool seen[PLAN_BIT_COUNT] = {false}, links = false;
  for (char *word = text; *word;) {
    char *end = strstr(word, ", ");
    size_t length = end ? (size_t)(end - word) : strlen(word);
    size_t bit = 0;
    while (bit < PLAN_BIT_COUNT &&
           !(strlen(plan_words[bit]) == length && strncmp(plan_words[bit], word, length) == 0))
      bit++;
    if (bit == PLAN_BIT_COUNT) {
      ck_assert_msg(length == 5 && strncmp(word, "links", 5) == 0 && !links,
                    "plan %#x: \"%s\" holds an unknown or repeated word", plan, text);
      links = true;
    } else {
      ck_assert_msg(!seen[bit], "plan %#x: \"%s\" repeats %s", plan, text, plan_words[bit]);
      seen[bit] = true;
    }
    word += length;
    if (end) word += 2;
  }
  for (size_t bit = 0; bit < PLAN_BIT_COUNT; bit++)
    ck_assert_msg(seen[bit] == ((plan >> bit & 1) != 0), "plan %#x: \"%s\" and %s", plan, text,
                  plan_words[bit]);
  ck_assert_msg(links == !(plan & (DLX_PLAN_BITSET | DLX_PLAN_MEMO)), "plan %#x: \"%s\"", plan,
                text);
  free(text);
}

START_TEST(test_the_plan_in_words) {
  ck_assert_uint_eq(UINT32_C(1) << (PLAN_BIT_COUNT - 1), DLX_PLAN_SAMPLES);
  char text[64];
  ck_assert_uint_eq(dlx_plan_describe(0, text, sizeof text), 5);
  ck_assert_str_eq(text, "links");
  for (size_t bit = 0; bit < PLAN_BIT_COUNT; bit++) assert_plan_words(UINT32_C(1) << bit);
  for (uint32_t plan = 0; plan < (UINT32_C(1) << PLAN_BIT_COUNT); plan += 37)
    assert_plan_words(plan);
  assert_plan_words((UINT32_C(1) << PLAN_BIT_COUNT) - 1);
  /* snprintf's rules: the whole length whatever the room, a NUL within the room, nothing written
   * without room. */
  uint32_t plan = DLX_PLAN_TRIAL | DLX_PLAN_MEMO_ABANDONED | DLX_PLAN_THREADS;
  char *whole = plan_text(plan);
  size_t length = strlen(whole);
  ck_assert_uint_gt(length, 10);
  for (size_t capacity = 1; capacity <= length + 1; capacity++) {
    char buffer[128];
    memset(buffer, '#', sizeof buffer);
    ck_assert_uint_eq(dlx_plan_describe(plan, buffer, capacity), length);
    ck_assert_uint_eq(strlen(buffer), capacity - 1);
    ck_assert(strncmp(buffer, whole, capacity - 1) == 0);
    ck_assert_int_eq(buffer[capacity], '#');
  }
  char untouched[4] = "###";
  ck_assert_uint_eq(dlx_plan_describe(plan, untouched, 0), length);
  ck_assert_str_eq(untouched, "###");
  free(whole);
}
END_TEST

/* What ran, after searches that must run it: each bit when its strategy ran, and not otherwise. */
START_TEST(test_the_plan_says_what_ran) {
  dlx_statistics statistics;
  /* Links, without the memo's or symmetry's automatic trial: nothing but the links. */
  dlx_solver *knuth = knuth_solver();
  set_solver_option(knuth, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_LINKS);
  set_solver_option(knuth, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  set_solver_option(knuth, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  statistics = solve_expecting(knuth, NULL, DLX_OK, "Knuth's example on the links");
  ck_assert_uint_eq(statistics.plan, 0);
  dlx_destroy(knuth);

  /* The bitset, asked for on queens (dense): BITSET, and the representation says so too. */
  dlx_solver *queens = queens_solver(8);
  set_solver_option(queens, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET);
  set_solver_option(queens, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  set_solver_option(queens, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  statistics = solve_expecting(queens, NULL, DLX_OK, "8 queens on the bitset");
  ck_assert_uint_eq(statistics.solutions, QUEENS_8);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  ck_assert_uint_eq(statistics.plan, DLX_PLAN_BITSET);

  /* Restarts, for one solution. */
  set_solver_option(queens, DLX_OPTION_RESTARTS, 1);
  dlx_search one = {.solution_limit = 1};
  statistics = solve_expecting(queens, &one, DLX_STOPPED_AT_SOLUTION_LIMIT, "restarts");
  ck_assert(statistics.plan & DLX_PLAN_RESTARTS);
  set_solver_option(queens, DLX_OPTION_RESTARTS, 0);
  statistics = solve_expecting(queens, &one, DLX_STOPPED_AT_SOLUTION_LIMIT, "no restarts");
  ck_assert(!(statistics.plan & DLX_PLAN_RESTARTS));

  /* Threads: on two, or a part of two; not on one (which is dlx_solve). */
  reset_solver_options(queens);
  ASSERT_STATUS(dlx_solve_parallel(queens, NULL, 2, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_8);
  ck_assert(statistics.plan & DLX_PLAN_THREADS);
  ASSERT_STATUS(dlx_solve_part(queens, NULL, 2, 2, 1, &statistics), DLX_OK);
  ck_assert(statistics.plan & DLX_PLAN_THREADS);
  set_solver_option(queens, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  ASSERT_STATUS(dlx_solve_parallel(queens, NULL, 1, &statistics), DLX_OK);
  ck_assert(!(statistics.plan & DLX_PLAN_THREADS));

  /* Costs: the cheapest (which takes none of the options set above). */
  reset_solver_options(queens);
  dlx_cheapest cheapest = {0};
  ASSERT_STATUS(dlx_solve_cheapest(queens, NULL, &cheapest, &statistics), DLX_OK);
  ck_assert(statistics.plan & DLX_PLAN_COSTS);
  dlx_destroy(queens);

  /* Symmetry on 6 queens: classes, and the bit. */
  queens = queens_solver(6);
  set_solver_option(queens, DLX_OPTION_SYMMETRY, DLX_SWITCH_ON);
  statistics = solve_expecting(queens, NULL, DLX_OK, "6 queens by classes");
  ck_assert_uint_eq(statistics.solutions, QUEENS_6);
  ck_assert_uint_gt(statistics.symmetry_classes, 0);
  ck_assert(statistics.plan & DLX_PLAN_SYMMETRY);
  set_solver_option(queens, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  statistics = solve_expecting(queens, NULL, DLX_OK, "6 queens plainly");
  ck_assert(!(statistics.plan & DLX_PLAN_SYMMETRY));

  /* Samples, through the memo's counts. */
  reset_solver_options(queens);
  uint64_t calls = 0;
  dlx_search listing = {.on_solution = count_call, .context = &calls};
  ASSERT_STATUS(dlx_sample(queens, &listing, 4, 11, &statistics), DLX_OK);
  ck_assert_uint_eq(calls, 4);
  ck_assert(statistics.plan & DLX_PLAN_SAMPLES);
  dlx_destroy(queens);

  /* The memo on: 4x4 dominoes, 36 tilings (OEIS A004003), no trial; automatic on 8x8: the trial,
   * then the memo to the end. */
  dlx_solver *dominoes = domino_solver(4, 4);
  set_solver_option(dominoes, DLX_OPTION_MEMO, DLX_MEMO_ON);
  statistics = solve_expecting(dominoes, NULL, DLX_OK, "4x4 dominoes by the memo");
  ck_assert_uint_eq(statistics.solutions, 36);
  ck_assert_int_eq(statistics.memo, 1);
  ck_assert(statistics.plan & DLX_PLAN_MEMO);
  ck_assert(!(statistics.plan & (DLX_PLAN_TRIAL | DLX_PLAN_MEMO_ABANDONED)));
  dlx_destroy(dominoes);
  dominoes = domino_solver(8, 8);
  statistics = solve_expecting(dominoes, NULL, DLX_OK, "8x8 dominoes, automatic");
  ck_assert_uint_eq(statistics.solutions, 12988816);
  ck_assert_int_eq(statistics.memo, 1);
  ck_assert_uint_eq(statistics.plan & (DLX_PLAN_TRIAL | DLX_PLAN_MEMO | DLX_PLAN_MEMO_ABANDONED),
                    DLX_PLAN_TRIAL | DLX_PLAN_MEMO);
  dlx_destroy(dominoes);
  /* Langford pairs of 12: the automatic memo tried and given up, the plain search to the end. */
  dlx_solver *langford = langford_solver(12);
  set_solver_option(langford, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  statistics = solve_expecting(langford, NULL, DLX_OK, "Langford pairs of 12, automatic");
  ck_assert_uint_eq(statistics.solutions, 2 * 108144); /* OEIS A014552 */
  ck_assert_int_eq(statistics.memo, 0);
  ck_assert_uint_eq(statistics.plan & (DLX_PLAN_TRIAL | DLX_PLAN_MEMO | DLX_PLAN_MEMO_ABANDONED),
                    DLX_PLAN_TRIAL | DLX_PLAN_MEMO_ABANDONED);
  dlx_destroy(langford);

  /* Bounds: 3 items, each in 3 options of its own and covered once or twice: (3 + 3)^3. */
  dlx_solver *bounded = NULL;
  ASSERT_STATUS(dlx_create(&bounded, 3, 0), DLX_OK);
  for (uint32_t item = 0; item < 3; item++) {
    for (int copy = 0; copy < 3; copy++)
      ASSERT_STATUS(dlx_add_option(bounded, &item, 1, NULL), DLX_OK);
    ASSERT_STATUS(dlx_set_item_bounds(bounded, item, 1, 2), DLX_OK);
  }
  set_solver_option(bounded, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  statistics = solve_expecting(bounded, NULL, DLX_OK, "bounds");
  ck_assert_uint_eq(statistics.solutions, 216);
  ck_assert(statistics.plan & DLX_PLAN_BOUNDS);
  ck_assert(!(statistics.plan & DLX_PLAN_BITSET));
  dlx_destroy(bounded);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * The stop.
 */

static dlx_stop *signal_stop;

static void raise_on_signal(int signal_number) {
  (void)signal_number;
  dlx_request_stop(signal_stop);
}

START_TEST(test_a_stop_is_raised_lowered_and_shared) {
  ASSERT_STATUS(dlx_stop_create(NULL), DLX_ERROR_NULL_ARGUMENT);
  ck_assert_int_eq(dlx_stop_requested(NULL), 0);
  dlx_request_stop(NULL); /* nothing to raise */
  dlx_clear_stop(NULL);
  dlx_stop_destroy(NULL);
  dlx_stop *stop = NULL;
  ASSERT_STATUS(dlx_stop_create(&stop), DLX_OK);
  ck_assert_int_eq(dlx_stop_requested(stop), 0);
  dlx_request_stop(stop);
  ck_assert_int_eq(dlx_stop_requested(stop), 1);
  dlx_request_stop(stop);
  ck_assert_int_eq(dlx_stop_requested(stop), 1);
  dlx_clear_stop(stop);
  ck_assert_int_eq(dlx_stop_requested(stop), 0);

  /* From a signal handler. */
  signal_stop = stop;
  struct sigaction action, previous;
  memset(&action, 0, sizeof action);
  action.sa_handler = raise_on_signal;
  sigemptyset(&action.sa_mask);
  ck_assert_int_eq(sigaction(SIGUSR1, &action, &previous), 0);
  ck_assert_int_eq(raise(SIGUSR1), 0);
  ck_assert_int_eq(sigaction(SIGUSR1, &previous, NULL), 0);
  ck_assert_int_eq(dlx_stop_requested(stop), 1);

  /* One flag watches over two solvers and every entry point: each stops before its first node. */
  dlx_solver *queens = queens_solver(8), *dominoes = domino_solver(4, 4);
  dlx_search stopped = {.stop = stop};
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(queens, &stopped, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.nodes, 0);
  ASSERT_STATUS(dlx_solve(dominoes, &stopped, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.nodes, 0);
  ASSERT_STATUS(dlx_solve_parallel(queens, &stopped, 2, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.solutions, 0);
  ASSERT_STATUS(dlx_solve_part(queens, &stopped, 1, 2, 2, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(statistics.solutions, 0);
  dlx_iterator *iterator = NULL;
  ASSERT_STATUS(dlx_iterator_create(queens, &stopped, &iterator), DLX_OK);
  ck_assert_int_eq(dlx_iterator_next(iterator, NULL, NULL), 0);
  ASSERT_STATUS(dlx_iterator_status(iterator, NULL), DLX_STOPPED_BY_REQUEST);
  dlx_iterator_destroy(iterator);
  uint64_t calls = 0;
  dlx_search sampling = {.stop = stop, .on_solution = count_call, .context = &calls};
  ASSERT_STATUS(dlx_sample(dominoes, &sampling, 10, 1, &statistics), DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(calls, 0); /* a stop before the count is complete draws none */
  /* The cheapest reads the stop every 1,024 nodes, not at its root: a search done sooner may end
   * without seeing it (dlx.h: "read it every 1024 nodes"). */
  dlx_cheapest cheapest = {0};
  dlx_status status = dlx_solve_cheapest(queens, &stopped, &cheapest, &statistics);
  ck_assert(status == DLX_STOPPED_BY_REQUEST || (status == DLX_OK && statistics.nodes < 1024));
  ASSERT_STATUS(dlx_check_consistency(queens), DLX_OK);
  ASSERT_STATUS(dlx_check_consistency(dominoes), DLX_OK);
  /* Lowered, the same searches run to the end. */
  dlx_clear_stop(stop);
  ASSERT_STATUS(dlx_solve(queens, &stopped, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, QUEENS_8);
  ASSERT_STATUS(dlx_solve_parallel(dominoes, &stopped, 2, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 36);
  dlx_destroy(queens);
  dlx_destroy(dominoes);
  dlx_stop_destroy(stop);
}
END_TEST

/* A stop raised by another thread while dlx_solve_parallel counts 14 queens on 2 threads. The
 * verdict does not depend on timing: the first progress report of the count waits, inside the
 * search, until the other thread has raised the stop, so the stop is raised while the count runs
 * (365,596 solutions in millions of nodes, and a search reads its stop every 1,024 nodes and at
 * every subtree it takes); the report holds the lock of the threads' reports meanwhile, so the
 * other search thread cannot finish the count either. */
typedef struct stop_gate {
  pthread_mutex_t lock;
  pthread_cond_t changed;
  bool reported; /* a progress report came: the count is under way */
  uint64_t reports;
  dlx_stop *stop;
} stop_gate;

static void wait_for_the_stop(void *context, const dlx_progress *progress) {
  (void)progress;
  stop_gate *gate = context;
  pthread_mutex_lock(&gate->lock);
  gate->reports++;
  gate->reported = true;
  pthread_cond_broadcast(&gate->changed);
  while (!dlx_stop_requested(gate->stop)) pthread_cond_wait(&gate->changed, &gate->lock);
  pthread_mutex_unlock(&gate->lock);
}

static void *raise_the_stop(void *context) {
  stop_gate *gate = context;
  pthread_mutex_lock(&gate->lock);
  while (!gate->reported) pthread_cond_wait(&gate->changed, &gate->lock);
  pthread_mutex_unlock(&gate->lock);
  dlx_request_stop(gate->stop); /* outside the lock: the flag needs none */
  pthread_mutex_lock(&gate->lock);
  pthread_cond_broadcast(&gate->changed);
  pthread_mutex_unlock(&gate->lock);
  return NULL;
}

START_TEST(test_a_stop_from_another_thread_ends_a_parallel_count) {
  const uint32_t n = 14;
  dlx_solver *solver = queens_solver(n);
  /* Symmetry off: the splitter and the two search threads; automatic: its trial, then the
   * classes' searches on the threads. */
  const dlx_switch symmetries[] = {DLX_SWITCH_OFF, DLX_SWITCH_AUTOMATIC};
  for (size_t s = 0; s < 2; s++) {
    set_solver_option(solver, DLX_OPTION_SYMMETRY, symmetries[s]);
    stop_gate gate = {.reported = false, .reports = 0};
    pthread_mutex_init(&gate.lock, NULL);
    pthread_cond_init(&gate.changed, NULL);
    ASSERT_STATUS(dlx_stop_create(&gate.stop), DLX_OK);
    pthread_t stopper;
    ck_assert_int_eq(pthread_create(&stopper, NULL, raise_the_stop, &gate), 0);
    dlx_search search = {.stop = gate.stop,
                         .on_progress = wait_for_the_stop,
                         .progress_context = &gate,
                         .progress_interval_nodes = 1024};
    dlx_statistics statistics = {0};
    dlx_status status = dlx_solve_parallel(solver, &search, 2, &statistics);
    ck_assert_int_eq(pthread_join(stopper, NULL), 0);
    ASSERT_STATUS(status, DLX_STOPPED_BY_REQUEST);
    ck_assert_uint_ge(gate.reports, 1);
    ck_assert_uint_lt(statistics.solutions, QUEENS_14);
    ck_assert_uint_gt(statistics.nodes, 0);
    ck_assert(statistics.plan & DLX_PLAN_THREADS);
    ASSERT_STATUS(dlx_check_consistency(solver), DLX_OK);
    dlx_stop_destroy(gate.stop);
    pthread_cond_destroy(&gate.changed);
    pthread_mutex_destroy(&gate.lock);
  }
  /* The solver searches on: two queens placed, the rest counted on 2 threads and by backtracking.
   */
  const uint32_t placed[] = {0 * n + 0, 1 * n + 2};
  int32_t fixed[14];
  for (uint32_t row = 0; row < n; row++) fixed[row] = -1;
  fixed[0] = 0, fixed[1] = 2;
  dlx_search completions = {.preselected_options = placed, .preselected_count = 2};
  dlx_statistics statistics = {0};
  ASSERT_STATUS(dlx_solve_parallel(solver, &completions, 2, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, count_queens_by_backtracking(n, fixed));
  ck_assert_uint_gt(statistics.solutions, 0);
  dlx_destroy(solver);
}
END_TEST

static Suite *options_suite(void) {
  Suite *suite = suite_create("dlx options");
  TCase *options = tcase_create("options");
  tcase_set_timeout(options, 60);
  tcase_add_test(options, test_every_option_is_described_once);
  tcase_add_test(options, test_words_are_the_constants_of_the_header);
  tcase_add_test(options, test_every_option_is_set_by_name_and_by_id);
  tcase_add_test(options, test_refusals_leave_the_solver_unchanged);
  tcase_add_test(options, test_options_are_refused_during_a_search);
  tcase_add_test(options, test_a_copy_keeps_the_options);
  suite_add_tcase(suite, options);
  TCase *entry = tcase_create("entry points");
  tcase_set_timeout(entry, 60);
  tcase_add_test(entry, test_each_entry_point_refuses_an_option_it_cannot_honour);
  tcase_add_test(entry, test_entry_points_follow_the_table);
  tcase_add_test(entry, test_every_request_size_reads_this_layout_whole);
  tcase_add_test(entry, test_statistics_of_any_size_are_written_whole);
  suite_add_tcase(suite, entry);
  TCase *statistics = tcase_create("statistics and plan");
  tcase_set_timeout(statistics, 120);
  tcase_add_test(statistics, test_every_statistic_is_read_by_name);
  tcase_add_test(statistics, test_the_plan_in_words);
  tcase_add_test(statistics, test_the_plan_says_what_ran);
  suite_add_tcase(suite, statistics);
  TCase *stops = tcase_create("stops");
  tcase_set_timeout(stops, 120);
  tcase_add_test(stops, test_a_stop_is_raised_lowered_and_shared);
  tcase_add_test(stops, test_a_stop_from_another_thread_ends_a_parallel_count);
  suite_add_tcase(suite, stops);
  return suite;
}

int main(void) {
  return run_suite(options_suite());
}
