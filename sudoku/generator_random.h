/* generator_random.h: the generator's pseudo-random numbers, the same on every machine.
 *
 * xoshiro256** (Blackman and Vigna), its state filled by splitmix64 from a 64-bit seed and a
 * stream number, so that puzzle k of seed S is the same whether or not puzzles 0..k-1 were made
 * first. Only fixed-width integer arithmetic is used: no rand(), no floating point. */
#ifndef SUDOKU_GENERATOR_RANDOM_H
#define SUDOKU_GENERATOR_RANDOM_H

#include <stdint.h>

typedef struct sudoku_random {
  uint64_t state[4];
} sudoku_random;

/* Starts the sequence of (seed, stream); two different pairs give unrelated sequences. */
void sudoku_random_seed(sudoku_random *random, uint64_t seed, uint64_t stream);

/* The next 64 random bits. */
uint64_t sudoku_random_next(sudoku_random *random);

/* A number from 0 to bound - 1, each equally likely (rejection sampling, no modulo bias); bound
 * must be at least 1. */
uint32_t sudoku_random_below(sudoku_random *random, uint32_t bound);

/* Puts the count values of items in a random order, each order equally likely (Fisher-Yates). */
void sudoku_random_shuffle(sudoku_random *random, uint16_t *items, unsigned count);

#endif
