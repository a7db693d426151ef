/* internal_progress.h: the progress reports of a search (progress.c), shared by the two
 * representations (links.c, bounds.c, bitset_search.c, through inline_node_check.h) and by
 * dlx_solve_parallel (parallel.c). Not installed.
 */
#ifndef DLX_INTERNAL_PROGRESS_H
#define DLX_INTERNAL_PROGRESS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "dlx.h"

typedef struct search_settings search_settings; /* internal.h */

#define PROGRESS_DEFAULT_INTERVAL_NODES (UINT64_C(1) << 16)

/* When the next report of a search is due, and what the last one said. */
typedef struct progress_reporter {
  dlx_progress_callback on_progress; /* NULL: no reports */
  void *context;
  uint64_t interval_nodes;
  uint64_t next_report_nodes;
  double fraction_done; /* of the last report */
  uint64_t solutions;   /* of the last report */
} progress_reporter;

void dlx_progress_reporter_start(progress_reporter *reporter, const search_settings *search);

/* The searches ask this only when the stop flag is read, every 1024 nodes. */
static inline bool progress_is_due(const progress_reporter *reporter, uint64_t nodes) {
  return reporter->on_progress && nodes >= reporter->next_report_nodes;
}

/* Reports; fraction_done is clamped to [0, 1] and to no less than the last report's, solutions
 * to no fewer than the last report's (a search that starts again after a trial, as symmetry's and
 * the memo's automatic modes do, counts from 0 again: both counts are lower bounds). */
void dlx_progress_report(progress_reporter *reporter, uint64_t solutions, uint64_t nodes,
                         double fraction_done);

/* The last report of a search that ended with `status`: fraction 1 when it found every solution
 * (DLX_OK), else the fraction of the previous report. */
void dlx_progress_report_end(progress_reporter *reporter, dlx_status status, uint64_t solutions,
                             uint64_t nodes);

/* Knuth's estimate, accumulated from the top of the choice stack down: add each level's 0-based
 * index of the option being tried and the number of options of its item. */
typedef struct progress_estimate {
  double fraction_done;
  double weight; /* of one subtree at the current level: the product of 1 / degree above it */
} progress_estimate;

static inline progress_estimate progress_estimate_start(void) {
  return (progress_estimate){.fraction_done = 0.0, .weight = 1.0};
}

void dlx_progress_estimate_add_level(progress_estimate *estimate, uint64_t index, uint64_t degree);

/* Passes on the reports of a search that is part of another, as the other's: after
 * solutions_before solutions and nodes_before nodes and a fraction done_before of its tree, the
 * part's solutions counted `scale` times each and its fraction weighing `weight` (the symmetric
 * count's classes, symmetric_count.c; the plain search after a trial, plain_search.c). Give
 * dlx_progress_relay_report as the part's on_progress and the relay as its context. */
typedef struct progress_relay {
  progress_reporter *reporter;
  double done_before, weight;
  uint64_t scale, solutions_before, nodes_before;
} progress_relay;

void dlx_progress_relay_report(void *relay, const dlx_progress *progress);

/* Sets part (a copy of the caller's search) to report, through relay and reporter, as the
 * caller's search going on after a trial that reported `solutions` and `fraction_done` in
 * `nodes` nodes (the memo after the automatic trial, run_search.c; the plain search after a
 * trial, plain_search.c): its nodes after the trial's, its solutions and fractions never below
 * the trial's. Nothing is relayed when the caller asked for no reports. */
void dlx_progress_relay_after_trial(progress_relay *relay, progress_reporter *reporter,
                                    const search_settings *caller, search_settings *part,
                                    uint64_t solutions, uint64_t nodes, double fraction_done);

/* Work that a search does outside its nodes (looking for symmetry classes, symmetry.c): about
 * every PHASE_WORK_BETWEEN_CHECKS units of it (a unit: a vertex or an edge visited, a few
 * nanoseconds), the caller's on_progress is called again with the figures of the last report, so
 * that a callback that watches a clock (the timeouts of the Python and JavaScript packages) can
 * raise the stop flag, and then the flag is read. Once it was seen raised, the phase's check
 * (symmetry.c) stays true. */
#define PHASE_WORK_BETWEEN_CHECKS (UINT64_C(1) << 18)

typedef struct phase_watch {
  const dlx_stop *stop;
  dlx_progress_callback on_progress;
  void *context;
  dlx_progress last;
  uint64_t next_check;
  bool stopped;
} phase_watch;

/* Watches a phase of `search` whose last report said `last` (solutions, nodes and fraction done;
 * zeros before any). */
void dlx_phase_watch_start(phase_watch *watch, const search_settings *search,
                           const dlx_progress *last);

void dlx_phase_watch_check(phase_watch *watch, uint64_t work);

/* Whether the caller asked to stop, its work so far `work` (never decreasing); NULL: never. */

/* What a search watches before each node (inline_node_check.h): its node limit, the stop flags
 * and when progress is due. */
#define NODES_BETWEEN_STOP_CHECKS 1024 /* a power of two; dlx.h documents it */

typedef struct node_check {
  uint64_t node_limit; /* 0: none */
  const dlx_stop *stop;
  const atomic_int *thread_stop;
  progress_reporter progress;
  bool (*node_refill)(void *context, uint64_t *node_limit); /* the solver's (internal.h) */
  void *node_refill_context;
} node_check;

#endif
