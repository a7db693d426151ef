/* drawing.h: a grid drawn in ASCII for a person to read (sudoku --draw): the boxes or jigsaw
 * regions framed with solid lines, killer cages with dotted lines and their sums, as a killer
 * sudoku is printed on paper. The judges' styles (answer.h) write grids as plain text instead.
 *
 * The 4x4 killer "cage: 3 r1c1 r1c2", "cage: 7 r1c3 r1c4", "cage: 5 r2c1 r3c1", "cage: 5 r2c2
 * r2c3", "cage: 5 r2c4 r3c4", "cage: 5 r3c2 r3c3", "cage: 7 r4c1 r4c2", "cage: 3 r4c3 r4c4",
 * solved:
 *
 *   +3------+7------+
 *   | 1   2 | 3   4 |
 *   |5...5..|....5..|
 *   | 3 : 4 ! 1 : 2 |
 *   +- -.5--+---.- -+
 *   | 2 : 1 ! 4 : 3 |
 *   |7......|3......|
 *   | 4   3 | 2   1 |
 *   +-------+-------+
 *
 * Each cell is a text cell (3 characters for one-character symbols, wider for numbers and sums
 * of 4 digits) between one-character lines: '|' and '-' between boxes (or regions) and around
 * the grid, broken ('!' and "- -") where one cage lies on both sides, so that a cage is seen
 * across boxes; ':' and '.' between a cage and a cell outside it (or a cell of another cage);
 * blank between cells of one cage (or of no cage) in one box. Where lines meet: '+' for box lines
 * that cross or end on each other, '|' (or '!') along a box line down the grid, '.' where a cage
 * line ends on a box line across the grid, or cage lines meet. A cage's sum is written at the left
 * of the line above its first cell in reading order (no cell of the cage lies above it), an empty
 * cell is blank, and a line between two rows that crosses no box or cage line is left out (a plain
 * sudoku is drawn with its rows packed). Extra regions, diagonals and pairs of variants are not
 * drawn. */
#ifndef SUDOKU_DRAWING_H
#define SUDOKU_DRAWING_H

#include <stdio.h>

#include "geometry.h"
#include "grid.h"

/* Writes grid (of geometry's side, in its own alphabet) drawn with geometry's boxes or regions
 * and cages: n cell lines and the lines between them, each ending in '\n'. Allocates nothing
 * (some 24 KB of stack). */
void sudoku_draw_grid(FILE *out, const sudoku_geometry *geometry, const sudoku_grid *grid);

#endif
