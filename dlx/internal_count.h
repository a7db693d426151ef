/* internal_count.h: the layout of dlx_count (count.c) and the limb arithmetic the memoized search
 * (memo.c) does on it without going through the public functions. Not installed.
 */
#ifndef DLX_INTERNAL_COUNT_H
#define DLX_INTERNAL_COUNT_H

#include "dlx.h"

#include <stdbool.h>

struct dlx_count {
  uint64_t *limbs; /* least significant first */
  size_t length;   /* no leading zero limb: 0 has length 0 */
  size_t capacity;
};

/* Makes room for `length` limbs; false when out of memory (the count is unchanged). */
bool dlx_count_reserve(dlx_count *count, size_t length);

/* count += the `length` limbs of `limbs`; false when out of memory (the count is unchanged). */
bool dlx_count_add_limbs(dlx_count *count, const uint64_t *limbs, size_t length);

/* count = value, in room the count has (never fails once it had one limb of room). */
bool dlx_count_set_small(dlx_count *count, uint64_t value);

/* Compares a with the `length` limbs of b: -1, 0 or 1. */
int dlx_count_compare_limbs(const dlx_count *a, const uint64_t *b, size_t length);

/* count -= the limbs of b, where b <= count. */
void dlx_count_subtract_limbs(dlx_count *count, const uint64_t *b, size_t length);

#endif
