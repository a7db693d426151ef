/* bounds.c: exact covering with multiplicities, Knuth's Algorithm M (his program DLX3), on the
 * links of links.c. A primary item with bounds [lower, upper] must be covered by at least lower
 * and at most upper options of a solution. dlx_solve runs this search only when some item has
 * bounds other than [1, 1], so the plain search of links.c stays as it is.
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
 * Every change is undone in exactly the reverse order, so the links come back as they were.
 */
#include <stdlib.h>

#include "internal.h"
#include "internal_bounds.h"
#include "internal_progress.h"

typedef struct state {
  node *nodes;
  item *items;
  int32_t *colors; /* NULL without colors */
  int64_t *bound, *slack;
  int32_t last_head; /* item_count: a node at or below it is an item's head */
  uint64_t updates;
} state;

static bool is_primary(const dlx_solver *solver, int32_t i) {
  return i >= 1 && i <= (int32_t)solver->primary_count;
}

static void deactivate(item *items, int32_t i) {
  items[items[i].left].right = items[i].right;
  items[items[i].right].left = items[i].left;
}

static void reactivate(item *items, int32_t i) {
  items[items[i].left].right = i;
  items[items[i].right].left = i;
}

static void remove_node(state *state, int32_t q) {
  node *nodes = state->nodes;
  nodes[nodes[q].up].down = nodes[q].down;
  nodes[nodes[q].down].up = nodes[q].up;
  state->items[nodes[q].top].length--;
  state->updates++;
}

static void restore_node(state *state, int32_t q) {
  node *nodes = state->nodes;
  nodes[nodes[q].up].down = q;
  nodes[nodes[q].down].up = q;
  state->items[nodes[q].top].length++;
}

/* Entries marked -1 by purify stay in their lists: their item is purified already. */
static bool is_removable(const state *state, int32_t q) {
  return !state->colors || state->colors[q] >= 0;
}

/* Removes every entry of p's option except p itself from its list. */
static void hide(state *state, int32_t p) {
  for (int32_t q = p + 1; q != p;) {
    if (state->nodes[q].top <= 0) {
      q = state->nodes[q].up;
      continue;
    }
    if (is_removable(state, q)) remove_node(state, q);
    q++;
  }
}

static void unhide(state *state, int32_t p) {
  for (int32_t q = p - 1; q != p;) {
    if (state->nodes[q].top <= 0) {
      q = state->nodes[q].down;
      continue;
    }
    if (is_removable(state, q)) restore_node(state, q);
    q--;
  }
}

static void cover(state *state, int32_t i) {
  deactivate(state->items, i);
  for (int32_t p = state->nodes[i].down; p != i; p = state->nodes[p].down) hide(state, p);
}

static void uncover(state *state, int32_t i, bool reactivating) {
  for (int32_t p = state->nodes[i].up; p != i; p = state->nodes[p].up) unhide(state, p);
  if (reactivating) reactivate(state->items, i);
}

static void purify(state *state, int32_t p) {
  int32_t *colors = state->colors;
  int32_t color = colors[p], i = state->nodes[p].top;
  colors[i] = color;
  for (int32_t q = state->nodes[i].down; q != i; q = state->nodes[q].down) {
    if (colors[q] == color)
      colors[q] = -1;
    else
      hide(state, q);
  }
}

static void unpurify(state *state, int32_t p) {
  int32_t *colors = state->colors;
  int32_t color = colors[p], i = state->nodes[p].top;
  for (int32_t q = state->nodes[i].up; q != i; q = state->nodes[q].up) {
    if (colors[q] < 0)
      colors[q] = color;
    else
      unhide(state, q);
  }
  colors[i] = 0;
}

/* Takes entry q's item into account for a chosen option: one fewer option may cover a primary
 * item (covered once none may), a secondary item is covered or purified as in DLX2. */
static void commit(state *state, int32_t q) {
  int32_t x = state->nodes[q].top;
  if (state->slack[x] >= 0) {
    if (--state->bound[x] == 0) cover(state, x);
  } else if (!state->colors || state->colors[q] == 0) {
    cover(state, x);
  } else if (state->colors[q] > 0) {
    purify(state, q);
  }
}

