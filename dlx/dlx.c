/* dlx.c: Algorithm X with dancing links, laid out as in Knuth's DLX1.
 *
 * Items 1..N (the caller's item k is item k+1) live in `items`, with left/right links and the
 * length of their list. Primary items form a circular list headed by item 0; secondary items form
 * one headed by item N+1, so they are covered like the others but never chosen. `nodes` holds,
 * first, the list head of every item (node i for item i), then the options one after another, each
 * followed by a spacer. A spacer's `up` is the first node of the option before it and its `down`
 * the last node of the option after it; its `top` is -(number of options before it), so no node
 * needs left/right links and an option's id can be read off the spacer that ends it.
 *
 * The search is iterative: choice[level] is the option node tried at that level. Every way out of
 * the search unwinds the stack, so the structure is always restored.
 */
#include "dlx.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAXIMUM_ITEMS (UINT32_C(1) << 30)
#define MAXIMUM_NODES (UINT32_C(1) << 30)

typedef struct item {
  int32_t left, right;
  int32_t length;
} item;

typedef struct node {
  int32_t top; /* the item of an option entry; <= 0 for a spacer */
  int32_t up, down;
} node;

struct dlx_solver {
  uint32_t primary_count, secondary_count, item_count;
  uint32_t option_count;
  item *items;         /* item_count + 2 */
  node *nodes;         /* node_count of node_capacity */
  uint32_t node_count; /* item heads, then spacers and option entries */
  uint32_t node_capacity;
  uint32_t *first_node_of_option;
  uint32_t option_capacity;
  uint32_t *item_stamp; /* detects an item named twice in one option */
  uint32_t current_stamp;
  int32_t *colors;        /* per node, NULL while no option has a color; see purify */
  int32_t *choice;        /* primary_count + 1 */
  uint32_t *solution_ids; /* option_capacity + 1: a solution never repeats an option */
  bool searching;
};

const char *dlx_strerror(dlx_status status) {
  switch (status) {
  case DLX_OK:
    return "success";
  case DLX_STOPPED_AT_SOLUTION_LIMIT:
    return "stopped at the solution limit";
  case DLX_STOPPED_BY_CALLBACK:
    return "stopped by the solution callback";
  case DLX_STOPPED_AT_NODE_LIMIT:
    return "stopped at the node limit";
  case DLX_STOPPED_BY_REQUEST:
    return "stopped on request";
  case DLX_PRESELECTED_OPTIONS_CONFLICT:
    return "two preselected options share an item";
  case DLX_ERROR_OUT_OF_MEMORY:
    return "out of memory";
  case DLX_ERROR_NULL_ARGUMENT:
    return "a required pointer argument is NULL";
  case DLX_ERROR_ITEM_OUT_OF_RANGE:
    return "an option names an item that does not exist";
  case DLX_ERROR_REPEATED_ITEM:
    return "an option names the same item twice";
  case DLX_ERROR_EMPTY_OPTION:
    return "an option has no items";
  case DLX_ERROR_TOO_LARGE:
    return "the problem is too large";
  case DLX_ERROR_OPTION_OUT_OF_RANGE:
    return "a preselected option does not exist";
  case DLX_ERROR_SEARCH_IN_PROGRESS:
    return "the solver is in the middle of a search";
  case DLX_ERROR_INCONSISTENT:
    return "the links of the solver are inconsistent";
  case DLX_ERROR_COLOR_ON_PRIMARY_ITEM:
    return "a primary item cannot have a color";
  case DLX_ERROR_COLOR_OUT_OF_RANGE:
    return "a color is out of range";
  case DLX_ERROR_BAD_FORMAT:
    return "the problem's text is malformed";
  case DLX_ERROR_PART_OUT_OF_RANGE:
    return "the part is not one of 1 to the number of parts";
  }
  return "unknown status";
}

static int32_t secondary_head(const dlx_solver *solver) {
  return (int32_t)solver->item_count + 1;
}

static int32_t first_spacer(const dlx_solver *solver) {
  return (int32_t)solver->item_count + 1;
}

