/* internal_compiled_problem.h: the problem compiled once into plain arrays (compiled_problem.c),
 * read by every part of the engine that walks the options as arrays rather than as links: the
 * bitset build (bitset_build.c), the splitter (split.c), the memo (memo.c), symmetry (symmetry.c)
 * and the cheapest-solution search (cost_search.c). Not installed.
 *
 * The view is built at the first dlx_compiled_problem_get of a solver and kept in it, as the
 * bitset is, so that the parts of one search, and the searches after it, share one copy. A search
 * that needs none of those parts (a plain search on the links) never builds it. It changes only
 * through the calls that change the problem: dlx_add_option drops it whole (and the bitset, whose
 * arrays are the view's), dlx_set_item_bounds and dlx_set_option_cost only its bounds or costs,
 * rebuilt at the next dlx_compiled_problem_get. A search never changes it.
 */
#ifndef DLX_INTERNAL_COMPILED_PROBLEM_H
#define DLX_INTERNAL_COMPILED_PROBLEM_H

#include "internal.h"

/* Items are numbered from 0, the primary ones first; options by id. */
struct compiled_problem {
  uint32_t primary_count, secondary_count, item_count, option_count;
  uint32_t entry_count; /* option entries in all */
  /* Option o's entries are option_start[o] .. option_start[o+1]-1: its primary items first, up to
   * primary_end[o], then its secondary items, each group in the order the option gave them; each
   * entry has an item and a color (0: none). */
  const uint32_t *option_start, *primary_end;
  const uint32_t *entry_item;
  const int32_t *entry_color;
  /* Item i's options, ascending, are item_option[item_start[i] .. item_start[i+1]-1] (primary and
   * secondary items alike), each with the color it gives i. */
  const uint32_t *item_start, *item_option;
  const int32_t *item_option_color;
  bool colored; /* some option has a color */
  /* Each primary item's bounds; NULL while every one is [1, 1] (bounded_item_count 0). */
  const uint32_t *lower, *upper;
  uint32_t bounded_item_count;
  /* Each option's cost; NULL while no cost was ever set (every cost 0). */
  const uint32_t *cost;
  /* The parts made stale since it was built (COMPILED_BOUNDS, COMPILED_COSTS, below): rebuilt at
   * the next dlx_compiled_problem_get. */
  unsigned stale;
  /* compiled_problem.c's own way out, so that the builder (solver.c), which calls nothing above
   * it, frees the view as it frees the bitset. */
  void (*free_view)(compiled_problem *view);
};

/* The solver's view, built now if it is not kept yet, its stale parts rebuilt: DLX_OK, or
 * DLX_ERROR_OUT_OF_MEMORY. Valid until the problem changes (see above). */
dlx_status dlx_compiled_problem_get(dlx_solver *solver, const compiled_problem **view);

/* What a change of the problem makes stale: the options (the whole view), the bounds, the costs. */
enum { COMPILED_OPTIONS = 1u, COMPILED_BOUNDS = 2u, COMPILED_COSTS = 4u };

/* Drops what `changed` made stale: the whole view for COMPILED_OPTIONS (whose caller frees the
 * bitset too: its arrays are the view's), else marks the parts to rebuild. */
static inline void dlx_compiled_problem_invalidate(dlx_solver *solver, unsigned changed) {
  compiled_problem *view = solver->compiled;
  if (!view) return;
  if (changed & COMPILED_OPTIONS) {
    view->free_view(view);
    solver->compiled = NULL;
  } else {
    view->stale |= changed;
  }
}

#endif
