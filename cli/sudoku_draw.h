/* sudoku_draw.h: `sudoku --draw`, the answers of the styles that write grids over several lines
 * (count, verdict, scenario, grid) with each grid drawn for a person (sudoku/drawing.h): its boxes
 * or jigsaw regions framed, its killer cages dotted with their sums. Where the style writes no
 * grid (no solution, several for count, verdict always), the puzzle as read is drawn instead, its
 * givens in their cells and empty cells blank, so that every answer shows the cages read. */
#ifndef CLI_SUDOKU_DRAW_H
#define CLI_SUDOKU_DRAW_H

#include <stdio.h>

#include "sudoku/answer.h"
#include "sudoku/geometry.h"
#include "sudoku/sudoku.h"

/* A usage error (and its exit status) when --draw cannot go with style or with other_option (an
 * option that writes its own answer, or NULL); else -1. */
int cli_check_draw_settings(sudoku_answer_style style, const char *other_option);

/* The whole answer to one puzzle, as sudoku_write_answer writes it but drawn. */
void cli_write_drawn_answer(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                            const sudoku_grid *puzzle, const sudoku_geometry *geometry,
                            const sudoku_result *result);

/* --all drawn: each solution as sudoku_write_answer_solution places it, and the closing (after the
 * solutions, which sudoku_write_answer_opening began), which draws the puzzle when none was
 * listed. */
void cli_write_drawn_solution(FILE *out, sudoku_answer_style style, const sudoku_grid *solution,
                              const sudoku_geometry *geometry);
void cli_write_drawn_closing(FILE *out, sudoku_answer_style style, const sudoku_grid *puzzle,
                             const sudoku_geometry *geometry, const sudoku_result *result);

#endif
