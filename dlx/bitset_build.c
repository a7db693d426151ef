/* bitset_build.c: builds the structures of the bitset representation (DLX_REPRESENTATION_BITSET
 * in dlx.h) from the solver's compiled view (internal.h, whose option entries and
 * item lists it reads in place), once per set of options, at the first bitset search, and keeps
 * them in the solver: the root level, the conflict rows, the padded primary items or the count
 * deltas, the partners of item domination; and the level stack, which grows as a search deepens.
 * The search itself is in bitset_search.c, taking an option and the inferences of a node in
 * bitset_node.c; internal_bitset.h describes the layout.
 */
#include "internal.h"
#include "internal_bitset.h"

#include <stdlib.h>
#include <string.h>

#define MAXIMUM_ITEM_LENGTH (COVERED - 1)

static size_t round_up(size_t value, size_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

void dlx_bitset_free(bitset_problem *problem) {
  if (!problem) return;
  free(problem->levels);
  free(problem->branches);
  free(problem->conflicts);
  free(problem->forced_row);
  free(problem->removed_words);
  free(problem->words_hit);
  free(problem->padded);
  free(problem->count_deltas);
  free(problem->partner_start);
  free(problem->partner_item);
  free(problem->partner_shared_start);
  free(problem->shared_option);
  free(problem->partner_shared_mask);
  free(problem->reference);
  free(problem->span_start);
  free(problem->span_word);
  free(problem->span_mask);
  free(problem->root);
  free(problem->dominable);
  free(problem->queue);
  free(problem->dead_ends);
  free(problem->inverse_weight);
  free(problem->failed_items);
  free(problem);
}

/* Takes the option entries and the item lists from the compiled view, which holds the options in
 * the order they were added, each with its primary items first. */
static void take_entries(bitset_problem *problem, const compiled_problem *view) {
  problem->option_start = view->option_start;
  problem->primary_end = view->primary_end;
  problem->entry_item = view->entry_item;
  problem->entry_color = view->entry_color;
  problem->item_start = view->item_start;
  problem->item_option = view->item_option;
  problem->item_option_color = view->item_option_color;
}

/* Groups each item's options by the word of the active bitset that holds them (its list is
 * ascending, so a word's options are neighbours). */
static void fill_spans(bitset_problem *problem) {
  uint32_t spans = 0;
  for (uint32_t item = 0; item < problem->item_count; item++) {
    problem->span_start[item] = spans;
    for (uint32_t s = problem->item_start[item]; s < problem->item_start[item + 1]; s++) {
      uint32_t q = problem->item_option[s];
      if (spans == problem->span_start[item] || problem->span_word[spans - 1] != q / 64) {
        problem->span_word[spans] = q / 64;
        problem->span_mask[spans++] = 0;
      }
      problem->span_mask[spans - 1] |= UINT64_C(1) << (q % 64);
    }
  }
  problem->span_start[problem->item_count] = spans;
}

/* The state before anything is taken, kept in problem->root and copied into level 0 by each
 * search. */
static void fill_root(bitset_problem *problem, const dlx_solver *solver) {
  int16_t *counts = (int16_t *)problem->root;
  memset(problem->root, 0, problem->level_bytes);
  problem->root_entries = 0;
  for (uint32_t k = 0; k < problem->count_slots; k++) {
    counts[k] = k < problem->primary_count ? (int16_t)solver->items[k + 1].length : COVERED;
    if (k < problem->primary_count) problem->root_entries += solver->items[k + 1].length;
  }
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
  /* per item: the options it shares with item i, then the next slot of its shared options */
  uint32_t *tally = calloc((size_t)problem->primary_count + 1, sizeof *tally);
  uint32_t *touched = problem->queue; /* the items met in i's options, each once */
  size_t partners = 0, partner_capacity = 0, starts = 0, start_capacity = 0;
  size_t shared = 0, shared_capacity = 0;
  problem->partner_start = malloc((problem->primary_count + 1) * sizeof(uint32_t));
  bool fits = problem->partner_start != NULL && tally != NULL;
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
  free(tally);
  if (fits) find_shared_masks(problem, partners);
  if (!fits) {
    problem->any_dominable = false;
    memset(problem->dominable, 0, problem->count_slots * sizeof(int16_t));
  }
}

bool dlx_bitset_can_leave_out(dlx_solver *solver) {
  return dlx_bitset_prepare(solver) == DLX_OK && solver->bitset->conflicts;
}

dlx_status dlx_bitset_prepare(dlx_solver *solver) {
  if (solver->bitset) return DLX_OK;
  for (uint32_t item = 1; item <= solver->primary_count; item++)
    if (solver->items[item].length > MAXIMUM_ITEM_LENGTH) return DLX_ERROR_TOO_LARGE;
  const compiled_problem *view;
  if (dlx_compiled_problem_get(solver, &view) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  bitset_problem *problem = calloc(1, sizeof *problem);
  if (!problem) return DLX_ERROR_OUT_OF_MEMORY;
  problem->primary_count = solver->primary_count;
  problem->item_count = solver->item_count;
  problem->option_count = solver->option_count;
  problem->count_slots = (uint32_t)round_up(solver->primary_count + 1, 2 * COUNTS_PER_VECTOR);
  problem->word_count = (uint32_t)round_up((solver->option_count + 64) / 64, WORDS_PER_VECTOR);
  problem->level_bytes =
      (problem->count_slots + COUNTS_PER_VECTOR) * sizeof(int16_t) + problem->word_count * 8;
  size_t entries = view->entry_count;
  problem->span_start = malloc((problem->item_count + 1) * sizeof(uint32_t));
  problem->span_word = malloc((entries + 1) * sizeof(uint32_t));
  problem->span_mask = malloc((entries + 1) * sizeof(uint64_t));
  problem->root = aligned_alloc(VECTOR_BYTES, problem->level_bytes);
  problem->reference = aligned_alloc(VECTOR_BYTES, problem->count_slots * sizeof(int16_t));
  problem->forced_row = aligned_alloc(VECTOR_BYTES, problem->word_count * sizeof(uint64_t));
  problem->removed_words = aligned_alloc(VECTOR_BYTES, problem->word_count * sizeof(uint64_t));
  problem->words_hit = malloc(problem->word_count * sizeof(uint32_t));
  problem->dominable = aligned_alloc(VECTOR_BYTES, problem->count_slots * sizeof(int16_t));
  problem->queue = malloc(((size_t)problem->primary_count * 3 + 1) * sizeof(uint32_t));
  problem->dead_ends = calloc(problem->primary_count + 1, sizeof *problem->dead_ends);
  problem->failed_items = malloc((problem->primary_count + 1) * sizeof *problem->failed_items);
  problem->inverse_weight = aligned_alloc(VECTOR_BYTES, problem->count_slots * sizeof(uint16_t));
  if (!problem->dead_ends || !problem->failed_items || !problem->inverse_weight) {
    dlx_bitset_free(problem);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  for (uint32_t i = 0; i < problem->count_slots; i++) problem->inverse_weight[i] = UINT16_MAX;
  if (!problem->span_start || !problem->span_word || !problem->span_mask || !problem->reference ||
      !problem->forced_row || !problem->removed_words || !problem->words_hit || !problem->root ||
      !problem->dominable || !problem->queue || !dlx_bitset_reserve_levels(problem, 2)) {
    dlx_bitset_free(problem);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  take_entries(problem, view);
  fill_spans(problem);
  fill_root(problem, solver);
  problem->colored = view->colored;
  build_conflict_rows(problem); /* without them, options are removed through the item lists */
  find_partners(problem);
  if (problem->conflicts) pad_options(problem);
  if (problem->conflicts) build_count_deltas(problem);
  solver->bitset = problem;
  solver->free_bitset = dlx_bitset_free;
  return DLX_OK;
}