dlx_status dlx_create(dlx_solver **result, uint32_t primary_count, uint32_t secondary_count) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  *result = NULL;
  if (primary_count > MAXIMUM_ITEMS || secondary_count > MAXIMUM_ITEMS - primary_count)
    return DLX_ERROR_TOO_LARGE;
  uint32_t item_count = primary_count + secondary_count;
  dlx_solver *solver = calloc(1, sizeof *solver);
  if (!solver) return DLX_ERROR_OUT_OF_MEMORY;
  solver->primary_count = primary_count;
  solver->secondary_count = secondary_count;
  solver->item_count = item_count;
  solver->node_capacity = item_count + 2 + 64;
  solver->items = malloc((item_count + 2) * sizeof *solver->items);
  solver->nodes = malloc(solver->node_capacity * sizeof *solver->nodes);
  solver->item_stamp = calloc(item_count + 1, sizeof *solver->item_stamp);
  solver->choice = malloc((primary_count + 1) * sizeof *solver->choice);
  solver->solution_ids = malloc(sizeof *solver->solution_ids);
  if (!solver->items || !solver->nodes || !solver->item_stamp || !solver->choice ||
      !solver->solution_ids) {
    dlx_destroy(solver);
    return DLX_ERROR_OUT_OF_MEMORY;
  }

  int32_t last_primary = (int32_t)primary_count;
  int32_t head = secondary_head(solver);
  for (int32_t i = 0; i <= head; i++) {
    solver->items[i].left = i - 1;
    solver->items[i].right = i + 1;
    solver->items[i].length = 0;
  }
  solver->items[0].left = last_primary;
  solver->items[last_primary].right = 0;
  solver->items[head].right = last_primary + 1 < head ? last_primary + 1 : head;
  solver->items[head].left = head - 1 > last_primary ? head - 1 : head;
  if (head - 1 > last_primary) {
    solver->items[last_primary + 1].left = head;
    solver->items[head - 1].right = head;
  }

  for (uint32_t i = 0; i <= item_count; i++) {
    solver->nodes[i].top = 0;
    solver->nodes[i].up = solver->nodes[i].down = (int32_t)i;
  }
  node *spacer = &solver->nodes[first_spacer(solver)];
  spacer->top = 0;
  spacer->up = spacer->down = first_spacer(solver);
  solver->node_count = item_count + 2;
  *result = solver;
  return DLX_OK;
}

void dlx_destroy(dlx_solver *solver) {
  if (!solver) return;
  free(solver->items);
  free(solver->nodes);
  free(solver->colors);
  free(solver->first_node_of_option);
  free(solver->item_stamp);
  free(solver->choice);
  free(solver->solution_ids);
  free(solver);
}

uint32_t dlx_primary_count(const dlx_solver *solver) {
  return solver ? solver->primary_count : 0;
}
uint32_t dlx_secondary_count(const dlx_solver *solver) {
  return solver ? solver->secondary_count : 0;
}
uint32_t dlx_option_count(const dlx_solver *solver) {
  return solver ? solver->option_count : 0;
}

static dlx_status validate_option(dlx_solver *solver, const uint32_t *items, const uint32_t *colors,
                                  size_t item_count) {
  if (item_count == 0) return DLX_ERROR_EMPTY_OPTION;
  if (!items) return DLX_ERROR_NULL_ARGUMENT;
  if (++solver->current_stamp == 0) {
    memset(solver->item_stamp, 0, (solver->item_count + 1) * sizeof *solver->item_stamp);
    solver->current_stamp = 1;
  }
  for (size_t k = 0; k < item_count; k++) {
    if (items[k] >= solver->item_count) return DLX_ERROR_ITEM_OUT_OF_RANGE;
    if (solver->item_stamp[items[k]] == solver->current_stamp) return DLX_ERROR_REPEATED_ITEM;
    solver->item_stamp[items[k]] = solver->current_stamp;
    if (colors && colors[k] != 0) {
      if (items[k] < solver->primary_count) return DLX_ERROR_COLOR_ON_PRIMARY_ITEM;
      if (colors[k] > DLX_MAXIMUM_COLOR) return DLX_ERROR_COLOR_OUT_OF_RANGE;
    }
  }
  return DLX_OK;
}

