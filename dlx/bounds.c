/* bounds.c: exact covering with multiplicities, Knuth's Algorithm M (his program DLX3), on the
 * links of links.c (inline_links.h). A primary item with bounds [lower, upper] must be covered by
 * at least lower and at most upper options of a solution. dlx_solve runs this search only when some
 * item has bounds other than [1, 1], so the plain search of links.c stays as it is.
 *
 * Every primary item keeps `bound`, how many more options may cover it, and `slack`, upper minus
 * lower. The search branches on the item with the smallest branching degree, length + min(slack,
 * bound) - bound + 1 (Knuth's score, ties broken as he does: smaller slack, then longer list). A
 * branch takes the topmost option left in the item's list and then removes that option from the
 * list ("tweaks" it), so that the next branch takes the next option without repeating the same set
 * in another order; when the item may still stay as it is (its lower bound is met), a last "null"
 * branch closes it without taking anything. The branches stop when too few options are left to
 * reach the lower bound. An item whose bound reaches 0 is covered as in DLX1.
 *
 * Every change is undone in exactly the reverse order, so the links come back as they were. The
 * operations on the links, the commit of an option's items with their bounds and the branching
 * score are those of inline_links.h (shared with links.c and, for the score, split.c); this file
 * holds what only Algorithm M does: tweaking, closing an item, the path of a splitter's subtree,
 * and the search loop, compiled twice, with and without colors.
 */
#include <stdlib.h>

#include "inline_links.h"
#include "inline_node_check.h"
#include "internal_bounds.h"
#include "internal_iterator.h"

/* The links of the search, and their bounds: bound[i] is how many more options may cover primary
 * item i, slack[i] its upper minus lower bound (-1 for a secondary item). */
typedef struct state {
  node *nodes;
  item *items;
  int32_t *colors; /* NULL without colors */
  links_bounds bounds;
  int64_t *bound, *slack; /* the arrays of bounds, writable */
  int32_t last_head;      /* item_count: a node at or below it is an item's head */
  uint64_t updates;
} state;

static ALWAYS_INLINE uint64_t hide(state *state, int32_t p, bool colored) {
  return links_hide(state->nodes, state->items, state->colors, p, colored);
}

static ALWAYS_INLINE void unhide(state *state, int32_t p, bool colored) {
  links_unhide(state->nodes, state->items, state->colors, p, colored);
}

static ALWAYS_INLINE void commit_rest_of_option(state *state, int32_t p, bool colored) {
  state->updates += links_commit_rest_of_option(state->nodes, state->items, state->colors,
                                                state->bounds, p, colored, true);
}

static ALWAYS_INLINE void uncommit_rest_of_option(state *state, int32_t p, bool colored) {
  links_uncommit_rest_of_option(state->nodes, state->items, state->colors, state->bounds, p,
                                colored, true);
}

static ALWAYS_INLINE void cover(state *state, int32_t i, bool colored) {
  state->updates += links_cover(state->nodes, state->items, state->colors, i, colored);
}

static ALWAYS_INLINE void uncover(state *state, int32_t i, bool colored) {
  links_uncover(state->nodes, state->items, state->colors, i, colored);
}

/* Removes the topmost option n of its item's list from that list; when `blocking`, also hides the
 * option's other entries (when the item is covered already, they are hidden). */
static ALWAYS_INLINE void tweak(state *state, int32_t n, bool blocking, bool colored) {
  if (blocking) state->updates += hide(state, n, colored);
  links_remove_entry(state->nodes, state->items, n, 0);
  state->updates++;
}

/* Undoes the tweaks of item i since `first` was its topmost option, in reverse order. */
static ALWAYS_INLINE void untweak(state *state, int32_t i, int32_t first, bool unblocking,
                                  bool colored) {
  node *nodes = state->nodes;
  int32_t top = nodes[i].down, above = i, restored = 0;
  nodes[i].down = first;
  for (int32_t p = first; p != top; above = p, p = nodes[p].down) {
    nodes[p].up = above;
    restored++;
  }
  nodes[top].up = above;
  state->items[i].length += restored;
  if (unblocking)
    for (int32_t p = above; p != i; p = nodes[p].up) unhide(state, p, colored);
  else
    links_unhide_options_of_item(nodes, state->items, state->colors, i, colored);
}

