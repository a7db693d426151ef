/* grid_reader.c: the streaming reader of sudoku grids declared in grid_reader.h.
 *
 * It reads one line at a time with getc_unlocked into a buffer of fixed size held by the reader,
 * so a reader costs the same memory whatever the input (an over-long line is an error found as soon
 * as the buffer is full, never read to its end), and a grid is returned as soon as its last line
 * has arrived, which keeps interactive and piped use working. The layout of each grid is detected
 * from its first content line; the rows that follow are checked against it. Every malformed input
 * ends in one error with the physical line number and a one-line message, kept for later calls. */
#include "grid_reader.h"
#include "puzzle_header.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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
  const char *content;
  size_t content_length;
  char line[MAX_LINE_BYTES + 1]; /* + 1 for the CR of a CRLF ending */
};

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static sudoku_read_status
record_error(sudoku_reader *reader, unsigned long line, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(reader->error_message, sizeof reader->error_message, format, arguments);
  va_end(arguments);
  reader->error_line = line;
  reader->state = READER_FAILED;
  return SUDOKU_READ_ERROR;
}

static const char *plural(unsigned long count, const char *singular, const char *several) {
  return count == 1 ? singular : several;
}

/* Writes text as a message can show it: at most SHOWN_TEXT_MAX_BYTES of it, then "...", with
 * unprintable bytes as \xNN, and in single quotes (escaping quote and backslash) when quoted. */
static void show_text(const char *text, size_t length, bool quoted,
                      char shown[SHOWN_TEXT_CAPACITY]) {
  size_t used = 0;
  if (quoted) shown[used++] = '\'';
  size_t shown_length = length > SHOWN_TEXT_MAX_BYTES ? SHOWN_TEXT_MAX_BYTES : length;
  for (size_t k = 0; k < shown_length; k++) {
    unsigned char byte = (unsigned char)text[k];
    if (quoted && (byte == '\'' || byte == '\\')) {
      shown[used++] = '\\';
      shown[used++] = (char)byte;
    } else if (byte >= 0x20 && byte < 0x7f) {
      shown[used++] = (char)byte;
    } else {
      used += (size_t)snprintf(shown + used, SHOWN_TEXT_CAPACITY - used, "\\x%02X", byte);
    }
  }
  if (shown_length < length) {
    memcpy(shown + used, "...", 3);
    used += 3;
  }
  if (quoted) shown[used++] = '\'';
  shown[used] = '\0';
}

static bool is_blank(char character) {
  return character == ' ' || character == '\t';
}

static bool is_digit(char character) {
  return character >= '0' && character <= '9';
}

static bool is_all_digits(const char *text, size_t length) {
  if (length == 0) return false;
  for (size_t k = 0; k < length; k++)
    if (!is_digit(text[k])) return false;
  return true;
}

static unsigned cell_value_plus_one(const sudoku_reader *reader, char character) {
  return reader->cell_value_plus_one_of_byte[(unsigned char)character];
}

static bool content_is(const sudoku_reader *reader, const char *word) {
  size_t length = strlen(word);
  return reader->content_length == length && memcmp(reader->content, word, length) == 0;
}

static bool content_is_blank(const sudoku_reader *reader) {
  return reader->content_length == 0;
}

static bool content_is_comment(const sudoku_reader *reader) {
  return reader->content_length > 0 && reader->content[0] == '#';
}

static size_t content_column(const sudoku_reader *reader, size_t index_in_content) {
  return (size_t)(reader->content - reader->line) + index_in_content + 1;
}

/* Files that are not text in an ASCII-compatible encoding with LF endings fail in ways whose
 * message would mislead (a NUL byte, a line too long, a bad cell); these say what the file is. */
static const char cr_only_message[] = "CR-only line endings: convert them to LF";

enum { INPUT_SIGNATURE_BYTES = 4 };

static bool is_text_byte(unsigned char byte) {
  return (byte >= 0x20 && byte < 0x7f) || byte == '\t' || byte == '\r';
}

