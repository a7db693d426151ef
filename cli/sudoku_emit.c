/* sudoku_emit.c: --emit-dlx (sudoku_emit.h): one problem on standard output, or one file per
 * puzzle with --emit-dlx=PREFIX. */
#include "cli/sudoku_emit.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "sudoku/encoder.h"

/* The problem after its comment line; false when the write failed. */
static bool write_problem(const sudoku_encoding *encoding, const sudoku_grid *puzzle,
                          unsigned long puzzle_number, unsigned long line, FILE *out) {
  fprintf(out, "| sudoku puzzle %lu, line %lu\n", puzzle_number, line);
  return sudoku_encoding_write_knuth(encoding, puzzle->cells, out);
}

/* PREFIX<puzzle_number>.dlx; returns its exit status. */
static int write_problem_file(const char *prefix, const sudoku_encoding *encoding,
                              const sudoku_grid *puzzle, unsigned long puzzle_number,
                              unsigned long line, FILE *out) {
  size_t capacity = strlen(prefix) + 32;
  char *path = malloc(capacity);
  if (!path) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  snprintf(path, capacity, "%s%lu.dlx", prefix, puzzle_number);
  FILE *file = fopen(path, "w");
  int status = EXIT_STATUS_SUCCESS;
  if (!file) {
    cli_error("cannot create '%s': %s", path, strerror(errno));
    status = EXIT_STATUS_INPUT_OUTPUT;
  } else {
    bool written = write_problem(encoding, puzzle, puzzle_number, line, file) && !ferror(file);
    if (fclose(file) != 0) written = false;
    if (!written) {
      cli_error("cannot write '%s': %s", path, strerror(errno));
      status = EXIT_STATUS_INPUT_OUTPUT;
    } else {
      fprintf(out, "%s\n", path);
    }
  }
  free(path);
  return status;
}

int cli_emit_puzzle(const char *prefix, const sudoku_geometry *geometry, const sudoku_grid *puzzle,
                    unsigned long puzzle_number, const char *name, unsigned long line, FILE *out) {
  if (!prefix && puzzle_number > 1) {
    cli_input_error(name, line,
                    "--emit-dlx writes one problem to standard output, as dlx reads one: give "
                    "--emit-dlx=PREFIX to write each puzzle to a file PREFIXN.dlx");
    return EXIT_STATUS_BAD_INPUT;
  }
  sudoku_encoding *encoding = sudoku_encoding_create(geometry);
  if (!encoding) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  int status = EXIT_STATUS_SUCCESS;
  if (prefix)
    status = write_problem_file(prefix, encoding, puzzle, puzzle_number, line, out);
  else
    write_problem(encoding, puzzle, puzzle_number, line, out); /* out's errors: the caller's */
  sudoku_encoding_destroy(encoding);
  return status;
}