/* A closed item leaves the active list, and every option still in its list is tweaked away. */
static void close_item(state *state, int32_t i) {
  bool colored = state->colors != NULL;
  for (int32_t p = state->nodes[i].down; p != i; p = state->nodes[i].down)
    tweak(state, p, true, colored);
  links_deactivate_item(state->items, i);
}

static void reopen_item(state *state, int32_t i, int32_t first) {
  links_reactivate_item(state->items, i, 0);
  untweak(state, i, first, true, state->colors != NULL);
}

static void unselect_options(dlx_solver *solver, state *state, size_t selected_count) {
  links_unselect_options(solver, state->bounds, selected_count, true);
}

static dlx_status select_options(dlx_solver *solver, state *state, const uint32_t *ids,
                                 size_t count) {
  return links_select_options(solver, state->bounds, ids, count, true, &state->updates,
                              &state->updates);
}

static bool option_is_unhidden(const state *state, int32_t first) {
  for (int32_t q = first; state->nodes[q].top > 0; q++)
    if (state->nodes[state->nodes[q].up].down != q) return false;
  return true;
}

/* Applies the steps of a splitter's path, after the preselection: an option taken (its id joins
 * solution_ids after `taken_before` others), an option excluded, an item closed; `undo` keeps the
 * topmost option of each closed item. Returns the number of steps applied in *applied. */
