/* progress_estimate.c: how good the engine's progress estimate is on one problem. It counts the
 * problem read from standard input (Knuth's format) with progress reports every 2^16 nodes, keeps
 * every (nodes, fraction done) pair, and prints, for a few true fractions of the nodes of the
 * whole run (the midpoint among them), the estimate the report at that point gave, linearly
 * interpolated between the two reports around it. Also the time of the run, to set against a run
 * without reports (CLI: dlx -c --no-progress).
 *   build/puzzles/langford 13 | build/bench/progress_estimate [THREADS] [links|bitset]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

typedef struct report_list {
  dlx_progress *reports;
  size_t count, capacity;
} report_list;

static void keep_report(void *context, const dlx_progress *progress) {
  report_list *list = context;
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? 2 * list->capacity : 1024;
    dlx_progress *grown = realloc(list->reports, capacity * sizeof *grown);
    if (!grown) return;
    list->reports = grown;
    list->capacity = capacity;
  }
  list->reports[list->count++] = *progress;
}

/* The estimate when `nodes` nodes had been visited, between the reports around that point. */
static double estimate_at(const report_list *list, double nodes) {
  double previous_nodes = 0.0, previous_fraction = 0.0;
  for (size_t k = 0; k < list->count; k++) {
    double here = (double)list->reports[k].nodes, fraction = list->reports[k].fraction_done;
    if (here >= nodes) {
      if (here == previous_nodes) return fraction;
      return previous_fraction +
             (fraction - previous_fraction) * (nodes - previous_nodes) / (here - previous_nodes);
    }
    previous_nodes = here;
    previous_fraction = fraction;
  }
  return previous_fraction;
}

int main(int argc, char **argv) {
  unsigned threads = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1;
  dlx_representation representation = DLX_REPRESENTATION_AUTOMATIC;
  if (argc > 2)
    representation =
        strcmp(argv[2], "bitset") == 0 ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS;
  dlx_knuth *problem;
  dlx_knuth_error error;
  if (dlx_knuth_read(stdin, &problem, &error, NULL, NULL) != DLX_OK) {
    fprintf(stderr, "progress_estimate: <stdin>:%lu:%lu: %s\n", error.line, error.column,
            error.message);
    return 1;
  }
  report_list list = {0};
  dlx_solver *solver = dlx_knuth_solver(problem);
  if (dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, representation) != DLX_OK) {
    fprintf(stderr, "progress_estimate: cannot set the representation\n");
    return 1;
  }
  dlx_search search = {.on_progress = keep_report, .progress_context = &list};
  dlx_statistics statistics;
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  dlx_status status = dlx_solve_parallel(solver, &search, threads, &statistics);
  clock_gettime(CLOCK_MONOTONIC, &end);
  if (status != DLX_OK) {
    fprintf(stderr, "progress_estimate: %s\n", dlx_strerror(status));
    return 1;
  }
  double seconds =
      (double)(end.tv_sec - start.tv_sec) + 1e-9 * (double)(end.tv_nsec - start.tv_nsec);
  printf("%llu solutions, %llu nodes, %s, %u thread(s), %.3f s, %zu reports\n",
         (unsigned long long)statistics.solutions, (unsigned long long)statistics.nodes,
         statistics.representation == DLX_REPRESENTATION_BITSET ? "bitset" : "links", threads,
         seconds, list.count);
  const double true_fractions[] = {0.1, 0.25, 0.5, 0.75, 0.9};
  for (size_t k = 0; k < sizeof true_fractions / sizeof true_fractions[0]; k++) {
    double estimate = estimate_at(&list, true_fractions[k] * (double)statistics.nodes);
    printf("at %4.1f%% of the nodes the estimate was %5.1f%% (relative error %+.1f%%)\n",
           100.0 * true_fractions[k], 100.0 * estimate,
           100.0 * (estimate - true_fractions[k]) / true_fractions[k]);
  }
  free(list.reports);
  dlx_knuth_destroy(problem);
  return 0;
}
