/* grid.c: writing a grid in each text layout, and the names of the layouts. The reader that goes
 * the other way, with layout detection, is grid_reader.c. */
#include "grid.h"

#include <string.h>

size_t sudoku_grid_format(const sudoku_grid *grid, sudoku_layout layout, char empty_cell,
                          char *text) {
  size_t length = 0;
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned digit = grid->cells[cell];
    unsigned column = cell % SUDOKU_SIDE;
    text[length++] = digit ? (char)('0' + digit) : empty_cell;
    if (layout == SUDOKU_LAYOUT_TOKENS && column < SUDOKU_SIDE - 1) text[length++] = ' ';
    bool ends_row = column == SUDOKU_SIDE - 1;
    if (ends_row && (layout == SUDOKU_LAYOUT_TOKENS || layout == SUDOKU_LAYOUT_PACKED))
      text[length++] = '\n';
  }
  if (layout != SUDOKU_LAYOUT_TOKENS && layout != SUDOKU_LAYOUT_PACKED) text[length++] = '\n';
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
