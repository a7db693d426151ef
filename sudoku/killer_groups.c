/* killer_groups.c: the cages and the innie and outie groups of a killer geometry with their
 * combinations (see killer_groups.h). */
#include "killer_groups.h"

#include <stdlib.h>
#include <string.h>

#include "killer.h"

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
