/* cost_options.c: the cost of each option (dlx_set_option_cost, dlx_option_cost), kept in the
 * solver as one 32-bit number per option, allocated at the first cost other than 0.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

dlx_status dlx_set_option_cost(dlx_solver *solver, uint32_t option_id, uint64_t cost) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (option_id >= solver->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
  if (cost > DLX_MAXIMUM_COST) return DLX_ERROR_COST_OUT_OF_RANGE;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  if (option_id >= solver->option_cost_count) {
    if (cost == 0) return DLX_OK;
    uint32_t count = solver->option_count;
    uint32_t *costs = realloc(solver->option_costs, (size_t)count * sizeof *costs);
    if (!costs) return DLX_ERROR_OUT_OF_MEMORY;
    memset(costs + solver->option_cost_count, 0,
           (size_t)(count - solver->option_cost_count) * sizeof *costs);
    solver->option_costs = costs;
    solver->option_cost_count = count;
  }
  solver->option_costs[option_id] = (uint32_t)cost;
  dlx_compiled_problem_invalidate(solver, COMPILED_COSTS);
  return DLX_OK;
}

uint64_t dlx_option_cost(const dlx_solver *solver, uint32_t option_id) {
  if (!solver || option_id >= solver->option_cost_count) return 0;
  return solver->option_costs[option_id];
}
