/* fuzz_engine.c: libFuzzer harness for the exact-cover engine (dlx/dlx.h), colors included,
 * checked against a brute force over all subsets of options.
 *
 * The input bytes are decoded into a small problem: at most 10 items (the first ones primary, the
 * rest secondary), at most 14 options, each a set of items in a rotated order whose secondary
 * entries get colors from {0, 1, 2}; some options are deliberately malformed (empty, an item out
 * of range, an item twice, a color on a primary item, a color above DLX_MAXIMUM_COLOR) and must
 * be refused with the matching status, leaving the solver unchanged. Then a search: up to 3
 * preselected options (rarely 64 to 79, so with repeats; ids possibly out of range), a solution
 * limit, a node limit, a callback that may stop after some solutions, and sometimes a stop request
 * already raised. Often the primary items get bounds [lower, upper] (multiplicities, Knuth's
 * Algorithm M), drawn from 0..2 and 1..4, after some refused attempts (a secondary item, upper 0,
 * lower above upper).
 *
 * The brute force, written here from the definition:
 *   - a set of options is a solution when every primary item is in between its lower and upper
 *     bound of its options (exactly one without bounds) and
 *     every secondary item is in at most one, or in several that all give it the same non-zero
 *     color;
 *   - the search can choose only options with a primary item; the preselected ones are in every
 *     solution, whatever their items;
 *   - the preselection is taken in order: an id that was never added gives
 *     DLX_ERROR_OPTION_OUT_OF_RANGE, an option that cannot be together with an earlier preselected
 *     one (the same option twice included) gives DLX_PRESELECTED_OPTIONS_CONFLICT.
 * The statuses and counts must then agree: a stop by callback, solution limit or node limit at
 * the right count, otherwise every solution; each solution reported must be a valid, new set that
 * starts with the preselected ids. dlx_check_consistency must hold after every search, and a
 * second, unlimited search afterwards must find exactly every solution (the first one, however it
 * ended, left the structure intact). Any mismatch calls abort().
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"

#define FUZZ_FAILURE_PREFIX "fuzz_engine: mismatch"
#include "fuzz_support.h"

enum { MAXIMUM_ITEMS = 10, MAXIMUM_OPTIONS = 14, MAXIMUM_PRESELECTED = 79, MAXIMUM_ENTRIES = 12 };

typedef struct bytes {
  const uint8_t *data;
  size_t size, position;
} bytes;

static unsigned next_byte(bytes *input) {
  return input->position < input->size ? input->data[input->position++] : 0;
}

typedef struct problem {
  unsigned item_count, primary_count, option_count;
  unsigned length[MAXIMUM_OPTIONS];
  uint32_t items[MAXIMUM_OPTIONS][MAXIMUM_ITEMS];
  uint32_t colors[MAXIMUM_OPTIONS][MAXIMUM_ITEMS];
  bool has_primary[MAXIMUM_OPTIONS];
  uint32_t lower[MAXIMUM_ITEMS], upper[MAXIMUM_ITEMS]; /* of the primary items */
} problem;

/* ------------------------------------------------------------------------------------------------
 * The brute force.
 */

/* Whether the options of mask can all be in one solution: no primary item above its upper bound,
 * and every secondary item in at most one of them or given the same non-zero color by all. Primary
 * items need not reach their lower bounds. */
static bool compatible(const problem *p, uint32_t mask) {
  unsigned uses[MAXIMUM_ITEMS] = {0};
  uint32_t color_of[MAXIMUM_ITEMS] = {0};
  for (unsigned o = 0; o < p->option_count; o++) {
    if (!(mask >> o & 1)) continue;
    for (unsigned e = 0; e < p->length[o]; e++) {
      uint32_t item = p->items[o][e], color = p->colors[o][e];
      if (item < p->primary_count) {
        if (++uses[item] > p->upper[item]) return false;
        continue;
      }
      if (uses[item]++ == 0) {
        color_of[item] = color;
        continue;
      }
      if (item < p->primary_count) return false;
      if (color == 0 || color_of[item] != color) return false;
    }
  }
  return true;
}

static bool covers_every_primary(const problem *p, uint32_t mask) {
  unsigned uses[MAXIMUM_ITEMS] = {0};
  for (unsigned o = 0; o < p->option_count; o++)
    if (mask >> o & 1)
      for (unsigned e = 0; e < p->length[o]; e++)
        if (p->items[o][e] < p->primary_count) uses[p->items[o][e]]++;
  for (unsigned i = 0; i < p->primary_count; i++)
    if (uses[i] < p->lower[i] || uses[i] > p->upper[i]) return false;
  return true;
}

