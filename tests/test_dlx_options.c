/* test_dlx_options.c: the Check suite of the solver's options: set by name and by id, described by
 * dlx_option_describe, refused when unknown or out of range with the solver unchanged, kept by
 * dlx_copy, frozen during a search.
 *
 * The counts asserted come from elsewhere: see tests/dlx_options_common.h.
 */
#include "tests/dlx_options_common.h"

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
  return suite;
}

int main(void) {
  return run_suite(options_suite());
}
