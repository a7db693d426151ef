/* statistics.c: dlx_statistics by name (the table that --stats and the bindings read), the plan
 * in words, and the copy of a search's statistics into the caller's struct as large as the caller
 * says it is. */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "internal_statistics.h"

#define STATISTIC(field, kind)                                                                     \
  { #field, offsetof(dlx_statistics, field), kind }

enum { KIND_U64, KIND_U32, KIND_INT, KIND_REPRESENTATION };

static const struct statistic_row {
  const char *name;
  size_t offset;
  int kind;
} statistic_table[] = {
    STATISTIC(solutions, KIND_U64),
    STATISTIC(nodes, KIND_U64),
    STATISTIC(updates, KIND_U64),
    STATISTIC(representation, KIND_REPRESENTATION),
    STATISTIC(restarts, KIND_U64),
    STATISTIC(memo, KIND_INT),
    STATISTIC(memo_hits, KIND_U64),
    STATISTIC(memo_entries, KIND_U64),
    STATISTIC(memo_peak_bytes, KIND_U64),
    STATISTIC(symmetry_item, KIND_U32),
    STATISTIC(symmetry_item_options, KIND_U32),
    STATISTIC(symmetry_classes, KIND_U32),
    STATISTIC(memo_capped, KIND_INT),
    STATISTIC(memo_replaced, KIND_U64),
    STATISTIC(plan, KIND_U32),
};

#define STATISTIC_COUNT ((int)(sizeof statistic_table / sizeof statistic_table[0]))

int dlx_statistic_count(void) {
  return STATISTIC_COUNT;
}

const char *dlx_statistic_name(int index) {
  return index >= 0 && index < STATISTIC_COUNT ? statistic_table[index].name : NULL;
}

dlx_status dlx_statistic_value(const dlx_statistics *statistics, const char *name,
                               uint64_t *value) {
  if (!statistics || !name || !value) return DLX_ERROR_NULL_ARGUMENT;
  for (int k = 0; k < STATISTIC_COUNT; k++) {
    if (strcmp(statistic_table[k].name, name) != 0) continue;
    const char *field = (const char *)statistics + statistic_table[k].offset;
    switch (statistic_table[k].kind) {
    case KIND_U64:
      memcpy(value, field, sizeof *value);
      break;
    case KIND_U32: {
      uint32_t number;
      memcpy(&number, field, sizeof number);
      *value = number;
      break;
    }
    case KIND_INT: {
      int number;
      memcpy(&number, field, sizeof number);
      *value = (uint64_t)number;
      break;
    }
    default: {
      dlx_representation representation;
      memcpy(&representation, field, sizeof representation);
      *value = (uint64_t)representation;
    }
    }
    return DLX_OK;
  }
  return DLX_ERROR_UNKNOWN_OPTION;
}

static const char *const plan_words[] = {"bitset",        "bounds",   "trial",    "memo",
                                         "memo given up", "symmetry", "restarts", "threads",
                                         "costs",         "samples"};

size_t dlx_plan_describe(uint32_t plan, char *text, size_t capacity) {
  size_t length = 0;
  const char *separator = "";
  if (!(plan & (DLX_PLAN_BITSET | DLX_PLAN_MEMO))) {
    length += (size_t)snprintf(text, capacity, "links");
    separator = ", ";
  }
  for (size_t bit = 0; bit < sizeof plan_words / sizeof plan_words[0]; bit++) {
    if (!(plan & (UINT32_C(1) << bit))) continue;
    char *at = text && length < capacity ? text + length : NULL;
    length += (size_t)snprintf(at, at ? capacity - length : 0, "%s%s", separator, plan_words[bit]);
    separator = ", ";
  }
  if (length == 0 && text && capacity) text[0] = '\0';
  return length;
}

void dlx_statistics_deliver(dlx_statistics *out, const dlx_statistics *full) {
  if (!out) return;
  size_t size = out->size; /* any value, even one left uninitialised: this layout is the first */
  *out = *full;
  out->size = size;
}
