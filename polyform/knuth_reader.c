/* knuth_reader.c: the input of Knuth's polyomino-dlx and polycube-dlx programs, read into a
 * polyform_problem. */
#include <stdio.h>
#include <string.h>

#include "polyform/polyform.h"

polyform_status polyform_read_knuth(const char *text, size_t length, polyform_problem **problem,
                                    polyform_error *error) {
  (void)text;
  (void)length;
  *problem = NULL;
  error->place = (polyform_place){1, 1};
  snprintf(error->message, sizeof error->message,
           "Knuth's polyomino-dlx format is not read yet: draw the puzzle as pictures");
  return POLYFORM_BAD_INPUT;
}
