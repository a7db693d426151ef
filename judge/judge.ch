judge.ch: what the judges' single files leave out of dlx/ and sudoku/, as changes to the sources
(judge/changes.py reads this file; judge/amalgamate.py applies it before it reads each source).
A judge's file answers 9x9 grids of digits without headers, counts without the memo, symmetry,
restarts, progress reports or threads, sets no option of the engine but the weights, reads no
statistic but the solutions and nodes, and must fit in 50,000 bytes: each change below cuts what
such a run never reaches, or puts the judges' simpler version in its place. Each change's
lines must stand exactly once in its file; when a source changes under a change, the generation
fails and names the change to update. Text outside @x ... @z, like this, is commentary.

dlx/bitset_build.c: 9x9 grids have too many items for the deltas
@x dlx/bitset_build.c
/* Builds the count deltas of every option (internal_bitset.h says when). A padded width of 0
 * means options wider than 8. */
static void build_count_deltas(bitset_problem *problem) {
  uint32_t vectors = problem->count_slots / COUNTS_PER_VECTOR;
  if (vectors > MAXIMUM_DELTA_VECTORS) return;
  if (problem->pad_width != 0 && problem->pad_width < MINIMUM_WIDTH_FOR_DELTAS) return;
  size_t bytes = (size_t)problem->option_count * vectors * VECTOR_BYTES;
  if (bytes > MAXIMUM_DELTA_BYTES || bytes == 0) return;
  problem->count_deltas = aligned_alloc(VECTOR_BYTES, bytes);
  if (!problem->count_deltas) return;
  memset(problem->count_deltas, 0, bytes);
  for (uint32_t o = 0; o < problem->option_count; o++) {
    int16_t *delta = (int16_t *)(problem->count_deltas + (size_t)o * vectors);
    for (uint32_t e = problem->option_start[o]; e < problem->primary_end[o]; e++)
      delta[problem->entry_item[e]] = -1;
  }
  problem->delta_vectors = vectors;
}
@y
@z

dlx/bitset_build.c: no symmetry
@x dlx/bitset_build.c
bool dlx_bitset_can_leave_out(dlx_solver *solver) {
  return dlx_bitset_prepare(solver) == DLX_OK && solver->bitset->conflicts;
}
@y
@z

dlx/bitset_build.c
@x dlx/bitset_build.c
  if (problem->conflicts) build_count_deltas(problem);
@y
@z

dlx/bitset_node.c: no symmetry, nothing left out
@x dlx/bitset_node.c
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
@y
  const uint64_t *excluded = NULL;
@z

dlx/bitset_search.c
@x dlx/bitset_search.c
    if (progress_due)
      dlx_bitset_report_progress(problem, &check.progress, level, solutions, node_total);
@y
@z

dlx/bitset_search.c
@x dlx/bitset_search.c
  dlx_progress_report_end(&check.progress, status, solutions, node_total);
@y
@z

dlx/bitset_node.c: 9x9 grids have too many items for the deltas
@x dlx/bitset_node.c
/* The same with count deltas (bitset_build.c): the counts stay in vector registers while the delta
 * of every removed option (-1 in each of its primary items) is added, so that no count waits on
 * the store of the fall before. The removed options of a row share items, the item of a piece or
 * a shape above all: through memory its count falls once per option, each fall waiting on the
 * last, which nearly doubles the time of pentominoes 6x10 ("Count deltas" in
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). Then the option's own items become
 * COVERED, and the items whose count fell from 2 or more to below 2 are queued, once each, in item
 * order. One that was 1 already is in the queue: the search branches only when every
 * count is 2 or more, and every item that falls to 1 after is queued until it is forced.
 *
 * Each of the (at most 12) vectors of counts is a variable of its own, so that every compiler keeps
 * them in registers: clang, for WebAssembly, keeps an array of them in memory, unrolling pragmas
 * or not, which costs the pentominoes a third of their speed there. `vectors` is a constant in
 * each instance, so the tests on it fold away. */
#define FOR_EACH_DELTA_VECTOR(DO)                                                                  \
  DO(0) DO(1) DO(2) DO(3) DO(4) DO(5) DO(6) DO(7) DO(8) DO(9) DO(10) DO(11)
#define FOR_EACH_DELTA_PAIR(DO) DO(0, 1) DO(2, 3) DO(4, 5) DO(6, 7) DO(8, 9) DO(10, 11)
#define DECLARE_SUM(k)                                                                             \
  counts_vector sum##k = k < vectors ? load(counts + k * COUNTS_PER_VECTOR) : splat(0);
#define ADD_DELTA(k)                                                                               \
  if (k < vectors) sum##k += delta[k];
#define COVER_OWN(k)                                                                               \
  if (k < vectors) sum##k |= own[k] & covered;
