/* answer.h: how a solved puzzle is answered, in the output style of each judge. */
#ifndef SUDOKU_ANSWER_H
#define SUDOKU_ANSWER_H

#include <stdio.h>

#include "sudoku.h"

typedef enum sudoku_answer_style {
  SUDOKU_STYLE_COUNT,    /* SPOJ SUDOGOB: the count, then the grid when it is exactly 1 */
  SUDOKU_STYLE_VERDICT,  /* UVa 10957: "Case N: Illegal." / "Impossible." / "Unique." / "Ambiguous."
                          */
  SUDOKU_STYLE_SCENARIO, /* HOJ 2306: "Scenario #N:", the grid as 9 packed lines, an empty line */
  SUDOKU_STYLE_LINE,     /* AcWing 166: the grid as one 81-character line */
  SUDOKU_STYLE_GRID,     /* the "?" task: the grid as 9 lines of spaced digits, an empty line */
  SUDOKU_STYLE_JSON,     /* one JSON object per line */
} sudoku_answer_style;

/* The name of a style ("count", "verdict", ...), and back (false if unknown). */
const char *sudoku_answer_style_name(sudoku_answer_style style);
bool sudoku_answer_style_from_name(const char *name, sudoku_answer_style *style);

/* The least solution limit with which the style can still say what it must: 2 for verdict, which
 * tells a unique puzzle from an ambiguous one, 1 for the others. */
uint64_t sudoku_answer_style_least_limit(sudoku_answer_style style);

/* Writes the answer to the puzzle_number-th puzzle (1-based), read in layout, with this result.
 * The styles that print one solution print the first one found when there are several, and the
 * line "no solution" in its place when there is none (illegal givens included). A count that
 * reached the solution limit is a lower bound, and count prints it "at least K". When the node
 * limit or a stop request cut the search short (result->interrupted), the answer says so: count
 * prints "at least K", verdict "Unknown." unless two solutions were found, json adds
 * "partial":true, and the others print a solution found, or "no solution found: the search was
 * stopped". */
void sudoku_write_answer(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                         const sudoku_grid *puzzle, sudoku_layout layout,
                         const sudoku_result *result);

/* The answer with every solution (--all), in three calls: the opening; each solution, numbered
 * from 0, as the search finds it; the closing. count and verdict print each solution in the
 * puzzle's layout after their line; scenario, line and grid print each as they print one; json adds
 * "all_solutions":[...]. The opening and the closing take the result of the search that found the
 * solutions listed, so that the count printed is the number listed. Where
 * sudoku_answer_opening_needs_result(style), the opening says the count, and the caller must hold
 * the solutions back until the search has ended; otherwise the opening ignores result and the
 * solutions may be written as they come. */
bool sudoku_answer_opening_needs_result(sudoku_answer_style style);
void sudoku_write_answer_opening(FILE *out, sudoku_answer_style style, unsigned long puzzle_number,
                                 const sudoku_grid *puzzle, const sudoku_result *result);
void sudoku_write_answer_solution(FILE *out, sudoku_answer_style style, uint64_t solution_index,
                                  const sudoku_grid *solution, sudoku_layout layout);
void sudoku_write_answer_closing(FILE *out, sudoku_answer_style style, const sudoku_result *result);

#endif
