/* value_order.c: Algorithm X (C with colors) on the links, trying the options of the chosen item in
 * a "least constraining first" order, for some of the shuffled runs of the randomised restarts
 * (restarts.c). Taking an option removes every other option that shares an item with it; the
 * option whose other items have the longest lists, in sum, leaves the most room to the rest, so it
 * comes first; ties keep the order of the item's list (the options' added order, or the rotation
 * of the run). The score is taken when the item is chosen, after it is covered, from the lengths
 * at that moment.
 *
 * Why: on large empty sudoku grids (the 56x56, 60x60 and 64x64 of bench/README.md section l) every
 * run in list order reaches within some tens of cells of the end and stalls there, where the runs
 * in this order fill the grid for every seed measured; on other problems (the 9x9 x,anti-knight)
 * the list order is what succeeds, so restarts.c shares the shuffled runs between the two.
 *
 * The item's own list is not relinked: each level's order is a segment of a stack of node numbers
 * (the segment ends with the item's head), so cover, uncover and the other searches see the links
 * unchanged. The plain search (links.c) is separate code and pays nothing for this one.
 */
#include <stdlib.h>
#include <string.h>

#include "inline_links.h"
#include "inline_node_check.h"
#include "internal_iterator.h"
#include "internal_value_order.h"

typedef struct scored_option {
  int64_t score;     /* the sum of the lengths of the option's other items: larger first */
  uint32_t position; /* in the item's list: smaller first among equal scores */
  int32_t node;
} scored_option;

struct dlx_value_order_workspace {
  int32_t *order;         /* the segments of the levels, one after another */
  int32_t *segment_start; /* per level: where its segment starts in order */
  int32_t *tried;         /* per level: the place in order of the option tried now */
  scored_option *scratch; /* the options of one item while they are sorted */
};

/* Above this many options an item's are sorted by qsort, below by insertion (the usual case: the
 * chosen item has the fewest options). */
enum { LONGEST_INSERTION_SORT = 16 };

dlx_value_order_workspace *dlx_value_order_workspace_create(const dlx_solver *solver) {
  dlx_value_order_workspace *workspace = calloc(1, sizeof *workspace);
  if (!workspace) return NULL;
  int32_t longest_list = 1;
  for (uint32_t i = 1; i <= solver->primary_count; i++)
    if (solver->items[i].length > longest_list) longest_list = solver->items[i].length;
  /* The options of the items chosen along one path are distinct (choosing an item removes its
   * options from every other list), so the segments hold at most every option and one head per
   * level; a level covers a primary item. */
  size_t levels = (size_t)solver->primary_count + 1;
  workspace->order = malloc(((size_t)solver->option_count + levels) * sizeof *workspace->order);
  workspace->segment_start = malloc((levels + 1) * sizeof *workspace->segment_start);
  workspace->tried = malloc(levels * sizeof *workspace->tried);
  workspace->scratch = malloc((size_t)longest_list * sizeof *workspace->scratch);
  if (!workspace->order || !workspace->segment_start || !workspace->tried || !workspace->scratch) {
    dlx_value_order_workspace_destroy(workspace);
    return NULL;
  }
  return workspace;
}

void dlx_value_order_workspace_destroy(dlx_value_order_workspace *workspace) {
  if (!workspace) return;
  free(workspace->order);
  free(workspace->segment_start);
  free(workspace->tried);
  free(workspace->scratch);
  free(workspace);
}

static int64_t sum_of_other_lengths(const node *nodes, const item *items, int32_t p) {
  int64_t sum = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) { /* the spacer: back to the option's first entry */
      q = nodes[q].up;
      continue;
    }
    sum += items[nodes[q].top].length;
    q++;
  }
  return sum;
}

static bool comes_before(const scored_option *a, const scored_option *b) {
  return a->score > b->score || (a->score == b->score && a->position < b->position);
}

static int compare_scored_options(const void *left, const void *right) {
  const scored_option *a = left, *b = right;
  return comes_before(a, b) ? -1 : comes_before(b, a) ? 1 : 0;
}

/* Writes the options of item `chosen` (covered, length >= 1) in value order at order[start..],
 * followed by the item's head; returns how many options. */
static int32_t write_options_in_value_order(const node *nodes, const item *items, int32_t chosen,
                                            scored_option *scratch, int32_t *order) {
  int32_t count = 0;
  if (items[chosen].length == 1) {
    scratch[count++].node = nodes[chosen].down; /* nothing to order */
  } else {
    for (int32_t p = nodes[chosen].down; p != chosen; p = nodes[p].down) {
      scored_option option = {
          .score = sum_of_other_lengths(nodes, items, p), .position = (uint32_t)count, .node = p};
      scratch[count++] = option;
    }
    if (count > LONGEST_INSERTION_SORT) {
      qsort(scratch, (size_t)count, sizeof *scratch, compare_scored_options);
    } else {
      for (int32_t k = 1; k < count; k++) {
        scored_option option = scratch[k];
        int32_t j = k;
        for (; j > 0 && comes_before(&option, &scratch[j - 1]); j--) scratch[j] = scratch[j - 1];
        scratch[j] = option;
      }
    }
  }
  for (int32_t k = 0; k < count; k++) order[k] = scratch[k].node;
  order[count] = chosen;
  return count;
}

