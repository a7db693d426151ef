/* progress_line.h: the progress line of `dlx --progress`: one line on standard error, rewritten in
 * place with '\r' at most four times a second, from the engine's progress reports. */
#ifndef CLI_PROGRESS_LINE_H
#define CLI_PROGRESS_LINE_H

#include <stdbool.h>
#include <stdio.h>
#include <time.h>

#include "dlx/dlx.h"

typedef struct progress_line {
  FILE *stream;
  bool erase_before_output; /* standard output shares the terminal: clear the line before it */
  struct timespec start;
  double last_draw_seconds;
  dlx_progress last; /* the latest report */
  bool drawn;        /* a line was drawn since the start */
  bool on_screen;    /* it is still there, not erased or ended */
  int width;         /* of the line on screen, to blank what a shorter one leaves */
} progress_line;

/* Starts the clock of the line (call it just before the search). */
void progress_line_start(progress_line *line, FILE *stream, bool erase_before_output);

/* The engine's progress callback (a dlx_progress_callback), context a progress_line: draws the
 * report when a quarter of a second has passed since the start or the last drawing. */
void progress_line_report(void *context, const dlx_progress *progress);

/* Blanks the line on screen, if any, so that the next output starts on a clean line; only when
 * erase_before_output. */
void progress_line_erase(progress_line *line);

/* When a line was drawn: draws the latest report once more and ends the line with a newline, so
 * that later messages start clean. */
void progress_line_finish(progress_line *line);

#endif
