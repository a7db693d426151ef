/* knuth_reader.c: the input of Knuth's polyomino-dlx, polyiamond-dlx and polycube-dlx programs
 * read into a polyform_problem, so that puzzles written for his programs run unchanged.
 *
 * The format: lines whose first character is '|' are comments (blank lines are skipped too); the
 * first other line lists the board's cells; every later line is a piece's name and its cells.
 * A cell is two coordinates (three for polycubes), each a base-62 digit (0-9, a-z, A-Z) or a set
 * of them in brackets with ranges ("[0-2]", "[02a-c]"), standing for every combination. A
 * polyiamond cell "xy" is the triangle pointing up in column x, row y of a rhombic grid, and "xy'"
 * the one pointing down to its right. Squares and triangles may carry a suffix, the rest of the
 * word ("[12]7suf"): such a cell is a marked cell, a secondary item named as written ("17suf",
 * "27suf"); a piece's marked cells go with its cells into each placement, which exists only where
 * the board has all of them. The kind of cell: cubes when some cell has three coordinates and
 * none is two coordinates alone (perhaps with a "'"); else triangles when a "'" follows a cell's
 * two coordinates; else squares. A piece's name may carry a number of copies, "n|name" or
 * "m:n|name" (a single base-62 digit, n*name, for polycubes). Several lines with one name are one
 * piece, whose placements are those of all its lines (their numbers of copies must agree). Knuth's
 * programs turn and flip squares and triangles and only turn cubes, and so does this reader's
 * problem. */
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
  /* The suffixes met so far (a marked cell's suffix is an index in them). */
  char **suffixes;
  size_t suffix_count;
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

/* A cell read: its coordinates, whether it is a triangle pointing down, and its suffix (0 for
 * none, else 1 + its index in the reader's suffixes). */
typedef struct knuth_cell {
  int c[3];
  bool down;
  uint32_t suffix;
} knuth_cell;

typedef struct cell_list {
  knuth_cell *cells;
  size_t count, capacity;
} cell_list;

/* Field by field: the struct's padding is no part of a cell. */
static bool contains(const cell_list *list, knuth_cell cell) {
  for (size_t k = 0; k < list->count; k++) {
    const knuth_cell *other = &list->cells[k];
    if (other->c[0] == cell.c[0] && other->c[1] == cell.c[1] && other->c[2] == cell.c[2] &&
        other->down == cell.down && other->suffix == cell.suffix)
      return true;
  }
  return false;
}

