/* puzzle_header.c: the header lines that give the geometry of the grids after them (format in
 * puzzle_header.h), parsed into a sudoku_geometry, with one-line messages for every bad line. */
#include "puzzle_header.h"

#include "killer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_blank(char character) {
  return character == ' ' || character == '\t';
}

static size_t key_length(const char *text, size_t length) {
  size_t k = 0;
  while (k < length && ((text[k] >= 'a' && text[k] <= 'z') || text[k] == '-')) k++;
  return k;
}

bool sudoku_header_is_line(const char *text, size_t length) {
  size_t key = key_length(text, length);
  return key > 0 && key < length && text[key] == ':';
}

bool sudoku_header_starts_region_map(const char *text, size_t length) {
  if (length < 8 || memcmp(text, "regions:", 8) != 0) return false;
  for (size_t k = 8; k < length; k++)
    if (!is_blank(text[k])) return false;
  return true;
}

static bool parse_number(const char *text, size_t length, unsigned maximum, unsigned *value) {
  if (length == 0 || length > 4) return false;
  unsigned result = 0;
  for (size_t k = 0; k < length; k++) {
    if (text[k] < '0' || text[k] > '9') return false;
    result = 10 * result + (unsigned)(text[k] - '0');
  }
  if (result == 0 || result > maximum) return false;
  *value = result;
  return true;
}

static bool parse_product(const char *text, unsigned *rows, unsigned *columns) {
  const char *cross = strpbrk(text, "xX");
  if (!cross) return false;
  return parse_number(text, (size_t)(cross - text), SUDOKU_MAX_SIDE, rows) &&
         parse_number(cross + 1, strlen(cross + 1), SUDOKU_MAX_SIDE, columns);
}

bool sudoku_parse_size(const char *text, unsigned *side, unsigned *rows, unsigned *columns) {
  *rows = *columns = 0;
  if (strpbrk(text, "xX")) {
    if (!parse_product(text, rows, columns) || *rows * *columns > SUDOKU_MAX_SIDE) return false;
    *side = *rows * *columns;
    return true;
  }
  return parse_number(text, strlen(text), SUDOKU_MAX_SIDE, side);
}

bool sudoku_parse_boxes(const char *text, unsigned *rows, unsigned *columns) {
  if (strcmp(text, "none") == 0) {
    *rows = *columns = 0;
    return true;
  }
  return parse_product(text, rows, columns);
}

/* Reads a cell "rRcC" at *position of text, within side; moves *position past it. */
static bool parse_cell(const char *text, size_t length, size_t *position, unsigned side,
                       uint16_t *cell) {
  size_t k = *position;
  unsigned row = 0, column = 0;
  if (k >= length || (text[k] != 'r' && text[k] != 'R')) return false;
  size_t start = ++k;
  while (k < length && text[k] >= '0' && text[k] <= '9') k++;
  if (!parse_number(text + start, k - start, side, &row)) return false;
  if (k >= length || (text[k] != 'c' && text[k] != 'C')) return false;
  start = ++k;
  while (k < length && text[k] >= '0' && text[k] <= '9') k++;
  if (!parse_number(text + start, k - start, side, &column)) return false;
  if (k < length && !is_blank(text[k]) && text[k] != ',') return false;
  *cell = (uint16_t)((row - 1) * side + column - 1);
  *position = k;
  return true;
}

enum { QUOTED_MOST = 40, QUOTED_CAPACITY = QUOTED_MOST + 40 };

/* A word of a line as a message quotes it: whole, in quotes, up to QUOTED_MOST characters; a
 * longer one as its first QUOTED_MOST characters, "..." and its length, so that a cut quote
 * never passes for the whole word. */
static void quote_word(char quoted[QUOTED_CAPACITY], const char *text, size_t length) {
  if (length <= QUOTED_MOST)
    snprintf(quoted, QUOTED_CAPACITY, "'%.*s'", (int)length, text);
  else
    snprintf(quoted, QUOTED_CAPACITY, "'%.*s...' (%zu characters)", QUOTED_MOST, text, length);
}

/* Reads the cells of a region or pair line into cells (capacity SUDOKU_MAX_SIDE + 1). */
static bool parse_cells(const char *text, size_t length, unsigned side, uint16_t *cells,
                        size_t *count, char *message) {
  size_t position = 0;
  *count = 0;
  for (;;) {
    while (position < length && (is_blank(text[position]) || text[position] == ',')) position++;
    if (position == length) return true;
    size_t start = position;
    uint16_t cell;
    if (!parse_cell(text, length, &position, side, &cell)) {
      size_t end = start;
      while (end < length && !is_blank(text[end])) end++;
      char quoted[QUOTED_CAPACITY];
      quote_word(quoted, text + start, end - start);
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY,
               "%s is not a cell rRcC of a grid of size %u", quoted, side);
      return false;
    }
    for (size_t k = 0; k < *count; k++) {
      if (cells[k] == cell) {
        snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "cell r%uc%u is named twice",
                 cell / side + 1, cell % side + 1);
        return false;
      }
    }
    if (*count > side) break;
    cells[(*count)++] = cell;
  }
  return true;
}

