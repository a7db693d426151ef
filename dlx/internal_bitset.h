/* internal_bitset.h: the structures of the bitset search, shared by bitset.c (building, taking
 * options, the search loop) and inference.c (what a node deduces before it branches).
 */
#ifndef DLX_INTERNAL_BITSET_H
#define DLX_INTERNAL_BITSET_H

#include "internal.h"

#define COVERED INT16_MAX /* the count of a covered primary item, and of the padding */
#define VECTOR_BYTES 16
#define COUNTS_PER_VECTOR (VECTOR_BYTES / 2)
#define WORDS_PER_VECTOR (VECTOR_BYTES / 8)

typedef int16_t counts_vector __attribute__((vector_size(VECTOR_BYTES)));

/* Where a level branches: on `item`, trying its options from item_option[next] on; the options
 * taken before the branch (preselected ones apart) number taken_count. */
typedef struct branch {
  uint32_t item;
  uint32_t next;
  uint32_t taken_count;
} branch;

struct bitset_problem {
  uint32_t primary_count, item_count, option_count;
  uint32_t count_slots; /* primary_count + 1 at least, a multiple of 2 * COUNTS_PER_VECTOR */
  uint32_t word_count;  /* of the active bitset, a multiple of WORDS_PER_VECTOR */
  size_t level_bytes;   /* count_slots int16 counts, then word_count uint64 words */
  /* Option o's entries are option_start[o] .. option_start[o+1]-1, its primary items first, up to
   * primary_end[o]; each entry has an item and a color (0: none). */
  uint32_t *option_start, *primary_end;
  uint32_t *entry_item;
  int32_t *entry_color;
  /* Item i's options, ascending, are item_option[item_start[i] .. item_start[i+1]-1], each with
   * the color it gives i. item_fill is scratch space for building. */
  uint32_t *item_start, *item_fill;
  uint32_t *item_option;
  int32_t *item_option_color;
  bool colored;
  bool dominate_by_default; /* the automatic setting of item_domination and tie_break */
  char *levels;             /* level_capacity levels of level_bytes, VECTOR_BYTES aligned */
  branch *branches;         /* one per level */
  size_t level_capacity;
};

typedef struct inference {
  bool forced_options, item_domination, tie_break;
} inference;

typedef enum node_outcome { NODE_DEAD, NODE_SOLVED, NODE_BRANCHES } node_outcome;

static inline int16_t *level_counts(const bitset_problem *problem, size_t level) {
  return (int16_t *)(problem->levels + level * problem->level_bytes);
}

static inline uint64_t *level_active(const bitset_problem *problem, size_t level) {
  return (uint64_t *)(problem->levels + level * problem->level_bytes +
                      problem->count_slots * sizeof(int16_t));
}

static inline bool is_active(const uint64_t *active, uint32_t q) {
  return (active[q / 64] >> (q % 64)) & 1;
}

/* Removes option q from the active set of a level and counts it out of its primary items. */
static inline void remove_option(const bitset_problem *problem, int16_t *counts, uint64_t *active,
                                 uint32_t q, uint64_t *updates) {
  active[q / 64] &= ~(UINT64_C(1) << (q % 64));
  uint32_t end = problem->primary_end[q];
  for (uint32_t e = problem->option_start[q]; e < end; e++) counts[problem->entry_item[e]]--;
  *updates += end - problem->option_start[q];
}

bool dlx_bitset_reserve_levels(bitset_problem *problem, size_t level_count);

/* Takes an option into a level's state: removes it and every active option in conflict with it,
 * decrementing counts, then marks its primary items COVERED. */
void dlx_bitset_take(const bitset_problem *problem, int16_t *counts, uint64_t *active,
                     uint32_t option, uint64_t *updates);

/* Makes the node's inferences on its state (counts, then the active bitset), appending every
 * option it takes to taken[*taken_count ...], and says whether the node is dead, solved, or
 * branches on *item. parent_counts are the counts of the parent level (NULL at the root): only the
 * items whose count changed since are examined for domination. */
node_outcome dlx_bitset_infer(const bitset_problem *problem, int16_t *counts,
                              const int16_t *parent_counts, const inference *inference,
                              uint32_t *taken, uint32_t *taken_count, uint32_t *item,
                              uint64_t *updates);

#endif
