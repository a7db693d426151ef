/* drawing.c: a grid drawn in ASCII with its boxes (or jigsaw regions) and killer cages
 * (drawing.h). Every line of the drawing is made from one question, asked of each pair of
 * neighbouring cells: do they lie in different boxes, in different cages, or neither. */
#include "drawing.h"

#include <string.h>

#include "killer.h"

/* The line between two neighbouring cells, weakest first: none, a cage's edge, a box line that a
 * cage crosses (its cells on both sides), a box line. */
typedef enum edge { EDGE_NONE, EDGE_CAGE, EDGE_BOX_IN_CAGE, EDGE_BOX } edge;

typedef struct drawing {
  unsigned side;
  unsigned cell_width; /* the characters between two lines */
  const uint16_t *region_of_cell;
  const int32_t *cage_of_cell;
} drawing;

/* The longest line: 64 cells of at most 5 characters (a sum of 4 digits, a number of 2 with its
 * margins), the lines between them, the newline. */
enum { LINE_CAPACITY = SUDOKU_MAX_SIDE * 6 + 2 };

static unsigned decimal_digits(unsigned value) {
  unsigned digits = 1;
  while (value >= 10) value /= 10, digits++;
  return digits;
}

/* The cell at row, column, or -1 outside the grid. */
static int cell_at(const drawing *drawing, int row, int column) {
  int side = (int)drawing->side;
  return row < 0 || column < 0 || row >= side || column >= side ? -1 : row * side + column;
}

/* The line between two cells (-1: outside the grid, where the frame is a box line). */
static edge edge_between(const drawing *drawing, int first, int second) {
  if (first < 0 && second < 0) return EDGE_NONE;
  if (first < 0 || second < 0) return EDGE_BOX;
  bool same_cage = drawing->cage_of_cell[first] == drawing->cage_of_cell[second];
  if (drawing->region_of_cell[first] != drawing->region_of_cell[second])
    return same_cage && drawing->cage_of_cell[first] >= 0 ? EDGE_BOX_IN_CAGE : EDGE_BOX;
  return same_cage ? EDGE_NONE : EDGE_CAGE;
}

static edge stronger(edge first, edge second) {
  return first > second ? first : second;
}

/* The character where the lines around the top left corner of cell (row, column) meet. */
static char corner_character(const drawing *drawing, int row, int column) {
  edge up = edge_between(drawing, cell_at(drawing, row - 1, column - 1),
                         cell_at(drawing, row - 1, column));
  edge down =
      edge_between(drawing, cell_at(drawing, row, column - 1), cell_at(drawing, row, column));
  edge left = edge_between(drawing, cell_at(drawing, row - 1, column - 1),
                           cell_at(drawing, row, column - 1));
  edge right =
      edge_between(drawing, cell_at(drawing, row - 1, column), cell_at(drawing, row, column));
  edge vertical = stronger(up, down), horizontal = stronger(left, right);
  if (vertical >= EDGE_BOX_IN_CAGE)
    return horizontal >= EDGE_BOX_IN_CAGE ? '+' : vertical == EDGE_BOX ? '|' : '!';
  if (horizontal >= EDGE_BOX_IN_CAGE)
    return vertical == EDGE_CAGE ? '.' : horizontal == EDGE_BOX ? '-' : ' ';
  if (vertical == EDGE_CAGE) return horizontal == EDGE_CAGE ? '.' : ':';
  if (horizontal == EDGE_CAGE) return '.';
  return ' ';
}

/* True when no cell of cage comes before cell in reading order. */
static bool is_first_cell(const sudoku_cage *cage, unsigned cell) {
  for (unsigned k = 0; k < cage->size; k++)
    if (cage->cells[k] < cell) return false;
  return true;
}

/* The line above row (row == side: the frame below the grid), with the sum of each cage whose
 * first cell is in row. */
