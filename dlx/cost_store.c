/* cost_store.c: the k cheapest solutions found so far (cheapest_store of internal_cost.h), a heap
 * whose root is the dearest kept, so that a cheaper solution replaces it, and their sorting at the
 * end, cheapest first, equal costs in the order found.
 */
#include "internal_cost.h"

#include <stdlib.h>
#include <string.h>

/* The heap order: a before b when a is dearer, or as dear and found later. */
static bool dearer(const kept_solution *a, const kept_solution *b) {
  return a->cost != b->cost ? a->cost > b->cost : a->found > b->found;
}

static void swap_slots(kept_solution *a, kept_solution *b) {
  kept_solution t = *a;
  *a = *b;
  *b = t;
}

static void sift_up(kept_solution *slots, size_t index) {
  while (index > 0) {
    size_t parent = (index - 1) / 2;
    if (!dearer(&slots[index], &slots[parent])) return;
    swap_slots(&slots[index], &slots[parent]);
    index = parent;
  }
}

static void sift_down(kept_solution *slots, size_t size, size_t index) {
  for (;;) {
    size_t largest = index, left = 2 * index + 1, right = left + 1;
    if (left < size && dearer(&slots[left], &slots[largest])) largest = left;
    if (right < size && dearer(&slots[right], &slots[largest])) largest = right;
    if (largest == index) return;
    swap_slots(&slots[index], &slots[largest]);
    index = largest;
  }
}

uint64_t dlx_cheapest_store_cutoff(const cheapest_store *store) {
  return store->size < store->k ? UINT64_MAX : store->slots[0].cost;
}

static bool copy_ids(kept_solution *slot, const uint32_t *option_ids, size_t option_count) {
  if (option_count > slot->capacity) {
    size_t capacity = option_count < 8 ? 8 : option_count;
    uint32_t *ids = realloc(slot->option_ids, capacity * sizeof *ids);
    if (!ids) return false;
    slot->option_ids = ids;
    slot->capacity = capacity;
  }
  if (option_count) memcpy(slot->option_ids, option_ids, option_count * sizeof *option_ids);
  slot->option_count = option_count;
  return true;
}

dlx_status dlx_cheapest_store_offer(cheapest_store *store, const uint32_t *option_ids,
                                    size_t option_count, uint64_t cost) {
  kept_solution *slot;
  if (store->size < store->k) {
    if (store->size == store->capacity) {
      size_t capacity = store->capacity ? 2 * store->capacity : 4;
      if (capacity > store->k) capacity = (size_t)store->k;
      kept_solution *slots = realloc(store->slots, capacity * sizeof *slots);
      if (!slots) return DLX_ERROR_OUT_OF_MEMORY;
      memset(slots + store->capacity, 0, (capacity - store->capacity) * sizeof *slots);
      store->slots = slots;
      store->capacity = capacity;
    }
    slot = &store->slots[store->size];
    if (!copy_ids(slot, option_ids, option_count)) return DLX_ERROR_OUT_OF_MEMORY;
    slot->cost = cost;
    slot->found = store->found++;
    sift_up(store->slots, store->size++);
  } else {
    slot = &store->slots[0];
    if (!copy_ids(slot, option_ids, option_count)) return DLX_ERROR_OUT_OF_MEMORY;
    slot->cost = cost;
    slot->found = store->found++;
    sift_down(store->slots, store->size, 0);
  }
  const dlx_cheapest *cheapest = store->cheapest;
  if (cheapest && cheapest->on_improvement &&
      cheapest->on_improvement(cheapest->improvement_context, option_ids, option_count, cost))
    return DLX_STOPPED_BY_CALLBACK;
  return DLX_OK;
}

static int cheaper_first(const void *a, const void *b) {
  const kept_solution *x = a, *y = b;
  return dearer(x, y) ? 1 : dearer(y, x) ? -1 : 0;
}

void dlx_cheapest_store_sort(cheapest_store *store) {
  if (store->size > 1) qsort(store->slots, store->size, sizeof *store->slots, cheaper_first);
}

void dlx_cheapest_store_free(cheapest_store *store) {
  for (size_t k = 0; k < store->capacity; k++) free(store->slots[k].option_ids);
  free(store->slots);
}
