/* internal_names.h: strings kept one after another in one growing buffer, and a hash table of
 * distinct names over them (the item and color names of dlx/knuth.c). Internal to the library. */
#ifndef DLX_INTERNAL_NAMES_H
#define DLX_INTERNAL_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx.h"

#define DLX_MAXIMUM_NAMES (UINT32_C(1) << 30)
#define DLX_NAME_NOT_FOUND UINT32_MAX

/* Strings stored one after another in one buffer, each ended by a NUL, with the offset of each. */
typedef struct string_list {
  char *bytes;
  size_t byte_count, byte_capacity;
  size_t *starts;
  uint32_t count, start_capacity;
} string_list;

/* A string_list whose strings are distinct, with an open-addressing hash table over them: a slot
 * holds 0 when empty, else the index of a string plus one. */
typedef struct name_table {
  string_list names;
  uint32_t *slots;
  uint32_t slot_count; /* 0 or a power of two at least twice names.count */
} name_table;

/* Raises *capacity (at least minimum) by doubling until it holds needed elements of element_size
 * bytes; false when that many cannot be addressed. */
bool dlx_grow_capacity(size_t *capacity, size_t needed, size_t minimum, size_t element_size);

/* Appends bytes to the string being built at the end of the list; false when out of memory. */
bool dlx_string_list_append_bytes(string_list *list, const char *bytes, size_t length);
/* Ends the string that started at offset start (the bytes appended since) and records it. */
bool dlx_string_list_finish(string_list *list, size_t start);
const char *dlx_string_list_get(const string_list *list, uint32_t index);
size_t dlx_string_list_length(const string_list *list, uint32_t index);
/* Gives back the memory that growth by doubling left unused; keeps the old blocks on failure. */
void dlx_string_list_shrink(string_list *list);
void dlx_string_list_free(string_list *list);

/* The index of name in the table, or DLX_NAME_NOT_FOUND. */
uint32_t dlx_name_table_find(const name_table *table, const char *name, size_t length);
/* Adds a name that is not in the table yet; its index is the number of names before it. Returns
 * DLX_OK, DLX_ERROR_TOO_LARGE (DLX_MAXIMUM_NAMES names) or DLX_ERROR_OUT_OF_MEMORY. */
dlx_status dlx_name_table_add(name_table *table, const char *name, size_t length);
void dlx_name_table_free(name_table *table);

#endif
