/* generator_header.h: the header lines (sudoku/puzzle_header.h) written before generated puzzles
 * of any geometry but the classic 9x9, so that what `sudoku --generate` prints, `sudoku` reads back
 * as the same puzzles whatever options it runs with: each header starts from the reader's options
 * and replaces what it names, so every setting is named, even when it is the default. */
#ifndef SUDOKU_GENERATOR_HEADER_H
#define SUDOKU_GENERATOR_HEADER_H

#include <stdbool.h>
#include <stdio.h>

#include "geometry.h"

/* True for every geometry but the classic 9x9 with 3x3 boxes, no other rule, in digits: the one
 * whose puzzles are printed without a header, in the layouts judges read. */
bool sudoku_generator_needs_header(const sudoku_geometry *geometry);

/* Writes to out, when the geometry needs one, the header of its puzzles: size, boxes (or the
 * "regions:" map of a jigsaw), symbols and variant, then a "region:" line per user region and a
 * "different:" line per user pair. Returns false when it wrote nothing. */
bool sudoku_generator_write_header(FILE *out, const sudoku_geometry *geometry);

#endif
