/* test_dlx_stops.c: the Check suite of dlx_stop: raised, lowered and shared, raised from a signal
 * handler, and from another thread while dlx_solve_parallel counts.
 *
 * The counts asserted come from elsewhere: see tests/dlx_options_common.h.
 */
#include "tests/dlx_options_common.h"

#include <pthread.h>
#include <signal.h>

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

static Suite *stops_suite(void) {
  Suite *suite = suite_create("dlx stops");
  TCase *stops = tcase_create("stops");
  tcase_set_timeout(stops, 120);
  tcase_add_test(stops, test_a_stop_is_raised_lowered_and_shared);
  tcase_add_test(stops, test_a_stop_from_another_thread_ends_a_parallel_count);
  suite_add_tcase(suite, stops);
  return suite;
}

int main(void) {
  return run_suite(stops_suite());
}
