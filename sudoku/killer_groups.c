/* killer_groups.c: the cages and innie groups of a killer geometry with their combinations (see
 * killer_groups.h). */
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

/* Adds the innie group of the unit of side cells, when it says something new (killer_groups.h). */
static void add_innie_group(sudoku_sum_groups *groups, const sudoku_geometry *geometry,
                            const int32_t *cage_of_cell, const uint16_t *unit_cells, unsigned side,
                            bool *in_unit) {
  for (unsigned k = 0; k < side; k++) in_unit[unit_cells[k]] = true;
  unsigned inside_sum = 0, total = side * (side + 1) / 2, size = 0;
  uint16_t rest[SUDOKU_MAX_SIDE];
  for (unsigned k = 0; k < side; k++) {
    int32_t cage = cage_of_cell[unit_cells[k]];
    bool inside = cage >= 0;
    for (unsigned j = 0; inside && j < geometry->cages[cage].size; j++)
      inside = in_unit[geometry->cages[cage].cells[j]];
    if (!inside) {
      rest[size++] = unit_cells[k];
    } else if (geometry->cages[cage].cells[0] == unit_cells[k]) {
      inside_sum += geometry->cages[cage].sum; /* once per cage: at its first cell */
    }
  }
  for (unsigned k = 0; k < side; k++) in_unit[unit_cells[k]] = false;
  if (size == 0 || size == side) return;
  qsort(rest, size, sizeof *rest, compare_cells);
  for (size_t group = 0; group < groups->group_count; group++)
    if (same_cells(&groups->groups[group], rest, size)) return;
  unsigned sum = inside_sum > total ? 0 : total - inside_sum; /* 0: no combination, no solution */
  if (sudoku_killer_combination_count(side, size, sum,
                                      (uint64_t)SUDOKU_KILLER_MAX_COMBINATIONS + 1) >
      SUDOKU_KILLER_MAX_COMBINATIONS)
    return;
  sudoku_cage *group = &groups->groups[groups->group_count++];
  memset(group, 0, sizeof *group);
  group->sum = sum;
  group->size = size;
  memcpy(group->cells, rest, size * sizeof *rest);
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
  size_t capacity = geometry->cage_count + 2 * (size_t)side + unit_count;
  groups->groups = malloc(capacity * sizeof *groups->groups);
  int32_t *cage_of_cell = malloc(cell_count * sizeof *cage_of_cell);
  bool *in_unit = calloc(cell_count, sizeof *in_unit);
  bool built = groups->groups && cage_of_cell && in_unit;
  if (built) {
    memcpy(groups->groups, geometry->cages, geometry->cage_count * sizeof *groups->groups);
    groups->group_count = groups->cage_count = geometry->cage_count;
    sudoku_killer_cage_of_cells(geometry, cage_of_cell);
    uint16_t line[SUDOKU_MAX_SIDE];
    for (unsigned row = 0; row < side; row++) {
      for (unsigned column = 0; column < side; column++)
        line[column] = (uint16_t)(row * side + column);
      add_innie_group(groups, geometry, cage_of_cell, line, side, in_unit);
    }
    for (unsigned column = 0; column < side; column++) {
      for (unsigned row = 0; row < side; row++) line[row] = (uint16_t)(row * side + column);
      add_innie_group(groups, geometry, cage_of_cell, line, side, in_unit);
    }
    for (size_t unit = 0; unit < unit_count; unit++)
      add_innie_group(groups, geometry, cage_of_cell, units + unit * side, side, in_unit);
  }
  free(cage_of_cell);
  free(in_unit);
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
