/* bitset_node.c: what a node of the bitset search (bitset_search.c, iterator_bitset.c) does to its
 * level, in one unit so that both searches depend on it and it on nothing above it: the
 * preselected options taken at the root, an option taken (every active option that shares an item
 * with it, or with colors gives one of its colored secondary items another color or none, leaves
 * the active set, and the counts of the removed options' primary items fall: through the option's
 * conflict row when there are rows, a word at a time, the counts falling by vector deltas or
 * through the padded items, else through the item lists), the inferences made before branching
 * (described below), and the progress reports.
 *
 * The inferences (dlx_bitset_infer) are what a node deduces from its counts before it branches,
 * with its choice of the item to branch on.
 *
 * The counts are read by vector scans, written here: their minimum, and the first item at or after
 * a given one whose count is at most a given value. With forced options, the items whose count fell
 * to 1 or 0 (queued by remove_option of internal_bitset.h as counts fall, and by a scan at the
 * root) are taken in turn: a count of 0 ends the node, a count of 1 takes the item's only active
 * option, which may queue more. With item domination, a primary item i whose count changed since
 * the previous pass (the parent's counts, at the first pass) and is 2 or 3 is compared with the
 * items of its options: when every active option of i contains the primary item j, whichever
 * option covers i covers j, so j's options without i go; anything removed sends the node back to
 * the forcing step. The node branches on the first item with the fewest options, as the links do;
 * with the tie-break, on the one among the first TIE_BREAK_CANDIDATES such items whose options
 * meet the most active options (the sum of the counts of their primary items), so that each
 * branch removes more. With weighted branching, once an item has ended a node by running out of
 * options, on the item with the fewest options per unit of weight (dlx.h). */
#include "internal_bitset.h"

#include <stdlib.h>
#include <string.h>

/* Clears the options of `row` from `active`, `chunk` words (an even number, at most
 * REMOVAL_CHUNK_WORDS), keeps those it cleared in `removed`, and says which words held any, a bit
 * each: whether a word holds options to remove cannot be predicted, and a branch per word on it
 * costs the hardest 9x9 completions about a tenth of their time
 * (bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). */
#define REMOVAL_CHUNK_WORDS 32
static ALWAYS_INLINE uint32_t remove_row_words(uint64_t *active, const uint64_t *row,
                                               uint64_t *removed, uint32_t chunk) {
  uint32_t nonzero = 0;
#if defined(__SSE2__)
  for (uint32_t k = 0; k < chunk; k += 2) {
    __m128i now, conflicts;
    memcpy(&now, active + k, sizeof now);
    memcpy(&conflicts, row + k, sizeof conflicts);
    __m128i gone = _mm_and_si128(now, conflicts);
    memcpy(removed + k, &gone, sizeof gone);
    now = _mm_xor_si128(now, gone);
    memcpy(active + k, &now, sizeof now);
    __m128i zero_halves = _mm_cmpeq_epi32(gone, _mm_setzero_si128());
    __m128i zero_words =
        _mm_and_si128(zero_halves, _mm_shuffle_epi32(zero_halves, _MM_SHUFFLE(2, 3, 0, 1)));
    nonzero |= (uint32_t)(~_mm_movemask_pd(_mm_castsi128_pd(zero_words)) & 3) << k;
  }
#else
  for (uint32_t k = 0; k < chunk; k++) {
    uint64_t gone = active[k] & row[k];
    removed[k] = gone;
    active[k] ^= gone;
    nonzero |= (uint32_t)(gone != 0) << k;
  }
#endif
  return nonzero;
}

/* Clears the options of `row` from `active` (every word of the level), keeps those it cleared in
 * problem->removed_words, and lists the words that held any in problem->words_hit: returns how
 * many. The takes below walk those words' options. */