static bool any_color(const uint32_t *colors, size_t item_count) {
  for (size_t k = 0; colors && k < item_count; k++)
    if (colors[k] != 0) return true;
  return false;
}

/* The colors of the nodes are kept only once some option has a color. */
static dlx_status grow_colors(dlx_solver *solver, uint32_t old_capacity) {
  int32_t *colors = realloc(solver->colors, solver->node_capacity * sizeof *colors);
  if (!colors) return DLX_ERROR_OUT_OF_MEMORY;
  memset(colors + old_capacity, 0, (solver->node_capacity - old_capacity) * sizeof *colors);
  solver->colors = colors;
  return DLX_OK;
}

static dlx_status reserve_room_for_option(dlx_solver *solver, size_t item_count,
                                          bool needs_colors) {
  if (item_count >= MAXIMUM_NODES || solver->node_count + item_count + 1 > MAXIMUM_NODES ||
      solver->option_count >= MAXIMUM_NODES)
    return DLX_ERROR_TOO_LARGE;
  uint32_t needed = solver->node_count + (uint32_t)item_count + 1;
  if (needed > solver->node_capacity) {
    uint32_t capacity = solver->node_capacity;
    while (capacity < needed)
      capacity = capacity > MAXIMUM_NODES / 2 ? MAXIMUM_NODES : 2 * capacity;
    node *nodes = realloc(solver->nodes, capacity * sizeof *nodes);
    if (!nodes) return DLX_ERROR_OUT_OF_MEMORY;
    solver->nodes = nodes;
    uint32_t old_capacity = solver->node_capacity;
    solver->node_capacity = capacity;
    if (solver->colors && grow_colors(solver, old_capacity) != DLX_OK)
      return DLX_ERROR_OUT_OF_MEMORY;
  }
  if (needs_colors && !solver->colors && grow_colors(solver, 0) != DLX_OK)
    return DLX_ERROR_OUT_OF_MEMORY;
  if (solver->option_count == solver->option_capacity) {
    uint32_t capacity = solver->option_capacity ? 2 * solver->option_capacity : 64;
    uint32_t *first = realloc(solver->first_node_of_option, capacity * sizeof *first);
    if (!first) return DLX_ERROR_OUT_OF_MEMORY;
    solver->first_node_of_option = first;
    uint32_t *ids = realloc(solver->solution_ids, (capacity + 1) * sizeof *ids);
    if (!ids) return DLX_ERROR_OUT_OF_MEMORY;
    solver->solution_ids = ids;
    solver->option_capacity = capacity;
  }
  return DLX_OK;
}

dlx_status dlx_add_colored_option(dlx_solver *solver, const uint32_t *items, const uint32_t *colors,
                                  size_t item_count, uint32_t *option_id) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_status status = validate_option(solver, items, colors, item_count);
  if (status == DLX_OK)
    status = reserve_room_for_option(solver, item_count, any_color(colors, item_count));
  if (status != DLX_OK) return status;

  node *nodes = solver->nodes;
  int32_t previous_spacer = (int32_t)solver->node_count - 1;
  int32_t first = previous_spacer + 1;
  for (size_t k = 0; k < item_count; k++) {
    int32_t i = (int32_t)items[k] + 1;
    int32_t q = first + (int32_t)k;
    nodes[q].top = i;
    nodes[q].up = nodes[i].up;
    nodes[q].down = i;
    nodes[nodes[i].up].down = q;
    nodes[i].up = q;
    solver->items[i].length++;
    if (solver->colors) solver->colors[q] = colors ? (int32_t)colors[k] : 0;
  }
  int32_t last = first + (int32_t)item_count - 1;
  int32_t spacer = last + 1;
  nodes[previous_spacer].down = last;
  nodes[spacer].top = -(int32_t)(solver->option_count + 1);
  nodes[spacer].up = first;
  nodes[spacer].down = spacer;
  solver->first_node_of_option[solver->option_count] = (uint32_t)first;
  solver->node_count = (uint32_t)spacer + 1;
  if (option_id) *option_id = solver->option_count;
  solver->option_count++;
  return DLX_OK;
}

