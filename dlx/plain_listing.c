/* plain_listing.c: the plain search behind dlx_iterator (iterator.c), handing out its solutions
 * one at a time. It runs the search loops of links.c (Algorithm X, C with colors) and bounds.c
 * (Algorithm M), compiled a second time, or the bitset's loop written again (iterator_bitset.c),
 * so that they stop at each solution with their level and choice stack saved here, and go on from
 * there at the next call (internal_iterator.h): no thread, and no list of solutions built first.
 * The solver stays busy (searching) from start to destroy, which unwinds a search stopped half
 * way, so the links come back exactly as they were. The listing by symmetry classes
 * (symmetric_listing.c) runs one of these per class.
 *
 * On a problem without bounds, it runs the representation dlx_solve would run
 * (iterator_bitset.c); its statistics say which ran. Restarts are ignored (they apply to
 * first-solution searches, which a caller of the iterator runs by stopping after its first
 * solution).
 */
#include <stdlib.h>
#include <string.h>

#include "internal_bounds.h"
#include "internal_iterator.h"

struct plain_listing {
  dlx_solver *solver;
  search_settings search; /* the caller's, with preselected_options pointing at our own copy */
  uint32_t *preselected;  /* the copy */
  search_cursor cursor;
  bounds_iteration *bounds; /* Algorithm M's levels; NULL on a problem without bounds */
  bitset_iteration *bitset; /* the bitset search's state; NULL when another loop runs */
  dlx_status status;        /* of the preselection, then of the search once over */
};

static dlx_status copy_search(plain_listing *iterator, const search_settings *search) {
  iterator->search = search ? *search : (search_settings){0};
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

dlx_status dlx_plain_listing_start(dlx_solver *solver, const search_settings *search,
                                   plain_listing **result) {
  *result = NULL;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  plain_listing *iterator = calloc(1, sizeof *iterator);
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

bool dlx_plain_listing_next(plain_listing *iterator, const uint32_t **option_ids,
                            size_t *option_count) {
  if (iterator->cursor.over) return false;
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
    return false;
  }
  *option_ids = solver->solution_ids;
  *option_count = iterator->cursor.solution_size;
  return true;
}

dlx_status dlx_plain_listing_status(const plain_listing *iterator, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  if (iterator->status != DLX_PRESELECTED_OPTIONS_CONFLICT) {
    statistics->solutions = iterator->cursor.solutions;
    statistics->nodes = iterator->cursor.nodes;
    statistics->updates = iterator->cursor.updates;
    statistics->representation =
        iterator->bitset ? DLX_REPRESENTATION_BITSET : DLX_REPRESENTATION_LINKS;
  }
  return iterator->status;
}

void dlx_plain_listing_destroy(plain_listing *iterator) {
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
