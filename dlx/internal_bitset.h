/* internal_bitset.h: the structures of the bitset search, shared by bitset_build.c (building
 * them), bitset_node.c (taking an option in a level), bitset_search.c (the search loop) and
 * bitset_node.c (what a node deduces before it branches). Not installed.
 */
#ifndef DLX_INTERNAL_BITSET_H
#define DLX_INTERNAL_BITSET_H

#include "internal.h"
#include "internal_progress.h"
#include "internal_tuning.h"

#include <string.h>

#define COVERED INT16_MAX /* the count of a covered primary item, and of the padding */
#define VECTOR_BYTES 16
#define COUNTS_PER_VECTOR (VECTOR_BYTES / 2)
#define WORDS_PER_VECTOR (VECTOR_BYTES / 8)
#ifndef DOMINATION_REVIEW_EXAMINATIONS
#define DOMINATION_REVIEW_EXAMINATIONS 64 /* examinations before domination's record is judged */
#endif
#ifndef DOMINATION_REVIEW_NODES
#define DOMINATION_REVIEW_NODES 64 /* how often a search judges domination's record per node */
#endif
#define MAXIMUM_SHARED_ENTRIES ((size_t)1 << 22)
/* Weighted branching (bitset_node.c) guides a search until it has found this many solutions, then
 * the search branches on the first item with the fewest options: weights all along slow the counts
 * of puzzles with many solutions, and the unique puzzles, whose searches they speed up, never find
 * a second solution (measured on the benchmark sets:
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). */
#define WEIGHTED_BRANCHING_SOLUTIONS 2
/* Scores count up to this many options (an item with more scores as many), and weights choose
 * only while the fewest options are at most this many: see bitset_node.c. */
#define WEIGHTED_MAXIMUM_COUNT 255
/* With at most this many failed items the choice compares them alone, else it scans every item's
 * score (bitset_node.c); both find the same item. Comparing a few failed items is cheaper than a
 * scan, which searches that rarely fail (serg-multi) would otherwise pay at every node; once many
 * items have failed (the hardest sets), the scan is cheaper than the comparisons. */
#define WEIGHTED_CHOICE_LIST_MAXIMUM 4
/* The count deltas of bitset_node.c: as many vectors as SSE2's 16 registers hold beside the rest
 * (95 primary items), in at most 4 MiB, where the padded width (the widest option's primary
 * items, rounded up to 2, 3, 4, 6 or 8) is at least 6: below that width (queens, Langford pairs)
 * a take removes too few options to pay for the fixed part of the deltas, loading, comparing and
 * storing every vector of counts ("Count deltas" in
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). */
#define MAXIMUM_DELTA_VECTORS 12
#define MAXIMUM_DELTA_BYTES ((size_t)4 << 20)
#define MINIMUM_WIDTH_FOR_DELTAS 6

typedef int16_t counts_vector __attribute__((vector_size(VECTOR_BYTES)));

/* The vector operations on counts: a load and a splat, and what the generic vector extensions do
 * not express well: a lane-wise minimum, the horizontal minimum, and one bit per lane of a mask of
 * compares. SSE2 (every x86-64) has instructions for them; elsewhere the generic forms compile to
 * what the target offers. */
static inline counts_vector load(const int16_t *counts) {
  counts_vector vector;
  memcpy(&vector, counts, sizeof vector);
  return vector;
}

static inline counts_vector splat(int16_t value) {
  counts_vector vector;
  for (int lane = 0; lane < COUNTS_PER_VECTOR; lane++) vector[lane] = value;
  return vector;
}

#if defined(__SSE2__)
#include <emmintrin.h>

static inline counts_vector vector_minimum(counts_vector a, counts_vector b) {
  return (counts_vector)_mm_min_epi16((__m128i)a, (__m128i)b);
}

