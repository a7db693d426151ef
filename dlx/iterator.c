/* iterator.c: dlx_iterator, a search that hands out its solutions one at a time (dlx.h): the plain
 * search stopped at each solution (plain_listing.c), or, for a listing of every solution that
 * symmetry allows, the listing by symmetry classes (symmetric_listing.c), which runs one plain
 * listing per class. This file only checks the arguments and passes each call on.
 */
#include <stdlib.h>
#include <string.h>

#include "internal_iterator.h"
#include "internal_statistics.h"

struct dlx_iterator {
  plain_listing *plain;         /* NULL when the listing goes by classes */
  symmetric_listing *symmetric; /* NULL for the plain listing */
  uint64_t trial_nodes;         /* of a trial after which the plain listing runs */
};

dlx_status dlx_iterator_start(dlx_solver *solver, const search_settings *search,
                              dlx_iterator **result) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  *result = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_iterator *iterator = calloc(1, sizeof *iterator);
  if (!iterator) return DLX_ERROR_OUT_OF_MEMORY;
  const search_settings every_solution = {0};
  dlx_status status = dlx_symmetric_listing_start(solver, search ? search : &every_solution,
                                                  &iterator->symmetric, &iterator->trial_nodes);
  if (status == DLX_OK && !iterator->symmetric)
    status = dlx_plain_listing_start(solver, search, &iterator->plain);
  if (status != DLX_OK) {
    free(iterator);
    return status;
  }
  *result = iterator;
  return DLX_OK;
}

int dlx_iterator_next(dlx_iterator *iterator, const uint32_t **option_ids, size_t *option_count) {
  const uint32_t *ids = NULL;
  size_t count = 0;
  bool found = iterator &&
               (iterator->symmetric ? dlx_symmetric_listing_next(iterator->symmetric, &ids, &count)
                                    : dlx_plain_listing_next(iterator->plain, &ids, &count));
  if (option_ids) *option_ids = found ? ids : NULL;
  if (option_count) *option_count = found ? count : 0;
  return found;
}

int dlx_iterator_ready(const dlx_iterator *iterator) {
  return iterator && iterator->symmetric && dlx_symmetric_listing_ready(iterator->symmetric);
}

static dlx_status iterator_status(const dlx_iterator *iterator, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  if (!iterator) return DLX_ERROR_NULL_ARGUMENT;
  if (iterator->symmetric) return dlx_symmetric_listing_status(iterator->symmetric, statistics);
  dlx_status status = dlx_plain_listing_status(iterator->plain, statistics);
  statistics->nodes = saturating_add(iterator->trial_nodes, statistics->nodes);
  return status;
}

dlx_status dlx_iterator_status(const dlx_iterator *iterator, dlx_statistics *statistics) {
  dlx_statistics full;
  dlx_status status = iterator_status(iterator, &full);
  dlx_statistics_deliver(statistics, &full);
  return status;
}

void dlx_iterator_destroy(dlx_iterator *iterator) {
  if (!iterator) return;
  dlx_symmetric_listing_destroy(iterator->symmetric);
  dlx_plain_listing_destroy(iterator->plain);
  free(iterator);
}
