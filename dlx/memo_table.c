/* memo_table.c: the cache of the memoized count (internal_memo.h): residual problems, keyed by
 * their whole state and compared in full, with their numbers of solutions (and ZDD nodes). It
 * doubles as it fills, within its byte limit, counting both the old and the new slots while it
 * moves them. Once the next doubling would pass the limit, or the system refuses the memory, the
 * table is full: a new key takes its home slot, free or not, so that the table keeps the latest
 * keys (the search counts again what it forgot: slower, never wrong), and a find stops after the
 * longest probe of a key stored, as no free slot may be left. Counts too large for a word live in
 * an arena, each record with the index of its slot: the records of replaced counts are garbage,
 * reclaimed by sliding the live ones down once they make a quarter of the arena or it cannot grow.
 * A large count that does not fit even then is not stored.
 */
#include "internal_memo.h"

#include <stdlib.h>
#include <string.h>

enum { FIRST_CAPACITY = 1 << 12 };

static uint64_t table_bytes(const memo_table *table) {
  return (uint64_t)table->capacity * table->stride * 8 + (uint64_t)table->big_capacity * 8;
}

static void note_peak(memo_table *table, uint64_t bytes) {
  if (bytes > table->peak_bytes) table->peak_bytes = bytes;
}

static uint64_t *allocate_slots(size_t capacity, size_t stride) {
  uint64_t *slots = malloc(capacity * stride * sizeof *slots);
  if (!slots) return NULL;
  for (size_t k = 0; k < capacity; k++) slots[k * stride + 1] = MEMO_EMPTY;
  return slots;
}

bool dlx_memo_table_start(memo_table *table, size_t key_words, bool with_zdd, uint64_t byte_limit) {
  memset(table, 0, sizeof *table);
  table->key_words = key_words;
  table->with_zdd = with_zdd;
  table->stride = 2 + (with_zdd ? 1 : 0) + key_words;
  table->byte_limit = byte_limit;
  table->capacity = FIRST_CAPACITY;
  if (table_bytes(table) > byte_limit) { /* no room even for the first slots: a cache of none */
    table->capacity = 0;
    table->full = table->capped = true;
    return true;
  }
  table->slots = allocate_slots(table->capacity, table->stride);
  if (!table->slots) return false;
  note_peak(table, table_bytes(table));
  return true;
}

void dlx_memo_table_statistics(const memo_table *table, dlx_statistics *statistics) {
  statistics->memo_entries = table->used;
  statistics->memo_peak_bytes = table->peak_bytes;
  statistics->memo_capped = table->refused ? 2 : table->capped ? 1 : 0;
  statistics->memo_replaced = table->replaced;
}

void dlx_memo_table_free(memo_table *table) {
  free(table->slots);
  free(table->big);
  table->slots = table->big = NULL;
}

uint64_t dlx_memo_hash(const uint64_t *key, size_t key_words) {
  uint64_t hash = UINT64_C(0x9e3779b97f4a7c15);
  for (size_t k = 0; k < key_words; k++) {
    hash ^= key[k];
    hash *= UINT64_C(0xbf58476d1ce4e5b9);
    hash ^= hash >> 31;
  }
  hash ^= hash >> 29;
  hash *= UINT64_C(0x94d049bb133111eb);
  return hash ^ (hash >> 32);
}

static const uint64_t *slot_key(const memo_table *table, const uint64_t *slot) {
  return slot + 2 + (table->with_zdd ? 1 : 0);
}

const uint64_t *dlx_memo_table_find(const memo_table *table, const uint64_t *key, uint64_t hash) {
  if (!table->capacity) return NULL;
  size_t mask = table->capacity - 1, k = hash & mask;
  for (size_t probe = 0; probe <= table->longest_probe; probe++, k = (k + 1) & mask) {
    const uint64_t *slot = table->slots + k * table->stride;
    if (slot[1] == MEMO_EMPTY) return NULL;
    if (slot[0] == hash && memcmp(slot_key(table, slot), key, table->key_words * 8) == 0)
      return slot;
  }
  return NULL;
}

/* The first free slot from the home of `hash` on (the table always has one when it calls this:
 * it grows at three quarters full), the probe's length kept in longest_probe. */
static uint64_t *free_slot_for(memo_table *table, uint64_t hash) {
  size_t mask = table->capacity - 1, k = hash & mask;
  for (size_t probe = 0;; probe++, k = (k + 1) & mask) {
    uint64_t *slot = table->slots + k * table->stride;
    if (slot[1] == MEMO_EMPTY) {
      if (probe > table->longest_probe) table->longest_probe = probe;
      return slot;
    }
  }
}