static inline int16_t horizontal_minimum(counts_vector a) {
  __m128i m = (__m128i)a;
  m = _mm_min_epi16(m, _mm_srli_si128(m, 8));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 4));
  m = _mm_min_epi16(m, _mm_srli_si128(m, 2));
  return (int16_t)_mm_cvtsi128_si32(m);
}

static inline uint32_t lane_bits(counts_vector mask) {
  return (uint32_t)_mm_movemask_epi8(_mm_packs_epi16((__m128i)mask, _mm_setzero_si128()));
}

/* The bits of two masks, the first's in the low half. */
static inline uint32_t pair_lane_bits(counts_vector low, counts_vector high) {
  return (uint32_t)_mm_movemask_epi8(_mm_packs_epi16((__m128i)low, (__m128i)high));
}
#else
static inline counts_vector vector_minimum(counts_vector a, counts_vector b) {
  counts_vector a_is_smaller = a < b;
  return (a & a_is_smaller) | (b & ~a_is_smaller);
}

static inline int16_t horizontal_minimum(counts_vector a) {
  int16_t minimum = a[0];
  for (int lane = 1; lane < COUNTS_PER_VECTOR; lane++)
    if (a[lane] < minimum) minimum = a[lane];
  return minimum;
}

static inline uint32_t lane_bits(counts_vector mask) {
  uint32_t bits = 0;
  for (int lane = 0; lane < COUNTS_PER_VECTOR; lane++) bits |= (uint32_t)(mask[lane] & 1) << lane;
  return bits;
}

static inline uint32_t pair_lane_bits(counts_vector low, counts_vector high) {
  return lane_bits(low) | lane_bits(high) << COUNTS_PER_VECTOR;
}
#endif

/* Where a level branches: on `item`, trying its options from item_option[next] on; the options
 * taken before the branch (preselected ones apart) number taken_count. An item in at most 64
 * options has its active ones in `untried` instead (bit k: item_option[item_start + k]), found
 * once when the level branches: its state does not change while its children are searched. */
typedef struct branch {
  uint32_t item;
  uint32_t next;
  uint32_t taken_count;
  uint64_t untried;
} branch;

