/* internal_settings.h: what one search runs by inside the engine (the caller's request and the
 * solver's options put together by entry_points.c), and the stop flag's layout. Not installed. */
#ifndef DLX_INTERNAL_SETTINGS_H
#define DLX_INTERNAL_SETTINGS_H

#include <stdatomic.h>
#include <stdbool.h>

#include "dlx.h"

struct dlx_stop {
  atomic_int raised;
};

/* Whether a stop flag (NULL: none) was raised: a relaxed atomic load, as searches read it. */
static inline bool stop_raised(const dlx_stop *stop) {
  return stop && atomic_load_explicit(&((dlx_stop *)stop)->raised, memory_order_relaxed);
}

typedef struct search_settings {
  uint64_t solution_limit;
  uint64_t node_limit;
  const uint32_t *preselected_options;
  size_t preselected_count;
  const dlx_stop *stop;
  dlx_solution_callback on_solution;
  void *context;
  dlx_representation representation;
  dlx_switch forced_options, item_domination, tie_break;
  dlx_progress_callback on_progress;
  void *progress_context;
  uint64_t progress_interval_nodes;
  int restarts;
  uint64_t restart_seed;
  uint64_t restart_unit_nodes;
  dlx_memo_mode memo;
  uint64_t memo_bytes;
  dlx_count *exact_count;
  dlx_zdd_callback on_zdd_node;
  void *zdd_context;
  dlx_switch symmetry;
  dlx_switch weighted_branching;
  uint32_t *plan; /* if not NULL, the strategies that run add their DLX_PLAN_* bits to it */
} search_settings;

#endif
