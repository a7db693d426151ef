/* judge_main.c: the main of the single files for online judges (judge/amalgamate.py writes it
 * after the engine, the sudoku solver, the grid reader and the answer styles). It reads the
 * puzzles of standard input and answers each on standard output as the sudoku command does with
 * --format=STYLE, STYLE being JUDGE_ANSWER_STYLE, which the generator defines for each judge:
 * count exactly for SPOJ SUDOGOB, up to 2 for UVa 10957's verdicts, up to 1 for the styles that
 * print one solution. A line the reader refuses ends the run with its line number and message on
 * standard error and status 1, every puzzle before it answered. */
#include <stdio.h>

#include "sudoku/answer.h"
#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"

#ifndef JUDGE_ANSWER_STYLE
#define JUDGE_ANSWER_STYLE SUDOKU_STYLE_COUNT
#endif

static uint64_t judge_solution_limit(void) {
  return JUDGE_ANSWER_STYLE == SUDOKU_STYLE_COUNT
             ? 0
             : sudoku_answer_style_least_limit(JUDGE_ANSWER_STYLE);
}

static int judge_out_of_memory(void) {
  fputs("out of memory\n", stderr);
  return 1;
}

int main(void) {
  sudoku_reader *reader = sudoku_reader_create(stdin, SUDOKU_LAYOUT_AUTO);
  if (!reader) return judge_out_of_memory();
  sudoku_solver *solver = NULL;
  unsigned long solver_generation = 0, puzzle_number = 0;
  sudoku_grid puzzle;
  sudoku_layout layout;
  sudoku_read_status read;
  int status = 0;
  while ((read = sudoku_reader_next(reader, &puzzle, &layout)) == SUDOKU_READ_GRID) {
    if (!solver || sudoku_reader_geometry_generation(reader) != solver_generation) {
      sudoku_solver_destroy(solver);
      solver = sudoku_solver_create_for(sudoku_reader_geometry(reader));
      solver_generation = sudoku_reader_geometry_generation(reader);
      if (!solver) break;
    }
    sudoku_result result;
    if (sudoku_solve(solver, &puzzle, judge_solution_limit(), NULL, NULL, &result) != DLX_OK) break;
    sudoku_write_answer(stdout, JUDGE_ANSWER_STYLE, ++puzzle_number, &puzzle, layout, &result);
  }
  if (read == SUDOKU_READ_GRID) {
    status = judge_out_of_memory();
  } else if (read == SUDOKU_READ_ERROR) {
    fflush(stdout);
    fprintf(stderr, "line %lu: %s\n", sudoku_reader_error_line(reader),
            sudoku_reader_error_message(reader));
    status = 1;
  }
  sudoku_solver_destroy(solver);
  sudoku_reader_destroy(reader);
  return status;
}
