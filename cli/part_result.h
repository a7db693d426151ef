/* part_result.h: the result line of `dlx --part=I/N` and `dlx --merge`, which adds such lines up.
 */
#ifndef CLI_PART_RESULT_H
#define CLI_PART_RESULT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The most parts --part accepts (and --merge). */
#define CLI_MAXIMUM_PARTS UINT32_C(1000000)

typedef struct part_result {
  uint32_t part, parts;
  uint64_t problem_hash;
  uint64_t solutions, nodes;
  bool complete; /* false: the part's search was stopped, its count is a lower bound */
} part_result;

/* Prints the result as one JSON line, for example
 * {"part":2,"parts":7,"problem":"0123456789abcdef","solutions":1234,"nodes":5678,"complete":true}
 */
void part_result_print(FILE *out, const part_result *result);

/* Parses "I/N" (1 <= I <= N <= CLI_MAXIMUM_PARTS); false otherwise. */
bool part_parse_argument(const char *text, uint32_t *part, uint32_t *parts);

/* Reads the result lines of operands[0 .. operand_count-1] ("-" is standard input; empty lines
 * are skipped), and when they are exactly the parts 1 .. N of one problem, each once and complete,
 * stores their sums in *total (part and parts set to 1) and returns -1. Otherwise it reports every
 * problem on standard error (a malformed line, a partial part, a part of another problem or of
 * another split, a part repeated, the parts missing) and returns the exit status. */
int part_results_merge(int operand_count, char **operands, part_result *total);

#endif
