/* bitset.c: the bitset representation of the search (DLX_REPRESENTATION_BITSET in dlx.h).
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
 * solver; the level stack grows as the search deepens and is kept too.
 */
#include "internal_bitset.h"
#include "internal_progress.h"

#include <stdlib.h>
#include <string.h>

#define MAXIMUM_ITEM_LENGTH (COVERED - 1)

static size_t round_up(size_t value, size_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

void dlx_bitset_free(bitset_problem *problem) {
  if (!problem) return;
  free(problem->option_start);
  free(problem->entry_item);
  free(problem->entry_color);
  free(problem->item_start);
  free(problem->item_option);
  free(problem->item_option_color);
  free(problem->levels);
  free(problem->branches);
  free(problem->conflicts);
  free(problem->padded);
  free(problem->partner_start);
  free(problem->partner_item);
  free(problem->partner_shared_start);
  free(problem->shared_option);
  free(problem->partner_shared_mask);
  free(problem->reference);
  free(problem->root);
  free(problem->dominable);
  free(problem->queue);
  free(problem);
}

/* Fills the option entries (primary items first, so that a removal walks only those) and the item
 * lists from the links, which hold the options in the order they were added. */
static void fill_entries(bitset_problem *problem, const dlx_solver *solver) {
  const node *nodes = solver->nodes;
  uint32_t entry = 0;
  for (uint32_t option = 0; option < problem->option_count; option++) {
    problem->option_start[option] = entry;
    uint32_t first = solver->first_node_of_option[option];
    for (int pass = 0; pass < 2; pass++) {
      for (uint32_t q = first; nodes[q].top > 0; q++) {
        uint32_t item = (uint32_t)nodes[q].top - 1;
        if ((item < problem->primary_count) != (pass == 0)) continue;
        problem->entry_item[entry] = item;
        problem->entry_color[entry] = solver->colors ? solver->colors[q] : 0;
        entry++;
      }
      if (pass == 0) problem->primary_end[option] = entry;
    }
  }
  problem->option_start[problem->option_count] = entry;

  uint32_t position = 0;
  for (uint32_t item = 0; item < problem->item_count; item++) {
    problem->item_start[item] = position;
    position += (uint32_t)solver->items[item + 1].length;
  }
  problem->item_start[problem->item_count] = position;
  uint32_t *next = problem->item_fill;
  memcpy(next, problem->item_start, problem->item_count * sizeof *next);
  for (uint32_t option = 0; option < problem->option_count; option++) {
    for (uint32_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
      uint32_t slot = next[problem->entry_item[e]]++;
      problem->item_option[slot] = option;
      problem->item_option_color[slot] = problem->entry_color[e];
    }
  }
}

/* The state before anything is taken, kept in problem->root and copied into level 0 by each
 * search. */
static void fill_root(bitset_problem *problem, const dlx_solver *solver) {
  int16_t *counts = (int16_t *)problem->root;
  memset(problem->root, 0, problem->level_bytes);
  for (uint32_t k = 0; k < problem->count_slots; k++)
    counts[k] = k < problem->primary_count ? (int16_t)solver->items[k + 1].length : COVERED;
  uint64_t *active = active_of(problem, counts);
  for (uint32_t option = 0; option < problem->option_count; option++)
    active[option / 64] |= UINT64_C(1) << (option % 64);
}

/* Makes room for levels 0 .. level_count-1. */
bool dlx_bitset_reserve_levels(bitset_problem *problem, size_t level_count) {
  if (level_count <= problem->level_capacity) return true;
  size_t capacity = problem->level_capacity ? problem->level_capacity : 16;
  while (capacity < level_count) capacity *= 2;
  if (capacity > SIZE_MAX / problem->level_bytes) return false;
  char *levels = aligned_alloc(VECTOR_BYTES, capacity * problem->level_bytes);
  if (!levels) return false;
  if (problem->levels)
    memcpy(levels, problem->levels, problem->level_capacity * problem->level_bytes);
  free(problem->levels);
  problem->levels = levels;
  branch *branches = realloc(problem->branches, capacity * sizeof *branches);
  if (!branches) return false;
  problem->branches = branches;
  problem->level_capacity = capacity;
  return true;
}

/* Each option's conflict row: the options that share an item with it, colors permitting, itself
 * included. Built when the rows fit in CONFLICT_ROWS_MAXIMUM_BYTES. */
static bool build_conflict_rows(bitset_problem *problem) {
  size_t row_words = problem->word_count;
  if (problem->option_count > CONFLICT_ROWS_MAXIMUM_BYTES / 8 / row_words) return false;
  problem->conflicts = calloc((size_t)problem->option_count * row_words, sizeof(uint64_t));
  if (!problem->conflicts) return false;
  for (uint32_t option = 0; option < problem->option_count; option++) {
    uint64_t *row = problem->conflicts + option * row_words;
    row[option / 64] |= UINT64_C(1) << (option % 64);
    for (uint32_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
      uint32_t item = problem->entry_item[e];
      int32_t color = problem->entry_color[e];
      for (uint32_t s = problem->item_start[item]; s < problem->item_start[item + 1]; s++) {
        uint32_t q = problem->item_option[s];
        if (color == 0 || problem->item_option_color[s] != color)
          row[q / 64] |= UINT64_C(1) << (q % 64);
      }
    }
  }
  return true;
}

/* Removes the active options of a conflict row, a word at a time, and decrements the counts of
 * their primary items: through the padded items when there are (width a constant, so the loop
 * unrolls), else through the entries. */
static ALWAYS_INLINE void take_by_conflict_row(bitset_problem *problem, int16_t *counts,
                                               uint64_t *active, uint32_t option, uint64_t *updates,
                                               uint32_t width) {
  const uint32_t words = problem->word_count, uniform_width = problem->uniform_width;
  const uint64_t *row = problem->conflicts + (size_t)option * words;
  const uint32_t *option_start = problem->option_start, *primary_end = problem->primary_end;
  const uint32_t *entry_item = problem->entry_item, *padded = problem->padded;
  uint32_t *queue = problem->queue, queued = problem->queued;
  uint64_t removed_options = 0, removed_entries = 0;
  for (uint32_t w = 0; w < words; w++) {
    uint64_t removed = active[w] & row[w];
    if (!removed) continue;
    /* The dummy slot, never scanned, is reset for every word: at most 64 options of at most 7
     * padding entries count out of it before the next reset, so it never falls to 1 and is never
     * queued (tests/test_dlx_padding.c). */
    counts[problem->count_slots] = COVERED;
    active[w] &= ~removed;
    do {
      uint32_t q = w * 64 + (uint32_t)__builtin_ctzll(removed);
      removed &= removed - 1;
      removed_options++;
      if (!uniform_width) removed_entries += primary_end[q] - option_start[q];
      if (width) {
        /* Unrolled and without branches: whether a count falls to 1 or 0 is unpredictable, so
         * every item is written to the queue and only those that fell are kept (the queue has a
         * spare slot for this). */
        const uint32_t *items = padded + (size_t)q * width;
#pragma GCC unroll 8
        for (uint32_t k = 0; k < width; k++) {
          uint32_t item = items[k];
          int16_t count = --counts[item];
          queue[queued] = item;
          queued += count <= 1;
        }
      } else {
        for (uint32_t e = option_start[q]; e < primary_end[q]; e++) {
          uint32_t item = entry_item[e];
          if (--counts[item] <= 1) queue[queued++] = item;
        }
      }
    } while (removed);
  }
  problem->queued = queued;
  *updates += uniform_width ? removed_options * uniform_width : removed_entries;
}

static void take_by_conflict_row_2(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 2);
}

