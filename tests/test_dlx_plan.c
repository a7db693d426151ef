/* test_dlx_plan.c: the Check suite of the statistics read by name and of the plan: its words, and
 * that it says what ran.
 *
 * The counts asserted come from elsewhere: see tests/dlx_options_common.h.
 */
#include "tests/dlx_options_common.h"

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

static Suite *plan_suite(void) {
  Suite *suite = suite_create("dlx plan");
  TCase *statistics = tcase_create("statistics and plan");
  tcase_set_timeout(statistics, 120);
  tcase_add_test(statistics, test_every_statistic_is_read_by_name);
  tcase_add_test(statistics, test_the_plan_in_words);
  tcase_add_test(statistics, test_the_plan_says_what_ran);
  suite_add_tcase(suite, statistics);
  return suite;
}

int main(void) {
  return run_suite(plan_suite());
}