static void uncommit(state *state, int32_t q) {
  int32_t x = state->nodes[q].top;
  if (state->slack[x] >= 0) {
    if (state->bound[x]++ == 0) uncover(state, x, true);
  } else if (!state->colors || state->colors[q] == 0) {
    uncover(state, x, true);
  } else if (state->colors[q] > 0) {
    unpurify(state, q);
  }
}

static void commit_rest_of_option(state *state, int32_t p) {
  for (int32_t q = p + 1; q != p;) {
    if (state->nodes[q].top <= 0) {
      q = state->nodes[q].up;
      continue;
    }
    commit(state, q);
    q++;
  }
}

static void uncommit_rest_of_option(state *state, int32_t p) {
  for (int32_t q = p - 1; q != p;) {
    if (state->nodes[q].top <= 0) {
      q = state->nodes[q].down;
      continue;
    }
    uncommit(state, q);
    q--;
  }
}

/* Removes the topmost option n of its item's list from that list; when `blocking`, also hides the
 * option's other entries (when the item is covered already, they are hidden). */
static void tweak(state *state, int32_t n, bool blocking) {
  if (blocking) hide(state, n);
  remove_node(state, n);
}

/* Undoes the tweaks of item i since `first` was its topmost option, in reverse order. */
static void untweak(state *state, int32_t i, int32_t first, bool unblocking) {
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
    for (int32_t p = above; p != i; p = nodes[p].up) unhide(state, p);
  else
    uncover(state, i, false);
}

/* Knuth's choice: the active primary item of least score; 0 when none is active (a solution). */
static int32_t choose_item(const state *state, int64_t *score) {
  const item *items = state->items;
  int32_t best = 0;
  int64_t best_slack = 0, best_length = 0;
  for (int32_t k = items[0].right; k != 0; k = items[k].right) {
    int64_t slack = state->slack[k] < state->bound[k] ? state->slack[k] : state->bound[k];
    int64_t length = items[k].length;
    int64_t t = length + slack - state->bound[k] + 1;
    if (best == 0 || t < *score ||
        (t == *score && (slack < best_slack || (slack == best_slack && length > best_length)))) {
      best = k;
      *score = t;
      best_slack = slack;
      best_length = length;
    }
  }
  return best;
}

static uint32_t option_id_of_node(const node *nodes, int32_t p) {
  while (nodes[p].top > 0) p++;
  return (uint32_t)(-nodes[p].top - 1);
}

/* Removes every entry of the option starting at node first from its list. */
static void exclude_option(state *state, int32_t first) {
  for (int32_t q = first; state->nodes[q].top > 0; q++) remove_node(state, q);
}

static void include_option(state *state, int32_t first) {
  int32_t last = first;
  while (state->nodes[last + 1].top > 0) last++;
  for (int32_t q = last; q >= first; q--) restore_node(state, q);
}

/* A closed item leaves the active list, and every option still in its list is tweaked away. */
static void close_item(state *state, int32_t i) {
  for (int32_t p = state->nodes[i].down; p != i; p = state->nodes[i].down) tweak(state, p, true);
  deactivate(state->items, i);
}

static void reopen_item(state *state, int32_t i, int32_t first) {
  reactivate(state->items, i);
  untweak(state, i, first, true);
}

static bool item_is_active(const item *items, int32_t i) {
  return items[items[i].left].right == i;
}

static bool option_is_available(const dlx_solver *solver, const state *state, int32_t first) {
  const node *nodes = state->nodes;
  for (int32_t q = first; nodes[q].top > 0; q++) {
    int32_t x = nodes[q].top;
    if (nodes[nodes[q].up].down != q || !item_is_active(state->items, x)) return false;
    if (!is_primary(solver, x) && state->colors && state->colors[x] != 0 && state->colors[q] >= 0)
      return false;
  }
  return true;
}

