/* solver_reading.c: what a solver tells without changing (its sizes, bounds and options as added),
 * the library's version and the statuses' descriptions: read by every file that needs them, and
 * calling nothing, so that the builder (solver.c) and the strategies above it can all use them.
 */
#include "internal.h"

const char *dlx_version(void) {
  return DLX_VERSION;
}

const char *dlx_strerror(dlx_status status) {
  switch (status) {
  case DLX_OK:
    return "success";
  case DLX_STOPPED_AT_SOLUTION_LIMIT:
    return "stopped at the solution limit";
  case DLX_STOPPED_BY_CALLBACK:
    return "stopped by the solution callback";
  case DLX_STOPPED_AT_NODE_LIMIT:
    return "stopped at the node limit";
  case DLX_STOPPED_BY_REQUEST:
    return "stopped on request";
  case DLX_PRESELECTED_OPTIONS_CONFLICT:
    return "two preselected options share an item";
  case DLX_ERROR_OUT_OF_MEMORY:
    return "out of memory";
  case DLX_ERROR_NULL_ARGUMENT:
    return "a required pointer argument is NULL";
  case DLX_ERROR_ITEM_OUT_OF_RANGE:
    return "an option names an item that does not exist";
  case DLX_ERROR_REPEATED_ITEM:
    return "an option names the same item twice";
  case DLX_ERROR_EMPTY_OPTION:
    return "an option has no items";
  case DLX_ERROR_TOO_LARGE:
    return "the problem is too large";
  case DLX_ERROR_OPTION_OUT_OF_RANGE:
    return "a preselected option does not exist";
  case DLX_ERROR_SEARCH_IN_PROGRESS:
    return "the solver is in the middle of a search";
  case DLX_ERROR_INCONSISTENT:
    return "the links of the solver are inconsistent";
  case DLX_ERROR_COLOR_ON_PRIMARY_ITEM:
    return "a primary item cannot have a color";
  case DLX_ERROR_COLOR_OUT_OF_RANGE:
    return "a color is out of range";
  case DLX_ERROR_BAD_FORMAT:
    return "the problem's text is malformed";
  case DLX_ERROR_PART_OUT_OF_RANGE:
    return "the part is not one of 1 to the number of parts";
  case DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM:
    return "a secondary item cannot have bounds";
  case DLX_ERROR_BAD_BOUNDS:
    return "the bounds are not 1 <= upper and lower <= upper";
  case DLX_ERROR_COST_OUT_OF_RANGE:
    return "an option cost is above DLX_MAXIMUM_COST";
  case DLX_ERROR_COSTS_WITH_BOUNDS:
    return "the cheapest solutions cannot be searched with item bounds";
  case DLX_ERROR_UNKNOWN_OPTION:
    return "no option or statistic has that name";
  case DLX_ERROR_BAD_OPTION_VALUE:
    return "the option does not take that value";
  case DLX_ERROR_OPTION_NOT_HONOURED:
    return "an option is set that this kind of search cannot honour";
  }
  return "unknown status";
}

uint32_t dlx_primary_count(const dlx_solver *solver) {
  return solver ? solver->primary_count : 0;
}

uint32_t dlx_secondary_count(const dlx_solver *solver) {
  return solver ? solver->secondary_count : 0;
}

uint32_t dlx_option_count(const dlx_solver *solver) {
  return solver ? solver->option_count : 0;
}

dlx_status dlx_item_bounds(const dlx_solver *solver, uint32_t item, uint32_t *lower,
                           uint32_t *upper) {
  if (!solver || !lower || !upper) return DLX_ERROR_NULL_ARGUMENT;
  if (item >= solver->item_count) return DLX_ERROR_ITEM_OUT_OF_RANGE;
  if (item >= solver->primary_count) return DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM;
  *lower = solver->lower_bound ? solver->lower_bound[item] : 1;
  *upper = solver->upper_bound ? solver->upper_bound[item] : 1;
  return DLX_OK;
}

/* Read through the nodes, so that it works between searches and during one: an entry marked -1
 * by purify has the color its item's head holds. */
size_t dlx_option_items(const dlx_solver *solver, uint32_t option_id, uint32_t *items,
                        uint32_t *colors, size_t capacity) {
  if (!solver || option_id >= solver->option_count) return 0;
  const node *nodes = solver->nodes;
  int32_t first = (int32_t)solver->first_node_of_option[option_id];
  size_t size = 0;
  for (int32_t q = first; nodes[q].top > 0; q++, size++) {
    if (size >= capacity) continue;
    int32_t top = nodes[q].top;
    if (items) items[size] = (uint32_t)(top - 1);
    if (colors) {
      int32_t color = solver->colors ? solver->colors[q] : 0;
      colors[size] = (uint32_t)(color < 0 ? solver->colors[top] : color);
    }
  }
  return size;
}