/* What the first count bytes of the input (at most INPUT_SIGNATURE_BYTES, without a line end) show
 * the input to be, when that is gzip data or UTF-16 text; NULL otherwise. */
static const char *file_kind_message(const unsigned char *bytes, size_t count) {
  static const char gzip_message[] = "gzip data: decompress it first";
  static const char utf16_message[] = "UTF-16 text: convert it to UTF-8";
  if (count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B) return gzip_message;
  bool utf32_little_endian_mark = count == 4 && bytes[2] == 0 && bytes[3] == 0;
  if (count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE && !utf32_little_endian_mark)
    return utf16_message; /* its byte order mark */
  if (count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF) return utf16_message;
  if (count < 4) return NULL;
  /* Without a byte order mark: a NUL beside each ASCII character. */
  if (bytes[1] == 0 && bytes[3] == 0 && is_text_byte(bytes[0]) && is_text_byte(bytes[2]))
    return utf16_message;
  if (bytes[0] == 0 && bytes[2] == 0 && is_text_byte(bytes[1]) && is_text_byte(bytes[3]))
    return utf16_message;
  return NULL;
}

/* Before the first line: reads its first bytes (never past its end), fails on gzip data and UTF-16
 * text, skips a UTF-8 byte order mark, and leaves the other bytes in reader->line as the start of
 * line 1, in *length. */
static bool read_start_of_input(sudoku_reader *reader, size_t *length) {
  unsigned char *start = (unsigned char *)reader->line;
  size_t count = 0;
  int byte;
  while (count < INPUT_SIGNATURE_BYTES && (byte = getc_unlocked(reader->stream)) != EOF) {
    if (byte == '\n') {
      ungetc(byte, reader->stream);
      break;
    }
    start[count++] = (unsigned char)byte;
  }
  if (ferror(reader->stream)) { /* a signal that interrupted the read, too: read no further */
    record_error(reader, 1, "read error: %s", strerror(errno));
    return false;
  }
  const char *message = file_kind_message(start, count);
  if (message) {
    record_error(reader, 1, "%s", message);
    return false;
  }
  static const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
  if (count >= sizeof byte_order_mark && memcmp(start, byte_order_mark, 3) == 0) {
    count -= sizeof byte_order_mark;
    memmove(start, start + sizeof byte_order_mark, count);
  }
  for (size_t k = 0; k < count; k++) {
    if (start[k] == '\0') {
      record_error(reader, 1, "NUL byte at column %zu", k + 1);
      return false;
    }
  }
  *length = count;
  return true;
}

/* Reads the next physical line and sets reader->content to it without its ending and without its
 * leading and trailing blanks (trailing CRs too). */
static line_status read_line(sudoku_reader *reader) {
  if (reader->stream_exhausted) return LINE_END_OF_STREAM;
  FILE *stream = reader->stream;
  size_t length = 0;
  if (reader->line_number == 0 && !read_start_of_input(reader, &length)) return LINE_FAILED;
  int byte;
  while ((byte = getc_unlocked(stream)) != EOF && byte != '\n') {
    if (length == sizeof reader->line) {
      if (memchr(reader->line, '\r', length)) {
        record_error(reader, reader->line_number + 1, "%s", cr_only_message);
        return LINE_FAILED;
      }
      record_error(reader, reader->line_number + 1, "line is longer than %d bytes", MAX_LINE_BYTES);
      return LINE_FAILED;
    }
    if (byte == '\0') {
      record_error(reader, reader->line_number + 1, "NUL byte at column %zu", length + 1);
      return LINE_FAILED;
    }
    reader->line[length++] = (char)byte;
  }
  if (byte == EOF) {
    if (ferror(stream)) {
      record_error(reader, reader->line_number + 1, "read error: %s", strerror(errno));
      return LINE_FAILED;
    }
    reader->stream_exhausted = true;
    if (length == 0) return LINE_END_OF_STREAM;
  }
  reader->line_number++;
  if (length == sizeof reader->line && reader->line[length - 1] != '\r') {
    record_error(reader, reader->line_number, "line is longer than %d bytes", MAX_LINE_BYTES);
    return LINE_FAILED;
  }
  const char *start = reader->line, *end = reader->line + length;
  while (start < end && is_blank(*start)) start++;
  while (end > start && (is_blank(end[-1]) || end[-1] == '\r')) end--;
  if (memchr(start, '\r', (size_t)(end - start))) {
    record_error(reader, reader->line_number, "%s", cr_only_message);
    return LINE_FAILED;
  }
  reader->content = start;
  reader->content_length = (size_t)(end - start);
  return LINE_READ;
}

