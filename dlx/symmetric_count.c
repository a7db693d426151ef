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

/* The nodes of AUTOMATIC's plain trial: about what looking for classes may cost, which grows with
 * the size of the problem (a few refinements of the graph of items and options per automorphism
 * found): half its items, options and entries, from 4,096 to 65,536 nodes. Measured
 * (bench/README.md): 14 queens look in 0.12 ms, pentominoes 6x10 in 1.9 ms, Latin squares of 5 in
 * 0.7 ms. */
static uint64_t symmetry_trial_nodes(const dlx_solver *solver) {
  uint64_t nodes = (uint64_t)solver->node_count / 2; /* items, spacers and entries */
  return nodes < 4096 ? 4096 : nodes > 65536 ? 65536 : nodes;
}

/* AUTOMATIC's trial: the plain search, watched every 1,024 nodes. Once it has run trial_nodes,
 * Knuth's estimate of its tree decides: under three times the nodes so far, the plain search goes
 * on to its end (starting again with classes, at best half the tree, would cost about as much as
 * what is left); else it stops, for the classes. Meanwhile the caller's stop request is passed on
 * (so the trial stops within 2,048 nodes of it, not 1,024), and the caller's reports are relayed.
 */
typedef struct symmetry_trial {
  const dlx_search *caller;
  progress_reporter reporter;
  uint64_t trial_nodes;
  volatile sig_atomic_t stop;
  bool decided, stopped_for_classes;
} symmetry_trial;

static void watch_trial(void *context, const dlx_progress *progress) {
  symmetry_trial *trial = context;
  if (trial->caller->stop_request && *trial->caller->stop_request) trial->stop = 1;
  if (!trial->decided && progress->nodes >= trial->trial_nodes) {
    trial->decided = true;
    double tree =
        progress->fraction_done > 0 ? (double)progress->nodes / progress->fraction_done : INFINITY;
    if (tree >= 3.0 * (double)progress->nodes) {
      trial->stopped_for_classes = true;
      trial->stop = 1;
    }
  }
  if (!trial->stop && progress_is_due(&trial->reporter, progress->nodes))
    progress_report(&trial->reporter, progress->solutions, progress->nodes,
                    progress->fraction_done);
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
                                const dlx_statistics *earlier_trial, const plain_searcher *searcher,
                                dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  bool automatic = search->symmetry == DLX_SWITCH_AUTOMATIC;
  dlx_statistics trial = {0};
  double fraction_done = 0;
  if (earlier_trial) {
    trial = *earlier_trial;
  } else if (automatic) {
    symmetry_trial watch = {.caller = search, .trial_nodes = symmetry_trial_nodes(solver)};
    watch.stop = search->stop_request ? *search->stop_request : 0;
    progress_reporter_start(&watch.reporter, search);
    dlx_search probe = *search;
    probe.stop_request = &watch.stop;
    probe.on_progress = watch_trial;
    probe.progress_context = &watch;
    probe.progress_interval_nodes = 1024;
    dlx_status status = dlx_run_plain_search(solver, &probe, NULL, 0, statistics);
    bool caller_stopped = search->stop_request && *search->stop_request;
    if (!watch.stopped_for_classes || caller_stopped || status != DLX_STOPPED_BY_REQUEST) {
      if (status < DLX_ERROR_OUT_OF_MEMORY) /* the caller's last report */
        progress_report_end(&watch.reporter, status, statistics->solutions, statistics->nodes);
      return status;
    }
    trial = *statistics;
    fraction_done = watch.reporter.fraction_done;
  }
  symmetry_classes classes;
  bool found = false;
  dlx_status status = dlx_find_symmetry_classes(solver, &classes, &found);
  if (status != DLX_OK && !automatic) {
    memset(statistics, 0, sizeof *statistics);
    return status;
  }
  if (found) {
    status =
        count_by_classes(solver, search, &classes, &trial, fraction_done, searcher, statistics);
    dlx_symmetry_classes_free(&classes);
    return keep_larger_lower_bound(search, &trial, status, statistics);
  }
  status = dlx_run_plain_after_trial(solver, search, NULL, 0, &trial, fraction_done, searcher,
                                     statistics);
  return keep_larger_lower_bound(search, &trial, status, statistics);
}