struct bitset_problem {
  uint32_t primary_count, item_count, option_count;
  uint32_t count_slots; /* primary_count + 1 at least, a multiple of 2 * COUNTS_PER_VECTOR */
  uint32_t word_count;  /* of the active bitset, a multiple of WORDS_PER_VECTOR */
  size_t level_bytes;   /* count_slots int16 counts, one vector whose first slot is the dummy
                           item of padded options, then word_count uint64 words */
  /* The solver's compiled view (internal.h), whose arrays these are: option o's
   * entries are option_start[o] .. option_start[o+1]-1, its primary items first, up to
   * primary_end[o]; each entry has an item and a color (0: none). */
  const uint32_t *option_start, *primary_end;
  const uint32_t *entry_item;
  const int32_t *entry_color;
  /* Item i's options, ascending, are item_option[item_start[i] .. item_start[i+1]-1], each with
   * the color it gives i. */
  const uint32_t *item_start;
  const uint32_t *item_option;
  const int32_t *item_option_color;
  /* With conflict rows and at most 8 primary items per option: option o's primary items are
   * padded[o * pad_width ...], padded with the dummy slot count_slots (pad_width 2, 4 or 8; 0:
   * none).
   */
  uint32_t *padded;
  uint32_t pad_width;
  /* With conflict rows, counts in at most MAXIMUM_DELTA_VECTORS vectors and options that reach
   * MINIMUM_WIDTH_FOR_DELTAS primary items: option o's primary items as a vector of counts, -1 in
   * each of their slots, at count_deltas[o * delta_vectors] (NULL: none; see bitset_node.c). */
  counts_vector *count_deltas;
  uint32_t delta_vectors;
  uint32_t uniform_width; /* when every option has this many primary items (else 0) */
  /* Item i's options word by word of the active bitset: span_word[s] and span_mask[s] for s in
   * span_start[i] .. span_start[i+1]-1, so that an item's one active option is found a word at a
   * time (the 9 options of an item of a 9x9 completion lie in 1 to 9 words, 4 on average). */
  uint32_t *span_start, *span_word;
  uint64_t *span_mask;
  char *root;            /* level_bytes: the state before any option is taken */
  uint64_t root_entries; /* the sum of the root's counts: every option's primary entries */
  uint64_t *conflicts;   /* option_count rows of word_count words, or NULL; see bitset_build.c */
  uint64_t *forced_row;  /* word_count words: the conflict rows of options forced together */
  /* Scratch space of a take (bitset_node.c): the options a row removed, word by word, and the
   * words where it removed any. */
  uint64_t *removed_words;
  uint32_t *words_hit;
  int16_t *reference; /* count_slots counts: scratch space for bitset_node.c */
  /* The items whose count fell to 1 or 0 since the node's queue was emptied: within a node counts
   * only fall, so an item enters at most twice, and the root adds each item once at most. */
  uint32_t *queue;
  uint32_t queued;
  /* dominable[k] is -1 when primary item k shares two options or more with another primary item
   * (only such an item can dominate), else 0; COUNTS padding included. */
  int16_t *dominable;
  /* Item i's partners (see find_partners) are partner_item[partner_start[i] ..
   * partner_start[i+1]-1]; partner p shares with i the options shared_option[
   * partner_shared_start[p] .. partner_shared_start[p+1]-1]. */
  uint32_t *partner_start, *partner_item, *partner_shared_start, *shared_option;
  /* For an item i in at most 64 options, partner p's shared options as a mask: bit k stands for
   * item_option[item_start[i] + k]. NULL without memory for it. */
  uint64_t *partner_shared_mask;
  /* The examinations of an item that let domination remove options, in the current search; and
   * the examinations in all; and whether any item can be dominated at all. See domination_pays. */
  uint64_t domination_successes, domination_examinations;
  bool any_dominable;
  bool colored;
  /* Weighted branching (bitset_node.c): item i has ended dead_ends[i] nodes of the current search
   * (its weight is 1 more), inverse_weight[i] is 65535 / its weight (count_slots of them), and
   * those that have are failed_items[0 .. failed_count-1]. */
  uint32_t *dead_ends;
  uint16_t *inverse_weight;
  uint32_t *failed_items;
  uint32_t failed_count;
  char *levels;     /* level_capacity levels of level_bytes, VECTOR_BYTES aligned */
  branch *branches; /* one per level */
  size_t level_capacity;
};

/* The inferences a search makes; `adaptive` when item_domination was left to the engine, which
 * then turns it off as soon as it stops paying. */
typedef struct inference {
  bool forced_options, item_domination, tie_break;
  bool adaptive;
  bool weighted; /* weighted branching (dlx.h): see bitset_node.c */
} inference;

/* The automatic rule for item domination, measured on the benchmarks of bench/ (the figures:
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md and
 * bench/log/2026-11-28-representation-choice.md). A search starts with it on when some item can be
 * dominated at all (no item of queens or Latin squares can), always makes it at its first node,
 * and below that keeps it while it pays by two measures, and stops it for good when either fails:
 *  - per examination of an item, at every node once DOMINATION_REVIEW_EXAMINATIONS were made:
 *    at least 10 in 100 must remove options. On the completions of classic 9x9 grids fewer do, and
 *    below the first node they run faster without it, though with more nodes; where about 20 in
 *    100 do (the same grids with cages of given sums), it saves a third of the nodes and of the
 *    time. Searches of a few nodes are judged so too.
 *  - per node, at every multiple of DOMINATION_REVIEW_NODES nodes: it must have removed options
 *    at 35 nodes in 100 or more. Where it does at fewer (Langford pairs, pentominoes, completions
 *    of preselected options with many solutions, counted exactly) it saves nodes but costs time
 *    (pentominoes 6x10 take twice as long with it all along); where it does at 40 and more (hard
 *    completions) it halves the nodes and wins. A review every 64 nodes rather than 256 stops it
 *    sooner where it does not pay.
 * The first node keeps it: there it halves the nodes of the completions of 17 givens. A search
 * depends on nothing but its own inputs, so a repeated search repeats its nodes. */
