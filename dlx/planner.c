/* planner.c: the searches of dlx.h, and the one place that decides what runs for each, from the
 * caller's dlx_search, the solver's options and the problem. An entry point puts the first two
 * together into the engine's search_settings, refuses an option it cannot honour, and hands back
 * the statistics with the plan that ran. What runs: the randomised restarts (restarts.c) for a
 * first solution, the memo (memo.c) after the automatic
 * trial (plain_search.c), the count by symmetry classes (symmetric_count.c), the split over threads
 * and parts (parallel.c), or the plain search (plain_search.c, which picks the representation).
 * dlx_iterator lists by symmetry classes (symmetric_listing.c) or plainly (plain_listing.c). Each
 * strategy runs to its end without calling back up here; the plain searches and listings that the
 * strategies run of their own (classes, runs, subtrees) are the ones this file hands them.
 */
#include "internal.h"
#include "internal_bounds.h"
#include "internal_iterator.h"
#include "internal_memo.h"
#include "internal_options.h"
#include "internal_progress.h"
#include "internal_restarts.h"
#include "internal_split.h"
#include "internal_statistics.h"
#include "internal_symmetry.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* What the strategies below run their plain searches and listings with. */
static const plain_searches plain = {
    .search = dlx_run_plain_search,
    .trial = dlx_run_automatic_trial,
    .after_trial = dlx_run_plain_after_trial,
    .listing_start = dlx_plain_listing_start,
    .listing_next = dlx_plain_listing_next,
    .listing_status = dlx_plain_listing_status,
    .listing_destroy = dlx_plain_listing_destroy,
};

/* The plain search, or the count with symmetry classes where it applies (symmetric_count.c);
 * after the automatic trial and the memo's when `trial` is not NULL. */
static dlx_status run_counting_search(dlx_solver *solver, const search_settings *search,
                                      const uint32_t *path, size_t path_count,
                                      const automatic_trial *trial, dlx_statistics *statistics) {
  if (path_count == 0 && dlx_symmetry_applies(solver, search))
    return dlx_symmetric_search(solver, search, trial, NULL, &plain, statistics);
  if (trial)
    return dlx_run_plain_after_trial(solver, search, path, path_count, &trial->statistics,
                                     trial->fraction_done, NULL, statistics);
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
}

/* Nor when the key of a residual problem passes this (16,384 primary items): the boards where the
 * memo wins have a few hundred, and on a chain of 100,000 forced items its trial alone took 11 MB
 * (tests/cli/run_limits.sh wants memory in proportion to the size). */
#define MEMO_AUTOMATIC_MAXIMUM_KEY_BYTES 2048

/* The memoized count (memo.c) when the search asks for it and it applies; else, or when
 * DLX_MEMO_AUTOMATIC gave it up, the count without it, charged with the trials' nodes.
 * DLX_MEMO_AUTOMATIC first runs the automatic trial (plain_search.c): a search that ends within it
 * is the answer (a small problem pays nothing for the memo), and its estimate of the plain
 * search's nodes is what the memo's trial is judged against; it gives way to DLX_SWITCH_ON of
 * symmetry, which looks for classes at once. The frontier cost is computed only
 * then, so that a search that ends at once never holds the memo's copy of the problem. */
