/* memo_sample.c: dlx_sample (dlx.h), solutions drawn uniformly at random through the counts of the
 * memoized search (memo.c): with N solutions in all, a number r below N, drawn uniformly, names
 * the r-th solution in the order of the memo's tree, which is found by walking down it, at each
 * residual problem going into the first option whose completions are more than what is left of r
 * (and taking those completions off r otherwise). The counts come from the cache, or are counted
 * again when the cache was full. With multiplicities the walk follows the memo's branches: first
 * closing the item (when its lower bound is met), then each option left of it. The generator is
 * splitmix64, seeded by the caller, so that a seed gives the same samples everywhere.
 */
#include "internal_memo.h"

#include <stdlib.h>
#include <string.h>

/* r = a number below `bound` (> 0), uniformly: random bits as many as bound has, drawn again while
 * they are not below it (fewer than two draws on average). */
static bool draw_below(const dlx_count *bound, uint64_t *state, dlx_count *r) {
  size_t length = bound->length;
  if (!dlx_count_reserve(r, length)) return false;
  uint64_t top = bound->limbs[length - 1], mask = UINT64_MAX;
  while (mask >> 1 >= top) mask >>= 1;
  do {
    for (size_t k = 0; k < length; k++) r->limbs[k] = splitmix64_next(state);
    r->limbs[length - 1] &= mask;
    r->length = length;
    while (r->length > 0 && r->limbs[r->length - 1] == 0) r->length--;
  } while (dlx_count_compare_limbs(r, bound->limbs, bound->length) >= 0);
  return true;
}

/* A step of the walk down: an option taken, or (option MEMO_CLOSED) an item closed. */
typedef struct sample_step {
  uint32_t option, item;
  size_t undo_height;
} sample_step;

typedef struct sampler {
  memo_run *run;
  uint32_t *ids; /* the solution: the preselected options, then those taken on the way down */
  sample_step *steps;
  dlx_count child, r;
} sampler;

/* Counts the completions after a branch just taken into sampler->child, and keeps the branch
 * (true) when r is below them, else takes them off r. */
static dlx_status take_branch_if_r_falls_in(sampler *sampler, uint32_t position, uint32_t resume,
                                            bool *kept) {
  dlx_status status = dlx_memo_count_state(sampler->run, position, resume, &sampler->child);
  if (status != DLX_OK) return status;
  *kept = dlx_count_compare_limbs(&sampler->r, sampler->child.limbs, sampler->child.length) < 0;
  if (!*kept) dlx_count_subtract_limbs(&sampler->r, sampler->child.limbs, sampler->child.length);
  return DLX_OK;
}

static void undo_step(memo_run *run, const sample_step *step) {
  if (step->option == MEMO_CLOSED)
    dlx_memo_reopen_item(run, step->item);
  else
    dlx_memo_untake_option(run, step->option, step->undo_height);
}

