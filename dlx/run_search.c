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

#ifndef DLX_JUDGE_SINGLE_FILE
/* DLX_MEMO_AUTOMATIC's plain trial: its nodes, and the report that gives its estimate. */
#define PLAIN_TRIAL_NODES (UINT64_C(1) << 16)

static void keep_fraction_done(void *context, const dlx_progress *progress) {
  *(double *)context = progress->fraction_done;
}

/* The plain search for PLAIN_TRIAL_NODES nodes, its reports kept from the caller but the last
 * fraction done. *done when it ended within them (its status is then the answer, and the caller's
 * last progress report was made). */
static dlx_status run_plain_trial(dlx_solver *solver, const dlx_search *search,
                                  const uint32_t *path, size_t path_count,
                                  dlx_statistics *statistics, bool *done, double *fraction_done) {
  *fraction_done = 0;
  dlx_search probe = *search;
  probe.node_limit = PLAIN_TRIAL_NODES;
  probe.on_progress = keep_fraction_done;
  probe.progress_context = fraction_done;
  probe.progress_interval_nodes = PLAIN_TRIAL_NODES / 2;
  dlx_status status = dlx_run_plain_search(solver, &probe, path, path_count, statistics);
  *done = status != DLX_STOPPED_AT_NODE_LIMIT;
  if (*done) { /* done within the trial: the caller's report */
    progress_reporter reporter;
    progress_reporter_start(&reporter, search);
    if (status < DLX_ERROR_OUT_OF_MEMORY)
      progress_report_end(&reporter, status, statistics->solutions, statistics->nodes);
  }
  return status;
}

/* The plain search, or the count with symmetry classes where it applies (symmetric_count.c);
 * after the memo's trials when `trial` is not NULL. */
static dlx_status run_counting_search(dlx_solver *solver, const dlx_search *search,
                                      const uint32_t *path, size_t path_count,
                                      const dlx_statistics *trial, dlx_statistics *statistics) {
  if (path_count == 0 && dlx_symmetry_applies(solver, search))
    return dlx_symmetric_search(solver, search, trial, NULL, statistics);
  if (trial)
    return dlx_run_plain_after_trial(solver, search, path, path_count, trial, 0, NULL, statistics);
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
}
#endif

/* DLX_MEMO_AUTOMATIC's plain trial (run_plain_trial) is run only when the memo's frontier cost
 * (memo_order.c) is at most this: above it the memo never paid on the bundled examples and bench
 * instances, where the trials' cost alone lost up to 40% (frontier cost: Latin squares of 5 4e13,
 * pentominoes 6x10 6e16, queens 14 2e17; the memo won on straight trominoes 15x15 at 6e10, and lost
 * on Langford pairs of 12 at 2e8). */
#define MEMO_HOPELESS_FRONTIER_COST 0x1p42

/* The memoized count (memo.c) when the search asks for it and it applies; else, or when
 * DLX_MEMO_AUTOMATIC gave it up, the plain search, charged with the trials' nodes.
 * DLX_MEMO_AUTOMATIC first runs the plain search for PLAIN_TRIAL_NODES nodes: a search that ends
 * within them is the answer (a small problem pays nothing for the memo); otherwise Knuth's estimate
 * of its tree, half-way, gives the plain search's nodes, against which the memo's trial judges. */
dlx_status dlx_run_search(dlx_solver *solver, const dlx_search *search, const uint32_t *path,
                          size_t path_count, dlx_statistics *statistics) {
#ifdef DLX_JUDGE_SINGLE_FILE /* judge/: its counts are never memoized */
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
#else
  if (search->memo == DLX_MEMO_OFF || path_count > 0 || !dlx_memo_applies(search))
    return run_counting_search(solver, search, path, path_count, NULL, statistics);
  dlx_statistics trial = {0};
  double plain_node_estimate = INFINITY;
  if (search->memo == DLX_MEMO_AUTOMATIC) {
    double frontier_cost;
    dlx_status status = dlx_memo_frontier_cost(solver, &frontier_cost);
    if (status != DLX_OK) return status;
    if (frontier_cost > MEMO_HOPELESS_FRONTIER_COST)
      return run_counting_search(solver, search, path, path_count, NULL, statistics);
    double fraction;
    bool done;
    status = run_plain_trial(solver, search, path, path_count, statistics, &done, &fraction);
    if (done) return status;
    if (fraction > 0) plain_node_estimate = (double)(PLAIN_TRIAL_NODES / 2) / fraction;
    trial.nodes = statistics->nodes;
  }
  bool ran;
  dlx_statistics memo;
  memset(&memo, 0, sizeof memo);
  dlx_status status = dlx_memo_solve(solver, search, plain_node_estimate, &memo, &ran);
  memo.nodes += trial.nodes;
  if (ran || (status == DLX_ERROR_OUT_OF_MEMORY && search->memo == DLX_MEMO_ON)) {
    *statistics = memo;
    return status;
  }
  trial = memo;
  status = run_counting_search(solver, search, path, path_count, &trial, statistics);
  statistics->memo_hits = trial.memo_hits;
  statistics->memo_entries = trial.memo_entries;
  statistics->memo_peak_bytes = trial.memo_peak_bytes;
  return status;
#endif
}
