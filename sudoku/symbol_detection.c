/* symbol_detection.c: the choice of the alphabet of a grid whose symbols were not declared, from
 * every line of the grid (rules in symbol_detection.h). */
#include "symbol_detection.h"

#include "grid.h"

#include <limits.h>

static const sudoku_symbols single_character_alphabets[] = {
    SUDOKU_SYMBOLS_DIGITS, SUDOKU_SYMBOLS_HEX, SUDOKU_SYMBOLS_LETTERS};
enum {
  SINGLE_CHARACTER_ALPHABET_COUNT =
      sizeof single_character_alphabets / sizeof single_character_alphabets[0],
  NUMBER_MAX_DIGITS = 3,
};

static unsigned bit_of(sudoku_symbols symbols) {
  return 1u << (unsigned)symbols;
}

static bool is_blank(char character) {
  return character == ' ' || character == '\t';
}

static bool is_digit(char character) {
  return character >= '0' && character <= '9';
}

static bool is_letter(char character) {
  return (character >= 'A' && character <= 'Z') || (character >= 'a' && character <= 'z');
}

static bool character_is_cell(sudoku_symbols symbols, unsigned side, char character);

void sudoku_symbol_detection_start(sudoku_symbol_detection *detection, unsigned side) {
  if (detection->table_side != side) {
    detection->table_side = side;
    for (unsigned byte = 0; byte <= UCHAR_MAX; byte++) {
      unsigned char alphabets = 0;
      for (unsigned k = 0; k < SINGLE_CHARACTER_ALPHABET_COUNT; k++)
        if (byte != 0 && character_is_cell(single_character_alphabets[k], side, (char)byte))
          alphabets |= (unsigned char)bit_of(single_character_alphabets[k]);
      detection->alphabets_of_byte[byte] = alphabets;
    }
  }
  detection->side = side;
  detection->several_digit_token = detection->zero = detection->other_empty_mark = false;
  detection->digit = detection->letter = false;
  detection->writable = 0;
  for (unsigned symbols = SUDOKU_SYMBOLS_DIGITS; symbols <= SUDOKU_SYMBOLS_NUMBERS; symbols++)
    if (side <= sudoku_symbols_max_side((sudoku_symbols)symbols))
      detection->writable |= bit_of((sudoku_symbols)symbols);
}

static bool character_is_cell(sudoku_symbols symbols, unsigned side, char character) {
  return sudoku_symbols_value(symbols, side, character) != 0 ||
         sudoku_is_empty_cell_character(character);
}

/* A token of the numbers alphabet: a decimal number 0..side (0 empty) or an empty mark. */
static bool token_is_number_cell(const char *token, size_t length, unsigned side) {
  if (length == 1 && sudoku_is_empty_cell_character(token[0])) return true;
  if (length > NUMBER_MAX_DIGITS) return false;
  unsigned value = 0;
  for (size_t k = 0; k < length; k++) {
    if (!is_digit(token[k])) return false;
    value = 10 * value + (unsigned)(token[k] - '0');
  }
  return value <= side;
}

void sudoku_symbol_detection_add_line(sudoku_symbol_detection *detection, const char *text,
                                      size_t length) {
  unsigned side = detection->side;
  size_t tokens_seen = 0;
  bool several_digit_token = false, every_token_a_number = true;
  unsigned single_character_alphabets_of_line =
      bit_of(SUDOKU_SYMBOLS_DIGITS) | bit_of(SUDOKU_SYMBOLS_HEX) | bit_of(SUDOKU_SYMBOLS_LETTERS);
  for (size_t position = 0; position < length;) {
    if (is_blank(text[position])) {
      position++;
      continue;
    }
    size_t end = position, digits = 0;
    for (; end < length && !is_blank(text[end]); end++) {
      char character = text[end];
      digits += is_digit(character);
      detection->zero |= character == '0';
      detection->other_empty_mark |= character != '0' && sudoku_is_empty_cell_character(character);
      detection->digit |= character >= '1' && character <= '9';
      detection->letter |= is_letter(character);
      single_character_alphabets_of_line &= detection->alphabets_of_byte[(unsigned char)character];
    }
    size_t token_length = end - position;
    several_digit_token |=
        token_length >= 2 && token_length <= NUMBER_MAX_DIGITS && digits == token_length;
    every_token_a_number &= token_is_number_cell(text + position, token_length, side);
    tokens_seen++;
    position = end;
  }
  if (several_digit_token && tokens_seen > 1) detection->several_digit_token = true;
  if (!every_token_a_number) detection->writable &= ~bit_of(SUDOKU_SYMBOLS_NUMBERS);
  detection->writable &= single_character_alphabets_of_line | bit_of(SUDOKU_SYMBOLS_NUMBERS);
}

bool sudoku_symbol_detection_choose(const sudoku_symbol_detection *detection,
                                    sudoku_symbols *symbols) {
  sudoku_symbols preferred[4];
  unsigned count = 0;
  if (detection->several_digit_token ||
      detection->side > sudoku_symbols_max_side(SUDOKU_SYMBOLS_DIGITS))
    preferred[count++] = SUDOKU_SYMBOLS_NUMBERS;
  if (detection->zero && detection->other_empty_mark) preferred[count++] = SUDOKU_SYMBOLS_HEX;
  if (!detection->digit && detection->letter) preferred[count++] = SUDOKU_SYMBOLS_LETTERS;
  preferred[count++] = SUDOKU_SYMBOLS_DIGITS;
  for (unsigned k = 0; k < count; k++) {
    if (detection->writable & bit_of(preferred[k])) {
      *symbols = preferred[k];
      return true;
    }
  }
  for (unsigned k = 0; k < SINGLE_CHARACTER_ALPHABET_COUNT; k++) {
    if (detection->writable & bit_of(single_character_alphabets[k])) {
      *symbols = single_character_alphabets[k];
      return true;
    }
  }
  *symbols = preferred[0];
  return false;
}
