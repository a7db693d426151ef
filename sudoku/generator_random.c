/* generator_random.c: xoshiro256** seeded through splitmix64, written from the published
 * descriptions of both generators; see generator_random.h for why the generator has its own. */
#include "generator_random.h"

static uint64_t rotate_left(uint64_t value, unsigned shift) {
  return (value << shift) | (value >> (64 - shift));
}

/* One step of splitmix64: advances *state and returns a well-mixed 64-bit value. */
static uint64_t splitmix64_next(uint64_t *state) {
  uint64_t mixed = (*state += 0x9e3779b97f4a7c15u);
  mixed = (mixed ^ (mixed >> 30)) * 0xbf58476d1ce4e5b9u;
  mixed = (mixed ^ (mixed >> 27)) * 0x94d049bb133111ebu;
  return mixed ^ (mixed >> 31);
}

void sudoku_random_seed(sudoku_random *random, uint64_t seed, uint64_t stream) {
  uint64_t mixer = seed;
  uint64_t stream_offset = splitmix64_next(&mixer) ^ stream;
  mixer = splitmix64_next(&stream_offset);
  for (unsigned k = 0; k < 4; k++) random->state[k] = splitmix64_next(&mixer);
  /* splitmix64 never gives four zeros in a row, the one state xoshiro must avoid; be sure. */
  if ((random->state[0] | random->state[1] | random->state[2] | random->state[3]) == 0)
    random->state[0] = 1;
}

uint64_t sudoku_random_next(sudoku_random *random) {
  uint64_t *s = random->state;
  uint64_t result = rotate_left(s[1] * 5, 7) * 9;
  uint64_t shifted = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= shifted;
  s[3] = rotate_left(s[3], 45);
  return result;
}

uint32_t sudoku_random_below(sudoku_random *random, uint32_t bound) {
  /* Values of the top 32 bits at or above the largest multiple of bound are thrown away. */
  uint32_t rejected_below = (uint32_t)(-bound) % bound; /* 2^32 mod bound */
  for (;;) {
    uint32_t value = (uint32_t)(sudoku_random_next(random) >> 32);
    if (value >= rejected_below) return value % bound;
  }
}

void sudoku_random_shuffle(sudoku_random *random, uint16_t *items, unsigned count) {
  for (unsigned last = count; last > 1; last--) {
    unsigned chosen = sudoku_random_below(random, last);
    uint16_t kept = items[chosen];
    items[chosen] = items[last - 1];
    items[last - 1] = kept;
  }
}
