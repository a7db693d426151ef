/* test_progress.c: the Check suite for the progress reports of dlx.h (on_progress in dlx_search,
 * dlx_progress): when they come, what they say, with one thread, with threads and for parts.
 *
 * Where the tests know the exact fraction done it comes from the shape of the tree, not from the
 * engine: a problem of `choices` independent items of `degree` options each has a search tree
 * whose nodes at each depth all have `degree` children, so Knuth's estimate is exact there, and
 * equals the solutions found so far over degree^choices, the number of its solutions (the product
 * rule: one option per item, each chosen freely). The n-queens counts are those of OEIS A000170
 * (dlx_test_support.h).
 */
#include "tests/dlx_test_support.h"

#include <check.h>
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

enum { MAXIMUM_REPORTS = 1 << 14 };

/* Every report of one search, and whether two callbacks ever overlapped. */
typedef struct report_log {
  dlx_progress reports[MAXIMUM_REPORTS];
  size_t count;
  volatile int inside;
  bool overlapped;
} report_log;

static void record_report(void *context, const dlx_progress *progress) {
  report_log *log = context;
  if (log->inside++) log->overlapped = true;
  if (log->count < MAXIMUM_REPORTS) log->reports[log->count] = *progress;
  log->count++;
  log->inside--;
}

static report_log *new_log(void) {
  report_log *log = calloc(1, sizeof *log);
  ck_assert_ptr_nonnull(log);
  return log;
}

/* A search that reports to log, on a solver set to the representation, without symmetry or memo
 * (the options stay on the solver until set again). */
static dlx_search search_reporting_to(dlx_solver *solver, report_log *log, uint64_t interval_nodes,
                                      dlx_representation representation) {
  /* the plain search's reports; test_symmetric_count_reports_as_one_search has those of symmetry */
  set_solver_option(solver, DLX_OPTION_REPRESENTATION, representation);
  set_solver_option(solver, DLX_OPTION_SYMMETRY, DLX_SWITCH_OFF);
  set_solver_option(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  return (dlx_search){.on_progress = record_report,
                      .progress_context = log,
                      .progress_interval_nodes = interval_nodes};
}

/* `choices` items, each in `degree` options of its own: degree^choices solutions. */
static dlx_solver *create_uniform_tree(uint32_t choices, uint32_t degree) {
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, choices, 0), DLX_OK);
  for (uint32_t item = 0; item < choices; item++)
    for (uint32_t k = 0; k < degree; k++)
      ASSERT_STATUS(dlx_add_option(solver, &item, 1, NULL), DLX_OK);
  return solver;
}

static uint64_t power(uint64_t base, uint32_t exponent) {
  uint64_t result = 1;
  while (exponent--) result *= base;
  return result;
}

/* What every log must satisfy: fractions in [0, 1], never decreasing, nodes and solutions never
 * decreasing, the one threads never overlapping; the last report gives the statistics, with
 * fraction 1 exactly when the search found every solution. */
static void check_log(const report_log *log, dlx_status status, const dlx_statistics *statistics) {
  ck_assert_uint_ge(log->count, 1);
  ck_assert_uint_le(log->count, MAXIMUM_REPORTS);
  ck_assert(!log->overlapped);
  for (size_t k = 0; k < log->count; k++) {
    const dlx_progress *report = &log->reports[k];
    ck_assert(report->fraction_done >= 0.0 && report->fraction_done <= 1.0);
    if (k == 0) continue;
    const dlx_progress *before = &log->reports[k - 1];
    ck_assert_msg(report->fraction_done >= before->fraction_done, "report %zu: %.17g after %.17g",
                  k, report->fraction_done, before->fraction_done);
    ck_assert_uint_ge(report->nodes, before->nodes);
    ck_assert_uint_ge(report->solutions, before->solutions);
  }
  const dlx_progress *last = &log->reports[log->count - 1];
  ck_assert_uint_eq(last->nodes, statistics->nodes);
  ck_assert_uint_eq(last->solutions, statistics->solutions);
  if (status == DLX_OK)
    ck_assert(last->fraction_done == 1.0);
  else
    ck_assert(last->fraction_done < 1.0);
}

/* On the uniform tree every report's fraction is the solutions so far over all of them. */
static void check_exact_on_uniform_tree(const report_log *log, uint64_t all_solutions) {
  for (size_t k = 0; k < log->count; k++) {
    double exact = (double)log->reports[k].solutions / (double)all_solutions;
    ck_assert_msg(fabs(log->reports[k].fraction_done - exact) < 1e-12,
                  "report %zu at %" PRIu64 " nodes: %.17g, exact %.17g", k, log->reports[k].nodes,
                  log->reports[k].fraction_done, exact);
  }
}