static void unselect_options(dlx_solver *solver, state *state, size_t selected_count) {
  while (selected_count > 0) {
    int32_t first = (int32_t)solver->first_node_of_option[solver->solution_ids[--selected_count]];
    int32_t last = first;
    while (state->nodes[last + 1].top > 0) last++;
    for (int32_t q = last; q >= first; q--) uncommit(state, q);
    include_option(state, first);
  }
}

static dlx_status select_options(dlx_solver *solver, state *state, const uint32_t *ids,
                                 size_t count) {
  for (size_t k = 0; k < count; k++) {
    dlx_status problem = DLX_OK;
    if (ids[k] >= solver->option_count)
      problem = DLX_ERROR_OPTION_OUT_OF_RANGE;
    else if (!option_is_available(solver, state, (int32_t)solver->first_node_of_option[ids[k]]))
      problem = DLX_PRESELECTED_OPTIONS_CONFLICT;
    if (problem) {
      unselect_options(solver, state, k);
      return problem;
    }
    int32_t first = (int32_t)solver->first_node_of_option[ids[k]];
    exclude_option(state, first);
    for (int32_t q = first; state->nodes[q].top > 0; q++) commit(state, q);
    solver->solution_ids[k] = ids[k];
  }
  return DLX_OK;
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
      if (value >= solver->primary_count || !item_is_active(state->items, i))
        return DLX_PRESELECTED_OPTIONS_CONFLICT;
      undo[*applied] = state->nodes[i].down;
      close_item(state, i);
      continue;
    }
    if (value >= solver->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
    int32_t first = (int32_t)solver->first_node_of_option[value];
    if (kind == BOUNDS_EXCLUDED_OPTION) {
      if (!option_is_unhidden(state, first)) return DLX_PRESELECTED_OPTIONS_CONFLICT;
      exclude_option(state, first);
      continue;
    }
    if (kind != 0 || !option_is_available(solver, state, first))
      return DLX_PRESELECTED_OPTIONS_CONFLICT;
    exclude_option(state, first);
    for (int32_t q = first; state->nodes[q].top > 0; q++) commit(state, q);
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
    if (kind == 0) {
      int32_t last = first;
      while (state->nodes[last + 1].top > 0) last++;
      for (int32_t q = last; q >= first; q--) uncommit(state, q);
    }
    include_option(state, first);
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
    progress_estimate_add_level(&estimate, index, levels->degree[k]);
  }
  progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

static size_t record_solution(dlx_solver *solver, const state *state, const levels *levels,
                              int32_t level, size_t taken_before) {
  size_t count = taken_before;
  for (int32_t k = 0; k < level; k++)
    if (levels->choice[k] > state->last_head)
      solver->solution_ids[count++] = option_id_of_node(state->nodes, levels->choice[k]);
  return count;
}

static bool item_is_plainly_covered(const state *state, int32_t i) {
  return state->bound[i] == 0 && state->slack[i] == 0;
}

static void restore_item(state *state, const levels *levels, int32_t level, int32_t best) {
  if (item_is_plainly_covered(state, best))
    uncover(state, best, true);
  else
    untweak(state, best, levels->first_tweak[level], state->bound[best] != 0);
  state->bound[best]++;
}

