/* bitset_search.c: the search on the bitset representation (DLX_REPRESENTATION_BITSET in dlx.h).
 *
 * The state of a node is a `level`: one count per primary item (int16: the number of active options
 * that contain it, or COVERED once an option taken covers it) followed by the bitset of the active
 * options. A child level starts as a plain copy of its parent, so backtracking undoes nothing: the
 * parent is still there. The item to branch on is the one with the smallest count, found by vector
 * compares over the counts (GCC/Clang vector extensions, which compile to SSE2 on baseline x86-64
 * and to whatever the target has elsewhere); a smallest count of COVERED means every primary item
 * is covered. Covered items and the padding after the last item hold COVERED, so no mask is needed.
 *
 * Taking an option removes from the active set every active option that shares an item with it
 * (with colors: every option that gives one of its colored secondary items another color, or none)
 * and decrements the counts of the removed options' primary items. Before branching, a node makes
 * the inferences of bitset_node.c. The options of an item are tried in the order they were added;
 * with the inferences off, the nodes visited are exactly those of the links.
 *
 * The structures are built once per set of options, at the first bitset search, and kept in the
 * solver (bitset_build.c); the level stack grows as the search deepens and is kept too. Taking an
 * option and the preselection are bitset_node.c's; this file holds the search loop.
 */
#include "inline_node_check.h"
#include "internal_bitset.h"

#include <stdlib.h>
#include <string.h>

dlx_status dlx_bitset_solve(dlx_solver *solver, const search_settings *search,
                            dlx_statistics *statistics) {
  bitset_problem *problem = solver->bitset;
  const size_t level_bytes = problem->level_bytes;
  const uint64_t solution_limit = search->solution_limit;
  problem->domination_successes = problem->domination_examinations = 0;
  inference inference = bitset_inference_for(search, problem);
  reset_weights(problem);
  uint64_t solutions = 0, node_total = 0, updates = 0;
  uint32_t *taken = solver->solution_ids + search->preselected_count;
  uint32_t taken_count = 0;
  node_check check;
  node_check_start(&check, solver, search);

  memcpy(problem->levels, problem->root, problem->level_bytes);
  problem->queued = 0;
  dlx_status status = dlx_bitset_take_preselected(solver, search, &updates);
  if (status != DLX_OK) return status;

  size_t level = 0;
  branch *branches = problem->branches;
  for (;;) {
    /* A node: level `level` holds its state. */
    bool progress_due = false;
    status = node_check_before_node(&check, node_total, &progress_due);
    if (status != DLX_OK) break;
    if (progress_due)
      dlx_bitset_report_progress(problem, &check.progress, level, solutions, node_total);
    node_total++;
    if (inference.item_domination && inference.adaptive && node_total > 1 &&
        !domination_pays(problem->domination_successes, problem->domination_examinations,
                         node_total))
      inference.item_domination = false;
    char *here = problem->levels + level * level_bytes;
    const int16_t *parent_counts = level > 0 ? (const int16_t *)(here - level_bytes) : NULL;
    uint32_t item;
    node_outcome outcome = dlx_bitset_infer(problem, (int16_t *)here, parent_counts, &inference,
                                            taken, &taken_count, &item, &updates);
    if (outcome == NODE_SOLVED) {
      solutions++;
      if (solutions == WEIGHTED_BRANCHING_SOLUTIONS) inference.weighted = false;
      if (search->on_solution && search->on_solution(search->context, solver->solution_ids,
                                                     search->preselected_count + taken_count)) {
        status = DLX_STOPPED_BY_CALLBACK;
        break;
      }
      if (solutions == solution_limit) {
        status = DLX_STOPPED_AT_SOLUTION_LIMIT;
        break;
      }
    } else if (outcome == NODE_BRANCHES) {
      if (level + 2 > problem->level_capacity && !dlx_bitset_reserve_levels(problem, level + 2)) {
        status = DLX_ERROR_OUT_OF_MEMORY;
        break;
      }
      branches = problem->branches;
      start_branch(problem, level, item, taken_count);
    }
    /* The next option to try, at this level or the closest one above with options left. */
    for (;;) {
      if (outcome == NODE_BRANCHES) {
        branch *b = &branches[level];
        const char *state = problem->levels + level * level_bytes;
        const uint64_t *active = active_of(problem, (int16_t *)state);
        uint32_t option = 0;
        if (next_untried_option(problem, b, active, &option)) {
          char *child = problem->levels + (level + 1) * level_bytes;
          memcpy(child, state, level_bytes);
          taken_count = b->taken_count;
          taken[taken_count++] = option;
          problem->queued = 0;
          dlx_bitset_take(problem, (int16_t *)child, active_of(problem, (int16_t *)child), option,
                          &updates);
          level++;
          break;
        }
      }
      if (level == 0) goto finished;
      level--;
      outcome = NODE_BRANCHES;
    }
  }
finished:
  dlx_progress_report_end(&check.progress, status, solutions, node_total);
  statistics->solutions = solutions;
  statistics->nodes = node_total;
  statistics->updates = updates;
  return status;
}