static size_t format_border_line(const drawing *drawing, const sudoku_geometry *geometry, int row,
                                 char *line) {
  size_t length = 0;
  for (int column = 0; column <= (int)drawing->side; column++) {
    line[length++] = corner_character(drawing, row, column);
    if (column == (int)drawing->side) break;
    int cell = cell_at(drawing, row, column);
    edge above = edge_between(drawing, cell_at(drawing, row - 1, column), cell);
    char *segment = line + length;
    memset(segment, above == EDGE_BOX ? '-' : above == EDGE_CAGE ? '.' : ' ', drawing->cell_width);
    if (above == EDGE_BOX_IN_CAGE) /* a broken line: "- -" */
      for (unsigned k = 0; k < drawing->cell_width; k += 2) segment[k] = '-';
    length += drawing->cell_width;
    if (cell < 0 || drawing->cage_of_cell[cell] < 0) continue;
    const sudoku_cage *cage = &geometry->cages[drawing->cage_of_cell[cell]];
    if (!is_first_cell(cage, (unsigned)cell)) continue;
    char sum[12];
    int sum_length = snprintf(sum, sizeof sum, "%u", cage->sum);
    memcpy(segment, sum, (size_t)sum_length);
  }
  line[length++] = '\n';
  return length;
}

/* The line of row's cells, each symbol centred (leaning right) in its text cell. */
static size_t format_cell_line(const drawing *drawing, const sudoku_grid *grid, int row,
                               char *line) {
  size_t length = 0;
  for (int column = 0; column <= (int)drawing->side; column++) {
    edge left =
        edge_between(drawing, cell_at(drawing, row, column - 1), cell_at(drawing, row, column));
    line[length++] = left == EDGE_BOX           ? '|'
                     : left == EDGE_BOX_IN_CAGE ? '!'
                     : left == EDGE_CAGE        ? ':'
                                                : ' ';
    if (column == (int)drawing->side) break;
    char *text = line + length;
    memset(text, ' ', drawing->cell_width);
    length += drawing->cell_width;
    unsigned value = grid->cells[cell_at(drawing, row, column)];
    if (value == 0) continue;
    char symbol[4];
    size_t symbol_length = sudoku_symbols_write(grid->symbols, value, '.', symbol);
    memcpy(text + (drawing->cell_width - symbol_length + 1) / 2, symbol, symbol_length);
  }
  line[length++] = '\n';
  return length;
}

/* True when a box or cage line runs somewhere above row: the lines above the others would show
 * only the vertical lines of the cell lines around them, and are left out. */
static bool crosses_a_line(const drawing *drawing, int row) {
  for (int column = 0; column < (int)drawing->side; column++)
    if (edge_between(drawing, cell_at(drawing, row - 1, column), cell_at(drawing, row, column)) !=
        EDGE_NONE)
      return true;
  return false;
}

/* Numbers each cell's box or jigsaw region (all 0 without boxes), as geometry.h defines them: a
 * zero side is 9x9 with 3x3 boxes unless boxless. */
static void number_regions(const sudoku_geometry *geometry, uint16_t *region_of_cell) {
  unsigned side = sudoku_geometry_side(geometry);
  bool boxes = sudoku_geometry_has_boxes(geometry);
  unsigned rows = geometry->box_rows ? geometry->box_rows : 3;
  unsigned columns = geometry->box_columns ? geometry->box_columns : 3;
  for (unsigned cell = 0; cell < side * side; cell++) {
    unsigned row = cell / side, column = cell % side;
    region_of_cell[cell] = !boxes ? 0
                           : geometry->region_of_cell
                               ? geometry->region_of_cell[cell]
                               : (uint16_t)(row / rows * (side / columns) + column / columns);
  }
}

void sudoku_draw_grid(FILE *out, const sudoku_geometry *geometry, const sudoku_grid *grid) {
  unsigned side = sudoku_geometry_side(geometry);
  unsigned symbol_width = grid->symbols == SUDOKU_SYMBOLS_NUMBERS ? decimal_digits(side) : 1;
  unsigned sum_width = 0;
  for (size_t k = 0; k < geometry->cage_count; k++) {
    unsigned width = decimal_digits(geometry->cages[k].sum);
    if (width > sum_width) sum_width = width;
  }
  uint16_t region_of_cell[SUDOKU_MAX_CELLS];
  int32_t cage_of_cell[SUDOKU_MAX_CELLS];
  number_regions(geometry, region_of_cell);
  sudoku_killer_cage_of_cells(geometry, cage_of_cell);
  drawing drawing = {side, symbol_width + 2 > sum_width ? symbol_width + 2 : sum_width,
                     region_of_cell, cage_of_cell};
  char line[LINE_CAPACITY];
  for (int row = 0; row <= (int)side; row++) {
    if (crosses_a_line(&drawing, row))
      fwrite(line, 1, format_border_line(&drawing, geometry, row, line), out);
    if (row < (int)side) fwrite(line, 1, format_cell_line(&drawing, grid, row, line), out);
  }
}
