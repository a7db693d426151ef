/* dlx_cheapest.c: `dlx --min-cost` and `--best=K` (see dlx_cheapest.h): each solution the engine
 * keeps, with its cost, in the list, count or Knuth style, then the minimum cost or the costs
 * found, said not proven when the search was stopped. */
#include "cli/dlx_cheapest.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"

/* --min-cost and --best=K: the cheapest solutions, kept by the engine and printed at the end. */
typedef struct cheapest_printer {
  const dlx_knuth *problem;
  const settings *settings;
  uint64_t printed, first_cost, last_cost, repeated, distinct;
  uint64_t *costs, cost_capacity; /* with --knuth, for DLX5's last lines */
} cheapest_printer;

static void print_knuth_cost_line(uint64_t cost, uint64_t repeated) {
  if (repeated > 1)
    fprintf(stderr, " $%llu (repeated %llu times)\n", (unsigned long long)cost,
            (unsigned long long)repeated);
  else
    fprintf(stderr, " $%llu\n", (unsigned long long)cost);
}

static int print_cheap_solution(void *context, const uint32_t *option_ids, size_t option_count,
                                uint64_t cost) {
  cheapest_printer *printer = context;
  const settings *settings = printer->settings;
  if (printer->printed++ == 0) printer->first_cost = cost;
  if (printer->printed > 1 && cost != printer->last_cost) printer->distinct++;
  printer->repeated =
      printer->printed > 1 && cost == printer->last_cost ? printer->repeated + 1 : 1;
  if (settings->knuth) {
    uint64_t *costs = printer->printed > printer->cost_capacity
                          ? realloc(printer->costs, 2 * printer->printed * sizeof *costs)
                          : printer->costs;
    if (!costs) return 1;
    if (costs != printer->costs) printer->cost_capacity = 2 * printer->printed;
    printer->costs = costs;
    costs[printer->printed - 1] = cost;
  }
  printer->last_cost = cost;
  if (settings->count_only) {
    printf("%llu\n", (unsigned long long)cost);
    return ferror(stdout) != 0;
  }
  if (settings->knuth)
    printf("%llu: (total cost $%llu)\n", (unsigned long long)printer->printed,
           (unsigned long long)cost);
  for (size_t k = 0; k < option_count; k++) {
    if (settings->knuth) putchar(' ');
    fputs(dlx_knuth_option_text(printer->problem, option_ids[k]), stdout);
    putchar('\n');
  }
  if (!settings->knuth) printf("cost: %llu\n\n", (unsigned long long)cost);
  return ferror(stdout) != 0;
}

/* The last line: what was found, and whether it is proven. */
static void print_cheapest_summary(const settings *settings, const cheapest_printer *printer,
                                   dlx_status status) {
  bool proven = status == DLX_OK;
  if (settings->knuth) { /* DLX5's lines: each distinct cost, with how often it came */
    if (printer->printed)
      fprintf(stderr, "The %s cost%s", proven ? "optimum" : "best",
              printer->distinct == 0 && printer->printed == 1 ? proven ? " is" : " found is"
              : proven                                        ? "s are:\n"
                                                              : "s found are:\n");
    for (uint64_t k = 0, run = 1; k < printer->printed; k++, run++)
      if (k + 1 == printer->printed || printer->costs[k + 1] != printer->costs[k]) {
        print_knuth_cost_line(printer->costs[k], run);
        run = 0;
      }
    return;
  }
  if (settings->count_only) {
    if (!printer->printed) printf("no solution%s\n", proven ? "" : " found");
    return;
  }
  if (!printer->printed)
    printf("no solution%s\n", proven ? "" : " found");
  else if (settings->best == 1)
    printf("%s cost %llu\n", proven ? "minimum" : "best", (unsigned long long)printer->first_cost);
  else
    printf("%llu cheapest %s%s, costs %llu to %llu\n", (unsigned long long)printer->printed,
           printer->printed == 1 ? "solution" : "solutions", proven ? "" : " found",
           (unsigned long long)printer->first_cost, (unsigned long long)printer->last_cost);
}

int cli_dlx_solve_cheapest(const settings *settings, dlx_knuth *problem, const dlx_search *search) {
  cheapest_printer printer = {.problem = problem, .settings = settings};
  dlx_cheapest cheapest = {
      .k = settings->best, .on_best = print_cheap_solution, .best_context = &printer};
  dlx_statistics statistics = {.size = sizeof statistics};
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  cli_arm_timeout(settings->timeout_seconds);
  dlx_status status = dlx_solve_cheapest(dlx_knuth_solver(problem), search, &cheapest, &statistics);
  cli_disarm_timeout();
  double seconds = cli_dlx_seconds_since(&start);
  int exit_status = EXIT_STATUS_SUCCESS;
  if (status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT || status == DLX_STOPPED_BY_REQUEST) {
    if (!settings->knuth) print_cheapest_summary(settings, &printer, status);
    if (status != DLX_OK) {
      cli_error("%s: search stopped by %s after %llu %s: the %s not proven %s",
                cli_dlx_input_name(settings), cli_dlx_stop_cause(status),
                (unsigned long long)statistics.nodes, cli_plural(statistics.nodes, "node", "nodes"),
                settings->best == 1 ? "cost found is" : "costs found are",
                settings->best == 1 ? "minimal" : "the cheapest");
      exit_status = cli_dlx_stopped_exit_status();
    }
  } else if (status == DLX_ERROR_OUT_OF_MEMORY) {
    cli_error("%s", dlx_strerror(status));
    exit_status = EXIT_STATUS_OUT_OF_MEMORY;
  } else if (status == DLX_ERROR_COSTS_WITH_BOUNDS) {
    cli_error("%s: %s is not supported with item bounds (multiplicities)",
              cli_dlx_input_name(settings), settings->best == 1 ? "--min-cost" : "--best");
    exit_status = EXIT_STATUS_BAD_INPUT;
  } else if (status != DLX_STOPPED_BY_CALLBACK) {
    cli_error("the search failed: %s", dlx_strerror(status));
    exit_status = EXIT_STATUS_BAD_INPUT;
  }
  if (!cli_flush_output())
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_INPUT_OUTPUT);
  if (settings->knuth && status <= DLX_STOPPED_BY_REQUEST) {
    fprintf(stderr, "Altogether %llu solution%s, %llu updates, %llu nodes.\n",
            (unsigned long long)statistics.solutions, statistics.solutions == 1 ? "" : "s",
            (unsigned long long)statistics.updates, (unsigned long long)statistics.nodes);
    print_cheapest_summary(settings, &printer, status);
  }
  if (settings->print_statistics) {
    char count[24];
    snprintf(count, sizeof count, "%llu", (unsigned long long)statistics.solutions);
    cli_dlx_print_statistics(settings, &statistics, count, seconds);
  }
  free(printer.costs);
  dlx_knuth_destroy(problem);
  return exit_status;
}
