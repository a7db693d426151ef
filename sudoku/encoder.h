/* encoder.h: a sudoku geometry as an exact-cover problem.
 *
 * Option side * cell + (symbol - 1) says "cell holds symbol". Its primary items: the cell is
 * filled, its row holds the symbol, its column holds the symbol, and each unit of the cell (box or
 * jigsaw region, diagonal, windoku box, user region) holds the symbol. Its secondary items: one per
 * "different" pair of cells containing the cell and symbol, so two options of one pair and symbol
 * exclude each other; and for non-consecutive, one per orthogonal neighbour pair and each of the
 * symbol pairs {symbol - 1, symbol} and {symbol, symbol + 1}, so neighbours never hold values one
 * apart. The classic 9x9 gets 324 items and 729 options in the order sudoku solvers always had.
 *
 * Killer cages (killer.h) add sum groups (killer_groups.h: the cages, then the innies and
 * outies of units and bands): after the units' items, n primary items kG#V per group G, "value V is
 * accounted for in group G", then one primary item kG per group of fewer than n cells. A cell
 * option covers kG#V for its value V in each group G of the cell; after the side^3 cell options
 * each group of fewer than n cells gets one option per combination (a set of as many distinct
 * values as it has cells, adding up to its sum), covering kG and kG#V for every value V that the
 * combination leaves out. Every kG#V is covered once: the cells of the group hold distinct values,
 * and the one combination chosen leaves out exactly the values they do not hold, so they hold the
 * combination's values, which add up to the sum. A cell option whose value no combination of one
 * of its groups holds is impossible: its only item is the secondary item kx.
 *
 * Why this encoding (bench/killer.sh, measured with dlx -c --limit=2 on generated 9x9 killers;
 * figures in bench/log/2026-11-25-killer-rating-explain.md): an option per filling of a cage (each
 * permutation of each combination) covers a cage's cells at once and needs the fewest nodes, but a
 * cage of n cells has n! fillings (362,880 options of 36 items for a 9-cell cage of a 9x9) and the
 * options' size makes each node costly: it is the slowest even on cages of up to 5 cells, and
 * cannot be built for large ones. Colored secondary items (a combination option colors kG#V in or
 * out, cell options ask for "in", an uncolored kG!V keeps values distinct) have as few options as
 * this, but the engine sees a combination only when it is chosen: hundreds of times the nodes. This
 * sum decomposition needs one option per combination (at most 12 for a 9x9 cage of 4 cells, 1 for 9
 * cells) and no color, so `sudoku --emit-dlx | dlx -c` counts killers too. */
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
/* The options "cell holds symbol", side^3, numbered as sudoku_encoding_option says; the options
 * after them are the cages' combinations. */
uint32_t sudoku_encoding_cell_option_count(const sudoku_encoding *encoding);
/* False for a cell option whose value no combination of the cell's cage holds: its items are then
 * the one secondary item kx, so the search never takes it (a given must not preselect it: such a
 * puzzle has no solution). */
bool sudoku_encoding_cell_option_is_possible(const sudoku_encoding *encoding, uint32_t option);
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
 * cC#S, uU#S (unit U), kG#S and kG (sum group G: the cages in their order, then the derived
 * groups), dP#S (pair P), nP#S (neighbour pair P, symbols S and S+1), kx (the impossible options';
 * they are left out of the file). Returns false on a write error. */
bool sudoku_encoding_write_knuth(const sudoku_encoding *encoding, const uint8_t *cells, FILE *out);

#endif