static line_status read_line_skipping_comments(sudoku_reader *reader) {
  line_status status;
  while ((status = read_line(reader)) == LINE_READ && content_is_comment(reader)) continue;
  return status;
}

static line_status read_content_line(sudoku_reader *reader) {
  line_status status;
  while ((status = read_line_skipping_comments(reader)) == LINE_READ && content_is_blank(reader))
    continue;
  return status;
}

static unsigned long last_line_read(const sudoku_reader *reader) {
  return reader->line_number > 0 ? reader->line_number : 1;
}

static size_t first_token_length(const char *text, size_t length) {
  size_t token_length = 0;
  while (token_length < length && !is_blank(text[token_length])) token_length++;
  return token_length;
}

/* The layout a line most likely belongs to, even a malformed one, so that its errors are told in
 * the terms of that layout. */
static size_t token_count(const char *text, size_t length) {
  size_t count = 0;
  for (size_t k = 0; k < length; k++)
    if (!is_blank(text[k]) && (k == 0 || is_blank(text[k - 1]))) count++;
  return count;
}

/* Cells at least halfway from n to n*n: a one-line grid rather than a row. */
static size_t line_layout_threshold(const sudoku_reader *reader) {
  return (reader->side + (size_t)reader->side * reader->side) / 2 + 1;
}

/* A first token at least halfway from n cells to n*n is taken for a one-line grid rather than for
 * a row; so is a line of as many tokens (n*n cells separated by spaces, as numbers are). */
static sudoku_layout detect_layout(const sudoku_reader *reader, const char *text, size_t length) {
  size_t token_length = first_token_length(text, length);
  if (!reader->numbers && token_length >= line_layout_threshold(reader)) return SUDOKU_LAYOUT_LINE;
  if (token_count(text, length) >= line_layout_threshold(reader)) return SUDOKU_LAYOUT_LINE;
  if (reader->numbers || token_length < length) return SUDOKU_LAYOUT_TOKENS;
  return SUDOKU_LAYOUT_PACKED;
}

/* "digit" for the alphabet of the classic grid, "symbol" for the others. */
static const char *symbol_word(const sudoku_reader *reader) {
  return reader->side <= 9 && reader->geometry.symbols == SUDOKU_SYMBOLS_DIGITS ? "digit"
                                                                                : "symbol";
}

static void report_bad_cell(sudoku_reader *reader, const char *cell, size_t cell_length,
                            unsigned row) {
  char shown[SHOWN_TEXT_CAPACITY];
  if ((cell_length > 1 || reader->numbers) && is_all_digits(cell, cell_length)) {
    show_text(cell, cell_length, false, shown);
    size_t leading_zeros = 0;
    while (leading_zeros < cell_length - 1 && cell[leading_zeros] == '0') leading_zeros++;
    if (reader->numbers || cell_length - leading_zeros > 1)
      record_error(reader, reader->line_number, "number %s in row %u is above %u", shown, row,
                   reader->side);
    else
      record_error(reader, reader->line_number, "number %s in row %u is not a single digit", shown,
                   row);
    return;
  }
  show_text(cell, cell_length, true, shown);
  record_error(reader, reader->line_number, "cell %s in row %u is not a %s or an empty mark", shown,
               row, symbol_word(reader));
}

