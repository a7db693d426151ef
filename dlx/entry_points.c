/* entry_points.c: the searches of dlx.h as callers see them. Each puts the caller's dlx_search and
 * the solver's options together into the engine's search_settings, refuses an option the entry
 * point cannot honour, runs the search, and hands back its statistics with the plan that ran. */
#include <string.h>

#include "internal.h"
#include "internal_options.h"
#include "internal_statistics.h"

/* The caller's request. Its size says which layout the caller was built with; this layout is the
 * first to carry one, so every size (0, or one no layout has) reads it whole. */
static dlx_search request_of(const dlx_search *search) {
  dlx_search request;
  memset(&request, 0, sizeof request);
  if (search) request = *search;
  return request;
}

static search_settings settings_of(const dlx_solver *solver, const dlx_search *search,
                                   uint32_t *plan) {
  dlx_search request = request_of(search);
  const uint64_t *value = solver->option_values;
  return (search_settings){
      .solution_limit = request.solution_limit,
      .node_limit = request.node_limit,
      .preselected_options = request.preselected_options,
      .preselected_count = request.preselected_count,
      .stop = request.stop,
      .on_solution = request.on_solution,
      .context = request.context,
      .on_progress = request.on_progress,
      .progress_context = request.progress_context,
      .progress_interval_nodes = request.progress_interval_nodes,
      .representation = (dlx_representation)value[DLX_OPTION_REPRESENTATION],
      .forced_options = (dlx_switch)value[DLX_OPTION_FORCED_OPTIONS],
      .item_domination = (dlx_switch)value[DLX_OPTION_ITEM_DOMINATION],
      .tie_break = (dlx_switch)value[DLX_OPTION_TIE_BREAK],
      .weighted_branching = (dlx_switch)value[DLX_OPTION_WEIGHTED_BRANCHING],
      .restarts = (int)value[DLX_OPTION_RESTARTS],
      .restart_seed = value[DLX_OPTION_RESTART_SEED],
      .restart_unit_nodes = value[DLX_OPTION_RESTART_UNIT_NODES],
      .memo = (dlx_memo_mode)value[DLX_OPTION_MEMO],
      .memo_bytes = value[DLX_OPTION_MEMO_BYTES],
      .symmetry = (dlx_switch)value[DLX_OPTION_SYMMETRY],
      .exact_count = solver->exact_count,
      .on_zdd_node = solver->on_zdd_node,
      .zdd_context = solver->zdd_context,
      .plan = plan,
  };
}

/* The plan's bits that the statistics and the problem tell, added to those the strategies gave. */
static uint32_t plan_of(const dlx_solver *solver, const dlx_statistics *statistics, uint32_t plan) {
  if (statistics->representation == DLX_REPRESENTATION_BITSET) plan |= DLX_PLAN_BITSET;
  if (solver->bounded_item_count) plan |= DLX_PLAN_BOUNDS;
  if (statistics->memo) plan |= DLX_PLAN_MEMO;
  if (statistics->symmetry_classes) plan |= DLX_PLAN_SYMMETRY;
  return plan;
}

static dlx_status finish(const dlx_solver *solver, dlx_status status, dlx_statistics *full,
                         uint32_t plan, dlx_statistics *statistics) {
  full->plan = plan_of(solver, full, plan);
  dlx_statistics_deliver(statistics, full);
  return status;
}

static dlx_status refuse(dlx_status status, dlx_statistics *statistics) {
  dlx_statistics none;
  memset(&none, 0, sizeof none);
  dlx_statistics_deliver(statistics, &none);
  return status;
}

dlx_status dlx_solve(dlx_solver *solver, const dlx_search *search, dlx_statistics *statistics) {
  if (!solver) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  dlx_status status = dlx_options_honoured(solver, DLX_ENTRY_SOLVE);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = 0;
  search_settings settings = settings_of(solver, search, &plan);
  dlx_statistics full;
  status = dlx_planned_search(solver, &settings, NULL, 0, &full);
  return finish(solver, status, &full, plan, statistics);
}

dlx_status dlx_solve_part(dlx_solver *solver, const dlx_search *search, uint32_t part,
                          uint32_t parts, unsigned threads, dlx_statistics *statistics) {
  if (!solver) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  unsigned entry_point = parts > 1     ? DLX_ENTRY_PART
                         : threads > 1 ? DLX_ENTRY_PARALLEL
                                       : DLX_ENTRY_SOLVE;
  dlx_status status = dlx_options_honoured(solver, entry_point);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = entry_point == DLX_ENTRY_SOLVE ? 0 : DLX_PLAN_THREADS;
  search_settings settings = settings_of(solver, search, &plan);
  dlx_statistics full;
  status = dlx_planned_part_search(solver, &settings, part, parts, threads, &full);
  return finish(solver, status, &full, plan, statistics);
}

dlx_status dlx_solve_parallel(dlx_solver *solver, const dlx_search *search, unsigned threads,
                              dlx_statistics *statistics) {
  return dlx_solve_part(solver, search, 1, 1, threads, statistics);
}

dlx_status dlx_iterator_create(dlx_solver *solver, const dlx_search *search,
                               dlx_iterator **iterator) {
  if (!iterator) return DLX_ERROR_NULL_ARGUMENT;
  *iterator = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  dlx_status status = dlx_options_honoured(solver, DLX_ENTRY_ITERATOR);
  if (status != DLX_OK) return status;
  search_settings settings = settings_of(solver, search, NULL);
  settings.on_solution = NULL;
  settings.context = NULL;
  return dlx_iterator_start(solver, &settings, iterator);
}

dlx_status dlx_sample(dlx_solver *solver, const dlx_search *search, uint64_t samples, uint64_t seed,
                      dlx_statistics *statistics) {
  if (!solver || !search) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  dlx_status status = dlx_options_honoured(solver, DLX_ENTRY_SAMPLE);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = DLX_PLAN_SAMPLES;
  search_settings settings = settings_of(solver, search, &plan);
  dlx_statistics full;
  status = dlx_memo_sample(solver, &settings, samples, seed, &full);
  return finish(solver, status, &full, plan, statistics);
}

dlx_status dlx_solve_cheapest(dlx_solver *solver, const dlx_search *search,
                              const dlx_cheapest *cheapest, dlx_statistics *statistics) {
  if (!solver) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  dlx_status status = dlx_options_honoured(solver, DLX_ENTRY_CHEAPEST);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = DLX_PLAN_COSTS;
  search_settings settings = settings_of(solver, search, &plan);
  dlx_statistics full;
  status = dlx_cheapest_search(solver, &settings, cheapest, &full);
  return finish(solver, status, &full, plan, statistics);
}
