/* puzzle_header.h: the "key: value" lines that may precede grids and set their geometry.
 *
 *   size: 16            (or 6x6 style RxC: size and boxes at once; sets the usual boxes)
 *   boxes: 2x3 | none   (rows x columns of a box; none: a Latin square)
 *   symbols: digits | 1-9A-G | hex | 0-9A-F | letters | A-Y | numbers
 *   variant: x, windoku, anti-king, anti-knight, non-consecutive   (comma separated)
 *   region: r1c1 r1c2 ...   (an extra region of n cells; repeatable)
 *   different: r1c1 r2c3   (two cells that never hold the same symbol; repeatable)
 *   regions:            (then n lines of n region characters: a jigsaw map replacing the boxes)
 *
 * Keys are lower case; cells are rRcC, 1-based. A block of such lines starts from the command
 * line's geometry, and each key replaces that setting (region and different add to it); size comes
 * before boxes, regions and cells. */
#ifndef SUDOKU_PUZZLE_HEADER_H
#define SUDOKU_PUZZLE_HEADER_H

#include <stdbool.h>
#include <stddef.h>

#include "geometry.h"

enum { SUDOKU_HEADER_MESSAGE_CAPACITY = 200 };

/* True when the line (without its ending and outer blanks) is a header line: a lower-case key of
 * letters and '-', then ':'. */
bool sudoku_header_is_line(const char *text, size_t length);

/* True when the header line is "regions:" with nothing after it, which the n map lines follow. */
bool sudoku_header_starts_region_map(const char *text, size_t length);

/* Applies a header line to geometry. On failure returns false and writes a one-line message. */
bool sudoku_header_apply(sudoku_geometry *geometry, const char *text, size_t length,
                         char message[SUDOKU_HEADER_MESSAGE_CAPACITY]);

/* Applies row (0-based) of a region map: n region characters, blanks between them ignored.
 * Regions are numbered in the order their characters first appear. letters holds the characters
 * seen so far (capacity SUDOKU_MAX_SIDE + 1, "" before row 0). */
bool sudoku_header_apply_region_row(sudoku_geometry *geometry, unsigned row, const char *text,
                                    size_t length, char *letters,
                                    char message[SUDOKU_HEADER_MESSAGE_CAPACITY]);

/* Parses "N" or "RxC" (with 'x' or 'X'): RxC gives *rows and *columns, N leaves them 0. */
bool sudoku_parse_size(const char *text, unsigned *side, unsigned *rows, unsigned *columns);
/* Parses "RxC" or "none" (rows and columns 0). */
bool sudoku_parse_boxes(const char *text, unsigned *rows, unsigned *columns);

#endif
