/* sudoku_draw.c: the answers of `sudoku --draw` (sudoku_draw.h). The lines the styles write
 * before and after a grid (a count, "Case N:", "Scenario #N:", "no solution") stay as
 * sudoku/answer.c writes them; only the grid is drawn, and the puzzle takes its place where the
 * style writes none. */
#include "cli/sudoku_draw.h"

#include "cli/diagnostics.h"
#include "sudoku/drawing.h"

int cli_check_draw_settings(sudoku_answer_style style, const char *other_option) {
  if (other_option)
    return cli_usage_error("--draw draws answers: it cannot go with %s", other_option);
  if (style == SUDOKU_STYLE_LINE || style == SUDOKU_STYLE_JSON)
    return cli_usage_error("--draw draws grids over several lines: not with --format=%s",
                           sudoku_answer_style_name(style));
  return -1;
}

/* The grid the plain answer of style shows: the solution, or NULL for none; the same choice as
 * sudoku/answer.c's plain_answer_prints_solution, which the judge files keep private (the golden
 * cases sudoku-draw-* hold the two together). */
static const sudoku_grid *solution_shown(sudoku_answer_style style, const sudoku_result *result) {
  sudoku_verdict verdict = sudoku_verdict_of(result);
  if (style == SUDOKU_STYLE_COUNT)
    return verdict == SUDOKU_UNIQUE || (verdict == SUDOKU_AT_LEAST_ONE && !result->interrupted)
               ? &result->solution
               : NULL;
  if (style == SUDOKU_STYLE_SCENARIO || style == SUDOKU_STYLE_GRID)
    return result->solutions > 0 ? &result->solution : NULL;
  return NULL;
}

/* scenario and grid end each grid with an empty line. */
static bool ends_grid_with_empty_line(sudoku_answer_style style) {
  return style == SUDOKU_STYLE_SCENARIO || style == SUDOKU_STYLE_GRID;
}

void cli_write_drawn_solution(FILE *out, sudoku_answer_style style, const sudoku_grid *solution,
                              const sudoku_geometry *geometry) {
  sudoku_draw_grid(out, geometry, solution);
  if (ends_grid_with_empty_line(style)) fputc('\n', out);
}

/* In place of a solution: the line scenario and grid write for none, then the puzzle drawn. */
static void write_drawn_puzzle(FILE *out, sudoku_answer_style style, const sudoku_grid *puzzle,
                               const sudoku_geometry *geometry, const sudoku_result *result) {
  if (ends_grid_with_empty_line(style))
    fputs(result->interrupted ? "no solution found: the search was stopped\n" : "no solution\n",
          out);
  cli_write_drawn_solution(out, style, puzzle, geometry);
}

void cli_write_drawn_answer(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                            const sudoku_grid *puzzle, const sudoku_geometry *geometry,
                            const sudoku_result *result) {
  sudoku_write_answer_opening(out, style, puzzle_number, puzzle, result);
  const sudoku_grid *solution = solution_shown(style, result);
  if (solution)
    cli_write_drawn_solution(out, style, solution, geometry);
  else
    write_drawn_puzzle(out, style, puzzle, geometry, result);
}

void cli_write_drawn_closing(FILE *out, sudoku_answer_style style, const sudoku_grid *puzzle,
                             const sudoku_geometry *geometry, const sudoku_result *result) {
  if (result->solutions == 0) write_drawn_puzzle(out, style, puzzle, geometry, result);
}
