/* random_costs.c: gives every option of an exact-cover problem in Knuth's DLX format a random cost,
 * for Knuth's DLX5 and `dlx --min-cost`, so that any generator's problem becomes a minimum-cost
 * one.
 *
 * Usage: random_costs SEED MAXIMUM < PROBLEM > PROBLEM_WITH_COSTS   (0 <= SEED, MAXIMUM <= 10^9)
 *
 * Comments and blank lines are copied, the first other line (the items) too, and every later line
 * gets " |N" appended, N drawn uniformly from 0 to MAXIMUM by splitmix64 from SEED, one draw per
 * option in input order: the same SEED and input give the same costs on every machine. A first
 * comment line says how it was made.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arguments.h"

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

int main(int argc, char **argv) {
  const char *program = generator_name(argc, argv, "random_costs");
  long seed = argc == 3 ? parse_number(argv[1], 0, 1000000000) : -1;
  long maximum = argc == 3 ? parse_number(argv[2], 0, 1000000000) : -1;
  if (seed < 0 || maximum < 0) {
    fprintf(stderr, "usage: %s SEED MAXIMUM < PROBLEM   (0 <= SEED, MAXIMUM <= 1000000000)\n",
            program);
    return 2;
  }
  uint64_t state = (uint64_t)seed;
  printf("| Costs: random from 0 to %ld, seed %ld (puzzles/generators/random_costs.c).\n", maximum,
         seed);
  static char line[1 << 16];
  int items_seen = 0;
  while (fgets(line, sizeof line, stdin)) {
    size_t length = strlen(line);
    if (length == sizeof line - 1 && line[length - 1] != '\n') {
      fprintf(stderr, "%s: line too long\n", program);
      return 1;
    }
    while (length && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
    size_t first = strspn(line, " \t");
    if (line[first] == '\0' || line[first] == '|' || !items_seen) {
      items_seen |= line[first] != '\0' && line[first] != '|';
      printf("%s\n", line);
      continue;
    }
    uint64_t cost = splitmix64(&state) % ((uint64_t)maximum + 1);
    printf("%s |%llu\n", line, (unsigned long long)cost);
  }
  return ferror(stdout) || fflush(stdout) ? 1 : 0;
}
