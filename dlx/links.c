/* links.c: Algorithm X with dancing links, laid out as in Knuth's DLX1 (DLX2 with colors).
 *
 * Items 1..N (the caller's item k is item k+1) live in `items`, with left/right links and the
 * length of their list. Primary items form a circular list headed by item 0; secondary items form
 * one headed by item N+1, so they are covered like the others but never chosen. `nodes` holds,
 * first, the list head of every item (node i for item i), then the options one after another, each
 * followed by a spacer. A spacer's `up` is the first node of the option before it and its `down`
 * the last node of the option after it; its `top` is -(number of options before it), so no node
 * needs left/right links and an option's id can be read off the spacer that ends it.
 *
 * The search is iterative: choice[level] is the option node tried at that level. Every way out of
 * the search unwinds the stack, so the structure is always restored.
 */
#include "internal.h"
#include "internal_progress.h"

/* The core operations, as in Knuth's DLX1 and, with colors, DLX2. hide removes the other entries
 * of an option from their lists; cover removes an item and hides every option in its list. With
 * colors, purify keeps the options that give an item the chosen color (marking their entries -1)
 * and hides the others, and hide leaves alone the entries so marked. Every function is compiled
 * twice, with `colored` a constant, so that a problem without colors runs no color code at all.
 * Each returns the number of updates. */

static ALWAYS_INLINE uint64_t hide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                   bool colored) {
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    int32_t x = nodes[q].top;
    if (x <= 0) {
      q = nodes[q].up;
    } else {
      if (!colored || colors[q] >= 0) {
        int32_t up = nodes[q].up, down = nodes[q].down;
        nodes[up].down = down;
        nodes[down].up = up;
        items[x].length--;
        updates++;
      }
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void unhide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                 bool colored) {
  for (int32_t q = p - 1; q != p;) {
    int32_t x = nodes[q].top;
    if (x <= 0) {
      q = nodes[q].down;
    } else {
      if (!colored || colors[q] >= 0) {
        int32_t up = nodes[q].up, down = nodes[q].down;
        nodes[up].down = q;
        nodes[down].up = q;
        items[x].length++;
      }
      q--;
    }
  }
}

static ALWAYS_INLINE uint64_t cover(node *nodes, item *items, const int32_t *colors, int32_t i,
                                    bool colored) {
  uint64_t updates = 0;
  for (int32_t p = nodes[i].down; p != i; p = nodes[p].down)
    updates += hide(nodes, items, colors, p, colored);
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = right;
  items[right].left = left;
  return updates;
}

static ALWAYS_INLINE void uncover(node *nodes, item *items, const int32_t *colors, int32_t i,
                                  bool colored) {
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = i;
  items[right].left = i;
  for (int32_t p = nodes[i].up; p != i; p = nodes[p].up) unhide(nodes, items, colors, p, colored);
}

/* The item's head node holds the color it is purified with (0: not purified). */
static ALWAYS_INLINE uint64_t purify(node *nodes, item *items, int32_t *colors, int32_t p) {
  uint64_t updates = 0;
  int32_t color = colors[p], i = nodes[p].top;
  colors[i] = color;
  for (int32_t q = nodes[i].down; q != i; q = nodes[q].down) {
    if (colors[q] == color)
      colors[q] = -1;
    else
      updates += hide(nodes, items, colors, q, true);
  }
  return updates;
}

static ALWAYS_INLINE void unpurify(node *nodes, item *items, int32_t *colors, int32_t p) {
  int32_t color = colors[p], i = nodes[p].top;
  for (int32_t q = nodes[i].up; q != i; q = nodes[q].up) {
    if (colors[q] < 0)
      colors[q] = color;
    else
      unhide(nodes, items, colors, q, true);
  }
  colors[i] = 0;
}

/* Takes the item of entry p out of play: covered when uncolored, purified when colored; nothing
 * when p's color is already the item's (-1). */
static ALWAYS_INLINE uint64_t commit(node *nodes, item *items, int32_t *colors, int32_t p,
                                     bool colored) {
  if (!colored || colors[p] == 0) return cover(nodes, items, colors, nodes[p].top, colored);
  return colors[p] > 0 ? purify(nodes, items, colors, p) : 0;
}

static ALWAYS_INLINE void uncommit(node *nodes, item *items, int32_t *colors, int32_t p,
                                   bool colored) {
  if (!colored || colors[p] == 0)
    uncover(nodes, items, colors, nodes[p].top, colored);
  else if (colors[p] > 0)
    unpurify(nodes, items, colors, p);
}

static ALWAYS_INLINE uint64_t commit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                    int32_t p, bool colored) {
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].up;
    } else {
      updates += commit(nodes, items, colors, q, colored);
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void uncommit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                  int32_t p, bool colored) {
  for (int32_t q = p - 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].down;
    } else {
      uncommit(nodes, items, colors, q, colored);
      q--;
    }
  }
}

