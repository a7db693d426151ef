/* value_order.c: the value order of the shuffled runs of the randomised restarts (restarts.c):
 * the options of the chosen item in a "least constraining first" order, which links.c's search
 * follows when it is given a workspace. Taking an option removes every other option that shares
 * an item with it; the option whose other items have the longest lists, in sum, leaves the most
 * room to the rest, so it comes first; ties keep the order of the item's list (the options' added
 * order, or the rotation of the run). The score is taken when the item is chosen, after it is
 * covered, from the lengths at that moment.
 *
 * Why: on some problems with many primary items (those of section l of bench/README.md, empty
 * grids of 12,544 to 16,384 primary items, 56 to 64 options each; the measurements are in
 * bench/log/2026-11-28-first-solutions-and-restarts.md) every run in list order gets within some
 * tens of levels of a solution and stalls there, where the runs in this order find one for every
 * seed measured; on others (one of 342 primary items) the list order is what succeeds, so
 * restarts.c shares the shuffled runs between the two.
 *
 * The item's own list is not relinked: each level's order is a segment of a stack of node numbers
 * (the segment ends with the item's head), so cover, uncover and the other searches see the links
 * unchanged.
 */
#include <stdlib.h>
#include <string.h>

#include "internal_value_order.h"

typedef struct scored_option {
  int64_t score;     /* the sum of the lengths of the option's other items: larger first */
  uint32_t position; /* in the item's list: smaller first among equal scores */
  int32_t node;
} scored_option;

struct dlx_value_order_workspace {
  int32_t *order;         /* the segments of the levels, one after another */
  int32_t *segment_start; /* per level: where its segment starts in order */
  int32_t *tried;         /* per level: the place in order of the option tried now */
  scored_option *scratch; /* the options of one item while they are sorted */
};

/* Above this many options an item's are sorted by qsort, below by insertion (the usual case: the
 * chosen item has the fewest options). */
enum { LONGEST_INSERTION_SORT = 16 };

dlx_value_order_workspace *dlx_value_order_workspace_create(const dlx_solver *solver) {
  dlx_value_order_workspace *workspace = calloc(1, sizeof *workspace);
  if (!workspace) return NULL;
  int32_t longest_list = 1;
  for (uint32_t i = 1; i <= solver->primary_count; i++)
    if (solver->items[i].length > longest_list) longest_list = solver->items[i].length;
  /* The options of the items chosen along one path are distinct (choosing an item removes its
   * options from every other list), so the segments hold at most every option and one head per
   * level; a level covers a primary item. */
  size_t levels = (size_t)solver->primary_count + 1;
  workspace->order = malloc(((size_t)solver->option_count + levels) * sizeof *workspace->order);
  workspace->segment_start = malloc((levels + 1) * sizeof *workspace->segment_start);
  workspace->tried = malloc(levels * sizeof *workspace->tried);
  workspace->scratch = malloc((size_t)longest_list * sizeof *workspace->scratch);
  if (!workspace->order || !workspace->segment_start || !workspace->tried || !workspace->scratch) {
    dlx_value_order_workspace_destroy(workspace);
    return NULL;
  }
  return workspace;
}

void dlx_value_order_workspace_destroy(dlx_value_order_workspace *workspace) {
  if (!workspace) return;
  free(workspace->order);
  free(workspace->segment_start);
  free(workspace->tried);
  free(workspace->scratch);
  free(workspace);
}

static int64_t sum_of_other_lengths(const node *nodes, const item *items, int32_t p) {
  int64_t sum = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) { /* the spacer: back to the option's first entry */
      q = nodes[q].up;
      continue;
    }
    sum += items[nodes[q].top].length;
    q++;
  }
  return sum;
}

static bool comes_before(const scored_option *a, const scored_option *b) {
  return a->score > b->score || (a->score == b->score && a->position < b->position);
}

static int compare_scored_options(const void *left, const void *right) {
  const scored_option *a = left, *b = right;
  return comes_before(a, b) ? -1 : comes_before(b, a) ? 1 : 0;
}

/* Writes the options of item `chosen` (covered, length >= 1) in value order at order[start..],
 * followed by the item's head; returns how many options. */
static int32_t write_options_in_value_order(const node *nodes, const item *items, int32_t chosen,
                                            scored_option *scratch, int32_t *order) {
  int32_t count = 0;
  if (items[chosen].length == 1) {
    scratch[count++].node = nodes[chosen].down; /* nothing to order */
  } else {
    for (int32_t p = nodes[chosen].down; p != chosen; p = nodes[p].down) {
      scored_option option = {
          .score = sum_of_other_lengths(nodes, items, p), .position = (uint32_t)count, .node = p};
      scratch[count++] = option;
    }
    if (count > LONGEST_INSERTION_SORT) {
      qsort(scratch, (size_t)count, sizeof *scratch, compare_scored_options);
    } else {
      for (int32_t k = 1; k < count; k++) {
        scored_option option = scratch[k];
        int32_t j = k;
        for (; j > 0 && comes_before(&option, &scratch[j - 1]); j--) scratch[j] = scratch[j - 1];
        scratch[j] = option;
      }
    }
  }
  for (int32_t k = 0; k < count; k++) order[k] = scratch[k].node;
  order[count] = chosen;
  return count;
}

int32_t dlx_value_order_first(dlx_value_order_workspace *workspace, const node *nodes,
                              const item *items, int32_t chosen, int32_t level) {
  if (level == 0) workspace->segment_start[0] = 0;
  int32_t start = workspace->segment_start[level];
  int32_t count = write_options_in_value_order(nodes, items, chosen, workspace->scratch,
                                               workspace->order + start);
  workspace->segment_start[level + 1] = start + count + 1;
  workspace->tried[level] = start;
  return workspace->order[start];
}

int32_t dlx_value_order_next(dlx_value_order_workspace *workspace, int32_t level) {
  return workspace->order[++workspace->tried[level]];
}
