/* memo.c: the memoized count (dlx.h, dlx_memo_mode; internal_memo.h): the problem read from the
 * solver's compiled view (internal.h), the state of a partial solution kept as its
 * key, and the search, which branches on the first free primary item of a fixed order
 * (memo_order.c) and counts a residual problem met before from the cache (memo_table.c) instead of
 * searching it again.
 *
 * The search is iterative: levels[d] is the residual problem at depth d being branched on, with
 * the sum of the completions of the options it finished. A residual problem that is a solution, or
 * that the cache holds, is answered at once; one whose options are all tried is stored, and its sum
 * goes to the level above. When a ZDD is asked for, each level also chains one ZDD node per option
 * whose completions are not empty, as DLX6 does: (~option ? the options before : the completions).
 *
 * With multiplicities (Knuth's Algorithm M, as DLX6 extends it), a level takes one option of its
 * item at a time: its first branch closes the item when its lower bound is met (the ZDD of that
 * branch is where the level's chain starts), then each option left from `next` on is taken; an
 * item covered upper times closes by itself, else the search stays inside the item with the
 * options after the one taken (internal_memo.h). So every set of options of the item within its
 * bounds is tried once, in increasing order, and no set twice.
 */
#include "inline_node_check.h"
#include "internal.h"
#include "internal_memo.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* How many plain nodes one node of the memo costs, about (8x8 dominoes: 1.0 us a memo node, 0.15
 * us a plain node of the bitset, 0.3 of the links), for DLX_MEMO_AUTOMATIC's trial. */
#define MEMO_NODE_COST_IN_PLAIN_NODES 8.0
/* ... or when at least one residual problem in this many was a repeat (at the trial: 16x16
 * dominoes 35%, Langford pairs of 12 25%, latin squares of 5 19%, pentominoes 3%). */
#define MEMO_TRIAL_REPEAT_SHARE 3
/* A memo kept after its trial is still given up once its nodes, at their cost in plain nodes,
 * pass this share of the plain search's estimated nodes: a count whose residual problems repeat
 * but are too many to pay (Langford pairs of 14 and 15) then costs about that share more than the
 * plain search, while where the memo wins (dominoes, tilings) it ends long before. */
#define MEMO_BUDGET_IN_PLAIN_ESTIMATES 0.25

