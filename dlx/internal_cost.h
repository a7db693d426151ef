/* internal_cost.h: what the files of the cheapest-solution search share (cost.c: the entry point;
 * cost_store.c: the k solutions kept; cost_search.c: the links copied with their costs and the
 * branch and bound on them; the costs themselves are in cost_options.c). Not installed.
 */
#ifndef DLX_INTERNAL_COST_H
#define DLX_INTERNAL_COST_H

#include "internal.h"

/* One solution kept, with the order it was found in (ties keep the earlier one). */
typedef struct kept_solution {
  uint64_t cost, found;
  uint32_t *option_ids;
  size_t option_count, capacity;
} kept_solution;

/* The k cheapest solutions found so far, as a heap whose root is the dearest (the latest found of
 * the dearest), so that it is the one a cheaper solution replaces. */
typedef struct cheapest_store {
  kept_solution *slots;
  size_t size, capacity;
  uint64_t k;
  uint64_t found; /* solutions offered so far */
  const dlx_cheapest *cheapest;
} cheapest_store;

/* The cost a solution must stay below to be kept: the dearest kept once k are kept, else
 * UINT64_MAX. */
uint64_t dlx_cheapest_store_cutoff(const cheapest_store *store);

/* Keeps a solution (cost below the cutoff), replacing the dearest when k are kept, and tells
 * on_improvement. Returns DLX_OK, DLX_ERROR_OUT_OF_MEMORY or DLX_STOPPED_BY_CALLBACK. */
dlx_status dlx_cheapest_store_offer(cheapest_store *store, const uint32_t *option_ids,
                                    size_t option_count, uint64_t cost);

/* Sorts the solutions kept cheapest first (equal costs in the order found); frees them. */
void dlx_cheapest_store_sort(cheapest_store *store);
void dlx_cheapest_store_free(cheapest_store *store);

/* cost_search.c: the whole search, arguments checked (the solver has no bounds; preselected ids
 * are in range). Fills statistics' nodes and updates. */
dlx_status dlx_cost_search(dlx_solver *solver, const search_settings *search, cheapest_store *store,
                           dlx_statistics *statistics);

#endif
