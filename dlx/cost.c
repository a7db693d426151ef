/* cost.c: dlx_solve_cheapest, which checks its arguments, runs the branch and bound of
 * cost_search.c, which keeps the k cheapest solutions it finds in a cheapest_store (cost_store.c),
 * and hands them to the caller cheapest first.
 */
#include "internal_cost.h"

#include <stdlib.h>
#include <string.h>

dlx_status dlx_cheapest_search(dlx_solver *solver, const search_settings *search,
                               const dlx_cheapest *cheapest, dlx_statistics *statistics) {
  dlx_statistics local;
  if (!statistics) statistics = &local;
  memset(statistics, 0, sizeof *statistics);
  static const search_settings empty_search;
  if (!search) search = &empty_search;
  if (!solver || (search->preselected_count && !search->preselected_options))
    return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  if (solver->bounded_item_count) return DLX_ERROR_COSTS_WITH_BOUNDS;
  for (size_t k = 0; k < search->preselected_count; k++)
    if (search->preselected_options[k] >= solver->option_count)
      return DLX_ERROR_OPTION_OUT_OF_RANGE;
  cheapest_store store = {.k = cheapest && cheapest->k ? cheapest->k : 1, .cheapest = cheapest};
  solver->searching = true;
  dlx_status status = dlx_cost_search(solver, search, &store, statistics);
  statistics->representation = DLX_REPRESENTATION_LINKS;
  statistics->solutions = store.found;
  if (status <= DLX_STOPPED_BY_REQUEST && cheapest && cheapest->on_best) {
    dlx_cheapest_store_sort(&store);
    for (size_t k = 0; k < store.size; k++) {
      const kept_solution *slot = &store.slots[k];
      if (cheapest->on_best(cheapest->best_context, slot->option_ids, slot->option_count,
                            slot->cost))
        break;
    }
  }
  solver->searching = false;
  dlx_cheapest_store_free(&store);
  return status;
}
