/* problem_hash.c: dlx_problem_hash, the problem's 64-bit fingerprint (FNV-1a), which ties the
 * results of dlx_solve_part to one problem. It reads the problem only through the public accessors
 * of dlx.h (each option with dlx_option_items, through inline_option_buffer.h, and each item's
 * bounds with dlx_item_bounds), so it is the same whatever representation the engine uses.
 */
#include <stdbool.h>
#include <stdlib.h>

#include "dlx.h"
#include "inline_option_buffer.h"

#define FNV_OFFSET_BASIS UINT64_C(0xcbf29ce484222325)
#define FNV_PRIME UINT64_C(0x100000001b3)

/* Feeds the four bytes of value, least significant first, so that the hash is the same on every
 * byte order. */
static uint64_t hash_number(uint64_t hash, uint32_t value) {
  for (int byte = 0; byte < 4; byte++) {
    hash ^= (value >> (8 * byte)) & 0xff;
    hash *= FNV_PRIME;
  }
  return hash;
}

/* The bounds join the hash only when some item has bounds other than [1, 1], so that a problem
 * without bounds keeps the hash it had before bounds existed. */
static uint64_t hash_bounds(const dlx_solver *solver, uint64_t value) {
  uint32_t primary_count = dlx_primary_count(solver), lower, upper;
  bool bounded = false;
  for (uint32_t item = 0; item < primary_count && !bounded; item++) {
    dlx_item_bounds(solver, item, &lower, &upper);
    bounded = lower != 1 || upper != 1;
  }
  for (uint32_t item = 0; item < primary_count && bounded; item++) {
    dlx_item_bounds(solver, item, &lower, &upper);
    value = hash_number(value, lower);
    value = hash_number(value, upper);
  }
  return value;
}

dlx_status dlx_problem_hash(const dlx_solver *solver, uint64_t *hash) {
  if (!solver || !hash) return DLX_ERROR_NULL_ARGUMENT;
  uint64_t value = FNV_OFFSET_BASIS;
  value = hash_number(value, dlx_primary_count(solver));
  value = hash_number(value, dlx_secondary_count(solver));
  uint32_t option_count = dlx_option_count(solver);
  value = hash_number(value, option_count);
  option_buffer buffer = {0};
  for (uint32_t id = 0; id < option_count; id++) {
    size_t size = read_option(solver, id, &buffer);
    if (size == 0) {
      free_option_buffer(&buffer);
      return DLX_ERROR_OUT_OF_MEMORY;
    }
    value = hash_number(value, (uint32_t)size);
    for (size_t k = 0; k < size; k++) {
      value = hash_number(value, buffer.items[k]);
      value = hash_number(value, buffer.colors[k]);
    }
  }
  free_option_buffer(&buffer);
  *hash = hash_bounds(solver, value);
  return DLX_OK;
}
