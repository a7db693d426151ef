/* knuth_reader.c: the input of Knuth's polyomino-dlx, polyiamond-dlx and polycube-dlx programs
 * read into a polyform_problem, so that puzzles written for his programs run unchanged.
 *
 * The format: lines whose first character is '|' are comments (blank lines are skipped too); the
 * first other line lists the board's cells; every later line is a piece's name and its cells.
 * A cell is two coordinates (three for polycubes), each a base-62 digit (0-9, a-z, A-Z) or a set
 * of them in brackets with ranges ("[0-2]", "[02a-c]"), standing for every combination. A
 * polyiamond cell "xy" is the triangle pointing up in column x, row y of a rhombic grid, and "xy'"
 * the one pointing down to its right. The kind of cell is the board's: three coordinates make
 * cubes, a "'" triangles, else squares. A piece's name may carry a number of copies, "n|name"
 * (n*name for polycubes). Knuth's programs turn and flip squares and triangles and only turn
 * cubes, and so does this reader's problem. Not read (refused with a message): other suffixes,
 * which make secondary items, and a name given on two lines, whose placements his programs
 * combine. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/reader_internal.h"

typedef struct knuth_reader {
  const char *text;
  size_t length, at;
  unsigned long line_number;
  const char *line;
  size_t line_length;
  polyform_error *error;
  int dimensions; /* 2 or 3 */
  bool triangles;
} knuth_reader;

static polyform_status knuth_fail(knuth_reader *r, size_t column, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static polyform_status knuth_fail(knuth_reader *r, size_t column, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  polyform_error_set(r->error, r->line_number, (unsigned long)column + 1, format, arguments);
  va_end(arguments);
  return POLYFORM_BAD_INPUT;
}

/* The next line that is neither a comment nor blank; false at the end. */
static bool knuth_next_line(knuth_reader *r) {
  while (r->at < r->length) {
    const char *start = r->text + r->at;
    const char *end = memchr(start, '\n', r->length - r->at);
    size_t length = end ? (size_t)(end - start) : r->length - r->at;
    r->at += length + (end ? 1 : 0);
    r->line_number++;
    while (length > 0 &&
           (start[length - 1] == '\r' || start[length - 1] == ' ' || start[length - 1] == '\t'))
      length--;
    size_t first = 0;
    while (first < length && (start[first] == ' ' || start[first] == '\t')) first++;
    if (first == length || start[0] == '|') continue;
    r->line = start;
    r->line_length = length;
    return true;
  }
  return false;
}

static int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return -1;
}

/* One coordinate at r->line[*at]: a digit or a bracketed set, as a mask of 62 bits. */
static polyform_status read_coordinate(knuth_reader *r, size_t *at, size_t end, uint64_t *set) {
  size_t p = *at;
  if (p >= end) return knuth_fail(r, p, "a cell needs %d coordinates", r->dimensions);
  int value = digit_value(r->line[p]);
  if (r->line[p] != '[') {
    if (value < 0) return knuth_fail(r, p, "'%c' is no base-62 digit", r->line[p]);
    *set = UINT64_C(1) << value;
    *at = p + 1;
    return POLYFORM_OK;
  }
  *set = 0;
  int previous = -1;
  bool range = false;
  for (p++; p < end && r->line[p] != ']'; p++) {
    if (r->line[p] == '-') {
      if (previous < 0 || range) return knuth_fail(r, p, "a '-' with no digit before it");
      range = true;
      continue;
    }
    value = digit_value(r->line[p]);
    if (value < 0) return knuth_fail(r, p, "'%c' is no base-62 digit", r->line[p]);
    if (range) {
      if (value < previous) return knuth_fail(r, p, "the range runs backwards");
      for (int v = previous; v <= value; v++) *set |= UINT64_C(1) << v;
      range = false;
      previous = -1;
    } else {
      *set |= UINT64_C(1) << value;
      previous = value;
    }
  }
  if (p >= end) return knuth_fail(r, *at, "no closing bracket");
  if (range) return knuth_fail(r, p, "a range with no end");
  *at = p + 1;
  return POLYFORM_OK;
}

/* A cell read: its coordinates, and whether it is a triangle pointing down. */
typedef struct knuth_cell {
  int c[3];
  bool down;
} knuth_cell;

typedef struct cell_list {
  knuth_cell *cells;
  size_t count, capacity;
} cell_list;

static bool contains(const cell_list *list, knuth_cell cell) {
  for (size_t k = 0; k < list->count; k++)
    if (memcmp(&list->cells[k], &cell, sizeof cell) == 0) return true;
  return false;
}

