/* iterator.c: dlx_iterator, a search that hands out its solutions one at a time (dlx.h). It runs
 * the search loops of links.c (Algorithm X, C with colors) and bounds.c (Algorithm M), compiled a
 * second time, or the bitset's loop written again (iterator_bitset.c), so that they stop at each
 * solution with their level and choice stack saved in the iterator, and go on from there at the
 * next call (internal_iterator.h): no thread, and no list of solutions built first. The solver
 * stays busy (searching) from dlx_iterator_create to dlx_iterator_destroy, which unwinds a search
 * stopped half way, so the links come back exactly as they were.
 *
 * On a problem without bounds, the iterator runs the representation dlx_solve would run, except
 * that preselected options keep it on the links (iterator_bitset.c); its
 * statistics say which ran. Restarts are ignored (they apply to first-solution searches, which a
 * caller of the iterator runs by stopping after its first solution).
 */
#include <stdlib.h>
#include <string.h>

#include "internal_bounds.h"
#include "internal_iterator.h"

struct dlx_iterator {
  dlx_solver *solver;
  dlx_search search;     /* the caller's, with preselected_options pointing at our own copy */
  uint32_t *preselected; /* the copy */
  search_cursor cursor;
  bounds_iteration *bounds; /* Algorithm M's levels; NULL on a problem without bounds */
  bitset_iteration *bitset; /* the bitset search's state; NULL when another loop runs */
  dlx_status status;        /* of the preselection, then of the search once over */
};

static dlx_status copy_search(dlx_iterator *iterator, const dlx_search *search) {
  iterator->search = search ? *search : (dlx_search){0};
  iterator->search.on_solution = NULL;
  iterator->search.context = NULL;
  iterator->search.restarts = 0;
  size_t count = iterator->search.preselected_count;
  if (count == 0) {
    iterator->search.preselected_options = NULL;
    return DLX_OK;
  }
  if (!iterator->search.preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  for (size_t k = 0; k < count; k++)
    if (iterator->search.preselected_options[k] >= iterator->solver->option_count)
      return DLX_ERROR_OPTION_OUT_OF_RANGE;
  iterator->preselected = malloc(count * sizeof *iterator->preselected);
  if (!iterator->preselected) return DLX_ERROR_OUT_OF_MEMORY;
  memcpy(iterator->preselected, iterator->search.preselected_options,
         count * sizeof *iterator->preselected);
  iterator->search.preselected_options = iterator->preselected;
  return DLX_OK;
}

dlx_status dlx_iterator_create(dlx_solver *solver, const dlx_search *search,
                               dlx_iterator **result) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  *result = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_iterator *iterator = calloc(1, sizeof *iterator);
  if (!iterator) return DLX_ERROR_OUT_OF_MEMORY;
  iterator->solver = solver;
  dlx_status status = copy_search(iterator, search);
  if (status == DLX_OK) {
    if (dlx_has_bounds(solver))
      status = dlx_bounds_iteration_start(solver, &iterator->search, &iterator->cursor,
                                          &iterator->bounds);
    else
      status = dlx_bitset_iteration_start(solver, &iterator->search, &iterator->cursor,
                                          &iterator->bitset);
    if (status == DLX_OK && !iterator->bounds && !iterator->bitset)
      status = dlx_links_iteration_start(solver, &iterator->search, &iterator->cursor);
  }
  /* A preselection that shares an item leaves no solution: an iterator that lists none. */
  if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
    iterator->cursor.over = true;
  } else if (status != DLX_OK) {
    free(iterator->preselected);
    free(iterator);
    return status;
  }
  iterator->status = status;
  solver->searching = true;
  *result = iterator;
  return DLX_OK;
}

int dlx_iterator_next(dlx_iterator *iterator, const uint32_t **option_ids, size_t *option_count) {
  if (option_ids) *option_ids = NULL;
  if (option_count) *option_count = 0;
  if (!iterator || iterator->cursor.over) return 0;
  dlx_solver *solver = iterator->solver;
  bool found;
  if (iterator->bounds)
    found =
        dlx_bounds_iteration_next(solver, &iterator->search, &iterator->cursor, iterator->bounds);
  else if (iterator->bitset)
    found =
        dlx_bitset_iteration_next(solver, &iterator->search, &iterator->cursor, iterator->bitset);
  else
    found = dlx_links_iteration_next(solver, &iterator->search, &iterator->cursor);
  if (!found) {
    iterator->status = iterator->cursor.status;
    return 0;
  }
  if (option_ids) *option_ids = solver->solution_ids;
  if (option_count) *option_count = iterator->cursor.solution_size;
  return 1;
}

dlx_status dlx_iterator_status(const dlx_iterator *iterator, dlx_statistics *statistics) {
  if (statistics) memset(statistics, 0, sizeof *statistics);
  if (!iterator) return DLX_ERROR_NULL_ARGUMENT;
  if (statistics && iterator->status != DLX_PRESELECTED_OPTIONS_CONFLICT) {
    statistics->solutions = iterator->cursor.solutions;
    statistics->nodes = iterator->cursor.nodes;
    statistics->updates = iterator->cursor.updates;
    statistics->representation =
        iterator->bitset ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS;
  }
  return iterator->status;
}

void dlx_iterator_destroy(dlx_iterator *iterator) {
  if (!iterator) return;
  dlx_solver *solver = iterator->solver;
  if (iterator->bitset)
    dlx_bitset_iteration_finish(iterator->bitset);
  else if (iterator->bounds)
    dlx_bounds_iteration_finish(solver, &iterator->search, &iterator->cursor, iterator->bounds);
  else if (iterator->status != DLX_PRESELECTED_OPTIONS_CONFLICT)
    dlx_links_iteration_finish(solver, &iterator->search, &iterator->cursor);
  solver->searching = false;
  free(iterator->preselected);
  free(iterator);
}