static void take_by_conflict_row_3(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 3);
}

static void take_by_conflict_row_4(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 4);
}

static void take_by_conflict_row_6(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 6);
}

static void take_by_conflict_row_8(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                   uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 8);
}

static void take_by_conflict_row_any(bitset_problem *problem, int16_t *counts, uint64_t *active,
                                     uint32_t option, uint64_t *updates) {
  take_by_conflict_row(problem, counts, active, option, updates, 0);
}

/* Pads the primary items of every option to 2, 3, 4, 6 or 8 (the smallest that holds the widest
 * option), so that the decrement loop has a constant length. */
static void pad_options(bitset_problem *problem) {
  uint32_t widest = 0;
  for (uint32_t o = 0; o < problem->option_count; o++)
    if (problem->primary_end[o] - problem->option_start[o] > widest)
      widest = problem->primary_end[o] - problem->option_start[o];
  uint32_t narrowest = widest;
  for (uint32_t o = 0; o < problem->option_count; o++)
    if (problem->primary_end[o] - problem->option_start[o] < narrowest)
      narrowest = problem->primary_end[o] - problem->option_start[o];
  if (narrowest == widest) problem->uniform_width = widest;
  uint32_t width = widest <= 4 ? widest : widest <= 6 ? 6 : widest <= 8 ? 8 : 0;
  if (width == 1) width = 2;
  if (width == 0) return;
  problem->padded = malloc(((size_t)problem->option_count * width + 1) * sizeof(uint32_t));
  if (!problem->padded) return;
  for (uint32_t o = 0; o < problem->option_count; o++) {
    uint32_t k = 0;
    for (uint32_t e = problem->option_start[o]; e < problem->primary_end[o]; e++)
      problem->padded[(size_t)o * width + k++] = problem->entry_item[e];
    while (k < width) problem->padded[(size_t)o * width + k++] = problem->count_slots;
  }
  problem->pad_width = width;
}

