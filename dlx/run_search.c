/* run_search.c: one search of a solver, in the representation its search asks for or the
 * automatic rule chooses (representation.c): Algorithm M for a problem with bounds, else the links
 * or the bitset. dlx_solve_restricted (dlx.c) calls it once after checking its arguments; the
 * randomised restarts (restarts.c) call it once per run, so that neither calls the other back. */
#include "internal.h"
#include "internal_bounds.h"

#include <string.h>

dlx_status dlx_run_search(dlx_solver *solver, const dlx_search *search, const uint32_t *path,
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

#ifdef DLX_JUDGE_SINGLE_FILE /* judge/: 9x9 grids only, to which the rule gives the bitset */
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