/* The value plus one of a token of the numbers alphabet: a decimal number 0..n (0 empty) or a
 * one-character empty mark; 0 when it is neither. */
static unsigned number_value_plus_one(const sudoku_reader *reader, const char *token,
                                      size_t length) {
  if (length == 1 && sudoku_is_empty_cell_character(token[0])) return 1;
  if (!is_all_digits(token, length) || length > 3) return 0;
  unsigned value = 0;
  for (size_t k = 0; k < length; k++) value = 10 * value + (unsigned)(token[k] - '0');
  return value <= reader->side ? value + 1 : 0;
}

static void report_cell_count(sudoku_reader *reader, size_t count, unsigned row) {
  record_error(reader, reader->line_number, "row %u has %zu %s, expected %u", row, count,
               plural(count, "cell", "cells"), reader->side);
}

/* Each parser reads the current line in one layout into cells; when report is set, a failure is
 * recorded as the reader's error, otherwise the parser only tells whether the line fits. */

static bool parse_tokens_row(sudoku_reader *reader, unsigned row, uint8_t *cells, bool report) {
  const char *text = reader->content;
  size_t length = reader->content_length, position = 0, count = 0;
  while (position < length) {
    while (position < length && is_blank(text[position])) position++;
    if (position == length) break;
    size_t token_length = first_token_length(text + position, length - position);
    unsigned value_plus_one = reader->numbers
                                  ? number_value_plus_one(reader, text + position, token_length)
                              : token_length == 1 ? cell_value_plus_one(reader, text[position])
                                                  : 0;
    if (value_plus_one == 0) {
      if (report) report_bad_cell(reader, text + position, token_length, row);
      return false;
    }
    if (count < reader->side) cells[count] = (uint8_t)(value_plus_one - 1);
    count++;
    position += token_length;
  }
  if (count != reader->side) {
    if (report) report_cell_count(reader, count, row);
    return false;
  }
  return true;
}

static bool parse_packed_row(sudoku_reader *reader, unsigned row, uint8_t *cells, bool report) {
  const char *text = reader->content;
  size_t length = reader->content_length;
  for (size_t k = 0; k < length; k++) {
    unsigned value_plus_one = cell_value_plus_one(reader, text[k]);
    if (value_plus_one == 0) {
      if (report) report_bad_cell(reader, text + k, 1, row);
      return false;
    }
    if (k < reader->side) cells[k] = (uint8_t)(value_plus_one - 1);
  }
  if (length != reader->side) {
    if (report) report_cell_count(reader, length, row);
    return false;
  }
  return true;
}

static unsigned token_value_plus_one(const sudoku_reader *reader, const char *token,
                                     size_t length) {
  if (reader->numbers) return number_value_plus_one(reader, token, length);
  return length == 1 ? cell_value_plus_one(reader, token[0]) : 0;
}

/* A one-line grid of cells separated by spaces (numbers always are): n*n tokens, nothing after. */
static bool parse_spaced_line_grid(sudoku_reader *reader, uint8_t *cells, bool report) {
  const char *text = reader->content;
  size_t length = reader->content_length, position = 0, count = 0;
  size_t cell_count = (size_t)reader->side * reader->side;
  while (position < length) {
    while (position < length && is_blank(text[position])) position++;
    if (position == length) break;
    size_t token_length = first_token_length(text + position, length - position);
    unsigned value_plus_one = token_value_plus_one(reader, text + position, token_length);
    if (value_plus_one == 0) {
      if (report) report_bad_cell(reader, text + position, token_length, 1);
      return false;
    }
    if (count < cell_count) cells[count] = (uint8_t)(value_plus_one - 1);
    count++;
    position += token_length;
  }
  if (count == cell_count) return true;
  if (report)
    record_error(reader, reader->line_number, "line has %zu %s, expected %zu", count,
                 plural(count, "cell", "cells"), cell_count);
  return false;
}

