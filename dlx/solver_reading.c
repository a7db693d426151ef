/* solver_reading.c: what a solver tells without changing (its sizes, bounds and options as added)
 * and the library's version: read by every file that needs them, and calling nothing, so that the
 * builder (solver.c) and the strategies above it can all use them.
 */
#include "internal.h"

const char *dlx_version(void) {
  return DLX_VERSION;
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