static bool append(uint32_t **array, size_t *count, size_t *capacity, uint32_t value) {
  if (*count == *capacity) {
    size_t grown = *capacity ? 2 * *capacity : 256;
    if (grown > MAXIMUM_SHARED_ENTRIES) return false;
    uint32_t *larger = realloc(*array, grown * sizeof *larger);
    if (!larger) return false;
    *array = larger;
    *capacity = grown;
  }
  (*array)[(*count)++] = value;
  return true;
}

/* Fills partner_shared_mask: both lists are ascending, so one walk along i's options places the
 * shared ones of a partner. */
static void find_shared_masks(bitset_problem *problem, size_t partners) {
  problem->partner_shared_mask = malloc((partners + 1) * sizeof(uint64_t));
  if (!problem->partner_shared_mask) return;
  for (uint32_t i = 0; i < problem->primary_count; i++) {
    uint32_t start = problem->item_start[i], length = problem->item_start[i + 1] - start;
    if (length > 64) continue;
    for (uint32_t p = problem->partner_start[i]; p < problem->partner_start[i + 1]; p++) {
      uint64_t mask = 0;
      uint32_t k = 0;
      for (uint32_t s = problem->partner_shared_start[p]; s < problem->partner_shared_start[p + 1];
           s++) {
        while (problem->item_option[start + k] != problem->shared_option[s]) k++;
        mask |= UINT64_C(1) << k;
      }
      problem->partner_shared_mask[p] = mask;
    }
  }
}

/* Finds, for every primary item i, its partners: the primary items j that share two options or
 * more with it, with those options (only such a j can dominate i), and marks the items that have
 * one. Per item, one pass over its options counts what each other item shares with it, and a
 * second places the shared options of each partner in its slots, so the whole costs about the
 * option entries times the option size. Without memory for them (or beyond
 * MAXIMUM_SHARED_ENTRIES), nothing is dominable. */
