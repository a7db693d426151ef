/* standard_output.h: the standard output of the serial sudoku command, which reads puzzles while it
 * writes answers. The stop signals interrupt its reads (a read blocked on a terminal or pipe must
 * return), and so its writes too: stdio, whose write then fails with EINTR, drops the rest of its
 * buffer, so the answers waiting in it were lost when a signal came while a write was blocked on a
 * full pipe. Here the answers are formatted into a memory stream and written to descriptor 1 with
 * write(2), which is retried when a signal interrupts it or when it writes only part. */
#ifndef CLI_STANDARD_OUTPUT_H
#define CLI_STANDARD_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

/* What the memory stream holds before cli_output_keep_up writes it out. */
#define CLI_OUTPUT_CHUNK_BYTES 65536

/* The memory stream to write answers to, opened at the first call; NULL (errno set) when it cannot
 * be opened. Nothing else may write to stdout while it holds text. */
FILE *cli_output_stream(void);

/* For any stream answers are written to (the memory stream, stdout, a temporary file): true while
 * it can still be written. The memory stream's text is first written out when it holds
 * CLI_OUTPUT_CHUNK_BYTES or more, or at every call when standard output is a terminal (as stdio
 * writes a line at a time to one). */
bool cli_output_keep_up(FILE *out);

/* Writes out everything the memory stream holds (nothing when it was never opened). False when the
 * output failed, now or before: cli_output_error() then says why. */
bool cli_output_write_held(void);

/* The errno of the failed write, or 0. */
int cli_output_error(void);

/* Writes out what is held, as cli_output_write_held, then frees the memory stream. */
bool cli_output_close(void);

#endif
