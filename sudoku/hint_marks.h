/* hint_marks.h: the reader of pencil-mark grids for `sudoku --hint=marks`: a grid as a player's
 * app shows it, each cell the set of symbols still possible there, so that the hint starts from
 * the player's candidates instead of recomputing them from the filled cells.
 *
 * A grid is n*n cells, written as words separated by white space over any number of lines (n
 * lines of n words, as HoDoKu and most apps export them, or one line): a word of one symbol is a
 * filled cell, a word of several the candidates of an empty cell, in the geometry's alphabet
 * (one character per symbol: digits 1-9A-Z, hex, letters; not numbers), each symbol at most once
 * in a word (a repeated one is an error naming the cell). Frame words made only of
 * | + - = : * and lines starting with # are skipped. Grids follow one another; the input ends at
 * its end or at a line "end". n is the geometry's side (9 unless --size says otherwise). Errors
 * stop the reader with the line and a message, as grid_reader.h's do. */
#ifndef SUDOKU_HINT_MARKS_H
#define SUDOKU_HINT_MARKS_H

#include <stdint.h>
#include <stdio.h>

#include "geometry.h"
#include "grid.h"
#include "grid_reader.h"

typedef struct sudoku_marks_reader sudoku_marks_reader;

/* Reads from stream (the caller's) grids of geometry (copied); NULL when out of memory or when
 * the geometry's alphabet is numbers. */
sudoku_marks_reader *sudoku_marks_reader_create(FILE *stream, const sudoku_geometry *geometry);
void sudoku_marks_reader_destroy(sudoku_marks_reader *reader);

/* Reads the next grid: grid gets the filled cells (0 elsewhere), candidates[cell] the set of an
 * empty cell (bit s - 1 for symbol s; 0 for a filled cell). */
sudoku_read_status sudoku_marks_reader_next(sudoku_marks_reader *reader, sudoku_grid *grid,
                                            uint64_t candidates[SUDOKU_MAX_CELLS]);

/* After SUDOKU_READ_ERROR: the line and the message (no file name, no newline). */
unsigned long sudoku_marks_reader_error_line(const sudoku_marks_reader *reader);
const char *sudoku_marks_reader_error_message(const sudoku_marks_reader *reader);
/* The line on which the last grid read started. */
unsigned long sudoku_marks_reader_grid_line(const sudoku_marks_reader *reader);

#endif