static ALWAYS_INLINE uint32_t remove_row(bitset_problem *problem, uint64_t *active,
                                         const uint64_t *row) {
  const uint32_t words = problem->word_count;
  uint64_t *removed = problem->removed_words;
  uint32_t *hit = problem->words_hit, hits = 0;
  for (uint32_t base = 0; base < words; base += REMOVAL_CHUNK_WORDS) {
    uint32_t chunk = words - base < REMOVAL_CHUNK_WORDS ? words - base : REMOVAL_CHUNK_WORDS;
    for (uint32_t nonzero = remove_row_words(active + base, row + base, removed + base, chunk);
         nonzero != 0; nonzero &= nonzero - 1)
      hit[hits++] = base + (uint32_t)__builtin_ctz(nonzero);
  }
  return hits;
}

/* Removes the active options of a conflict row, a word at a time, and decrements the counts of
 * their primary items: through the padded items when there are (width a constant, so the loop
 * unrolls), else through the entries. The options' own items hold COVERED when it starts (the
 * caller covers them: they stay above 1 while the options removed count out of them), so that the
 * queue does not fill with items that need nothing, and COVERED again after (padding entries mark
 * the dummy slot, which is harmless).
 * The padded loop keeps few values live: an option's entries are counted as the width less its
 * padding, which the dummy slot counts (COVERED less its count after the word), unless every option
 * has that width. With more live values than registers, GCC with AVX-512 spills them into the
 * vector registers it then has (xmm16-31), and the loop, the hottest of a search on the bitset,
 * runs slower under -march=native than at the baseline -O2 ("The build" in
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). */
static ALWAYS_INLINE void take_by_conflict_row(bitset_problem *problem, int16_t *counts,
                                               uint64_t *active, const uint64_t *row,
                                               const uint32_t *options, uint32_t option_count,
                                               uint64_t *updates, uint32_t width) {
  const uint32_t dummy = problem->count_slots;
  uint32_t *queue = problem->queue, queued = problem->queued;
  uint64_t removed_entries = 0;
  if (width) {
    const uint32_t *padded = problem->padded;
    const bool uniform = problem->uniform_width == width; /* no padding to count */
    uint64_t removed_options = 0, padding = 0;
    for (uint32_t h = 0, hits = remove_row(problem, active, row); h < hits; h++) {
      const uint32_t w = problem->words_hit[h];
      uint64_t removed = problem->removed_words[w];
      /* The dummy slot, never scanned, is reset for every word: at most 64 options of at most
       * 7 padding entries count out of it before the next reset, so it never falls to 1 and
       * is never queued (tests/test_dlx_padding.c). */
      if (!uniform) counts[dummy] = COVERED;
      do {
        /* Unrolled and without branches: whether a count falls to 1 or 0 is unpredictable,
         * so every item is written to the queue and only those that fell are kept (the queue
         * has a spare slot for this). */
        const uint32_t *items =
            padded + ((size_t)w * 64 + (size_t)__builtin_ctzll(removed)) * width;
        removed &= removed - 1;
        removed_options++;
#pragma GCC unroll 8
        for (uint32_t j = 0; j < width; j++) {
          uint32_t item = items[j];
          int16_t count = --counts[item];
          queue[queued] = item;
          queued += count <= 1;
        }
      } while (removed);
      if (!uniform) padding += (uint64_t)(COVERED - counts[dummy]);
    }
    removed_entries = removed_options * width - padding;
    for (uint32_t t = 0; t < option_count; t++) {
      const uint32_t *own = padded + (size_t)options[t] * width;
#pragma GCC unroll 8
      for (uint32_t k = 0; k < width; k++) counts[own[k]] = COVERED;
    }
  } else {
    const uint32_t *option_start = problem->option_start, *primary_end = problem->primary_end;
    const uint32_t *entry_item = problem->entry_item;
    for (uint32_t h = 0, hits = remove_row(problem, active, row); h < hits; h++) {
      const uint32_t w = problem->words_hit[h];
      uint64_t removed = problem->removed_words[w];
      do {
        uint32_t q = w * 64 + (uint32_t)__builtin_ctzll(removed);
        removed &= removed - 1;
        removed_entries += primary_end[q] - option_start[q];
        for (uint32_t e = option_start[q]; e < primary_end[q]; e++) {
          uint32_t item = entry_item[e];
          if (--counts[item] <= 1) queue[queued++] = item;
        }
      } while (removed);
    }
    for (uint32_t t = 0; t < option_count; t++) cover_primary_items(problem, counts, options[t]);
  }
  problem->queued = queued;
  *updates += removed_entries;
}

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