#define FELL_BELOW_TWO(k)                                                                          \
  (k < vectors ? (sum##k < two) & (load(counts + k * COUNTS_PER_VECTOR) >= two) : splat(0))
#define NOTE_FELL(k, l)                                                                            \
  if (k < vectors)                                                                                 \
    fell[k / 8] |= (uint64_t)pair_lane_bits(FELL_BELOW_TWO(k), FELL_BELOW_TWO(l))                  \
                   << (k % 8 * COUNTS_PER_VECTOR);
#define STORE_SUM(k)                                                                               \
  if (k < vectors) memcpy(counts + k * COUNTS_PER_VECTOR, &sum##k, VECTOR_BYTES);

static ALWAYS_INLINE void take_by_count_deltas(bitset_problem *problem, int16_t *counts,
                                               uint64_t *active, const uint64_t *row,
                                               const uint32_t *options, uint32_t option_count,
                                               uint64_t *updates, uint32_t vectors) {
  const counts_vector *deltas = problem->count_deltas;
  const uint32_t *option_start = problem->option_start, *primary_end = problem->primary_end;
  const uint32_t uniform = problem->uniform_width;
  FOR_EACH_DELTA_VECTOR(DECLARE_SUM);
  uint64_t removed_options = 0, removed_entries = 0;
  /* The words are walked as they are cleared, not through remove_row's list: with the sums held
   * in registers, the list cost pentominoes 6x10 5%. */
  const uint32_t words = problem->word_count;
  for (uint32_t base = 0; base < words; base += REMOVAL_CHUNK_WORDS) {
    uint64_t removed_words[REMOVAL_CHUNK_WORDS];
    uint32_t chunk = words - base < REMOVAL_CHUNK_WORDS ? words - base : REMOVAL_CHUNK_WORDS;
    for (uint32_t nonzero = remove_row_words(active + base, row + base, removed_words, chunk);
         nonzero != 0; nonzero &= nonzero - 1) {
      const uint32_t w = base + (uint32_t)__builtin_ctz(nonzero);
      uint64_t removed = removed_words[w - base];
      do {
        uint32_t q = w * 64 + (uint32_t)__builtin_ctzll(removed);
        removed &= removed - 1;
        const counts_vector *delta = deltas + (size_t)q * vectors;
        FOR_EACH_DELTA_VECTOR(ADD_DELTA);
        removed_options++;
        if (!uniform) removed_entries += primary_end[q] - option_start[q];
      } while (removed);
    }
  }
  *updates += uniform ? removed_options * uniform : removed_entries;
  /* The options' own items become COVERED: a count is never negative, so OR-ing COVERED's bits
   * into it makes COVERED. */
  const counts_vector two = splat(2), covered = splat(COVERED);
  for (uint32_t t = 0; t < option_count; t++) {
    const counts_vector *own = deltas + (size_t)options[t] * vectors;
    FOR_EACH_DELTA_VECTOR(COVER_OWN);
  }
  uint64_t fell[2] = {0, 0};
  FOR_EACH_DELTA_PAIR(NOTE_FELL);
  FOR_EACH_DELTA_VECTOR(STORE_SUM);
  uint32_t *queue = problem->queue, queued = problem->queued;
  for (int half = 0; half < 2; half++)
    for (uint64_t bits = fell[half]; bits != 0; bits &= bits - 1)
      queue[queued++] = (uint32_t)half * 64 + (uint32_t)__builtin_ctzll(bits);
  problem->queued = queued;
}

@y
@z

dlx/bitset_node.c
@x dlx/bitset_node.c
static NEVER_INLINE void take_by_count_deltas_2(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 2);
}

static NEVER_INLINE void take_by_count_deltas_4(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 4);
}

static NEVER_INLINE void take_by_count_deltas_6(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 6);
}

static NEVER_INLINE void take_by_count_deltas_8(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 8);
}

static NEVER_INLINE void take_by_count_deltas_10(bitset_problem *problem, int16_t *counts,
                                                 uint64_t *active, const uint64_t *row,
                                                 const uint32_t *options, uint32_t option_count,
                                                 uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 10);
}

static NEVER_INLINE void take_by_count_deltas_12(bitset_problem *problem, int16_t *counts,
                                                 uint64_t *active, const uint64_t *row,
                                                 const uint32_t *options, uint32_t option_count,
                                                 uint64_t *updates) {
  take_by_count_deltas(problem, counts, active, row, options, option_count, updates, 12);
}

@y
@z

dlx/bitset_node.c: a 9x9 grid pads to 4, other widths go the general way
@x dlx/bitset_node.c
static NEVER_INLINE void take_by_conflict_row_2(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 2);
}

static NEVER_INLINE void take_by_conflict_row_3(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 3);
}

static NEVER_INLINE void take_by_conflict_row_6(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 6);
}

static NEVER_INLINE void take_by_conflict_row_8(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 8);
}
@y
@z

dlx/bitset_node.c
@x dlx/bitset_node.c
static take_function *const take_by_count_deltas_of[MAXIMUM_DELTA_VECTORS / 2 + 1] = {
    NULL,
    take_by_count_deltas_2,
    take_by_count_deltas_4,
    take_by_count_deltas_6,
    take_by_count_deltas_8,
    take_by_count_deltas_10,
    take_by_count_deltas_12};
@y
@z

dlx/bitset_node.c
@x dlx/bitset_node.c
static take_function *const take_by_conflict_row_of[9] = {
    take_by_conflict_row_0, take_by_conflict_row_0, take_by_conflict_row_2,
    take_by_conflict_row_3, take_by_conflict_row_4, take_by_conflict_row_0,
    take_by_conflict_row_6, take_by_conflict_row_0, take_by_conflict_row_8};
@y
static take_function *const take_by_conflict_row_of[9] = {
    take_by_conflict_row_0, take_by_conflict_row_0, take_by_conflict_row_0,
    take_by_conflict_row_0, take_by_conflict_row_4, take_by_conflict_row_0,
    take_by_conflict_row_0, take_by_conflict_row_0, take_by_conflict_row_0};
