/* reader.c: the picture format of polyform puzzles (puzzles/polyform/README.md, polyform(1)):
 * the board and every piece drawn as characters, a header line per piece for its name and how
 * many copies go in, and a few settings lines. The text becomes a polyform_problem; anything that
 * does not fit the format is one error with its line and column. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/reader_internal.h"

/* The reader's state: where it is, and what it has built so far. */
typedef struct reader {
  const char *text;
  size_t length, at;
  unsigned long line_number;
  const char *line; /* the current line, without its ending */
  size_t line_length;
  polyform_problem *problem;
  polyform_error *error;
  bool kind_given, picture_seen, board_seen;
  size_t piece_capacity, board_capacity;
} reader;

static polyform_status fail(reader *r, unsigned long column, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static polyform_status fail(reader *r, unsigned long column, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  polyform_error_set(r->error, r->line_number, column ? column : 1, format, arguments);
  va_end(arguments);
  return POLYFORM_BAD_INPUT;
}

/* Moves to the next line; false at the end of the text. A CR before the LF is dropped, and so
 * is white space at the end of a line. */
static bool next_line(reader *r) {
  if (r->at >= r->length) return false;
  const char *start = r->text + r->at;
  const char *end = memchr(start, '\n', r->length - r->at);
  size_t length = end ? (size_t)(end - start) : r->length - r->at;
  r->at += length + (end ? 1 : 0);
  while (length > 0 &&
         (start[length - 1] == '\r' || start[length - 1] == ' ' || start[length - 1] == '\t'))
    length--;
  r->line = start;
  r->line_length = length;
  r->line_number++;
  return true;
}

static bool is_blank(char c) {
  return c == ' ' || c == '\t';
}

/* The words of a line, each with its column: up to most + 1 of them in words (which has room for
 * most + 1); returns how many (most + 1 when there are more than most). */
typedef struct word {
  const char *start;
  size_t length;
  unsigned long column;
} word;

static size_t split_words(const reader *r, word *words, size_t most) {
  size_t count = 0, i = 0;
  while (i < r->line_length) {
    while (i < r->line_length && is_blank(r->line[i])) i++;
    if (i >= r->line_length) break;
    size_t start = i;
    while (i < r->line_length && !is_blank(r->line[i])) i++;
    words[count++] = (word){r->line + start, i - start, (unsigned long)start + 1};
    if (count == most + 1) return count;
  }
  return count;
}

static bool word_is(const word *w, const char *text) {
  return w->length == strlen(text) && memcmp(w->start, text, w->length) == 0;
}

typedef enum line_type {
  LINE_BLANK,
  LINE_COMMENT,
  LINE_PIECE,
  LINE_BOARD,
  LINE_LAYER,
  LINE_SETTING,
  LINE_OTHER,
} line_type;

static const char *const setting_names[] = {"cells", "orientations", "connected"};

static line_type classify(const reader *r) {
  size_t i = 0;
  while (i < r->line_length && is_blank(r->line[i])) i++;
  if (i == r->line_length) return LINE_BLANK;
  word words[2];
  if (split_words(r, words, 1) == 0) return LINE_BLANK;
  const word *w = &words[0];
  if (word_is(w, "piece")) return LINE_PIECE;
  if (word_is(w, "board")) return LINE_BOARD;
  if (word_is(w, "layer")) return LINE_LAYER;
  size_t length = w->length;
  if (length > 0 && w->start[length - 1] == ':') length--;
  for (size_t k = 0; k < sizeof setting_names / sizeof *setting_names; k++)
    if (length == strlen(setting_names[k]) && memcmp(w->start, setting_names[k], length) == 0)
      return LINE_SETTING;
  if (r->line[i] == '#') return LINE_COMMENT;
  return LINE_OTHER;
}

/* A whole number from the digits of text[0 .. length), at most 1,000,000; -1 if not one. */
static long parse_number(const char *text, size_t length) {
  if (length == 0 || length > 7) return -1;
  long value = 0;
  for (size_t i = 0; i < length; i++) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value <= 1000000 ? value : -1;
}

static polyform_status read_setting(reader *r) {
  word words[3];
  size_t count = split_words(r, words, 2);
  word *name = &words[0];
  size_t name_length = name->length;
  if (name->start[name_length - 1] == ':') name_length--;
  char key[16];
  snprintf(key, sizeof key, "%.*s", (int)name_length, name->start);
  if (count == 1) return fail(r, name->column + name->length, "'%s' needs a value", key);
  if (count > 2) return fail(r, words[2].column, "'%s' takes one value", key);
  word *value = &words[1];
  polyform_problem *p = r->problem;
  if (strcmp(key, "cells") == 0) {
    if (r->picture_seen)
      return fail(r, name->column, "'cells' must come before the first piece or board");
    if (word_is(value, "square") || word_is(value, "squares"))
      p->kind = POLYFORM_SQUARES;
    else if (word_is(value, "triangle") || word_is(value, "triangles"))
      p->kind = POLYFORM_TRIANGLES;
    else if (word_is(value, "cube") || word_is(value, "cubes"))
      p->kind = POLYFORM_CUBES;
    else
      return fail(r, value->column, "unknown cells '%.*s': square, triangle or cube",
                  (int)value->length, value->start);
    r->kind_given = true;
  } else if (strcmp(key, "orientations") == 0) {
    if (!polyform_orientations_find(value->start, value->length, &p->orientations))
      return fail(r, value->column, "unknown orientations '%.*s': all, rotations or fixed",
                  (int)value->length, value->start);
    p->orientations_given = true;
  } else {
    if (word_is(value, "yes") || word_is(value, "required"))
      p->connected = true;
    else if (word_is(value, "no") || word_is(value, "optional"))
      p->connected = false;
    else
      return fail(r, value->column, "unknown connected '%.*s': yes or no", (int)value->length,
                  value->start);
  }
  return POLYFORM_OK;
}

/* The role of a piece: once, any, at-most-once, N or A-B. */
static polyform_status read_role(reader *r, const word *w, polyform_piece *piece) {
  piece->lower = piece->upper = 1;
  piece->any = false;
  if (word_is(w, "once")) return POLYFORM_OK;
  if (word_is(w, "any")) {
    piece->lower = 0;
    piece->any = true;
    return POLYFORM_OK;
  }
  if (word_is(w, "at-most-once")) {
    piece->lower = 0;
    return POLYFORM_OK;
  }
  const char *dash = memchr(w->start, '-', w->length);
  long lower, upper;
  if (dash) {
    lower = parse_number(w->start, (size_t)(dash - w->start));
    upper = parse_number(dash + 1, w->length - (size_t)(dash - w->start) - 1);
  } else {
    lower = upper = parse_number(w->start, w->length);
  }
  if (lower < 0 || upper < 0)
    return fail(r, w->column,
                "unknown role '%.*s': once, any, at-most-once, a number of copies or a range "
                "A-B (up to 1000000)",
                (int)w->length, w->start);
  if (upper == 0) return fail(r, w->column, "a piece used 0 times: leave it out");
  if (lower > upper) return fail(r, w->column, "the range %ld-%ld runs backwards", lower, upper);
  piece->lower = (uint32_t)lower;
  piece->upper = (uint32_t)upper;
  return POLYFORM_OK;
}

static bool name_is_valid(const word *w) {
  for (size_t i = 0; i < w->length; i++) {
    unsigned char c = (unsigned char)w->start[i];
    if (c == ':' || c == '|' || c < 0x21 || c == 0x7f) return false;
  }
  return true;
}

/* The lattice cell drawn at (row, column, layer) of a picture. */
static polyform_cell cell_at(polyform_kind kind, int32_t row, int32_t column, int32_t layer) {
  if (kind == POLYFORM_SQUARES) return (polyform_cell){column, row, 0};
  if (kind == POLYFORM_CUBES) return (polyform_cell){column, row, layer};
  /* Triangles: character (row, column) points up when row + column is even; rows go down the
   * page, so lattice row j = -row, and the triangle's index along its row is i. */
  int32_t j = -row;
  if ((row + column) % 2 == 0) {
    int32_t i = (column + row) / 2;
    return (polyform_cell){3 * i + 1, 3 * j + 1, 0};
  }
  int32_t i = (column + row - 1) / 2;
  return (polyform_cell){3 * i + 2, 3 * j + 2, 0};
}

static polyform_status grow(void **array, size_t *capacity, size_t count, size_t size) {
  if (count < *capacity) return POLYFORM_OK;
  size_t wanted = *capacity ? *capacity * 2 : 16;
  void *bigger = realloc(*array, wanted * size);
  if (!bigger) return POLYFORM_OUT_OF_MEMORY;
  *array = bigger;
  *capacity = wanted;
  return POLYFORM_OK;
}

/* Reads the rows of a picture after its header, up to a blank line, a header or the end; the
 * first line that is not a row is left for the caller (r->line, with *pending true). Board
 * pictures: '.' a cell, ' ' or '#' a hole; piece pictures: ' ' or '.' empty, anything else a
 * cell. */
static polyform_status read_picture(reader *r, bool board, polyform_piece *piece, bool *pending) {
  polyform_problem *p = r->problem;
  int32_t row = 0, layer = 0;
  size_t capacity = 0;
  *pending = false;
  r->picture_seen = true;
  while (next_line(r)) {
    line_type type = classify(r);
    if (type == LINE_LAYER) {
      if (p->kind != POLYFORM_CUBES)
        return fail(r, 1, "'layer' separates the layers of cubes: write 'cells: cube' first");
      word words[2];
      if (split_words(r, words, 1) > 1)
        return fail(r, words[1].column, "'layer' takes nothing after it");
      layer++;
      row = 0;
      continue;
    }
    if (type != LINE_OTHER && type != LINE_COMMENT) {
      *pending = true;
      return POLYFORM_OK;
    }
    for (size_t i = 0; i < r->line_length; i++) {
      char c = r->line[i];
      if (c == '\t') return fail(r, i + 1, "a tab in a picture: draw with spaces");
      if ((unsigned char)c < 0x20 || (unsigned char)c >= 0x7f)
        return fail(r, i + 1, "the byte 0x%02x cannot be drawn: use '.', '#', letters or spaces",
                    (unsigned char)c);
      bool cell;
      if (board) {
        if (c != '.' && c != ' ' && c != '#')
          return fail(r, i + 1, "'%c' in the board: '.' is a cell, '#' or a blank a hole", c);
        cell = c == '.';
      } else {
        cell = c != ' ' && c != '.';
      }
      if (!cell) continue;
      polyform_cell at = cell_at(p->kind, row, (int32_t)i, layer);
      if (board) {
        if (grow((void **)&p->cells, &r->board_capacity, p->cell_count, sizeof *p->cells))
          return POLYFORM_OUT_OF_MEMORY;
        p->cells[p->cell_count++] = (polyform_board_cell){
            at, row, (int32_t)i, layer, {r->line_number, (unsigned long)i + 1}};
        if (row + 1 > p->rows) p->rows = row + 1;
        if ((int32_t)i + 1 > p->columns) p->columns = (int32_t)i + 1;
        if (layer + 1 > p->layers) p->layers = layer + 1;
      } else {
        if (grow((void **)&piece->cells, &capacity, piece->cell_count, sizeof *piece->cells))
          return POLYFORM_OUT_OF_MEMORY;
        piece->cells[piece->cell_count++] = at;
      }
    }
    row++;
    if (row > 100000) return fail(r, 1, "a picture of more than 100000 rows");
    if (r->line_length > 100000)
      return fail(r, 100001, "a picture row of more than 100000 columns");
  }
  return POLYFORM_OK;
}

static polyform_status read_piece(reader *r, bool *pending) {
  word words[4];
  size_t count = split_words(r, words, 3);
  if (count < 2) return fail(r, r->line_length + 1, "a piece needs a name: 'piece NAME [ROLE]'");
  if (count > 3)
    return fail(r, words[3].column, "a piece header is 'piece NAME [ROLE]': '%.*s' is extra",
                (int)words[3].length, words[3].start);
  if (!name_is_valid(&words[1]))
    return fail(r, words[1].column, "a piece's name takes no ':', '|' or control characters");
  polyform_problem *p = r->problem;
  for (size_t k = 0; k < p->piece_count; k++)
    if (strlen(p->pieces[k].name) == words[1].length &&
        memcmp(p->pieces[k].name, words[1].start, words[1].length) == 0)
      return fail(r, words[1].column, "a second piece named '%s' (the first is at line %lu)",
                  p->pieces[k].name, p->pieces[k].place.line);
  if (r->board_seen) return fail(r, 1, "a piece after the board: the board comes last");
  if (grow((void **)&p->pieces, &r->piece_capacity, p->piece_count, sizeof *p->pieces))
    return POLYFORM_OUT_OF_MEMORY;
  polyform_piece *piece = &p->pieces[p->piece_count];
  memset(piece, 0, sizeof *piece);
  piece->name = malloc(words[1].length + 1);
  if (!piece->name) return POLYFORM_OUT_OF_MEMORY;
  memcpy(piece->name, words[1].start, words[1].length);
  piece->name[words[1].length] = '\0';
  piece->place = (polyform_place){r->line_number, words[0].column};
  piece->same_as = (uint32_t)p->piece_count;
  p->piece_count++;
  piece->lower = piece->upper = 1;
  if (count == 3) {
    polyform_status status = read_role(r, &words[2], piece);
    if (status) return status;
  }
  unsigned long header_line = r->line_number;
  polyform_status status = read_picture(r, false, piece, pending);
  if (status) return status;
  if (piece->cell_count == 0) {
    r->line_number = header_line;
    return fail(r, piece->place.column, "piece %s has no cells: draw it on the lines below",
                piece->name);
  }
  return POLYFORM_OK;
}

static polyform_status read_pictures(reader *r) {
  bool pending = false;
  while (pending || next_line(r)) {
    pending = false;
    polyform_status status = POLYFORM_OK;
    switch (classify(r)) {
    case LINE_BLANK:
    case LINE_COMMENT:
      break;
    case LINE_SETTING:
      status = read_setting(r);
      break;
    case LINE_PIECE:
      status = read_piece(r, &pending);
      break;
    case LINE_BOARD: {
      word words[2];
      if (r->board_seen) return fail(r, 1, "a second board: a puzzle has one");
      if (split_words(r, words, 1) > 1)
        return fail(r, words[1].column, "'board' takes nothing after it");
      r->board_seen = true;
      r->problem->board_place = (polyform_place){r->line_number, 1};
      unsigned long header_line = r->line_number;
      status = read_picture(r, true, NULL, &pending);
      if (!status && r->problem->cell_count == 0) {
        r->line_number = header_line;
        return fail(r, 1, "the board has no cells: draw them as '.' on the lines below");
      }
      break;
    }
    case LINE_LAYER:
      return fail(r, 1, "'layer' outside a picture: it separates the layers of one picture");
    case LINE_OTHER:
      return fail(r, 1,
                  "a line outside any picture: expected 'piece NAME [ROLE]', 'board', a "
                  "setting or a '#' comment");
    }
    if (status) return status;
  }
  if (r->problem->piece_count == 0) return fail(r, 1, "no pieces: draw them after 'piece NAME'");
  if (!r->board_seen) return fail(r, 1, "no board: draw it after a line 'board'");
  return POLYFORM_OK;
}

/* The first significant line of the picture format is a header, a setting or a '#' comment. */
bool polyform_looks_like_knuth(const char *text, size_t length) {
  reader r = {.text = text, .length = length};
  while (next_line(&r)) {
    line_type type = classify(&r);
    if (type == LINE_BLANK || type == LINE_COMMENT) continue;
    return type == LINE_OTHER;
  }
  return false;
}

polyform_status polyform_read(const char *text, size_t length, bool knuth,
                              polyform_problem **problem, polyform_error *error) {
  *problem = NULL;
  memset(error, 0, sizeof *error);
  if (memchr(text, '\0', length)) {
    const char *nul = memchr(text, '\0', length);
    unsigned long line = 1, column = 1;
    for (const char *c = text; c < nul; c++) {
      if (*c == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    error->place = (polyform_place){line, column};
    snprintf(error->message, sizeof error->message, "a NUL byte: the input is not text");
    return POLYFORM_BAD_INPUT;
  }
  if (knuth || polyform_looks_like_knuth(text, length))
    return polyform_read_knuth(text, length, problem, error);
  reader r = {.text = text, .length = length, .error = error};
  r.problem = calloc(1, sizeof *r.problem);
  if (!r.problem) return POLYFORM_OUT_OF_MEMORY;
  r.problem->connected = true;
  polyform_status status = read_pictures(&r);
  if (status) {
    polyform_problem_destroy(r.problem);
    return status;
  }
  *problem = r.problem;
  return POLYFORM_OK;
}
