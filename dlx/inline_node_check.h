/* inline_node_check.h: what every search of the engine asks before it visits a node (links.c,
 * bounds.c, bitset_search.c): whether the node limit is reached, whether a stop was requested, and
 * whether a progress report is due. Written once here, so the three searches stop and report alike.
 * Not installed.
 *
 * A stop comes from the caller's stop flag (dlx_stop, raised by a
 * signal handler of the searching thread or between searches), or from the solver's thread_stop
 * (internal.h), an atomic flag that dlx_solve_parallel sets from another thread. Both are read
 * every 1024 nodes, with the progress check, so the hot path pays one compare and one mask.
 */
#ifndef DLX_INLINE_NODE_CHECK_H
#define DLX_INLINE_NODE_CHECK_H

#include "internal.h"
#include "internal_progress.h"

static inline void node_check_start(node_check *check, const dlx_solver *solver,
                                    const search_settings *search) {
  check->node_limit = search->node_limit;
  check->stop = search->stop;
  check->thread_stop = solver->thread_stop;
  dlx_progress_reporter_start(&check->progress, search);
  check->node_refill = solver->node_refill;
  check->node_refill_context = solver->node_refill_context;
}

static inline bool stop_is_requested(const dlx_stop *stop, const atomic_int *thread_stop) {
  if (stop_raised(stop)) return true;
  return thread_stop && atomic_load_explicit(thread_stop, memory_order_relaxed) != 0;
}

/* Before the search visits its node number node_total + 1: DLX_OK to visit it, else
 * DLX_STOPPED_AT_NODE_LIMIT or DLX_STOPPED_BY_REQUEST. Sets *progress_due when a report is due: the
 * search then walks its own stack for Knuth's estimate and calls dlx_progress_report. At the node
 * limit, a thread's search asks for more nodes first (node_refill). */
static ALWAYS_INLINE dlx_status node_check_before_node(node_check *check, uint64_t node_total,
                                                       bool *progress_due) {
  if (node_total == check->node_limit && check->node_limit != 0 &&
      !(check->node_refill && check->node_refill(check->node_refill_context, &check->node_limit)))
    return DLX_STOPPED_AT_NODE_LIMIT;
  if ((node_total & (NODES_BETWEEN_STOP_CHECKS - 1)) == 0) {
    if (stop_is_requested(check->stop, check->thread_stop)) return DLX_STOPPED_BY_REQUEST;
    *progress_due = progress_is_due(&check->progress, node_total);
  }
  return DLX_OK;
}

#endif