/* Often gives the primary items bounds, after attempts that must be refused. */
static void set_bounds(bytes *input, problem *p, dlx_solver *solver) {
  for (unsigned i = 0; i < p->primary_count; i++) p->lower[i] = p->upper[i] = 1;
  unsigned choice = next_byte(input);
  if (choice % 2 == 0 || p->primary_count == 0) return;
  if (p->item_count > p->primary_count)
    CHECK(dlx_set_item_bounds(solver, p->primary_count, 1, 2) ==
          DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM);
  CHECK(dlx_set_item_bounds(solver, 0, 0, 0) == DLX_ERROR_BAD_BOUNDS);
  CHECK(dlx_set_item_bounds(solver, 0, 3, 2) == DLX_ERROR_BAD_BOUNDS);
  CHECK(dlx_set_item_bounds(solver, p->item_count, 1, 1) == DLX_ERROR_ITEM_OUT_OF_RANGE);
  for (unsigned i = 0; i < p->primary_count; i++) {
    unsigned b = next_byte(input);
    p->lower[i] = b % 3;
    p->upper[i] = (p->lower[i] ? p->lower[i] : 1) + b / 3 % 3;
    CHECK(dlx_set_item_bounds(solver, i, p->lower[i], p->upper[i]) == DLX_OK);
    uint32_t lower, upper;
    CHECK(dlx_item_bounds(solver, i, &lower, &upper) == DLX_OK);
    CHECK(lower == p->lower[i] && upper == p->upper[i]);
  }
}

static bool is_solution(const problem *p, uint32_t mask) {
  return compatible(p, mask) && covers_every_primary(p, mask);
}

/* The status the preselection should give, and the mask of the preselected options. */
static dlx_status expected_preselection(const problem *p, const uint32_t *ids, size_t count,
                                        uint32_t *mask) {
  *mask = 0;
  for (size_t k = 0; k < count; k++) {
    if (ids[k] >= p->option_count) return DLX_ERROR_OPTION_OUT_OF_RANGE;
    uint32_t bit = UINT32_C(1) << ids[k];
    if ((*mask & bit) || !compatible(p, *mask | bit)) return DLX_PRESELECTED_OPTIONS_CONFLICT;
    *mask |= bit;
  }
  return DLX_OK;
}

/* The number of solutions containing the preselected options, the others chosen among the options
 * that have a primary item. */
static uint64_t brute_force_count(const problem *p, uint32_t preselected) {
  uint32_t choosable = 0;
  for (unsigned o = 0; o < p->option_count; o++)
    if (p->has_primary[o] && !(preselected >> o & 1)) choosable |= UINT32_C(1) << o;
  uint64_t count = 0;
  /* Every subset of choosable, through the usual (sub - choosable) & choosable walk. */
  uint32_t subset = 0;
  do {
    if (is_solution(p, subset | preselected)) count++;
    subset = (subset - choosable) & choosable;
  } while (subset != 0);
  return count;
}

/* ------------------------------------------------------------------------------------------------
 * Building the solver from the bytes.
 */

static void add_options(bytes *input, problem *p, dlx_solver *solver) {
  unsigned attempts = next_byte(input) % (MAXIMUM_OPTIONS + 3);
  for (unsigned attempt = 0; attempt < attempts && p->option_count < MAXIMUM_OPTIONS; attempt++) {
    unsigned low = next_byte(input), high = next_byte(input);
    uint32_t mask = (low | high << 8) & ((UINT32_C(1) << p->item_count) - 1);
    unsigned rotation = next_byte(input), defect = next_byte(input);
    uint32_t set_items[MAXIMUM_ITEMS];
    unsigned length = 0;
    for (unsigned item = 0; item < p->item_count; item++)
      if (mask >> item & 1) set_items[length++] = item;

    uint32_t items[MAXIMUM_ENTRIES] = {0}, colors[MAXIMUM_ENTRIES] = {0};
    bool any_color = false, has_primary = false;
    for (unsigned e = 0; e < length; e++) {
      items[e] = set_items[(e + rotation) % length];
      colors[e] = 0;
      if (items[e] >= p->primary_count) {
        colors[e] = next_byte(input) % 3;
        any_color |= colors[e] != 0;
      } else {
        has_primary = true;
      }
    }

    dlx_status expected = length == 0 ? DLX_ERROR_EMPTY_OPTION : DLX_OK;
    size_t entry_count = length;
    if (length > 0 && defect % 8 == 7) {
      unsigned kind = (defect / 8) % 4, which = defect / 32;
      if (kind == 0) {
        items[entry_count++] = p->item_count + which % 3;
        expected = DLX_ERROR_ITEM_OUT_OF_RANGE;
      } else if (kind == 1) {
        items[entry_count] = items[which % length];
        colors[entry_count++] = 0;
        expected = DLX_ERROR_REPEATED_ITEM;
      } else if (kind == 2 && has_primary) {
        for (unsigned e = 0; e < length; e++) {
          if (items[e] < p->primary_count) {
            colors[e] = 1 + which % 2;
            break;
          }
        }
        expected = DLX_ERROR_COLOR_ON_PRIMARY_ITEM;
      }
      if (kind == 3) {
        /* A color above the maximum on the first secondary entry, if there is one. */
        for (unsigned e = 0; e < length; e++) {
          if (items[e] >= p->primary_count) {
            colors[e] = DLX_MAXIMUM_COLOR + 1 + which;
            expected = DLX_ERROR_COLOR_OUT_OF_RANGE;
            break;
          }
        }
      }
      any_color = true;
    }

    uint32_t before = dlx_option_count(solver), id = UINT32_MAX;
    dlx_status status;
    if (!any_color && rotation % 2 == 0)
      status = dlx_add_option(solver, items, entry_count, &id);
    else
      status = dlx_add_colored_option(
          solver, items, rotation % 4 == 1 && !any_color ? NULL : colors, entry_count, &id);
    if (status != expected) {
      fprintf(stderr, "add option: status %d (%s), expected %d\n", status, dlx_strerror(status),
              expected);
      fail("dlx_add_option status");
    }
    if (status != DLX_OK) {
      CHECK(dlx_option_count(solver) == before);
      continue;
    }
    CHECK(id == p->option_count);
    CHECK(dlx_option_count(solver) == before + 1);
    unsigned o = p->option_count++;
    p->length[o] = length;
    p->has_primary[o] = has_primary;
    memcpy(p->items[o], items, length * sizeof *items);
    memcpy(p->colors[o], colors, length * sizeof *colors);
  }
}

