/* killer_groups.h: the sum groups that the encoder (encoder.h) turns into items for a geometry
 * with killer cages: the cages themselves, then the innies of each unit, and the combinations of
 * values of every group.
 *
 * A sum group is a set of cells that hold distinct values adding up to a known sum. Each cage is
 * one. So is, in every unit that holds each symbol once (row, column, box or jigsaw region,
 * diagonal, windoku box, user region), the set of its cells left when the cages lying wholly
 * inside it are taken away: they are distinct (one unit) and add up to n(n+1)/2 less the sums of
 * those cages (the "innies" of killer solvers, the 45 rule of 9x9). An innie group repeats what the
 * rules already say, but as items the engine sees at once: on 20 generated 9x9 killers the innies
 * and the group items (below) took the nodes of counts to 2 from 567,397 to about a third
 * (bench/README.md, section n). An innie group equal to a cage or to another group, or of n
 * cells (a unit with no cage inside), or with more combinations than killer.h allows, is left
 * out.
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
  size_t group_count;        /* the cages first, then the innie groups */
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
