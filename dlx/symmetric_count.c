/* symmetric_count.c: the exact count with symmetry classes (internal_symmetry.h says why it is
 * exact): after the plain trial of DLX_SWITCH_AUTOMATIC, the classes of a root item's options
 * (symmetry.c), then one plain search per class with its representative preselected, whose count
 * is multiplied by the class's size. Without classes, the plain search from the start.
 */
#include "internal_progress.h"
#include "internal_symmetry.h"

#include <math.h>
#include <string.h>

bool dlx_symmetry_applies(const dlx_solver *solver, const dlx_search *search) {
  return search->symmetry != DLX_SWITCH_OFF && !search->on_solution && !search->solution_limit &&
         search->preselected_count == 0 && solver->bounded_item_count == 0;
}

/* Adds size * solutions to an exact count. */
static dlx_status add_class_count(dlx_count *total, dlx_count *term, uint64_t solutions,
                                  uint32_t size) {
  dlx_status status = dlx_count_set(term, solutions);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, size);
  if (status == DLX_OK) status = dlx_count_add(total, term);
  return status;
}

/* The count by classes, after the trial's nodes and updates. */
static dlx_status count_by_classes(dlx_solver *solver, const dlx_search *search,
                                   const symmetry_classes *classes, const dlx_statistics *trial,
                                   double fraction_done_before, const plain_searcher *searcher,
                                   dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  statistics->nodes = trial->nodes;
  statistics->updates = trial->updates;
  dlx_count *total = NULL, *term = NULL;
  if (search->exact_count &&
      (dlx_count_create(&total) != DLX_OK || dlx_count_create(&term) != DLX_OK)) {
    dlx_count_destroy(total);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  progress_reporter reporter;
  progress_reporter_start(&reporter, search);
  reporter.fraction_done = fraction_done_before; /* the trial's reports never go back */
  reporter.solutions = trial->solutions;
  progress_relay progress = {.reporter = &reporter};
  dlx_search part = *search;
  part.memo = DLX_MEMO_OFF;
  part.symmetry = DLX_SWITCH_OFF;
  part.exact_count = NULL;
  part.preselected_count = 1;
  if (part.representation == DLX_REPRESENTATION_AUTOMATIC) /* as the whole search would run */
    part.representation = dlx_choose_representation(solver, 0);
  if (search->on_progress) {
    part.on_progress = progress_relay_report;
    part.progress_context = &progress;
  }
  dlx_status status = DLX_OK;
  for (uint32_t k = 0; k < classes->class_count && status == DLX_OK; k++) {
    uint32_t representative = classes->representative[k], size = classes->size[k];
    part.preselected_options = &representative;
    if (search->node_limit) {
      if (statistics->nodes >= search->node_limit) {
        status = DLX_STOPPED_AT_NODE_LIMIT;
        break;
      }
      part.node_limit = search->node_limit - statistics->nodes;
    }
    progress.scale = size;
    progress.weight = (double)size / classes->root_option_count;
    progress.solutions_before = statistics->solutions;
    progress.nodes_before = statistics->nodes;
    dlx_statistics searched;
    status = searcher ? searcher->run(solver, &part, searcher->context, &searched)
                      : dlx_run_plain_search(solver, &part, NULL, 0, &searched);
    if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) status = DLX_OK; /* an option alone never is */
    if (status >= DLX_ERROR_OUT_OF_MEMORY) break;
    statistics->nodes = saturating_add(statistics->nodes, searched.nodes);
    statistics->updates = saturating_add(statistics->updates, searched.updates);
    statistics->representation = searched.representation;
    statistics->solutions =
        saturating_add(statistics->solutions, saturating_multiply(searched.solutions, size));
    if (total && add_class_count(total, term, searched.solutions, size) != DLX_OK)
      status = DLX_ERROR_OUT_OF_MEMORY;
    progress.done_before += progress.weight;
  }
  statistics->symmetry_item = classes->root_item;
  statistics->symmetry_item_options = classes->root_option_count;
  statistics->symmetry_classes = classes->class_count;
  if (total && status < DLX_ERROR_OUT_OF_MEMORY &&
      (dlx_count_set(search->exact_count, 0) != DLX_OK ||
       dlx_count_add(search->exact_count, total) != DLX_OK))
    status = DLX_ERROR_OUT_OF_MEMORY;
  dlx_count_destroy(total);
  dlx_count_destroy(term);
  if (status < DLX_ERROR_OUT_OF_MEMORY)
    progress_report_end(&reporter, status, statistics->solutions, statistics->nodes);
  return status;
}

/* A search cut short after the trial: its count and the trial's are both lower bounds, and the
 * larger is kept (as its progress reports did). */
static dlx_status keep_larger_lower_bound(const dlx_search *search, const dlx_statistics *trial,
                                          dlx_status status, dlx_statistics *statistics) {
  if (status == DLX_OK || status >= DLX_ERROR_OUT_OF_MEMORY) return status;
  if (trial->solutions <= statistics->solutions) return status;
  statistics->solutions = trial->solutions;
  if (search->exact_count && dlx_count_set(search->exact_count, trial->solutions) != DLX_OK)
    return DLX_ERROR_OUT_OF_MEMORY;
  return status;
}

dlx_status dlx_symmetric_search(dlx_solver *solver, const dlx_search *search,
                                const automatic_trial *earlier_trial,
                                const plain_searcher *searcher, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  bool automatic = search->symmetry == DLX_SWITCH_AUTOMATIC;
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  if (earlier_trial) {
    trial = *earlier_trial;
  } else if (automatic) {
    bool stopped_for_classes;
    dlx_status status = dlx_run_automatic_trial(solver, search, &trial, &stopped_for_classes);
    if (!stopped_for_classes) {
      *statistics = trial.statistics;
      return status;
    }
  }
  symmetry_classes classes;
  bool found = false;
  dlx_status status = dlx_find_symmetry_classes(solver, false, &classes, &found);
  if (status != DLX_OK && !automatic) {
    memset(statistics, 0, sizeof *statistics);
    return status;
  }
  if (found) {
    status = count_by_classes(solver, search, &classes, &trial.statistics, trial.fraction_done,
                              searcher, statistics);
    dlx_symmetry_classes_free(&classes);
    return keep_larger_lower_bound(search, &trial.statistics, status, statistics);
  }
  status = dlx_run_plain_after_trial(solver, search, NULL, 0, &trial.statistics,
                                     trial.fraction_done, searcher, statistics);
  return keep_larger_lower_bound(search, &trial.statistics, status, statistics);
}
