/* iterator_bitset.c: dlx_iterator's search on the bitset representation (internal_iterator.h): the
 * loop of dlx_bitset_solve (bitset_search.c), written again so that it returns at each solution and
 * goes on from there at the next call. The bitset keeps every level's state as a copy of its
 * parent's, so all a stopped search has to keep is its level, the options taken and its counters,
 * and stopping half way needs no unwinding.
 *
 * Why a copy of the loop rather than the links: listing the 14,200 solutions of 12 queens took the
 * links iterator 2.8 times the bitset's count. The iterator runs the bitset where dlx_solve would
 * (the same rule, representation.c, preselected options included: the listing by symmetry classes
 * preselects each class's representative, symmetric_listing.c). Progress
 * reports come as bitset_search.c makes them, from the same levels (the Python binding asks for
 * them at every step of a listing: on the links its 12 queens took 1.6 times as long).
 */
#include <stdlib.h>
#include <string.h>

#include "inline_node_check.h"
#include "internal_bitset.h"
#include "internal_iterator.h"

struct bitset_iteration {
  inference inference;
  uint32_t taken_count; /* options in solution_ids after the preselected ones */
  size_t level;
};

dlx_status dlx_bitset_iteration_start(dlx_solver *solver, const search_settings *search,
                                      search_cursor *cursor, bitset_iteration **iteration) {
  *iteration = NULL;
  dlx_representation representation = search->representation;
  if (representation == DLX_REPRESENTATION_AUTOMATIC)
    representation = dlx_choose_representation(solver, search->preselected_count);
  if (representation != DLX_REPRESENTATION_BITSET) return DLX_OK;
  dlx_status prepared = dlx_bitset_prepare(solver);
  if (prepared != DLX_OK)
    return prepared == DLX_ERROR_OUT_OF_MEMORY &&
                   search->representation == DLX_REPRESENTATION_BITSET
               ? prepared
               : DLX_OK;
  bitset_problem *problem = solver->bitset;
  if (problem->level_capacity < 2 && !dlx_bitset_reserve_levels(problem, 2))
    return DLX_ERROR_OUT_OF_MEMORY;
  bitset_iteration *state = calloc(1, sizeof *state);
  if (!state) return DLX_ERROR_OUT_OF_MEMORY;
  state->inference = bitset_inference_for(search, problem);
  reset_weights(problem);
  problem->domination_successes = problem->domination_examinations = 0;
  memcpy(problem->levels, problem->root, problem->level_bytes);
  problem->queued = 0;
  *cursor = (search_cursor){0};
  dlx_status status = dlx_bitset_take_preselected(solver, search, &cursor->updates);
  if (status != DLX_OK) {
    free(state);
    return status;
  }
  node_check_start(&cursor->check, solver, search);
  *iteration = state;
  return DLX_OK;
}

/* The next option to try at the deepest level with one left, taken into the level below it:
 * false when none is left anywhere (the search is over). */
static bool take_next_option(bitset_problem *problem, bitset_iteration *state, uint32_t *taken,
                             uint64_t *updates) {
  const size_t level_bytes = problem->level_bytes;
  size_t level = state->level;
  for (;;) {
    branch *b = &problem->branches[level];
    char *here = problem->levels + level * level_bytes;
    const uint64_t *active = active_of(problem, (int16_t *)here);
    uint32_t option = 0;
    if (next_untried_option(problem, b, active, &option)) {
      char *child = here + level_bytes;
      memcpy(child, here, level_bytes);
      state->taken_count = b->taken_count;
      taken[state->taken_count++] = option;
      problem->queued = 0;
      dlx_bitset_take(problem, (int16_t *)child, active_of(problem, (int16_t *)child), option,
                      updates);
      state->level = level + 1;
      return true;
    }
    if (level == 0) return false;
    level--;
  }
}

/* Runs the search on to its next solution (true: its ids are solver->solution_ids[0 ..
 * cursor->solution_size-1]) or to its end (false, cursor->status says how). */
bool dlx_bitset_iteration_next(dlx_solver *solver, const search_settings *search,
                               search_cursor *cursor, bitset_iteration *state) {
  bitset_problem *problem = solver->bitset;
  uint32_t *taken = solver->solution_ids + search->preselected_count;
  uint64_t updates = cursor->updates;
  dlx_status status = DLX_OK;
  if (cursor->resuming) { /* from the solution at state->level: on to its parent's next option */
    cursor->resuming = false;
    if (cursor->cancelling) goto finished;
    if (cursor->solutions == search->solution_limit) {
      status = DLX_STOPPED_AT_SOLUTION_LIMIT;
      goto finished;
    }
    if (state->level == 0) goto finished;
    state->level--;
    if (!take_next_option(problem, state, taken, &updates)) goto finished;
  }
  for (;;) {
    bool progress_due = false;
    status = node_check_before_node(&cursor->check, cursor->nodes, &progress_due);
    if (status != DLX_OK) break;
    if (progress_due)
      dlx_bitset_report_progress(problem, &cursor->check.progress, state->level, cursor->solutions,
                                 cursor->nodes);
    cursor->nodes++;
    inference *inference = &state->inference;
    if (inference->item_domination && inference->adaptive && cursor->nodes > 1 &&
        !domination_pays(problem->domination_successes, problem->domination_examinations,
                         cursor->nodes))
      inference->item_domination = false;
    size_t level = state->level;
    char *here = problem->levels + level * problem->level_bytes;
    const int16_t *parent_counts =
        level > 0 ? (const int16_t *)(here - problem->level_bytes) : NULL;
    uint32_t item;
    node_outcome outcome = dlx_bitset_infer(problem, (int16_t *)here, parent_counts, inference,
                                            taken, &state->taken_count, &item, &updates);
    if (outcome == NODE_SOLVED) {
      cursor->solutions++;
      if (cursor->solutions == WEIGHTED_BRANCHING_SOLUTIONS) inference->weighted = false;
      cursor->updates = updates;
      cursor->solution_size = search->preselected_count + state->taken_count;
      cursor->resuming = true;
      return true;
    }
    if (outcome == NODE_BRANCHES) {
      if (level + 2 > problem->level_capacity && !dlx_bitset_reserve_levels(problem, level + 2)) {
        status = DLX_ERROR_OUT_OF_MEMORY;
        break;
      }
      start_branch(problem, level, item, state->taken_count);
    } else if (level == 0) {
      break; /* the root is dead: no solution */
    } else {
      state->level = level - 1;
    }
    if (!take_next_option(problem, state, taken, &updates)) break;
  }
finished:
  dlx_progress_report_end(&cursor->check.progress, status, cursor->solutions, cursor->nodes);
  cursor->updates = updates;
  cursor->status = status;
  cursor->over = true;
  return false;
}

void dlx_bitset_iteration_finish(bitset_iteration *state) {
  free(state);
}