static dlx_status run_search(dlx_solver *solver, const search_settings *search,
                             const uint32_t *path, size_t path_count, dlx_statistics *statistics) {
  if (search->memo == DLX_MEMO_OFF || path_count > 0 || !dlx_memo_applies(search) ||
      (search->memo == DLX_MEMO_AUTOMATIC && search->symmetry == DLX_SWITCH_ON))
    return run_counting_search(solver, search, path, path_count, NULL, statistics);
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  double plain_node_estimate = INFINITY;
  if (search->memo == DLX_MEMO_AUTOMATIC) {
    bool stopped_for_more;
    dlx_status status = dlx_run_automatic_trial(solver, search, &trial, &stopped_for_more);
    if (!stopped_for_more) {
      *statistics = trial.statistics;
      return status;
    }
    double frontier_cost;
    if (dlx_memo_key_bytes(solver) > MEMO_AUTOMATIC_MAXIMUM_KEY_BYTES ||
        dlx_memo_frontier_cost(solver, &frontier_cost) != DLX_OK ||
        frontier_cost > DLX_MEMO_HOPELESS_FRONTIER_COST)
      return run_counting_search(solver, search, path, path_count, &trial, statistics);
    plain_node_estimate = trial.tree_nodes;
  }
  /* After the trial, the memo's reports go on from the trial's: nodes, solutions and fraction. */
  search_settings memo_search = *search;
  progress_reporter reporter;
  progress_relay relay;
  dlx_progress_relay_after_trial(&relay, &reporter, search, &memo_search,
                                 trial.statistics.solutions, trial.statistics.nodes,
                                 trial.fraction_done);
  bool ran;
  dlx_statistics memo;
  memset(&memo, 0, sizeof memo);
  dlx_status status = dlx_memo_solve(solver, &memo_search, plain_node_estimate, &memo, &ran);
  memo.nodes = saturating_add(memo.nodes, trial.statistics.nodes);
  if (ran || (status == DLX_ERROR_OUT_OF_MEMORY && search->memo == DLX_MEMO_ON)) {
    *statistics = memo;
    return status;
  }
  if (search->plan) *search->plan |= DLX_PLAN_MEMO_ABANDONED;
  trial.statistics.nodes = memo.nodes;
  trial.statistics.updates = saturating_add(trial.statistics.updates, memo.updates);
  if (memo.solutions > trial.statistics.solutions) trial.statistics.solutions = memo.solutions;
  if (reporter.fraction_done > trial.fraction_done) trial.fraction_done = reporter.fraction_done;
  status = run_counting_search(solver, search, path, path_count, &trial, statistics);
  statistics->memo_hits = memo.memo_hits;
  statistics->memo_entries = memo.memo_entries;
  statistics->memo_peak_bytes = memo.memo_peak_bytes;
  statistics->memo_capped = memo.memo_capped;
  statistics->memo_replaced = memo.memo_replaced;
  return status;
}

