/* killer.h: killer sudoku cages: checking a cage, adding it to a geometry, and the digit sets
 * (combinations) that can fill it.
 *
 * A cage is a set of cells with a sum: its cells hold distinct symbols whose values add up to the
 * sum, the value of a symbol being its place in the alphabet, 1..n (so in hex, 0-9A-F, '0' is 1
 * and 'F' is 16). In a puzzle header a cage is one line, "cage: SUM rRcC rRcC ...", repeatable; a
 * cell is in one cage at most, and cells in no cage are free as in a plain sudoku. Cages combine
 * with every size, box shape, jigsaw map, variant and givens.
 *
 * The encoder (encoder.h) turns a cage into n primary items, one per value, covered either by a
 * cell of the cage holding that value or by the one combination option of the cage that leaves it
 * out: so the cells hold exactly the values of one combination, which has the sum. */
#ifndef SUDOKU_KILLER_H
#define SUDOKU_KILLER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "geometry.h"

/* The most combinations one cage may have: a cage with more (only possible above 16x16, as a
 * cage of 12 cells of a 25x25) is refused rather than encoded with millions of options. */
#define SUDOKU_KILLER_MAX_COMBINATIONS 200000u

enum { SUDOKU_KILLER_MESSAGE_CAPACITY = 200 };

/* The number of sets of size distinct values from 1..side with this sum, stopped at most (the
 * count returned is then most); 0 when none. */
uint64_t sudoku_killer_combination_count(unsigned side, unsigned size, unsigned sum, uint64_t most);

/* Calls visit with the bit mask (bit v - 1 for value v) of every set of size distinct values from
 * 1..side with this sum, in increasing order of the masks' lowest differing value; stops when
 * visit returns false (and then returns false). */
typedef bool (*sudoku_killer_combination_visitor)(void *context, uint64_t values);
bool sudoku_killer_for_each_combination(unsigned side, unsigned size, unsigned sum,
                                        sudoku_killer_combination_visitor visit, void *context);

/* Checks a cage for geometry: 1..n cells, none already in a cage of geometry, and a sum that
 * size distinct values can make, with at most SUDOKU_KILLER_MAX_COMBINATIONS combinations. On
 * failure returns false and writes a one-line message. */
bool sudoku_killer_check_cage(const sudoku_geometry *geometry, unsigned sum, const uint16_t *cells,
                              size_t size, char message[SUDOKU_KILLER_MESSAGE_CAPACITY]);

/* Appends a cage (checked before) to geometry; false when out of memory. */
bool sudoku_killer_add_cage(sudoku_geometry *geometry, unsigned sum, const uint16_t *cells,
                            size_t size);

/* The cage of each cell: cage_of_cell[cell] is its index in geometry->cages, or -1. */
void sudoku_killer_cage_of_cells(const sudoku_geometry *geometry, int32_t *cage_of_cell);

#endif
