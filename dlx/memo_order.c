/* memo_order.c: the order in which the memoized count (memo.c) branches on primary items. It
 * branches on the first free item of the order, so an option is decided when the search reaches
 * its first item in the order, and the residual problems at a place p of the order differ only in
 * the items after p that options decided before p reach: the frontier. The fewer such states, the
 * more residual problems repeat, so of a few candidate orders (the input order and its reverse,
 * and a breadth-first order of the items that share options, from an item far from the others,
 * and its reverse: on a board, the input's rows or a sweep along the diagonals from a corner) it
 * takes the one that minimises the sum over the places of 2^(frontier size), a bound on the
 * residual problems the cache may hold. It knows nothing of boards; a problem whose input lists
 * the items of a long board row by row gets the diagonal sweep, as narrow as its short side.
 */
#include "internal_memo.h"

#include <stdlib.h>
#include <string.h>

/* 2^exponent as a double, for exponents up to 1000. */
static double power_of_two(int64_t exponent) {
  double value = 1;
  for (; exponent >= 60; exponent -= 60) value *= (double)(UINT64_C(1) << 60);
  return value * (double)(UINT64_C(1) << exponent);
}

/* The sum over the places of 2^frontier for `order`, scratch holding room for the items and the
 * options (position, first_reach, difference). */
static double frontier_cost(const memo_problem *problem, const uint32_t *order, uint32_t *position,
                            uint32_t *first_reach, uint32_t *last_reach, int64_t *difference) {
  uint32_t primary = problem->primary_count, items = primary + problem->secondary_count;
  for (uint32_t p = 0; p < primary; p++) position[order[p]] = p;
  for (uint32_t i = 0; i < items; i++) first_reach[i] = UINT32_MAX, last_reach[i] = 0;
  for (uint32_t o = 0; o < problem->option_count; o++) {
    uint32_t decided = UINT32_MAX;
    for (uint32_t e = problem->option_start[o]; e < problem->option_start[o + 1]; e++)
      if (problem->entry_item[e] < primary && position[problem->entry_item[e]] < decided)
        decided = position[problem->entry_item[e]];
    if (decided == UINT32_MAX) continue; /* never taken */
    for (uint32_t e = problem->option_start[o]; e < problem->option_start[o + 1]; e++) {
      uint32_t i = problem->entry_item[e];
      if (decided < first_reach[i]) first_reach[i] = decided;
      if (decided > last_reach[i]) last_reach[i] = decided;
    }
  }
  memset(difference, 0, ((size_t)primary + 1) * sizeof *difference);
  for (uint32_t i = 0; i < items; i++) {
    if (first_reach[i] == UINT32_MAX) continue;
    uint32_t end = i < primary ? position[i] : last_reach[i];
    if (first_reach[i] < end) {
      difference[first_reach[i]]++;
      difference[end]--;
    }
  }
  double cost = 0;
  int64_t frontier = 0;
  for (uint32_t p = 0; p < primary; p++) {
    frontier += difference[p];
    cost += power_of_two(frontier > 1000 ? 1000 : frontier);
  }
  return cost;
}

/* Breadth-first from `start` through the options, then from the first item not reached, until all
 * are ordered; returns the last item ordered. */
static uint32_t breadth_first(const memo_problem *problem, uint32_t start, uint32_t *order,
                              unsigned char *seen_item, unsigned char *seen_option) {
  uint32_t primary = problem->primary_count, head = 0, tail = 0, next_start = 0;
  memset(seen_item, 0, primary);
  memset(seen_option, 0, problem->option_count);
  order[tail++] = start;
  seen_item[start] = 1;
  while (head < primary) {
    if (head == tail) {
      while (seen_item[next_start]) next_start++;
      order[tail++] = next_start;
      seen_item[next_start] = 1;
    }
    uint32_t i = order[head++];
    for (uint32_t k = problem->item_option_start[i]; k < problem->item_option_start[i + 1]; k++) {
      uint32_t o = problem->item_options[k];
      if (seen_option[o]) continue;
      seen_option[o] = 1;
      for (uint32_t e = problem->option_start[o]; e < problem->option_start[o + 1]; e++) {
        uint32_t j = problem->entry_item[e];
        if (j < primary && !seen_item[j]) {
          seen_item[j] = 1;
          order[tail++] = j;
        }
      }
    }
  }
  return order[primary - 1];
}

