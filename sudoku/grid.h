/* grid.h: a 9x9 sudoku grid, and how one is written out in each layout. */
#ifndef SUDOKU_GRID_H
#define SUDOKU_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SUDOKU_SIDE 9
#define SUDOKU_CELLS 81

/* cells[9 * row + column], 0 for an empty cell, 1..9 for a digit. */
typedef struct sudoku_grid {
  uint8_t cells[SUDOKU_CELLS];
} sudoku_grid;

/* How a grid is written as text. */
typedef enum sudoku_layout {
  SUDOKU_LAYOUT_AUTO = 0, /* reading: detect per grid; never the layout of a grid read */
  SUDOKU_LAYOUT_TOKENS,   /* 9 lines of 9 cells separated by white space: "3 0 6 0 ..." */
  SUDOKU_LAYOUT_PACKED,   /* 9 lines of 9 cells with nothing between them: "306002500" */
  SUDOKU_LAYOUT_LINE,     /* one line of 81 cells: "3.6..25.." */
} sudoku_layout;

/* The longest text sudoku_grid_format writes, with its final newline and a terminating NUL. */
#define SUDOKU_GRID_TEXT_MAX (SUDOKU_SIDE * 2 * SUDOKU_SIDE + 1)

/* Writes grid into text in the given layout (AUTO counts as LINE), every line ending in '\n',
 * empty cells as empty_cell ('0' or '.', say), and a terminating NUL. Returns the length written,
 * NUL excluded. text must hold SUDOKU_GRID_TEXT_MAX bytes. */
size_t sudoku_grid_format(const sudoku_grid *grid, sudoku_layout layout, char empty_cell,
                          char *text);

/* The character that stands for an empty cell in the text formats: one of "0.?-*_". */
bool sudoku_is_empty_cell_character(char character);

/* The name of a layout ("tokens", "packed", "line", "auto"), and back (false if unknown). */
const char *sudoku_layout_name(sudoku_layout layout);
bool sudoku_layout_from_name(const char *name, sudoku_layout *layout);

#endif
