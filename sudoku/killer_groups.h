/* killer_groups.h: the sum groups that the encoder (encoder.h) turns into items for a geometry
 * with killer cages: the cages themselves, then the groups the "45 rule" of killer solvers derives
 * from them, and the combinations of values of every group.
 *
 * A sum group is a set of cells that hold distinct values adding up to a known sum. Each cage is
 * one. A region made of m whole units that hold each symbol once (a row, a column, a box or
 * jigsaw region, a diagonal, a windoku box, a user region, or a band of m consecutive rows or
 * columns) adds up to m n(n+1)/2, so:
 *   - innies: its cells outside the cages lying wholly inside it add up to that total less the
 *     sums of those cages;
 *   - outies: when all its cells are in cages, the cells outside it of the cages crossing its
 *     border add up to the sums of those cages less what their cells inside take (the total less
 *     the inside cages).
 * Either set is a group when its cells share a row, a column or a unit (so their values differ)
 * and it has fewer than n cells; a set equal to a cage or an earlier group, or with more
 * combinations than killer.h allows, is left out. Bands are taken of every width up to 16x16, of
 * widths 1 to 3 above. The groups repeat what the rules already say, but as items the engine sees
 * at once: on the 20 killers of `sudoku --generate=20 --killer --seed=1` counted to 2, the cages
 * alone take about 24 times the nodes of the cages with the groups of bands and outies, and the
 * innies of single units alone about 9 times (bench/log/2026-11-25-killer-rating-explain.md).
 *
 * For each group the encoder has n value items (covered once: by the group's cell holding the
 * value, or by the one combination option leaving it out) and, when the group has fewer than n
 * cells, one group item covered by each of its combination options, so the engine may choose a
 * group's combination first when it has few. */
#ifndef SUDOKU_KILLER_GROUPS_H
#define SUDOKU_KILLER_GROUPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "geometry.h"

#define SUDOKU_NO_GROUP_ITEM UINT32_MAX

typedef struct sudoku_sum_groups {
  size_t group_count;        /* the cages first, then the derived groups */
  size_t cage_count;         /* the geometry's cages */
  sudoku_cage *groups;       /* sum, size and cells of each group */
  uint64_t *possible_values; /* per group: bit v - 1 when some combination holds value v */
  uint32_t *group_item;      /* per group: its number among the group items, or SUDOKU_NO_GROUP_ITEM
                                (a group of n cells has no combination option) */
  uint32_t group_item_count;
  uint32_t *first_group_of_cell; /* the groups of cell c: group_of_cell[first[c] .. first[c + 1]) */
  uint32_t *group_of_cell;
  uint32_t combination_count; /* every group's combinations but those of groups of n cells */
  uint32_t *combination_group;
  uint64_t *combination_values; /* bit v - 1 for each value v of the combination */
  bool has_impossible_values;   /* some cell has a value that no combination of a group holds */
} sudoku_sum_groups;

/* The groups of geometry, whose units (beyond rows and columns: sudoku_geometry_units) are given;
 * a geometry without cages gets none. False when out of memory (groups is then released). */
bool sudoku_sum_groups_init(sudoku_sum_groups *groups, const sudoku_geometry *geometry,
                            const uint16_t *units, size_t unit_count);
void sudoku_sum_groups_release(sudoku_sum_groups *groups);

/* True when value (1..n) of cell is held by some combination of each group of the cell. */
bool sudoku_sum_groups_allow(const sudoku_sum_groups *groups, unsigned cell, unsigned value);

#endif