static void reverse(uint32_t *order, uint32_t count) {
  for (uint32_t a = 0, b = count; a + 1 < b; a++, b--) {
    uint32_t t = order[a];
    order[a] = order[b - 1];
    order[b - 1] = t;
  }
}

/* Whether no option covers primary item i though a solution must (its lower bound is not 0). */
static bool uncoverable(const memo_problem *problem, uint32_t i) {
  if (problem->item_option_start[i + 1] > problem->item_option_start[i]) return false;
  uint32_t bounded = problem->bounded_index ? problem->bounded_index[i] : MEMO_UNBOUNDED;
  return bounded == MEMO_UNBOUNDED || problem->lower[bounded] > 0;
}

/* Moves the uncoverable items to the front of the order, the others keeping theirs: the search
 * then meets one at its first level and counts 0 at once. Last in the order, it was met only
 * once every item before it had been searched (a matching of 59 vertices with one isolated took
 * 35 million nodes, against 2 for the plain search, which branches on the item of fewest options).
 * Such an item has no option, so the frontier is the same. */
static void uncoverable_items_first(memo_problem *problem) {
  uint32_t front = 0;
  for (uint32_t p = 0; p < problem->primary_count; p++) {
    uint32_t item = problem->order[p];
    if (!uncoverable(problem, item)) continue;
    memmove(problem->order + front + 1, problem->order + front, (p - front) * sizeof(uint32_t));
    problem->order[front++] = item;
  }
}

bool dlx_memo_choose_order(memo_problem *problem) {
  uint32_t primary = problem->primary_count, items = primary + problem->secondary_count;
  if (primary == 0) return true;
  uint32_t *candidate = malloc((size_t)primary * sizeof *candidate);
  uint32_t *position = malloc((size_t)primary * sizeof *position);
  uint32_t *first_reach = malloc((size_t)items * sizeof *first_reach);
  uint32_t *last_reach = malloc((size_t)items * sizeof *last_reach);
  int64_t *difference = malloc(((size_t)primary + 1) * sizeof *difference);
  unsigned char *seen_item = malloc(primary);
  unsigned char *seen_option = malloc(problem->option_count + 1);
  bool ok =
      candidate && position && first_reach && last_reach && difference && seen_item && seen_option;
  if (ok) {
    for (uint32_t p = 0; p < primary; p++) problem->order[p] = p;
    double best =
        frontier_cost(problem, problem->order, position, first_reach, last_reach, difference);
    for (int kind = 1; kind < 4; kind++) {
      if (kind == 1) {
        for (uint32_t p = 0; p < primary; p++) candidate[p] = primary - 1 - p;
      } else if (kind == 2) {
        uint32_t far = breadth_first(problem, 0, candidate, seen_item, seen_option);
        breadth_first(problem, far, candidate, seen_item, seen_option);
      } else {
        reverse(candidate, primary); /* the breadth-first order of kind 2, backwards */
      }
      double cost =
          frontier_cost(problem, candidate, position, first_reach, last_reach, difference);
      if (cost < best) {
        best = cost;
        memcpy(problem->order, candidate, (size_t)primary * sizeof *candidate);
      }
    }
    problem->frontier_cost = best;
    uncoverable_items_first(problem);
  }
  free(candidate);
  free(position);
  free(first_reach);
  free(last_reach);
  free(difference);
  free(seen_item);
  free(seen_option);
  return ok;
}
