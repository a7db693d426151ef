/* planner.c: the one place that decides what runs for a search, from the settings and the problem:
 * the randomised restarts (restarts.c) for a first solution, the memo (memo.c) after the automatic
 * trial (plain_search.c), the count by symmetry classes (symmetric_count.c), the split over threads
 * and parts (parallel.c), or the plain search (plain_search.c, which picks the representation).
 * Each strategy it calls runs to its end without calling back up here; where a strategy runs plain
 * searches of its own (the classes on threads), this file hands it the searcher to use.
 */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_memo.h"
#include "internal_progress.h"
#include "internal_restarts.h"
#include "internal_split.h"
#include "internal_symmetry.h"

#include <math.h>
#include <string.h>

/* The plain search, or the count with symmetry classes where it applies (symmetric_count.c);
 * after the automatic trial and the memo's when `trial` is not NULL. */
static dlx_status run_counting_search(dlx_solver *solver, const search_settings *search,
                                      const uint32_t *path, size_t path_count,
                                      const automatic_trial *trial, dlx_statistics *statistics) {
  if (path_count == 0 && dlx_symmetry_applies(solver, search))
    return dlx_symmetric_search(solver, search, trial, NULL, statistics);
  if (trial)
    return dlx_run_plain_after_trial(solver, search, path, path_count, &trial->statistics,
                                     trial->fraction_done, NULL, statistics);
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
}

/* DLX_MEMO_AUTOMATIC tries the memo only when its frontier cost (memo_order.c) is at most this:
 * above it the memo never paid on the bundled examples and bench instances (frontier cost: Latin
 * squares of 5 4e13, pentominoes 6x10 6e16, queens 14 2e17; the memo won on straight trominoes
 * 15x15 at 6e10, and lost on Langford pairs of 12 at 2e8). */
#define MEMO_HOPELESS_FRONTIER_COST 0x1p42
/* Nor when the key of a residual problem passes this (16,384 primary items): the boards where the
 * memo wins have a few hundred, and on a chain of 100,000 forced items its trial alone took 11 MB
 * (tests/cli/run_limits.sh wants memory in proportion to the size). */
#define MEMO_AUTOMATIC_MAXIMUM_KEY_BYTES 2048

/* The memoized count (memo.c) when the search asks for it and it applies; else, or when
 * DLX_MEMO_AUTOMATIC gave it up, the count without it, charged with the trials' nodes.
 * DLX_MEMO_AUTOMATIC first runs the automatic trial (plain_search.c): a search that ends within it
 * is the answer (a small problem pays nothing for the memo), and its estimate of the plain
 * search's nodes is what the memo's trial is judged against; it gives way to DLX_SWITCH_ON of
 * symmetry, which looks for classes at once. The frontier cost is computed only
 * then, so that a search that ends at once never holds the memo's copy of the problem. */
static dlx_status run_search(dlx_solver *solver, const search_settings *search,
                             const uint32_t *path, size_t path_count, dlx_statistics *statistics) {
  if (search->memo == DLX_MEMO_OFF || path_count > 0 || !dlx_memo_applies(search) ||
      (search->memo == DLX_MEMO_AUTOMATIC && search->symmetry == DLX_SWITCH_ON))
    return run_counting_search(solver, search, path, path_count, NULL, statistics);
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  double plain_node_estimate = INFINITY;
  if (search->memo == DLX_MEMO_AUTOMATIC) {
    bool stopped_for_more;
    dlx_status status = dlx_run_automatic_trial(solver, search, &trial, &stopped_for_more);
    if (!stopped_for_more) {
      *statistics = trial.statistics;
      return status;
    }
    double frontier_cost;
    if (dlx_memo_key_bytes(solver) > MEMO_AUTOMATIC_MAXIMUM_KEY_BYTES ||
        dlx_memo_frontier_cost(solver, &frontier_cost) != DLX_OK ||
        frontier_cost > MEMO_HOPELESS_FRONTIER_COST)
      return run_counting_search(solver, search, path, path_count, &trial, statistics);
    plain_node_estimate = trial.tree_nodes;
  }
  /* After the trial, the memo's reports go on from the trial's: nodes, solutions and fraction. */
  search_settings memo_search = *search;
  progress_reporter reporter;
  progress_relay relay;
  dlx_progress_relay_after_trial(&relay, &reporter, search, &memo_search,
                                 trial.statistics.solutions, trial.statistics.nodes,
                                 trial.fraction_done);
  bool ran;
  dlx_statistics memo;
  memset(&memo, 0, sizeof memo);
  dlx_status status = dlx_memo_solve(solver, &memo_search, plain_node_estimate, &memo, &ran);
  memo.nodes = saturating_add(memo.nodes, trial.statistics.nodes);
  if (ran || (status == DLX_ERROR_OUT_OF_MEMORY && search->memo == DLX_MEMO_ON)) {
    *statistics = memo;
    return status;
  }
  if (search->plan) *search->plan |= DLX_PLAN_MEMO_ABANDONED;
  trial.statistics.nodes = memo.nodes;
  trial.statistics.updates = saturating_add(trial.statistics.updates, memo.updates);
  if (memo.solutions > trial.statistics.solutions) trial.statistics.solutions = memo.solutions;
  if (reporter.fraction_done > trial.fraction_done) trial.fraction_done = reporter.fraction_done;
  status = run_counting_search(solver, search, path, path_count, &trial, statistics);
  statistics->memo_hits = memo.memo_hits;
  statistics->memo_entries = memo.memo_entries;
  statistics->memo_peak_bytes = memo.memo_peak_bytes;
  statistics->memo_capped = memo.memo_capped;
  statistics->memo_replaced = memo.memo_replaced;
  return status;
}