@z

dlx/bitset_node.c
@x dlx/bitset_node.c
  if (problem->count_deltas) {
    take_by_count_deltas_of[problem->delta_vectors / 2](problem, counts, active, row, options,
                                                        option_count, updates);
    return;
  }
@y
@z

dlx/planner.c: no restarts there
@x dlx/planner.c
  if (search->restarts && search->solution_limit == 1 && path_count == 0) {
    if (search->plan) *search->plan |= DLX_PLAN_RESTARTS;
    status = dlx_restarts_solve(solver, search, &plain, statistics);
  } else
@y
@z

dlx/planner.c: no exact counts there
@x dlx/planner.c
  /* The memo and the count with symmetry fill the exact count themselves; a plain search counts
   * one node per solution. */
  if (search->exact_count && !statistics->memo && !statistics->symmetry_classes &&
      dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
    status = DLX_ERROR_OUT_OF_MEMORY;
@y
@z

dlx/planner.c: the judges' sudoku.c passes this very layout, and they read no plan
@x dlx/planner.c
static search_settings settings_of(const dlx_solver *solver, const dlx_search *search,
                                   uint32_t *plan) {
  dlx_search request = request_of(search);
@y
static search_settings settings_of(const dlx_solver *solver, const dlx_search *search) {
  dlx_search request = *search;
@z

dlx/entry_points.c: the judges set no option but the weights, always honoured by dlx_solve, and
read no plan: their dlx_solve runs the search on the settings alone
@x dlx/planner.c
      .on_progress = request.on_progress,
      .progress_context = request.progress_context,
      .progress_interval_nodes = request.progress_interval_nodes,
      .representation = (dlx_representation)value[DLX_OPTION_REPRESENTATION],
      .forced_options = (dlx_switch)value[DLX_OPTION_FORCED_OPTIONS],
      .item_domination = (dlx_switch)value[DLX_OPTION_ITEM_DOMINATION],
      .tie_break = (dlx_switch)value[DLX_OPTION_TIE_BREAK],
      .weighted_branching = (dlx_switch)value[DLX_OPTION_WEIGHTED_BRANCHING],
      .restarts = (int)value[DLX_OPTION_RESTARTS],
      .restart_seed = value[DLX_OPTION_RESTART_SEED],
      .restart_unit_nodes = value[DLX_OPTION_RESTART_UNIT_NODES],
      .memo = (dlx_memo_mode)value[DLX_OPTION_MEMO],
      .memo_bytes = value[DLX_OPTION_MEMO_BYTES],
      .symmetry = (dlx_switch)value[DLX_OPTION_SYMMETRY],
      .exact_count = solver->exact_count,
      .on_zdd_node = solver->on_zdd_node,
      .zdd_context = solver->zdd_context,
      .plan = plan,
@y
      .weighted_branching = (dlx_switch)value[DLX_OPTION_WEIGHTED_BRANCHING],
@z

dlx/planner.c
@x dlx/planner.c
  if (!solver) return refuse(DLX_ERROR_NULL_ARGUMENT, statistics);
  dlx_status status = dlx_options_honoured(solver, DLX_ENTRY_SOLVE);
  if (status != DLX_OK) return refuse(status, statistics);
  uint32_t plan = 0;
  search_settings settings = settings_of(solver, search, &plan);
  dlx_statistics full;
  status = dlx_planned_search(solver, &settings, NULL, 0, &full);
  return finish(solver, status, &full, plan, statistics);
@y
  search_settings settings = settings_of(solver, search);
  return dlx_planned_search(solver, &settings, NULL, 0, statistics);
@z

dlx/internal_progress.h: no progress reports, no threads
@x dlx/internal_progress.h
  progress_reporter progress;
  bool (*node_refill)(void *context, uint64_t *node_limit); /* the solver's (internal.h) */
  void *node_refill_context;
@y
@z

dlx/inline_node_check.h
@x dlx/inline_node_check.h
  dlx_progress_reporter_start(&check->progress, search);
  check->node_refill = solver->node_refill;
  check->node_refill_context = solver->node_refill_context;
@y
@z

dlx/inline_node_check.h
@x dlx/inline_node_check.h
  if (node_total == check->node_limit && check->node_limit != 0 &&
      !(check->node_refill && check->node_refill(check->node_refill_context, &check->node_limit)))
    return DLX_STOPPED_AT_NODE_LIMIT;
@y
  if (node_total == check->node_limit && check->node_limit != 0) return DLX_STOPPED_AT_NODE_LIMIT;
@z

dlx/inline_node_check.h
@x dlx/inline_node_check.h
    *progress_due = progress_is_due(&check->progress, node_total);
@y
    (void)progress_due;
@z

dlx/internal.h: no threads, no symmetry
@x dlx/internal.h
  /* Set by dlx_solve_parallel on each worker's solver while it searches its subtrees (NULL
   * otherwise): a search that reaches its node limit asks it for more of the budget the threads
   * share, and goes on when it gets some (raising *node_limit), so that a subtree cut short while
   * other threads give nodes back still uses them (inline_node_check.h). */
  bool (*node_refill)(void *context, uint64_t *node_limit);
  void *node_refill_context;
  /* The options that the bitset searches leave out, a mask of option_count bits (NULL: none): set
   * by the count and the listing by orbits (symmetric_count.c, symmetric_listing.c) around the
   * start of each of their searches, which run on the bitset. */
  const uint64_t *excluded_options;
@y
@z

dlx/iterator_bitset.c
@x dlx/iterator_bitset.c
  reset_weights(problem);
@y
@z

dlx/iterator_bitset.c
@x dlx/iterator_bitset.c
      if (cursor->solutions == WEIGHTED_BRANCHING_SOLUTIONS) inference->weighted = false;
@y
@z

dlx/options.c: the judges set the weights only, always to a value they take, and check nothing
against the table (which they leave out)
@x dlx/options.c
#define EVERY_SEARCH (DLX_ENTRY_SOLVE | DLX_ENTRY_PARALLEL | DLX_ENTRY_PART | DLX_ENTRY_ITERATOR)
/* One array, so that a row's words are known to be a switch's by their address. */
static const char SWITCH_WORDS[] = "automatic|on|off";
@y
@z

dlx/options.c
@x dlx/options.c
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if ((unsigned)option >= DLX_OPTION_COUNT) return DLX_ERROR_UNKNOWN_OPTION;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  const dlx_option_info *row = &option_table[option];
  if (value < row->minimum || value > row->maximum) return DLX_ERROR_BAD_OPTION_VALUE;
  solver->option_values[option] = value;
@y
  solver->option_values[option] = value;
@z

dlx/plain_search.c: no bounds there
@x dlx/plain_search.c
  if (dlx_has_bounds(solver)) {
    solver->searching = true;
    dlx_status status = dlx_bounds_solve(solver, search, path, path_count, statistics);
    solver->searching = false;
    if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = DLX_REPRESENTATION_LINKS;
    return status;
  }
@y
  (void)path, (void)path_count;
@z

dlx/plain_search.c: only problems to which the rule gives the bitset
@x dlx/plain_search.c
  dlx_representation representation = search->representation;
  if (representation == DLX_REPRESENTATION_AUTOMATIC)
    representation = dlx_choose_representation(solver, search->preselected_count);
  if (representation == DLX_REPRESENTATION_BITSET) {
    dlx_status prepared = dlx_bitset_prepare(solver);
    if (prepared != DLX_OK) {
      if (prepared == DLX_ERROR_OUT_OF_MEMORY &&
          search->representation == DLX_REPRESENTATION_BITSET)
        return prepared;
      representation = DLX_REPRESENTATION_LINKS;
    }
  }
  solver->searching = true;
  dlx_status status;
  if (representation == DLX_REPRESENTATION_BITSET) {
    status = dlx_bitset_solve(solver, search, statistics);
  } else {
    representation = DLX_REPRESENTATION_LINKS;
    status = dlx_links_solve(solver, search, statistics);
  }
  solver->searching = false;
  if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = representation;
  return status;
@y
  dlx_status prepared = dlx_bitset_prepare(solver);
  if (prepared != DLX_OK) return prepared;
  solver->searching = true;
  dlx_status status = dlx_bitset_solve(solver, search, statistics);
  solver->searching = false;
  if (status < DLX_ERROR_OUT_OF_MEMORY) statistics->representation = DLX_REPRESENTATION_BITSET;
  return status;
@z

dlx/planner.c
@x dlx/planner.c
/* The plain search, or the count with symmetry classes where it applies (symmetric_count.c);
 * after the automatic trial and the memo's when `trial` is not NULL. */
static dlx_status run_counting_search(dlx_solver *solver, const search_settings *search,
                                      const uint32_t *path, size_t path_count,
                                      const automatic_trial *trial, dlx_statistics *statistics) {
  if (path_count == 0 && dlx_symmetry_applies(solver, search))
    return dlx_symmetric_search(solver, search, trial, NULL, &plain, statistics);
  if (trial)
    return dlx_run_plain_after_trial(solver, search, path, path_count, &trial->statistics,
                                     trial->fraction_done, NULL, statistics);
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
}
@y
@z

dlx/planner.c: its counts are never memoized
@x dlx/planner.c
  if (search->memo == DLX_MEMO_OFF || path_count > 0 || !dlx_memo_applies(search) ||
      (search->memo == DLX_MEMO_AUTOMATIC && search->symmetry == DLX_SWITCH_ON))
    return run_counting_search(solver, search, path, path_count, NULL, statistics);
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  double plain_node_estimate = INFINITY;
  if (search->memo == DLX_MEMO_AUTOMATIC) {
    bool stopped_for_more;
    dlx_status status = dlx_run_automatic_trial(solver, search, &trial, &stopped_for_more);
    if (!stopped_for_more) {
      *statistics = trial.statistics;
      return status;
    }
    double frontier_cost;
    if (dlx_memo_key_bytes(solver) > MEMO_AUTOMATIC_MAXIMUM_KEY_BYTES ||
        dlx_memo_frontier_cost(solver, &frontier_cost) != DLX_OK ||
        frontier_cost > DLX_MEMO_HOPELESS_FRONTIER_COST)
      return run_counting_search(solver, search, path, path_count, &trial, statistics);
    plain_node_estimate = trial.tree_nodes;
  }
  /* After the trial, the memo's reports go on from the trial's: nodes, solutions and fraction. */
  search_settings memo_search = *search;
  progress_reporter reporter;
  progress_relay relay;
  dlx_progress_relay_after_trial(&relay, &reporter, search, &memo_search,
                                 trial.statistics.solutions, trial.statistics.nodes,
                                 trial.fraction_done);
  bool ran;
  dlx_statistics memo;
  memset(&memo, 0, sizeof memo);
  dlx_status status = dlx_memo_solve(solver, &memo_search, plain_node_estimate, &memo, &ran);
  memo.nodes = saturating_add(memo.nodes, trial.statistics.nodes);
  if (ran || (status == DLX_ERROR_OUT_OF_MEMORY && search->memo == DLX_MEMO_ON)) {
    *statistics = memo;
    return status;
  }
  if (search->plan) *search->plan |= DLX_PLAN_MEMO_ABANDONED;
  trial.statistics.nodes = memo.nodes;
  trial.statistics.updates = saturating_add(trial.statistics.updates, memo.updates);
  if (memo.solutions > trial.statistics.solutions) trial.statistics.solutions = memo.solutions;
  if (reporter.fraction_done > trial.fraction_done) trial.fraction_done = reporter.fraction_done;
  status = run_counting_search(solver, search, path, path_count, &trial, statistics);
  statistics->memo_hits = memo.memo_hits;
  statistics->memo_entries = memo.memo_entries;
  statistics->memo_peak_bytes = memo.memo_peak_bytes;
  statistics->memo_capped = memo.memo_capped;
  statistics->memo_replaced = memo.memo_replaced;
  return status;
@y
  return dlx_run_plain_search(solver, search, path, path_count, statistics);
@z

sudoku/answer.c
@x sudoku/answer.c
static void write_json_fields(FILE *out, const sudoku_grid *puzzle, const sudoku_result *result) {
  char puzzle_text[SUDOKU_GRID_TEXT_MAX];
  size_t puzzle_length = sudoku_grid_format(puzzle, SUDOKU_LAYOUT_LINE, '.', puzzle_text);
  puzzle_text[puzzle_length - 1] = '\0'; /* the newline */
  sudoku_verdict verdict = sudoku_verdict_of(result);
  fprintf(out, "{\"puzzle\":\"%s\",\"solutions\":%llu,\"limit_reached\":%s,\"verdict\":\"%s\"",
          puzzle_text, (unsigned long long)result->solutions,
          result->reached_limit ? "true" : "false", verdict_word(verdict));
  if (result->interrupted) fputs(",\"partial\":true", out);
  if (verdict == SUDOKU_UNIQUE) {
    char solution_text[SUDOKU_GRID_TEXT_MAX];
    size_t length = sudoku_grid_format(&result->solution, SUDOKU_LAYOUT_LINE, '.', solution_text);
    solution_text[length - 1] = '\0';
    fprintf(out, ",\"solution\":\"%s\"", solution_text);
  }
}

@y
@z

sudoku/answer.c: every judge's style is another
@x sudoku/answer.c
    write_json_fields(out, puzzle, result);
    if (every_solution) fputs(",\"all_solutions\":[", out);
@y
    (void)puzzle, (void)every_solution;
@z

sudoku/encoder.c: 9x9 grids without cages, so no combinations
@x sudoku/encoder.c
  uint32_t cell_options = sudoku_encoding_cell_option_count(encoding);
  if (option >= cell_options)
    return combination_option_items(encoding, option - cell_options, items);
@y
@z

sudoku/grid_reader.c: 9x9 grids only, never detected
@x sudoku/grid_reader.c
  if (reader->side_detection) detect_side(reader);
@y
@z

sudoku/grid_reader.c
@x sudoku/grid_reader.c
        if (row == 2 && side_refuted(reader, status)) return SUDOKU_READ_ERROR;
@y
@z

sudoku/grid_reader.c
@x sudoku/grid_reader.c
        if (row == 1 && reader->side_unconfirmed) return report_unconfirmed_first_row(reader);
@y
@z

sudoku/grid_reader.c: 9x9 grids only, never detected
@x sudoku/grid_reader.c
  if (reader->side_detection) {
    size_t detected = sudoku_reader_detect_side(reader);
    return cells == detected || cells == detected * detected;
  }
@y
@z

sudoku/grid_reader.c: 9x9 grids without headers there
@x sudoku/grid_reader.c
    if (status == LINE_READ && sudoku_header_is_line(reader->content, reader->content_length)) {
      reader->first_content_line_seen = true;
      if (read_header_block(reader, &status) == SUDOKU_READ_ERROR) return SUDOKU_READ_ERROR;
    }
@y
@z

sudoku/grid_reader_cells.c: 9x9 grids of digits only, never detected
@x sudoku/grid_reader_cells.c
  if (cells_before == 0) sudoku_symbol_detection_start(&reader->symbol_detection, reader->side);
  add_current_line_to_symbol_detection(reader);
  sudoku_symbols symbols;
  bool every_line_written = sudoku_symbol_detection_choose(&reader->symbol_detection, &symbols);
  if (symbols == reader->symbols || (!every_line_written && cells_before > 0)) return;
  read_cells_again_in(reader, symbols, cells_before);
@y
  (void)reader, (void)cells_before;
@z

sudoku/killer_groups.c: 9x9 grids without cages, so no groups
@x sudoku/killer_groups.c
void sudoku_sum_groups_release(sudoku_sum_groups *groups) {
  free(groups->groups);
  free(groups->possible_values);
  free(groups->group_item);
  free(groups->first_group_of_cell);
  free(groups->group_of_cell);
  free(groups->combination_group);
  free(groups->combination_values);
  memset(groups, 0, sizeof *groups);
}

static int compare_cells(const void *a, const void *b) {
  uint16_t x = *(const uint16_t *)a, y = *(const uint16_t *)b;
  return (x > y) - (x < y);
}

static bool same_cells(const sudoku_cage *group, const uint16_t *sorted_cells, unsigned size) {
  if (group->size != size) return false;
  uint16_t cells[SUDOKU_MAX_SIDE];
  memcpy(cells, group->cells, size * sizeof *cells);
  qsort(cells, size, sizeof *cells, compare_cells);
  return memcmp(cells, sorted_cells, size * sizeof *cells) == 0;
}

/* What the derivation of groups works on: the geometry, its cages by cell, its units by cell. */
typedef struct derivation {
  const sudoku_geometry *geometry;
  unsigned side;
  const int32_t *cage_of_cell;
  const uint16_t *units; /* beyond rows and columns, unit_count * side cells */
  size_t unit_count;
  bool *in_region; /* scratch, one per cell, false between calls */
  bool *cage_seen; /* scratch, one per cage, false between calls */
  size_t capacity; /* of the groups array */
} derivation;

/* True when the cells lie in one row, one column or one unit (so their values differ). */
static bool cells_share_a_unit(const derivation *work, const uint16_t *cells, unsigned size) {
  unsigned side = work->side;
  bool same_row = true, same_column = true;
  for (unsigned k = 1; k < size; k++) {
    same_row = same_row && cells[k] / side == cells[0] / side;
    same_column = same_column && cells[k] % side == cells[0] % side;
  }
  if (same_row || same_column) return true;
  for (size_t unit = 0; unit < work->unit_count; unit++) {
    const uint16_t *unit_cells = work->units + unit * side;
    unsigned found = 0;
    for (unsigned k = 0; k < size; k++)
      for (unsigned j = 0; j < side; j++) found += unit_cells[j] == cells[k];
    if (found == size) return true;
  }
  return false;
}

/* Adds the group of cells (distinct: they share a unit) with sum, when it is new and encodable;
 * a negative sum has no combination (the puzzle has no solution), as sum 0. */
static bool add_group(sudoku_sum_groups *groups, derivation *work, uint16_t *cells, unsigned size,
                      long sum) {
  if (size == 0 || size >= work->side || !cells_share_a_unit(work, cells, size)) return true;
  qsort(cells, size, sizeof *cells, compare_cells);
  for (size_t group = 0; group < groups->group_count; group++)
    if (same_cells(&groups->groups[group], cells, size)) return true;
  unsigned checked_sum = sum < 0 || sum > 64 * 65 / 2 ? 0 : (unsigned)sum;
  if (sudoku_killer_combination_count(work->side, size, checked_sum,
                                      (uint64_t)SUDOKU_KILLER_MAX_COMBINATIONS + 1) >
      SUDOKU_KILLER_MAX_COMBINATIONS)
    return true;
  if (groups->group_count == work->capacity) {
    size_t capacity = 2 * work->capacity + 16;
    sudoku_cage *grown = realloc(groups->groups, capacity * sizeof *grown);
    if (!grown) return false;
    groups->groups = grown;
    work->capacity = capacity;
  }
  sudoku_cage *group = &groups->groups[groups->group_count++];
  memset(group, 0, sizeof *group);
  group->sum = checked_sum;
  group->size = size;
  memcpy(group->cells, cells, size * sizeof *cells);
  return true;
}

/* The innies and outies of a region made of unit_multiple whole units (region_size cells, each
 * unit holding every value once): the cells of the region outside the cages lying wholly inside it
 * add up to the region's total less those cages' sums; when every cell of the region is in a
 * cage, the cells of the cages crossing its border that lie outside it add up to those cages' sums
 * less what their cells inside take. Either set becomes a group when its cells share a unit. */
static bool add_region_groups(sudoku_sum_groups *groups, derivation *work, const uint16_t *region,
                              unsigned region_size, unsigned unit_multiple) {
  const sudoku_geometry *geometry = work->geometry;
  for (unsigned k = 0; k < region_size; k++) work->in_region[region[k]] = true;
  long total = (long)unit_multiple * work->side * (work->side + 1) / 2, inside_sum = 0;
  long crossing_sum = 0;
  uint16_t rest[SUDOKU_MAX_SIDE + 1], outside[SUDOKU_MAX_SIDE + 1];
  unsigned rest_size = 0, outside_size = 0;
  bool all_caged = true;
  int32_t seen[SUDOKU_MAX_CELLS];
  unsigned seen_count = 0;
  for (unsigned k = 0; k < region_size; k++) {
    int32_t cage = work->cage_of_cell[region[k]];
    if (cage < 0) {
      all_caged = false;
      if (rest_size <= work->side)
        rest[rest_size++] = region[k];
      else
        rest_size = work->side + 1;
      continue;
    }
    const sudoku_cage *described = &geometry->cages[cage];
    bool inside = true;
    for (unsigned j = 0; inside && j < described->size; j++)
      inside = work->in_region[described->cells[j]];
    if (!inside) {
      if (rest_size <= work->side)
        rest[rest_size++] = region[k];
      else
        rest_size = work->side + 1;
    }
    if (work->cage_seen[cage]) continue;
    work->cage_seen[cage] = true;
    seen[seen_count++] = cage;
    if (inside) {
      inside_sum += described->sum;
      continue;
    }
    crossing_sum += described->sum;
    for (unsigned j = 0; j < described->size; j++) {
      if (work->in_region[described->cells[j]]) continue;
      if (outside_size <= work->side)
        outside[outside_size++] = described->cells[j];
      else
        outside_size = work->side + 1;
    }
  }
  for (unsigned k = 0; k < seen_count; k++) work->cage_seen[seen[k]] = false;
  for (unsigned k = 0; k < region_size; k++) work->in_region[region[k]] = false;
  bool added = true;
  if (rest_size <= work->side) added = add_group(groups, work, rest, rest_size, total - inside_sum);
  /* the crossing cages' cells inside the region take what the inside cages leave of the total */
  if (added && all_caged && outside_size <= work->side)
    added = add_group(groups, work, outside, outside_size, crossing_sum - (total - inside_sum));
  return added;
}

/* The groups derived from rows, columns, units, and bands of consecutive rows or columns. */
static bool derive_groups(sudoku_sum_groups *groups, derivation *work) {
  unsigned side = work->side;
  uint16_t *region = malloc((size_t)side * side * sizeof *region);
  if (!region) return false;
  bool added = true;
  for (size_t unit = 0; added && unit < work->unit_count; unit++)
    added = add_region_groups(groups, work, work->units + unit * side, side, 1);
  /* widths 1 to n - 1 up to 16x16; above, the widths of 1 to 3 lines (of many, few say much) */
  unsigned widest = side <= 16 ? side - 1 : 3;
  for (unsigned columns = 0; columns < 2; columns++) {
    for (unsigned width = 1; added && width <= widest; width++) {
      for (unsigned first = 0; added && first + width <= side; first++) {
        unsigned size = 0;
        for (unsigned line = first; line < first + width; line++)
          for (unsigned k = 0; k < side; k++)
            region[size++] = (uint16_t)(columns ? k * side + line : line * side + k);
        added = add_region_groups(groups, work, region, size, width);
      }
    }
  }
  free(region);
  return added;
}

typedef struct combination_collector {
  sudoku_sum_groups *groups;
  uint32_t group, capacity;
} combination_collector;

static bool collect_combination(void *opaque, uint64_t values) {
  combination_collector *collector = opaque;
  sudoku_sum_groups *groups = collector->groups;
  if (groups->combination_count == collector->capacity) {
    uint32_t capacity = collector->capacity ? 2 * collector->capacity : 64;
    uint32_t *owners = realloc(groups->combination_group, capacity * sizeof *owners);
    if (owners) groups->combination_group = owners;
    uint64_t *masks = realloc(groups->combination_values, capacity * sizeof *masks);
    if (masks) groups->combination_values = masks;
    if (!owners || !masks) return false;
    collector->capacity = capacity;
  }
  groups->possible_values[collector->group] |= values;
  groups->combination_group[groups->combination_count] = collector->group;
  groups->combination_values[groups->combination_count++] = values;
  return true;
}

static bool list_groups_of_cells(sudoku_sum_groups *groups, unsigned cell_count) {
  groups->first_group_of_cell = calloc(cell_count + 1, sizeof *groups->first_group_of_cell);
  size_t entries = 0;
  for (size_t group = 0; group < groups->group_count; group++)
    entries += groups->groups[group].size;
  groups->group_of_cell = malloc((entries ? entries : 1) * sizeof *groups->group_of_cell);
  if (!groups->first_group_of_cell || !groups->group_of_cell) return false;
  uint32_t *first = groups->first_group_of_cell;
  for (size_t group = 0; group < groups->group_count; group++)
    for (unsigned k = 0; k < groups->groups[group].size; k++)
      first[groups->groups[group].cells[k] + 1]++;
  for (unsigned cell = 0; cell < cell_count; cell++) first[cell + 1] += first[cell];
  uint32_t *next = malloc((cell_count ? cell_count : 1) * sizeof *next);
  if (!next) return false;
  memcpy(next, first, cell_count * sizeof *next);
  for (size_t group = 0; group < groups->group_count; group++)
    for (unsigned k = 0; k < groups->groups[group].size; k++)
      groups->group_of_cell[next[groups->groups[group].cells[k]]++] = (uint32_t)group;
  free(next);
  return true;
}

bool sudoku_sum_groups_init(sudoku_sum_groups *groups, const sudoku_geometry *geometry,
                            const uint16_t *units, size_t unit_count) {
  memset(groups, 0, sizeof *groups);
  if (!geometry->cage_count) return true;
  unsigned side = sudoku_geometry_side(geometry), cell_count = side * side;
  size_t capacity = geometry->cage_count + 4 * (size_t)side + unit_count;
  groups->groups = malloc(capacity * sizeof *groups->groups);
  int32_t *cage_of_cell = malloc(cell_count * sizeof *cage_of_cell);
  bool *in_region = calloc(cell_count, sizeof *in_region);
  bool *cage_seen = calloc(geometry->cage_count, sizeof *cage_seen);
  bool built = groups->groups && cage_of_cell && in_region && cage_seen;
  if (built) {
    memcpy(groups->groups, geometry->cages, geometry->cage_count * sizeof *groups->groups);
    groups->group_count = groups->cage_count = geometry->cage_count;
    sudoku_killer_cage_of_cells(geometry, cage_of_cell);
    derivation work = {geometry,   side,      cage_of_cell, units,
                       unit_count, in_region, cage_seen,    capacity};
    built = derive_groups(groups, &work);
  }
  free(cage_of_cell);
  free(in_region);
  free(cage_seen);
  if (built) {
    groups->possible_values = calloc(groups->group_count, sizeof *groups->possible_values);
    groups->group_item = malloc(groups->group_count * sizeof *groups->group_item);
    built =
        groups->possible_values && groups->group_item && list_groups_of_cells(groups, cell_count);
  }
  uint64_t all_values = side == 64 ? UINT64_MAX : ((uint64_t)1 << side) - 1;
  combination_collector collector = {groups, 0, 0};
  for (size_t group = 0; built && group < groups->group_count; group++) {
    const sudoku_cage *described = &groups->groups[group];
    groups->group_item[group] = SUDOKU_NO_GROUP_ITEM;
    if (described->size == side) {
      groups->possible_values[group] = all_values;
      continue;
    }
    groups->group_item[group] = groups->group_item_count++;
    collector.group = (uint32_t)group;
    built = sudoku_killer_for_each_combination(side, described->size, described->sum,
                                               collect_combination, &collector);
    if (groups->possible_values[group] != all_values) groups->has_impossible_values = true;
  }
  if (!built) sudoku_sum_groups_release(groups);
  return built;
}

bool sudoku_sum_groups_allow(const sudoku_sum_groups *groups, unsigned cell, unsigned value) {
  if (!groups->first_group_of_cell) return true;
  for (uint32_t k = groups->first_group_of_cell[cell]; k < groups->first_group_of_cell[cell + 1];
       k++)
    if (!(groups->possible_values[groups->group_of_cell[k]] >> (value - 1) & 1)) return false;
  return true;
}
@y
bool sudoku_sum_groups_init(sudoku_sum_groups *groups, const sudoku_geometry *geometry,
                            const uint16_t *units, size_t unit_count) {
  (void)geometry, (void)units, (void)unit_count;
  memset(groups, 0, sizeof *groups);
  return true;
}

void sudoku_sum_groups_release(sudoku_sum_groups *groups) {
  (void)groups;
}

bool sudoku_sum_groups_allow(const sudoku_sum_groups *groups, unsigned cell, unsigned value) {
  (void)groups, (void)cell, (void)value;
  return true;
}
@z

sudoku/sudoku.c: 9x9 grids without cages
@x sudoku/sudoku.c
  if (built && geometry->cage_count) {
    uint32_t cell_options = sudoku_encoding_cell_option_count(encoding);
    solver->impossible_given = malloc(cell_options * sizeof *solver->impossible_given);
    built = solver->impossible_given;
    for (uint32_t option = 0; built && option < cell_options; option++)
      solver->impossible_given[option] = !sudoku_encoding_cell_option_is_possible(encoding, option);
  }
@y
@z

sudoku/sudoku.c: no restarts there
@x sudoku/sudoku.c
  dlx_set_option_value(solver->matrix, DLX_OPTION_RESTARTS, solver->restarts);
  dlx_set_option_value(solver->matrix, DLX_OPTION_RESTART_SEED, solver->restart_seed);
@y
@z

dlx/compiled_problem.c: 9x9 grids have neither bounds nor costs
@x dlx/compiled_problem.c
static void free_bounds(owned_view *owned) {
  free(owned->lower);
  free(owned->upper);
  owned->lower = owned->upper = NULL;
  owned->view.lower = owned->view.upper = NULL;
  owned->view.bounded_item_count = 0;
}

static void free_costs(owned_view *owned) {
  free(owned->cost);
  owned->cost = NULL;
  owned->view.cost = NULL;
}

@y
@z

dlx/compiled_problem.c
@x dlx/compiled_problem.c
  free_bounds(owned);
  free_costs(owned);
@y
@z

dlx/compiled_problem.c
@x dlx/compiled_problem.c
static bool build_bounds(owned_view *owned, const dlx_solver *solver) {
  free_bounds(owned);
  if (solver->bounded_item_count > 0) {
    size_t bytes = (size_t)solver->primary_count * sizeof(uint32_t);
    owned->lower = malloc(bytes);
    owned->upper = malloc(bytes);
    if (!owned->lower || !owned->upper) {
      free_bounds(owned);
      return false;
    }
    memcpy(owned->lower, solver->lower_bound, bytes);
    memcpy(owned->upper, solver->upper_bound, bytes);
    owned->view.lower = owned->lower;
    owned->view.upper = owned->upper;
    owned->view.bounded_item_count = solver->bounded_item_count;
  }
  owned->view.stale &= ~COMPILED_BOUNDS;
  return true;
}

static bool build_costs(owned_view *owned, const dlx_solver *solver) {
  free_costs(owned);
  if (solver->option_cost_count > 0) {
    owned->cost = calloc((size_t)solver->option_count + 1, sizeof *owned->cost);
    if (!owned->cost) return false;
    memcpy(owned->cost, solver->option_costs, solver->option_cost_count * sizeof *owned->cost);
    owned->view.cost = owned->cost;
  }
  owned->view.stale &= ~COMPILED_COSTS;
  return true;
}

@y
@z

dlx/compiled_problem.c
@x dlx/compiled_problem.c
  if ((owned->view.stale & COMPILED_BOUNDS) && !build_bounds(owned, solver))
    return DLX_ERROR_OUT_OF_MEMORY;
  if ((owned->view.stale & COMPILED_COSTS) && !build_costs(owned, solver))
    return DLX_ERROR_OUT_OF_MEMORY;
@y
@z
