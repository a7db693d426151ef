/* sudoku_emit.h: `sudoku --emit-dlx[=PREFIX]`, each puzzle written as an exact-cover problem in
 * Knuth's format (sudoku/encoder.h) for `dlx`, which reads one problem per input: to standard
 * output when the input holds one puzzle, else each to a file of its own, PREFIX N .dlx, whose
 * name goes to standard output, one per line, for a loop or xargs to hand to dlx. */
#ifndef CLI_SUDOKU_EMIT_H
#define CLI_SUDOKU_EMIT_H

#include <stdio.h>

#include "sudoku/geometry.h"
#include "sudoku/grid.h"

/* Writes the puzzle_number-th puzzle (1-based, over every input; read at line of the input name)
 * of geometry: to out after a comment line naming it, when prefix is NULL, which refuses a second
 * puzzle (dlx would read the problems written one after another as one, and count nonsense);
 * else to the file PREFIX<puzzle_number>.dlx, whose name is written to out. Returns 0, or the
 * exit status of a failure, said on standard error: a second puzzle without prefix (1), a file
 * that cannot be written (3), out of memory (4). A failed write to out is the caller's to check. */
int cli_emit_puzzle(const char *prefix, const sudoku_geometry *geometry, const sudoku_grid *puzzle,
                    unsigned long puzzle_number, const char *name, unsigned long line, FILE *out);

#endif
