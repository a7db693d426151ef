/* killer.c: killer sudoku cages (see killer.h): their check, their combinations, and adding them
 * to a geometry. */
#include "killer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The least and the most that count distinct values from first..side add up to. */
static unsigned least_sum(unsigned count, unsigned first) {
  return count * first + count * (count - 1) / 2;
}

static unsigned most_sum(unsigned count, unsigned side) {
  return count * side - count * (count - 1) / 2;
}

uint64_t sudoku_killer_combination_count(unsigned side, unsigned size, unsigned sum,
                                         uint64_t most) {
  if (size == 0 || size > side || sum < least_sum(size, 1) || sum > most_sum(size, side)) return 0;
  /* ways[j * (sum + 1) + s]: sets of j distinct values among those seen so far that add up to s */
  size_t width = (size_t)sum + 1;
  uint64_t *ways = calloc((size_t)(size + 1) * width, sizeof *ways);
  if (!ways) return most; /* cannot count: as many as allowed, so the caller refuses nothing */
  ways[0] = 1;
  for (unsigned value = 1; value <= side; value++) {
    for (unsigned j = size; j >= 1; j--) {
      for (unsigned s = sum; s >= value; s--) {
        uint64_t added = ways[(j - 1) * width + s - value];
        uint64_t *target = &ways[j * width + s];
        *target = *target > most - added ? most : *target + added;
      }
    }
  }
  uint64_t count = ways[size * width + sum];
  free(ways);
  return count;
}

typedef struct combination_walk {
  unsigned side;
  sudoku_killer_combination_visitor visit;
  void *context;
} combination_walk;

/* Chooses count more values from first..side adding up to sum, beside those of chosen. */
static bool walk(const combination_walk *state, unsigned first, unsigned count, unsigned sum,
                 uint64_t chosen) {
  if (count == 0) return sum != 0 || state->visit(state->context, chosen);
  for (unsigned value = first; value <= state->side; value++) {
    if (least_sum(count, value) > sum) break;
    if (value + most_sum(count - 1, state->side) < sum) continue;
    if (!walk(state, value + 1, count - 1, sum - value, chosen | (uint64_t)1 << (value - 1)))
      return false;
  }
  return true;
}

bool sudoku_killer_for_each_combination(unsigned side, unsigned size, unsigned sum,
                                        sudoku_killer_combination_visitor visit, void *context) {
  if (size == 0 || size > side) return true;
  combination_walk state = {side, visit, context};
  return walk(&state, 1, size, sum, 0);
}

bool sudoku_killer_check_cage(const sudoku_geometry *geometry, unsigned sum, const uint16_t *cells,
                              size_t size, char message[SUDOKU_KILLER_MESSAGE_CAPACITY]) {
  unsigned side = sudoku_geometry_side(geometry);
  if (size == 0 || size > side) {
    if (size == 0)
      snprintf(message, SUDOKU_KILLER_MESSAGE_CAPACITY, "cage has no cell");
    else
      snprintf(message, SUDOKU_KILLER_MESSAGE_CAPACITY, "cage has more than %u cells", side);
    return false;
  }
  /* one pass over the cells of the cages before: a file of thousands of cages stays linear */
  bool in_new_cage[SUDOKU_MAX_CELLS] = {false};
  for (size_t j = 0; j < size; j++) in_new_cage[cells[j]] = true;
  for (size_t cage = 0; cage < geometry->cage_count; cage++) {
    const sudoku_cage *other = &geometry->cages[cage];
    for (unsigned k = 0; k < other->size; k++) {
      if (in_new_cage[other->cells[k]]) {
        snprintf(message, SUDOKU_KILLER_MESSAGE_CAPACITY, "cell r%uc%u is already in cage %zu",
                 other->cells[k] / side + 1, other->cells[k] % side + 1, cage + 1);
        return false;
      }
    }
  }
  unsigned count = (unsigned)size;
  if (sum < least_sum(count, 1) || sum > most_sum(count, side)) {
    snprintf(message, SUDOKU_KILLER_MESSAGE_CAPACITY,
             "cage sum %u is not one of %u distinct values 1 to %u (%u to %u)", sum, count, side,
             least_sum(count, 1), most_sum(count, side));
    return false;
  }
  uint64_t combinations = sudoku_killer_combination_count(
      side, count, sum, (uint64_t)SUDOKU_KILLER_MAX_COMBINATIONS + 1);
  if (combinations > SUDOKU_KILLER_MAX_COMBINATIONS) {
    snprintf(message, SUDOKU_KILLER_MESSAGE_CAPACITY,
             "cage of %u cells with sum %u has more than %u combinations of values: split it",
             count, sum, SUDOKU_KILLER_MAX_COMBINATIONS);
    return false;
  }
  return true;
}

bool sudoku_killer_add_cage(sudoku_geometry *geometry, unsigned sum, const uint16_t *cells,
                            size_t size) {
  size_t count = geometry->cage_count + 1;
  sudoku_cage *cages = realloc(geometry->cages, count * sizeof *cages);
  if (!cages) return false;
  sudoku_cage *cage = &cages[count - 1];
  memset(cage, 0, sizeof *cage);
  cage->sum = sum;
  cage->size = (unsigned)size;
  memcpy(cage->cells, cells, size * sizeof *cells);
  geometry->cages = cages;
  geometry->cage_count = count;
  return true;
}

void sudoku_killer_cage_of_cells(const sudoku_geometry *geometry, int32_t *cage_of_cell) {
  unsigned side = sudoku_geometry_side(geometry);
  for (unsigned cell = 0; cell < side * side; cell++) cage_of_cell[cell] = -1;
  for (size_t cage = 0; cage < geometry->cage_count; cage++)
    for (unsigned k = 0; k < geometry->cages[cage].size; k++)
      cage_of_cell[geometry->cages[cage].cells[k]] = (int32_t)cage;
}
