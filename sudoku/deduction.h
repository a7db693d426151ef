/* deduction.h: the cells that every solution of a puzzle fills the same way, found with bit masks
 * before the exact-cover search, so that the search starts from a smaller problem and its count is
 * unchanged. Internal to the sudoku library. */
#ifndef SUDOKU_DEDUCTION_H
#define SUDOKU_DEDUCTION_H

#include "grid.h"

/* The 20 cells that share a row, column or box with each cell. */
typedef struct sudoku_peers {
  uint8_t of_cell[SUDOKU_CELLS][20];
} sudoku_peers;

void sudoku_peers_init(sudoku_peers *peers);

/* Fills in grid every cell that its givens force, by naked singles (a cell with one candidate
 * left) and hidden singles (a digit with one place left in a row, column or box), repeated until
 * neither applies. The givens must be legal. Returns false when the deductions show that the puzzle
 * has no solution (a cell with no candidate, or a digit with no place in a row, column or box);
 * grid is then partly filled. */
bool sudoku_fill_forced_cells(const sudoku_peers *peers, sudoku_grid *grid);

#endif