/* The cells of the words of r->line from `at` on. */
static polyform_status read_cells(knuth_reader *r, size_t at, cell_list *list) {
  while (at < r->line_length) {
    while (at < r->line_length && (r->line[at] == ' ' || r->line[at] == '\t')) at++;
    if (at >= r->line_length) break;
    size_t end = at;
    while (end < r->line_length && r->line[end] != ' ' && r->line[end] != '\t') end++;
    uint64_t sets[3] = {0, 0, 1};
    size_t p = at;
    for (int d = 0; d < r->dimensions; d++) {
      polyform_status status = read_coordinate(r, &p, end, &sets[d]);
      if (status) return status;
    }
    bool down = false;
    if (p < end && r->line[p] == '\'' && r->triangles) {
      down = true;
      p++;
    }
    if (p < end)
      return knuth_fail(r, p, "suffixes after a cell (secondary items) are not read: '%.*s'",
                        (int)(end - p), r->line + p);
    for (int x = 0; x < 62; x++)
      for (int y = 0; y < 62; y++)
        for (int z = 0; z < 62; z++) {
          if (!(sets[0] >> x & 1) || !(sets[1] >> y & 1) || !(sets[2] >> z & 1)) continue;
          knuth_cell cell = {{x, y, r->dimensions == 3 ? z : 0}, down};
          if (contains(list, cell)) continue;
          if (list->count == list->capacity) {
            size_t wanted = list->capacity ? 2 * list->capacity : 64;
            knuth_cell *bigger = realloc(list->cells, wanted * sizeof *bigger);
            if (!bigger) return POLYFORM_OUT_OF_MEMORY;
            list->cells = bigger;
            list->capacity = wanted;
          }
          list->cells[list->count++] = cell;
        }
    at = end;
  }
  return POLYFORM_OK;
}

/* The lattice cell of a cell read (polyform.h's coordinates). */
static polyform_cell lattice(const knuth_reader *r, knuth_cell cell) {
  if (r->triangles)
    return cell.down ? (polyform_cell){3 * cell.c[0] + 2, 3 * cell.c[1] + 2, 0}
                     : (polyform_cell){3 * cell.c[0] + 1, 3 * cell.c[1] + 1, 0};
  if (r->dimensions == 3) return (polyform_cell){cell.c[2], cell.c[1], cell.c[0]};
  return (polyform_cell){cell.c[1], cell.c[0], 0};
}

/* Sets the kind from the first word of the board's line: three coordinates make cubes, a "'"
 * after two makes triangles. */
static void guess_kind(knuth_reader *r) {
  size_t p = 0, end = 0;
  while (end < r->line_length && r->line[end] != ' ' && r->line[end] != '\t') end++;
  int coordinates = 0;
  while (p < end && coordinates < 3) {
    if (r->line[p] == '[') {
      const char *close = memchr(r->line + p, ']', end - p);
      if (!close) break;
      p = (size_t)(close - r->line) + 1;
    } else if (digit_value(r->line[p]) >= 0) {
      p++;
    } else {
      break;
    }
    coordinates++;
  }
  r->dimensions = coordinates == 3 ? 3 : 2;
  r->triangles = false;
  for (size_t k = 0; k < r->line_length; k++)
    if (r->line[k] == '\'') r->triangles = true;
  if (r->dimensions == 3) r->triangles = false;
}

static polyform_status read_board(knuth_reader *r, polyform_problem *problem) {
  cell_list list = {0};
  polyform_status status = read_cells(r, 0, &list);
  if (!status && list.count == 0) status = knuth_fail(r, 0, "the board has no cells");
  if (status) {
    free(list.cells);
    return status;
  }
  problem->cells = calloc(list.count, sizeof *problem->cells);
  if (!problem->cells) {
    free(list.cells);
    return POLYFORM_OUT_OF_MEMORY;
  }
  int most_y = 0;
  for (size_t k = 0; k < list.count; k++)
    if (list.cells[k].c[1] > most_y) most_y = list.cells[k].c[1];
  for (size_t k = 0; k < list.count; k++) {
    knuth_cell c = list.cells[k];
    polyform_board_cell *cell = &problem->cells[k];
    cell->cell = lattice(r, c);
    cell->place = (polyform_place){r->line_number, 1};
    if (r->triangles) {
      /* Drawn with row most_y - y; the column keeps up triangles where row + column is even. */
      cell->row = most_y - c.c[1];
      cell->column = 2 * c.c[0] + c.c[1] + (c.down ? 1 : 0) + most_y % 2;
      cell->layer = 0;
    } else if (r->dimensions == 3) {
      cell->layer = c.c[0];
      cell->row = c.c[1];
      cell->column = c.c[2];
    } else {
      cell->row = c.c[0];
      cell->column = c.c[1];
      cell->layer = 0;
    }
    if (cell->row + 1 > problem->rows) problem->rows = cell->row + 1;
    if (cell->column + 1 > problem->columns) problem->columns = cell->column + 1;
    if (cell->layer + 1 > problem->layers) problem->layers = cell->layer + 1;
  }
  problem->cell_count = list.count;
  free(list.cells);
  /* Reading order (layer, row, column), as the picture format gives. */
  for (size_t i = 1; i < problem->cell_count; i++)
    for (size_t j = i; j > 0; j--) {
      polyform_board_cell *a = &problem->cells[j - 1], *b = &problem->cells[j];
      if (a->layer < b->layer ||
          (a->layer == b->layer &&
           (a->row < b->row || (a->row == b->row && a->column <= b->column))))
        break;
      polyform_board_cell t = *a;
      *a = *b;
      *b = t;
    }
  return POLYFORM_OK;
}

