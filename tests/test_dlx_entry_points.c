/* test_dlx_entry_points.c: the Check suite of the engine's entry points and what they hand back:
 * each refuses an option it cannot honour (DLX_ERROR_OPTION_NOT_HONOURED) and accepts the
 * defaults, as the table of dlx.h says, and the request and the statistics are read and written
 * whole whatever size the caller gives (this layout is the first).
 *
 * The counts asserted come from elsewhere: see tests/dlx_options_common.h.
 */
#include "tests/dlx_options_common.h"

/* ------------------------------------------------------------------------------------------------
 * The entry points and the options they honour.
 */

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

static Suite *entry_points_suite(void) {
  Suite *suite = suite_create("dlx entry points");
  TCase *entry = tcase_create("entry points");
  tcase_set_timeout(entry, 60);
  tcase_add_test(entry, test_each_entry_point_refuses_an_option_it_cannot_honour);
  tcase_add_test(entry, test_entry_points_follow_the_table);
  tcase_add_test(entry, test_every_request_size_reads_this_layout_whole);
  tcase_add_test(entry, test_statistics_of_any_size_are_written_whole);
  suite_add_tcase(suite, entry);
  return suite;
}

int main(void) {
  return run_suite(entry_points_suite());
}