/* "cell" or "cells", after count. */
static const char *cells_word(unsigned count) {
  return count == 1 ? "cell" : "cells";
}

static bool fail(char *message, const char *format, const char *value) {
  snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, format, value);
  return false;
}

/* "cage: SUM rRcC ...": a killer cage (killer.h), checked against the cages before it. */
static bool apply_cage(sudoku_geometry *geometry, const char *text, size_t length, char *message) {
  unsigned side = sudoku_geometry_side(geometry), sum;
  size_t sum_end = 0;
  while (sum_end < length && !is_blank(text[sum_end])) sum_end++;
  if (!parse_number(text, sum_end, SUDOKU_MAX_SIDE * (SUDOKU_MAX_SIDE + 1) / 2, &sum)) {
    char quoted[QUOTED_CAPACITY];
    quote_word(quoted, text, sum_end);
    snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY,
             "cage sum %s is not a number from 1 to %u (cage: SUM rRcC rRcC ...)", quoted,
             side * (side + 1) / 2);
    return false;
  }
  uint16_t cells[SUDOKU_MAX_SIDE + 2];
  size_t count;
  if (!parse_cells(text + sum_end, length - sum_end, side, cells, &count, message)) return false;
  if (!sudoku_killer_check_cage(geometry, sum, cells, count, message)) return false;
  return sudoku_killer_add_cage(geometry, sum, cells, count) ||
         fail(message, "%s", "out of memory");
}

bool sudoku_header_apply(sudoku_geometry *geometry, const char *text, size_t length,
                         char message[SUDOKU_HEADER_MESSAGE_CAPACITY]) {
  size_t key = key_length(text, length);
  size_t start = key + 1;
  while (start < length && is_blank(text[start])) start++;
  char value[96];
  size_t value_length = length - start;
  if (value_length >= sizeof value) value_length = sizeof value - 1;
  memcpy(value, text + start, value_length);
  value[value_length] = '\0';
  char name[32];
  snprintf(name, sizeof name, "%.*s", (int)(key < 24 ? key : 24), text);
  unsigned side = sudoku_geometry_side(geometry);
  if (strcmp(name, "size") == 0) {
    unsigned new_side, rows, columns;
    if (!sudoku_parse_size(value, &new_side, &rows, &columns))
      return fail(message, "size '%s' is not a number from 1 to 64 or RxC", value);
    free(geometry->region_of_cell);
    geometry->region_of_cell = NULL;
    geometry->extra_region_count = geometry->different_pair_count = geometry->cage_count = 0;
    sudoku_geometry_set_side(geometry, new_side);
    if (rows) {
      geometry->box_rows = rows;
      geometry->box_columns = columns;
      geometry->boxless = false;
    }
    return true;
  }
  if (strcmp(name, "boxes") == 0) {
    unsigned rows, columns;
    if (!sudoku_parse_boxes(value, &rows, &columns))
      return fail(message, "boxes '%s' are not RxC or none", value);
    if (rows && rows * columns != side) {
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "boxes %ux%u do not tile a grid of size %u",
               rows, columns, side);
      return false;
    }
    geometry->box_rows = rows;
    geometry->box_columns = columns;
    geometry->boxless = rows == 0;
    if (geometry->side == 0) geometry->side = side;
    return true;
  }
  if (strcmp(name, "symbols") == 0) {
    if (!sudoku_symbols_from_name(value, &geometry->symbols))
      return fail(message,
                  "unknown symbols '%s' (digits or 1-9A-G, hex or 0-9A-F, letters or A-Y, numbers)",
                  value);
    geometry->symbols_declared = true;
    return true;
  }
  if (strcmp(name, "variant") == 0 || strcmp(name, "variants") == 0) {
    const char *bad_name;
    size_t bad_length;
    if (!sudoku_variants_from_names(value, &geometry->variants, &bad_name, &bad_length)) {
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "unknown variant '%.*s'",
               (int)(bad_length > 30 ? 30 : bad_length), bad_name);
      return false;
    }
    return true;
  }
  if (strcmp(name, "region") == 0 || strcmp(name, "different") == 0) {
    bool pair = name[0] == 'd';
    uint16_t cells[SUDOKU_MAX_SIDE + 2];
    size_t count;
    if (!parse_cells(text + start, length - start, side, cells, &count, message)) return false;
    size_t expected = pair ? 2 : side;
    if (count != expected) {
      size_t shown_count = count > expected ? expected : count;
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "%s has %s%zu %s, expected %zu", name,
               count > expected ? "more than " : "", shown_count, cells_word((unsigned)shown_count),
               expected);
      return false;
    }
    bool added = pair ? sudoku_geometry_add_pair(geometry, cells[0], cells[1])
                      : sudoku_geometry_add_region(geometry, cells);
    return added || fail(message, "%s", "out of memory");
  }
  if (strcmp(name, "cage") == 0) return apply_cage(geometry, text + start, length - start, message);
  if (strcmp(name, "regions") == 0)
    return fail(message, "%s", "regions: takes no value: the map follows on n lines");
  return fail(message,
              "unknown header key '%s' (size, boxes, symbols, variant, region, "
              "different, regions, cage)",
              name);
}

