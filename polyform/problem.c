/* problem.c: what both readers (reader.c, knuth_reader.c) share, kept apart from either so that
 * neither depends on the other: the memory of a polyform_problem, which they fill and free on a
 * bad input, and the error they report. */
#include <stdio.h>
#include <stdlib.h>

#include "polyform/reader_internal.h"

void polyform_error_set(polyform_error *error, unsigned long line, unsigned long column,
                        const char *format, va_list arguments) {
  error->place.line = line ? line : 1; /* an empty input: line 1 */
  error->place.column = column;
  vsnprintf(error->message, sizeof error->message, format, arguments);
  /* A word quoted from the input may hold control bytes: the message stays one printable line. */
  for (char *c = error->message; *c; c++)
    if ((unsigned char)*c < 0x20 || (unsigned char)*c == 0x7f) *c = '?';
}

void polyform_problem_destroy(polyform_problem *problem) {
  if (!problem) return;
  for (size_t k = 0; k < problem->piece_count; k++) {
    free(problem->pieces[k].name);
    free(problem->pieces[k].cells);
    free(problem->pieces[k].marked);
  }
  free(problem->pieces);
  free(problem->cells);
  if (problem->marked_names)
    for (size_t k = 0; k < problem->marked_count; k++) free(problem->marked_names[k]);
  free(problem->marked_names);
  free(problem->marked);
  free(problem);
}
