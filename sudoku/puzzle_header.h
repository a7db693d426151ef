/* puzzle_header.h: the "key: value" lines that may precede grids and set their geometry.
 *
 *   size: 16            (or 6x6 style RxC: size and boxes at once; sets the usual boxes)
 *   boxes: 2x3 | none   (rows x columns of a box; none: a Latin square)
 *   symbols: digits | 1-9A-G | hex | 0-9A-F | letters | A-Y | numbers
 *   variant: x, windoku, anti-king, anti-knight, non-consecutive   (comma separated)
 *   region: r1c1 r1c2 ...   (an extra region of n cells; repeatable)
 *   different: r1c1 r2c3   (two cells that never hold the same symbol; repeatable)
 *   regions:            (then n lines of n region characters: a jigsaw map replacing the boxes)
 *   cage: 15 r1c1 r1c2 r2c1   (a killer cage: distinct values adding up to 15; repeatable;
 *                              sudoku/killer.h)
 *
 * Keys are lower case; cells are rRcC, 1-based. A block of such lines starts from the command
 * line's geometry, and each key replaces that setting (region and different add to it); size comes
 * before boxes, regions and cells: it sets the usual boxes and drops the map, regions, pairs and
 * cages, so the reader refuses a size: line after one of those (sudoku_header_is_dropped_by_size).
 *
 * A region map's n lines are read as they are: a '#' in them labels a region like any other
 * character (a map line is never a comment), and any n distinct characters may label the n
 * regions. */
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

/* True for a "size:" line, and for the lines that a later size: line would drop: boxes:,
 * region:, different:, regions: and cage:. */
bool sudoku_header_is_size(const char *text, size_t length);
bool sudoku_header_is_dropped_by_size(const char *text, size_t length);

/* The characters that label the regions of a map, in the order they first appear; blanks never
 * do. */
enum { SUDOKU_REGION_LABELS_CAPACITY = 256 };
typedef struct sudoku_region_labels {
  char labels[SUDOKU_REGION_LABELS_CAPACITY];
  unsigned count;
} sudoku_region_labels;

/* Applies row (0-based) of a region map: n region labels, blanks between them ignored. Regions are
 * numbered in the order their labels first appear; labels holds them (zeroed before row 0). */
bool sudoku_header_apply_region_row(sudoku_geometry *geometry, unsigned row, const char *text,
                                    size_t length, sudoku_region_labels *labels,
                                    char message[SUDOKU_HEADER_MESSAGE_CAPACITY]);

/* After the last row of a map: checks that it has n labels of n cells each. On failure writes a
 * message that names the region by its label and sets *row (0-based) to a row of the map where
 * it stands: with more than n labels, the label of fewest cells, the likely stray. */
bool sudoku_header_check_region_map(const sudoku_geometry *geometry,
                                    const sudoku_region_labels *labels, unsigned *row,
                                    char message[SUDOKU_HEADER_MESSAGE_CAPACITY]);

/* Parses "N" or "RxC" (with 'x' or 'X'): RxC gives *rows and *columns, N leaves them 0. */
bool sudoku_parse_size(const char *text, unsigned *side, unsigned *rows, unsigned *columns);
/* Parses "RxC" or "none" (rows and columns 0). */
bool sudoku_parse_boxes(const char *text, unsigned *rows, unsigned *columns);

#endif
