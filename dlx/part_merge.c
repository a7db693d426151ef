/* part_merge.c: the sum of the parts of one count (dlx_merge), the one place that decides which
 * results belong together, for `dlx --merge` and Python's libdlx.merge alike. A count spread over
 * processes or machines is only as good as the set of parts put together, so the merge takes
 * nothing but the parts 1 .. N of one problem (the same hash), of one split (N) and one mode, each
 * exactly once and complete. The sums are exact, of any size; the fractions of a symmetric split
 * are added per denominator, and each sum must come to a whole number (symmetric_count.c says
 * why). Messages are English text for the caller to show: nothing here prints.
 */
#include "internal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dlx_merge {
  bool started;
  dlx_part_result first; /* the first result added, which the others must agree with */
  char *first_origin;
  char **origin; /* per part, 1 .. parts: where it was added (NULL: not added) */
  bool *partial; /* per part: added, but partial */
  dlx_count *solutions, *nodes, *term;
  uint32_t fraction_count;
  uint64_t *numerators, *denominators; /* the fractions' sums, per denominator */
  bool out_of_memory;
};

static const char *const mode_names[] = {"plain", "symmetric", "memo"};

const char *dlx_split_mode_name(dlx_split_mode mode) {
  return (unsigned)mode < sizeof mode_names / sizeof *mode_names ? mode_names[mode] : NULL;
}

dlx_status dlx_split_mode_find(const char *name, dlx_split_mode *mode) {
  if (!name || !mode) return DLX_ERROR_NULL_ARGUMENT;
  for (unsigned k = 0; k < sizeof mode_names / sizeof *mode_names; k++)
    if (strcmp(name, mode_names[k]) == 0) {
      *mode = (dlx_split_mode)k;
      return DLX_OK;
    }
  return DLX_ERROR_BAD_OPTION_VALUE;
}

dlx_status dlx_merge_create(dlx_merge **merge) {
  if (!merge) return DLX_ERROR_NULL_ARGUMENT;
  *merge = calloc(1, sizeof **merge);
  if (!*merge) return DLX_ERROR_OUT_OF_MEMORY;
  if (dlx_count_create(&(*merge)->solutions) != DLX_OK ||
      dlx_count_create(&(*merge)->nodes) != DLX_OK || dlx_count_create(&(*merge)->term) != DLX_OK) {
    dlx_merge_destroy(*merge);
    *merge = NULL;
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  return DLX_OK;
}

void dlx_merge_destroy(dlx_merge *merge) {
  if (!merge) return;
  if (merge->origin)
    for (uint32_t k = 0; k <= merge->first.parts; k++) free(merge->origin[k]);
  free(merge->origin);
  free(merge->partial);
  free(merge->first_origin);
  free(merge->numerators);
  free(merge->denominators);
  dlx_count_destroy(merge->solutions);
  dlx_count_destroy(merge->nodes);
  dlx_count_destroy(merge->term);
  free(merge);
}

static dlx_merge_verdict say(dlx_merge_verdict verdict, char *message, size_t capacity,
                             const char *format, ...) {
  if (message && capacity) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, capacity, format, arguments);
    va_end(arguments);
  }
  return verdict;
}

static char *copy_text(const char *text) {
  if (!text) text = "?";
  char *copy = malloc(strlen(text) + 1);
  if (copy) strcpy(copy, text);
  return copy;
}

/* count += high * 2^64 + low. */
static dlx_status add_words(dlx_count *count, dlx_count *term, uint64_t high, uint64_t low) {
  dlx_status status = dlx_count_set(term, high);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, UINT32_C(1) << 16);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, UINT32_C(1) << 16);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, UINT32_C(1) << 16);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, UINT32_C(1) << 16);
  if (status == DLX_OK) status = dlx_count_add(count, term);
  if (status == DLX_OK) status = dlx_count_set(term, low);
  if (status == DLX_OK) status = dlx_count_add(count, term);
  return status;
}

