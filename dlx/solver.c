/* solver.c: building a solver (the links of Knuth's DLX1, laid out as links.c describes, with
 * bounds and colors), validating what callers give, and checking the links. The searches are
 * planner.c's; what a solver tells without changing is solver_reading.c's.
 */
#include "internal.h"
#include "internal_bounds.h"

#include <stdlib.h>
#include <string.h>

static int32_t secondary_head(const dlx_solver *solver) {
  return (int32_t)solver->item_count + 1;
}

static int32_t first_spacer(const dlx_solver *solver) {
  return (int32_t)solver->item_count + 1;
}

dlx_status dlx_create(dlx_solver **result, uint32_t primary_count, uint32_t secondary_count) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  *result = NULL;
  if (primary_count > MAXIMUM_ITEMS || secondary_count > MAXIMUM_ITEMS - primary_count)
    return DLX_ERROR_TOO_LARGE;
  uint32_t item_count = primary_count + secondary_count;
  dlx_solver *solver = calloc(1, sizeof *solver);
  if (!solver) return DLX_ERROR_OUT_OF_MEMORY;
  solver->primary_count = primary_count;
  solver->secondary_count = secondary_count;
  solver->item_count = item_count;
  solver->node_capacity = item_count + 2 + 64;
  /* The items, their two heads, then a length per block of items for links_lower_block_bound. */
  size_t block_count = (((size_t)item_count + 2) >> LINKS_BLOCK_SHIFT) + 1;
  solver->items = malloc(((size_t)item_count + 2 + block_count) * sizeof *solver->items);
  solver->primary_list_start = 1;
  solver->nodes = malloc(solver->node_capacity * sizeof *solver->nodes);
  solver->item_stamp = calloc(item_count + 1, sizeof *solver->item_stamp);
  solver->choice = malloc((primary_count + 1) * sizeof *solver->choice);
  solver->solution_ids = malloc(sizeof *solver->solution_ids);
  if (!solver->items || !solver->nodes || !solver->item_stamp || !solver->choice ||
      !solver->solution_ids) {
    dlx_destroy(solver);
    return DLX_ERROR_OUT_OF_MEMORY;
  }

  int32_t last_primary = (int32_t)primary_count;
  int32_t head = secondary_head(solver);
  for (int32_t i = 0; i <= head; i++) {
    solver->items[i].left = i - 1;
    solver->items[i].right = i + 1;
    solver->items[i].length = 0;
  }
  solver->items[0].left = last_primary;
  solver->items[last_primary].right = 0;
  solver->items[head].right = last_primary + 1 < head ? last_primary + 1 : head;
  solver->items[head].left = head - 1 > last_primary ? head - 1 : head;
  if (head - 1 > last_primary) {
    solver->items[last_primary + 1].left = head;
    solver->items[head - 1].right = head;
  }

  for (uint32_t i = 0; i <= item_count; i++) {
    solver->nodes[i].top = 0;
    solver->nodes[i].up = solver->nodes[i].down = (int32_t)i;
  }
  node *spacer = &solver->nodes[first_spacer(solver)];
  spacer->top = 0;
  spacer->up = spacer->down = first_spacer(solver);
  solver->node_count = item_count + 2;
  *result = solver;
  return DLX_OK;
}

void dlx_destroy(dlx_solver *solver) {
  if (!solver) return;
  free(solver->items);
  free(solver->nodes);
  free(solver->colors);
  free(solver->first_node_of_option);
  free(solver->item_stamp);
  free(solver->choice);
  free(solver->solution_ids);
  free(solver->lower_bound);
  free(solver->upper_bound);
  free(solver->option_costs);
  if (solver->bitset) solver->free_bitset(solver->bitset);
  dlx_compiled_problem_invalidate(solver, COMPILED_OPTIONS);
  free(solver);
}

dlx_status dlx_set_item_bounds(dlx_solver *solver, uint32_t item, uint32_t lower, uint32_t upper) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (item >= solver->item_count) return DLX_ERROR_ITEM_OUT_OF_RANGE;
  if (item >= solver->primary_count) return DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM;
  if (upper == 0 || lower > upper) return DLX_ERROR_BAD_BOUNDS;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  bool plain = lower == 1 && upper == 1;
  if (!solver->upper_bound) {
    if (plain) return DLX_OK;
    uint32_t *lowers = malloc(solver->primary_count * sizeof *lowers);
    uint32_t *uppers = malloc(solver->primary_count * sizeof *uppers);
    if (!lowers || !uppers) {
      free(lowers);
      free(uppers);
      return DLX_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t i = 0; i < solver->primary_count; i++) lowers[i] = uppers[i] = 1;
    solver->lower_bound = lowers;
    solver->upper_bound = uppers;
  }
  bool was_plain = solver->lower_bound[item] == 1 && solver->upper_bound[item] == 1;
  solver->bounded_item_count += (uint32_t)was_plain - (uint32_t)plain;
  solver->lower_bound[item] = lower;
  solver->upper_bound[item] = upper;
  dlx_compiled_problem_invalidate(solver, COMPILED_BOUNDS);
  return DLX_OK;
}

