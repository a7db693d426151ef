/* copy.c: dlx_copy, a copy of a solver (one per thread of dlx_solve_parallel), made only through
 * the public accessors of dlx.h: each option read with dlx_option_items (inline_option_buffer.h),
 * its cost with dlx_option_cost, each item's bounds with dlx_item_bounds, so that it holds whatever
 * representation the engine uses. */
#include <stdbool.h>
#include <stdlib.h>

#include "dlx.h"
#include "inline_option_buffer.h"

dlx_status dlx_copy(const dlx_solver *solver, dlx_solver **copy) {
  if (!copy) return DLX_ERROR_NULL_ARGUMENT;
  *copy = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  dlx_solver *result;
  dlx_status status = dlx_create(&result, dlx_primary_count(solver), dlx_secondary_count(solver));
  if (status != DLX_OK) return status;
  option_buffer buffer = {0};
  uint32_t option_count = dlx_option_count(solver);
  for (uint32_t id = 0; id < option_count && status == DLX_OK; id++) {
    size_t size = read_option(solver, id, &buffer);
    status = size == 0 ? DLX_ERROR_OUT_OF_MEMORY
                       : dlx_add_colored_option(result, buffer.items, buffer.colors, size, NULL);
  }
  free_option_buffer(&buffer);
  for (uint32_t id = 0; id < option_count && status == DLX_OK; id++)
    if (dlx_option_cost(solver, id))
      status = dlx_set_option_cost(result, id, dlx_option_cost(solver, id));
  for (uint32_t item = 0; item < dlx_primary_count(solver) && status == DLX_OK; item++) {
    uint32_t lower, upper;
    dlx_item_bounds(solver, item, &lower, &upper);
    if (lower != 1 || upper != 1) status = dlx_set_item_bounds(result, item, lower, upper);
  }
  for (unsigned option = 0; option < DLX_OPTION_COUNT && status == DLX_OK; option++)
    status = dlx_set_option_value(result, (dlx_option)option,
                                  dlx_option_value(solver, (dlx_option)option));
  if (status != DLX_OK) {
    dlx_destroy(result);
    return status;
  }
  *copy = result;
  return DLX_OK;
}
