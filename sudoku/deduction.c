/* deduction.c: naked and hidden singles with candidate bit masks. Every deduction holds in every
 * solution, so filling the forced cells before the search shrinks it without changing the count:
 * most published puzzles need little or no search after this. */
#include "deduction.h"

#include <string.h>

enum { ALL_DIGITS = 0x3fe, UNIT_COUNT = 27 };

static unsigned cell_of_unit(unsigned unit, unsigned k) {
  if (unit < 9) return 9 * unit + k;        /* a row */
  if (unit < 18) return 9 * k + (unit - 9); /* a column */
  unsigned box = unit - 18;                 /* a box */
  return 27 * (box / 3) + 3 * (box % 3) + 9 * (k / 3) + k % 3;
}

void sudoku_peers_init(sudoku_peers *peers) {
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned row = cell / 9, column = cell % 9, count = 0;
    for (unsigned other = 0; other < SUDOKU_CELLS; other++) {
      unsigned other_row = other / 9, other_column = other % 9;
      bool same_box = row / 3 == other_row / 3 && column / 3 == other_column / 3;
      if (other != cell && (row == other_row || column == other_column || same_box))
        peers->of_cell[cell][count++] = (uint8_t)other;
    }
  }
}

typedef struct board {
  const sudoku_peers *peers;
  uint8_t *cells;
  uint16_t candidates[SUDOKU_CELLS]; /* 0 for a filled cell */
  uint8_t single_candidate_cells[SUDOKU_CELLS];
  unsigned single_count;
} board;

static unsigned digit_of_bit(unsigned bit) {
  return (unsigned)__builtin_ctz(bit);
}

/* Writes digit into cell and removes it from the candidates of the peers; false on a peer left
 * with no candidate. */
static bool place(board *board, unsigned cell, unsigned digit) {
  board->cells[cell] = (uint8_t)digit;
  board->candidates[cell] = 0;
  uint16_t bit = (uint16_t)(1u << digit);
  for (unsigned k = 0; k < 20; k++) {
    unsigned peer = board->peers->of_cell[cell][k];
    uint16_t candidates = board->candidates[peer];
    if (!(candidates & bit)) continue;
    candidates &= (uint16_t)~bit;
    board->candidates[peer] = candidates;
    if (candidates == 0) return false;
    if ((candidates & (candidates - 1)) == 0)
      board->single_candidate_cells[board->single_count++] = (uint8_t)peer;
  }
  return true;
}

static bool fill_naked_singles(board *board) {
  while (board->single_count > 0) {
    unsigned cell = board->single_candidate_cells[--board->single_count];
    uint16_t candidates = board->candidates[cell];
    if (candidates == 0) continue; /* filled since it was queued */
    if (!place(board, cell, digit_of_bit(candidates))) return false;
  }
  return true;
}

/* One pass over the 27 units; *placed_any tells whether it filled a cell. */
static bool fill_hidden_singles(board *board, bool *placed_any) {
  for (unsigned unit = 0; unit < UNIT_COUNT; unit++) {
    unsigned seen_once = 0, seen_twice = 0, placed = 0;
    for (unsigned k = 0; k < 9; k++) {
      unsigned cell = cell_of_unit(unit, k);
      unsigned candidates = board->candidates[cell];
      seen_twice |= seen_once & candidates;
      seen_once |= candidates;
      placed |= 1u << board->cells[cell];
    }
    if (((seen_once | placed) & ALL_DIGITS) != ALL_DIGITS) return false;
    unsigned hidden = seen_once & ~seen_twice & ALL_DIGITS;
    while (hidden) {
      unsigned bit = hidden & (0u - hidden);
      hidden &= hidden - 1;
      unsigned k = 0, digit = digit_of_bit(bit);
      while (k < 9 && !(board->candidates[cell_of_unit(unit, k)] & bit)) k++;
      if (k == 9) {
        /* Its one place was filled since the unit was scanned: by this digit, or a contradiction.
         */
        bool placed_here = false;
        for (unsigned j = 0; j < 9; j++)
          placed_here |= board->cells[cell_of_unit(unit, j)] == digit;
        if (!placed_here) return false;
        continue;
      }
      if (!place(board, cell_of_unit(unit, k), digit)) return false;
      *placed_any = true;
      if (!fill_naked_singles(board)) return false;
    }
  }
  return true;
}

bool sudoku_fill_forced_cells(const sudoku_peers *peers, sudoku_grid *grid) {
  board board = {.peers = peers, .cells = grid->cells, .single_count = 0};
  uint16_t used_by_peers[SUDOKU_CELLS];
  memset(used_by_peers, 0, sizeof used_by_peers);
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    if (!grid->cells[cell]) continue;
    for (unsigned k = 0; k < 20; k++)
      used_by_peers[peers->of_cell[cell][k]] |= (uint16_t)(1u << grid->cells[cell]);
  }
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    if (grid->cells[cell]) {
      board.candidates[cell] = 0;
      continue;
    }
    uint16_t candidates = (uint16_t)(ALL_DIGITS & ~used_by_peers[cell]);
    if (candidates == 0) return false;
    board.candidates[cell] = candidates;
    if ((candidates & (candidates - 1)) == 0)
      board.single_candidate_cells[board.single_count++] = (uint8_t)cell;
  }
  bool placed_any = true;
  while (placed_any) {
    if (!fill_naked_singles(&board)) return false;
    placed_any = false;
    if (!fill_hidden_singles(&board, &placed_any)) return false;
  }
  return true;
}