static dlx_status validate_option(dlx_solver *solver, const uint32_t *items, const uint32_t *colors,
                                  size_t item_count) {
  if (item_count == 0) return DLX_ERROR_EMPTY_OPTION;
  if (!items) return DLX_ERROR_NULL_ARGUMENT;
  if (++solver->current_stamp == 0) {
    memset(solver->item_stamp, 0, (solver->item_count + 1) * sizeof *solver->item_stamp);
    solver->current_stamp = 1;
  }
  for (size_t k = 0; k < item_count; k++) {
    if (items[k] >= solver->item_count) return DLX_ERROR_ITEM_OUT_OF_RANGE;
    if (solver->item_stamp[items[k]] == solver->current_stamp) return DLX_ERROR_REPEATED_ITEM;
    solver->item_stamp[items[k]] = solver->current_stamp;
    if (colors && colors[k] != 0) {
      if (items[k] < solver->primary_count) return DLX_ERROR_COLOR_ON_PRIMARY_ITEM;
      if (colors[k] > DLX_MAXIMUM_COLOR) return DLX_ERROR_COLOR_OUT_OF_RANGE;
    }
  }
  return DLX_OK;
}

static bool any_color(const uint32_t *colors, size_t item_count) {
  for (size_t k = 0; colors && k < item_count; k++)
    if (colors[k] != 0) return true;
  return false;
}

/* The colors of the nodes are kept only once some option has a color. */
static dlx_status grow_colors(dlx_solver *solver, uint32_t old_capacity) {
  int32_t *colors = realloc(solver->colors, solver->node_capacity * sizeof *colors);
  if (!colors) return DLX_ERROR_OUT_OF_MEMORY;
  memset(colors + old_capacity, 0, (solver->node_capacity - old_capacity) * sizeof *colors);
  solver->colors = colors;
  return DLX_OK;
}

static dlx_status reserve_room_for_option(dlx_solver *solver, size_t item_count,
                                          bool needs_colors) {
  if (item_count >= MAXIMUM_NODES || solver->node_count + item_count + 1 > MAXIMUM_NODES ||
      solver->option_count >= MAXIMUM_NODES)
    return DLX_ERROR_TOO_LARGE;
  uint32_t needed = solver->node_count + (uint32_t)item_count + 1;
  if (needed > solver->node_capacity) {
    uint32_t capacity = solver->node_capacity;
    while (capacity < needed)
      capacity = capacity > MAXIMUM_NODES / 2 ? MAXIMUM_NODES : 2 * capacity;
    node *nodes = realloc(solver->nodes, capacity * sizeof *nodes);
    if (!nodes) return DLX_ERROR_OUT_OF_MEMORY;
    solver->nodes = nodes;
    uint32_t old_capacity = solver->node_capacity;
    solver->node_capacity = capacity;
    if (solver->colors && grow_colors(solver, old_capacity) != DLX_OK)
      return DLX_ERROR_OUT_OF_MEMORY;
  }
  if (needs_colors && !solver->colors && grow_colors(solver, 0) != DLX_OK)
    return DLX_ERROR_OUT_OF_MEMORY;
  if (solver->option_count == solver->option_capacity) {
    uint32_t capacity = solver->option_capacity ? 2 * solver->option_capacity : 64;
    uint32_t *first = realloc(solver->first_node_of_option, capacity * sizeof *first);
    if (!first) return DLX_ERROR_OUT_OF_MEMORY;
    solver->first_node_of_option = first;
    uint32_t *ids = realloc(solver->solution_ids, (capacity + 1) * sizeof *ids);
    if (!ids) return DLX_ERROR_OUT_OF_MEMORY;
    solver->solution_ids = ids;
    solver->option_capacity = capacity;
  }
  return DLX_OK;
}