/* Each width of padded items and each number of delta vectors has its function, so that the loops
 * over them have constant lengths; width 0 stands for options of more than 8 primary items. They
 * are written out, not made by a macro: the judges' generator (judge/amalgamate.py) must see each
 * definition. */
typedef void take_function(bitset_problem *problem, int16_t *counts, uint64_t *active,
                           const uint64_t *row, const uint32_t *options, uint32_t option_count,
                           uint64_t *updates);
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

static NEVER_INLINE void take_by_conflict_row_0(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 0);
}

static NEVER_INLINE void take_by_conflict_row_4(bitset_problem *problem, int16_t *counts,
                                                uint64_t *active, const uint64_t *row,
                                                const uint32_t *options, uint32_t option_count,
                                                uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, row, options, option_count, updates, 4);
}

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

/* Indexed by delta_vectors / 2, and by pad_width. */
static take_function *const take_by_count_deltas_of[MAXIMUM_DELTA_VECTORS / 2 + 1] = {
    NULL,
    take_by_count_deltas_2,
    take_by_count_deltas_4,
    take_by_count_deltas_6,
    take_by_count_deltas_8,
    take_by_count_deltas_10,
    take_by_count_deltas_12};
static take_function *const take_by_conflict_row_of[9] = {
    take_by_conflict_row_0, take_by_conflict_row_0, take_by_conflict_row_2,
    take_by_conflict_row_3, take_by_conflict_row_4, take_by_conflict_row_0,
    take_by_conflict_row_6, take_by_conflict_row_0, take_by_conflict_row_8};

/* Not inlined into the inferences below: they take options rarely, and the search calls it too. */
NEVER_INLINE void dlx_bitset_take_together(bitset_problem *problem, int16_t *counts,
                                           uint64_t *active, const uint64_t *row,
                                           const uint32_t *options, uint32_t option_count,
                                           uint64_t *updates) {
  if (problem->count_deltas) {
    take_by_count_deltas_of[problem->delta_vectors / 2](problem, counts, active, row, options,
                                                        option_count, updates);
    return;
  }
  take_by_conflict_row_of[problem->pad_width](problem, counts, active, row, options, option_count,
                                              updates);
}

