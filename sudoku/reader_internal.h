/* reader_internal.h: what the two halves of the grid reader share: the reader's state, the
 * error and text helpers of grid_reader.c (streams, lines, count lines, headers, grids) and the
 * cell parsers of grid_reader_cells.c (rows in each layout and alphabet, the detection of a grid's
 * alphabet, the messages about bad cells). Not installed: nothing outside sudoku/grid_reader*.c
 * includes it. */
#ifndef SUDOKU_READER_INTERNAL_H
#define SUDOKU_READER_INTERNAL_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "grid_reader.h"
#include "symbol_detection.h"

#define MAX_LINE_BYTES 65536

enum {
  ERROR_MESSAGE_CAPACITY = 256,
  SHOWN_TEXT_MAX_BYTES = 24,
  SHOWN_TEXT_CAPACITY = 4 * SHOWN_TEXT_MAX_BYTES + 8,
  /* The longest count line, at most: one digit fewer than a packed row of 9. */
  COUNT_LINE_MAX_DIGITS = SUDOKU_SIDE - 1,
};

typedef enum reader_state { READER_READING, READER_ENDED, READER_FAILED } reader_state;

typedef enum line_status { LINE_READ, LINE_END_OF_STREAM, LINE_FAILED } line_status;

struct sudoku_reader {
  FILE *stream;
  sudoku_geometry base_geometry; /* the caller's: each header block starts from it */
  sudoku_geometry geometry;      /* of the grids read now */
  /* The geometry (base or header) the side of each grid is detected for, when it ties nothing to a
   * size (no side, map, region or pair: no array to own); grid_reader_size.c. */
  bool size_detection_wanted; /* sudoku_reader_set_size_detection */
  bool side_detection;        /* wanted, and the geometry declares no size */
  sudoku_geometry geometry_without_side;
  /* A side told from a first row, until the second row confirms it: the error the line gave at
   * side 9, reported instead when the second row has another number of cells. */
  bool side_unconfirmed;
  unsigned long side_9_error_line;
  char side_9_error_message[ERROR_MESSAGE_CAPACITY];
  unsigned long geometry_generation;
  unsigned side;          /* of geometry */
  sudoku_symbols symbols; /* of the grid read now (detected when not declared) */
  bool numbers;           /* the symbols are decimal numbers, one token each */
  unsigned count_line_max_digits;
  sudoku_layout forced_layout;
  reader_state state;
  bool stream_exhausted;
  bool first_content_line_seen;
  bool count_line_given;
  unsigned long promised_grid_count;
  unsigned long grids_read;
  unsigned long line_number;
  unsigned long grid_line;
  unsigned long error_line;
  char error_message[ERROR_MESSAGE_CAPACITY];
  uint8_t cell_value_plus_one_of_byte[UCHAR_MAX + 1];
  uint8_t cells[SUDOKU_MAX_CELLS];
  /* The character of each cell of the rows read (0 for a token of several characters), to read
   * them again when a later row changes the detected alphabet. */
  uint8_t cell_characters[SUDOKU_MAX_CELLS];
  uint8_t scratch_cells[SUDOKU_MAX_CELLS]; /* for lines tried in another layout */
  sudoku_symbol_detection symbol_detection;
  const char *content;
  size_t content_length;
  char line[MAX_LINE_BYTES + 1]; /* + 1 for the CR of a CRLF ending */
};

/* Records the error (line and message) that every later call returns; returns SUDOKU_READ_ERROR. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
sudoku_read_status
sudoku_reader_record_error(sudoku_reader *reader, unsigned long line, const char *format, ...);

/* Writes text as a message can show it: at most SHOWN_TEXT_MAX_BYTES of it, then "...", with
 * unprintable bytes as \xNN, and in single quotes (escaping quote and backslash) when quoted. */
void sudoku_reader_show_text(const char *text, size_t length, bool quoted,
                             char shown[SHOWN_TEXT_CAPACITY]);

static inline const char *plural(unsigned long count, const char *singular, const char *several) {
  return count == 1 ? singular : several;
}

static inline bool is_blank(char character) {
  return character == ' ' || character == '\t';
}

/* The length of the token text starts with (up to the first blank), and the number of tokens in
 * text (runs of non-blank characters). */
static inline size_t first_token_length(const char *text, size_t length) {
  size_t token_length = 0;
  while (token_length < length && !is_blank(text[token_length])) token_length++;
  return token_length;
}

static inline size_t token_count(const char *text, size_t length) {
  size_t count = 0;
  for (size_t k = 0; k < length; k++)
    if (!is_blank(text[k]) && (k == 0 || is_blank(text[k - 1]))) count++;
  return count;
}

static inline bool is_digit(char character) {
  return character >= '0' && character <= '9';
}

static inline bool is_all_digits(const char *text, size_t length) {
  if (length == 0) return false;
  for (size_t k = 0; k < length; k++)
    if (!is_digit(text[k])) return false;
  return true;
}

static inline unsigned cell_value_plus_one(const sudoku_reader *reader, char character) {
  return reader->cell_value_plus_one_of_byte[(unsigned char)character];
}

static inline size_t content_column(const sudoku_reader *reader, size_t index_in_content) {
  return (size_t)(reader->content - reader->line) + index_in_content + 1;
}

/* In grid_reader_size.c: the side of the grid whose first line is the current one, for a reader
 * whose geometry declares none (side_detection): the current side when the line fits it, else 9
 * when it fits that, else the side of the row or one-line grid the line's cells make, else the
 * current side (whose error then names the line). */
unsigned sudoku_reader_detect_side(const sudoku_reader *reader);
/* The cells of the current line, counted as sudoku_reader_detect_side counts them. */
size_t sudoku_reader_line_cell_count(const sudoku_reader *reader);

/* In grid_reader_cells.c. Each parser reads the current line into cells (and, when characters is
 * not NULL, the character of each cell); when report is set, a failure is recorded as the
 * reader's error, otherwise the parser only tells whether the line fits. */

/* The layout a line most likely belongs to, even a malformed one, so that its errors are told in
 * the terms of that layout. */
sudoku_layout sudoku_reader_detect_layout(const sudoku_reader *reader, const char *text,
                                          size_t length);
/* Row (1-based) of a grid in the tokens or the packed layout. */
bool sudoku_reader_parse_row(sudoku_reader *reader, sudoku_layout layout, unsigned row,
                             uint8_t *cells, uint8_t *characters, bool report);
/* A one-line grid. */
bool sudoku_reader_parse_line_grid(sudoku_reader *reader, uint8_t *cells, bool report);
/* True when the current line reads as a row (or a one-line grid) of layout. */
bool sudoku_reader_line_fits_layout(sudoku_reader *reader, sudoku_layout layout);
/* Sets the byte table to the alphabet symbols at the reader's side. */
void sudoku_reader_use_symbols(sudoku_reader *reader, sudoku_symbols symbols);
/* Adds the current line, holding the cells after the first cells_before of the grid (0: the first
 * line of a grid), to the detection of the grid's alphabet, and switches to the alphabet chosen
 * from every line so far, reading the cells before again in it. */
void sudoku_reader_detect_symbols_with_current_line(sudoku_reader *reader, size_t cells_before);

#endif