static bool add_fractions(dlx_merge *merge, const dlx_part_result *result) {
  for (uint32_t k = 0; k < result->fraction_count; k++) {
    uint32_t at = 0;
    while (at < merge->fraction_count && merge->denominators[at] != result->denominators[k]) at++;
    if (at == merge->fraction_count) {
      uint64_t *numerators = realloc(merge->numerators, (at + 1) * sizeof *numerators);
      if (numerators) merge->numerators = numerators;
      uint64_t *denominators = realloc(merge->denominators, (at + 1) * sizeof *denominators);
      if (denominators) merge->denominators = denominators;
      if (!numerators || !denominators) return false;
      merge->numerators[at] = 0;
      merge->denominators[at] = result->denominators[k];
      merge->fraction_count++;
    }
    /* Kept below the denominator, the whole units going into the count. */
    uint64_t denominator = merge->denominators[at];
    uint64_t sum = merge->numerators[at] + result->numerators[k];
    merge->numerators[at] = sum % denominator;
    if (sum / denominator) { /* a whole solution, never more: both were below the denominator */
      if (dlx_count_set(merge->term, sum / denominator) != DLX_OK ||
          dlx_count_add(merge->solutions, merge->term) != DLX_OK)
        return false;
    }
  }
  return true;
}

static bool valid(const dlx_part_result *result) {
  if (result->part < 1 || result->part > result->parts) return false;
  if (result->fraction_count > DLX_PART_MAXIMUM_FRACTIONS) return false;
  if (!dlx_split_mode_name(result->mode)) return false;
  for (uint32_t k = 0; k < result->fraction_count; k++)
    if (result->denominators[k] < 2 || result->numerators[k] >= result->denominators[k])
      return false;
  return true;
}

static dlx_merge_verdict start(dlx_merge *merge, const dlx_part_result *result,
                               const char *origin) {
  merge->origin = calloc((size_t)result->parts + 1, sizeof *merge->origin);
  merge->partial = calloc((size_t)result->parts + 1, sizeof *merge->partial);
  merge->first_origin = copy_text(origin);
  if (!merge->origin || !merge->partial || !merge->first_origin) {
    free(merge->origin);
    free(merge->partial);
    free(merge->first_origin);
    merge->origin = NULL;
    merge->partial = NULL;
    merge->first_origin = NULL;
    return DLX_MERGE_OUT_OF_MEMORY;
  }
  merge->first = *result;
  merge->started = true;
  return DLX_MERGE_OK;
}

dlx_merge_verdict dlx_merge_add(dlx_merge *merge, const dlx_part_result *result, const char *origin,
                                char *message, size_t capacity) {
  if (!merge || !result) return say(DLX_MERGE_BAD_RESULT, message, capacity, "no result");
  if (!valid(result))
    return say(DLX_MERGE_BAD_RESULT, message, capacity,
               "not a result of a part: part %" PRIu32 " of %" PRIu32 ", or a fraction not below 1",
               result->part, result->parts);
  if (!merge->started && start(merge, result, origin) != DLX_MERGE_OK) {
    merge->out_of_memory = true;
    return say(DLX_MERGE_OUT_OF_MEMORY, message, capacity, "out of memory");
  }
  const dlx_part_result *first = &merge->first;
  uint32_t part = result->part, parts = result->parts;
  if (result->problem_hash != first->problem_hash)
    return say(DLX_MERGE_OTHER_PROBLEM, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " is of another problem (hash %016" PRIx64
               ", not %016" PRIx64 " as in %s)",
               part, parts, result->problem_hash, first->problem_hash, merge->first_origin);
  if (parts != first->parts)
    return say(DLX_MERGE_OTHER_SPLIT, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " is of a split into %" PRIu32 " parts, not %" PRIu32
               " as in %s",
               part, parts, parts, first->parts, merge->first_origin);
  if (result->mode != first->mode)
    return say(DLX_MERGE_OTHER_MODE, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " is of the %s split, not the %s split as in %s: "
               "parts of two modes count different shares (run every part with the same "
               "symmetry and memo options)",
               part, parts, dlx_split_mode_name(result->mode), dlx_split_mode_name(first->mode),
               merge->first_origin);
  if (merge->origin[part])
    return say(DLX_MERGE_REPEATED, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " repeated (first in %s)", part, parts,
               merge->origin[part]);
  merge->origin[part] = copy_text(origin);
  if (!merge->origin[part] ||
      add_words(merge->solutions, merge->term, result->solutions_high, result->solutions_low) !=
          DLX_OK ||
      add_words(merge->nodes, merge->term, 0, result->nodes) != DLX_OK ||
      !add_fractions(merge, result)) {
    merge->out_of_memory = true;
    return say(DLX_MERGE_OUT_OF_MEMORY, message, capacity, "out of memory");
  }
  if (!result->complete) {
    merge->partial[part] = true;
    return say(DLX_MERGE_PARTIAL, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " is partial (its search was stopped): run it again",
               part, parts);
  }
  return DLX_MERGE_OK;
}