static uint32_t option_id_of_node(const node *nodes, int32_t p) {
  while (nodes[p].top > 0) p++;
  return (uint32_t)(-nodes[p].top - 1);
}

static bool item_is_active(const item *items, int32_t i) {
  return items[items[i].left].right == i;
}

/* Preselection takes an option's own entries out of their lists first, so that purifying its
 * items can never mark them, then commits every item of the option. */
static void detach_option(node *nodes, item *items, int32_t first) {
  for (int32_t q = first; nodes[q].top > 0; q++) {
    nodes[nodes[q].up].down = nodes[q].down;
    nodes[nodes[q].down].up = nodes[q].up;
    items[nodes[q].top].length--;
  }
}

static void reattach_option(node *nodes, item *items, int32_t last, int32_t first) {
  for (int32_t q = last; q >= first; q--) {
    nodes[nodes[q].up].down = q;
    nodes[nodes[q].down].up = q;
    items[nodes[q].top].length++;
  }
}

static void unselect_options(dlx_solver *solver, size_t selected_count) {
  node *nodes = solver->nodes;
  bool colored = solver->colors != NULL;
  while (selected_count > 0) {
    int32_t first = (int32_t)solver->first_node_of_option[solver->solution_ids[--selected_count]];
    int32_t last = first;
    while (nodes[last + 1].top > 0) last++;
    for (int32_t q = last; q >= first; q--)
      uncommit(nodes, solver->items, solver->colors, q, colored);
    reattach_option(nodes, solver->items, last, first);
  }
}

/* An option can join the preselection when every entry is still in its item's list (an entry
 * leaves it only when its option is hidden, or taken already) and its item is neither covered nor
 * purified with another color. */
static bool option_is_available(const dlx_solver *solver, int32_t first) {
  const node *nodes = solver->nodes;
  for (int32_t q = first; nodes[q].top > 0; q++) {
    int32_t x = nodes[q].top;
    if (nodes[nodes[q].up].down != q || !item_is_active(solver->items, x)) return false;
    if (solver->colors && solver->colors[x] != 0 && solver->colors[q] >= 0) return false;
  }
  return true;
}

/* Takes the preselected options one by one, recording their ids at the start of solution_ids. On
 * failure nothing stays selected. */
static dlx_status select_options(dlx_solver *solver, const uint32_t *ids, size_t count,
                                 uint64_t *updates) {
  node *nodes = solver->nodes;
  bool colored = solver->colors != NULL;
  for (size_t k = 0; k < count; k++) {
    dlx_status problem = DLX_OK;
    if (ids[k] >= solver->option_count)
      problem = DLX_ERROR_OPTION_OUT_OF_RANGE;
    else if (!option_is_available(solver, (int32_t)solver->first_node_of_option[ids[k]]))
      problem = DLX_PRESELECTED_OPTIONS_CONFLICT;
    if (problem) {
      unselect_options(solver, k);
      return problem;
    }
    int32_t first = (int32_t)solver->first_node_of_option[ids[k]];
    detach_option(nodes, solver->items, first);
    for (int32_t q = first; nodes[q].top > 0; q++)
      *updates += commit(nodes, solver->items, solver->colors, q, colored);
    solver->solution_ids[k] = ids[k];
  }
  return DLX_OK;
}

/* The primary item with the fewest options left, the leftmost among equals; stops looking at 0/1.
 */
static inline int32_t choose_item(const item *items) {
  int32_t best = items[0].right;
  int32_t fewest = items[best].length;
  for (int32_t i = items[best].right; fewest > 1 && i != 0; i = items[i].right) {
    if (items[i].length < fewest) {
      fewest = items[i].length;
      best = i;
    }
  }
  return best;
}

/* Knuth's estimate from the choice stack: a chosen item keeps its own list and length while it is
 * covered, so the option tried at a level is found by its place in that list. */
