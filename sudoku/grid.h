/* grid.h: a sudoku grid of any side up to SUDOKU_MAX_SIDE, and how one is written out in each
 * layout. */
#ifndef SUDOKU_GRID_H
#define SUDOKU_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "geometry.h"
#include "symbols.h"

/* The classic grid. */
#define SUDOKU_SIDE 9
#define SUDOKU_CELLS 81

/* cells[side * row + column], 0 for an empty cell, 1..side for a symbol. A zero-initialised grid
 * is an empty 9x9 grid of digits: side 0 stands for 9. */
typedef struct sudoku_grid {
  unsigned side;
  sudoku_symbols symbols; /* how the grid is written */
  uint8_t cells[SUDOKU_MAX_CELLS];
} sudoku_grid;

/* The side of grid, 9 for a zero side. */
static inline unsigned sudoku_grid_side(const sudoku_grid *grid) {
  return grid->side ? grid->side : SUDOKU_SIDE;
}

/* True when a and b have the same side and the same cells; the cells beyond side * side, which
 * the readers and the solver leave as they were, are not compared (nor the alphabet). */
bool sudoku_grid_equal(const sudoku_grid *a, const sudoku_grid *b);

/* How a grid is written as text. */
typedef enum sudoku_layout {
  SUDOKU_LAYOUT_AUTO = 0, /* reading: detect per grid; never the layout of a grid read */
  SUDOKU_LAYOUT_TOKENS,   /* n lines of n cells separated by white space: "3 0 6 0 ..." */
  SUDOKU_LAYOUT_PACKED,   /* n lines of n cells with nothing between them: "306002500" */
  SUDOKU_LAYOUT_LINE,     /* one line of n*n cells: "3.6..25.." */
} sudoku_layout;

/* The longest text sudoku_grid_format writes, with its final newline and a terminating NUL: a
 * 64x64 grid of two-digit numbers and spaces. */
#define SUDOKU_GRID_TEXT_MAX (SUDOKU_MAX_CELLS * 3 + SUDOKU_MAX_SIDE + 2)

/* Writes grid into text in the given layout (AUTO counts as LINE), every line ending in '\n',
 * empty cells as empty_cell ('0' or '.', say; '.' when empty_cell is a symbol of the grid's
 * alphabet), and a terminating NUL. Numbers are separated by spaces in every layout (packed is then
 * tokens). Returns the length written, NUL excluded. text must hold SUDOKU_GRID_TEXT_MAX bytes. */
size_t sudoku_grid_format(const sudoku_grid *grid, sudoku_layout layout, char empty_cell,
                          char *text);

/* The character that stands for an empty cell in the text formats: one of "0.?-*_". */
bool sudoku_is_empty_cell_character(char character);

/* The name of a layout ("tokens", "packed", "line", "auto"), and back (false if unknown). */
const char *sudoku_layout_name(sudoku_layout layout);
bool sudoku_layout_from_name(const char *name, sudoku_layout *layout);

#endif
