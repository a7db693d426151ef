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
 * The operations on the links (cover, hide, commit, purify, the preselection, the choice of item)
 * are those of inline_links.h, shared with the bounded search of bounds.c; this file holds the
 * search loop of Algorithm X (C with colors) on them, compiled twice, with and without colors.
 *
 * The search is iterative: choice[level] is the option node tried at that level. Every way out of
 * the search unwinds the stack, so the structure is always restored.
 */
#include <string.h>

#include "inline_links.h"
#include "inline_node_check.h"
#include "internal_iterator.h"
#include "internal_value_order.h"

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
    dlx_progress_estimate_add_level(&estimate, index, (uint64_t)solver->items[item].length);
  }
  dlx_progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

/* The search loop. With `yielding` (the iterator), it returns true at each solution, its ids in
 * solution_ids, after saving its registers in the cursor, and the next call goes on after that
 * solution (or unwinds at once when the cursor is cancelling); on_solution is then ignored.
 * Without, it runs to the end and the cursor only carries the counts in and out. */
static ALWAYS_INLINE bool run_search(dlx_solver *solver, const search_settings *search,
                                     size_t preselected_count, search_cursor *cursor, unsigned mode,
                                     dlx_value_order_workspace *value_order, bool yielding) {
  const bool blocks = mode & LINKS_BLOCKS;
  node *nodes = solver->nodes;
  item *items = solver->items;
  int32_t *colors = solver->colors;
  int32_t *choice = solver->choice;
  const links_bounds unbounded = {0};
  const int32_t last_head = (int32_t)solver->item_count;
  const uint64_t solution_limit = search->solution_limit;
  uint64_t solutions = cursor->solutions, node_total = cursor->nodes, updates = cursor->updates;
  dlx_status status = DLX_OK;
  int32_t level = cursor->level;
  int32_t levels_with_known_ids = cursor->levels_with_known_ids;
  node_check check = cursor->check;
  const int32_t primary_count = (int32_t)solver->primary_count;
  int32_t active_primary = blocks ? links_count_active_primary_items(items) : 0;
  if (yielding && cursor->resuming) {
    cursor->resuming = false;
    if (cursor->cancelling) goto unwind;
    goto after_solution;
  }

enter_level : {
  bool progress_due = false;
  status = node_check_before_node(&check, node_total, &progress_due);
  if (status != DLX_OK) goto unwind;
  if (progress_due && value_order) /* no estimate: the choice stack is not in list order */
    dlx_progress_report(&check.progress, solutions, node_total, 0.0);
  else if (progress_due)
    report_progress(solver, &check.progress, level, solutions, node_total);
}
  node_total++;
  if (items[0].right == 0) {
    solutions++;
    if (yielding || search->on_solution) {
      for (int32_t k = levels_with_known_ids; k < level; k++)
        solver->solution_ids[preselected_count + (size_t)k] =
            links_option_id_of_node(nodes, choice[k]);
      levels_with_known_ids = level;
    }
    if (yielding) {
      cursor->solutions = solutions;
      cursor->nodes = node_total;
      cursor->updates = updates;
      cursor->check = check;
      cursor->level = level;
      cursor->levels_with_known_ids = levels_with_known_ids;
      cursor->solution_size = preselected_count + (size_t)level;
      cursor->resuming = true;
      return true;
    }
    if (search->on_solution && search->on_solution(search->context, solver->solution_ids,
                                                   preselected_count + (size_t)level)) {
      status = DLX_STOPPED_BY_CALLBACK;
      goto unwind;
    }
  after_solution:
    if (solutions == solution_limit) {
      status = DLX_STOPPED_AT_SOLUTION_LIMIT;
      goto unwind;
    }
    goto leave_level;
  }
  {
    int32_t best = links_choose_item_in_mode(items, mode, active_primary,
                                             solver->primary_list_start, primary_count);
    if (items[best].length == 0) goto leave_level;
    updates += links_cover(nodes, items, colors, best, mode);
    choice[level] = value_order ? dlx_value_order_first(value_order, nodes, items, best, level)
                                : nodes[best].down;
  }

try_choice:
  if (choice[level] <= last_head) {
    links_uncover(nodes, items, colors, choice[level], mode);
    goto leave_level;
  }
  updates +=
      links_commit_rest_of_option(nodes, items, colors, unbounded, choice[level], mode, false);
  if (blocks) active_primary -= links_primary_items_of_option(nodes, choice[level], primary_count);
  level++;
  goto enter_level;

leave_level:
  if (level == 0) goto done;
  level--;
  if (levels_with_known_ids > level) levels_with_known_ids = level;
  links_uncommit_rest_of_option(nodes, items, colors, unbounded, choice[level], mode, false);
  if (blocks) active_primary += links_primary_items_of_option(nodes, choice[level], primary_count);
  choice[level] =
      value_order ? dlx_value_order_next(value_order, level) : nodes[choice[level]].down;
  goto try_choice;

unwind:
  links_unwind_levels(nodes, items, colors, choice, level, mode);

done:
  dlx_progress_report_end(&check.progress, status, solutions, node_total);
  cursor->solutions = solutions;
  cursor->nodes = node_total;
  cursor->updates = updates;
  cursor->level = 0;
  cursor->status = status;
  cursor->over = true;
  return false;
}

