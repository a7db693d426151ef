/* choice_family.c: writes, in Knuth's format, shallow problems on which a rule by the work per node
 * alone picks the slower representation (issue 18), for bench/choice.sh and the rule's unit test
 * to time and check the automatic choice (dlx/representation.c) against the links and the bitset:
 *   choice_family partitions N   the set partitions of N items: every non-empty subset of N
 *                                primary items is an option (Bell(N) solutions);
 *   choice_family xcc SEED       a random colored XCC problem drawn from SEED: 6 to 18 primary and
 *                                0 to 6 secondary items, 60 to 300 options, each of 1 to 4 primary
 *                                items and each secondary item with probability 1/3, uncolored or
 *                                one of 3 colors.
 * The same arguments write the same problem on any machine (a xorshift generator of its own). */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t random_state;

static uint32_t random_below(uint32_t bound) {
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return (uint32_t)(random_state % bound);
}

static void write_partitions(unsigned n) {
  printf("| the set partitions of %u items: every non-empty subset is an option\n", n);
  for (unsigned k = 0; k < n; k++) printf("%si%u", k ? " " : "", k);
  putchar('\n');
  for (uint32_t subset = 1; subset < (UINT32_C(1) << n); subset++) {
    bool first = true;
    for (unsigned k = 0; k < n; k++)
      if (subset >> k & 1) {
        printf("%si%u", first ? "" : " ", k);
        first = false;
      }
    putchar('\n');
  }
}

static void write_random_xcc(uint64_t seed) {
  random_state = seed * 0x9e3779b97f4a7c15u + 88172645463325252u;
  for (int k = 0; k < 10; k++) random_below(2);
  uint32_t primary = 6 + random_below(13), secondary = random_below(7);
  uint32_t options = 60 + random_below(241);
  printf("| random colored XCC, seed %" PRIu64 ": %" PRIu32 " primary, %" PRIu32
         " secondary items, %" PRIu32 " options\n",
         seed, primary, secondary, options);
  for (uint32_t k = 0; k < primary; k++) printf("%sp%" PRIu32, k ? " " : "", k);
  if (secondary) printf(" |");
  for (uint32_t k = 0; k < secondary; k++) printf(" s%" PRIu32, k);
  putchar('\n');
  for (uint32_t option = 0; option < options; option++) {
    bool taken[18] = {false};
    uint32_t size = 1 + random_below(primary < 4 ? primary : 4);
    for (uint32_t placed = 0; placed < size;) {
      uint32_t item = random_below(primary);
      if (taken[item]) continue;
      taken[item] = true;
      printf("%sp%" PRIu32, placed++ ? " " : "", item);
    }
    for (uint32_t k = 0; k < secondary; k++) {
      if (random_below(3) != 0) continue;
      uint32_t color = random_below(4);
      if (color)
        printf(" s%" PRIu32 ":%c", k, (char)('A' + color - 1));
      else
        printf(" s%" PRIu32, k);
    }
    putchar('\n');
  }
}

int main(int argc, char **argv) {
  char *end;
  if (argc == 3 && strcmp(argv[1], "partitions") == 0) {
    unsigned long n = strtoul(argv[2], &end, 10);
    if (*end || n < 1 || n > 20) {
      fprintf(stderr, "choice_family: N must be 1 to 20\n");
      return 2;
    }
    write_partitions((unsigned)n);
  } else if (argc == 3 && strcmp(argv[1], "xcc") == 0) {
    uint64_t seed = strtoull(argv[2], &end, 10);
    if (*end || !argv[2][0]) {
      fprintf(stderr, "choice_family: SEED must be a number\n");
      return 2;
    }
    write_random_xcc(seed);
  } else {
    fprintf(stderr, "usage: choice_family partitions N | choice_family xcc SEED\n");
    return 2;
  }
  return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 3;
}
