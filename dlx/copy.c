/* copy.c: operations on a whole problem that read it only through the public accessors of dlx.h:
 * a copy of a solver (one per thread of dlx_solve_parallel) and the problem's fingerprint (which
 * ties the results of dlx_solve_part to one problem). Both read each option with
 * dlx_option_items, and each item's bounds with dlx_item_bounds, so they hold whatever
 * representation the engine uses. */
#include <stdbool.h>
#include <stdlib.h>

#include "dlx.h"

/* A buffer for one option's items and colors, grown to the longest option seen. */
typedef struct option_buffer {
  uint32_t *items, *colors;
  size_t capacity;
} option_buffer;

static void free_option_buffer(option_buffer *buffer) {
  free(buffer->items);
  free(buffer->colors);
}

/* Reads option option_id into buffer; returns its size, or 0 when memory ran out. */
static size_t read_option(const dlx_solver *solver, uint32_t option_id, option_buffer *buffer) {
  size_t size = dlx_option_items(solver, option_id, NULL, NULL, 0);
  if (size > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 16;
    while (capacity < size) capacity *= 2;
    uint32_t *items = realloc(buffer->items, capacity * sizeof *items);
    if (!items) return 0;
    buffer->items = items;
    uint32_t *colors = realloc(buffer->colors, capacity * sizeof *colors);
    if (!colors) return 0;
    buffer->colors = colors;
    buffer->capacity = capacity;
  }
  return dlx_option_items(solver, option_id, buffer->items, buffer->colors, buffer->capacity);
}

dlx_status dlx_copy(const dlx_solver *solver, dlx_solver **copy) {
  if (!copy) return DLX_ERROR_NULL_ARGUMENT;
  *copy = NULL;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  dlx_solver *result;
  dlx_status status = dlx_create(&result, dlx_primary_count(solver), dlx_secondary_count(solver));
  if (status != DLX_OK) return status;
  option_buffer buffer = {0};
  uint32_t option_count = dlx_option_count(solver);
  for (uint32_t id = 0; id < option_count && status == DLX_OK; id++) {
    size_t size = read_option(solver, id, &buffer);
    status = size == 0 ? DLX_ERROR_OUT_OF_MEMORY
                       : dlx_add_colored_option(result, buffer.items, buffer.colors, size, NULL);
  }
  free_option_buffer(&buffer);
  for (uint32_t item = 0; item < dlx_primary_count(solver) && status == DLX_OK; item++) {
    uint32_t lower, upper;
    dlx_item_bounds(solver, item, &lower, &upper);
    if (lower != 1 || upper != 1) status = dlx_set_item_bounds(result, item, lower, upper);
  }
  if (status != DLX_OK) {
    dlx_destroy(result);
    return status;
  }
  *copy = result;
  return DLX_OK;
}

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