/* The search compiled for each case it meets, so that each runs only the code its case needs:
 * colors, options of two entries (and no colors) or neither, blocks of items or none
 * (LINKS_BLOCKS_FROM_PRIMARY_ITEMS), in list order or in value order (value_order.c: a workspace
 * given). */
#define SEARCH_CASE(name, mode, ordered)                                                           \
  static NEVER_INLINE void name(dlx_solver *solver, const search_settings *search,                 \
                                search_cursor *cursor, dlx_value_order_workspace *value_order) {   \
    (void)value_order;                                                                             \
    run_search(solver, search, search->preselected_count, cursor, mode,                            \
               ordered ? value_order : NULL, false);                                               \
  }
SEARCH_CASE(search_in_list_order, 0, false)
SEARCH_CASE(search_in_list_order_with_colors, LINKS_COLORED, false)
SEARCH_CASE(search_in_list_order_of_pairs, LINKS_PAIRS, false)
SEARCH_CASE(search_in_list_order_by_blocks, LINKS_BLOCKS, false)
SEARCH_CASE(search_in_list_order_by_blocks_with_colors, LINKS_BLOCKS | LINKS_COLORED, false)
SEARCH_CASE(search_in_list_order_by_blocks_of_pairs, LINKS_BLOCKS | LINKS_PAIRS, false)
SEARCH_CASE(search_in_value_order, 0, true)
SEARCH_CASE(search_in_value_order_with_colors, LINKS_COLORED, true)
SEARCH_CASE(search_in_value_order_of_pairs, LINKS_PAIRS, true)
SEARCH_CASE(search_in_value_order_by_blocks, LINKS_BLOCKS, true)
SEARCH_CASE(search_in_value_order_by_blocks_with_colors, LINKS_BLOCKS | LINKS_COLORED, true)
SEARCH_CASE(search_in_value_order_by_blocks_of_pairs, LINKS_BLOCKS | LINKS_PAIRS, true)

typedef void search_case(dlx_solver *, const search_settings *, search_cursor *,
                         dlx_value_order_workspace *);

/* The last index of the cases: 0 plain, 1 with colors, 2 options of two entries without colors. */
static int links_kind_of_options(const dlx_solver *solver) {
  if (solver->colors) return 1;
  return solver->option_count > 0 && solver->options_not_of_two_entries == 0 ? 2 : 0;
}

/* Selects the preselected options, searches in the case the problem calls for, and takes the
 * selection back: the cursor gets the counts and the search's status. Returns the preselection's
 * status (the cursor is then untouched when it failed). */