static void find_partners(bitset_problem *problem) {
  memset(problem->dominable, 0, problem->count_slots * sizeof(int16_t));
  uint32_t *tally = problem->item_fill; /* per item: the options it shares with item i, then the
                                           next slot of its shared options */
  uint32_t *touched = problem->queue;   /* the items met in i's options, each once */
  size_t partners = 0, partner_capacity = 0, starts = 0, start_capacity = 0;
  size_t shared = 0, shared_capacity = 0;
  problem->partner_start = malloc((problem->primary_count + 1) * sizeof(uint32_t));
  bool fits = problem->partner_start != NULL;
  memset(tally, 0, problem->primary_count * sizeof *tally);
  for (uint32_t i = 0; fits && i < problem->primary_count; i++) {
    problem->partner_start[i] = (uint32_t)partners;
    uint32_t touched_count = 0;
    for (uint32_t s = problem->item_start[i]; s < problem->item_start[i + 1]; s++) {
      uint32_t q = problem->item_option[s];
      for (uint32_t e = problem->option_start[q]; e < problem->primary_end[q]; e++) {
        uint32_t j = problem->entry_item[e];
        if (j != i && tally[j]++ == 0) touched[touched_count++] = j;
      }
    }
    for (uint32_t t = 0; fits && t < touched_count; t++) {
      uint32_t j = touched[t], count = tally[j];
      tally[j] = UINT32_MAX; /* not a partner */
      if (count < 2) continue;
      problem->dominable[i] = -1;
      problem->any_dominable = true;
      tally[j] = (uint32_t)shared; /* where j's shared options go */
      fits = append(&problem->partner_item, &partners, &partner_capacity, j) &&
             append(&problem->partner_shared_start, &starts, &start_capacity, (uint32_t)shared);
      for (uint32_t k = 0; fits && k < count; k++)
        fits = append(&problem->shared_option, &shared, &shared_capacity, 0);
    }
    for (uint32_t s = problem->item_start[i]; fits && s < problem->item_start[i + 1]; s++) {
      uint32_t q = problem->item_option[s];
      for (uint32_t e = problem->option_start[q]; e < problem->primary_end[q]; e++) {
        uint32_t j = problem->entry_item[e];
        if (j != i && tally[j] != UINT32_MAX) problem->shared_option[tally[j]++] = q;
      }
    }
    for (uint32_t t = 0; t < touched_count; t++) tally[touched[t]] = 0;
  }
  if (fits) {
    problem->partner_start[problem->primary_count] = (uint32_t)partners;
    fits = append(&problem->partner_shared_start, &starts, &start_capacity, (uint32_t)shared);
  }
  if (fits) find_shared_masks(problem, partners);
  if (!fits) {
    problem->any_dominable = false;
    memset(problem->dominable, 0, problem->count_slots * sizeof(int16_t));
  }
}

