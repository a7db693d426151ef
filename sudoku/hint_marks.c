/* hint_marks.c: the pencil-mark grid reader of hint_marks.h. It reads a line at a time (getline),
 * and returns each grid as soon as its last cell is read. */
#include "hint_marks.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { QUOTED_MOST = 40 }; /* the most characters of a word that a message quotes */

struct sudoku_marks_reader {
  FILE *stream;
  unsigned side;
  sudoku_symbols symbols;
  char *line;
  size_t line_capacity;
  const char *next_word; /* in line: where the next word is looked for; NULL: read a line */
  unsigned long line_number;
  unsigned long grid_line;
  bool failed, ended;
  unsigned long error_line;
  char error_message[160];
};

sudoku_marks_reader *sudoku_marks_reader_create(FILE *stream, const sudoku_geometry *geometry) {
  if (geometry->symbols == SUDOKU_SYMBOLS_NUMBERS) return NULL;
  sudoku_marks_reader *reader = calloc(1, sizeof *reader);
  if (!reader) return NULL;
  reader->stream = stream;
  reader->side = sudoku_geometry_side(geometry);
  reader->symbols = geometry->symbols;
  return reader;
}

void sudoku_marks_reader_destroy(sudoku_marks_reader *reader) {
  if (!reader) return;
  free(reader->line);
  free(reader);
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static sudoku_read_status
fail(sudoku_marks_reader *reader, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(reader->error_message, sizeof reader->error_message, format, arguments);
  va_end(arguments);
  reader->error_line = reader->line_number ? reader->line_number : 1;
  reader->failed = true;
  return SUDOKU_READ_ERROR;
}

static bool is_space(char character) {
  return character == ' ' || character == '\t' || character == '\r' || character == '\n';
}

static bool is_frame_word(const char *word, size_t length) {
  for (size_t k = 0; k < length; k++)
    if (!strchr("|+-=:*", word[k])) return false;
  return true;
}

/* The next word of the input into *word and *length; false at the end of the input (or "end"). */
static bool next_word(sudoku_marks_reader *reader, const char **word, size_t *length) {
  for (;;) {
    if (reader->next_word) {
      const char *start = reader->next_word;
      while (*start && is_space(*start)) start++;
      const char *end = start;
      while (*end && !is_space(*end)) end++;
      reader->next_word = end;
      if (end > start && !is_frame_word(start, (size_t)(end - start))) {
        *word = start;
        *length = (size_t)(end - start);
        return true;
      }
      if (end > start) continue;
    }
    if (getline(&reader->line, &reader->line_capacity, reader->stream) < 0) return false;
    reader->line_number++;
    const char *content = reader->line;
    while (*content && is_space(*content)) content++;
    if (*content == '#') {
      reader->next_word = NULL;
      continue;
    }
    size_t content_length = strcspn(content, "\r\n");
    while (content_length && is_space(content[content_length - 1])) content_length--;
    if (content_length == 3 && memcmp(content, "end", 3) == 0) return false;
    reader->next_word = content;
  }
}

sudoku_read_status sudoku_marks_reader_next(sudoku_marks_reader *reader, sudoku_grid *grid,
                                            uint64_t candidates[SUDOKU_MAX_CELLS]) {
  if (reader->failed) return SUDOKU_READ_ERROR;
  if (reader->ended) return SUDOKU_READ_END;
  unsigned cell_count = reader->side * reader->side;
  memset(grid, 0, sizeof *grid);
  grid->side = reader->side;
  grid->symbols = reader->symbols;
  for (unsigned cell = 0; cell < cell_count; cell++) {
    const char *word;
    size_t length;
    if (!next_word(reader, &word, &length)) {
      if (ferror(reader->stream)) return fail(reader, "read error");
      reader->ended = true;
      if (cell == 0) return SUDOKU_READ_END;
      return fail(reader, "the input ends after %u of the %u cells of a grid", cell, cell_count);
    }
    if (cell == 0) reader->grid_line = reader->line_number;
    uint64_t set = 0;
    /* the word as a message quotes it: whole, or cut with "..." after QUOTED_MOST characters */
    int quoted = length > QUOTED_MOST ? QUOTED_MOST : (int)length;
    const char *cut = length > QUOTED_MOST ? "..." : "";
    for (size_t k = 0; k < length; k++) {
      unsigned value = sudoku_symbols_value(reader->symbols, reader->side, word[k]);
      if (value == 0) {
        char range[SUDOKU_SYMBOLS_RANGE_CAPACITY];
        sudoku_symbols_range(reader->symbols, reader->side, range);
        return fail(reader, "cell %u, '%.*s%s': '%c' is not a symbol of %s", cell + 1, quoted, word,
                    cut, word[k], range);
      }
      uint64_t bit = (uint64_t)1 << (value - 1);
      if (set & bit)
        return fail(reader, "cell %u, '%.*s%s': '%c' is written twice (each candidate once)",
                    cell + 1, quoted, word, cut, word[k]);
      set |= bit;
    }
    if (__builtin_popcountll(set) == 1) {
      grid->cells[cell] = (uint8_t)(__builtin_ctzll(set) + 1);
      candidates[cell] = 0;
    } else {
      candidates[cell] = set;
    }
  }
  return SUDOKU_READ_GRID;
}

unsigned long sudoku_marks_reader_error_line(const sudoku_marks_reader *reader) {
  return reader->error_line;
}

const char *sudoku_marks_reader_error_message(const sudoku_marks_reader *reader) {
  return reader->error_message;
}

unsigned long sudoku_marks_reader_grid_line(const sudoku_marks_reader *reader) {
  return reader->grid_line;
}