static dlx_status search_links(dlx_solver *solver, const search_settings *search,
                               dlx_value_order_workspace *value_order, search_cursor *cursor) {
  static search_case *const cases[2][2][3] = {
      {{search_in_list_order, search_in_list_order_with_colors, search_in_list_order_of_pairs},
       {search_in_list_order_by_blocks, search_in_list_order_by_blocks_with_colors,
        search_in_list_order_by_blocks_of_pairs}},
      {{search_in_value_order, search_in_value_order_with_colors, search_in_value_order_of_pairs},
       {search_in_value_order_by_blocks, search_in_value_order_by_blocks_with_colors,
        search_in_value_order_by_blocks_of_pairs}}};
  const links_bounds unbounded = {0};
  uint64_t preselection_updates = 0, removals_not_counted = 0;
  dlx_status status = links_select_options(solver, unbounded, search->preselected_options,
                                           search->preselected_count, false, &preselection_updates,
                                           &removals_not_counted);
  if (status != DLX_OK) return status;
  *cursor = (search_cursor){.updates = preselection_updates};
  node_check_start(&cursor->check, solver, search);
  bool blocks = solver->primary_count >= LINKS_BLOCKS_FROM_PRIMARY_ITEMS;
  if (blocks) links_keep_block_bounds(solver, true);
  cases[value_order != NULL][blocks][links_kind_of_options(solver)](solver, search, cursor,
                                                                    value_order);
  if (blocks) links_keep_block_bounds(solver, false);
  links_unselect_options(solver, unbounded, search->preselected_count, false);
  return DLX_OK;
}

dlx_status dlx_links_solve(dlx_solver *solver, const search_settings *search,
                           dlx_statistics *statistics) {
  search_cursor cursor;
  dlx_status status = search_links(solver, search, NULL, &cursor);
  if (status != DLX_OK) return status;
  statistics->solutions = cursor.solutions;
  statistics->nodes = cursor.nodes;
  statistics->updates = cursor.updates;
  return cursor.status;
}

dlx_status dlx_value_ordered_solve(dlx_solver *solver, const search_settings *search,
                                   dlx_value_order_workspace *workspace,
                                   dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  solver->searching = true;
  search_cursor cursor;
  dlx_status status = search_links(solver, search, workspace, &cursor);
  solver->searching = false;
  if (status != DLX_OK) return status;
  statistics->solutions = cursor.solutions;
  statistics->nodes = cursor.nodes;
  statistics->updates = cursor.updates;
  statistics->representation = DLX_REPRESENTATION_LINKS;
  return cursor.status;
}

/* The iterator's entry points (internal_iterator.h): the loop above compiled with `yielding`. */
dlx_status dlx_links_iteration_start(dlx_solver *solver, const search_settings *search,
                                     search_cursor *cursor) {
  const links_bounds unbounded = {0};
  uint64_t preselection_updates = 0, removals_not_counted = 0;
  dlx_status status = links_select_options(solver, unbounded, search->preselected_options,
                                           search->preselected_count, false, &preselection_updates,
                                           &removals_not_counted);
  *cursor =
      (search_cursor){.updates = preselection_updates, .taken_before = search->preselected_count};
  node_check_start(&cursor->check, solver, search);
  return status;
}

static bool iterate_without_colors(dlx_solver *solver, const search_settings *search,
                                   search_cursor *cursor) {
  return run_search(solver, search, cursor->taken_before, cursor, 0, NULL, true);
}

static bool iterate_with_colors(dlx_solver *solver, const search_settings *search,
                                search_cursor *cursor) {
  return run_search(solver, search, cursor->taken_before, cursor, LINKS_COLORED, NULL, true);
}

static bool iterate_over_pairs(dlx_solver *solver, const search_settings *search,
                               search_cursor *cursor) {
  return run_search(solver, search, cursor->taken_before, cursor, LINKS_PAIRS, NULL, true);
}

bool dlx_links_iteration_next(dlx_solver *solver, const search_settings *search,
                              search_cursor *cursor) {
  static bool (*const iterate[3])(dlx_solver *, const search_settings *, search_cursor *) = {
      iterate_without_colors, iterate_with_colors, iterate_over_pairs};
  bool found = iterate[links_kind_of_options(solver)](solver, search, cursor);
  if (!found) {
    const links_bounds unbounded = {0};
    links_unselect_options(solver, unbounded, cursor->taken_before, false);
  }
  return found;
}

void dlx_links_iteration_finish(dlx_solver *solver, const search_settings *search,
                                search_cursor *cursor) {
  if (cursor->over) return; /* the links are as they were already */
  if (!cursor->resuming) {  /* the loop never ran: only the preselection to take back */
    const links_bounds unbounded = {0};
    links_unselect_options(solver, unbounded, cursor->taken_before, false);
    cursor->over = true;
    return;
  }
  cursor->cancelling = true;
  cursor->check.progress.on_progress = NULL;
  dlx_links_iteration_next(solver, search, cursor);
}