dlx_status dlx_memo_problem_build(dlx_solver *solver, memo_problem *problem) {
  memset(problem, 0, sizeof *problem);
  const compiled_problem *view;
  if (dlx_compiled_problem_get(solver, &view) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  uint32_t primary = view->primary_count;
  problem->primary_count = primary;
  problem->secondary_count = view->secondary_count;
  problem->option_count = view->option_count;
  problem->option_start = view->option_start;
  problem->entry_item = view->entry_item;
  problem->entry_color = view->entry_color;
  problem->item_option_start = view->item_start;
  problem->item_options = view->item_option;
  problem->order = malloc(((size_t)primary + 1) * sizeof(uint32_t));
  if (!problem->order) return DLX_ERROR_OUT_OF_MEMORY;
  problem->primary_words = (primary + 63) / 64;
  problem->counts_offset = problem->primary_words + (solver->secondary_count + 1) / 2;
  problem->key_words = problem->counts_offset; /* dlx_memo_key_bytes / 8 */
  if (view->bounded_item_count > 0) {
    uint32_t bounded = view->bounded_item_count;
    problem->bounded_index = malloc((size_t)primary * sizeof(uint32_t));
    problem->lower = malloc((size_t)bounded * sizeof(uint32_t));
    problem->upper = malloc((size_t)bounded * sizeof(uint32_t));
    if (!problem->bounded_index || !problem->lower || !problem->upper) {
      dlx_memo_problem_free(problem);
      return DLX_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t i = 0; i < primary; i++) {
      if (view->lower[i] == 1 && view->upper[i] == 1) {
        problem->bounded_index[i] = MEMO_UNBOUNDED;
        continue;
      }
      problem->lower[problem->bounded_count] = view->lower[i];
      problem->upper[problem->bounded_count] = view->upper[i];
      problem->bounded_index[i] = problem->bounded_count++;
    }
    problem->resume_word = problem->counts_offset + (problem->bounded_count + 1) / 2;
    problem->key_words = problem->resume_word + 1;
  }
  if (!dlx_memo_choose_order(problem)) {
    dlx_memo_problem_free(problem);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  return DLX_OK;
}

void dlx_memo_problem_free(memo_problem *problem) {
  free(problem->order);
  free(problem->bounded_index);
  free(problem->lower);
  free(problem->upper);
  memset(problem, 0, sizeof *problem);
}

static uint32_t *secondary_states(const memo_run *run) {
  return (uint32_t *)(run->key + run->problem->primary_words);
}

static bool primary_is_covered(const memo_run *run, uint32_t item) {
  return (run->key[item / 64] >> (item % 64)) & 1;
}

static uint32_t *bounded_counts(const memo_run *run) {
  return (uint32_t *)(run->key + run->problem->counts_offset);
}

static uint32_t bounded_index(const memo_problem *problem, uint32_t item) {
  return problem->bounded_index ? problem->bounded_index[item] : MEMO_UNBOUNDED;
}

bool dlx_memo_item_is_closed(const memo_run *run, uint32_t item) {
  return primary_is_covered(run, item);
}

bool dlx_memo_may_close(const memo_run *run, uint32_t item) {
  uint32_t b = bounded_index(run->problem, item);
  return b != MEMO_UNBOUNDED && run->taken[b] >= run->problem->lower[b];
}

void dlx_memo_close_item(memo_run *run, uint32_t item) {
  run->key[item / 64] |= UINT64_C(1) << (item % 64);
  bounded_counts(run)[bounded_index(run->problem, item)] = 0;
}

void dlx_memo_reopen_item(memo_run *run, uint32_t item) {
  uint32_t b = bounded_index(run->problem, item);
  run->key[item / 64] &= ~(UINT64_C(1) << (item % 64));
  bounded_counts(run)[b] = run->taken[b];
}

dlx_status dlx_memo_run_start(memo_run *run, const memo_problem *problem,
                              const search_settings *search, const dlx_solver *solver) {
  memset(run, 0, sizeof *run);
  run->problem = problem;
  run->key = calloc(problem->key_words ? problem->key_words : 1, sizeof *run->key);
  run->undo = malloc(((size_t)problem->secondary_count + 1) * sizeof *run->undo);
  run->taken = calloc((size_t)problem->bounded_count + 1, sizeof *run->taken);
  /* A level per option taken and per item closed: with multiplicities, more than one per item. */
  size_t levels = (size_t)problem->primary_count + 1;
  if (problem->bounded_count) levels += problem->option_count;
  run->levels = calloc(levels, sizeof *run->levels);
  run->level_count = levels;
  uint64_t limit = search->memo_bytes ? search->memo_bytes : DLX_MEMO_DEFAULT_BYTES;
  bool table =
      dlx_memo_table_start(&run->table, problem->key_words, search->on_zdd_node != NULL, limit);
  if (!run->key || !run->levels || !run->undo || !run->taken || !table) {
    if (!table) run->table.slots = NULL;
    dlx_memo_run_free(run);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  run->node_limit = search->node_limit;
  run->stop = search->stop;
  run->thread_stop = solver->thread_stop;
  dlx_progress_reporter_start(&run->progress, search);
  run->on_zdd_node = search->on_zdd_node;
  run->zdd_context = search->zdd_context;
  run->next_zdd = 2;
  if (search->memo == DLX_MEMO_AUTOMATIC) run->trial_nodes = DLX_MEMO_TRIAL_NODES;
  run->automatic = search->memo == DLX_MEMO_AUTOMATIC;
  return DLX_OK;
}

void dlx_memo_run_free(memo_run *run) {
  if (run->levels)
    for (size_t d = 0; d < run->level_count; d++) free(run->levels[d].sum.limbs);
  free(run->levels);
  free(run->key);
  free(run->taken);
  free(run->preselected);
  run->taken = NULL;
  run->preselected = NULL;
  free(run->undo);
  free(run->progress_solutions.limbs);
  dlx_memo_table_free(&run->table);
  run->levels = NULL;
  run->key = NULL;
  run->undo = NULL;
}

bool dlx_memo_option_fits(const memo_run *run, uint32_t option) {
  const memo_problem *problem = run->problem;
  const uint32_t *states = secondary_states(run);
  if (run->preselected && run->preselected[option]) return false;
  for (uint32_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e];
    if (item < problem->primary_count) {
      if (primary_is_covered(run, item)) return false;
    } else {
      uint32_t state = states[item - problem->primary_count], color = problem->entry_color[e];
      if (state != 0 && (color == 0 || state != color)) return false;
    }
  }
  return true;
}

void dlx_memo_take_option(memo_run *run, uint32_t option) {
  const memo_problem *problem = run->problem;
  uint32_t *states = secondary_states(run);
  for (uint32_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e];
    if (item < problem->primary_count) {
      uint32_t b = bounded_index(problem, item);
      if (b == MEMO_UNBOUNDED || ++run->taken[b] == problem->upper[b]) {
        run->key[item / 64] |= UINT64_C(1) << (item % 64);
        if (b != MEMO_UNBOUNDED) bounded_counts(run)[b] = 0;
      } else {
        bounded_counts(run)[b] = run->taken[b];
      }
      run->updates++;
    } else {
      uint32_t *state = &states[item - problem->primary_count], color = problem->entry_color[e];
      if (*state == 0) {
        run->undo[run->undo_height++] = (memo_undo){item - problem->primary_count, 0};
        *state = color ? color : MEMO_COVERED;
        run->updates++;
      }
    }
  }
}

void dlx_memo_untake_option(memo_run *run, uint32_t option, size_t undo_height) {
  const memo_problem *problem = run->problem;
  uint32_t *states = secondary_states(run);
  for (uint32_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e];
    if (item >= problem->primary_count) continue;
    uint32_t b = bounded_index(problem, item);
    run->key[item / 64] &= ~(UINT64_C(1) << (item % 64));
    if (b != MEMO_UNBOUNDED) bounded_counts(run)[b] = --run->taken[b];
  }
  while (run->undo_height > undo_height) {
    memo_undo undo = run->undo[--run->undo_height];
    states[undo.item] = undo.state;
  }
}

