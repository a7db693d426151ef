/* reader_internal.h: what the two readers of puzzles (reader.c, knuth_reader.c) share, from
 * problem.c. Internal to the polyform library. */
#ifndef POLYFORM_READER_INTERNAL_H
#define POLYFORM_READER_INTERNAL_H

#include <stdarg.h>

#include "polyform/polyform.h"

/* Sets error to the place (line 0 is taken as 1: an empty input) and the formatted message, any
 * control byte in it made '?', so that it stays one printable line. */
void polyform_error_set(polyform_error *error, unsigned long line, unsigned long column,
                        const char *format, va_list arguments);

#endif
