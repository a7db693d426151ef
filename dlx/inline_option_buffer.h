/* inline_option_buffer.h: reading one option of a solver at a time through the public accessor
 * dlx_option_items, into a buffer grown to the longest option seen: shared by the operations that
 * see a whole problem only through dlx.h, its copy (copy.c) and its hash (problem_hash.c). Not
 * installed.
 */
#ifndef DLX_INLINE_OPTION_BUFFER_H
#define DLX_INLINE_OPTION_BUFFER_H

#include <stdlib.h>

#include "dlx.h"

/* A buffer for one option's items and colors, grown to the longest option seen. */
typedef struct option_buffer {
  uint32_t *items, *colors;
  size_t capacity;
} option_buffer;

static inline void free_option_buffer(option_buffer *buffer) {
  free(buffer->items);
  free(buffer->colors);
}

/* Reads option option_id into buffer; returns its size, or 0 when memory ran out. */
static inline size_t read_option(const dlx_solver *solver, uint32_t option_id,
                                 option_buffer *buffer) {
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

#endif