size_t dlx_merge_missing(const dlx_merge *merge, uint32_t *missing, size_t capacity,
                         uint32_t *parts) {
  if (parts) *parts = merge && merge->started ? merge->first.parts : 0;
  if (!merge || !merge->started) return 0;
  size_t count = 0;
  for (uint32_t k = 1; k <= merge->first.parts; k++) {
    if (merge->origin[k] && !merge->partial[k]) continue;
    if (missing && count < capacity) missing[count] = k;
    count++;
  }
  return count;
}

/* Names the parts never added, in ranges ("3, 5-7"), into text. */
static void list_missing(const dlx_merge *merge, char *text, size_t capacity) {
  uint32_t parts = merge->first.parts;
  size_t used = 0;
  text[0] = '\0';
  for (uint32_t k = 1; k <= parts && used + 40 < capacity; k++) {
    if (merge->origin[k] || (k > 1 && !merge->origin[k - 1])) continue;
    uint32_t last = k;
    while (last < parts && !merge->origin[last + 1]) last++;
    int written = last == k
                      ? snprintf(text + used, capacity - used, "%s%" PRIu32, used ? ", " : "", k)
                      : snprintf(text + used, capacity - used, "%s%" PRIu32 "-%" PRIu32,
                                 used ? ", " : "", k, last);
    used += (size_t)written;
  }
  if (used + 40 >= capacity) snprintf(text + used, capacity - used, ", ...");
}

dlx_merge_verdict dlx_merge_total(const dlx_merge *merge, dlx_count *solutions, dlx_count *nodes,
                                  char *message, size_t capacity) {
  if (!merge || !merge->started) return say(DLX_MERGE_EMPTY, message, capacity, "no part to merge");
  if (merge->out_of_memory) return say(DLX_MERGE_OUT_OF_MEMORY, message, capacity, "out of memory");
  uint32_t parts = merge->first.parts, missing = 0, partial = 0;
  for (uint32_t k = 1; k <= parts; k++) {
    missing += !merge->origin[k];
    if (merge->partial[k] && !partial) partial = k;
  }
  if (missing) {
    char list[400];
    list_missing(merge, list, sizeof list);
    return say(DLX_MERGE_MISSING, message, capacity,
               "%" PRIu32 " of the %" PRIu32 " parts %s missing: %s", missing, parts,
               missing == 1 ? "is" : "are", list);
  }
  if (partial)
    return say(DLX_MERGE_PARTIAL, message, capacity,
               "part %" PRIu32 "/%" PRIu32 " is partial (its search was stopped): run it again",
               partial, parts);
  for (uint32_t k = 0; k < merge->fraction_count; k++)
    if (merge->numerators[k] != 0)
      return say(DLX_MERGE_FRACTIONS, message, capacity,
                 "the parts' fractions add up to %" PRIu64 "/%" PRIu64
                 " over a whole number: they are not the parts of one count",
                 merge->numerators[k], merge->denominators[k]);
  if ((solutions && (dlx_count_set(solutions, 0) != DLX_OK ||
                     dlx_count_add(solutions, merge->solutions) != DLX_OK)) ||
      (nodes &&
       (dlx_count_set(nodes, 0) != DLX_OK || dlx_count_add(nodes, merge->nodes) != DLX_OK)))
    return say(DLX_MERGE_OUT_OF_MEMORY, message, capacity, "out of memory");
  return DLX_MERGE_OK;
}
