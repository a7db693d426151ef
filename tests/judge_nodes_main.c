/* judge_nodes_main.c: a main for the judges' generator (judge/amalgamate.py --main) that searches
 * as judge/judge_main.c does, counting every solution as SPOJ SUDOGOB's file does, and prints the
 * puzzles, solutions and nodes of standard input in the words of `sudoku --stats`, so that
 * tests/judge_test.sh can check that the single file runs the command's search, node for node. */
#include <inttypes.h>
#include <stdio.h>

#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"

int main(void) {
  sudoku_reader *reader = sudoku_reader_create(stdin, SUDOKU_LAYOUT_AUTO);
  if (!reader) return 1;
  sudoku_solver *solver = NULL;
  unsigned long solver_generation = 0;
  uint64_t puzzles = 0, solutions = 0, nodes = 0;
  sudoku_grid puzzle;
  sudoku_layout layout;
  int status = 0;
  while (sudoku_reader_next(reader, &puzzle, &layout) == SUDOKU_READ_GRID) {
    if (!solver || sudoku_reader_geometry_generation(reader) != solver_generation) {
      sudoku_solver_destroy(solver);
      solver = sudoku_solver_create_for(sudoku_reader_geometry(reader));
      solver_generation = sudoku_reader_geometry_generation(reader);
      if (!solver) break;
    }
    sudoku_result result;
    if (sudoku_solve(solver, &puzzle, 0, NULL, NULL, &result) != DLX_OK) {
      status = 1;
      break;
    }
    puzzles++;
    solutions += result.solutions;
    nodes += result.nodes;
  }
  printf("%" PRIu64 " puzzles, %" PRIu64 " solutions, %" PRIu64 " nodes\n", puzzles, solutions,
         nodes);
  sudoku_solver_destroy(solver);
  sudoku_reader_destroy(reader);
  return status || !solver;
}