/* Walks down to the r-th solution and passes it to the callback. */
static dlx_status draw_one(sampler *sampler, const search_settings *search, size_t preselected) {
  memo_run *run = sampler->run;
  const memo_problem *problem = run->problem;
  size_t steps = 0, taken = preselected;
  uint32_t position = 0, resume = MEMO_FRESH;
  dlx_status status = DLX_OK;
  for (;;) {
    if (resume == MEMO_FRESH) position = dlx_memo_first_free_position(run, position);
    if (position == problem->primary_count) break;
    uint32_t item = problem->order[position];
    bool kept = false;
    if (resume == MEMO_FRESH) resume = problem->item_option_start[item];
    if (dlx_memo_may_close(run, item)) {
      sample_step *step = &sampler->steps[steps];
      *step = (sample_step){MEMO_CLOSED, item, 0};
      dlx_memo_close_item(run, item);
      if ((status = take_branch_if_r_falls_in(sampler, position + 1, MEMO_FRESH, &kept)) !=
          DLX_OK) {
        undo_step(run, step);
        goto unwind;
      }
      if (kept) {
        steps++;
        position++;
        resume = MEMO_FRESH;
        continue;
      }
      undo_step(run, step);
    }
    for (uint32_t k = resume; k < problem->item_option_start[item + 1] && !kept; k++) {
      uint32_t option = problem->item_options[k];
      if (!dlx_memo_option_fits(run, option)) continue;
      sample_step *step = &sampler->steps[steps];
      *step = (sample_step){option, item, run->undo_height};
      dlx_memo_take_option(run, option);
      bool closed = dlx_memo_item_is_closed(run, item);
      status = take_branch_if_r_falls_in(sampler, closed ? position + 1 : position,
                                         closed ? MEMO_FRESH : k + 1, &kept);
      if (status != DLX_OK) {
        undo_step(run, step);
        goto unwind;
      }
      if (kept) {
        steps++;
        sampler->ids[taken++] = option;
        position = closed ? position + 1 : position;
        resume = closed ? MEMO_FRESH : k + 1;
      } else {
        undo_step(run, step);
      }
    }
    if (!kept) { /* cannot happen while the counts are right */
      status = DLX_ERROR_INCONSISTENT;
      goto unwind;
    }
  }
  if (search->on_solution(search->context, sampler->ids, taken)) status = DLX_STOPPED_BY_CALLBACK;
unwind:
  while (steps > 0) undo_step(run, &sampler->steps[--steps]);
  return status;
}

dlx_status dlx_memo_sample(dlx_solver *solver, const search_settings *search, uint64_t samples,
                           uint64_t seed, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver || !search || !search->on_solution) return DLX_ERROR_NULL_ARGUMENT;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  search_settings counting = *search;
  counting.memo = DLX_MEMO_ON;
  memo_problem problem;
  memo_run run;
  dlx_status status = dlx_memo_problem_build(solver, &problem);
  if (status != DLX_OK) return status;
  status = dlx_memo_run_start(&run, &problem, &counting, solver);
  if (status != DLX_OK) {
    dlx_memo_problem_free(&problem);
    return status;
  }
  size_t preselected = search->preselected_count;
  sampler sampler = {.run = &run};
  sampler.ids = malloc((preselected + run.level_count) * sizeof *sampler.ids);
  sampler.steps = malloc(run.level_count * sizeof *sampler.steps);
  dlx_count total = {0};
  solver->searching = true;
  if (!sampler.ids || !sampler.steps) status = DLX_ERROR_OUT_OF_MEMORY;
  if (status == DLX_OK) status = dlx_memo_preselect(&run, search->preselected_options, preselected);
  if (status == DLX_OK) status = dlx_memo_count_state(&run, 0, MEMO_FRESH, &total);
  if (status == DLX_OK && search->exact_count &&
      dlx_count_add(search->exact_count, &total) != DLX_OK)
    status = DLX_ERROR_OUT_OF_MEMORY;
  dlx_count_to_u64(&total, &statistics->solutions);
  statistics->memo_hits = run.hits;
  if (status == DLX_OK && total.length > 0) {
    if (preselected)
      memcpy(sampler.ids, search->preselected_options, preselected * sizeof *sampler.ids);
    run.on_zdd_node = NULL;
    uint64_t state = seed;
    for (uint64_t k = 0; k < samples && status == DLX_OK; k++) {
      if (!draw_below(&total, &state, &sampler.r)) status = DLX_ERROR_OUT_OF_MEMORY;
      if (status == DLX_OK) status = draw_one(&sampler, search, preselected);
    }
  }
  solver->searching = false;
  if (status <= DLX_STOPPED_BY_REQUEST)
    dlx_progress_report_end(&run.progress, status, statistics->solutions, run.nodes);
  statistics->nodes = run.nodes;
  statistics->updates = run.updates;
  statistics->representation = DLX_REPRESENTATION_LINKS;
  statistics->memo = 1;
  dlx_memo_table_statistics(&run.table, statistics);
  free(sampler.ids);
  free(sampler.steps);
  free(sampler.child.limbs);
  free(sampler.r.limbs);
  free(total.limbs);
  dlx_memo_run_free(&run);
  dlx_memo_problem_free(&problem);
  return status;
}