static inline bool domination_pays(uint64_t successes, uint64_t examinations, uint64_t nodes) {
  if (examinations >= DOMINATION_REVIEW_EXAMINATIONS && successes * 100 < examinations * 10)
    return false;
  return nodes % DOMINATION_REVIEW_NODES != 0 || successes * 100 >= nodes * 35;
}

typedef enum node_outcome { NODE_DEAD, NODE_SOLVED, NODE_BRANCHES } node_outcome;

static inline int16_t *level_counts(bitset_problem *problem, size_t level) {
  return (int16_t *)(problem->levels + level * problem->level_bytes);
}

/* The active bitset that follows a level's counts (after the vector that holds the dummy slot). */
static inline uint64_t *active_of(const bitset_problem *problem, int16_t *counts) {
  return (uint64_t *)(counts + problem->count_slots + COUNTS_PER_VECTOR);
}

static inline uint64_t *level_active(bitset_problem *problem, size_t level) {
  return active_of(problem, level_counts(problem, level));
}

static inline bool is_active(const uint64_t *active, uint32_t q) {
  return (active[q / 64] >> (q % 64)) & 1;
}

/* The inferences a search asks for: each switch on when set on, or when left to the engine and
 * the problem calls for it (forced options always, tie breaks never, domination where an item can
 * be dominated); adaptive domination is reviewed as the search goes. */
static inline inference bitset_inference_for(const search_settings *search,
                                             const bitset_problem *problem) {
  return (inference){
      .forced_options = search->forced_options != DLX_SWITCH_OFF,
      .item_domination =
          search->item_domination == DLX_SWITCH_ON ||
          (search->item_domination == DLX_SWITCH_AUTOMATIC && problem->any_dominable),
      .tie_break = search->tie_break == DLX_SWITCH_ON,
      .adaptive = search->item_domination == DLX_SWITCH_AUTOMATIC,
      .weighted = search->weighted_branching == DLX_SWITCH_ON,
  };
}

/* Every item's weight back to 1, at the start of a search. */
static inline void reset_weights(bitset_problem *problem) {
  for (uint32_t k = 0; k < problem->failed_count; k++) {
    problem->dead_ends[problem->failed_items[k]] = 0;
    problem->inverse_weight[problem->failed_items[k]] = UINT16_MAX;
  }
  problem->failed_count = 0;
}

/* Starts the branch of `level` on `item`, with taken_count options taken above it: up to 64
 * options the branch keeps a mask of the item's options still active, else a cursor in its list. */
static inline void start_branch(bitset_problem *problem, size_t level, uint32_t item,
                                uint32_t taken_count) {
  uint32_t start = problem->item_start[item], length = problem->item_start[item + 1] - start;
  branch *b = &problem->branches[level];
  b->item = item;
  b->next = start;
  b->taken_count = taken_count;
  if (length <= 64) {
    const uint64_t *active = level_active(problem, level); /* the levels may have moved */
    uint64_t untried = 0;
    for (uint32_t k = 0; k < length; k++)
      untried |= (uint64_t)is_active(active, problem->item_option[start + k]) << k;
    b->untried = untried;
  }
}

/* The next option of branch b still to try, on a level whose active set is `active`: false when
 * every one has been tried. Up to 64 options the branch keeps a mask of those untried; beyond, it
 * walks the item's options from b->next, skipping the inactive ones. */
