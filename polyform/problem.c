/* problem.c: the memory of a polyform_problem, which both readers (reader.c, knuth_reader.c)
 * fill and free on a bad input, kept apart from either so that neither reader depends on the
 * other for it. */
#include <stdlib.h>

#include "polyform/polyform.h"

void polyform_problem_destroy(polyform_problem *problem) {
  if (!problem) return;
  for (size_t k = 0; k < problem->piece_count; k++) {
    free(problem->pieces[k].name);
    free(problem->pieces[k].cells);
  }
  free(problem->pieces);
  free(problem->cells);
  free(problem);
}
