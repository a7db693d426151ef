/* run_search.c: one search of a solver: the memoized count (memo.c) when the search asks for it,
 * the count with symmetry classes (symmetric_count.c) when it applies, else the plain search
 * (plain_search.c). dlx_solve_restricted (dlx.c) calls it once after checking its arguments; the
 * randomised restarts (restarts.c) call it once per run, so that neither calls the other back. */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_memo.h"
#include "internal_progress.h"
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
dlx_status dlx_run_search(dlx_solver *solver, const search_settings *search, const uint32_t *path,
                          size_t path_count, dlx_statistics *statistics) {
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
