/* bitset_take.c: taking an option in a level of the bitset search (bitset_search.c, and the
 * forced options of inference.c): every active option that shares an item with it (with colors:
 * every option that gives one of its colored secondary items another color, or none) leaves the
 * active set, and the counts of the removed options' primary items fall. Through the option's
 * conflict row when there are rows (bitset_build.c), a word at a time, the counts falling by
 * vector deltas or through the padded items, else through the item lists. Its own file so that the
 * search and the inferences both depend on it, and neither on the other's file.
 */
#include "internal_bitset.h"

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

void dlx_bitset_take_together(bitset_problem *problem, int16_t *counts, uint64_t *active,
                              const uint64_t *row, const uint32_t *options, uint32_t option_count,
                              uint64_t *updates) {
  if (problem->count_deltas) {
    take_by_count_deltas_of[problem->delta_vectors / 2](problem, counts, active, row, options,
                                                        option_count, updates);
    return;
  }
  take_by_conflict_row_of[problem->pad_width](problem, counts, active, row, options, option_count,
                                              updates);
}

void dlx_bitset_take(bitset_problem *problem, int16_t *counts, uint64_t *active, uint32_t option,
                     uint64_t *updates) {
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