static void report_progress(const dlx_solver *solver, progress_reporter *reporter, int32_t level,
                            uint64_t solutions, uint64_t node_total) {
  const node *nodes = solver->nodes;
  progress_estimate estimate = progress_estimate_start();
  for (int32_t k = 0; k < level; k++) {
    int32_t chosen = solver->choice[k], item = nodes[chosen].top;
    uint64_t index = 0;
    for (int32_t q = nodes[item].down; q != chosen; q = nodes[q].down) index++;
    progress_estimate_add_level(&estimate, index, (uint64_t)solver->items[item].length);
  }
  progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

static ALWAYS_INLINE dlx_status run_search(dlx_solver *solver, const dlx_search *search,
                                           size_t preselected_count, dlx_statistics *statistics,
                                           bool colored) {
  node *nodes = solver->nodes;
  item *items = solver->items;
  int32_t *colors = solver->colors;
  int32_t *choice = solver->choice;
  const int32_t last_head = (int32_t)solver->item_count;
  const uint64_t solution_limit = search->solution_limit;
  const uint64_t node_limit = search->node_limit;
  const volatile sig_atomic_t *stop_request = search->stop_request;
  uint64_t solutions = 0, node_total = 0, updates = 0;
  dlx_status status = DLX_OK;
  int32_t level = 0;
  int32_t levels_with_known_ids = 0; /* solution_ids holds the ids of choice[0 .. this-1] */
  progress_reporter progress;
  progress_reporter_start(&progress, search);

enter_level:
  if (node_total == node_limit && node_limit != 0) {
    status = DLX_STOPPED_AT_NODE_LIMIT;
    goto unwind;
  }
  if ((node_total & 1023) == 0) {
    if (stop_request && *stop_request) {
      status = DLX_STOPPED_BY_REQUEST;
      goto unwind;
    }
    if (progress_is_due(&progress, node_total))
      report_progress(solver, &progress, level, solutions, node_total);
  }
  node_total++;
  if (items[0].right == 0) {
    solutions++;
    if (search->on_solution) {
      for (int32_t k = levels_with_known_ids; k < level; k++)
        solver->solution_ids[preselected_count + (size_t)k] = option_id_of_node(nodes, choice[k]);
      levels_with_known_ids = level;
      if (search->on_solution(search->context, solver->solution_ids,
                              preselected_count + (size_t)level)) {
        status = DLX_STOPPED_BY_CALLBACK;
        goto unwind;
      }
    }
    if (solutions == solution_limit) {
      status = DLX_STOPPED_AT_SOLUTION_LIMIT;
      goto unwind;
    }
    goto leave_level;
  }
  {
    int32_t best = choose_item(items);
    if (items[best].length == 0) goto leave_level;
    updates += cover(nodes, items, colors, best, colored);
    choice[level] = nodes[best].down;
  }

try_choice:
  if (choice[level] <= last_head) {
    uncover(nodes, items, colors, choice[level], colored);
    goto leave_level;
  }
  updates += commit_rest_of_option(nodes, items, colors, choice[level], colored);
  level++;
  goto enter_level;

leave_level:
  if (level == 0) goto done;
  level--;
  if (levels_with_known_ids > level) levels_with_known_ids = level;
  uncommit_rest_of_option(nodes, items, colors, choice[level], colored);
  choice[level] = nodes[choice[level]].down;
  goto try_choice;

unwind:
  while (level > 0) {
    level--;
    uncommit_rest_of_option(nodes, items, colors, choice[level], colored);
    uncover(nodes, items, colors, nodes[choice[level]].top, colored);
  }

done:
  progress_report_end(&progress, status, solutions, node_total);
  statistics->solutions = solutions;
  statistics->nodes = node_total;
  statistics->updates += updates;
  return status;
}

static dlx_status search_without_colors(dlx_solver *solver, const dlx_search *search,
                                        size_t preselected_count, dlx_statistics *statistics) {
  return run_search(solver, search, preselected_count, statistics, false);
}

static dlx_status search_with_colors(dlx_solver *solver, const dlx_search *search,
                                     size_t preselected_count, dlx_statistics *statistics) {
  return run_search(solver, search, preselected_count, statistics, true);
}

dlx_status dlx_links_solve(dlx_solver *solver, const dlx_search *search,
                           dlx_statistics *statistics) {
  uint64_t preselection_updates = 0;
  dlx_status status = select_options(solver, search->preselected_options, search->preselected_count,
                                     &preselection_updates);
  if (status != DLX_OK) return status;
  statistics->updates = preselection_updates;
  if (solver->colors)
    status = search_with_colors(solver, search, search->preselected_count, statistics);
  else
    status = search_without_colors(solver, search, search->preselected_count, statistics);
  unselect_options(solver, search->preselected_count);
  return status;
}