static dlx_status apply_path(dlx_solver *solver, state *state, const uint32_t *path,
                             size_t path_count, size_t taken_before, int32_t *undo,
                             size_t *applied) {
  size_t taken = taken_before;
  for (*applied = 0; *applied < path_count; ++*applied) {
    uint32_t code = path[*applied], value = code & ~BOUNDS_CODE_MASK;
    uint32_t kind = code & BOUNDS_CODE_MASK;
    if (kind == BOUNDS_CLOSED_ITEM) {
      int32_t i = (int32_t)value + 1;
      if (value >= solver->primary_count || !links_item_is_active(state->items, i))
        return DLX_PRESELECTED_OPTIONS_CONFLICT;
      undo[*applied] = state->nodes[i].down;
      close_item(state, i);
      continue;
    }
    if (value >= solver->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
    int32_t first = (int32_t)solver->first_node_of_option[value];
    if (kind == BOUNDS_EXCLUDED_OPTION) {
      if (!option_is_unhidden(state, first)) return DLX_PRESELECTED_OPTIONS_CONFLICT;
      state->updates += links_remove_option(state->nodes, state->items, first);
      continue;
    }
    if (kind != 0 || !links_option_is_available(state->nodes, state->items, state->colors, first))
      return DLX_PRESELECTED_OPTIONS_CONFLICT;
    state->updates += links_take_option(state->nodes, state->items, state->colors, state->bounds,
                                        first, state->colors != NULL, true, &state->updates);
    solver->solution_ids[taken++] = value;
  }
  return DLX_OK;
}

static void undo_path(dlx_solver *solver, state *state, const uint32_t *path, const int32_t *undo,
                      size_t applied) {
  while (applied > 0) {
    uint32_t code = path[--applied], value = code & ~BOUNDS_CODE_MASK;
    uint32_t kind = code & BOUNDS_CODE_MASK;
    if (kind == BOUNDS_CLOSED_ITEM) {
      reopen_item(state, (int32_t)value + 1, undo[applied]);
      continue;
    }
    int32_t first = (int32_t)solver->first_node_of_option[value];
    if (kind == 0)
      links_untake_option(state->nodes, state->items, state->colors, state->bounds, first,
                          state->colors != NULL, true);
    else
      links_restore_option(state->nodes, state->items, first);
  }
}

static void set_bounds(const dlx_solver *solver, state *state) {
  for (uint32_t i = 1; i <= solver->item_count; i++) {
    if (i <= solver->primary_count) {
      uint32_t lower = solver->lower_bound ? solver->lower_bound[i - 1] : 1;
      uint32_t upper = solver->upper_bound ? solver->upper_bound[i - 1] : 1;
      state->bound[i] = upper;
      state->slack[i] = (int64_t)upper - lower;
    } else {
      state->bound[i] = 0;
      state->slack[i] = -1;
    }
  }
}

/* The levels of Algorithm M: choice[level] is the node taken at that level, or the item's head for
 * a null branch; first_tweak[level] the topmost option of the item when the level began, or 0 when
 * the item was covered outright (bound 1 and slack 0, as in DLX1). */
typedef struct levels {
  int32_t *choice, *first_tweak;
  uint64_t *degree; /* the level's number of branches, Knuth's score, for the progress estimate */
} levels;

/* Knuth's estimate from the levels: the branch tried at a level is found by walking its item's
 * list from the level's first option, through the options tweaked away since. */
static void report_progress(const state *state, const levels *levels, progress_reporter *reporter,
                            int32_t level, uint64_t solutions, uint64_t node_total) {
  progress_estimate estimate = progress_estimate_start();
  for (int32_t k = 0; k < level; k++) {
    int32_t chosen = levels->choice[k];
    int32_t item = chosen <= state->last_head ? chosen : state->nodes[chosen].top;
    int32_t q = levels->first_tweak[k] ? levels->first_tweak[k] : state->nodes[item].down;
    uint64_t index = 0;
    for (; q != chosen && q != item; q = state->nodes[q].down) index++;
    dlx_progress_estimate_add_level(&estimate, index, levels->degree[k]);
  }
  dlx_progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

static size_t record_solution(dlx_solver *solver, const state *state, const levels *levels,
                              int32_t level, size_t taken_before) {
  size_t count = taken_before;
  for (int32_t k = 0; k < level; k++)
    if (levels->choice[k] > state->last_head)
      solver->solution_ids[count++] = links_option_id_of_node(state->nodes, levels->choice[k]);
  return count;
}

static bool item_is_plainly_covered(const state *state, int32_t i) {
  return state->bound[i] == 0 && state->slack[i] == 0;
}

static ALWAYS_INLINE void restore_item(state *state, const levels *levels, int32_t level,
                                       int32_t best, bool colored) {
  if (item_is_plainly_covered(state, best))
    uncover(state, best, colored);
  else
    untweak(state, best, levels->first_tweak[level], state->bound[best] != 0, colored);
  state->bound[best]++;
}

/* The search loop. With `yielding` (the iterator), it returns true at each solution, its ids in
 * solution_ids, after saving its registers in the cursor, and the next call goes on after that
 * solution (or unwinds at once when the cursor is cancelling); on_solution is then ignored.
 * Without, it runs to the end and the cursor only carries the counts in and out. */
static ALWAYS_INLINE bool run_search(dlx_solver *solver, const search_settings *search,
                                     state *state, levels *levels, search_cursor *cursor,
                                     bool colored, bool yielding) {
  node *nodes = state->nodes;
  item *items = state->items;
  int32_t *choice = levels->choice;
  const size_t taken_before = cursor->taken_before;
  uint64_t solutions = cursor->solutions, node_total = cursor->nodes;
  dlx_status status = DLX_OK;
  int32_t level = cursor->level, best = cursor->best, current = cursor->current;
  node_check check = cursor->check;
  if (yielding && cursor->resuming) {
    cursor->resuming = false;
    if (cursor->cancelling) goto unwind;
    goto after_solution;
  }

forward : {
  bool progress_due = false;
  status = node_check_before_node(&check, node_total, &progress_due);
  if (status != DLX_OK) goto unwind;
  if (progress_due) report_progress(state, levels, &check.progress, level, solutions, node_total);
}
  node_total++;
  {
    int64_t score = 0;
    best = links_choose_bounded_item(items, state->bounds, &score);
    if (best == 0) {
      solutions++;
      if (yielding) {
        cursor->solution_size = record_solution(solver, state, levels, level, taken_before);
        cursor->solutions = solutions;
        cursor->nodes = node_total;
        cursor->check = check;
        cursor->level = level;
        cursor->best = best;
        cursor->current = current;
        cursor->resuming = true;
        return true;
      }
      if (search->on_solution) {
        size_t count = record_solution(solver, state, levels, level, taken_before);
        if (search->on_solution(search->context, solver->solution_ids, count)) {
          status = DLX_STOPPED_BY_CALLBACK;
          goto unwind;
        }
      }
    after_solution:
      if (solutions == search->solution_limit) {
        status = DLX_STOPPED_AT_SOLUTION_LIMIT;
        goto unwind;
      }
      goto backdown;
    }
    if (score <= 0) goto backdown;
    levels->degree[level] = (uint64_t)score;
  }
  current = choice[level] = nodes[best].down;
  state->bound[best]--;
  levels->first_tweak[level] = 0;
  if (item_is_plainly_covered(state, best)) {
    cover(state, best, colored);
  } else {
    levels->first_tweak[level] = current;
    if (state->bound[best] == 0) cover(state, best, colored);
  }

advance:
  if (item_is_plainly_covered(state, best)) {
    if (current == best) goto backup;
  } else if (items[best].length <= state->bound[best] - state->slack[best]) {
    goto backup;
  } else if (current != best) {
    tweak(state, current, state->bound[best] != 0, colored);
  } else if (state->bound[best] != 0) {
    links_deactivate_item(items, best);
  }
  if (current > state->last_head) commit_rest_of_option(state, current, colored);
  level++;
  goto forward;

backup:
  restore_item(state, levels, level, best, colored);

backdown:
  if (level == 0) goto done;
  level--;
  current = choice[level];
  if (current <= state->last_head) {
    best = current;
    links_reactivate_item(items, best, 0);
    goto backup;
  }
  best = nodes[current].top;
  uncommit_rest_of_option(state, current, colored);
  current = choice[level] = nodes[current].down;
  goto advance;

unwind:
  while (level > 0) {
    level--;
    current = choice[level];
    if (current <= state->last_head) {
      best = current;
      links_reactivate_item(items, best, 0);
    } else {
      best = nodes[current].top;
      uncommit_rest_of_option(state, current, colored);
      /* An item covered with slack left is reactivated by its null branch, not reached yet. */
      if (state->bound[best] == 0 && state->slack[best] != 0) links_reactivate_item(items, best, 0);
    }
    restore_item(state, levels, level, best, colored);
  }

done:
  dlx_progress_report_end(&check.progress, status, solutions, node_total);
  cursor->solutions = solutions;
  cursor->nodes = node_total;
  cursor->level = 0;
  cursor->status = status;
  cursor->over = true;
  return false;
}

static void search_without_colors(dlx_solver *solver, const search_settings *search, state *state,
                                  levels *levels, search_cursor *cursor) {
  run_search(solver, search, state, levels, cursor, false, false);
}

static void search_with_colors(dlx_solver *solver, const search_settings *search, state *state,
                               levels *levels, search_cursor *cursor) {
  run_search(solver, search, state, levels, cursor, true, false);
}

/* The bounds and the level stack of one search, allocated together (false: out of memory, with
 * nothing left allocated). */
static bool allocate_search(const dlx_solver *solver, state *state, levels *levels) {
  size_t item_slots = (size_t)solver->item_count + 1;
  size_t level_count = (size_t)solver->option_count + solver->primary_count + 1;
  *state = (struct state){.nodes = solver->nodes,
                          .items = solver->items,
                          .colors = solver->colors,
                          .last_head = (int32_t)solver->item_count};
  state->bound = malloc(2 * item_slots * sizeof *state->bound);
  levels->choice = malloc(level_count * sizeof *levels->choice);
  levels->first_tweak = malloc(level_count * sizeof *levels->first_tweak);
  levels->degree = malloc(level_count * sizeof *levels->degree);
  if (!state->bound || !levels->choice || !levels->first_tweak || !levels->degree) {
    free(state->bound);
    free(levels->choice);
    free(levels->first_tweak);
    free(levels->degree);
    return false;
  }
  state->slack = state->bound + item_slots;
  state->bounds = (links_bounds){.bound = state->bound, .slack = state->slack};
  set_bounds(solver, state);
  return true;
}

static void free_search(state *state, levels *levels) {
  free(state->bound);
  free(levels->choice);
  free(levels->first_tweak);
  free(levels->degree);
}

dlx_status dlx_bounds_solve(dlx_solver *solver, const search_settings *search, const uint32_t *path,
                            size_t path_count, dlx_statistics *statistics) {
  state state;
  levels levels;
  int32_t *undo = malloc((path_count + 1) * sizeof *undo);
  if (!undo) return DLX_ERROR_OUT_OF_MEMORY;
  if (!allocate_search(solver, &state, &levels)) {
    free(undo);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  size_t preselected = search->preselected_count, applied = 0;
  dlx_status status = select_options(solver, &state, search->preselected_options, preselected);
  if (status == DLX_OK) {
    status = apply_path(solver, &state, path, path_count, preselected, undo, &applied);
    search_cursor cursor = {.taken_before = preselected};
    for (size_t k = 0; k < applied; k++) cursor.taken_before += (path[k] & BOUNDS_CODE_MASK) == 0;
    if (status == DLX_OK) {
      node_check_start(&cursor.check, solver, search);
      if (state.colors)
        search_with_colors(solver, search, &state, &levels, &cursor);
      else
        search_without_colors(solver, search, &state, &levels, &cursor);
      status = cursor.status;
      statistics->solutions = cursor.solutions;
      statistics->nodes = cursor.nodes;
    }
    undo_path(solver, &state, path, undo, applied);
    unselect_options(solver, &state, preselected);
    /* A preselection or a path refused leaves the statistics at zero, as the links do. */
    if (status != DLX_PRESELECTED_OPTIONS_CONFLICT && status != DLX_ERROR_OPTION_OUT_OF_RANGE)
      statistics->updates = state.updates;
  }
  free_search(&state, &levels);
  free(undo);
  return status;
}

/* The iterator's entry points (internal_iterator.h): the loop above compiled with `yielding`. */
struct bounds_iteration {
  state state;
  levels levels;
};

dlx_status dlx_bounds_iteration_start(dlx_solver *solver, const search_settings *search,
                                      search_cursor *cursor, bounds_iteration **result) {
  *result = NULL;
  bounds_iteration *iteration = malloc(sizeof *iteration);
  if (!iteration) return DLX_ERROR_OUT_OF_MEMORY;
  if (!allocate_search(solver, &iteration->state, &iteration->levels)) {
    free(iteration);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  *cursor = (search_cursor){.taken_before = search->preselected_count};
  dlx_status status =
      select_options(solver, &iteration->state, search->preselected_options, cursor->taken_before);
  if (status != DLX_OK) {
    free_search(&iteration->state, &iteration->levels);
    free(iteration);
    return status;
  }
  node_check_start(&cursor->check, solver, search);
  *result = iteration;
  return DLX_OK;
}

static bool iterate_without_colors(dlx_solver *solver, const search_settings *search,
                                   search_cursor *cursor, bounds_iteration *iteration) {
  return run_search(solver, search, &iteration->state, &iteration->levels, cursor, false, true);
}

static bool iterate_with_colors(dlx_solver *solver, const search_settings *search,
                                search_cursor *cursor, bounds_iteration *iteration) {
  return run_search(solver, search, &iteration->state, &iteration->levels, cursor, true, true);
}

bool dlx_bounds_iteration_next(dlx_solver *solver, const search_settings *search,
                               search_cursor *cursor, bounds_iteration *iteration) {
  bool found = iteration->state.colors ? iterate_with_colors(solver, search, cursor, iteration)
                                       : iterate_without_colors(solver, search, cursor, iteration);
  cursor->updates = iteration->state.updates;
  if (!found) unselect_options(solver, &iteration->state, cursor->taken_before);
  return found;
}

void dlx_bounds_iteration_finish(dlx_solver *solver, const search_settings *search,
                                 search_cursor *cursor, bounds_iteration *iteration) {
  if (!iteration) return;
  if (!cursor->over && !cursor->resuming) { /* the loop never ran */
    unselect_options(solver, &iteration->state, cursor->taken_before);
    cursor->over = true;
  } else if (!cursor->over) {
    cursor->cancelling = true;
    cursor->check.progress.on_progress = NULL;
    dlx_bounds_iteration_next(solver, search, cursor, iteration);
  }
  free_search(&iteration->state, &iteration->levels);
  free(iteration);
}