dlx_status dlx_add_option(dlx_solver *solver, const uint32_t *items, size_t item_count,
                          uint32_t *option_id) {
  return dlx_add_colored_option(solver, items, NULL, item_count, option_id);
}

/* The core operations, as in Knuth's DLX1 and, with colors, DLX2. hide removes the other entries
 * of an option from their lists; cover removes an item and hides every option in its list. With
 * colors, purify keeps the options that give an item the chosen color (marking their entries -1)
 * and hides the others, and hide leaves alone the entries so marked. Every function is compiled
 * twice, with `colored` a constant, so that a problem without colors runs no color code at all.
 * Each returns the number of updates. */

#define ALWAYS_INLINE inline __attribute__((always_inline))

static ALWAYS_INLINE uint64_t hide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                   bool colored) {
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    int32_t x = nodes[q].top;
    if (x <= 0) {
      q = nodes[q].up;
    } else {
      if (!colored || colors[q] >= 0) {
        int32_t up = nodes[q].up, down = nodes[q].down;
        nodes[up].down = down;
        nodes[down].up = up;
        items[x].length--;
        updates++;
      }
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void unhide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                 bool colored) {
  for (int32_t q = p - 1; q != p;) {
    int32_t x = nodes[q].top;
    if (x <= 0) {
      q = nodes[q].down;
    } else {
      if (!colored || colors[q] >= 0) {
        int32_t up = nodes[q].up, down = nodes[q].down;
        nodes[up].down = q;
        nodes[down].up = q;
        items[x].length++;
      }
      q--;
    }
  }
}

static ALWAYS_INLINE uint64_t cover(node *nodes, item *items, const int32_t *colors, int32_t i,
                                    bool colored) {
  uint64_t updates = 0;
  for (int32_t p = nodes[i].down; p != i; p = nodes[p].down)
    updates += hide(nodes, items, colors, p, colored);
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = right;
  items[right].left = left;
  return updates;
}

static ALWAYS_INLINE void uncover(node *nodes, item *items, const int32_t *colors, int32_t i,
                                  bool colored) {
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = i;
  items[right].left = i;
  for (int32_t p = nodes[i].up; p != i; p = nodes[p].up) unhide(nodes, items, colors, p, colored);
}

/* The item's head node holds the color it is purified with (0: not purified). */
static ALWAYS_INLINE uint64_t purify(node *nodes, item *items, int32_t *colors, int32_t p) {
  uint64_t updates = 0;
  int32_t color = colors[p], i = nodes[p].top;
  colors[i] = color;
  for (int32_t q = nodes[i].down; q != i; q = nodes[q].down) {
    if (colors[q] == color)
      colors[q] = -1;
    else
      updates += hide(nodes, items, colors, q, true);
  }
  return updates;
}

static ALWAYS_INLINE void unpurify(node *nodes, item *items, int32_t *colors, int32_t p) {
  int32_t color = colors[p], i = nodes[p].top;
  for (int32_t q = nodes[i].up; q != i; q = nodes[q].up) {
    if (colors[q] < 0)
      colors[q] = color;
    else
      unhide(nodes, items, colors, q, true);
  }
  colors[i] = 0;
}

/* Takes the item of entry p out of play: covered when uncolored, purified when colored; nothing
 * when p's color is already the item's (-1). */
static ALWAYS_INLINE uint64_t commit(node *nodes, item *items, int32_t *colors, int32_t p,
                                     bool colored) {
  if (!colored || colors[p] == 0) return cover(nodes, items, colors, nodes[p].top, colored);
  return colors[p] > 0 ? purify(nodes, items, colors, p) : 0;
}

static ALWAYS_INLINE void uncommit(node *nodes, item *items, int32_t *colors, int32_t p,
                                   bool colored) {
  if (!colored || colors[p] == 0)
    uncover(nodes, items, colors, nodes[p].top, colored);
  else if (colors[p] > 0)
    unpurify(nodes, items, colors, p);
}

static ALWAYS_INLINE uint64_t commit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                    int32_t p, bool colored) {
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].up;
    } else {
      updates += commit(nodes, items, colors, q, colored);
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void uncommit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                  int32_t p, bool colored) {
  for (int32_t q = p - 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].down;
    } else {
      uncommit(nodes, items, colors, q, colored);
      q--;
    }
  }
}

