/* part_result.h: the result line of `dlx --part=I/N` and `dlx --merge`, which adds such lines up
 * (the checks are the engine's dlx_merge, which Python's libdlx.merge uses too).
 */
#ifndef CLI_PART_RESULT_H
#define CLI_PART_RESULT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "dlx/dlx.h"

/* The most parts --part accepts (and --merge). */
#define CLI_MAXIMUM_PARTS UINT32_C(1000000)

/* Prints the result as one JSON line, for example
 * {"part":2,"parts":7,"problem":"0123456789abcdef","solutions":1234,"nodes":5678,"complete":true}
 * for the plain split; the other modes add "mode" ("symmetric" or "memo") and, for the fractions
 * of a symmetric split, "fractions" ("1/3 2/5"). */
void part_result_print(FILE *out, const dlx_part_result *result);

/* Parses "I/N" (1 <= I <= N <= CLI_MAXIMUM_PARTS); false otherwise. */
bool part_parse_argument(const char *text, uint32_t *part, uint32_t *parts);

/* Reads the result lines of operands[0 .. operand_count-1] ("-" is standard input; empty lines
 * are skipped). With `missing`, prints on standard output the parts still to run (never added, or
 * partial), one "I/N" a line, or says on standard error that none is, and returns the exit status.
 * Otherwise, when the lines are exactly the parts 1 .. N of one problem, one split and one mode,
 * each once and complete, stores their exact sums in solutions and nodes and returns -1; else it
 * reports every problem on standard error (a malformed line, a partial part, a part of another
 * problem, split or mode, a part repeated, the parts missing) and returns the exit status. */
int part_results_merge(int operand_count, char **operands, bool missing, dlx_count *solutions,
                       dlx_count *nodes);

#endif