/* The reports of a whole search of the uniform tree: one every 1024 nodes and the last, each exact.
 */
static void check_reports_of_whole_uniform_tree(const report_log *log,
                                                const dlx_statistics *statistics,
                                                uint64_t all_solutions) {
  ck_assert_uint_eq(statistics->solutions, all_solutions);
  check_log(log, DLX_OK, statistics);
  ck_assert_uint_eq(log->count, (statistics->nodes - 1) / 1024 + 1);
  check_exact_on_uniform_tree(log, all_solutions);
}

START_TEST(test_estimate_is_exact_on_a_uniform_tree_with_either_representation) {
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  const uint32_t choices = 9, degree = 3;
  for (size_t r = 0; r < 2; r++) {
    dlx_solver *solver = create_uniform_tree(choices, degree);
    report_log *log = new_log();
    dlx_search search = search_reporting_to(solver, log, 1024, representations[r]);
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
    check_reports_of_whole_uniform_tree(log, &statistics, power(degree, choices));
    /* Somewhere in the middle, not only at the ends. */
    ck_assert(log->reports[log->count / 2].fraction_done > 0.25);
    ck_assert(log->reports[log->count / 2].fraction_done < 0.75);
    free(log);
    dlx_destroy(solver);
  }
}
END_TEST

/* The resumable iterator reports as dlx_solve does, on the representation asked for (the Python
 * binding arms its Ctrl-C from these reports), between the solutions it hands out. */
START_TEST(test_the_iterator_reports_as_the_search_does_on_either_representation) {
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  const uint32_t choices = 9, degree = 3;
  for (size_t r = 0; r < 2; r++) {
    dlx_solver *solver = create_uniform_tree(choices, degree);
    report_log *log = new_log();
    dlx_search search = search_reporting_to(solver, log, 1024, representations[r]);
    drop_options_not_honoured(solver, DLX_ENTRY_ITERATOR);
    dlx_iterator *iterator = NULL;
    ASSERT_STATUS(dlx_iterator_create(solver, &search, &iterator), DLX_OK);
    uint64_t listed = 0;
    size_t count = 0;
    while (dlx_iterator_next(iterator, NULL, &count)) {
      ck_assert_uint_eq(count, choices);
      listed++;
    }
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_iterator_status(iterator, &statistics), DLX_OK);
    dlx_iterator_destroy(iterator);
    ck_assert_int_eq(statistics.representation, representations[r]);
    ck_assert_uint_eq(listed, statistics.solutions);
    check_reports_of_whole_uniform_tree(log, &statistics, power(degree, choices));
    free(log);
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_estimate_is_exact_on_a_uniform_tree_with_threads) {
  const uint32_t choices = 10, degree = 3;
  dlx_solver *solver = create_uniform_tree(choices, degree);
  for (unsigned threads = 2; threads <= 4; threads++) {
    report_log *log = new_log();
    dlx_search search = search_reporting_to(solver, log, 1024, DLX_REPRESENTATION_AUTOMATIC);
    drop_options_not_honoured(solver, entry_point_of_part(1, threads));
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, power(degree, choices));
    check_log(log, DLX_OK, &statistics);
    ck_assert_uint_ge(log->count, statistics.nodes / 1024 / 2);
    check_exact_on_uniform_tree(log, power(degree, choices));
    free(log);
  }
  dlx_destroy(solver);
}
END_TEST

