/* inference.c: dlx_bitset_infer, what a node of the bitset search deduces from its counts before
 * it branches, and its choice of the item to branch on.
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

#include <string.h>

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