static uint32_t option_id_of_node(const node *nodes, int32_t p) {
  while (nodes[p].top > 0) p++;
  return (uint32_t)(-nodes[p].top - 1);
}

static bool item_is_active(const item *items, int32_t i) {
  return items[items[i].left].right == i;
}

/* Preselection takes an option's own entries out of their lists first, so that purifying its
 * items can never mark them, then commits every item of the option. */
static void detach_option(node *nodes, item *items, int32_t first) {
  for (int32_t q = first; nodes[q].top > 0; q++) {
    nodes[nodes[q].up].down = nodes[q].down;
    nodes[nodes[q].down].up = nodes[q].up;
    items[nodes[q].top].length--;
  }
}

static void reattach_option(node *nodes, item *items, int32_t last, int32_t first) {
  for (int32_t q = last; q >= first; q--) {
    nodes[nodes[q].up].down = q;
    nodes[nodes[q].down].up = q;
    items[nodes[q].top].length++;
  }
}

static void unselect_options(dlx_solver *solver, size_t selected_count) {
  node *nodes = solver->nodes;
  bool colored = solver->colors != NULL;
  while (selected_count > 0) {
    int32_t first = (int32_t)solver->first_node_of_option[solver->solution_ids[--selected_count]];
    int32_t last = first;
    while (nodes[last + 1].top > 0) last++;
    for (int32_t q = last; q >= first; q--)
      uncommit(nodes, solver->items, solver->colors, q, colored);
    reattach_option(nodes, solver->items, last, first);
  }
}

/* An option can join the preselection when every entry is still in its item's list (an entry
 * leaves it only when its option is hidden, or taken already) and its item is neither covered nor
 * purified with another color. */
static bool option_is_available(const dlx_solver *solver, int32_t first) {
  const node *nodes = solver->nodes;
  for (int32_t q = first; nodes[q].top > 0; q++) {
    int32_t x = nodes[q].top;
    if (nodes[nodes[q].up].down != q || !item_is_active(solver->items, x)) return false;
    if (solver->colors && solver->colors[x] != 0 && solver->colors[q] >= 0) return false;
  }
  return true;
}

/* Takes the preselected options one by one, recording their ids at the start of solution_ids. On
 * failure nothing stays selected. */
static dlx_status select_options(dlx_solver *solver, const uint32_t *ids, size_t count,
                                 uint64_t *updates) {
  node *nodes = solver->nodes;
  bool colored = solver->colors != NULL;
  for (size_t k = 0; k < count; k++) {
    dlx_status problem = DLX_OK;
    if (ids[k] >= solver->option_count)
      problem = DLX_ERROR_OPTION_OUT_OF_RANGE;
    else if (!option_is_available(solver, (int32_t)solver->first_node_of_option[ids[k]]))
      problem = DLX_PRESELECTED_OPTIONS_CONFLICT;
    if (problem) {
      unselect_options(solver, k);
      return problem;
    }
    int32_t first = (int32_t)solver->first_node_of_option[ids[k]];
    detach_option(nodes, solver->items, first);
    for (int32_t q = first; nodes[q].top > 0; q++)
      *updates += commit(nodes, solver->items, solver->colors, q, colored);
    solver->solution_ids[k] = ids[k];
  }
  return DLX_OK;
}

/* The primary item with the fewest options left, the leftmost among equals; stops looking at 0/1.
 */
static inline int32_t choose_item(const item *items) {
  int32_t best = items[0].right;
  int32_t fewest = items[best].length;
  for (int32_t i = items[best].right; fewest > 1 && i != 0; i = items[i].right) {
    if (items[i].length < fewest) {
      fewest = items[i].length;
      best = i;
    }
  }
  return best;
}