dlx_status dlx_add_colored_option(dlx_solver *solver, const uint32_t *items, const uint32_t *colors,
                                  size_t item_count, uint32_t *option_id) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_status status = validate_option(solver, items, colors, item_count);
  if (status == DLX_OK)
    status = reserve_room_for_option(solver, item_count, any_color(colors, item_count));
  if (status != DLX_OK) return status;

  node *nodes = solver->nodes;
  int32_t previous_spacer = (int32_t)solver->node_count - 1;
  int32_t first = previous_spacer + 1;
  for (size_t k = 0; k < item_count; k++) {
    int32_t i = (int32_t)items[k] + 1;
    int32_t q = first + (int32_t)k;
    nodes[q].top = i;
    nodes[q].up = nodes[i].up;
    nodes[q].down = i;
    nodes[nodes[i].up].down = q;
    nodes[i].up = q;
    solver->items[i].length++;
    if (solver->colors) solver->colors[q] = colors ? (int32_t)colors[k] : 0;
  }
  int32_t last = first + (int32_t)item_count - 1;
  int32_t spacer = last + 1;
  nodes[previous_spacer].down = last;
  nodes[spacer].top = -(int32_t)(solver->option_count + 1);
  nodes[spacer].up = first;
  nodes[spacer].down = spacer;
  solver->first_node_of_option[solver->option_count] = (uint32_t)first;
  solver->node_count = (uint32_t)spacer + 1;
  if (option_id) *option_id = solver->option_count;
  solver->option_count++;
  if (item_count != 2) solver->options_not_of_two_entries++;
  if (solver->bitset) solver->free_bitset(solver->bitset);
  solver->bitset = NULL;
  dlx_compiled_problem_invalidate(solver, COMPILED_OPTIONS);
  return DLX_OK;
}

dlx_status dlx_add_option(dlx_solver *solver, const uint32_t *items, size_t item_count,
                          uint32_t *option_id) {
  return dlx_add_colored_option(solver, items, NULL, item_count, option_id);
}

static bool list_of_items_is_consistent(const dlx_solver *solver, int32_t head, int32_t first,
                                        int32_t last) {
  const item *items = solver->items;
  int32_t expected = first;
  for (int32_t i = items[head].right; i != head; i = items[i].right) {
    if (i != expected || items[items[i].right].left != i) return false;
    expected++;
  }
  return expected == last + 1 && items[items[head].right].left == head;
}

static bool list_of_item_is_consistent(const dlx_solver *solver, int32_t i, uint64_t *entries) {
  const node *nodes = solver->nodes;
  int32_t seen = 0;
  for (int32_t p = nodes[i].down; p != i; p = nodes[p].down) {
    if (p <= first_spacer(solver) || p >= (int32_t)solver->node_count) return false;
    if (nodes[p].top != i || nodes[nodes[p].down].up != p) return false;
    if (++seen > solver->items[i].length) return false;
  }
  *entries += (uint64_t)seen;
  return seen == solver->items[i].length && nodes[nodes[i].down].up == i;
}

/* The spacers between the options, and the count of options not of two entries (LINKS_PAIRS). */
static bool spacers_are_consistent(const dlx_solver *solver) {
  const node *nodes = solver->nodes;
  int32_t spacer = first_spacer(solver);
  uint32_t not_of_two = 0;
  for (uint32_t k = 0; k < solver->option_count; k++) {
    int32_t first = spacer + 1;
    if ((uint32_t)first != solver->first_node_of_option[k]) return false;
    int32_t next = first;
    while (next < (int32_t)solver->node_count && nodes[next].top > 0) next++;
    if (next >= (int32_t)solver->node_count || next == first) return false;
    if (nodes[spacer].down != next - 1 || nodes[next].up != first) return false;
    if (nodes[next].top != -(int32_t)(k + 1)) return false;
    not_of_two += next - first != 2;
    spacer = next;
  }
  return spacer == (int32_t)solver->node_count - 1 &&
         not_of_two == solver->options_not_of_two_entries;
}

dlx_status dlx_check_consistency(const dlx_solver *solver) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  int32_t last_primary = (int32_t)solver->primary_count;
  int32_t head = secondary_head(solver);
  if (!list_of_items_is_consistent(solver, 0, 1, last_primary) ||
      !list_of_items_is_consistent(solver, head, last_primary + 1, head - 1) ||
      !spacers_are_consistent(solver))
    return DLX_ERROR_INCONSISTENT;
  uint64_t entries = 0;
  for (int32_t i = 1; i < head; i++)
    if (!list_of_item_is_consistent(solver, i, &entries)) return DLX_ERROR_INCONSISTENT;
  uint64_t expected_entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  if (entries != expected_entries) return DLX_ERROR_INCONSISTENT;
  for (uint32_t q = 0; solver->colors && q < solver->node_count; q++) {
    bool is_head = q <= solver->item_count;
    if (solver->colors[q] < 0 || (is_head && solver->colors[q] != 0)) return DLX_ERROR_INCONSISTENT;
  }
  return DLX_OK;
}
