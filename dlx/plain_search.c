/* plain_search.c: one search without the memo and without symmetry, in the representation the
 * search asks for or the automatic rule chooses (representation.c): Algorithm M for a problem with
 * bounds, else the links or the bitset; the trial that the automatic modes (the memo's in
 * planner.c, symmetry's in symmetric_count.c) watch before they choose; and the plain search
 * after such a trial, its nodes counted.
 */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_progress.h"

#include <math.h>
#include <string.h>

typedef struct trial_watch {
  const search_settings *caller;
  progress_reporter reporter;
  uint64_t trial_nodes;
  dlx_stop stop;
  double tree_nodes;
  bool decided, stopped_for_more;
} trial_watch;

static void watch_trial(void *context, const dlx_progress *progress) {
  trial_watch *watch = context;
  if (stop_raised(watch->caller->stop)) dlx_request_stop(&watch->stop);
  if (!watch->decided && progress->nodes >= watch->trial_nodes) {
    watch->decided = true;
    double tree =
        progress->fraction_done > 0 ? (double)progress->nodes / progress->fraction_done : INFINITY;
    watch->tree_nodes = tree;
    if (tree >= 3.0 * (double)progress->nodes) {
      watch->stopped_for_more = true;
      dlx_request_stop(&watch->stop);
    }
  }
  if (!stop_raised(&watch->stop) && progress_is_due(&watch->reporter, progress->nodes))
    dlx_progress_report(&watch->reporter, progress->solutions, progress->nodes,
                        progress->fraction_done);
}

dlx_status dlx_run_automatic_trial(dlx_solver *solver, const search_settings *search,
                                   automatic_trial *trial, bool *stopped_for_more) {
  trial_watch watch = {.caller = search, .trial_nodes = dlx_automatic_trial_nodes(solver)};
  atomic_init(&watch.stop.raised, stop_raised(search->stop));
  dlx_progress_reporter_start(&watch.reporter, search);
  search_settings probe = *search;
  probe.stop = &watch.stop;
  probe.on_progress = watch_trial;
  probe.progress_context = &watch;
  probe.progress_interval_nodes = 1024;
  if (search->plan) *search->plan |= DLX_PLAN_TRIAL;
  dlx_status status = dlx_run_plain_search(solver, &probe, NULL, 0, &trial->statistics);
  bool caller_stopped = stop_raised(search->stop);
  *stopped_for_more = watch.stopped_for_more && !caller_stopped && status == DLX_STOPPED_BY_REQUEST;
  trial->fraction_done = watch.reporter.fraction_done;
  trial->tree_nodes = watch.tree_nodes;
  if (!*stopped_for_more && status < DLX_ERROR_OUT_OF_MEMORY &&
      status != DLX_PRESELECTED_OPTIONS_CONFLICT) /* the caller's last report */
    dlx_progress_report_end(&watch.reporter, status, trial->statistics.solutions,
                            trial->statistics.nodes);
  return status;
}

dlx_status dlx_run_plain_after_trial(dlx_solver *solver, const search_settings *search,
                                     const uint32_t *path, size_t path_count,
                                     const dlx_statistics *trial, double fraction_done_before,
                                     const plain_searcher *searcher, dlx_statistics *statistics) {
  search_settings plain = *search;
  if (plain.node_limit) {
    if (trial->nodes >= plain.node_limit) {
      memset(statistics, 0, sizeof *statistics);
      statistics->nodes = trial->nodes;
      statistics->updates = trial->updates;
      return DLX_STOPPED_AT_NODE_LIMIT;
    }
    plain.node_limit -= trial->nodes;
  }
  progress_reporter reporter;
  progress_relay relay;
  dlx_progress_relay_after_trial(&relay, &reporter, search, &plain, trial->solutions, trial->nodes,
                                 fraction_done_before);
  dlx_status status = searcher ? searcher->run(solver, &plain, searcher->context, statistics)
                               : dlx_run_plain_search(solver, &plain, path, path_count, statistics);
  statistics->nodes += trial->nodes;
  statistics->updates += trial->updates;
  return status;
}

dlx_status dlx_run_plain_search(dlx_solver *solver, const search_settings *search,
                                const uint32_t *path, size_t path_count,
                                dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  if (dlx_has_bounds(solver)) {
    solver->searching = true;
    dlx_status status = dlx_bounds_solve(solver, search, path, path_count, statistics);
    solver->searching = false;
    if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = DLX_REPRESENTATION_LINKS;
    return status;
  }

  dlx_representation representation = search->representation;
  if (representation == DLX_REPRESENTATION_AUTOMATIC)
    representation = dlx_choose_representation(solver, search->preselected_count);
  if (representation == DLX_REPRESENTATION_BITSET) {
    dlx_status prepared = dlx_bitset_prepare(solver);
    if (prepared != DLX_OK) {
      if (prepared == DLX_ERROR_OUT_OF_MEMORY &&
          search->representation == DLX_REPRESENTATION_BITSET)
        return prepared;
      representation = DLX_REPRESENTATION_LINKS;
    }
  }
  solver->searching = true;
  dlx_status status;
  if (representation == DLX_REPRESENTATION_BITSET) {
    status = dlx_bitset_solve(solver, search, statistics);
  } else {
    representation = DLX_REPRESENTATION_LINKS;
    status = dlx_links_solve(solver, search, statistics);
  }
  solver->searching = false;
  if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = representation;
  return status;
}
