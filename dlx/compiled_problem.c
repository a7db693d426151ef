/* compiled_problem.c: the problem compiled once into plain arrays, from the links (the option
 * entries, read off the nodes of each option, and each item's options, ascending), and from the
 * solver's bounds and costs; internal.h describes the layout and who reads it.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* The view as this file builds and frees it: the arrays the view shows, writable. */
typedef struct owned_view {
  compiled_problem view; /* first: the solver keeps a pointer to it */
  uint32_t *option_start, *entry_item, *item_start, *item_option;
  int32_t *entry_color, *item_option_color;
  uint32_t *lower, *upper, *cost;
} owned_view;

static void free_bounds(owned_view *owned) {
  free(owned->lower);
  free(owned->upper);
  owned->lower = owned->upper = NULL;
  owned->view.lower = owned->view.upper = NULL;
  owned->view.bounded_item_count = 0;
}

static void free_costs(owned_view *owned) {
  free(owned->cost);
  owned->cost = NULL;
  owned->view.cost = NULL;
}

static void free_owned(owned_view *owned) {
  if (!owned) return;
  free(owned->option_start);
  free(owned->entry_item);
  free(owned->entry_color);
  free(owned->item_start);
  free(owned->item_option);
  free(owned->item_option_color);
  free_bounds(owned);
  free_costs(owned);
  free(owned);
}

static void free_view(compiled_problem *view) {
  free_owned((owned_view *)view);
}

/* The option entries, primary items first (so that the bitset's removals walk only those), and
 * each item's options, ascending, with the colors: two passes over the nodes of each option, one
 * that counts the entries of each item, one that places them. */
static void fill_entries(owned_view *owned, const dlx_solver *solver) {
  const node *nodes = solver->nodes;
  const int32_t *colors = solver->colors;
  uint32_t primary_count = solver->primary_count, option_count = solver->option_count;
  uint32_t item_count = solver->item_count;
  uint32_t *option_start = owned->option_start, *primary_end = option_start + option_count + 1;
  uint32_t *item_start = owned->item_start;
  memset(item_start, 0, ((size_t)item_count + 1) * sizeof *item_start);
  uint32_t entry = 0;
  for (uint32_t option = 0; option < option_count; option++) {
    option_start[option] = entry;
    uint32_t first = solver->first_node_of_option[option];
    for (int pass = 0; pass < 2; pass++) {
      for (uint32_t q = first; nodes[q].top > 0; q++) {
        uint32_t item = (uint32_t)nodes[q].top - 1;
        if ((item < primary_count) != (pass == 0)) continue;
        owned->entry_item[entry] = item;
        owned->entry_color[entry] = colors ? colors[q] : 0;
        item_start[item + 1]++;
        entry++;
      }
      if (pass == 0) primary_end[option] = entry;
    }
  }
  option_start[option_count] = entry;

  for (uint32_t item = 0; item < item_count; item++) item_start[item + 1] += item_start[item];
  /* Each item's next free slot, kept in item_start shifted down by one, then shifted back. */
  for (uint32_t option = 0; option < option_count; option++) {
    for (uint32_t e = option_start[option]; e < option_start[option + 1]; e++) {
      uint32_t slot = item_start[owned->entry_item[e]]++;
      owned->item_option[slot] = option;
      owned->item_option_color[slot] = owned->entry_color[e];
    }
  }
  memmove(item_start + 1, item_start, (size_t)item_count * sizeof *item_start);
  item_start[0] = 0;
}

static owned_view *build_options(const dlx_solver *solver) {
  owned_view *owned = calloc(1, sizeof *owned);
  if (!owned) return NULL;
  size_t entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  size_t options = solver->option_count, items = solver->item_count;
  owned->option_start = malloc((options + 1) * 2 * sizeof(uint32_t));
  owned->entry_item = malloc((entries + 1) * sizeof(uint32_t));
  owned->entry_color = malloc((entries + 1) * sizeof(int32_t));
  owned->item_start = malloc((items + 1) * sizeof(uint32_t));
  owned->item_option = malloc((entries + 1) * sizeof(uint32_t));
  owned->item_option_color = malloc((entries + 1) * sizeof(int32_t));
  if (!owned->option_start || !owned->entry_item || !owned->entry_color || !owned->item_start ||
      !owned->item_option || !owned->item_option_color) {
    free_owned(owned);
    return NULL;
  }
  fill_entries(owned, solver);
  compiled_problem *view = &owned->view;
  view->primary_count = solver->primary_count;
  view->secondary_count = solver->secondary_count;
  view->item_count = solver->item_count;
  view->option_count = solver->option_count;
  view->entry_count = (uint32_t)entries;
  view->option_start = owned->option_start;
  view->primary_end = owned->option_start + options + 1;
  view->entry_item = owned->entry_item;
  view->entry_color = owned->entry_color;
  view->item_start = owned->item_start;
  view->item_option = owned->item_option;
  view->item_option_color = owned->item_option_color;
  view->colored = solver->colors != NULL;
  view->stale = COMPILED_BOUNDS | COMPILED_COSTS; /* built by dlx_compiled_problem_get */
  view->free_view = free_view;
  return owned;
}

static bool build_bounds(owned_view *owned, const dlx_solver *solver) {
  free_bounds(owned);
  if (solver->bounded_item_count > 0) {
    size_t bytes = (size_t)solver->primary_count * sizeof(uint32_t);
    owned->lower = malloc(bytes);
    owned->upper = malloc(bytes);
    if (!owned->lower || !owned->upper) {
      free_bounds(owned);
      return false;
    }
    memcpy(owned->lower, solver->lower_bound, bytes);
    memcpy(owned->upper, solver->upper_bound, bytes);
    owned->view.lower = owned->lower;
    owned->view.upper = owned->upper;
    owned->view.bounded_item_count = solver->bounded_item_count;
  }
  owned->view.stale &= ~COMPILED_BOUNDS;
  return true;
}

static bool build_costs(owned_view *owned, const dlx_solver *solver) {
  free_costs(owned);
  if (solver->option_cost_count > 0) {
    owned->cost = calloc((size_t)solver->option_count + 1, sizeof *owned->cost);
    if (!owned->cost) return false;
    memcpy(owned->cost, solver->option_costs, solver->option_cost_count * sizeof *owned->cost);
    owned->view.cost = owned->cost;
  }
  owned->view.stale &= ~COMPILED_COSTS;
  return true;
}

dlx_status dlx_compiled_problem_get(dlx_solver *solver, const compiled_problem **view) {
  *view = NULL;
  owned_view *owned = (owned_view *)solver->compiled;
  if (!owned) {
    owned = build_options(solver);
    if (!owned) return DLX_ERROR_OUT_OF_MEMORY;
    solver->compiled = &owned->view;
  }
  if ((owned->view.stale & COMPILED_BOUNDS) && !build_bounds(owned, solver))
    return DLX_ERROR_OUT_OF_MEMORY;
  if ((owned->view.stale & COMPILED_COSTS) && !build_costs(owned, solver))
    return DLX_ERROR_OUT_OF_MEMORY;
  *view = &owned->view;
  return DLX_OK;
}
