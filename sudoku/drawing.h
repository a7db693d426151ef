/* drawing.h: a grid drawn in ASCII for a person to read (sudoku --draw): the boxes or jigsaw
 * regions framed with solid lines, killer cages with dotted lines and their sums, as a killer
 * sudoku is printed on paper. The judges' styles (answer.h) write grids as plain text instead.
 *
 * A 4x4 killer with a cage of sum 3 over r1c1 r1c2 and the rest in no cage, solved:
 *
 *   +3......+-------+
 *   : 1   2 :     |
 *   ...
 *
 * Each cell is a text cell of width SUDOKU_DRAWING cells between one-character lines: '|' and
 * '-' between boxes (or regions, and around the grid), ':' and '.' between a cage and a cell
 * outside it, '+' where a box line meets another line, '.' where only cage lines meet, and a
 * blank between cells of one cage (or of no cage) in one box. A cage's sum is written at the left
 * of the line above its first cell in reading order (which no cell of the cage lies above), and
 * an empty cell is blank. */
#ifndef SUDOKU_DRAWING_H
#define SUDOKU_DRAWING_H

#include <stdbool.h>
#include <stdio.h>

#include "geometry.h"
#include "grid.h"

/* Writes grid (of geometry's side, in its own alphabet) drawn with geometry's boxes or regions
 * and cages: 2 * n + 1 lines, each ending in '\n'. Allocates nothing (some 24 KB of stack). */
void sudoku_draw_grid(FILE *out, const sudoku_geometry *geometry, const sudoku_grid *grid);

#endif
