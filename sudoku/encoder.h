/* encoder.h: a sudoku geometry as an exact-cover problem.
 *
 * Option side * cell + (symbol - 1) says "cell holds symbol". Its primary items: the cell is
 * filled, its row holds the symbol, its column holds the symbol, and each unit of the cell (box or
 * jigsaw region, diagonal, windoku box, user region) holds the symbol. Its secondary items: one per
 * "different" pair of cells containing the cell and symbol, so two options of one pair and symbol
 * exclude each other; and for non-consecutive, one per orthogonal neighbour pair and each of the
 * symbol pairs {symbol - 1, symbol} and {symbol, symbol + 1}, so neighbours never hold values one
 * apart. The classic 9x9 gets 324 items and 729 options in the order sudoku solvers always had. */
#ifndef SUDOKU_ENCODER_H
#define SUDOKU_ENCODER_H

#include <stdint.h>
#include <stdio.h>

#include "dlx/dlx.h"
#include "geometry.h"

typedef struct sudoku_encoding sudoku_encoding;

/* NULL when out of memory (the geometry must have passed sudoku_geometry_problem). */
sudoku_encoding *sudoku_encoding_create(const sudoku_geometry *geometry);
void sudoku_encoding_destroy(sudoku_encoding *encoding);

unsigned sudoku_encoding_side(const sudoku_encoding *encoding);
uint32_t sudoku_encoding_primary_count(const sudoku_encoding *encoding);
uint32_t sudoku_encoding_secondary_count(const sudoku_encoding *encoding);
uint32_t sudoku_encoding_option_count(const sudoku_encoding *encoding);
/* The most items an option has. */
uint32_t sudoku_encoding_max_option_size(const sudoku_encoding *encoding);

/* The items of an option, primary first; returns how many. */
uint32_t sudoku_encoding_option_items(const sudoku_encoding *encoding, uint32_t option,
                                      uint32_t *items);

static inline uint32_t sudoku_encoding_option(unsigned side, unsigned cell, unsigned symbol) {
  return (uint32_t)side * cell + (symbol - 1);
}

/* A solver holding every option; DLX_OK or the engine's error. */
dlx_status sudoku_encoding_build(const sudoku_encoding *encoding, dlx_solver **solver);

/* Writes the problem in Knuth's format: the item line, then each option; the cells of cells that
 * hold a symbol (1..side; NULL for none) get only that option. Item names: rRcC (cell), rR#S,
 * cC#S, uU#S (unit U), dP#S (pair P), nP#S (neighbour pair P, symbols S and S+1). Returns false
 * on a write error. */
bool sudoku_encoding_write_knuth(const sudoku_encoding *encoding, const uint8_t *cells, FILE *out);

#endif
