/* run_search.c: one search of a solver, in the representation its search asks for or the
 * automatic rule chooses (representation.c): Algorithm M for a problem with bounds, else the links
 * or the bitset. dlx_solve_restricted (dlx.c) calls it once after checking its arguments; the
 * randomised restarts (restarts.c) call it once per run, so that neither calls the other back. */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_memo.h"

#include <string.h>

/* The search without the memo. */
static dlx_status run_plain_search(dlx_solver *solver, const dlx_search *search,
                                   const uint32_t *path, size_t path_count,
                                   dlx_statistics *statistics);

/* The memoized count (memo.c) when the search asks for it and it applies; else, or when
 * DLX_MEMO_AUTOMATIC gave it up, the plain search, charged with the memo's trial nodes. */
dlx_status dlx_run_search(dlx_solver *solver, const dlx_search *search, const uint32_t *path,
                          size_t path_count, dlx_statistics *statistics) {
  if (search->memo == DLX_MEMO_OFF || path_count > 0)
    return run_plain_search(solver, search, path, path_count, statistics);
  dlx_statistics trial = {0};
  bool ran;
  dlx_status status = dlx_memo_solve(solver, search, &trial, &ran);
  if (ran || (status == DLX_ERROR_OUT_OF_MEMORY && search->memo == DLX_MEMO_ON)) {
    *statistics = trial;
    return status;
  }
  dlx_search plain = *search;
  if (plain.node_limit) {
    if (trial.nodes >= plain.node_limit) {
      memset(statistics, 0, sizeof *statistics);
      statistics->nodes = trial.nodes;
      return DLX_STOPPED_AT_NODE_LIMIT;
    }
    plain.node_limit -= trial.nodes;
  }
  status = run_plain_search(solver, &plain, path, path_count, statistics);
  statistics->nodes += trial.nodes;
  statistics->memo_hits = trial.memo_hits;
  statistics->memo_entries = trial.memo_entries;
  statistics->memo_peak_bytes = trial.memo_peak_bytes;
  return status;
}

static dlx_status run_plain_search(dlx_solver *solver, const dlx_search *search,
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