static polyform_status read_piece_line(knuth_reader *r, polyform_problem *problem,
                                       size_t *capacity) {
  size_t end = 0;
  while (end < r->line_length && r->line[end] != ' ' && r->line[end] != '\t') end++;
  const char *name = r->line;
  size_t name_length = end;
  uint32_t copies = 1;
  const char *bar = NULL;
  for (size_t k = 0; k < end; k++)
    if (r->line[k] == (r->dimensions == 3 ? '*' : '|')) {
      bar = r->line + k;
      break;
    }
  if (bar) {
    unsigned long value = 0;
    for (const char *c = r->line; c < bar; c++) {
      if (*c < '0' || *c > '9' || value > 100000)
        return knuth_fail(r, 0, "a number of copies is a whole number before the '%c'", *bar);
      value = value * 10 + (unsigned long)(*c - '0');
    }
    if (bar == r->line || value == 0)
      return knuth_fail(r, 0, "a number of copies is a whole number from 1 before the '%c'", *bar);
    copies = (uint32_t)value;
    name = bar + 1;
    name_length = end - (size_t)(bar + 1 - r->line);
  }
  if (name_length == 0) return knuth_fail(r, 0, "a piece needs a name");
  for (size_t k = 0; k < name_length; k++)
    if (name[k] == ':' || name[k] == '|' || (unsigned char)name[k] < 0x21 || name[k] == 0x7f)
      return knuth_fail(r, (size_t)(name - r->line) + k,
                        "a piece's name takes no ':', '|' or control characters");
  for (size_t k = 0; k < problem->piece_count; k++)
    if (strlen(problem->pieces[k].name) == name_length &&
        memcmp(problem->pieces[k].name, name, name_length) == 0)
      return knuth_fail(r, (size_t)(name - r->line),
                        "piece %s again: combining the placements of several lines is not read",
                        problem->pieces[k].name);
  cell_list list = {0};
  polyform_status status = read_cells(r, end, &list);
  if (!status && list.count == 0) status = knuth_fail(r, end, "a piece needs cells");
  if (status) {
    free(list.cells);
    return status;
  }
  if (problem->piece_count == *capacity) {
    size_t wanted = *capacity ? 2 * *capacity : 16;
    polyform_piece *bigger = realloc(problem->pieces, wanted * sizeof *bigger);
    if (!bigger) {
      free(list.cells);
      return POLYFORM_OUT_OF_MEMORY;
    }
    problem->pieces = bigger;
    *capacity = wanted;
  }
  polyform_piece *piece = &problem->pieces[problem->piece_count++];
  memset(piece, 0, sizeof *piece);
  piece->name = malloc(name_length + 1);
  piece->cells = malloc(list.count * sizeof *piece->cells);
  if (!piece->name || !piece->cells) {
    free(list.cells);
    return POLYFORM_OUT_OF_MEMORY;
  }
  memcpy(piece->name, name, name_length);
  piece->name[name_length] = '\0';
  piece->lower = piece->upper = copies;
  piece->place = (polyform_place){r->line_number, 1};
  for (size_t k = 0; k < list.count; k++) piece->cells[k] = lattice(r, list.cells[k]);
  piece->cell_count = list.count;
  free(list.cells);
  return POLYFORM_OK;
}

polyform_status polyform_read_knuth(const char *text, size_t length, polyform_problem **result,
                                    polyform_error *error) {
  *result = NULL;
  memset(error, 0, sizeof *error);
  knuth_reader r = {.text = text, .length = length, .error = error};
  polyform_problem *problem = calloc(1, sizeof *problem);
  if (!problem) return POLYFORM_OUT_OF_MEMORY;
  polyform_status status = POLYFORM_OK;
  if (!knuth_next_line(&r)) {
    status = knuth_fail(&r, 0, "no board: the first line that is not a comment lists its cells");
  } else {
    guess_kind(&r);
    problem->kind = r.triangles         ? POLYFORM_TRIANGLES
                    : r.dimensions == 3 ? POLYFORM_CUBES
                                        : POLYFORM_SQUARES;
    problem->orientations = r.dimensions == 3 ? POLYFORM_ROTATIONS : POLYFORM_ALL;
    problem->connected = false; /* Knuth's programs take any set of cells */
    problem->board_place = (polyform_place){r.line_number, 1};
    status = read_board(&r, problem);
  }
  size_t capacity = 0;
  while (!status && knuth_next_line(&r)) status = read_piece_line(&r, problem, &capacity);
  if (!status && problem->piece_count == 0)
    status = knuth_fail(&r, 0, "no pieces: each line after the board's is a name and cells");
  if (status) {
    polyform_problem_destroy(problem);
    return status;
  }
  *result = problem;
  return POLYFORM_OK;
}
