/* names.c: the strings and the name tables of the Knuth reader (internal_names.h): every string
 * in one buffer that grows by doubling, and distinct names found through an open-addressing hash
 * table (FNV-1a) over that buffer, so that a million names cost two allocations, not a million.
 */
#include "internal_names.h"

#include <stdlib.h>
#include <string.h>

bool dlx_grow_capacity(size_t *capacity, size_t needed, size_t minimum, size_t element_size) {
  if (needed <= *capacity) return true;
  size_t limit = SIZE_MAX / element_size;
  if (needed > limit) return false;
  size_t grown = *capacity < minimum ? minimum : *capacity;
  while (grown < needed) grown = grown > limit / 2 ? limit : 2 * grown;
  *capacity = grown;
  return true;
}

bool dlx_string_list_append_bytes(string_list *list, const char *bytes, size_t length) {
  if (length > SIZE_MAX - list->byte_count) return false;
  size_t capacity = list->byte_capacity;
  if (!dlx_grow_capacity(&capacity, list->byte_count + length, 256, 1)) return false;
  if (capacity != list->byte_capacity) {
    char *grown = realloc(list->bytes, capacity);
    if (!grown) return false;
    list->bytes = grown;
    list->byte_capacity = capacity;
  }
  memcpy(list->bytes + list->byte_count, bytes, length);
  list->byte_count += length;
  return true;
}

/* Ends the string that started at offset start (the bytes appended since) and records it. */
bool dlx_string_list_finish(string_list *list, size_t start) {
  if (!dlx_string_list_append_bytes(list, "", 1)) return false;
  if (list->count >= DLX_MAXIMUM_NAMES) return false;
  if (list->count == list->start_capacity) {
    size_t capacity = list->start_capacity;
    dlx_grow_capacity(&capacity, (size_t)list->count + 1, 16, sizeof *list->starts);
    if (capacity > DLX_MAXIMUM_NAMES) capacity = DLX_MAXIMUM_NAMES;
    size_t *grown = realloc(list->starts, capacity * sizeof *grown);
    if (!grown) return false;
    list->starts = grown;
    list->start_capacity = (uint32_t)capacity;
  }
  list->starts[list->count++] = start;
  return true;
}

const char *dlx_string_list_get(const string_list *list, uint32_t index) {
  return list->bytes + list->starts[index];
}

size_t dlx_string_list_length(const string_list *list, uint32_t index) {
  size_t end = index + 1 < list->count ? list->starts[index + 1] : list->byte_count;
  return end - list->starts[index] - 1;
}

/* Gives back the memory that growth by doubling left unused; keeps the old blocks on failure. */
void dlx_string_list_shrink(string_list *list) {
  if (list->byte_count > 0 && list->byte_count < list->byte_capacity) {
    char *shrunk = realloc(list->bytes, list->byte_count);
    if (shrunk) {
      list->bytes = shrunk;
      list->byte_capacity = list->byte_count;
    }
  }
  if (list->count > 0 && list->count < list->start_capacity) {
    size_t *shrunk = realloc(list->starts, list->count * sizeof *shrunk);
    if (shrunk) {
      list->starts = shrunk;
      list->start_capacity = list->count;
    }
  }
}

void dlx_string_list_free(string_list *list) {
  free(list->bytes);
  free(list->starts);
}

/* FNV-1a, 64 bits. */
static uint64_t hash_of(const char *bytes, size_t length) {
  uint64_t hash = UINT64_C(14695981039346656037);
  for (size_t k = 0; k < length; k++) {
    hash ^= (unsigned char)bytes[k];
    hash *= UINT64_C(1099511628211);
  }
  return hash ^ (hash >> 29);
}

/* The slot that holds name, or the empty slot where it would go. */
static uint32_t slot_of(const name_table *table, const char *name, size_t length) {
  uint32_t mask = table->slot_count - 1;
  uint32_t slot = (uint32_t)hash_of(name, length) & mask;
  while (table->slots[slot] != 0) {
    uint32_t index = table->slots[slot] - 1;
    if (dlx_string_list_length(&table->names, index) == length &&
        memcmp(dlx_string_list_get(&table->names, index), name, length) == 0)
      break;
    slot = (slot + 1) & mask;
  }
  return slot;
}

uint32_t dlx_name_table_find(const name_table *table, const char *name, size_t length) {
  if (table->slot_count == 0) return DLX_NAME_NOT_FOUND;
  uint32_t slot = slot_of(table, name, length);
  return table->slots[slot] == 0 ? DLX_NAME_NOT_FOUND : table->slots[slot] - 1;
}

static bool name_table_rehash(name_table *table, uint32_t slot_count) {
  uint32_t *old_slots = table->slots;
  table->slots = calloc(slot_count, sizeof *table->slots);
  if (!table->slots) {
    table->slots = old_slots;
    return false;
  }
  table->slot_count = slot_count;
  for (uint32_t index = 0; index < table->names.count; index++) {
    const char *name = dlx_string_list_get(&table->names, index);
    table->slots[slot_of(table, name, dlx_string_list_length(&table->names, index))] = index + 1;
  }
  free(old_slots);
  return true;
}

/* Adds a name that is not in the table yet; its index is the number of names before it. Returns
 * DLX_OK, DLX_ERROR_TOO_LARGE (DLX_MAXIMUM_NAMES names) or DLX_ERROR_OUT_OF_MEMORY. */
dlx_status dlx_name_table_add(name_table *table, const char *name, size_t length) {
  if (table->names.count >= DLX_MAXIMUM_NAMES) return DLX_ERROR_TOO_LARGE;
  if (2 * ((size_t)table->names.count + 1) > table->slot_count) {
    uint32_t slot_count = table->slot_count ? 2 * table->slot_count : 64;
    if (!name_table_rehash(table, slot_count)) return DLX_ERROR_OUT_OF_MEMORY;
  }
  size_t start = table->names.byte_count;
  if (!dlx_string_list_append_bytes(&table->names, name, length) ||
      !dlx_string_list_finish(&table->names, start)) {
    table->names.byte_count = start;
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  uint32_t index = table->names.count - 1;
  table->slots[slot_of(table, name, length)] = index + 1;
  return DLX_OK;
}

void dlx_name_table_free(name_table *table) {
  dlx_string_list_free(&table->names);
  free(table->slots);
}
