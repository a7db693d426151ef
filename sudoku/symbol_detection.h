/* symbol_detection.h: how the grid reader tells the alphabet of a grid whose symbols were not
 * declared (a side above 9 without a "symbols:" header or --symbols) from every line of the grid,
 * not from its first line alone: a first row that is complete says nothing of the empty marks, and
 * a 16x16 hex grid whose first row holds 0 was read as digits with 0 for an empty cell.
 *
 * The lines of one grid are added one at a time, as the reader gets them, so that each grid is
 * still answered as soon as its last line arrives. Two things are kept: clues (a token of several
 * digits among other tokens, a 0 beside another empty mark, digits 1-9, letters), which give an
 * order of preference between the alphabets, and the alphabets that can still write every line
 * added (each character a symbol or an empty mark). The alphabet chosen is the first in the order
 * of preference that can write every line:
 *   numbers  when a token of several digits stands among other tokens;
 *   hex      when 0 stands beside another empty mark (so 0 is a symbol);
 *   letters  when letters but no digit 1-9 appear;
 *   digits   otherwise (1-9, then A-Z, then a-z: 16x16 as 1-9A-G);
 * then the other single-character alphabets in the order digits, hex, letters. */
#ifndef SUDOKU_SYMBOL_DETECTION_H
#define SUDOKU_SYMBOL_DETECTION_H

#include <stdbool.h>
#include <stddef.h>

#include "symbols.h"

typedef struct sudoku_symbol_detection {
  unsigned side;
  bool several_digit_token; /* a token of 2 or 3 digits on a line of several tokens */
  bool zero, other_empty_mark, digit, letter;
  unsigned writable; /* bit 1 << alphabet: that alphabet writes every line added */
  /* For each byte, the bits of the single-character alphabets in which it is a cell at side
   * table_side: computed once per side, not once per grid. */
  unsigned table_side;
  unsigned char alphabets_of_byte[256];
} sudoku_symbol_detection;

/* Starts the detection for a grid of side n (a zeroed detection, or one used before). */
void sudoku_symbol_detection_start(sudoku_symbol_detection *detection, unsigned side);

/* Adds the cells of one line of the grid (a row, or the cells of a one-line grid without the free
 * text after them), without its ending. */
void sudoku_symbol_detection_add_line(sudoku_symbol_detection *detection, const char *text,
                                      size_t length);

/* The alphabet of the lines added so far: true with *symbols set when an alphabet writes them all;
 * false, with *symbols set to the first in the order of preference, when none does. */
bool sudoku_symbol_detection_choose(const sudoku_symbol_detection *detection,
                                    sudoku_symbols *symbols);

#endif