dlx_status dlx_memo_preselect(memo_run *run, const uint32_t *options, size_t count) {
  for (size_t k = 0; k < count; k++)
    if (options[k] >= run->problem->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
  /* With bounds an option taken may still fit: the search must not take it a second time. */
  if (count > 0 && run->problem->bounded_count > 0 &&
      !(run->preselected = calloc(run->problem->option_count, 1)))
    return DLX_ERROR_OUT_OF_MEMORY;
  for (size_t k = 0; k < count; k++) {
    if (!dlx_memo_option_fits(run, options[k])) return DLX_PRESELECTED_OPTIONS_CONFLICT;
    dlx_memo_take_option(run, options[k]);
    if (run->preselected) run->preselected[options[k]] = 1;
  }
  return DLX_OK;
}

uint32_t dlx_memo_first_free_position(const memo_run *run, uint32_t position) {
  const memo_problem *problem = run->problem;
  while (position < problem->primary_count && primary_is_covered(run, problem->order[position]))
    position++;
  return position;
}

/* Knuth's estimate over the levels 0 .. depth-1 (the index of the option tried among its item's).
 */
static double fraction_done(const memo_run *run, uint32_t depth) {
  const memo_problem *problem = run->problem;
  progress_estimate estimate = progress_estimate_start();
  for (uint32_t d = 0; d < depth; d++) {
    const memo_level *level = &run->levels[d];
    uint32_t first = problem->item_option_start[level->item], closing = level->may_close;
    uint32_t index = level->option == MEMO_CLOSED ? 0 : level->next - first - 1 + closing;
    dlx_progress_estimate_add_level(&estimate, index,
                                    problem->item_option_start[level->item + 1] - first + closing);
  }
  return estimate.fraction_done;
}

static void report_progress(memo_run *run, uint32_t depth) {
  dlx_count *total = &run->progress_solutions;
  dlx_count_set_small(total, 0);
  for (uint32_t d = 0; d < depth; d++)
    dlx_count_add_limbs(total, run->levels[d].sum.limbs, run->levels[d].sum.length);
  uint64_t solutions;
  dlx_count_to_u64(total, &solutions);
  dlx_progress_report(&run->progress, solutions, run->nodes, fraction_done(run, depth));
}

static dlx_status check_before_node(memo_run *run, uint32_t depth) {
  if (run->nodes == run->node_limit && run->node_limit != 0) return DLX_STOPPED_AT_NODE_LIMIT;
  if ((run->nodes & (NODES_BETWEEN_STOP_CHECKS - 1)) == 0) {
    if (stop_is_requested(run->stop, run->thread_stop)) return DLX_STOPPED_BY_REQUEST;
    if (progress_is_due(&run->progress, run->nodes)) report_progress(run, depth);
    if (run->trial_nodes && run->nodes >= run->trial_nodes) {
      /* Knuth's estimate of the memo's whole tree, at the cost of its nodes, against the plain
       * search's, from the plain trial. */
      double fraction = fraction_done(run, depth);
      double memo_cost =
          fraction > 0 ? (double)run->nodes / fraction * MEMO_NODE_COST_IN_PLAIN_NODES : INFINITY;
      /* Knuth's estimate of a memo tree is poor this early (its first path is deep and every
       * level at its first option), so a high share of repeats keeps the memo too. */
      bool repeats = run->hits * MEMO_TRIAL_REPEAT_SHARE >= run->lookups;
      if (!(memo_cost < run->plain_node_estimate) && !repeats) {
        run->abandoned = true;
        return DLX_STOPPED_BY_REQUEST;
      }
      run->trial_nodes = 0;
    } else if (run->automatic && (double)run->nodes * MEMO_NODE_COST_IN_PLAIN_NODES >
                                     MEMO_BUDGET_IN_PLAIN_ESTIMATES * run->plain_node_estimate) {
      run->abandoned = true;
      return DLX_STOPPED_BY_REQUEST;
    }
  }
  return DLX_OK;
}

static void emit_zdd_node(memo_run *run, memo_level *level, uint32_t option, uint64_t child) {
  uint64_t id = run->next_zdd++;
  run->on_zdd_node(run->zdd_context, id, option, level->zdd, child);
  level->zdd = id;
}

static void undo_branch(memo_run *run, const memo_level *level) {
  if (level->option == MEMO_CLOSED)
    dlx_memo_reopen_item(run, level->item);
  else
    dlx_memo_untake_option(run, level->option, level->undo_height);
}

dlx_status dlx_memo_count_state(memo_run *run, uint32_t position, uint32_t resume,
                                dlx_count *result) {
  const memo_problem *problem = run->problem;
  memo_table *table = &run->table;
  const bool zdd = run->on_zdd_node != NULL;
  const uint64_t one = 1;
  uint32_t depth = 0;
  dlx_status status = DLX_OK;
  /* The answer of the residual problem just finished, for the level above. */
  const uint64_t *answer;
  size_t answer_length;
  uint64_t answer_small, answer_zdd;

enter:
  if ((status = check_before_node(run, depth)) != DLX_OK) goto stopped;
  run->nodes++;
  if (resume == MEMO_FRESH) {
    position = dlx_memo_first_free_position(run, position);
    if (position == problem->primary_count) {
      answer = &one, answer_length = 1, answer_zdd = 1;
      goto finished;
    }
  }
  if (problem->bounded_count)
    run->key[problem->resume_word] = resume == MEMO_FRESH ? 0 : resume + 1;
  {
    uint64_t hash = dlx_memo_hash(run->key, problem->key_words);
    const uint64_t *slot = dlx_memo_table_find(table, run->key, hash);
    run->lookups++;
    if (slot) {
      run->hits++;
      answer_length = dlx_memo_table_count(table, slot, &answer_small, &answer);
      answer_zdd = zdd ? memo_table_zdd(slot) : 0;
      goto finished;
    }
  }
  {
    memo_level *level = &run->levels[depth];
    level->item = problem->order[position];
    level->position = position;
    level->next = resume == MEMO_FRESH ? problem->item_option_start[level->item] : resume;
    level->may_close = level->close_pending = dlx_memo_may_close(run, level->item);
    if (problem->bounded_count) level->resume_key = run->key[problem->resume_word];
    dlx_count_set_small(&level->sum, 0);
    level->zdd = 0;
  }
try_next : {
  memo_level *level = &run->levels[depth];
  if (level->close_pending) {
    level->close_pending = false;
    level->option = MEMO_CLOSED;
    dlx_memo_close_item(run, level->item);
    position = level->position + 1;
    resume = MEMO_FRESH;
    depth++;
    goto enter;
  }
  uint32_t end = problem->item_option_start[level->item + 1];
  while (level->next < end) {
    uint32_t option = problem->item_options[level->next++];
    if (!dlx_memo_option_fits(run, option)) continue;
    level->option = option;
    level->undo_height = run->undo_height;
    dlx_memo_take_option(run, option);
    if (dlx_memo_item_is_closed(run, level->item)) {
      position = level->position + 1;
      resume = MEMO_FRESH;
    } else { /* multiplicities: more options of the item may follow */
      position = level->position;
      resume = level->next;
    }
    depth++;
    goto enter;
  }
  /* Every option tried: store the residual problem and answer it. */
  if (problem->bounded_count) run->key[problem->resume_word] = level->resume_key;
  dlx_memo_table_insert(table, run->key, dlx_memo_hash(run->key, problem->key_words), &level->sum,
                        level->zdd);
  answer = level->sum.limbs, answer_length = level->sum.length, answer_zdd = level->zdd;
}
finished:
  if (depth == 0) {
    if (!dlx_count_reserve(result, answer_length ? answer_length : 1))
      return DLX_ERROR_OUT_OF_MEMORY;
    if (answer_length) memcpy(result->limbs, answer, answer_length * sizeof *answer);
    result->length = answer_length;
    return DLX_OK;
  }
  {
    memo_level *level = &run->levels[--depth];
    undo_branch(run, level);
    if (answer_length) {
      if (!dlx_count_add_limbs(&level->sum, answer, answer_length)) {
        status = DLX_ERROR_OUT_OF_MEMORY;
        goto stopped;
      }
      if (zdd && level->option == MEMO_CLOSED) /* the first branch: the chain starts there */
        level->zdd = answer_zdd;
      else if (zdd)
        emit_zdd_node(run, level, level->option, answer_zdd);
    }
  }
  goto try_next;

stopped:
  /* What the levels finished is a lower bound; the state is put back as it was. */
  dlx_count_set_small(result, 0);
  while (depth > 0) {
    memo_level *level = &run->levels[--depth];
    undo_branch(run, level);
    if (!dlx_count_add_limbs(result, level->sum.limbs, level->sum.length))
      status = DLX_ERROR_OUT_OF_MEMORY;
  }
  return status;
}

bool dlx_memo_applies(const search_settings *search) {
  if (search->memo == DLX_MEMO_OFF) return false;
  if (search->on_solution || search->solution_limit) return false;
  return search->memo == DLX_MEMO_ON || search->node_limit == 0;
}

size_t dlx_memo_key_bytes(const dlx_solver *solver) {
  return (((size_t)solver->primary_count + 63) / 64 + ((size_t)solver->secondary_count + 1) / 2) *
         sizeof(uint64_t);
}

dlx_status dlx_memo_frontier_cost(dlx_solver *solver, double *cost) {
  memo_problem problem;
  dlx_status status = dlx_memo_problem_build(solver, &problem);
  *cost = status == DLX_OK ? problem.frontier_cost : 0;
  dlx_memo_problem_free(&problem);
  return status;
}

/* One memoized count from the root: its problem, its run and its total, which the caller reads
 * and frees with memo_count_free once started. */
typedef struct memo_count {
  memo_problem problem;
  memo_run run;
  dlx_count total;
  bool started;
} memo_count;

/* Counts search's problem with the memo (a node_limit other than 0 replaces the search's), judged
 * against plain_node_estimate when automatic; the count's status, or the error that kept it from
 * starting (count->started false: nothing to free). */
static dlx_status memo_count_run(memo_count *count, dlx_solver *solver,
                                 const search_settings *search, double plain_node_estimate,
                                 uint64_t node_limit) {
  memset(count, 0, sizeof *count);
  dlx_status status = dlx_memo_problem_build(solver, &count->problem);
  if (status != DLX_OK) return status;
  status = dlx_memo_run_start(&count->run, &count->problem, search, solver);
  if (status != DLX_OK) {
    dlx_memo_problem_free(&count->problem);
    return status;
  }
  count->started = true;
  count->run.plain_node_estimate = plain_node_estimate;
  if (node_limit) count->run.node_limit = node_limit;
  solver->searching = true;
  status = dlx_memo_preselect(&count->run, search->preselected_options, search->preselected_count);
  if (status == DLX_OK) status = dlx_memo_count_state(&count->run, 0, MEMO_FRESH, &count->total);
  solver->searching = false;
  return status;
}

static void memo_count_free(memo_count *count) {
  if (!count->started) return;
  free(count->total.limbs);
  dlx_memo_run_free(&count->run);
  dlx_memo_problem_free(&count->problem);
}

dlx_status dlx_memo_solve(dlx_solver *solver, const search_settings *search,
                          double plain_node_estimate, dlx_statistics *statistics, bool *ran) {
  *ran = false;
  if (!dlx_memo_applies(search)) return DLX_OK;
  memo_count count;
  dlx_status status = memo_count_run(&count, solver, search, plain_node_estimate, 0);
  if (!count.started) return status;
  const memo_run *run = &count.run;
  if (!run->abandoned) {
    *ran = true;
    memset(statistics, 0, sizeof *statistics);
    dlx_count_to_u64(&count.total, &statistics->solutions);
    statistics->representation = DLX_REPRESENTATION_LINKS;
    statistics->memo = 1;
    if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) statistics->solutions = 0;
    if (search->exact_count && status < DLX_PRESELECTED_OPTIONS_CONFLICT &&
        dlx_count_add(dlx_count_set_small(search->exact_count, 0) ? search->exact_count : NULL,
                      &count.total) != DLX_OK)
      status = DLX_ERROR_OUT_OF_MEMORY;
    if (status <= DLX_STOPPED_BY_REQUEST)
      dlx_progress_report_end(&count.run.progress, status, statistics->solutions, run->nodes);
  }
  statistics->nodes += run->nodes;
  statistics->updates += run->updates;
  statistics->memo_hits = run->hits;
  dlx_memo_table_statistics(&run->table, statistics);
  memo_count_free(&count);
  return status;
}

dlx_status dlx_memo_trial(dlx_solver *solver, const search_settings *search,
                          double plain_node_estimate, bool *pays) {
  *pays = false;
  search_settings trial = *search;
  trial.memo = DLX_MEMO_AUTOMATIC;
  trial.node_limit = 0;
  trial.on_progress = NULL;
  trial.exact_count = NULL;
  if (!dlx_memo_applies(&trial)) return DLX_OK;
  memo_count count; /* stopped just past the trial's verdict */
  dlx_status status =
      memo_count_run(&count, solver, &trial, plain_node_estimate, DLX_MEMO_TRIAL_NODES + 1);
  if (!count.started) return status;
  *pays = !count.run.abandoned;
  if (status == DLX_STOPPED_AT_NODE_LIMIT || count.run.abandoned) status = DLX_OK;
  memo_count_free(&count);
  return status;
}