static dlx_status run_search(dlx_solver *solver, const dlx_search *search, state *state,
                             levels *levels, size_t taken_before, dlx_statistics *statistics) {
  node *nodes = state->nodes;
  item *items = state->items;
  int32_t *choice = levels->choice;
  uint64_t solutions = 0, node_total = 0;
  dlx_status status = DLX_OK;
  int32_t level = 0, best = 0, current = 0;
  progress_reporter progress;
  progress_reporter_start(&progress, search);

forward:
  if (node_total == search->node_limit && search->node_limit != 0) {
    status = DLX_STOPPED_AT_NODE_LIMIT;
    goto unwind;
  }
  if ((node_total & 1023) == 0) {
    if (search->stop_request && *search->stop_request) {
      status = DLX_STOPPED_BY_REQUEST;
      goto unwind;
    }
    if (progress_is_due(&progress, node_total))
      report_progress(state, levels, &progress, level, solutions, node_total);
  }
  node_total++;
  {
    int64_t score = 0;
    best = choose_item(state, &score);
    if (best == 0) {
      solutions++;
      if (search->on_solution) {
        size_t count = record_solution(solver, state, levels, level, taken_before);
        if (search->on_solution(search->context, solver->solution_ids, count)) {
          status = DLX_STOPPED_BY_CALLBACK;
          goto unwind;
        }
      }
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
    cover(state, best);
  } else {
    levels->first_tweak[level] = current;
    if (state->bound[best] == 0) cover(state, best);
  }

advance:
  if (item_is_plainly_covered(state, best)) {
    if (current == best) goto backup;
  } else if (items[best].length <= state->bound[best] - state->slack[best]) {
    goto backup;
  } else if (current != best) {
    tweak(state, current, state->bound[best] != 0);
  } else if (state->bound[best] != 0) {
    deactivate(items, best);
  }
  if (current > state->last_head) commit_rest_of_option(state, current);
  level++;
  goto forward;

backup:
  restore_item(state, levels, level, best);

backdown:
  if (level == 0) goto done;
  level--;
  current = choice[level];
  if (current <= state->last_head) {
    best = current;
    reactivate(items, best);
    goto backup;
  }
  best = nodes[current].top;
  uncommit_rest_of_option(state, current);
  current = choice[level] = nodes[current].down;
  goto advance;

unwind:
  while (level > 0) {
    level--;
    current = choice[level];
    if (current <= state->last_head) {
      best = current;
      reactivate(items, best);
    } else {
      best = nodes[current].top;
      uncommit_rest_of_option(state, current);
      /* An item covered with slack left is reactivated by its null branch, not reached yet. */
      if (state->bound[best] == 0 && state->slack[best] != 0) reactivate(items, best);
    }
    restore_item(state, levels, level, best);
  }

done:
  statistics->solutions = solutions;
  statistics->nodes = node_total;
  progress_report_end(&progress, status, solutions, node_total);
  return status;
}

dlx_status dlx_bounds_solve(dlx_solver *solver, const dlx_search *search, const uint32_t *path,
                            size_t path_count, dlx_statistics *statistics) {
  size_t item_slots = (size_t)solver->item_count + 1;
  size_t level_count = (size_t)solver->option_count + solver->primary_count + 1;
  state state = {.nodes = solver->nodes,
                 .items = solver->items,
                 .colors = solver->colors,
                 .last_head = (int32_t)solver->item_count};
  levels levels;
  state.bound = malloc(2 * item_slots * sizeof *state.bound);
  levels.choice = malloc(level_count * sizeof *levels.choice);
  levels.first_tweak = malloc(level_count * sizeof *levels.first_tweak);
  levels.degree = malloc(level_count * sizeof *levels.degree);
  int32_t *undo = malloc((path_count + 1) * sizeof *undo);
  dlx_status status = DLX_ERROR_OUT_OF_MEMORY;
  if (state.bound && levels.choice && levels.first_tweak && levels.degree && undo) {
    state.slack = state.bound + item_slots;
    set_bounds(solver, &state);
    size_t preselected = search->preselected_count, applied = 0;
    status = select_options(solver, &state, search->preselected_options, preselected);
    if (status == DLX_OK) {
      status = apply_path(solver, &state, path, path_count, preselected, undo, &applied);
      size_t taken = preselected;
      for (size_t k = 0; k < applied; k++) taken += (path[k] & BOUNDS_CODE_MASK) == 0;
      if (status == DLX_OK) status = run_search(solver, search, &state, &levels, taken, statistics);
      undo_path(solver, &state, path, undo, applied);
      unselect_options(solver, &state, preselected);
      /* A preselection or a path refused leaves the statistics at zero, as the links do. */
      if (status != DLX_PRESELECTED_OPTIONS_CONFLICT && status != DLX_ERROR_OPTION_OUT_OF_RANGE)
        statistics->updates = state.updates;
    }
  }
  free(state.bound);
  free(levels.choice);
  free(levels.first_tweak);
  free(levels.degree);
  free(undo);
  return status;
}
