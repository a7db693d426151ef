/* grid_reader_cells.c: the cells of one line of the grid reader (grid_reader.c): the layout a line
 * belongs to, the parsers of a row in the tokens and packed layouts and of a one-line grid, the
 * alphabet of each grid (declared, or detected from every line of it by symbol_detection.h, with
 * the rows read so far read again when a later row changes it), and the messages that say what is
 * wrong with a bad cell. */
#include "reader_internal.h"

#include <stdio.h>
#include <string.h>

/* Cells at least halfway from n to n*n: a one-line grid rather than a row. */
static size_t line_layout_threshold(const sudoku_reader *reader) {
  return (reader->side + (size_t)reader->side * reader->side) / 2 + 1;
}

/* A first token at least halfway from n cells to n*n is taken for a one-line grid rather than for
 * a row; so is a line of as many tokens (n*n cells separated by spaces, as numbers are). */
sudoku_layout sudoku_reader_detect_layout(const sudoku_reader *reader, const char *text,
                                          size_t length) {
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

enum { ALPHABET_DESCRIPTION_CAPACITY = 64 };

static bool symbols_are_detected(const sudoku_reader *reader) {
  return reader->side > 9 && !reader->geometry.symbols_declared;
}

/* How a message names the alphabet of the grid: "1-4" for the digits of a grid up to 9x9, else
 * the alphabet's name and symbols ("detected alphabet: hex 0-9A-F"). */
static void describe_alphabet(const sudoku_reader *reader,
                              char description[ALPHABET_DESCRIPTION_CAPACITY]) {
  char range[SUDOKU_SYMBOLS_RANGE_CAPACITY];
  sudoku_symbols_range(reader->symbols, reader->side, range);
  if (reader->side <= 9 && reader->symbols == SUDOKU_SYMBOLS_DIGITS)
    snprintf(description, ALPHABET_DESCRIPTION_CAPACITY, "%s", range);
  else
    snprintf(description, ALPHABET_DESCRIPTION_CAPACITY, "%salphabet: %s %s",
             symbols_are_detected(reader) ? "detected " : "", sudoku_symbols_name(reader->symbols),
             range);
}

/* True when character is a symbol of the grid's alphabet in a larger grid only: '5' in a 4x4, 'H'
 * or 'h' in a 16x16 of digits (lower case read as upper case); for the digits of a grid up to 9x9,
 * only the digits. */
static bool is_symbol_of_a_larger_grid(const sudoku_reader *reader, char character) {
  if (reader->numbers) return false;
  if (reader->side <= 9 && reader->symbols == SUDOKU_SYMBOLS_DIGITS)
    return character > '0' + (int)reader->side && character <= '9';
  unsigned upper_case_side = sudoku_symbols_max_side(reader->symbols) - 26;
  return sudoku_symbols_value(reader->symbols, upper_case_side, character) > reader->side;
}

/* A token of two or three digits that is a number of the grid (10 in a 12x12) but not a symbol of
 * its single-character alphabet. */
static bool is_number_of_the_grid(const sudoku_reader *reader, const char *cell,
                                  size_t cell_length) {
  if (reader->numbers || cell_length > 3 || !is_all_digits(cell, cell_length)) return false;
  unsigned value = 0;
  for (size_t k = 0; k < cell_length; k++) value = 10 * value + (unsigned)(cell[k] - '0');
  return value <= reader->side;
}

static void report_bad_cell(sudoku_reader *reader, const char *cell, size_t cell_length,
                            unsigned row) {
  char shown[SHOWN_TEXT_CAPACITY], alphabet[ALPHABET_DESCRIPTION_CAPACITY];
  describe_alphabet(reader, alphabet);
  if (reader->side > 9 && cell_length > 1 && is_number_of_the_grid(reader, cell, cell_length)) {
    sudoku_reader_show_text(cell, cell_length, true, shown);
    char range[SUDOKU_SYMBOLS_RANGE_CAPACITY];
    sudoku_symbols_range(reader->symbols, reader->side, range);
    bool detected = symbols_are_detected(reader);
    sudoku_reader_record_error(
        reader, reader->line_number,
        "cell %s in row %u is not a symbol of the %s alphabet (%s %s)%s", shown, row,
        detected ? "detected" : "declared", sudoku_symbols_name(reader->symbols), range,
        detected ? "; for numbers separated by spaces, write the header symbols: numbers" : "");
    return;
  }
  if ((cell_length > 1 || reader->numbers) && is_all_digits(cell, cell_length)) {
    sudoku_reader_show_text(cell, cell_length, false, shown);
    size_t leading_zeros = 0;
    while (leading_zeros < cell_length - 1 && cell[leading_zeros] == '0') leading_zeros++;
    if (reader->numbers || cell_length - leading_zeros > 1)
      sudoku_reader_record_error(reader, reader->line_number, "number %s in row %u is above %u",
                                 shown, row, reader->side);
    else
      sudoku_reader_record_error(reader, reader->line_number,
                                 "number %s in row %u is not a single digit", shown, row);
    return;
  }
  sudoku_reader_show_text(cell, cell_length, true, shown);
  if (cell_length == 1 && is_symbol_of_a_larger_grid(reader, cell[0]))
    sudoku_reader_record_error(reader, reader->line_number,
                               "cell %s in row %u is not a symbol of a %ux%u grid (%s)", shown, row,
                               reader->side, reader->side, alphabet);
  else
    sudoku_reader_record_error(reader, reader->line_number,
                               "cell %s in row %u is not a %s or an empty mark", shown, row,
                               symbol_word(reader));
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
  sudoku_reader_record_error(reader, reader->line_number, "row %u has %zu %s, expected %u", row,
                             count, plural(count, "cell", "cells"), reader->side);
}

/* Each parser reads the current line in one layout into cells; when report is set, a failure is
 * recorded as the reader's error, otherwise the parser only tells whether the line fits. */

static bool parse_tokens_row(sudoku_reader *reader, unsigned row, uint8_t *cells,
                             uint8_t *characters, bool report) {
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
    if (count < reader->side) {
      cells[count] = (uint8_t)(value_plus_one - 1);
      if (characters) characters[count] = token_length == 1 ? (uint8_t)text[position] : 0;
    }
    count++;
    position += token_length;
  }
  if (count != reader->side) {
    if (report) report_cell_count(reader, count, row);
    return false;
  }
  return true;
}