/* The suffix r->line[at .. end) of a cell: its number (1 + its index in r->suffixes). */
static polyform_status read_suffix(knuth_reader *r, size_t at, size_t end, uint32_t *suffix) {
  if (r->dimensions == 3)
    return knuth_fail(r, at, "a cell of cubes takes no suffix after its three coordinates: '%.*s'",
                      (int)(end - at), r->line + at);
  if (r->triangles && r->line[at] == '\'')
    return knuth_fail(r, at, "a suffix after a triangle's \"'\" does not begin with \"'\"");
  size_t length = end - at;
  for (size_t k = 0; k < r->suffix_count; k++)
    if (strlen(r->suffixes[k]) == length && memcmp(r->suffixes[k], r->line + at, length) == 0) {
      *suffix = (uint32_t)k + 1;
      return POLYFORM_OK;
    }
  char **bigger = realloc(r->suffixes, (r->suffix_count + 1) * sizeof *bigger);
  if (!bigger) return POLYFORM_OUT_OF_MEMORY;
  r->suffixes = bigger;
  char *text = malloc(length + 1);
  if (!text) return POLYFORM_OUT_OF_MEMORY;
  memcpy(text, r->line + at, length);
  text[length] = '\0';
  r->suffixes[r->suffix_count++] = text;
  *suffix = (uint32_t)r->suffix_count;
  return POLYFORM_OK;
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
    uint32_t suffix = 0;
    if (p < end) {
      polyform_status status = read_suffix(r, p, end, &suffix);
      if (status) return status;
    }
    for (int x = 0; x < 62; x++)
      for (int y = 0; y < 62; y++)
        for (int z = 0; z < 62; z++) {
          if (!(sets[0] >> x & 1) || !(sets[1] >> y & 1) || !(sets[2] >> z & 1)) continue;
          knuth_cell cell = {{x, y, r->dimensions == 3 ? z : 0}, down, suffix};
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

/* Where the word line[p .. end) has had `wanted` coordinates (digits or bracketed sets), or 0
 * when it has fewer. */
static size_t after_coordinates(const char *line, size_t p, size_t end, int wanted) {
  for (int coordinates = 0; coordinates < wanted; coordinates++) {
    if (p >= end) return 0;
    if (line[p] == '[') {
      const char *close = memchr(line + p, ']', end - p);
      if (!close) return 0;
      p = (size_t)(close - line) + 1;
    } else if (digit_value(line[p]) >= 0) {
      p++;
    } else {
      return 0;
    }
  }
  return p;
}

/* Sets the kind from the cells of every line, the board's (at hand) and the pieces': cubes when
 * some cell has three coordinates and none is two coordinates alone (perhaps with a "'"), and
 * triangles when a "'" follows the two coordinates of a cell. */
static void guess_kind(knuth_reader *r) {
  knuth_reader scan = *r;
  bool two = false, three = false, prime = false, board = true;
  do {
    size_t at = 0;
    if (!board)
      while (at < scan.line_length && scan.line[at] != ' ' && scan.line[at] != '\t') at++;
    board = false;
    while (at < scan.line_length) {
      while (at < scan.line_length && (scan.line[at] == ' ' || scan.line[at] == '\t')) at++;
      size_t end = at;
      while (end < scan.line_length && scan.line[end] != ' ' && scan.line[end] != '\t') end++;
      size_t second = after_coordinates(scan.line, at, end, 2);
      if (second) {
        bool primed = second < end && scan.line[second] == '\'';
        prime = prime || primed;
        two = two || second + (primed ? 1 : 0) == end;
        three = three || after_coordinates(scan.line, at, end, 3) != 0;
      }
      at = end;
    }
  } while (knuth_next_line(&scan));
  r->dimensions = three && !two ? 3 : 2;
  r->triangles = r->dimensions == 2 && prime;
}

/* A marked cell's name as Knuth's programs write it: its coordinates, the "'" of a triangle
 * pointing down, its suffix. */
static char *marked_name(const knuth_reader *r, knuth_cell cell) {
  static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const char *suffix = r->suffixes[cell.suffix - 1];
  size_t length = strlen(suffix);
  char *name = malloc(length + 4);
  if (!name) return NULL;
  snprintf(name, length + 4, "%c%c%s%s", digits[cell.c[0]], digits[cell.c[1]], cell.down ? "'" : "",
           suffix);
  return name;
}

/* The board's marked cells, from list (its plain ones already taken out). */
static polyform_status read_marked(knuth_reader *r, polyform_problem *problem,
                                   const cell_list *list) {
  problem->marked = calloc(list->count + 1, sizeof *problem->marked);
  problem->marked_names = calloc(list->count + 1, sizeof *problem->marked_names);
  if (!problem->marked || !problem->marked_names) return POLYFORM_OUT_OF_MEMORY;
  for (size_t k = 0; k < list->count; k++) {
    problem->marked[k] = (polyform_marked_cell){lattice(r, list->cells[k]), list->cells[k].suffix};
    problem->marked_names[k] = marked_name(r, list->cells[k]);
    problem->marked_count = k + 1;
    if (!problem->marked_names[k]) return POLYFORM_OUT_OF_MEMORY;
  }
  return POLYFORM_OK;
}

/* Puts the plain cells first, the marked ones after them; returns how many are plain. */
static size_t plain_cells_first(cell_list *list) {
  size_t plain = 0;
  for (size_t k = 0; k < list->count; k++)
    if (!list->cells[k].suffix) {
      knuth_cell t = list->cells[plain];
      list->cells[plain++] = list->cells[k];
      list->cells[k] = t;
    }
  return plain;
}

static polyform_status read_board(knuth_reader *r, polyform_problem *problem) {
  cell_list list = {0};
  polyform_status status = read_cells(r, 0, &list);
  size_t plain = plain_cells_first(&list);
  if (!status && plain == 0) status = knuth_fail(r, 0, "the board has no cells");
  if (!status) {
    cell_list marked = {list.cells + plain, list.count - plain, 0};
    status = read_marked(r, problem, &marked);
  }
  list.count = plain;
  if (!status) {
    problem->cells = calloc(list.count, sizeof *problem->cells);
    if (!problem->cells) status = POLYFORM_OUT_OF_MEMORY;
  }
  if (status) {
    free(list.cells);
    return status;
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

/* The number of copies before the name, r->line[0 .. bar): polycube-dlx's one base-62 digit from
 * 1, or else a whole number from 1, or "m:n", from m to n copies (n from 1). */
static polyform_status read_copies(knuth_reader *r, size_t bar, uint32_t *lower, uint32_t *upper) {
  const char *line = r->line;
  if (r->dimensions == 3) {
    int value = bar == 1 ? digit_value(line[0]) : -1;
    if (value < 1)
      return knuth_fail(r, 0, "a number of copies is one base-62 digit from 1 before the '*'");
    *lower = *upper = (uint32_t)value;
    return POLYFORM_OK;
  }
  unsigned long values[2] = {0, 0};
  int count = 0;
  bool digits = false;
  for (size_t k = 0; k <= bar; k++) {
    if (k == bar || line[k] == ':') {
      if (!digits || count == 2 || (k < bar && count == 1))
        return knuth_fail(r, 0, "a number of copies is a whole number before the '|'");
      count++;
      digits = false;
      continue;
    }
    if (line[k] < '0' || line[k] > '9' || values[count] > 100000)
      return knuth_fail(r, 0, "a number of copies is a whole number before the '|'");
    values[count] = values[count] * 10 + (unsigned long)(line[k] - '0');
    digits = true;
  }
  if (count == 1) values[1] = values[0];
  if (values[1] == 0 || values[0] > values[1])
    return knuth_fail(
        r, 0,
        "a number of copies is a whole number from 1 before the '|', or m:n with m at most n");
  *lower = (uint32_t)(count == 1 ? values[1] : values[0]);
  *upper = (uint32_t)values[1];
  return POLYFORM_OK;
}

static polyform_status read_piece_line(knuth_reader *r, polyform_problem *problem,
                                       size_t *capacity) {
  size_t end = 0;
  while (end < r->line_length && r->line[end] != ' ' && r->line[end] != '\t') end++;
  const char *name = r->line;
  size_t name_length = end;
  uint32_t lower = 1, upper = 1;
  const char *bar = NULL;
  for (size_t k = 0; k < end; k++)
    if (r->line[k] == (r->dimensions == 3 ? '*' : '|')) {
      bar = r->line + k;
      break;
    }
  if (bar) {
    polyform_status status = read_copies(r, (size_t)(bar - r->line), &lower, &upper);
    if (status) return status;
    name = bar + 1;
    name_length = end - (size_t)(bar + 1 - r->line);
  }
  if (name_length == 0) return knuth_fail(r, 0, "a piece needs a name");
  for (size_t k = 0; k < name_length; k++)
    if (name[k] == ':' || name[k] == '|' || (unsigned char)name[k] < 0x21 || name[k] == 0x7f)
      return knuth_fail(r, (size_t)(name - r->line) + k,
                        "a piece's name takes no ':', '|' or control characters");
  /* A name given before: the same piece, with the same number of copies. */
  uint32_t same_as = (uint32_t)problem->piece_count;
  for (size_t k = 0; k < problem->piece_count && same_as == problem->piece_count; k++)
    if (strlen(problem->pieces[k].name) == name_length &&
        memcmp(problem->pieces[k].name, name, name_length) == 0) {
      if (problem->pieces[k].lower != lower || problem->pieces[k].upper != upper)
        return knuth_fail(r, 0, "piece %s has another number of copies on line %lu",
                          problem->pieces[k].name, problem->pieces[k].place.line);
      same_as = (uint32_t)k;
    }
  cell_list list = {0};
  polyform_status status = read_cells(r, end, &list);
  size_t plain = plain_cells_first(&list);
  if (!status && plain == 0)
    status = knuth_fail(r, end, "a piece needs cells (cells without a suffix)");
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
  piece->lower = lower;
  piece->upper = upper;
  piece->same_as = same_as;
  piece->place = (polyform_place){r->line_number, 1};
  for (size_t k = 0; k < plain; k++) piece->cells[k] = lattice(r, list.cells[k]);
  piece->cell_count = plain;
  if (list.count > plain) {
    piece->marked = malloc((list.count - plain) * sizeof *piece->marked);
    if (!piece->marked) {
      free(list.cells);
      return POLYFORM_OUT_OF_MEMORY;
    }
    for (size_t k = plain; k < list.count; k++)
      piece->marked[k - plain] =
          (polyform_marked_cell){lattice(r, list.cells[k]), list.cells[k].suffix};
    piece->marked_count = list.count - plain;
  }
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
  for (size_t k = 0; k < r.suffix_count; k++) free(r.suffixes[k]);
  free(r.suffixes);
  if (status) {
    polyform_problem_destroy(problem);
    return status;
  }
  *result = problem;
  return POLYFORM_OK;
}
