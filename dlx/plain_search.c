/* plain_search.c: one search without the memo and without symmetry, in the representation the
 * search asks for or the automatic rule chooses (representation.c): Algorithm M for a problem with
 * bounds, else the links or the bitset; and the same search after the trial of an automatic mode
 * (the memo's in run_search.c, symmetry's in symmetric_count.c), its nodes counted.
 */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_progress.h"

#include <string.h>

dlx_status dlx_run_plain_after_trial(dlx_solver *solver, const dlx_search *search,
                                     const uint32_t *path, size_t path_count,
                                     const dlx_statistics *trial, double fraction_done_before,
                                     const plain_searcher *searcher, dlx_statistics *statistics) {
  dlx_search plain = *search;
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
  progress_reporter_start(&reporter, search);
  reporter.fraction_done = fraction_done_before;
  reporter.solutions = trial->solutions;
  progress_relay relay = {
      .reporter = &reporter, .weight = 1, .scale = 1, .nodes_before = trial->nodes};
  if (search->on_progress) {
    plain.on_progress = progress_relay_report;
    plain.progress_context = &relay;
  }
  dlx_status status = searcher ? searcher->run(solver, &plain, searcher->context, statistics)
                               : dlx_run_plain_search(solver, &plain, path, path_count, statistics);
  statistics->nodes += trial->nodes;
  statistics->updates += trial->updates;
  return status;
}

dlx_status dlx_run_plain_search(dlx_solver *solver, const dlx_search *search, const uint32_t *path,
                                size_t path_count, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
#ifdef DLX_JUDGE_SINGLE_FILE /* judge/: no bounds there */
  (void)path, (void)path_count;
#else
  if (dlx_has_bounds(solver)) {
    solver->searching = true;
    dlx_status status = dlx_bounds_solve(solver, search, path, path_count, statistics);
    solver->searching = false;
    if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = DLX_REPRESENTATION_LINKS;
    return status;
  }
#endif

#ifdef DLX_JUDGE_SINGLE_FILE /* judge/: only problems to which the rule gives the bitset */
  dlx_status prepared = dlx_bitset_prepare(solver);
  if (prepared != DLX_OK) return prepared;
  solver->searching = true;
  dlx_status status = dlx_bitset_solve(solver, search, statistics);
  solver->searching = false;
  if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = DLX_REPRESENTATION_BITSET;
  return status;
#else
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
#endif
}
