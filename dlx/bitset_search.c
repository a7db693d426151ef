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
 * the inferences of inference.c. The options of an item are tried in the order they were added;
 * with the inferences off, the nodes visited are exactly those of the links.
 *
 * The structures are built once per set of options, at the first bitset search, and kept in the
 * solver (bitset_build.c); the level stack grows as the search deepens and is kept too. Taking an
 * option is bitset_take.c's; this file holds the preselection and the search loop.
 */
#include "inline_node_check.h"
#include "internal_bitset.h"

#include <stdlib.h>
#include <string.h>

/* Takes the preselected options into level 0, as the links do: in the order given, each refused if
 * it is out of range or no longer active (it shares an item with an earlier one). With conflict
 * rows, the options are taken all at once: their rows leave the active set, then the counts are
 * counted afresh from the options left, which is cheaper than decrementing for every option
 * removed when there are many. Then the options of solver->excluded_options leave too. */
dlx_status dlx_bitset_take_preselected(dlx_solver *solver, const search_settings *search,
                                       uint64_t *updates) {
  bitset_problem *problem = solver->bitset;
  int16_t *counts = level_counts(problem, 0);
  uint64_t *active = level_active(problem, 0);
  const size_t words = problem->word_count;
  for (size_t k = 0; k < search->preselected_count; k++) {
    uint32_t option = search->preselected_options[k];
    if (option >= problem->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
    if (!is_active(active, option)) return DLX_PRESELECTED_OPTIONS_CONFLICT;
    if (problem->conflicts) {
      typedef uint64_t word_pair __attribute__((vector_size(16)));
      const uint64_t *row = problem->conflicts + (size_t)option * words;
      for (size_t w = 0; w < words; w += 2) { /* words is even */
        word_pair now, conflicts;
        memcpy(&now, active + w, sizeof now);
        memcpy(&conflicts, row + w, sizeof conflicts);
        now &= ~conflicts;
        memcpy(active + w, &now, sizeof now);
      }
    } else {
      dlx_bitset_take(problem, counts, active, option, updates);
    }
    solver->solution_ids[k] = option;
  }
  /* Set only where there are conflict rows (dlx_bitset_can_leave_out; a thread's copy of the
   * solver that could not build them has to say so). A preselected option left out leaves no
   * solution (the splitter of the threads never proposes one). */
  const uint64_t *excluded = solver->excluded_options;
  if (excluded && !problem->conflicts) return DLX_ERROR_OUT_OF_MEMORY;
  for (size_t k = 0; excluded && k < search->preselected_count; k++)
    if (excluded[search->preselected_options[k] / 64] >> (search->preselected_options[k] % 64) & 1)
      return DLX_PRESELECTED_OPTIONS_CONFLICT;
  if (excluded)
    for (size_t w = 0; w < (problem->option_count + 63) / 64; w++) active[w] &= ~excluded[w];
  if (!problem->conflicts || (search->preselected_count == 0 && !excluded)) return DLX_OK;
  memset(counts, 0, problem->primary_count * sizeof *counts);
  uint64_t entries_left = 0;
  if (problem->pad_width == 4 && problem->uniform_width == 4) {
    /* Every option has exactly 4 primary items: no padding, and a loop of constant length. */
    for (size_t w = 0; w < words; w++) {
      for (uint64_t bits = active[w]; bits != 0; bits &= bits - 1) {
        const uint32_t *items =
            problem->padded + ((size_t)w * 64 + (size_t)__builtin_ctzll(bits)) * 4;
        counts[items[0]]++;
        counts[items[1]]++;
        counts[items[2]]++;
        counts[items[3]]++;
        entries_left += 4;
      }
    }
  } else {
    for (size_t w = 0; w < words; w++) {
      for (uint64_t bits = active[w]; bits != 0; bits &= bits - 1) {
        uint32_t q = (uint32_t)(w * 64) + (uint32_t)__builtin_ctzll(bits);
        for (uint32_t e = problem->option_start[q]; e < problem->primary_end[q]; e++)
          counts[problem->entry_item[e]]++;
        entries_left += problem->primary_end[q] - problem->option_start[q];
      }
    }
  }
  *updates += problem->root_entries - entries_left;
  for (size_t k = 0; k < search->preselected_count; k++)
    cover_primary_items(problem, counts, search->preselected_options[k]);
  return DLX_OK;
}

/* Knuth's estimate from the level stack: a level's state does not change while its children are
 * searched, so the options of its item active there are its degree, and those before the one
 * being tried (untried, or next, says where the level is) give the index. Options taken by
 * inference join a node without making a level: their degree is 1. */
void dlx_bitset_report_progress(bitset_problem *problem, progress_reporter *reporter, size_t level,
                                uint64_t solutions, uint64_t node_total) {
  progress_estimate estimate = progress_estimate_start();
  for (size_t k = 0; k < level; k++) {
    const branch *b = &problem->branches[k];
    const uint64_t *active = level_active(problem, k);
    uint32_t start = problem->item_start[b->item], end = problem->item_start[b->item + 1];
    uint64_t degree = 0, tried = 0;
    for (uint32_t s = start; s < end; s++) {
      bool counted = is_active(active, problem->item_option[s]);
      degree += counted;
      if (end - start > 64 && s < b->next) tried += counted;
    }
    if (end - start <= 64) tried = degree - (uint64_t)__builtin_popcountll(b->untried);
    dlx_progress_estimate_add_level(&estimate, tried - 1, degree);
  }
  dlx_progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

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