static bool has_key(const char *text, size_t length, const char *key) {
  size_t key_length_found = key_length(text, length);
  return sudoku_header_is_line(text, length) && key_length_found == strlen(key) &&
         memcmp(text, key, key_length_found) == 0;
}

bool sudoku_header_is_size(const char *text, size_t length) {
  return has_key(text, length, "size");
}

bool sudoku_header_is_dropped_by_size(const char *text, size_t length) {
  return has_key(text, length, "boxes") || has_key(text, length, "region") ||
         has_key(text, length, "different") || has_key(text, length, "regions") ||
         has_key(text, length, "cage");
}

/* A label as a message shows it: in quotes, unprintable bytes as \xNN. */
static void show_label(char label, char shown[8]) {
  unsigned char byte = (unsigned char)label;
  if (byte >= 0x20 && byte < 0x7f)
    snprintf(shown, 8, "'%c'", label);
  else
    snprintf(shown, 8, "'\\x%02X'", byte);
}

bool sudoku_header_apply_region_row(sudoku_geometry *geometry, unsigned row, const char *text,
                                    size_t length, sudoku_region_labels *labels,
                                    char message[SUDOKU_HEADER_MESSAGE_CAPACITY]) {
  unsigned side = sudoku_geometry_side(geometry);
  if (row == 0) {
    free(geometry->region_of_cell);
    geometry->region_of_cell = malloc((size_t)side * side);
    if (!geometry->region_of_cell) return fail(message, "%s", "out of memory");
    geometry->side = side;
    labels->count = 0;
  }
  unsigned column = 0;
  for (size_t k = 0; k < length; k++) {
    char character = text[k];
    if (is_blank(character)) continue;
    if (column == side) {
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "region map row %u has more than %u %s",
               row + 1, side, cells_word(side));
      return false;
    }
    const char *found = memchr(labels->labels, character, labels->count);
    unsigned region = found ? (unsigned)(found - labels->labels) : labels->count;
    if (!found) labels->labels[labels->count++] = character;
    geometry->region_of_cell[row * side + column++] = (uint8_t)region;
  }
  if (column != side) {
    snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY, "region map row %u has %u %s, expected %u",
             row + 1, column, cells_word(column), side);
    return false;
  }
  return true;
}

static unsigned first_row_of_region(const sudoku_geometry *geometry, unsigned region) {
  unsigned side = sudoku_geometry_side(geometry);
  for (unsigned cell = 0; cell < side * side; cell++)
    if (geometry->region_of_cell[cell] == region) return cell / side;
  return 0;
}

bool sudoku_header_check_region_map(const sudoku_geometry *geometry,
                                    const sudoku_region_labels *labels, unsigned *row,
                                    char message[SUDOKU_HEADER_MESSAGE_CAPACITY]) {
  unsigned side = sudoku_geometry_side(geometry);
  unsigned cells_in_region[SUDOKU_REGION_LABELS_CAPACITY] = {0};
  for (unsigned cell = 0; cell < side * side; cell++)
    cells_in_region[geometry->region_of_cell[cell]]++;
  char shown[8];
  if (labels->count > side) {
    unsigned fewest = 0;
    for (unsigned region = 1; region < labels->count; region++)
      if (cells_in_region[region] < cells_in_region[fewest]) fewest = region;
    *row = first_row_of_region(geometry, fewest);
    show_label(labels->labels[fewest], shown);
    snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY,
             "region map has %u regions, expected %u: region %s has only %u %s", labels->count,
             side, shown, cells_in_region[fewest], cells_word(cells_in_region[fewest]));
    return false;
  }
  for (unsigned region = 0; region < labels->count; region++) {
    if (cells_in_region[region] != side) {
      *row = first_row_of_region(geometry, region);
      show_label(labels->labels[region], shown);
      snprintf(message, SUDOKU_HEADER_MESSAGE_CAPACITY,
               "region %s of the map has %u %s, expected %u", shown, cells_in_region[region],
               cells_word(cells_in_region[region]), side);
      return false;
    }
  }
  return true;
}
