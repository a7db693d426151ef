/* hint_text.c: a hint (hint.h) in words, the lines `sudoku --hint` prints and the text facade
 * gives (text_api.h), written here once for both:
 *   hidden single: r3c5 = 7 in box 2                (the next step, as --explain writes it)
 *   wrong entry: r1c3 and r1c7 both hold 5 in row 1
 *   wrong entry: r4c4 = 2 (the grid has no solution, and has one without it)
 *   wrong candidates: r2c6 lacks 8, its symbol in the solution
 *   solved: every cell is filled and breaks no rule
 * and the names of the outcomes, as --hint -f json gives them. */
#include "hint.h"

const char *sudoku_hint_outcome_name(sudoku_hint_kind kind) {
  switch (kind) {
  case SUDOKU_HINT_STEP:
    return "step";
  case SUDOKU_HINT_SOLVED:
    return "solved";
  case SUDOKU_HINT_CLASH:
    return "clash";
  case SUDOKU_HINT_WRONG_ENTRIES:
    return "wrong entry";
  case SUDOKU_HINT_WRONG_CANDIDATES:
    return "wrong candidates";
  case SUDOKU_HINT_NO_SOLUTION:
    return "no solution";
  case SUDOKU_HINT_STOPPED:
    return "stopped";
  }
  return "unknown";
}

/* "r4c4 = 2, r5c6 = 1": the cells the hint names, with what each holds. */
static void write_named_cells(const rater *rater, const sudoku_hint *hint, FILE *out) {
  for (unsigned i = 0; i < hint->cell_count; i++) {
    if (i) fputs(", ", out);
    sudoku_rater_write_cell_name(rater, hint->cells[i], out);
    fputs(" = ", out);
    sudoku_rater_write_symbol(rater, hint->symbols[i], out);
  }
  if (hint->more_cells) fputs(", ...", out);
}

void sudoku_hint_write_text(const rater *rater, const sudoku_hint *hint, FILE *out) {
  switch (hint->kind) {
  case SUDOKU_HINT_STEP:
    sudoku_rater_write_step(rater, &hint->step, out);
    return;
  case SUDOKU_HINT_SOLVED:
    fputs("solved: every cell is filled and breaks no rule\n", out);
    return;
  case SUDOKU_HINT_CLASH:
    fputs("wrong entry: ", out);
    sudoku_rater_write_cell_name(rater, hint->cells[0], out);
    fputs(" and ", out);
    sudoku_rater_write_cell_name(rater, hint->cells[1], out);
    fputs(" both hold ", out);
    sudoku_rater_write_symbol(rater, hint->symbols[0], out);
    if (hint->clash_unit >= 0) {
      fputs(" in ", out);
      sudoku_rater_write_unit_name(rater, (unsigned)hint->clash_unit, out);
    } else {
      fputs(", which the variant forbids", out);
    }
    fputc('\n', out);
    return;
  case SUDOKU_HINT_WRONG_ENTRIES:
    fputs(hint->cell_count > 1 ? "wrong entry: one of " : "wrong entry: ", out);
    write_named_cells(rater, hint, out);
    fputs(hint->cell_count > 1
              ? " (the grid has no solution, and has one without any one of them)\n"
              : " (the grid has no solution, and has one without it)\n",
          out);
    return;
  case SUDOKU_HINT_WRONG_CANDIDATES:
    fputs("wrong candidates: ", out);
    sudoku_rater_write_cell_name(rater, hint->cells[0], out);
    fputs(" lacks ", out);
    sudoku_rater_write_symbol(rater, hint->symbols[0], out);
    fputs(", its symbol in the solution\n", out);
    return;
  case SUDOKU_HINT_NO_SOLUTION:
    fputs("no solution: and no single entry, cleared, gives one\n", out);
    return;
  case SUDOKU_HINT_STOPPED:
    fputs("no hint: the search was stopped\n", out);
    return;
  }
}

void sudoku_hint_write_unsupported(const char *unsupported, FILE *out) {
  fprintf(out, "no hint: the rater does not know the rule %s\n", unsupported);
}