static bool parse_line_grid(sudoku_reader *reader, uint8_t *cells, bool report) {
  const char *text = reader->content;
  size_t cell_count = (size_t)reader->side * reader->side;
  size_t token_length = first_token_length(text, reader->content_length), count = 0;
  if (reader->numbers || token_count(text, reader->content_length) >= line_layout_threshold(reader))
    return parse_spaced_line_grid(reader, cells, report);
  while (count < token_length && cell_value_plus_one(reader, text[count]) != 0) count++;
  if (count == cell_count && count == token_length) {
    for (size_t k = 0; k < cell_count; k++)
      cells[k] = (uint8_t)(cell_value_plus_one(reader, text[k]) - 1);
    return true;
  }
  if (!report) return false;
  char shown[SHOWN_TEXT_CAPACITY];
  if (count < token_length && count < cell_count) {
    show_text(text + count, 1, true, shown);
    record_error(reader, reader->line_number, "cell %s at column %zu is not a %s or an empty mark",
                 shown, content_column(reader, count), symbol_word(reader));
  } else if (count < token_length && count == cell_count) {
    show_text(text + count, 1, true, shown);
    record_error(reader, reader->line_number,
                 "cell %zu is followed by %s, expected white space or the end of the line",
                 cell_count, shown);
  } else {
    record_error(reader, reader->line_number, "line has %zu %s, expected %zu", count,
                 plural(count, "cell", "cells"), cell_count);
  }
  return false;
}

static bool parse_row(sudoku_reader *reader, sudoku_layout layout, unsigned row, uint8_t *cells,
                      bool report) {
  if (layout == SUDOKU_LAYOUT_TOKENS) return parse_tokens_row(reader, row, cells, report);
  return parse_packed_row(reader, row, cells, report);
}

static bool line_fits_layout(sudoku_reader *reader, sudoku_layout layout) {
  if (layout == SUDOKU_LAYOUT_LINE) return parse_line_grid(reader, reader->cells, false);
  return parse_row(reader, layout, 1, reader->cells, false);
}

static sudoku_read_status report_short_grid(sudoku_reader *reader, unsigned long line,
                                            unsigned rows_read) {
  return record_error(reader, line, "grid ends after %u %s, expected %u", rows_read,
                      plural(rows_read, "row", "rows"), reader->side);
}

/* Sets the byte table to the alphabet symbols at the reader's side: each symbol's value plus one,
 * 1 for the empty marks that are no symbol, 0 for any other byte. */
static void use_symbols(sudoku_reader *reader, sudoku_symbols symbols) {
  reader->symbols = symbols;
  reader->numbers = symbols == SUDOKU_SYMBOLS_NUMBERS;
  for (unsigned byte = 0; byte <= UCHAR_MAX; byte++) {
    unsigned value = sudoku_symbols_value(symbols, reader->side, (char)byte);
    if (value)
      reader->cell_value_plus_one_of_byte[byte] = (uint8_t)(value + 1);
    else
      reader->cell_value_plus_one_of_byte[byte] =
          byte != '\0' && sudoku_is_empty_cell_character((char)byte);
  }
}

static void use_geometry(sudoku_reader *reader) {
  reader->side = sudoku_geometry_side(&reader->geometry);
  reader->count_line_max_digits =
      reader->side - 1 < COUNT_LINE_MAX_DIGITS ? reader->side - 1 : COUNT_LINE_MAX_DIGITS;
  sudoku_symbols symbols = reader->geometry.symbols;
  if (!reader->geometry.symbols_declared &&
      reader->side > sudoku_symbols_max_side(SUDOKU_SYMBOLS_DIGITS))
    symbols = SUDOKU_SYMBOLS_NUMBERS;
  use_symbols(reader, symbols);
  reader->geometry_generation++;
}