/* A part's fraction is of its own share: its solutions so far over all of its solutions. */
START_TEST(test_a_part_reports_the_fraction_of_its_own_share) {
  const uint32_t choices = 10, degree = 3;
  dlx_solver *solver = create_uniform_tree(choices, degree);
  for (uint32_t parts = 2; parts <= 3; parts++) {
    uint64_t total = 0;
    for (uint32_t part = 1; part <= parts; part++) {
      for (unsigned threads = 1; threads <= 2; threads++) {
        report_log *log = new_log();
        dlx_search search = search_reporting_to(solver, log, 1024, DLX_REPRESENTATION_LINKS);
        drop_options_not_honoured(solver, entry_point_of_part(parts, threads));
        /* The plain split (the tree is symmetric, and the memo counts it at once). */
        ck_assert_int_eq(dlx_set_option(solver, "symmetry", "off"), DLX_OK);
        ck_assert_int_eq(dlx_set_option(solver, "memo", "off"), DLX_OK);
        dlx_statistics statistics;
        ASSERT_STATUS(dlx_solve_part(solver, &search, part, parts, threads, &statistics), DLX_OK);
        check_log(log, DLX_OK, &statistics);
        check_exact_on_uniform_tree(log, statistics.solutions);
        if (threads == 1) total += statistics.solutions;
        free(log);
      }
    }
    ck_assert_uint_eq(total, power(degree, choices));
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_queens_reports_rise_to_one_on_every_engine) {
  test_problem problem;
  build_n_queens_problem(&problem, 11);
  dlx_solver *solver = create_solver_for(&problem);
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  for (size_t r = 0; r < 2; r++) {
    for (unsigned threads = 1; threads <= 3; threads++) {
      report_log *log = new_log();
      dlx_search search = search_reporting_to(solver, log, 2048, representations[r]);
      drop_options_not_honoured(solver, entry_point_of_part(1, threads));
      dlx_statistics statistics;
      ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics), DLX_OK);
      ck_assert_uint_eq(statistics.solutions, n_queens_count_from_oeis_a000170(11));
      check_log(log, DLX_OK, &statistics);
      ck_assert_uint_ge(log->count, 10);
      free(log);
    }
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_reports_come_every_interval_rounded_up_to_1024_nodes) {
  const uint64_t intervals[] = {1, 5000, 0};
  const uint64_t expected_gaps[] = {1024, 5120, 65536}; /* 0: the documented default */
  dlx_solver *solver = create_uniform_tree(12, 3);
  for (size_t k = 0; k < 3; k++) {
    report_log *log = new_log();
    dlx_search search = search_reporting_to(solver, log, intervals[k], DLX_REPRESENTATION_LINKS);
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
    check_log(log, DLX_OK, &statistics);
    for (size_t r = 0; r + 1 < log->count; r++)
      ck_assert_uint_eq(log->reports[r].nodes, (r + 1) * expected_gaps[k]);
    ck_assert_uint_eq(log->count, (statistics.nodes - 1) / expected_gaps[k] + 1);
    free(log);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_a_stopped_search_ends_with_its_last_estimate) {
  dlx_solver *solver = create_uniform_tree(10, 3);
  for (unsigned threads = 1; threads <= 2; threads++) {
    report_log *log = new_log();
    dlx_search search = search_reporting_to(solver, log, 1024, DLX_REPRESENTATION_LINKS);
    search.node_limit = 5000;
    drop_options_not_honoured(solver, entry_point_of_part(1, threads));
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve_parallel(solver, &search, threads, &statistics),
                  DLX_STOPPED_AT_NODE_LIMIT);
    check_log(log, DLX_STOPPED_AT_NODE_LIMIT, &statistics);
    ck_assert(log->reports[log->count - 1].fraction_done > 0.0);
    free(log);
  }
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_a_search_without_a_callback_or_that_cannot_start_reports_nothing) {
  dlx_solver *solver = create_uniform_tree(3, 2);
  report_log *log = new_log();
  dlx_search search = search_reporting_to(solver, log, 1024, DLX_REPRESENTATION_LINKS);
  const uint32_t conflicting[] = {0, 1}; /* both options of item 0 */
  search.preselected_options = conflicting;
  search.preselected_count = 2;
  ASSERT_STATUS(dlx_solve(solver, &search, NULL), DLX_PRESELECTED_OPTIONS_CONFLICT);
  ck_assert_uint_eq(log->count, 0);
  /* A search that finishes before its first interval still ends with one report. */
  search.preselected_count = 1;
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(solver, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 4); /* 2 * 2 for the two free items */
  ck_assert_uint_eq(log->count, 1);
  check_log(log, DLX_OK, &statistics);
  free(log);
  dlx_destroy(solver);
}
END_TEST

/* A count with symmetry reports as one search: the classes' reports in turn, their solutions times
 * the classes' sizes, the fraction rising to 1 (the trial of AUTOMATIC reports nothing of its own).
 * On the uniform tree every option of an item is symmetric to the others: one class a level. */