static inline bool next_untried_option(const bitset_problem *problem, branch *b,
                                       const uint64_t *active, uint32_t *option) {
  uint32_t start = problem->item_start[b->item], end = problem->item_start[b->item + 1];
  if (end - start <= 64) {
    if (b->untried == 0) return false;
    *option = problem->item_option[start + (uint32_t)__builtin_ctzll(b->untried)];
    b->untried &= b->untried - 1;
    return true;
  }
  while (b->next < end && !is_active(active, problem->item_option[b->next])) b->next++;
  if (b->next == end) return false;
  *option = problem->item_option[b->next++];
  return true;
}

/* Removes option q from the active set of a level and counts it out of its primary items. */
static inline void remove_option(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                 uint32_t q, uint64_t *updates) {
  active[q / 64] &= ~(UINT64_C(1) << (q % 64));
  uint32_t end = problem->primary_end[q];
  for (uint32_t e = problem->option_start[q]; e < end; e++) {
    uint32_t item = problem->entry_item[e];
    if (--counts[item] <= 1) problem->queue[problem->queued++] = item;
  }
  *updates += end - problem->option_start[q];
}

/* Marks option q's primary items COVERED: through its padded items when there are (a padding
 * entry marks the dummy slot, which is harmless), else through its entries. */
static inline void cover_primary_items(const bitset_problem *problem, int16_t *counts, uint32_t q) {
  if (problem->pad_width) {
    const uint32_t width = problem->pad_width;
    const uint32_t *own = problem->padded + (size_t)q * width;
    for (uint32_t k = 0; k < width; k++) counts[own[k]] = COVERED;
  } else {
    for (uint32_t e = problem->option_start[q]; e < problem->primary_end[q]; e++)
      counts[problem->entry_item[e]] = COVERED;
  }
}

/* bitset_build.c: makes room for levels 0 .. level_count-1; false when memory is short. */
bool dlx_bitset_reserve_levels(bitset_problem *problem, size_t level_count);

/* bitset_search.c: takes the search's preselected options into level 0 (after the root was
 * copied there), their ids into solver->solution_ids[0 .. preselected_count-1]: DLX_OK,
 * DLX_ERROR_OPTION_OUT_OF_RANGE, or DLX_PRESELECTED_OPTIONS_CONFLICT when two share an item. */
dlx_status dlx_bitset_take_preselected(dlx_solver *solver, const search_settings *search,
                                       uint64_t *updates);

/* bitset_search.c: a progress report, with Knuth's estimate from the levels 0 .. level-1 of a
 * search (bitset_search.c's or the iterator's). */
void dlx_bitset_report_progress(bitset_problem *problem, progress_reporter *reporter, size_t level,
                                uint64_t solutions, uint64_t node_total);

/* bitset_node.c: takes an option into a level's state: removes it and every active option in
 * conflict with it, decrementing counts, then marks its primary items COVERED. */
void dlx_bitset_take(bitset_problem *problem, int16_t *counts, uint64_t *active, uint32_t option,
                     uint64_t *updates);

/* bitset_node.c: with conflict rows, takes options[0 .. option_count-1], no two in conflict and
 * their primary items already COVERED (cover_primary_items), at once: `row` is the union of their
 * conflict rows. */
void dlx_bitset_take_together(bitset_problem *problem, int16_t *counts, uint64_t *active,
                              const uint64_t *row, const uint32_t *options, uint32_t option_count,
                              uint64_t *updates);

/* bitset_node.c: makes the node's inferences on its state (counts, then the active bitset),
 * appending every option it takes to taken[*taken_count ...], and says whether the node is dead,
 * solved, or branches on *item. parent_counts are the counts of the parent level (NULL at the
 * root): only the items whose count changed since are examined for domination. */
node_outcome dlx_bitset_infer(bitset_problem *problem, int16_t *counts,
                              const int16_t *parent_counts, inference *inference, uint32_t *taken,
                              uint32_t *taken_count, uint32_t *item, uint64_t *updates);

#endif