static ALWAYS_INLINE void run_value_ordered(dlx_solver *solver, const dlx_search *search,
                                            dlx_value_order_workspace *workspace,
                                            search_cursor *cursor, bool colored, bool blocks) {
  const unsigned mode = (colored ? LINKS_COLORED : 0) | (blocks ? LINKS_BLOCKS : 0);
  node *nodes = solver->nodes;
  item *items = solver->items;
  int32_t *colors = solver->colors;
  int32_t *choice = solver->choice;
  int32_t *order = workspace->order, *segment_start = workspace->segment_start;
  int32_t *tried = workspace->tried;
  const links_bounds unbounded = {0};
  const int32_t last_head = (int32_t)solver->item_count;
  const size_t preselected_count = search->preselected_count;
  uint64_t solutions = 0, node_total = 0, updates = cursor->updates;
  dlx_status status = DLX_OK;
  int32_t level = 0;
  node_check check = cursor->check;
  const int32_t primary_count = (int32_t)solver->primary_count;
  int32_t active_primary = blocks ? links_count_active_primary_items(items) : 0;
  segment_start[0] = 0;

enter_level : {
  bool progress_due = false;
  status = node_check_before_node(&check, node_total, &progress_due);
  if (status != DLX_OK) goto unwind;
  if (progress_due) progress_report(&check.progress, solutions, node_total, 0.0);
}
  node_total++;
  if (items[0].right == 0) {
    solutions++;
    if (search->on_solution) {
      for (int32_t k = 0; k < level; k++)
        solver->solution_ids[preselected_count + (size_t)k] =
            links_option_id_of_node(nodes, choice[k]);
      if (search->on_solution(search->context, solver->solution_ids,
                              preselected_count + (size_t)level)) {
        status = DLX_STOPPED_BY_CALLBACK;
        goto unwind;
      }
    }
    if (solutions == search->solution_limit) {
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
    int32_t start = segment_start[level];
    int32_t count =
        write_options_in_value_order(nodes, items, best, workspace->scratch, order + start);
    segment_start[level + 1] = start + count + 1;
    tried[level] = start;
    choice[level] = order[start];
  }

try_choice:
  if (choice[level] <= last_head) { /* the segment's end: every option tried */
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
  links_uncommit_rest_of_option(nodes, items, colors, unbounded, choice[level], mode, false);
  if (blocks) active_primary += links_primary_items_of_option(nodes, choice[level], primary_count);
  choice[level] = order[++tried[level]];
  goto try_choice;

unwind:
  links_unwind_levels(nodes, items, colors, choice, level, mode);

done:
  progress_report_end(&check.progress, status, solutions, node_total);
  cursor->solutions = solutions;
  cursor->nodes = node_total;
  cursor->updates = updates;
  cursor->status = status;
}

static NEVER_INLINE void value_ordered(dlx_solver *solver, const dlx_search *search,
                                       dlx_value_order_workspace *workspace,
                                       search_cursor *cursor) {
  run_value_ordered(solver, search, workspace, cursor, false, false);
}

static NEVER_INLINE void value_ordered_with_colors(dlx_solver *solver, const dlx_search *search,
                                                   dlx_value_order_workspace *workspace,
                                                   search_cursor *cursor) {
  run_value_ordered(solver, search, workspace, cursor, true, false);
}

static NEVER_INLINE void value_ordered_in_blocks(dlx_solver *solver, const dlx_search *search,
                                                 dlx_value_order_workspace *workspace,
                                                 search_cursor *cursor) {
  run_value_ordered(solver, search, workspace, cursor, false, true);
}

static NEVER_INLINE void value_ordered_in_blocks_with_colors(dlx_solver *solver,
                                                             const dlx_search *search,
                                                             dlx_value_order_workspace *workspace,
                                                             search_cursor *cursor) {
  run_value_ordered(solver, search, workspace, cursor, true, true);
}

dlx_status dlx_value_ordered_solve(dlx_solver *solver, const dlx_search *search,
                                   dlx_value_order_workspace *workspace,
                                   dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  const links_bounds unbounded = {0};
  uint64_t preselection_updates = 0, removals_not_counted = 0;
  solver->searching = true;
  dlx_status status = links_select_options(solver, unbounded, search->preselected_options,
                                           search->preselected_count, false, &preselection_updates,
                                           &removals_not_counted);
  if (status != DLX_OK) {
    solver->searching = false;
    return status;
  }
  search_cursor cursor = {.updates = preselection_updates};
  node_check_start(&cursor.check, solver, search);
  if (solver->primary_count >= LINKS_BLOCKS_FROM_PRIMARY_ITEMS) {
    links_keep_block_bounds(solver, true);
    if (solver->colors)
      value_ordered_in_blocks_with_colors(solver, search, workspace, &cursor);
    else
      value_ordered_in_blocks(solver, search, workspace, &cursor);
    links_keep_block_bounds(solver, false);
  } else if (solver->colors) {
    value_ordered_with_colors(solver, search, workspace, &cursor);
  } else {
    value_ordered(solver, search, workspace, &cursor);
  }
  links_unselect_options(solver, unbounded, search->preselected_count, false);
  solver->searching = false;
  statistics->solutions = cursor.solutions;
  statistics->nodes = cursor.nodes;
  statistics->updates = cursor.updates;
  statistics->representation = DLX_REPRESENTATION_LINKS;
  return cursor.status;
}
