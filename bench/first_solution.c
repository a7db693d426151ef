/* first_solution.c: the time to a first solution of empty sudoku grids whose plain search has a
 * heavy tail, with and without the engine's randomised restarts (dlx_search.restarts), for section
 * l of bench/run.sh. Each search is cut at a node budget, and a cut search says so ("none in N").
 * Times are CPU seconds of the process (the machines measured on are shared). After the seeds of a
 * case, one summary row: seeds that found a solution, the median and the largest CPU time over all
 * the seeds (a seed cut at the budget counts as its time, marked ">"), the verdicts against the
 * goal of bench/README.md section l (a first solution for every seed within SECONDS_GOAL) and
 * issue 18's "about a second" (every seed found, the median within MEDIAN_SECONDS_GOAL), and the
 * median nodes (which, unlike the times, do not depend on the machine's load).
 *
 * Usage: first_solution SEEDS NODE_BUDGET [CASES [SECONDS]]: the plain search, then seeds 1 to
 * SEEDS; CASES picks the grids (x: the 9x9 x,anti-knight; a, b, c, d: the empty 49x49, 56x56,
 * 60x60, 64x64; default or "all": all); SECONDS, if given and above 0, also cuts each search at
 * that much CPU time (a timer of the process's CPU time sets the search's stop_request), so that a
 * row says "none within S s" when the goal, a time, is missed, whatever the nodes. */
#include <inttypes.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include "bench/timing.h"
#include "dlx/dlx.h"
#include "sudoku/encoder.h"

#define SECONDS_GOAL 3.0
#define MEDIAN_SECONDS_GOAL 1.0

/* Raised by SIGPROF (dlx_request_stop is safe in a signal handler), created by main. */
static dlx_stop *cpu_time_is_up;

static void note_cpu_time_up(int signal_number) {
  (void)signal_number;
  dlx_request_stop(cpu_time_is_up);
}

/* Arms (seconds > 0) or disarms (0) the timer of the process's CPU time, user and system. */
static void set_cpu_timer(double seconds) {
  struct itimerval timer;
  memset(&timer, 0, sizeof timer);
  if (seconds > 0) {
    unsigned long long microseconds = (unsigned long long)(seconds * 1e6 + 0.5);
    if (microseconds == 0) microseconds = 1;
    timer.it_value.tv_sec = (time_t)(microseconds / 1000000);
    timer.it_value.tv_usec = (suseconds_t)(microseconds % 1000000);
  }
  setitimer(ITIMER_PROF, &timer, NULL);
}

