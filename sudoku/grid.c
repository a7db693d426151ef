/* grid.c: writing a grid of any side in each text layout, and the names of the layouts. The reader
 * that goes the other way, with layout detection, is grid_reader.c. */
#include "grid.h"

#include <string.h>

size_t sudoku_grid_format(const sudoku_grid *grid, sudoku_layout layout, char empty_cell,
                          char *text) {
  unsigned side = sudoku_grid_side(grid);
  sudoku_symbols symbols = grid->symbols;
  if (sudoku_symbols_value(symbols, side, empty_cell) != 0) empty_cell = '.';
  bool numbers = symbols == SUDOKU_SYMBOLS_NUMBERS;
  bool plain_digits = symbols == SUDOKU_SYMBOLS_DIGITS && side <= 9;
  if (numbers && layout == SUDOKU_LAYOUT_PACKED) layout = SUDOKU_LAYOUT_TOKENS;
  bool spaced = layout == SUDOKU_LAYOUT_TOKENS || numbers;
  bool rows_on_lines = layout == SUDOKU_LAYOUT_TOKENS || layout == SUDOKU_LAYOUT_PACKED;
  size_t length = 0;
  unsigned cell_count = side * side;
  for (unsigned cell = 0; cell < cell_count; cell++) {
    unsigned value = grid->cells[cell];
    unsigned column = cell % side;
    if (plain_digits)
      text[length++] = value ? (char)('0' + value) : empty_cell;
    else
      length += sudoku_symbols_write(symbols, value, empty_cell, text + length);
    bool ends_row = column == side - 1;
    if (ends_row && rows_on_lines)
      text[length++] = '\n';
    else if (spaced && cell + 1 < cell_count)
      text[length++] = ' ';
  }
  if (!rows_on_lines) text[length++] = '\n';
  text[length] = '\0';
  return length;
}

bool sudoku_is_empty_cell_character(char character) {
  return character != '\0' && strchr("0.?-*_", character) != NULL;
}

static const char *const layout_names[] = {
    [SUDOKU_LAYOUT_AUTO] = "auto",
    [SUDOKU_LAYOUT_TOKENS] = "tokens",
    [SUDOKU_LAYOUT_PACKED] = "packed",
    [SUDOKU_LAYOUT_LINE] = "line",
};

const char *sudoku_layout_name(sudoku_layout layout) {
  if ((unsigned)layout < sizeof layout_names / sizeof *layout_names) return layout_names[layout];
  return "unknown";
}

bool sudoku_layout_from_name(const char *name, sudoku_layout *layout) {
  for (unsigned k = 0; k < sizeof layout_names / sizeof *layout_names; k++) {
    if (strcmp(name, layout_names[k]) == 0) {
      *layout = (sudoku_layout)k;
      return true;
    }
  }
  return false;
}

bool sudoku_grid_equal(const sudoku_grid *a, const sudoku_grid *b) {
  unsigned side = sudoku_grid_side(a);
  return side == sudoku_grid_side(b) && memcmp(a->cells, b->cells, (size_t)side * side) == 0;
}
