/* grid_reader.h: reads sudoku grids of any size from a text stream, one at a time, in any common
 * layout.
 *
 * Accepted, and detected per grid unless a layout is forced (n is the side, 9 unless a header or
 * the caller's geometry says otherwise):
 *   - header blocks of "key: value" lines (sudoku/puzzle_header.h) that set the geometry of the
 *     grids after them, until the next block; each block starts from the caller's geometry;
 *   - an optional first line holding only a count T of at most 8 digits (a longer line of digits
 *     is a row or a grid line); exactly T grids must then follow;
 *   - n lines of n cells separated by white space (SUDOGOB, UVa, "?" grids);
 *   - n lines of n packed cells (HOJ);
 *   - one line of n*n cells, optionally followed by white space and free text (puzzle collections);
 *   - symbols in the geometry's alphabet; for a side above 9 whose alphabet was not declared, the
 *     alphabet is detected from every line of each grid (numbers, hex, letters or digits:
 *     sudoku/symbol_detection.h), the grid still returned as soon as its last line is read;
 *   - empty cells as 0 . ? - * _ (0 only when it is no symbol);
 *   - a line "end" ends the input;
 *   - grids with or without empty lines between them; CRLF endings; lines starting with '#'
 *     (comments, but in a region map, where '#' may label a region); trailing white space.
 * Errors stop the reader: it reports the line number and a one-line message, and every later call
 * returns the error again. */
#ifndef SUDOKU_GRID_READER_H
#define SUDOKU_GRID_READER_H

#include <stdbool.h>
#include <stdio.h>

#include "grid.h"

typedef struct sudoku_reader sudoku_reader;

/* Reads from stream, which stays the caller's (the reader never closes it). layout
 * SUDOKU_LAYOUT_AUTO detects the layout of each grid; any other forces it. NULL when out of
 * memory. */
sudoku_reader *sudoku_reader_create(FILE *stream, sudoku_layout layout);
/* The same for grids of geometry (copied) until a header says otherwise. */
sudoku_reader *sudoku_reader_create_for(FILE *stream, sudoku_layout layout,
                                        const sudoku_geometry *geometry);
void sudoku_reader_destroy(sudoku_reader *reader);

typedef enum sudoku_read_status {
  SUDOKU_READ_GRID,  /* *grid and *layout hold the next grid */
  SUDOKU_READ_END,   /* no more grids: end of input, or the line "end" */
  SUDOKU_READ_ERROR, /* see sudoku_reader_error_line and sudoku_reader_error_message */
} sudoku_read_status;

/* Reads the next grid. layout may be NULL. */
sudoku_read_status sudoku_reader_next(sudoku_reader *reader, sudoku_grid *grid,
                                      sudoku_layout *layout);

/* After SUDOKU_READ_ERROR: the 1-based line of the problem, and a message without file name, line
 * number or final newline, such as "row 3 has 8 cells, expected 9". */
unsigned long sudoku_reader_error_line(const sudoku_reader *reader);
const char *sudoku_reader_error_message(const sudoku_reader *reader);

/* The geometry of the last grid read, and a number that changes whenever a header changed it. */
const sudoku_geometry *sudoku_reader_geometry(const sudoku_reader *reader);
unsigned long sudoku_reader_geometry_generation(const sudoku_reader *reader);

/* Turns on (or off) the detection of each grid's side from its first line, for input whose
 * geometry (the caller's, or a header's) declares no size: a line of n*n cells or n lines of n
 * cells read as an n x n grid with its usual boxes, a line of 9 or 81 cells as 9x9 exactly as
 * without detection (grid_reader_size.c says how, man/sudoku.1 which cases are ambiguous). Off
 * by default, so that a reader of 9x9 grids stays one; sudoku(1) turns it on. Call it before the
 * first grid is read. */
void sudoku_reader_set_size_detection(sudoku_reader *reader, bool on);

/* The 1-based line on which the last grid read started. */
unsigned long sudoku_reader_grid_line(const sudoku_reader *reader);

#endif