START_TEST(test_symmetric_count_reports_as_one_search) {
  test_problem problem;
  build_n_queens_problem(&problem, 11);
  dlx_solver *queens = create_solver_for(&problem);
  dlx_solver *tree = create_uniform_tree(10, 3);
  const dlx_switch modes[] = {DLX_SWITCH_ON, DLX_SWITCH_AUTOMATIC};
  for (size_t m = 0; m < 2; m++) {
    report_log *log = new_log();
    dlx_search search = search_reporting_to(queens, log, 1024, DLX_REPRESENTATION_AUTOMATIC);
    set_solver_option(queens, DLX_OPTION_SYMMETRY, modes[m]);
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(queens, &search, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, n_queens_count_from_oeis_a000170(11));
    ck_assert_uint_gt(statistics.symmetry_classes, 0);
    check_log(log, DLX_OK, &statistics);
    ck_assert_uint_ge(log->count, 10);
    free(log);
    log = new_log();
    search.progress_context = log;
    search.node_limit = 5000;
    ASSERT_STATUS(dlx_solve(queens, &search, &statistics), DLX_STOPPED_AT_NODE_LIMIT);
    check_log(log, DLX_STOPPED_AT_NODE_LIMIT, &statistics);
    free(log);
    log = new_log();
    search = search_reporting_to(tree, log, 1024, DLX_REPRESENTATION_LINKS);
    set_solver_option(tree, DLX_OPTION_SYMMETRY, modes[m]);
    ASSERT_STATUS(dlx_solve(tree, &search, &statistics), DLX_OK);
    ck_assert_uint_eq(statistics.solutions, power(3, 10));
    check_log(log, DLX_OK, &statistics);
    if (modes[m] == DLX_SWITCH_ON) check_exact_on_uniform_tree(log, power(3, 10));
    free(log);
  }
  dlx_destroy(queens);
  dlx_destroy(tree);
}
END_TEST

/* Langford pairs of n: items the values 1..n and the 2n places; value v at places i and i+v+1. */
static dlx_solver *create_langford_pairs(uint32_t n) {
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 3 * n, 0), DLX_OK);
  for (uint32_t v = 1; v <= n; v++)
    for (uint32_t i = 0; i + v + 1 < 2 * n; i++) {
      const uint32_t items[] = {v - 1, n + i, n + i + v + 1};
      ASSERT_STATUS(dlx_add_option(solver, items, 3, NULL), DLX_OK);
    }
  return solver;
}

/* The memo's automatic mode reports as one search: its trial's reports, then the memo's (or, when
 * it gives the memo up, the plain search's) going on from them, never back. */
START_TEST(test_automatic_memo_reports_as_one_search) {
  dlx_solver *tree = create_uniform_tree(12, 3);
  report_log *log = new_log();
  dlx_search search = search_reporting_to(tree, log, 1024, DLX_REPRESENTATION_LINKS);
  set_solver_option(tree, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(tree, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, power(3, 12));
  ck_assert_int_eq(statistics.memo, 1); /* the items never meet: every residual problem repeats */
  check_log(log, DLX_OK, &statistics);
  ck_assert_uint_ge(log->count, 2);
  free(log);
  dlx_destroy(tree);

  dlx_solver *langford = create_langford_pairs(12);
  log = new_log();
  search = search_reporting_to(langford, log, 1024, DLX_REPRESENTATION_LINKS);
  set_solver_option(langford, DLX_OPTION_MEMO, DLX_MEMO_AUTOMATIC);
  ASSERT_STATUS(dlx_solve(langford, &search, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, 2 * 108144); /* OEIS A014552, and each reversed */
  ck_assert_int_eq(statistics.memo, 0);                /* tried, and given up */
  ck_assert_uint_gt(statistics.memo_entries, 0);
  check_log(log, DLX_OK, &statistics);
  ck_assert_uint_ge(log->count, 10);
  free(log);
  dlx_destroy(langford);
}
END_TEST

static Suite *progress_suite(void) {
  Suite *suite = suite_create("progress");
  TCase *exact = tcase_create("exact");
  tcase_add_test(exact, test_estimate_is_exact_on_a_uniform_tree_with_either_representation);
  tcase_add_test(exact, test_the_iterator_reports_as_the_search_does_on_either_representation);
  tcase_add_test(exact, test_estimate_is_exact_on_a_uniform_tree_with_threads);
  tcase_add_test(exact, test_a_part_reports_the_fraction_of_its_own_share);
  suite_add_tcase(suite, exact);
  TCase *reports = tcase_create("reports");
  tcase_set_timeout(reports, 60);
  tcase_add_test(reports, test_queens_reports_rise_to_one_on_every_engine);
  tcase_add_test(reports, test_reports_come_every_interval_rounded_up_to_1024_nodes);
  tcase_add_test(reports, test_a_stopped_search_ends_with_its_last_estimate);
  tcase_add_test(reports, test_symmetric_count_reports_as_one_search);
  tcase_add_test(reports, test_automatic_memo_reports_as_one_search);
  tcase_add_test(reports, test_a_search_without_a_callback_or_that_cannot_start_reports_nothing);
  suite_add_tcase(suite, reports);
  return suite;
}

int main(void) {
  return run_suite(progress_suite());
}