dlx_status dlx_bitset_prepare(dlx_solver *solver) {
  if (solver->bitset) return DLX_OK;
  for (uint32_t item = 1; item <= solver->primary_count; item++)
    if (solver->items[item].length > MAXIMUM_ITEM_LENGTH) return DLX_ERROR_TOO_LARGE;
  bitset_problem *problem = calloc(1, sizeof *problem);
  if (!problem) return DLX_ERROR_OUT_OF_MEMORY;
  problem->primary_count = solver->primary_count;
  problem->item_count = solver->item_count;
  problem->option_count = solver->option_count;
  problem->count_slots = (uint32_t)round_up(solver->primary_count + 1, 2 * COUNTS_PER_VECTOR);
  problem->word_count = (uint32_t)round_up((solver->option_count + 64) / 64, WORDS_PER_VECTOR);
  problem->level_bytes =
      (problem->count_slots + COUNTS_PER_VECTOR) * sizeof(int16_t) + problem->word_count * 8;
  size_t entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  problem->option_start = malloc((problem->option_count + 1) * 2 * sizeof(uint32_t));
  problem->primary_end =
      problem->option_start ? problem->option_start + problem->option_count + 1 : NULL;
  problem->entry_item = malloc((entries + 1) * sizeof(uint32_t));
  problem->entry_color = malloc((entries + 1) * sizeof(int32_t));
  problem->item_start = malloc((problem->item_count + 1) * 2 * sizeof(uint32_t));
  problem->item_fill = problem->item_start ? problem->item_start + problem->item_count + 1 : NULL;
  problem->item_option = malloc((entries + 1) * sizeof(uint32_t));
  problem->item_option_color = malloc((entries + 1) * sizeof(int32_t));
  problem->root = aligned_alloc(VECTOR_BYTES, problem->level_bytes);
  problem->reference = aligned_alloc(VECTOR_BYTES, problem->count_slots * sizeof(int16_t));
  problem->dominable = aligned_alloc(VECTOR_BYTES, problem->count_slots * sizeof(int16_t));
  problem->queue = malloc(((size_t)problem->primary_count * 3 + 1) * sizeof(uint32_t));
  if (!problem->option_start || !problem->entry_item || !problem->entry_color ||
      !problem->item_start || !problem->item_option || !problem->item_option_color ||
      !problem->reference || !problem->root || !problem->dominable || !problem->queue ||
      !dlx_bitset_reserve_levels(problem, 2)) {
    dlx_bitset_free(problem);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  fill_entries(problem, solver);
  fill_root(problem, solver);
  problem->colored = solver->colors != NULL;
  build_conflict_rows(problem); /* without them, options are removed through the item lists */
  find_partners(problem);
  if (problem->conflicts) pad_options(problem);
  solver->bitset = problem;
  return DLX_OK;
}

void dlx_bitset_take(bitset_problem *problem, int16_t *counts, uint64_t *active, uint32_t option,
                     uint64_t *updates) {
  if (problem->conflicts) {
    /* Its own items first hold COVERED (they stay above 1 while the options removed count out of
     * them), so that the queue does not fill with items that need nothing; COVERED again after. */
    for (uint32_t e = problem->option_start[option]; e < problem->primary_end[option]; e++)
      counts[problem->entry_item[e]] = COVERED;
    if (problem->pad_width == 2)
      take_by_conflict_row_2(problem, counts, active, option, updates);
    else if (problem->pad_width == 3)
      take_by_conflict_row_3(problem, counts, active, option, updates);
    else if (problem->pad_width == 4)
      take_by_conflict_row_4(problem, counts, active, option, updates);
    else if (problem->pad_width == 6)
      take_by_conflict_row_6(problem, counts, active, option, updates);
    else if (problem->pad_width == 8)
      take_by_conflict_row_8(problem, counts, active, option, updates);
    else
      take_by_conflict_row_any(problem, counts, active, option, updates);
    for (uint32_t e = problem->option_start[option]; e < problem->primary_end[option]; e++)
      counts[problem->entry_item[e]] = COVERED;
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
  for (uint32_t e = problem->option_start[option]; e < problem->primary_end[option]; e++)
    counts[problem->entry_item[e]] = COVERED;
}

/* Takes the preselected options into level 0, as the links do: in the order given, each refused if
 * it is out of range or no longer active (it shares an item with an earlier one). With conflict
 * rows, the options are taken all at once: their rows leave the active set, then the counts are
 * counted afresh from the options left, which is cheaper than decrementing for every option
 * removed when there are many. */
static dlx_status take_preselected(dlx_solver *solver, const dlx_search *search,
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
      const uint64_t *row = problem->conflicts + (size_t)option * words;
      for (size_t w = 0; w < words; w++) active[w] &= ~row[w];
    } else {
      dlx_bitset_take(problem, counts, active, option, updates);
    }
    solver->solution_ids[k] = option;
  }
  if (!problem->conflicts || search->preselected_count == 0) return DLX_OK;
  const int16_t *root_counts = (const int16_t *)problem->root;
  memset(counts, 0, problem->primary_count * sizeof *counts);
  uint64_t entries_left = 0;
  if (problem->pad_width == 4 && problem->uniform_width == 4) {
    /* Every option has 4 primary items (grid puzzles, whose givens come preselected): no padding,
     * and a loop of constant length. */
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
  uint64_t entries = 0;
  for (uint32_t i = 0; i < problem->primary_count; i++) entries += (uint64_t)root_counts[i];
  *updates += entries - entries_left;
  for (size_t k = 0; k < search->preselected_count; k++) {
    uint32_t option = search->preselected_options[k];
    for (uint32_t e = problem->option_start[option]; e < problem->primary_end[option]; e++)
      counts[problem->entry_item[e]] = COVERED;
  }
  return DLX_OK;
}

/* Knuth's estimate from the level stack: a level's state does not change while its children are
 * searched, so the options of its item active there are its degree, and those before the one
 * being tried (untried, or next, says where the level is) give the index. Options taken by
 * inference join a node without making a level: their degree is 1. */
static void report_progress(bitset_problem *problem, progress_reporter *reporter, size_t level,
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
    progress_estimate_add_level(&estimate, tried - 1, degree);
  }
  progress_report(reporter, solutions, node_total, estimate.fraction_done);
}

