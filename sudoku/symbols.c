/* symbols.c: the alphabets of sudoku symbols (digits, hex, letters, numbers) and their names, in
 * one place, so that the reader, the writer and the header agree on every character. */
#include "symbols.h"

#include <stdio.h>
#include <string.h>

static const char digits_alphabet[] =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static const char hex_alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static const char letters_alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

enum { NUMBERS_MAX_SIDE = 64 };

static const char *alphabet_of(sudoku_symbols symbols) {
  switch (symbols) {
  case SUDOKU_SYMBOLS_HEX:
    return hex_alphabet;
  case SUDOKU_SYMBOLS_LETTERS:
    return letters_alphabet;
  default:
    return digits_alphabet;
  }
}

unsigned sudoku_symbols_max_side(sudoku_symbols symbols) {
  if (symbols == SUDOKU_SYMBOLS_NUMBERS) return NUMBERS_MAX_SIDE;
  return (unsigned)strlen(alphabet_of(symbols));
}

static const char *const symbols_names[] = {
    [SUDOKU_SYMBOLS_DIGITS] = "digits",
    [SUDOKU_SYMBOLS_HEX] = "hex",
    [SUDOKU_SYMBOLS_LETTERS] = "letters",
    [SUDOKU_SYMBOLS_NUMBERS] = "numbers",
};

const char *sudoku_symbols_name(sudoku_symbols symbols) {
  if ((unsigned)symbols < sizeof symbols_names / sizeof *symbols_names)
    return symbols_names[symbols];
  return "unknown";
}

static bool is_upper_letter(char character) {
  return character >= 'A' && character <= 'Z';
}

bool sudoku_symbols_from_name(const char *name, sudoku_symbols *symbols) {
  for (unsigned k = 0; k < sizeof symbols_names / sizeof *symbols_names; k++) {
    if (strcmp(name, symbols_names[k]) == 0) {
      *symbols = (sudoku_symbols)k;
      return true;
    }
  }
  size_t length = strlen(name);
  if (length == 6 && strncmp(name, "1-9A-", 5) == 0 && is_upper_letter(name[5])) {
    *symbols = SUDOKU_SYMBOLS_DIGITS;
    return true;
  }
  if (length == 6 && strncmp(name, "0-9A-", 5) == 0 && is_upper_letter(name[5])) {
    *symbols = SUDOKU_SYMBOLS_HEX;
    return true;
  }
  if (length == 3 && strncmp(name, "A-", 2) == 0 && is_upper_letter(name[2])) {
    *symbols = SUDOKU_SYMBOLS_LETTERS;
    return true;
  }
  if (strcmp(name, "1-9") == 0) {
    *symbols = SUDOKU_SYMBOLS_DIGITS;
    return true;
  }
  return false;
}

char sudoku_symbols_character(sudoku_symbols symbols, unsigned value) {
  return alphabet_of(symbols)[value - 1];
}

unsigned sudoku_symbols_value(sudoku_symbols symbols, unsigned side, char character) {
  if (character == '\0' || symbols == SUDOKU_SYMBOLS_NUMBERS) return 0;
  const char *alphabet = alphabet_of(symbols);
  size_t alphabet_length = strlen(alphabet);
  size_t upper_case_end = alphabet_length - 26; /* where the lower case letters start */
  if (side <= upper_case_end && character >= 'a' && character <= 'z')
    character = (char)(character - 'a' + 'A');
  const char *found = memchr(alphabet, character, alphabet_length);
  if (!found) return 0;
  unsigned value = (unsigned)(found - alphabet) + 1;
  return value <= side ? value : 0;
}

void sudoku_symbols_range(sudoku_symbols symbols, unsigned side,
                          char text[SUDOKU_SYMBOLS_RANGE_CAPACITY]) {
  if (symbols == SUDOKU_SYMBOLS_NUMBERS || side > sudoku_symbols_max_side(symbols)) {
    snprintf(text, SUDOKU_SYMBOLS_RANGE_CAPACITY, "1-%u", side);
    return;
  }
  /* At most three runs (digits, upper case, lower case), each of at most three characters. */
  const char *alphabet = alphabet_of(symbols);
  size_t used = 0;
  for (unsigned first = 0; first < side;) {
    unsigned last = first;
    while (last + 1 < side && alphabet[last + 1] == alphabet[last] + 1) last++;
    text[used++] = alphabet[first];
    if (last > first) {
      if (last > first + 1) text[used++] = '-';
      text[used++] = alphabet[last];
    }
    first = last + 1;
  }
  text[used] = '\0';
}

char sudoku_symbols_empty_character(sudoku_symbols symbols) {
  return symbols == SUDOKU_SYMBOLS_HEX ? '.' : '0';
}

size_t sudoku_symbols_write(sudoku_symbols symbols, unsigned value, char empty_character,
                            char *text) {
  if (value == 0) {
    text[0] = empty_character;
    return 1;
  }
  if (symbols != SUDOKU_SYMBOLS_NUMBERS) {
    text[0] = sudoku_symbols_character(symbols, value);
    return 1;
  }
  if (value >= 10) {
    text[0] = (char)('0' + value / 10);
    text[1] = (char)('0' + value % 10);
    return 2;
  }
  text[0] = (char)('0' + value);
  return 1;
}
