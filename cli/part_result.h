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

/* A sum of part counts, exact: up to CLI_MAXIMUM_PARTS counts below 2^64 each stay below 2^84,
 * which two 64-bit words hold (a count of parts of the empty 9x9 sudoku alone, 6.67e21, is past
 * 2^64). */
typedef struct part_count_sum {
  uint64_t high, low;
} part_count_sum;

/* The most characters of a sum in decimal, with the final NUL: 2^128 has 39 digits. */
#define PART_COUNT_SUM_TEXT_CAPACITY 40

/* The sums of the result lines that --merge added up. */
typedef struct part_totals {
  uint64_t problem_hash;
  part_count_sum solutions, nodes;
} part_totals;

void part_count_sum_add(part_count_sum *sum, uint64_t value);

/* Writes the sum in decimal into text and returns text. */
char *part_count_sum_format(const part_count_sum *sum, char text[PART_COUNT_SUM_TEXT_CAPACITY]);

/* Prints the result as one JSON line, for example
 * {"part":2,"parts":7,"problem":"0123456789abcdef","solutions":1234,"nodes":5678,"complete":true}
 */
void part_result_print(FILE *out, const part_result *result);

/* Parses "I/N" (1 <= I <= N <= CLI_MAXIMUM_PARTS); false otherwise. */
bool part_parse_argument(const char *text, uint32_t *part, uint32_t *parts);

/* Reads the result lines of operands[0 .. operand_count-1] ("-" is standard input; empty lines
 * are skipped), and when they are exactly the parts 1 .. N of one problem, each once and complete,
 * stores their exact sums in *totals and returns -1. Otherwise it reports every problem on
 * standard error (a malformed line, a partial part, a part of another problem or of another split,
 * a part repeated, the parts missing) and returns the exit status. */
int part_results_merge(int operand_count, char **operands, part_totals *totals);

#endif