static bool switch_is_on(dlx_switch setting, bool automatic) {
  return setting == DLX_SWITCH_ON || (setting == DLX_SWITCH_AUTOMATIC && automatic);
}

dlx_status dlx_bitset_solve(dlx_solver *solver, const dlx_search *search,
                            dlx_statistics *statistics) {
  bitset_problem *problem = solver->bitset;
  const size_t level_bytes = problem->level_bytes;
  const uint64_t solution_limit = search->solution_limit;
  const uint64_t node_limit = search->node_limit;
  const volatile sig_atomic_t *stop_request = search->stop_request;
  problem->domination_successes = 0;
  bool dominate = problem->any_dominable;
  inference inference = {
      .forced_options = switch_is_on(search->forced_options, true),
      .item_domination = switch_is_on(search->item_domination, dominate),
      .tie_break = switch_is_on(search->tie_break, false),
      .adaptive = search->item_domination == DLX_SWITCH_AUTOMATIC,
  };
  uint64_t solutions = 0, node_total = 0, updates = 0;
  uint32_t *taken = solver->solution_ids + search->preselected_count;
  uint32_t taken_count = 0;
  progress_reporter progress;
  progress_reporter_start(&progress, search);

  memcpy(problem->levels, problem->root, problem->level_bytes);
  problem->queued = 0;
  dlx_status status = take_preselected(solver, search, &updates);
  if (status != DLX_OK) return status;

  size_t level = 0;
  branch *branches = problem->branches;
  for (;;) {
    /* A node: level `level` holds its state. */
    if (node_total == node_limit && node_limit != 0) {
      status = DLX_STOPPED_AT_NODE_LIMIT;
      break;
    }
    if ((node_total & 1023) == 0) {
      if (stop_request && *stop_request) {
        status = DLX_STOPPED_BY_REQUEST;
        break;
      }
      if (progress_is_due(&progress, node_total))
        report_progress(problem, &progress, level, solutions, node_total);
    }
    node_total++;
    if (inference.item_domination && inference.adaptive &&
        (node_total % DOMINATION_REVIEW_NODES) == 0 &&
        !domination_pays(problem->domination_successes, node_total))
      inference.item_domination = false;
    char *here = problem->levels + level * level_bytes;
    const int16_t *parent_counts = level > 0 ? (const int16_t *)(here - level_bytes) : NULL;
    uint32_t item;
    node_outcome outcome = dlx_bitset_infer(problem, (int16_t *)here, parent_counts, &inference,
                                            taken, &taken_count, &item, &updates);
    if (outcome == NODE_SOLVED) {
      solutions++;
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
      uint32_t start = problem->item_start[item], length = problem->item_start[item + 1] - start;
      branches[level].item = item;
      branches[level].next = start;
      branches[level].taken_count = taken_count;
      if (length <= 64) {
        const uint64_t *active = level_active(problem, level); /* the levels may have moved */
        uint64_t untried = 0;
        for (uint32_t k = 0; k < length; k++)
          untried |= (uint64_t)is_active(active, problem->item_option[start + k]) << k;
        branches[level].untried = untried;
      }
    }
    /* The next option to try, at this level or the closest one above with options left. */
    for (;;) {
      if (outcome == NODE_BRANCHES) {
        branch *b = &branches[level];
        const char *state = problem->levels + level * level_bytes;
        const uint64_t *active = active_of(problem, (int16_t *)state);
        uint32_t start = problem->item_start[b->item], end = problem->item_start[b->item + 1];
        bool tried_all;
        uint32_t option = 0;
        if (end - start <= 64) {
          tried_all = b->untried == 0;
          if (!tried_all) {
            option = problem->item_option[start + (uint32_t)__builtin_ctzll(b->untried)];
            b->untried &= b->untried - 1;
          }
        } else {
          while (b->next < end && !is_active(active, problem->item_option[b->next])) b->next++;
          tried_all = b->next == end;
          if (!tried_all) option = problem->item_option[b->next++];
        }
        if (!tried_all) {
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
  progress_report_end(&progress, status, solutions, node_total);
  statistics->solutions = solutions;
  statistics->nodes = node_total;
  statistics->updates = updates;
  return status;
}