static ALWAYS_INLINE dlx_status run_search(dlx_solver *solver, const dlx_search *search,
                                           size_t preselected_count, dlx_statistics *statistics,
                                           bool colored) {
  node *nodes = solver->nodes;
  item *items = solver->items;
  int32_t *colors = solver->colors;
  int32_t *choice = solver->choice;
  const int32_t last_head = (int32_t)solver->item_count;
  const uint64_t solution_limit = search->solution_limit;
  const uint64_t node_limit = search->node_limit;
  const volatile sig_atomic_t *stop_request = search->stop_request;
  uint64_t solutions = 0, node_total = 0, updates = 0;
  dlx_status status = DLX_OK;
  int32_t level = 0;
  int32_t levels_with_known_ids = 0; /* solution_ids holds the ids of choice[0 .. this-1] */

enter_level:
  if (node_total == node_limit && node_limit != 0) {
    status = DLX_STOPPED_AT_NODE_LIMIT;
    goto unwind;
  }
  if ((node_total & 1023) == 0 && stop_request && *stop_request) {
    status = DLX_STOPPED_BY_REQUEST;
    goto unwind;
  }
  node_total++;
  if (items[0].right == 0) {
    solutions++;
    if (search->on_solution) {
      for (int32_t k = levels_with_known_ids; k < level; k++)
        solver->solution_ids[preselected_count + (size_t)k] = option_id_of_node(nodes, choice[k]);
      levels_with_known_ids = level;
      if (search->on_solution(search->context, solver->solution_ids,
                              preselected_count + (size_t)level)) {
        status = DLX_STOPPED_BY_CALLBACK;
        goto unwind;
      }
    }
    if (solutions == solution_limit) {
      status = DLX_STOPPED_AT_SOLUTION_LIMIT;
      goto unwind;
    }
    goto leave_level;
  }
  {
    int32_t best = choose_item(items);
    if (items[best].length == 0) goto leave_level;
    updates += cover(nodes, items, colors, best, colored);
    choice[level] = nodes[best].down;
  }

try_choice:
  if (choice[level] <= last_head) {
    uncover(nodes, items, colors, choice[level], colored);
    goto leave_level;
  }
  updates += commit_rest_of_option(nodes, items, colors, choice[level], colored);
  level++;
  goto enter_level;

leave_level:
  if (level == 0) goto done;
  level--;
  if (levels_with_known_ids > level) levels_with_known_ids = level;
  uncommit_rest_of_option(nodes, items, colors, choice[level], colored);
  choice[level] = nodes[choice[level]].down;
  goto try_choice;

unwind:
  while (level > 0) {
    level--;
    uncommit_rest_of_option(nodes, items, colors, choice[level], colored);
    uncover(nodes, items, colors, nodes[choice[level]].top, colored);
  }

done:
  statistics->solutions = solutions;
  statistics->nodes = node_total;
  statistics->updates += updates;
  return status;
}

static dlx_status search_without_colors(dlx_solver *solver, const dlx_search *search,
                                        size_t preselected_count, dlx_statistics *statistics) {
  return run_search(solver, search, preselected_count, statistics, false);
}

static dlx_status search_with_colors(dlx_solver *solver, const dlx_search *search,
                                     size_t preselected_count, dlx_statistics *statistics) {
  return run_search(solver, search, preselected_count, statistics, true);
}

dlx_status dlx_solve(dlx_solver *solver, const dlx_search *search, dlx_statistics *statistics) {
  dlx_statistics ignored;
  if (!statistics) statistics = &ignored;
  memset(statistics, 0, sizeof *statistics);
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (solver->searching) return DLX_ERROR_SEARCH_IN_PROGRESS;
  dlx_search everything = {0};
  if (!search) search = &everything;
  if (search->preselected_count > 0 && !search->preselected_options) return DLX_ERROR_NULL_ARGUMENT;

  solver->searching = true;
  uint64_t preselection_updates = 0;
  dlx_status status = select_options(solver, search->preselected_options, search->preselected_count,
                                     &preselection_updates);
  if (status == DLX_OK) {
    statistics->updates = preselection_updates;
    if (solver->colors)
      status = search_with_colors(solver, search, search->preselected_count, statistics);
    else
      status = search_without_colors(solver, search, search->preselected_count, statistics);
    unselect_options(solver, search->preselected_count);
  }
  solver->searching = false;
  return status;
}

