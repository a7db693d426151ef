/* symbols.h: the alphabets in which the symbols of a sudoku of any size are written.
 *
 * Inside the library a symbol is a value 1..side (0 is an empty cell); an alphabet says how each
 * value is written and read. */
#ifndef SUDOKU_SYMBOLS_H
#define SUDOKU_SYMBOLS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum sudoku_symbols {
  SUDOKU_SYMBOLS_DIGITS = 0, /* 1-9, then A-Z, then a-z: 16x16 as 1-9A-G (zero: the default) */
  SUDOKU_SYMBOLS_HEX,        /* 0-9, then A-Z, then a-z: 16x16 as 0-9A-F; 0 is a symbol */
  SUDOKU_SYMBOLS_LETTERS,    /* A-Z, then a-z: 25x25 as A-Y */
  SUDOKU_SYMBOLS_NUMBERS,    /* decimal numbers 1..side, separated by white space */
} sudoku_symbols;

/* The largest side each alphabet can write. */
unsigned sudoku_symbols_max_side(sudoku_symbols symbols);

/* The name of an alphabet ("digits", "hex", "letters", "numbers"), and back: the names, and the
 * spellings 1-9A-Z, 0-9A-Z and A-Z with any last letter (1-9A-G, 0-9A-F, A-Y, ...). */
const char *sudoku_symbols_name(sudoku_symbols symbols);
bool sudoku_symbols_from_name(const char *name, sudoku_symbols *symbols);

/* The character of value (1..max side) in a one-character alphabet (not NUMBERS). */
char sudoku_symbols_character(sudoku_symbols symbols, unsigned value);

/* The value (1..side) of a character in a one-character alphabet, or 0 when it is none. Letters
 * are read in either case when the side leaves the lower case unused. */
unsigned sudoku_symbols_value(sudoku_symbols symbols, unsigned side, char character);

/* Writes the symbols of a grid of side n as a message shows them, in runs of consecutive
 * characters: "1-4", "1-9A-G", "0-9A-F", "A-Y", "1-9A-Za-c", and "1-12" for NUMBERS. text must hold
 * SUDOKU_SYMBOLS_RANGE_CAPACITY bytes. */
enum { SUDOKU_SYMBOLS_RANGE_CAPACITY = 16 };
void sudoku_symbols_range(sudoku_symbols symbols, unsigned side,
                          char text[SUDOKU_SYMBOLS_RANGE_CAPACITY]);

/* The character written for an empty cell: '0' when 0 is no symbol, '.' otherwise. */
char sudoku_symbols_empty_character(sudoku_symbols symbols);

/* Writes value (0: empty) as text: one character, or the decimal number for NUMBERS ('0' when
 * empty, or empty_character when it is not '0'). Returns the length written (at most 2). */
size_t sudoku_symbols_write(sudoku_symbols symbols, unsigned value, char empty_character,
                            char *text);

#endif