NEVER_INLINE void dlx_bitset_take(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                  uint32_t option, uint64_t *updates) {
  cover_primary_items(problem, counts, option);
  if (problem->conflicts) {
    dlx_bitset_take_together(problem, counts, active,
                             problem->conflicts + (size_t)option * problem->word_count, &option, 1,
                             updates);
    return;
  }
  if (is_active(active, option)) remove_option(problem, counts, active, option, updates);
  uint32_t end = problem->option_start[option + 1];
  for (uint32_t e = problem->option_start[option]; e < end; e++) {
    uint32_t item = problem->entry_item[e];
    int32_t color = problem->entry_color[e];
    for (uint32_t s = problem->item_start[item]; s < problem->item_start[item + 1]; s++) {
      uint32_t q = problem->item_option[s];
      if (is_active(active, q) && (color == 0 || problem->item_option_color[s] != color))
        remove_option(problem, counts, active, q, updates);
    }
  }
  cover_primary_items(problem, counts, option);
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

enum { TIE_BREAK_CANDIDATES = 8, DOMINATION_MAXIMUM_COUNT = 3 };

/* The smallest count; the scan is unrolled twice (count_slots is a multiple of two vectors). */
static int16_t minimum_count(const int16_t *counts, uint32_t slots) {
  counts_vector low = load(counts), high = load(counts + COUNTS_PER_VECTOR);
  for (uint32_t k = 2 * COUNTS_PER_VECTOR; k < slots; k += 2 * COUNTS_PER_VECTOR) {
    low = vector_minimum(low, load(counts + k));
    high = vector_minimum(high, load(counts + k + COUNTS_PER_VECTOR));
  }
  return horizontal_minimum(vector_minimum(low, high));
}

/* The first item at or after `from` whose count is at most `most`, or the slot count when none is
 * (the padding holds COVERED, above every `most` asked for). */
static uint32_t first_at_most(const int16_t *counts, uint32_t slots, uint32_t from, int16_t most) {
  counts_vector limit = splat((int16_t)(most + 1));
  uint32_t k = from / COUNTS_PER_VECTOR * COUNTS_PER_VECTOR;
  if (k >= slots) return slots;
  uint32_t bits = lane_bits(load(counts + k) < limit) & (~UINT32_C(0) << (from - k));
  while (bits == 0) {
    k += COUNTS_PER_VECTOR;
    if (k >= slots) return slots;
    bits = lane_bits(load(counts + k) < limit);
  }
  return k + (uint32_t)__builtin_ctz(bits);
}

/* The item's one active option, found a word of its options at a time (bitset_build.c's spans),
 * without a branch per word: which word holds it cannot be predicted. */
static uint32_t only_active_option(const bitset_problem *problem, const uint64_t *active,
                                   uint32_t item) {
  const uint32_t *span_word = problem->span_word;
  const uint64_t *span_mask = problem->span_mask;
  uint32_t option = 0;
  for (uint32_t s = problem->span_start[item]; s < problem->span_start[item + 1]; s++) {
    uint64_t bits = active[span_word[s]] & span_mask[s];
    uint32_t here = span_word[s] * 64 + (uint32_t)__builtin_ctzll(bits | (UINT64_C(1) << 63));
    uint32_t found = -(uint32_t)(bits != 0);
    option = (here & found) | (option & ~found);
  }
  return option;
}

static bool option_has_primary_item(bitset_problem *problem, uint32_t option, uint32_t item) {
  for (uint32_t e = problem->option_start[option]; e < problem->primary_end[option]; e++)
    if (problem->entry_item[e] == item) return true;
  return false;
}

/* Applies domination to item i (count 2 or 3): a partner j with more options, all of whose options
 * shared with i are active, holds every active option of i (they number counts[i]); then j's
 * other options go. Says whether it removed anything. */
static void remove_options_without(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t j, uint32_t i, uint64_t *updates, bool *removed) {
  for (uint32_t s = problem->item_start[j]; s < problem->item_start[j + 1]; s++) {
    uint32_t q = problem->item_option[s];
    if (is_active(active, q) && !option_has_primary_item(problem, q, i)) {
      remove_option(problem, counts, active, q, updates);
      *removed = true;
    }
  }
}

/* The partners that dominate are first found for up to 64 partners without a branch per partner
 * (whether one dominates cannot be predicted), then dealt with. Removing options without i leaves
 * i's options, hence the shared ones, as they were: only the partners' counts change. */
static bool dominate(bitset_problem *problem, int16_t *counts, uint64_t *active, uint32_t i,
                     uint64_t *updates) {
  bool removed = false;
  const int16_t count = counts[i];
  const uint32_t start = problem->partner_start[i], end = problem->partner_start[i + 1];
  const uint32_t *partner_item = problem->partner_item,
                 *shared_start = problem->partner_shared_start;
  const uint32_t *shared_option = problem->shared_option;
  const uint32_t options_start = problem->item_start[i];
  const uint32_t length = problem->item_start[i + 1] - options_start;
  if (end - start <= 64 && length <= 64 && problem->partner_shared_mask) {
    /* A partner dominates when every active option of i is shared with it. */
    uint64_t held = 0;
    for (uint32_t k = 0; k < length; k++)
      held |= (uint64_t)is_active(active, problem->item_option[options_start + k]) << k;
    const uint64_t *shared_mask = problem->partner_shared_mask;
    uint64_t dominating = 0;
    for (uint32_t p = start; p < end; p++) {
      bool dominates = (counts[partner_item[p]] > count) & ((held & ~shared_mask[p]) == 0);
      dominating |= (uint64_t)dominates << (p - start);
    }
    for (; dominating != 0; dominating &= dominating - 1) {
      uint32_t j = partner_item[start + (uint32_t)__builtin_ctzll(dominating)];
      if (counts[j] > count)
        remove_options_without(problem, counts, active, j, i, updates, &removed);
    }
    return removed;
  }
  if (end - start <= 64) {
    uint64_t dominating = 0;
    for (uint32_t p = start; p < end; p++) {
      int active_shared = 0;
      for (uint32_t s = shared_start[p]; s < shared_start[p + 1]; s++)
        active_shared += is_active(active, shared_option[s]);
      bool dominates = (counts[partner_item[p]] > count) & (active_shared == count);
      dominating |= (uint64_t)dominates << (p - start);
    }
    for (; dominating != 0; dominating &= dominating - 1) {
      uint32_t j = partner_item[start + (uint32_t)__builtin_ctzll(dominating)];
      if (counts[j] > count)
        remove_options_without(problem, counts, active, j, i, updates, &removed);
    }
    return removed;
  }
  for (uint32_t p = start; p < end; p++) {
    uint32_t j = partner_item[p];
    uint32_t first = shared_start[p], last = shared_start[p + 1];
    if (counts[j] <= count || last - first < (uint32_t)count) continue;
    int16_t active_shared = 0;
    for (uint32_t s = first; s < last; s++) active_shared += is_active(active, shared_option[s]);
    if (active_shared == count)
      remove_options_without(problem, counts, active, j, i, updates, &removed);
  }
  return removed;
}

/* Runs domination on every item whose count changed since the parent and is 2 or 3. */
static bool dominate_changed_items(bitset_problem *problem, int16_t *counts,
                                   const int16_t *parent_counts, uint64_t *updates) {
  uint64_t *active = active_of(problem, counts);
  const counts_vector one = splat(1), above = splat(DOMINATION_MAXIMUM_COUNT + 1);
  bool removed = false;
  for (uint32_t k = 0; k < problem->count_slots; k += COUNTS_PER_VECTOR) {
    counts_vector now = load(counts + k);
    counts_vector mask = (now > one) & (now < above);
    mask &= load(problem->dominable + k);
    if (parent_counts) mask &= now != load(parent_counts + k);
    for (uint32_t bits = lane_bits(mask); bits != 0; bits &= bits - 1) {
      uint32_t i = k + (uint32_t)__builtin_ctz(bits);
      if (counts[i] > 1 && counts[i] <= DOMINATION_MAXIMUM_COUNT) {
        bool removed_here = dominate(problem, counts, active, i, updates);
        problem->domination_successes += removed_here;
        problem->domination_examinations++;
        removed |= removed_here;
      }
    }
  }
  return removed;
}

/* Weighted branching: an item that ends a node gains weight, up to UINT16_MAX (its inverse is then
 * 1): the count stops there, so that a search of billions of dead ends never wraps it and lists
 * an item among the failed ones twice. */
static inline void note_dead_end(bitset_problem *problem, const inference *inference,
                                 uint32_t item) {
  if (!inference->weighted) return;
  uint32_t dead_ends = problem->dead_ends[item];
  if (dead_ends == 0) problem->failed_items[problem->failed_count++] = item;
  if (dead_ends + 1 < UINT16_MAX) dead_ends++;
  problem->dead_ends[item] = dead_ends;
  problem->inverse_weight[item] = (uint16_t)(UINT16_MAX / (dead_ends + 1));
}

/* An item's score: its count (at most WEIGHTED_MAXIMUM_COUNT) in 128ths of an option, times the
 * inverse of its weight over 2^16, that is its options per unit of weight in 128ths, rounded
 * down: below 2^15. An item that never failed scores 128 * count - 1. */
static inline uint32_t weighted_score(int16_t count, uint16_t inverse_weight) {
  uint32_t scaled = (uint32_t)(count < WEIGHTED_MAXIMUM_COUNT ? count : WEIGHTED_MAXIMUM_COUNT)
                    << 7;
  return scaled * inverse_weight >> 16;
}

/* The same for eight items at once, a covered one scoring INT16_MAX, above every other. */
static inline counts_vector weighted_scores(const int16_t *counts, const uint16_t *inverse_weight,
                                            uint32_t k) {
  counts_vector count = load(counts + k);
  counts_vector scaled = vector_minimum(count, splat(WEIGHTED_MAXIMUM_COUNT)) * splat(128);
#if defined(__SSE2__)
  __m128i inverse;
  memcpy(&inverse, inverse_weight + k, sizeof inverse);
  counts_vector score = (counts_vector)_mm_mulhi_epu16((__m128i)scaled, inverse);
#else
  counts_vector score;
  for (int lane = 0; lane < COUNTS_PER_VECTOR; lane++)
    score[lane] = (int16_t)((uint32_t)(uint16_t)scaled[lane] * inverse_weight[k + lane] >> 16);
#endif
  counts_vector covered = count == splat(COVERED);
  return (score & ~covered) | (splat(INT16_MAX) & covered);
}

/* The first item with the lowest score. An item that never failed scores at least as much as
 * `first`, the first item with the fewest options (at most WEIGHTED_MAXIMUM_COUNT), and comes
 * after it when it scores as much: so with few failed items only those are compared with `first`;
 * with more, a vector scan of every item's score is quicker, and finds the same item. */
static uint32_t weighted_choice(const bitset_problem *problem, const int16_t *counts,
                                uint32_t first) {
  const uint16_t *inverse_weight = problem->inverse_weight;
  if (problem->failed_count <= WEIGHTED_CHOICE_LIST_MAXIMUM) {
    uint32_t best = first, best_score = weighted_score(counts[first], inverse_weight[first]);
    for (uint32_t k = 0; k < problem->failed_count; k++) {
      uint32_t item = problem->failed_items[k];
      if (counts[item] == COVERED) continue;
      uint32_t score = weighted_score(counts[item], inverse_weight[item]);
      if (score < best_score || (score == best_score && item < best)) {
        best = item;
        best_score = score;
      }
    }
    return best;
  }
  const uint32_t slots = problem->count_slots;
  counts_vector lowest = weighted_scores(counts, inverse_weight, 0);
  for (uint32_t k = COUNTS_PER_VECTOR; k < slots; k += COUNTS_PER_VECTOR)
    lowest = vector_minimum(lowest, weighted_scores(counts, inverse_weight, k));
  const counts_vector best = splat(horizontal_minimum(lowest));
  for (uint32_t k = 0;; k += COUNTS_PER_VECTOR) {
    uint32_t bits = lane_bits(weighted_scores(counts, inverse_weight, k) == best);
    if (bits) return k + (uint32_t)__builtin_ctz(bits);
  }
}

static uint64_t branching_score(bitset_problem *problem, const int16_t *counts,
                                const uint64_t *active, uint32_t item) {
  uint64_t score = 0;
  for (uint32_t s = problem->item_start[item]; s < problem->item_start[item + 1]; s++) {
    uint32_t q = problem->item_option[s];
    if (!is_active(active, q)) continue;
    for (uint32_t e = problem->option_start[q]; e < problem->primary_end[q]; e++)
      score += (uint64_t)counts[problem->entry_item[e]];
  }
  return score;
}

static uint32_t tie_break(bitset_problem *problem, const int16_t *counts, uint32_t first,
                          int16_t minimum) {
  const uint64_t *active = active_of(problem, (int16_t *)counts);
  uint32_t best = first;
  uint64_t best_score = branching_score(problem, counts, active, first);
  uint32_t item = first;
  for (int candidate = 1; candidate < TIE_BREAK_CANDIDATES; candidate++) {
    item = first_at_most(counts, problem->count_slots, item + 1, minimum);
    if (item >= problem->count_slots) break;
    uint64_t score = branching_score(problem, counts, active, item);
    if (score > best_score) {
      best_score = score;
      best = item;
    }
  }
  return best;
}

/* into = first | second, `words` words (an even number), two at a time; into may be first. */
static void or_rows(uint64_t *into, const uint64_t *first, const uint64_t *second, uint32_t words) {
  typedef uint64_t word_pair __attribute__((vector_size(16)));
  for (uint32_t w = 0; w < words; w += 2) {
    word_pair a, b;
    memcpy(&a, first + w, sizeof a);
    memcpy(&b, second + w, sizeof b);
    a |= b;
    memcpy(into + w, &a, sizeof a);
  }
}

/* Takes the options that the queued items with one option left force, and those they force in
 * turn, until the queue is empty; false when an item is left without options. With conflict rows,
 * the options forced by one pass over the queue are taken together, through the union of their
 * rows (one pass over the words, not one per option), and an option in conflict with one taken
 * before it in the pass ends the node there, its item being the one that failed. */
static bool take_forced_options(bitset_problem *problem, int16_t *counts, inference *inference,
                                uint32_t *taken, uint32_t *taken_count, uint64_t *updates) {
  uint64_t *active = active_of(problem, counts);
  const uint32_t words = problem->word_count;
  while (problem->queued > 0) {
    const uint32_t first = *taken_count;
    const uint64_t *row = NULL; /* the union of the rows of the options taken in this pass */
    while (problem->queued > 0) {
      uint32_t k = problem->queue[--problem->queued];
      if (counts[k] == 0) {
        note_dead_end(problem, inference, k);
        return false;
      }
      if (counts[k] != 1) continue;
      uint32_t option = only_active_option(problem, active, k);
      if (!problem->conflicts) {
        taken[(*taken_count)++] = option;
        dlx_bitset_take(problem, counts, active, option, updates);
        continue;
      }
      const uint64_t *own_row = problem->conflicts + (size_t)option * words;
      if (!row) {
        row = own_row;
      } else {
        if (is_active(row, option)) {
          note_dead_end(problem, inference, k);
          return false;
        }
        or_rows(problem->forced_row, row, own_row, words);
        row = problem->forced_row;
      }
      cover_primary_items(problem, counts, option); /* so the rest of the pass skips them */
      taken[(*taken_count)++] = option;
    }
    if (row)
      dlx_bitset_take_together(problem, counts, active, row, taken + first, *taken_count - first,
                               updates);
  }
  return true;
}

node_outcome dlx_bitset_infer(bitset_problem *problem, int16_t *counts,
                              const int16_t *parent_counts, inference *inference, uint32_t *taken,
                              uint32_t *taken_count, uint32_t *item, uint64_t *updates) {
  const uint32_t slots = problem->count_slots;
  if (!parent_counts) {
    problem->queued = 0;
    for (uint32_t k = first_at_most(counts, slots, 0, 1); k < slots;
         k = first_at_most(counts, slots, k + 1, 1))
      problem->queue[problem->queued++] = k;
  }
  for (;;) {
    if (inference->forced_options &&
        !take_forced_options(problem, counts, inference, taken, taken_count, updates))
      return NODE_DEAD;
    problem->queued = 0;
    int16_t minimum = minimum_count(counts, slots);
    if (minimum == COVERED) return NODE_SOLVED;
    if (inference->item_domination && minimum > 1) {
      /* The next pass looks only at the counts changed by this one. */
      const int16_t *since = parent_counts;
      parent_counts = problem->reference;
      memcpy(problem->reference, counts, slots * sizeof *counts);
      if (dominate_changed_items(problem, counts, since, updates)) continue;
    }
    /* As the links choose: the first item with at most one option, else the first with fewest. */
    uint32_t first = first_at_most(counts, slots, 0, minimum <= 1 ? 1 : minimum);
    if (counts[first] == 0) {
      note_dead_end(problem, inference, first);
      return NODE_DEAD;
    }
    if (inference->weighted && minimum > 1 && minimum <= WEIGHTED_MAXIMUM_COUNT) {
      *item = weighted_choice(problem, counts, first);
      return NODE_BRANCHES;
    }
    if (inference->tie_break && minimum > 1) {
      *item = tie_break(problem, counts, first, minimum);
      return NODE_BRANCHES;
    }
    *item = first;
    return NODE_BRANCHES;
  }
}