/* The alphabet of a grid whose symbols were not declared, from its first line: numbers when a
 * token has several digits; hex when '0' stands beside another empty mark; letters when letters
 * but no digit appear; otherwise digits (then letters: 1-9A-G). */
static sudoku_symbols detect_symbols(const sudoku_reader *reader) {
  if (reader->side > sudoku_symbols_max_side(SUDOKU_SYMBOLS_DIGITS)) return SUDOKU_SYMBOLS_NUMBERS;
  const char *text = reader->content;
  size_t length = reader->content_length;
  bool zero = false, other_empty_mark = false, digit = false, letter = false;
  for (size_t k = 0; k < length; k++) {
    if (k + 1 < length && is_digit(text[k]) && is_digit(text[k + 1]) &&
        token_count(text, length) > 1)
      return SUDOKU_SYMBOLS_NUMBERS;
    zero |= text[k] == '0';
    other_empty_mark |= text[k] != '0' && sudoku_is_empty_cell_character(text[k]);
    digit |= text[k] >= '1' && text[k] <= '9';
    letter |= (text[k] >= 'A' && text[k] <= 'Z') || (text[k] >= 'a' && text[k] <= 'z');
  }
  if (zero && other_empty_mark) return SUDOKU_SYMBOLS_HEX;
  if (!digit && letter) return SUDOKU_SYMBOLS_LETTERS;
  return SUDOKU_SYMBOLS_DIGITS;
}

/* Reads the grid whose first line is the current one. */
static sudoku_read_status read_grid_from_current_line(sudoku_reader *reader, sudoku_grid *grid,
                                                      sudoku_layout *layout) {
  unsigned long start_line = reader->line_number;
  if (reader->side > 9 && !reader->geometry.symbols_declared) {
    sudoku_symbols symbols = detect_symbols(reader);
    if (symbols != reader->symbols) use_symbols(reader, symbols);
  }
  sudoku_layout detected_layout = detect_layout(reader, reader->content, reader->content_length);
  sudoku_layout grid_layout = detected_layout;
  if (reader->forced_layout != SUDOKU_LAYOUT_AUTO) {
    grid_layout = reader->forced_layout;
    if (detected_layout != grid_layout && line_fits_layout(reader, detected_layout))
      return record_error(reader, reader->line_number,
                          "%s is in the %s layout, expected the %s layout",
                          grid_layout == SUDOKU_LAYOUT_LINE ? "line" : "row 1",
                          sudoku_layout_name(detected_layout), sudoku_layout_name(grid_layout));
  }

  uint8_t *cells = reader->cells;
  unsigned side = reader->side;
  if (grid_layout == SUDOKU_LAYOUT_LINE) {
    if (!parse_line_grid(reader, cells, true)) return SUDOKU_READ_ERROR;
  } else {
    for (unsigned row = 1; row <= side; row++) {
      if (row > 1) {
        line_status status = read_line_skipping_comments(reader);
        if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
        if (status == LINE_END_OF_STREAM)
          return report_short_grid(reader, last_line_read(reader), row - 1);
        if (content_is_blank(reader) || content_is(reader, "end"))
          return report_short_grid(reader, reader->line_number, row - 1);
        sudoku_layout row_layout = detect_layout(reader, reader->content, reader->content_length);
        if (row_layout != grid_layout && line_fits_layout(reader, row_layout)) {
          if (row_layout == SUDOKU_LAYOUT_LINE)
            return report_short_grid(reader, reader->line_number, row - 1);
          return record_error(reader, reader->line_number,
                              "row %u is in the %s layout, expected the %s layout", row,
                              sudoku_layout_name(row_layout), sudoku_layout_name(grid_layout));
        }
      }
      if (!parse_row(reader, grid_layout, row, cells + side * (row - 1), true))
        return SUDOKU_READ_ERROR;
    }
  }

  memcpy(grid->cells, cells, (size_t)side * side);
  grid->side = side;
  grid->symbols = reader->symbols;
  if (layout) *layout = grid_layout;
  reader->grid_line = start_line;
  reader->grids_read++;
  return SUDOKU_READ_GRID;
}