/* ------------------------------------------------------------------------------------------------
 * Checking the search.
 */

typedef struct observer {
  const problem *p;
  const uint32_t *preselected;
  size_t preselected_count;
  uint64_t stop_after; /* 0: never stop */
  uint64_t calls;
  uint8_t seen[1u << MAXIMUM_OPTIONS];
} observer;

static int on_solution(void *context, const uint32_t *ids, size_t count) {
  observer *o = context;
  CHECK(count >= o->preselected_count);
  CHECK(count <= o->p->option_count);
  uint32_t mask = 0;
  for (size_t k = 0; k < count; k++) {
    CHECK(ids[k] < o->p->option_count);
    if (k < o->preselected_count)
      CHECK(ids[k] == o->preselected[k]);
    else
      CHECK(o->p->has_primary[ids[k]]);
    CHECK(!(mask >> ids[k] & 1));
    mask |= UINT32_C(1) << ids[k];
  }
  CHECK(is_solution(o->p, mask));
  CHECK(!o->seen[mask]);
  o->seen[mask] = 1;
  o->calls++;
  return o->stop_after != 0 && o->calls == o->stop_after;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  bytes input = {data, size, 0};
  static problem p;
  memset(&p, 0, sizeof p);
  p.item_count = next_byte(&input) % (MAXIMUM_ITEMS + 1);
  p.primary_count = next_byte(&input) % (p.item_count + 1);

  dlx_solver *solver = NULL;
  CHECK(dlx_create(&solver, p.primary_count, p.item_count - p.primary_count) == DLX_OK);
  CHECK(solver != NULL);
  CHECK(dlx_primary_count(solver) == p.primary_count);
  CHECK(dlx_secondary_count(solver) == p.item_count - p.primary_count);
  add_options(&input, &p, solver);
  set_bounds(&input, &p, solver);
  CHECK(dlx_option_count(solver) == p.option_count);
  CHECK(dlx_check_consistency(solver) == DLX_OK);

  uint32_t preselected[MAXIMUM_PRESELECTED];
  /* Usually 0..3 preselected ids; rarely a long list (64..79 ids, so with repeats), which must
   * conflict, or stop at an id out of range. */
  unsigned preselection_byte = next_byte(&input);
  size_t preselected_count = preselection_byte % 4;
  if (preselection_byte >= 0xF0) preselected_count = 64 + preselection_byte % 16;
  for (size_t k = 0; k < preselected_count; k++)
    preselected[k] = next_byte(&input) % (p.option_count + 2);
  static const uint64_t node_limits[] = {0, 0, 0, 0, 1, 2, 3, 4, 5, 8, 13, 40};
  uint64_t solution_limit = next_byte(&input) % 4;
  uint64_t node_limit = node_limits[next_byte(&input) % (sizeof node_limits / sizeof *node_limits)];
  uint64_t stop_after = next_byte(&input) % 6;
  if (stop_after > 3) stop_after = 0;
  bool stop_request = next_byte(&input) % 16 == 15;
  dlx_stop *stop = NULL;
  CHECK(dlx_stop_create(&stop) == DLX_OK);
  if (stop_request) dlx_request_stop(stop);
  /* The path: a representation and the bitset's three inference switches (0: automatic), the
   * solver's options for the first two searches. */
  uint8_t path = next_byte(&input);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, path % 3) == DLX_OK);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, path / 3 % 3) == DLX_OK);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, path / 9 % 3) == DLX_OK);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_TIE_BREAK, path / 27 % 3) == DLX_OK);

  uint32_t preselected_mask;
  dlx_status expected_status =
      expected_preselection(&p, preselected, preselected_count, &preselected_mask);
  uint64_t total = expected_status == DLX_OK ? brute_force_count(&p, preselected_mask) : 0;

  static observer watch;
  memset(&watch, 0, sizeof watch);
  watch.p = &p;
  watch.preselected = preselected;
  watch.preselected_count = preselected_count;
  watch.stop_after = stop_after;
  dlx_search search = {.solution_limit = solution_limit,
                       .node_limit = node_limit,
                       .preselected_options = preselected_count ? preselected : NULL,
                       .preselected_count = preselected_count,
                       .stop = stop,
                       .on_solution = on_solution,
                       .context = &watch};
  dlx_statistics statistics;
  memset(&statistics, 0xEE, sizeof statistics);
  dlx_status status = dlx_solve(solver, &search, &statistics);
  CHECK(dlx_check_consistency(solver) == DLX_OK);

  if (expected_status != DLX_OK) {
    CHECK(status == expected_status);
    CHECK(statistics.solutions == 0 && statistics.nodes == 0 && statistics.updates == 0);
    CHECK(watch.calls == 0);
  } else if (stop_request) {
    CHECK(status == DLX_STOPPED_BY_REQUEST);
    CHECK(statistics.solutions == 0 && statistics.nodes == 0);
  } else if (status == DLX_STOPPED_AT_NODE_LIMIT) {
    CHECK(node_limit != 0);
    CHECK(statistics.nodes == node_limit);
    CHECK(statistics.solutions <= total);
    if (solution_limit) CHECK(statistics.solutions < solution_limit);
    if (stop_after) CHECK(statistics.solutions < stop_after);
  } else {
    if (node_limit) CHECK(statistics.nodes <= node_limit);
    dlx_status wanted = DLX_OK;
    uint64_t wanted_solutions = total;
    if (stop_after && stop_after <= total && (!solution_limit || stop_after <= solution_limit)) {
      wanted = DLX_STOPPED_BY_CALLBACK;
      wanted_solutions = stop_after;
    } else if (solution_limit && solution_limit <= total) {
      wanted = DLX_STOPPED_AT_SOLUTION_LIMIT;
      wanted_solutions = solution_limit;
    }
    if (status != wanted || statistics.solutions != wanted_solutions) {
      fprintf(stderr, "status %d (%s), solutions %llu; expected %d, %llu (total %llu)\n", status,
              dlx_strerror(status), (unsigned long long)statistics.solutions, wanted,
              (unsigned long long)wanted_solutions, (unsigned long long)total);
      fail("search result");
    }
  }
  if (expected_status == DLX_OK) CHECK(watch.calls == statistics.solutions);

  /* Again, unlimited: every solution, each once; the first search left everything in place. */
  memset(&watch, 0, sizeof watch);
  watch.p = &p;
  watch.preselected = preselected;
  watch.preselected_count = preselected_count;
  dlx_search everything = {.preselected_options = preselected_count ? preselected : NULL,
                           .preselected_count = preselected_count,
                           .on_solution = on_solution,
                           .context = &watch};
  dlx_statistics full;
  status = dlx_solve(solver, &everything, &full);
  CHECK(status == expected_status);
  CHECK(full.solutions == total);
  CHECK(watch.calls == total);
  CHECK(dlx_check_consistency(solver) == DLX_OK);
  if (expected_status == DLX_OK && !solution_limit && !node_limit && !stop_after && !stop_request) {
    CHECK(full.nodes == statistics.nodes);
    CHECK(full.updates == statistics.updates);
  }
  /* Without a callback the count is the same (the inferences back to automatic). */
  CHECK(dlx_set_option_value(solver, DLX_OPTION_FORCED_OPTIONS, DLX_SWITCH_AUTOMATIC) == DLX_OK);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_ITEM_DOMINATION, DLX_SWITCH_AUTOMATIC) == DLX_OK);
  CHECK(dlx_set_option_value(solver, DLX_OPTION_TIE_BREAK, DLX_SWITCH_AUTOMATIC) == DLX_OK);
  CHECK(dlx_solve(solver,
                  &(dlx_search){.preselected_options = everything.preselected_options,
                                .preselected_count = preselected_count},
                  &full) == expected_status);
  CHECK(full.solutions == total);
  dlx_stop_destroy(stop);
  dlx_destroy(solver);
  return 0;
}
