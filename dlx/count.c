/* count.c: exact counts of any size (dlx_count, dlx.h): a natural number as an array of 64-bit
 * limbs, least significant first, with the few operations the counts need: set, add, multiply by a
 * small factor, read back as limbs, as 64 bits when it fits, and in decimal. The memoized search
 * (memo.c) adds and compares limb arrays through internal_count.h.
 */
#include "internal_count.h"

#include <stdlib.h>
#include <string.h>

bool dlx_count_reserve(dlx_count *count, size_t length) {
  if (length <= count->capacity) return true;
  size_t capacity = count->capacity ? count->capacity : 2;
  while (capacity < length) capacity *= 2;
  uint64_t *limbs = realloc(count->limbs, capacity * sizeof *limbs);
  if (!limbs) return false;
  count->limbs = limbs;
  count->capacity = capacity;
  return true;
}

static void trim(dlx_count *count) {
  while (count->length > 0 && count->limbs[count->length - 1] == 0) count->length--;
}

bool dlx_count_add_limbs(dlx_count *count, const uint64_t *limbs, size_t length) {
  size_t longest = count->length > length ? count->length : length;
  if (!dlx_count_reserve(count, longest + 1)) return false;
  for (size_t k = count->length; k <= longest; k++) count->limbs[k] = 0;
  uint64_t carry = 0;
  for (size_t k = 0; k < longest; k++) {
    uint64_t term = k < length ? limbs[k] : 0;
    uint64_t sum = count->limbs[k] + term;
    uint64_t carry_out = sum < term;
    uint64_t total = sum + carry;
    carry_out += total < sum;
    count->limbs[k] = total;
    carry = carry_out;
  }
  count->limbs[longest] = carry;
  count->length = longest + 1;
  trim(count);
  return true;
}

bool dlx_count_set_small(dlx_count *count, uint64_t value) {
  if (!dlx_count_reserve(count, 1)) return false;
  count->limbs[0] = value;
  count->length = value != 0;
  return true;
}

int dlx_count_compare_limbs(const dlx_count *a, const uint64_t *b, size_t length) {
  while (length > 0 && b[length - 1] == 0) length--;
  if (a->length != length) return a->length < length ? -1 : 1;
  for (size_t k = length; k-- > 0;)
    if (a->limbs[k] != b[k]) return a->limbs[k] < b[k] ? -1 : 1;
  return 0;
}

void dlx_count_subtract_limbs(dlx_count *count, const uint64_t *b, size_t length) {
  uint64_t borrow = 0;
  for (size_t k = 0; k < count->length; k++) {
    uint64_t term = k < length ? b[k] : 0;
    uint64_t difference = count->limbs[k] - term;
    uint64_t borrow_out = count->limbs[k] < term;
    uint64_t result = difference - borrow;
    borrow_out += difference < borrow;
    count->limbs[k] = result;
    borrow = borrow_out;
  }
  trim(count);
}

dlx_status dlx_count_create(dlx_count **count) {
  if (!count) return DLX_ERROR_NULL_ARGUMENT;
  *count = calloc(1, sizeof **count);
  return *count ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
}

void dlx_count_destroy(dlx_count *count) {
  if (!count) return;
  free(count->limbs);
  free(count);
}

dlx_status dlx_count_set(dlx_count *count, uint64_t value) {
  if (!count) return DLX_ERROR_NULL_ARGUMENT;
  return dlx_count_set_small(count, value) ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
}

dlx_status dlx_count_add(dlx_count *sum, const dlx_count *term) {
  if (!sum || !term) return DLX_ERROR_NULL_ARGUMENT;
  if (sum == term) return dlx_count_multiply_small(sum, 2);
  return dlx_count_add_limbs(sum, term->limbs, term->length) ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
}

dlx_status dlx_count_multiply_small(dlx_count *count, uint32_t factor) {
  if (!count) return DLX_ERROR_NULL_ARGUMENT;
  if (!dlx_count_reserve(count, count->length + 1)) return DLX_ERROR_OUT_OF_MEMORY;
  uint64_t carry = 0;
  for (size_t k = 0; k < count->length; k++) {
    uint64_t low = count->limbs[k] & UINT32_MAX, high = count->limbs[k] >> 32;
    uint64_t low_product = low * factor + (carry & UINT32_MAX);
    uint64_t high_product = high * factor + (carry >> 32) + (low_product >> 32);
    count->limbs[k] = (low_product & UINT32_MAX) | (high_product << 32);
    carry = high_product >> 32;
  }
  count->limbs[count->length++] = carry;
  trim(count);
  return DLX_OK;
}

int dlx_count_to_u64(const dlx_count *count, uint64_t *value) {
  uint64_t result = 0;
  int fits = 1;
  if (count && count->length == 1) result = count->limbs[0];
  if (count && count->length > 1) result = UINT64_MAX, fits = 0;
  if (value) *value = result;
  return fits;
}

size_t dlx_count_limbs(const dlx_count *count, uint64_t *limbs, size_t capacity) {
  if (!count) return 0;
  for (size_t k = 0; k < count->length && k < capacity; k++) limbs[k] = count->limbs[k];
  return count->length;
}

/* Divides the limbs by 10^19 in place and returns the remainder. */
static uint64_t divide_by_ten_to_the_nineteenth(uint64_t *limbs, size_t length) {
  const uint64_t divisor = UINT64_C(10000000000000000000);
  unsigned __int128 remainder = 0;
  for (size_t k = length; k-- > 0;) {
    unsigned __int128 current = (remainder << 64) | limbs[k];
    limbs[k] = (uint64_t)(current / divisor);
    remainder = current % divisor;
  }
  return (uint64_t)remainder;
}

size_t dlx_count_decimal(const dlx_count *count, char *text, size_t capacity) {
  size_t length = count ? count->length : 0;
  /* 19 digits per chunk of 10^19, at most 20 chunks per 19 limbs... 20 digits per limb is enough */
  size_t room = 20 * length + 2;
  char *digits = malloc(room);
  uint64_t *work = malloc((length ? length : 1) * sizeof *work);
  size_t written = 0;
  if (!digits || !work) {
    free(digits);
    free(work);
    if (text && capacity) text[0] = '\0';
    return 0;
  }
  if (length) memcpy(work, count->limbs, length * sizeof *work);
  while (length > 0) {
    uint64_t chunk = divide_by_ten_to_the_nineteenth(work, length);
    while (length > 0 && work[length - 1] == 0) length--;
    for (int d = 0; d < 19 && (length > 0 || chunk > 0); d++) {
      digits[written++] = (char)('0' + chunk % 10);
      chunk /= 10;
    }
  }
  if (written == 0) digits[written++] = '0';
  if (text && capacity > written) {
    for (size_t k = 0; k < written; k++) text[k] = digits[written - 1 - k];
    text[written] = '\0';
  } else if (text && capacity) {
    text[0] = '\0';
  }
  free(digits);
  free(work);
  return written;
}