/* A count line has fewer digits than a packed row: a longer line of digits is a row or a grid line,
 * perhaps cut short, and is read, and reported, as one. */
static bool current_line_is_count(const sudoku_reader *reader) {
  size_t length = reader->content_length;
  return length <= reader->count_line_max_digits && is_all_digits(reader->content, length);
}

static bool current_line_is_negative_count(const sudoku_reader *reader) {
  size_t length = reader->content_length;
  return length >= 2 && length <= reader->count_line_max_digits + 1 && reader->content[0] == '-' &&
         is_all_digits(reader->content + 1, length - 1);
}

static void read_count_line(sudoku_reader *reader) {
  unsigned long count = 0;
  for (size_t k = 0; k < reader->content_length; k++)
    count = 10 * count + (unsigned long)(reader->content[k] - '0');
  reader->count_line_given = true;
  reader->promised_grid_count = count;
}

static sudoku_read_status report_missing_grids(sudoku_reader *reader, unsigned long line) {
  return record_error(reader, line, "the count line promised %lu %s, found %lu",
                      reader->promised_grid_count,
                      plural(reader->promised_grid_count, "grid", "grids"), reader->grids_read);
}

static sudoku_read_status end_input(sudoku_reader *reader) {
  reader->state = READER_ENDED;
  return SUDOKU_READ_END;
}

static sudoku_read_status report_header_error(sudoku_reader *reader, const char *message) {
  return record_error(reader, reader->line_number, "%s", message);
}

/* The n lines of a region map, after the line "regions:". */
static bool read_region_map(sudoku_reader *reader) {
  char letters[SUDOKU_MAX_SIDE + 1] = "";
  char message[SUDOKU_HEADER_MESSAGE_CAPACITY];
  unsigned side = sudoku_geometry_side(&reader->geometry);
  for (unsigned row = 0; row < side; row++) {
    line_status status = read_content_line(reader);
    if (status == LINE_FAILED) return false;
    if (status == LINE_END_OF_STREAM) {
      record_error(reader, last_line_read(reader), "region map ends after %u %s, expected %u", row,
                   plural(row, "row", "rows"), side);
      return false;
    }
    if (!sudoku_header_apply_region_row(&reader->geometry, row, reader->content,
                                        reader->content_length, letters, message)) {
      report_header_error(reader, message);
      return false;
    }
  }
  return true;
}

/* Reads the header block whose first line is the current one, and the first line after it. */
static sudoku_read_status read_header_block(sudoku_reader *reader, line_status *next_status) {
  unsigned long block_line = reader->line_number;
  if (!sudoku_geometry_copy(&reader->geometry, &reader->base_geometry))
    return record_error(reader, block_line, "out of memory");
  char message[SUDOKU_HEADER_MESSAGE_CAPACITY];
  line_status status;
  do {
    if (sudoku_header_starts_region_map(reader->content, reader->content_length)) {
      if (!read_region_map(reader)) return SUDOKU_READ_ERROR;
    } else if (!sudoku_header_apply(&reader->geometry, reader->content, reader->content_length,
                                    message)) {
      return report_header_error(reader, message);
    }
    status = read_content_line(reader);
  } while (status == LINE_READ && sudoku_header_is_line(reader->content, reader->content_length));
  if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
  const char *problem = sudoku_geometry_problem(&reader->geometry);
  if (problem) return record_error(reader, block_line, "%s", problem);
  use_geometry(reader);
  *next_status = status;
  return SUDOKU_READ_GRID;
}