static void run_case(const char *name, const sudoku_geometry *geometry, int seeds, uint64_t budget,
                     double seconds_cut) {
  sudoku_encoding *encoding = sudoku_encoding_create(geometry);
  dlx_solver *solver = NULL;
  if (!encoding || sudoku_encoding_build(encoding, &solver) != DLX_OK) {
    fprintf(stderr, "first_solution: cannot build %s\n", name);
    exit(1);
  }
  sudoku_encoding_destroy(encoding);
  double *seconds_of_seed = malloc(((size_t)seeds + 1) * sizeof *seconds_of_seed);
  double *nodes_of_seed = malloc(((size_t)seeds + 1) * sizeof *nodes_of_seed);
  if (!seconds_of_seed || !nodes_of_seed) {
    fprintf(stderr, "first_solution: out of memory\n");
    exit(1);
  }
  int found = 0;
  for (int seed = 0; seed <= seeds; seed++) {
    dlx_search search = {.solution_limit = 1, .node_limit = budget, .stop = cpu_time_is_up};
    /* The plain search for seed 0, else the restarts from that seed (the solver keeps them). */
    if (dlx_set_option_value(solver, DLX_OPTION_RESTARTS, seed > 0) != DLX_OK ||
        dlx_set_option_value(solver, DLX_OPTION_RESTART_SEED, (uint64_t)seed) != DLX_OK) {
      fprintf(stderr, "first_solution: cannot set the restarts\n");
      exit(1);
    }
    dlx_statistics statistics;
    dlx_clear_stop(cpu_time_is_up);
    set_cpu_timer(seconds_cut);
    double start = cpu_seconds();
    dlx_status status = dlx_solve(solver, &search, &statistics);
    double seconds = cpu_seconds() - start;
    set_cpu_timer(0);
    char mode[32];
    snprintf(mode, sizeof mode, seed ? "restarts, seed %d" : "plain", seed);
    if (status == DLX_STOPPED_AT_SOLUTION_LIMIT)
      printf("%-28s %-18s solution in %10" PRIu64 " nodes %8.3f s (%" PRIu64 " restarts)\n", name,
             mode, statistics.nodes, seconds, statistics.restarts);
    else if (status == DLX_STOPPED_BY_REQUEST)
      printf("%-28s %-18s none within %9.1f s %8.3f s (%" PRIu64 " nodes)\n", name, mode,
             seconds_cut, seconds, statistics.nodes);
    else
      printf("%-28s %-18s none in     %10" PRIu64 " nodes %8.3f s (%s)\n", name, mode,
             statistics.nodes, seconds, dlx_strerror(status));
    fflush(stdout);
    if (seed == 0) continue;
    seconds_of_seed[seed - 1] = seconds;
    nodes_of_seed[seed - 1] = (double)statistics.nodes;
    if (status == DLX_STOPPED_AT_SOLUTION_LIMIT) found++;
  }
  if (seeds > 0) {
    double median_nodes = median(nodes_of_seed, (size_t)seeds);
    double median_seconds = median(seconds_of_seed, (size_t)seeds); /* sorts them */
    const char *cut = found < seeds ? ">" : "";
    bool met = found == seeds && seconds_of_seed[seeds - 1] <= SECONDS_GOAL;
    bool about_a_second = found == seeds && median_seconds <= MEDIAN_SECONDS_GOAL;
    printf("%-28s summary: found for %d of %d seeds, CPU median %s%.2f s, max %s%.2f s: %s "
           "(goal: every seed within %.0f s); %s (issue 18: about a second, every seed found and "
           "the median within %.0f s); nodes median %s%.2f M\n",
           name, found, seeds, found * 2 <= seeds ? cut : "", median_seconds, cut,
           seconds_of_seed[seeds - 1], met ? "within seconds" : "NOT within seconds", SECONDS_GOAL,
           about_a_second ? "MET" : "NOT MET", MEDIAN_SECONDS_GOAL, found * 2 <= seeds ? cut : "",
           median_nodes / 1e6);
  }
  free(seconds_of_seed);
  free(nodes_of_seed);
  dlx_destroy(solver);
}

int main(int argc, char **argv) {
  int seeds = argc > 1 ? atoi(argv[1]) : 5;
  uint64_t budget = argc > 2 ? strtoull(argv[2], NULL, 10) : 20000000;
  const char *only = argc > 3 && strcmp(argv[3], "all") != 0 ? argv[3] : "";
  double seconds_cut = argc > 4 ? strtod(argv[4], NULL) : 0;
  if (dlx_stop_create(&cpu_time_is_up) != DLX_OK) {
    fprintf(stderr, "first_solution: out of memory\n");
    return 1;
  }
  if (seconds_cut > 0) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = note_cpu_time_up;
    sigemptyset(&action.sa_mask);
    sigaction(SIGPROF, &action, NULL);
  }
  sudoku_geometry x_anti_knight = {.variants = SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT};
  if (!*only || strchr(only, 'x'))
    run_case("empty 9x9 x,anti-knight", &x_anti_knight, seeds, budget, seconds_cut);
  static const struct {
    int side, box_rows, box_columns;
    char key;
  } sizes[] = {{49, 7, 7, 'a'}, {56, 7, 8, 'b'}, {60, 6, 10, 'c'}, {64, 8, 8, 'd'}};
  for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    if (*only && !strchr(only, sizes[k].key)) continue;
    sudoku_geometry geometry = {
        .side = sizes[k].side, .box_rows = sizes[k].box_rows, .box_columns = sizes[k].box_columns};
    char name[32];
    snprintf(name, sizeof name, "empty %dx%d", sizes[k].side, sizes[k].side);
    run_case(name, &geometry, seeds, budget, seconds_cut);
  }
  dlx_stop_destroy(cpu_time_is_up);
  return 0;
}