dlx_status dlx_planned_search(dlx_solver *solver, const search_settings *search,
                              const uint32_t *path, size_t path_count, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  search_settings everything = {0};
  if (!search) search = &everything;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  if (path_count > 0 && (!path || !dlx_has_bounds(solver))) return DLX_ERROR_NULL_ARGUMENT;
  dlx_status status;
  if (search->restarts && search->solution_limit == 1 && path_count == 0) {
    if (search->plan) *search->plan |= DLX_PLAN_RESTARTS;
    status = dlx_restarts_solve(solver, search, &plain, statistics);
  } else
    status = run_search(solver, search, path, path_count, statistics);
  /* The memo and the count with symmetry fill the exact count themselves; a plain search counts
   * one node per solution. */
  if (search->exact_count && !statistics->memo && !statistics->symmetry_classes &&
      dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
    status = DLX_ERROR_OUT_OF_MEMORY;
  return status;
}

/* The plain searcher of the count with symmetry on threads: each class's search, and the plain
 * search when there are no classes, split over the threads (context: the number of threads). */
static dlx_status search_on_threads(dlx_solver *solver, const search_settings *search,
                                    void *context, dlx_statistics *statistics) {
  search_settings plain_part = *search;
  plain_part.symmetry = DLX_SWITCH_OFF;
  return dlx_part_search(solver, &plain_part, 1, 1, *(const unsigned *)context, &plain, statistics);
}

dlx_status dlx_planned_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                                   uint32_t parts, unsigned threads, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (part == 0 || part > parts) return DLX_ERROR_PART_OUT_OF_RANGE;
  if (threads == 0) threads = 1;
  if (parts == 1 && threads == 1) return dlx_planned_search(solver, search, NULL, 0, statistics);
  search_settings everything = {0};
  if (!search) search = &everything;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;

  /* The engine judges the preselection as dlx_solve would, with one node. */
  search_settings probe = {.preselected_options = search->preselected_options,
                           .preselected_count = search->preselected_count,
                           .node_limit = 1};
  dlx_status status = dlx_run_plain_search(solver, &probe, NULL, 0, statistics);
  memset(statistics, 0, sizeof *statistics);
  if (status != DLX_OK && status != DLX_STOPPED_AT_NODE_LIMIT) return status;
  if (parts == 1 && dlx_symmetry_applies(solver, search)) {
    plain_searcher on_threads = {.run = search_on_threads, .context = &threads};
    status = dlx_symmetric_search(solver, search, NULL, &on_threads, &plain, statistics);
    /* A count with classes filled the exact count; a trial that ended the search did not. */
    if (search->exact_count && !statistics->symmetry_classes && status < DLX_ERROR_OUT_OF_MEMORY &&
        dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
      status = DLX_ERROR_OUT_OF_MEMORY;
    return status;
  }
  if (parts == 1) return dlx_part_search(solver, search, part, parts, threads, &plain, statistics);
  dlx_split_mode mode;
  status = dlx_split_part_search(solver, search, part, parts, threads, &plain, &mode, statistics);
  if (search->fractions) search->fractions->mode = mode;
  /* The count by classes and the memo filled the exact count; the plain split did too. */
  return status;
}

/* The plan's bits that the statistics and the problem tell, added to those the strategies gave. */
static uint32_t plan_of(const dlx_solver *solver, const dlx_statistics *statistics, uint32_t plan) {
  if (statistics->representation == DLX_REPRESENTATION_BITSET) plan |= DLX_PLAN_BITSET;
  if (solver->bounded_item_count) plan |= DLX_PLAN_BOUNDS;
  if (statistics->memo) plan |= DLX_PLAN_MEMO;
  if (statistics->symmetry_classes) plan |= DLX_PLAN_SYMMETRY;
  return plan;
}

/* The listing of dlx_iterator: by symmetry classes when they apply (symmetric_listing.c), else the
 * plain listing. */
struct dlx_iterator {
  const dlx_solver *solver;
  plain_listing *plain;         /* NULL when the listing goes by classes */
  symmetric_listing *symmetric; /* NULL for the plain listing */
  uint64_t trial_nodes;         /* of a trial after which the plain listing runs */
};

static dlx_status iterator_start(dlx_solver *solver, const search_settings *search,
                                 dlx_iterator **result) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  *result = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_iterator *iterator = calloc(1, sizeof *iterator);
  if (!iterator) return DLX_ERROR_OUT_OF_MEMORY;
  iterator->solver = solver;
  const search_settings every_solution = {0};
  dlx_status status = dlx_symmetric_listing_start(solver, search ? search : &every_solution, &plain,
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
  if (iterator)
    full.plan = plan_of(iterator->solver, &full, iterator->trial_nodes ? DLX_PLAN_TRIAL : 0);
  dlx_statistics_deliver(statistics, &full);
  return status;
}

void dlx_iterator_destroy(dlx_iterator *iterator) {
  if (!iterator) return;
  dlx_symmetric_listing_destroy(iterator->symmetric);
  dlx_plain_listing_destroy(iterator->plain);
  free(iterator);
}

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
  return dlx_solve_part_into(solver, search, part, parts, threads, NULL, statistics);
}

dlx_status dlx_solve_part_into(dlx_solver *solver, const dlx_search *search, uint32_t part,
                               uint32_t parts, unsigned threads, dlx_part_result *result,
                               dlx_statistics *statistics) {
  if (!solver) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  unsigned entry_point = parts > 1     ? DLX_ENTRY_PART
                         : threads > 1 ? DLX_ENTRY_PARALLEL
                                       : DLX_ENTRY_SOLVE;
  dlx_status status = dlx_options_honoured(solver, entry_point);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = entry_point == DLX_ENTRY_SOLVE ? 0 : DLX_PLAN_THREADS;
  search_settings settings = settings_of(solver, search, &plan);
  settings.fractions = result;
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
  return iterator_start(solver, &settings, iterator);
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