dlx_status dlx_planned_search(dlx_solver *solver, const search_settings *search,
                              const uint32_t *path, size_t path_count, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  search_settings everything = {0};
  if (!search) search = &everything;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  if (path_count > 0 && (!path || !dlx_has_bounds(solver))) return DLX_ERROR_NULL_ARGUMENT;
  dlx_status status;
  if (search->restarts && search->solution_limit == 1 && path_count == 0) {
    if (search->plan) *search->plan |= DLX_PLAN_RESTARTS;
    status = dlx_restarts_solve(solver, search, statistics);
  } else
    status = run_search(solver, search, path, path_count, statistics);
  /* The memo and the count with symmetry fill the exact count themselves; a plain search counts
   * one node per solution. */
  if (search->exact_count && !statistics->memo && !statistics->symmetry_classes &&
      dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
    status = DLX_ERROR_OUT_OF_MEMORY;
  return status;
}

/* The plain searcher of the count with symmetry on threads: each class's search, and the plain
 * search when there are no classes, split over the threads (context: the number of threads). */
static dlx_status search_on_threads(dlx_solver *solver, const search_settings *search,
                                    void *context, dlx_statistics *statistics) {
  search_settings plain = *search;
  plain.symmetry = DLX_SWITCH_OFF;
  return dlx_part_search(solver, &plain, 1, 1, *(const unsigned *)context, statistics);
}

dlx_status dlx_planned_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                                   uint32_t parts, unsigned threads, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (part == 0 || part > parts) return DLX_ERROR_PART_OUT_OF_RANGE;
  if (threads == 0) threads = 1;
  if (parts == 1 && threads == 1) return dlx_planned_search(solver, search, NULL, 0, statistics);
  search_settings everything = {0};
  if (!search) search = &everything;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;

  /* The engine judges the preselection as dlx_solve would, with one node. */
  search_settings probe = {.preselected_options = search->preselected_options,
                           .preselected_count = search->preselected_count,
                           .node_limit = 1};
  dlx_status status = dlx_run_plain_search(solver, &probe, NULL, 0, statistics);
  memset(statistics, 0, sizeof *statistics);
  if (status != DLX_OK && status != DLX_STOPPED_AT_NODE_LIMIT) return status;
  if (parts == 1 && dlx_symmetry_applies(solver, search)) {
    plain_searcher on_threads = {.run = search_on_threads, .context = &threads};
    status = dlx_symmetric_search(solver, search, NULL, &on_threads, statistics);
    /* A count with classes filled the exact count; a trial that ended the search did not. */
    if (search->exact_count && !statistics->symmetry_classes && status < DLX_ERROR_OUT_OF_MEMORY &&
        dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
      status = DLX_ERROR_OUT_OF_MEMORY;
    return status;
  }
  return dlx_part_search(solver, search, part, parts, threads, statistics);
}
