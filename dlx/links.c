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
#include "inline_links.h"
#include "inline_node_check.h"

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
  const links_bounds unbounded = {0};
  const int32_t last_head = (int32_t)solver->item_count;
  const uint64_t solution_limit = search->solution_limit;
  uint64_t solutions = 0, node_total = 0, updates = 0;
  dlx_status status = DLX_OK;
  int32_t level = 0;
  int32_t levels_with_known_ids = 0; /* solution_ids holds the ids of choice[0 .. this-1] */
  node_check check;
  node_check_start(&check, solver, search);

enter_level : {
  bool progress_due = false;
  status = node_check_before_node(&check, node_total, &progress_due);
  if (status != DLX_OK) goto unwind;
  if (progress_due) report_progress(solver, &check.progress, level, solutions, node_total);
}
  node_total++;
  if (items[0].right == 0) {
    solutions++;
    if (search->on_solution) {
      for (int32_t k = levels_with_known_ids; k < level; k++)
        solver->solution_ids[preselected_count + (size_t)k] =
            links_option_id_of_node(nodes, choice[k]);
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
    int32_t best = links_choose_item(items);
    if (items[best].length == 0) goto leave_level;
    updates += links_cover(nodes, items, colors, best, colored);
    choice[level] = nodes[best].down;
  }

try_choice:
  if (choice[level] <= last_head) {
    links_uncover(nodes, items, colors, choice[level], colored);
    goto leave_level;
  }
  updates +=
      links_commit_rest_of_option(nodes, items, colors, unbounded, choice[level], colored, false);
  level++;
  goto enter_level;

leave_level:
  if (level == 0) goto done;
  level--;
  if (levels_with_known_ids > level) levels_with_known_ids = level;
  links_uncommit_rest_of_option(nodes, items, colors, unbounded, choice[level], colored, false);
  choice[level] = nodes[choice[level]].down;
  goto try_choice;

unwind:
  while (level > 0) {
    level--;
    links_uncommit_rest_of_option(nodes, items, colors, unbounded, choice[level], colored, false);
    links_uncover(nodes, items, colors, nodes[choice[level]].top, colored);
  }

done:
  progress_report_end(&check.progress, status, solutions, node_total);
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
  const links_bounds unbounded = {0};
  uint64_t preselection_updates = 0, removals_not_counted = 0;
  dlx_status status = links_select_options(solver, unbounded, search->preselected_options,
                                           search->preselected_count, false, &preselection_updates,
                                           &removals_not_counted);
  if (status != DLX_OK) return status;
  statistics->updates = preselection_updates;
  if (solver->colors)
    status = search_with_colors(solver, search, search->preselected_count, statistics);
  else
    status = search_without_colors(solver, search, search->preselected_count, statistics);
  links_unselect_options(solver, unbounded, search->preselected_count, false);
  return status;
}
