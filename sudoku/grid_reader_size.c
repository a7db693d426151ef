/* grid_reader_size.c: the side of a grid told from its first line, for input that declares none
 * (no --size, no "size:" header, no map, region or pair tied to a size): a 16x16 pasted as one
 * line of 256 cells, or a 4x4 as 16, is read as such with its usual boxes, as a 6x6 of 6 lines
 * of 6 cells is. The classic grid comes first: a line of 9 or 81 cells is read at side 9 exactly
 * as without detection (the judges' inputs and their errors are unchanged), and so is a line whose
 * cells fit no side. The cells of a line are counted as the reader reads them: the characters of
 * a line without blanks (a packed row, or a one-line grid), the first token of a line whose first
 * token has more than two characters (a one-line grid followed by free text), else the tokens (a
 * row of tokens, or a one-line grid of numbers). C cells make a row of side C or a one-line grid
 * of side sqrt(C); when both could be (16 cells: a 4x4 or a row of a 16x16), the smaller grid wins
 * when every cell is an empty mark or a digit up to its side, the row otherwise. Sides 4 to 64 are
 * detected; 1 to 3 need --size. A side told from a row is confirmed by the second row, which must
 * have as many cells: otherwise the line was a bad row of a 9x9, and the reader reports what it
 * always reported of it (grid_reader.c). man/sudoku.1 says the same for users. */
#include "reader_internal.h"

#include "grid.h"

enum { SMALLEST_DETECTED_SIDE = 4 };

/* The cells of the line; *one_token when its first token holds them all. */
static size_t line_cell_count(const char *text, size_t length, bool *one_token) {
  size_t token_length = first_token_length(text, length);
  *one_token = token_length == length || token_length > 2;
  return *one_token ? token_length : token_count(text, length);
}

static unsigned square_root_of_square(size_t count) {
  for (unsigned root = 1; (size_t)root * root <= count; root++)
    if ((size_t)root * root == count) return root;
  return 0;
}

static bool is_small_cell(char character, unsigned side) {
  bool digit = character >= '1' && character <= (char)('0' + side);
  return digit || sudoku_is_empty_cell_character(character);
}

/* Every cell of the line is an empty mark or a digit from 1 to side (side at most 8): the cells of
 * the first token when one_token, else the tokens, each of one character. */
static bool cells_are_digits_up_to(const char *text, size_t length, bool one_token, size_t cells,
                                   unsigned side) {
  if (one_token) {
    for (size_t k = 0; k < cells; k++)
      if (!is_small_cell(text[k], side)) return false;
    return true;
  }
  for (size_t k = 0; k < length; k++) {
    if (is_blank(text[k])) continue;
    bool alone = k + 1 == length || is_blank(text[k + 1]);
    if (!alone || !is_small_cell(text[k], side)) return false;
    while (k + 1 < length && !is_blank(text[k + 1])) k++;
  }
  return true;
}

static bool fits_side(size_t cells, unsigned side) {
  return cells == side || cells == (size_t)side * side;
}

size_t sudoku_reader_line_cell_count(const sudoku_reader *reader) {
  bool one_token;
  return line_cell_count(reader->content, reader->content_length, &one_token);
}

unsigned sudoku_reader_detect_side(const sudoku_reader *reader) {
  bool one_token;
  size_t cells = line_cell_count(reader->content, reader->content_length, &one_token);
  if (fits_side(cells, reader->side)) return reader->side;
  if (fits_side(cells, SUDOKU_SIDE)) return SUDOKU_SIDE;
  unsigned grid_side = square_root_of_square(cells);
  /* A layout forced by the caller (--input) allows only its own reading. */
  bool line_allowed =
      reader->forced_layout == SUDOKU_LAYOUT_AUTO || reader->forced_layout == SUDOKU_LAYOUT_LINE;
  bool row_allowed = reader->forced_layout != SUDOKU_LAYOUT_LINE;
  bool as_grid =
      line_allowed && grid_side >= SMALLEST_DETECTED_SIDE && grid_side <= SUDOKU_MAX_SIDE;
  bool as_row = row_allowed && cells >= SMALLEST_DETECTED_SIDE && cells <= SUDOKU_MAX_SIDE;
  if (as_grid && as_row) {
    bool small = cells_are_digits_up_to(reader->content, reader->content_length, one_token, cells,
                                        grid_side);
    return small ? grid_side : (unsigned)cells;
  }
  if (as_grid) return grid_side;
  if (as_row) return (unsigned)cells;
  return reader->side;
}
