/* hint.c: sudoku --hint: checks a partly solved grid with the engine (clashes, wrong entries,
 * wrong pencil marks), then asks the rater for its next step (hint.h says what each answer
 * means). The engine counts; the rater only reasons, so a hint never rests on a wrong entry. */
#include "hint.h"

#include <string.h>

#include "candidates.h"

static void name_cell(sudoku_hint *hint, unsigned cell, unsigned symbol) {
  if (hint->cell_count == SUDOKU_HINT_MAX_NAMED_CELLS) {
    hint->more_cells = true;
    return;
  }
  hint->cells[hint->cell_count] = (uint16_t)cell;
  hint->symbols[hint->cell_count] = (uint8_t)symbol;
  hint->cell_count++;
}

/* Two filled cells that see each other with one symbol: the first pair in cell order. */
static bool find_clash(const rater_layout *layout, const sudoku_grid *grid, sudoku_hint *hint) {
  for (unsigned cell = 0; cell < layout->cell_count; cell++) {
    unsigned symbol = grid->cells[cell];
    if (!symbol) continue;
    for (unsigned i = layout->peer_offsets[cell]; i < layout->peer_offsets[cell + 1]; i++) {
      unsigned other = layout->peer_list[i];
      if (other <= cell || grid->cells[other] != symbol) continue;
      hint->kind = SUDOKU_HINT_CLASH;
      name_cell(hint, cell, symbol);
      name_cell(hint, other, symbol);
      for (unsigned unit = 0; unit < layout->unit_count; unit++)
        if (layout_unit_holds(layout, unit, cell) && layout_unit_holds(layout, unit, other)) {
          hint->clash_unit = (int)unit;
          break;
        }
      return true;
    }
  }
  return false;
}

/* The grid has no solution: names each entry whose clearing alone gives a grid with exactly one
 * solution, the entry a player of a unique puzzle got wrong (clearing a given of a sparse puzzle
 * gives several); when none does, each entry whose clearing gives a grid with any solution. */
static dlx_status find_wrong_entries(sudoku_solver *solver, const sudoku_grid *grid,
                                     unsigned cell_count, sudoku_hint *hint) {
  sudoku_grid trial = *grid;
  sudoku_hint several = *hint; /* the cells whose clearing gives two solutions or more */
  for (unsigned cell = 0; cell < cell_count; cell++) {
    if (!grid->cells[cell]) continue;
    trial.cells[cell] = 0;
    sudoku_result result;
    dlx_status status = sudoku_solve(solver, &trial, 2, NULL, NULL, &result);
    trial.cells[cell] = grid->cells[cell];
    hint->nodes += result.nodes;
    if (status != DLX_OK) return status;
    if (result.interrupted) {
      hint->kind = SUDOKU_HINT_STOPPED;
      return DLX_OK;
    }
    if (result.solutions == 1) name_cell(hint, cell, grid->cells[cell]);
    if (result.solutions > 1) name_cell(&several, cell, grid->cells[cell]);
  }
  if (!hint->cell_count) {
    several.nodes = hint->nodes;
    *hint = several;
  }
  hint->kind = hint->cell_count ? SUDOKU_HINT_WRONG_ENTRIES : SUDOKU_HINT_NO_SOLUTION;
  return DLX_OK;
}

/* With a unique solution: the first empty cell whose marks lack its symbol. */
static bool find_wrong_candidates(const sudoku_grid *grid, const uint64_t *candidates,
                                  const sudoku_grid *solution, unsigned cell_count,
                                  sudoku_hint *hint) {
  for (unsigned cell = 0; cell < cell_count; cell++) {
    if (grid->cells[cell]) continue;
    if (!(candidates[cell] & symbol_bit(solution->cells[cell]))) {
      hint->kind = SUDOKU_HINT_WRONG_CANDIDATES;
      name_cell(hint, cell, solution->cells[cell]);
      return true;
    }
  }
  return false;
}

dlx_status sudoku_hint_find(sudoku_solver *solver, rater *rater, const sudoku_grid *grid,
                            const uint64_t *candidates, sudoku_hint *hint) {
  memset(hint, 0, sizeof *hint);
  hint->clash_unit = -1;
  const rater_layout *layout = sudoku_rater_layout_of(rater);
  unsigned cell_count = layout->cell_count;
  if (find_clash(layout, grid, hint)) return DLX_OK;
  sudoku_result result;
  dlx_status status = sudoku_solve(solver, grid, 2, NULL, NULL, &result);
  hint->nodes += result.nodes;
  if (status != DLX_OK) return status;
  if (result.interrupted && result.solutions == 0) {
    hint->kind = SUDOKU_HINT_STOPPED;
    return DLX_OK;
  }
  if (result.solutions == 0) return find_wrong_entries(solver, grid, cell_count, hint);
  hint->unique = result.solutions == 1 && !result.interrupted;
  unsigned filled = 0;
  for (unsigned cell = 0; cell < cell_count; cell++) filled += grid->cells[cell] != 0;
  if (filled == cell_count) {
    hint->kind = SUDOKU_HINT_SOLVED;
    return DLX_OK;
  }
  if (candidates && hint->unique &&
      find_wrong_candidates(grid, candidates, &result.solution, cell_count, hint))
    return DLX_OK;
  /* The marks keep every solution's symbol when unique; else drop none, which stays sound. */
  const uint64_t *marks = hint->unique ? candidates : NULL;
  if (!sudoku_rater_next_step(rater, grid->cells, marks, result.solution.cells, &hint->step)) {
    hint->kind = SUDOKU_HINT_NO_SOLUTION; /* unreachable: find_clash saw no clash */
    return DLX_OK;
  }
  hint->kind = SUDOKU_HINT_STEP;
  return DLX_OK;
}