static bool list_of_items_is_consistent(const dlx_solver *solver, int32_t head, int32_t first,
                                        int32_t last) {
  const item *items = solver->items;
  int32_t expected = first;
  for (int32_t i = items[head].right; i != head; i = items[i].right) {
    if (i != expected || items[items[i].right].left != i) return false;
    expected++;
  }
  return expected == last + 1 && items[items[head].right].left == head;
}

static bool list_of_item_is_consistent(const dlx_solver *solver, int32_t i, uint64_t *entries) {
  const node *nodes = solver->nodes;
  int32_t seen = 0;
  for (int32_t p = nodes[i].down; p != i; p = nodes[p].down) {
    if (p <= first_spacer(solver) || p >= (int32_t)solver->node_count) return false;
    if (nodes[p].top != i || nodes[nodes[p].down].up != p) return false;
    if (++seen > solver->items[i].length) return false;
  }
  *entries += (uint64_t)seen;
  return seen == solver->items[i].length && nodes[nodes[i].down].up == i;
}

static bool spacers_are_consistent(const dlx_solver *solver) {
  const node *nodes = solver->nodes;
  int32_t spacer = first_spacer(solver);
  for (uint32_t k = 0; k < solver->option_count; k++) {
    int32_t first = spacer + 1;
    if ((uint32_t)first != solver->first_node_of_option[k]) return false;
    int32_t next = first;
    while (next < (int32_t)solver->node_count && nodes[next].top > 0) next++;
    if (next >= (int32_t)solver->node_count || next == first) return false;
    if (nodes[spacer].down != next - 1 || nodes[next].up != first) return false;
    if (nodes[next].top != -(int32_t)(k + 1)) return false;
    spacer = next;
  }
  return spacer == (int32_t)solver->node_count - 1;
}

dlx_status dlx_check_consistency(const dlx_solver *solver) {
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  int32_t last_primary = (int32_t)solver->primary_count;
  int32_t head = secondary_head(solver);
  if (!list_of_items_is_consistent(solver, 0, 1, last_primary) ||
      !list_of_items_is_consistent(solver, head, last_primary + 1, head - 1) ||
      !spacers_are_consistent(solver))
    return DLX_ERROR_INCONSISTENT;
  uint64_t entries = 0;
  for (int32_t i = 1; i < head; i++)
    if (!list_of_item_is_consistent(solver, i, &entries)) return DLX_ERROR_INCONSISTENT;
  uint64_t expected_entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  if (entries != expected_entries) return DLX_ERROR_INCONSISTENT;
  for (uint32_t q = 0; solver->colors && q < solver->node_count; q++) {
    bool is_head = q <= solver->item_count;
    if (solver->colors[q] < 0 || (is_head && solver->colors[q] != 0)) return DLX_ERROR_INCONSISTENT;
  }
  return DLX_OK;
}

/* Read through the nodes, so that it works between searches and during one: an entry marked -1
 * by purify has the color its item's head holds. */
size_t dlx_option_items(const dlx_solver *solver, uint32_t option_id, uint32_t *items,
                        uint32_t *colors, size_t capacity) {
  if (!solver || option_id >= solver->option_count) return 0;
  const node *nodes = solver->nodes;
  int32_t first = (int32_t)solver->first_node_of_option[option_id];
  size_t size = 0;
  for (int32_t q = first; nodes[q].top > 0; q++, size++) {
    if (size >= capacity) continue;
    int32_t top = nodes[q].top;
    if (items) items[size] = (uint32_t)(top - 1);
    if (colors) {
      int32_t color = solver->colors ? solver->colors[q] : 0;
      colors[size] = (uint32_t)(color < 0 ? solver->colors[top] : color);
    }
  }
  return size;
}