static bool parse_packed_row(sudoku_reader *reader, unsigned row, uint8_t *cells,
                             uint8_t *characters, bool report) {
  const char *text = reader->content;
  size_t length = reader->content_length;
  for (size_t k = 0; k < length; k++) {
    unsigned value_plus_one = cell_value_plus_one(reader, text[k]);
    if (value_plus_one == 0) {
      if (report) report_bad_cell(reader, text + k, 1, row);
      return false;
    }
    if (k < reader->side) {
      cells[k] = (uint8_t)(value_plus_one - 1);
      if (characters) characters[k] = (uint8_t)text[k];
    }
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
    sudoku_reader_record_error(reader, reader->line_number, "line has %zu %s, expected %zu", count,
                               plural(count, "cell", "cells"), cell_count);
  return false;
}

bool sudoku_reader_parse_line_grid(sudoku_reader *reader, uint8_t *cells, bool report) {
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
  if (count < token_length && count < cell_count &&
      is_symbol_of_a_larger_grid(reader, text[count])) {
    char alphabet[ALPHABET_DESCRIPTION_CAPACITY];
    describe_alphabet(reader, alphabet);
    sudoku_reader_show_text(text + count, 1, true, shown);
    sudoku_reader_record_error(reader, reader->line_number,
                               "cell %s at column %zu is not a symbol of a %ux%u grid (%s)", shown,
                               content_column(reader, count), reader->side, reader->side, alphabet);
  } else if (count < token_length && count < cell_count) {
    sudoku_reader_show_text(text + count, 1, true, shown);
    sudoku_reader_record_error(reader, reader->line_number,
                               "cell %s at column %zu is not a %s or an empty mark", shown,
                               content_column(reader, count), symbol_word(reader));
  } else if (count < token_length && count == cell_count) {
    sudoku_reader_show_text(text + count, 1, true, shown);
    sudoku_reader_record_error(
        reader, reader->line_number,
        "cell %zu is followed by %s, expected white space or the end of the line", cell_count,
        shown);
  } else {
    sudoku_reader_record_error(reader, reader->line_number, "line has %zu %s, expected %zu", count,
                               plural(count, "cell", "cells"), cell_count);
  }
  return false;
}

bool sudoku_reader_parse_row(sudoku_reader *reader, sudoku_layout layout, unsigned row,
                             uint8_t *cells, uint8_t *characters, bool report) {
  if (layout == SUDOKU_LAYOUT_TOKENS)
    return parse_tokens_row(reader, row, cells, characters, report);
  return parse_packed_row(reader, row, cells, characters, report);
}

bool sudoku_reader_line_fits_layout(sudoku_reader *reader, sudoku_layout layout) {
  if (layout == SUDOKU_LAYOUT_LINE)
    return sudoku_reader_parse_line_grid(reader, reader->scratch_cells, false);
  return sudoku_reader_parse_row(reader, layout, 1, reader->scratch_cells, NULL, false);
}

/* Sets the byte table to the alphabet symbols at the reader's side: each symbol's value plus one,
 * 1 for the empty marks that are no symbol, 0 for any other byte. */
void sudoku_reader_use_symbols(sudoku_reader *reader, sudoku_symbols symbols) {
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

/* The cells of the current line for the symbol detection: the first token of a one-line grid (the
 * free text after it left out), or the whole line. */
static void add_current_line_to_symbol_detection(sudoku_reader *reader) {
  size_t length = reader->content_length;
  size_t token_length = first_token_length(reader->content, length);
  if (token_length >= line_layout_threshold(reader)) length = token_length;
  sudoku_symbol_detection_add_line(&reader->symbol_detection, reader->content, length);
}

/* Switches to symbols and reads the first cell_count cells of the grid again from their
 * characters; when one of them is not a cell of that alphabet, keeps the alphabet and the cells as
 * they were and returns false. */
static bool read_cells_again_in(sudoku_reader *reader, sudoku_symbols symbols, size_t cell_count) {
  sudoku_symbols previous_symbols = reader->symbols;
  sudoku_reader_use_symbols(reader, symbols);
  for (size_t k = 0; k < cell_count; k++) {
    char character = (char)reader->cell_characters[k];
    if (character == '\0' || token_value_plus_one(reader, &character, 1) == 0) {
      sudoku_reader_use_symbols(reader, previous_symbols);
      return false;
    }
  }
  for (size_t k = 0; k < cell_count; k++)
    reader->cells[k] =
        (uint8_t)(token_value_plus_one(reader, (const char *)&reader->cell_characters[k], 1) - 1);
  return true;
}

/* Adds the current line, holding the cells after the first cells_before of the grid, to the
 * detection of the grid's alphabet, and switches to the alphabet chosen from every line so far.
 * After the first line, it switches only to an alphabet that writes every line read, the cells
 * read before included; otherwise the current one stays, and the line's bad cell is reported in
 * its terms. */
void sudoku_reader_detect_symbols_with_current_line(sudoku_reader *reader, size_t cells_before) {
  if (cells_before == 0) sudoku_symbol_detection_start(&reader->symbol_detection, reader->side);
  add_current_line_to_symbol_detection(reader);
  sudoku_symbols symbols;
  bool every_line_written = sudoku_symbol_detection_choose(&reader->symbol_detection, &symbols);
  if (symbols == reader->symbols || (!every_line_written && cells_before > 0)) return;
  read_cells_again_in(reader, symbols, cells_before);
}