/* Doubles the slots; false when the limit or the memory does not allow it. */
static bool grow(memo_table *table) {
  size_t capacity = 2 * table->capacity;
  uint64_t new_bytes = (uint64_t)capacity * table->stride * 8;
  if (table_bytes(table) + new_bytes > table->byte_limit) {
    table->capped = true;
    return false;
  }
  uint64_t *slots = allocate_slots(capacity, table->stride);
  if (!slots) {
    table->refused = true;
    return false;
  }
  note_peak(table, table_bytes(table) + new_bytes);
  uint64_t *old = table->slots;
  size_t old_capacity = table->capacity;
  table->slots = slots;
  table->capacity = capacity;
  table->longest_probe = 0;
  for (size_t k = 0; k < old_capacity; k++) {
    const uint64_t *slot = old + k * table->stride;
    if (slot[1] == MEMO_EMPTY) continue;
    uint64_t *moved = free_slot_for(table, slot[0]);
    memcpy(moved, slot, table->stride * sizeof *slot);
    if (slot[1] & MEMO_BIG) /* the record's slot index */
      table->big[(slot[1] & ~MEMO_BIG) + 1] = (uint64_t)(moved - slots) / table->stride;
  }
  free(old);
  return true;
}

/* Slides the live records of `big` down over the garbage, and tells their slots where they went. */
static void compact_big(memo_table *table) {
  size_t to = 0;
  for (size_t from = 0; from < table->big_length;) {
    size_t words = 2 + (size_t)table->big[from];
    uint64_t *slot = table->slots + table->big[from + 1] * table->stride;
    if (slot[1] == (MEMO_BIG | from)) {
      memmove(table->big + to, table->big + from, words * sizeof *table->big);
      slot[1] = MEMO_BIG | to;
      to += words;
    }
    from += words;
  }
  table->big_length = to;
  table->big_garbage = 0;
}

/* Room in `big` for `words` more: reclaimed, or grown within the limit. */
static bool make_room_in_big(memo_table *table, size_t words) {
  size_t needed = table->big_length + words;
  if (needed <= table->big_capacity) return true;
  if (table->big_garbage > 0 && table->big_garbage >= table->big_length / 4) {
    compact_big(table);
    needed = table->big_length + words;
    if (needed <= table->big_capacity) return true;
  }
  size_t capacity = table->big_capacity ? 2 * table->big_capacity : 1024;
  while (capacity < needed) capacity *= 2;
  uint64_t bytes = table_bytes(table) + (uint64_t)(capacity - table->big_capacity) * 8;
  if (bytes > table->byte_limit) {
    table->capped = true;
    if (table->big_garbage == 0) return false;
    compact_big(table);
    return table->big_length + words <= table->big_capacity;
  }
  uint64_t *big = realloc(table->big, capacity * sizeof *big);
  if (!big) {
    table->refused = true;
    return false;
  }
  table->big = big;
  table->big_capacity = capacity;
  note_peak(table, table_bytes(table));
  return true;
}

/* Keeps a count too large for a word in `big`, for the slot of index slot_index: its value word,
 * or MEMO_EMPTY without room. */
static uint64_t store_big(memo_table *table, const dlx_count *count, size_t slot_index) {
  if (!make_room_in_big(table, 2 + count->length)) return MEMO_EMPTY;
  uint64_t place = table->big_length;
  table->big[place] = count->length;
  table->big[place + 1] = slot_index;
  memcpy(table->big + place + 2, count->limbs, count->length * sizeof *count->limbs);
  table->big_length += 2 + count->length;
  return MEMO_BIG | place;
}

void dlx_memo_table_insert(memo_table *table, const uint64_t *key, uint64_t hash,
                           const dlx_count *count, uint64_t zdd) {
  if (!table->capacity) return;
  if (!table->full && 4 * (table->used + 1) > 3 * table->capacity && !grow(table))
    table->full = true;
  /* Full: the key takes its home slot from whatever was there (where its own probe looks first;
   * the other keys' probes still pass over an occupied slot). Slots are never freed, so the table
   * may end with none free: finds then stop at longest_probe, which this leaves as it was. */
  uint64_t *slot = table->full ? table->slots + (hash & (table->capacity - 1)) * table->stride
                               : free_slot_for(table, hash);
  uint64_t value;
  if (count->length == 0)
    value = 0;
  else if (count->length == 1 && count->limbs[0] < MEMO_BIG)
    value = count->limbs[0];
  else if ((value = store_big(table, count, (size_t)(slot - table->slots) / table->stride)) ==
           MEMO_EMPTY)
    return;                     /* the slot stays as it was */
  uint64_t old_value = slot[1]; /* read after store_big, which may move the records */
  if (old_value == MEMO_EMPTY) {
    table->used++;
  } else {
    table->replaced++;
    if (old_value & MEMO_BIG) table->big_garbage += 2 + (size_t)table->big[old_value & ~MEMO_BIG];
  }
  slot[0] = hash;
  slot[1] = value;
  if (table->with_zdd) slot[2] = zdd;
  memcpy(slot + 2 + (table->with_zdd ? 1 : 0), key, table->key_words * sizeof *key);
}

size_t dlx_memo_table_count(const memo_table *table, const uint64_t *slot, uint64_t *small,
                            const uint64_t **limbs) {
  uint64_t value = slot[1];
  if (!(value & MEMO_BIG)) {
    *small = value;
    *limbs = small;
    return value != 0;
  }
  const uint64_t *place = table->big + (value & ~MEMO_BIG);
  *limbs = place + 2;
  return (size_t)place[0];
}