static sudoku_read_status read_next_grid(sudoku_reader *reader, sudoku_grid *grid,
                                         sudoku_layout *layout) {
  for (;;) {
    line_status status = read_content_line(reader);
    if (status == LINE_READ && sudoku_header_is_line(reader->content, reader->content_length)) {
      reader->first_content_line_seen = true;
      if (read_header_block(reader, &status) == SUDOKU_READ_ERROR) return SUDOKU_READ_ERROR;
    }
    if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
    if (status == LINE_END_OF_STREAM) {
      if (reader->count_line_given && reader->grids_read < reader->promised_grid_count)
        return report_missing_grids(reader, last_line_read(reader));
      if (!reader->count_line_given && reader->grids_read == 0)
        return record_error(reader, last_line_read(reader), "empty input: no grid found");
      return end_input(reader);
    }
    if (!reader->first_content_line_seen) {
      reader->first_content_line_seen = true;
      if (current_line_is_count(reader)) {
        read_count_line(reader);
        continue;
      }
      if (current_line_is_negative_count(reader)) {
        char shown[SHOWN_TEXT_CAPACITY];
        show_text(reader->content, reader->content_length, false, shown);
        return record_error(reader, reader->line_number, "negative count %s", shown);
      }
    }
    bool promised_grids_read =
        reader->count_line_given && reader->grids_read == reader->promised_grid_count;
    if (promised_grids_read && content_is(reader, "end")) return end_input(reader);
    if (promised_grids_read)
      return record_error(
          reader, reader->line_number, "text after the %lu %s promised by the count line",
          reader->promised_grid_count, plural(reader->promised_grid_count, "grid", "grids"));
    if (content_is(reader, "end")) {
      if (reader->count_line_given) return report_missing_grids(reader, reader->line_number);
      return end_input(reader);
    }
    return read_grid_from_current_line(reader, grid, layout);
  }
}

sudoku_reader *sudoku_reader_create(FILE *stream, sudoku_layout layout) {
  sudoku_geometry classic = {0};
  return sudoku_reader_create_for(stream, layout, &classic);
}

sudoku_reader *sudoku_reader_create_for(FILE *stream, sudoku_layout layout,
                                        const sudoku_geometry *geometry) {
  sudoku_reader *reader = calloc(1, sizeof *reader);
  if (!reader) return NULL;
  if (!sudoku_geometry_copy(&reader->base_geometry, geometry) ||
      !sudoku_geometry_copy(&reader->geometry, geometry)) {
    sudoku_reader_destroy(reader);
    return NULL;
  }
  use_geometry(reader);
  reader->stream = stream;
  bool layout_is_forceable = layout == SUDOKU_LAYOUT_TOKENS || layout == SUDOKU_LAYOUT_PACKED ||
                             layout == SUDOKU_LAYOUT_LINE;
  reader->forced_layout = layout_is_forceable ? layout : SUDOKU_LAYOUT_AUTO;
  reader->state = READER_READING;
  reader->content = reader->line;
  return reader;
}

void sudoku_reader_destroy(sudoku_reader *reader) {
  if (!reader) return;
  sudoku_geometry_clear(&reader->base_geometry);
  sudoku_geometry_clear(&reader->geometry);
  free(reader);
}

const sudoku_geometry *sudoku_reader_geometry(const sudoku_reader *reader) {
  return &reader->geometry;
}

unsigned long sudoku_reader_geometry_generation(const sudoku_reader *reader) {
  return reader->geometry_generation;
}

sudoku_read_status sudoku_reader_next(sudoku_reader *reader, sudoku_grid *grid,
                                      sudoku_layout *layout) {
  if (reader->state == READER_FAILED) return SUDOKU_READ_ERROR;
  if (reader->state == READER_ENDED) return SUDOKU_READ_END;
  flockfile(reader->stream);
  sudoku_read_status status = read_next_grid(reader, grid, layout);
  funlockfile(reader->stream);
  return status;
}

unsigned long sudoku_reader_error_line(const sudoku_reader *reader) {
  return reader->error_line;
}

const char *sudoku_reader_error_message(const sudoku_reader *reader) {
  return reader->error_message;
}

unsigned long sudoku_reader_grid_line(const sudoku_reader *reader) {
  return reader->grid_line;
}
