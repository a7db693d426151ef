/* split.c: cuts the search tree of a problem into subtrees, for dlx_solve_parallel and
 * dlx_solve_part. A subtree is named by its prefix, the options taken on the way to it; the search
 * of the subtree is dlx_solve with the caller's preselection plus the prefix. The splitter reads
 * the options in the solver's compiled view (internal.h) and recomputes, for each
 * prefix it expands, which options are still compatible: simple and independent of how the engine
 * represents the problem, and cheap, since it expands only a few thousand prefixes. It branches as
 * the engine does (the primary item with the fewest compatible options, the leftmost of the first
 * with at most one), so that the nodes of the subtrees and of the splitter add up to those of a
 * serial search. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "inline_branching.h"
#include "internal.h"
#include "internal_bounds.h"
#include "internal_split.h"

#define UNCOLORED UINT32_MAX /* a secondary item taken without a color (colors stay below 2^31) */
/* A prefix whose children would make the queue more than this many times its target is searched
 * whole instead: a subtree search begins by selecting its prefix, which costs in proportion to
 * the options of the items it covers, so 200,000 one-option subtrees of one item would cost
 * 200,000 times what the one search of that item costs. */
#define SPLIT_OVERSHOOT 16

struct split_problem {
  uint32_t primary_count, item_count, option_count;
  /* The solver's compiled view (internal.h): option k's entries are
   * option_start[k] .. option_start[k+1]-1, the options of item i (primary or secondary), in id
   * order, item_options[item_start[i] .. item_start[i+1]-1]. */
  const uint32_t *option_start;
  const uint32_t *entry_item;
  const int32_t *entry_color;
  const uint32_t *item_start, *item_options;
  const uint32_t *lower, *upper; /* each primary item's bounds; NULL when every one is [1, 1] */
  /* The options the searches leave out (the solver's excluded_options when the splitter was made:
   * the count by orbits, symmetric_count.c), never compatible; NULL: none. */
  uint64_t *excluded;
};

void dlx_split_problem_destroy(split_problem *problem) {
  if (!problem) return;
  free(problem->excluded);
  free(problem);
}

dlx_status dlx_split_problem_create(dlx_solver *solver, split_problem **result) {
  *result = NULL;
  const compiled_problem *view;
  if (dlx_compiled_problem_get(solver, &view) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  split_problem *problem = calloc(1, sizeof *problem);
  if (!problem) return DLX_ERROR_OUT_OF_MEMORY;
  problem->primary_count = view->primary_count;
  problem->item_count = view->item_count;
  problem->option_count = view->option_count;
  problem->option_start = view->option_start;
  problem->entry_item = view->entry_item;
  problem->entry_color = view->entry_color;
  problem->item_start = view->item_start;
  problem->item_options = view->item_option;
  problem->lower = view->lower;
  problem->upper = view->upper;
  if (solver->excluded_options) {
    size_t words = (size_t)problem->option_count / 64 + 1;
    problem->excluded = malloc(words * sizeof *problem->excluded);
    if (!problem->excluded) {
      free(problem);
      return DLX_ERROR_OUT_OF_MEMORY;
    }
    memcpy(problem->excluded, solver->excluded_options, words * sizeof *problem->excluded);
  }
  *result = problem;
  return DLX_OK;
}

void dlx_split_queue_free(split_queue *queue) {
  free(queue->prefixes);
  free(queue->pool);
  memset(queue, 0, sizeof *queue);
}

/* Appends the prefix ids[0 .. length-1] followed by `last` when has_last. */
static dlx_status push(split_queue *queue, const uint32_t *ids, uint32_t length, bool has_last,
                       uint32_t last, double weight) {
  size_t size = (size_t)length + has_last;
  if (queue->tail == queue->capacity) {
    size_t capacity = queue->capacity ? 2 * queue->capacity : 256;
    split_prefix *prefixes = realloc(queue->prefixes, capacity * sizeof *prefixes);
    if (!prefixes) return DLX_ERROR_OUT_OF_MEMORY;
    queue->prefixes = prefixes;
    queue->capacity = capacity;
  }
  if (queue->pool_size + size > queue->pool_capacity) {
    size_t capacity = queue->pool_capacity ? 2 * queue->pool_capacity : 1024;
    while (capacity < queue->pool_size + size) capacity *= 2;
    uint32_t *pool = realloc(queue->pool, capacity * sizeof *pool);
    if (!pool) return DLX_ERROR_OUT_OF_MEMORY;
    queue->pool = pool;
    queue->pool_capacity = capacity;
  }
  if (length) memcpy(queue->pool + queue->pool_size, ids, length * sizeof *ids);
  if (has_last) queue->pool[queue->pool_size + length] = last;
  queue->prefixes[queue->tail++] = (split_prefix){queue->pool_size, (uint32_t)size, weight};
  queue->pool_size += size;
  return DLX_OK;
}

dlx_status dlx_split_queue_push(split_queue *queue, const uint32_t *ids, uint32_t length,
                                double weight) {
  return push(queue, ids, length, false, 0, weight);
}

/* The state of the items under one prefix: a primary item is 1 when covered, a secondary item 0
 * when free, UNCOLORED or its color when taken; and the count of compatible options of each
 * primary item. */
typedef struct scratch {
  uint32_t *item_state;
  uint32_t *compatible_count;
  uint32_t *ids;     /* the preselection, then the prefix being expanded */
  bool *compatible;  /* per option, under the prefix */
  uint32_t *waiting; /* a min-heap of the primary items found with at most one option */
  size_t waiting_count;
} scratch;

static void take_option(const split_problem *problem, uint32_t *item_state, uint32_t option) {
  for (size_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e], color = problem->entry_color[e];
    item_state[item] = item < problem->primary_count ? 1 : color ? color : UNCOLORED;
  }
}

static bool is_compatible(const split_problem *problem, const uint32_t *item_state,
                          uint32_t option) {
  if (problem->excluded && (problem->excluded[option / 64] >> (option % 64) & 1)) return false;
  for (size_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e], state = item_state[item];
    if (state == 0) continue;
    if (item < problem->primary_count || state != (uint32_t)problem->entry_color[e] ||
        state == UNCOLORED)
      return false;
  }
  return true;
}

/* The first uncovered primary item with the fewest compatible options (the first with at most
 * one, as soon as one is met), or primary_count when every primary item is covered. */
static uint32_t first_with_fewest_options(const split_problem *problem, const scratch *scratch) {
  uint32_t primary_count = problem->primary_count;
  uint32_t best = primary_count;
  for (uint32_t i = 0; i < primary_count; i++) {
    if (scratch->item_state[i]) continue;
    if (best == primary_count || scratch->compatible_count[i] < scratch->compatible_count[best])
      best = i;
    if (scratch->compatible_count[best] <= 1) break;
  }
  return best;
}

/* The item to branch on, or primary_count when every primary item is covered, after counting
 * every primary item's compatible options under the prefix. */
static uint32_t choose_item(const split_problem *problem, scratch *scratch) {
  uint32_t primary_count = problem->primary_count;
  memset(scratch->compatible_count, 0, primary_count * sizeof *scratch->compatible_count);
  for (uint32_t k = 0; k < problem->option_count; k++) {
    scratch->compatible[k] = is_compatible(problem, scratch->item_state, k);
    if (!scratch->compatible[k]) continue;
    for (size_t e = problem->option_start[k]; e < problem->option_start[k + 1]; e++)
      if (problem->entry_item[e] < primary_count)
        scratch->compatible_count[problem->entry_item[e]]++;
  }
  return first_with_fewest_options(problem, scratch);
}

/* Whether the splitter must stop before its next node: DLX_OK to go on, or why it stops. */
static dlx_status stop_before_next_node(const split_request *request, uint64_t nodes) {
  if (stop_raised(request->stop)) return DLX_STOPPED_BY_REQUEST;
  if (request->node_limit && nodes >= request->node_limit) return DLX_STOPPED_AT_NODE_LIMIT;
  return DLX_OK;
}

/* The heap of waiting items, smallest id on top. */
static void wait_for_item(scratch *scratch, uint32_t item) {
  size_t k = scratch->waiting_count++;
  while (k > 0 && scratch->waiting[(k - 1) / 2] > item) {
    scratch->waiting[k] = scratch->waiting[(k - 1) / 2];
    k = (k - 1) / 2;
  }
  scratch->waiting[k] = item;
}

static void stop_waiting_for_first(scratch *scratch) {
  uint32_t last = scratch->waiting[--scratch->waiting_count];
  size_t k = 0, count = scratch->waiting_count;
  for (;;) {
    size_t child = 2 * k + 1;
    if (child >= count) break;
    if (child + 1 < count && scratch->waiting[child + 1] < scratch->waiting[child]) child++;
    if (scratch->waiting[child] >= last) break;
    scratch->waiting[k] = scratch->waiting[child];
    k = child;
  }
  if (count) scratch->waiting[k] = last;
}

/* Takes a forced option after the prefix: the options it makes incompatible leave the counts of
 * their primary items, and an item left with at most one option waits. */
static void take_forced_option(const split_problem *problem, scratch *scratch, uint32_t option) {
  take_option(problem, scratch->item_state, option);
  for (size_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e];
    for (size_t s = problem->item_start[item]; s < problem->item_start[item + 1]; s++) {
      uint32_t other = problem->item_options[s];
      if (!scratch->compatible[other] || is_compatible(problem, scratch->item_state, other))
        continue;
      scratch->compatible[other] = false;
      for (size_t f = problem->option_start[other]; f < problem->option_start[other + 1]; f++) {
        uint32_t affected = problem->entry_item[f];
        if (affected < problem->primary_count && --scratch->compatible_count[affected] <= 1 &&
            !scratch->item_state[affected])
          wait_for_item(scratch, affected);
      }
    }
  }
}

/* The item to branch on after forced options, as choose_item would choose it: the first waiting
 * item not covered, else (no uncovered item is left with at most one option) the scan. */
static uint32_t choose_after_forced_option(const split_problem *problem, scratch *scratch) {
  while (scratch->waiting_count && scratch->item_state[scratch->waiting[0]])
    stop_waiting_for_first(scratch);
  if (scratch->waiting_count) return scratch->waiting[0];
  return first_with_fewest_options(problem, scratch);
}

/* While the item to branch on (*item) has one compatible option, takes that option after the
 * prefix (scratch->ids from `prefix_ids`, *length of them), a node each as in a serial search, so
 * that a long chain of forced options costs what its options touch, not a pass over the problem
 * and a copy of the prefix per option. Leaves in *item the item to branch on, or primary_count. */
static dlx_status take_forced_options(const split_problem *problem, scratch *scratch,
                                      const split_request *request, uint32_t *prefix_ids,
                                      uint32_t *length, uint64_t *nodes, uint32_t *item) {
  scratch->waiting_count = 0;
  for (uint32_t i = 0; i < problem->primary_count; i++)
    if (!scratch->item_state[i] && scratch->compatible_count[i] <= 1) wait_for_item(scratch, i);
  while (*item < problem->primary_count && scratch->compatible_count[*item] == 1) {
    dlx_status status = stop_before_next_node(request, *nodes);
    if (status != DLX_OK) return status;
    ++*nodes;
    size_t s = problem->item_start[*item];
    while (!scratch->compatible[problem->item_options[s]]) s++;
    uint32_t option = problem->item_options[s];
    prefix_ids[(*length)++] = option;
    take_forced_option(problem, scratch, option);
    *item = choose_after_forced_option(problem, scratch);
  }
  return DLX_OK;
}

/* Under a path of Algorithm M (internal_bounds.h): item_state counts the options taken of a
 * primary item, as scratch does for a secondary one; closed items and excluded options are marked.
 */
typedef struct bounded_scratch {
  uint32_t *item_state, *compatible_count;
  bool *closed, *excluded;
  uint32_t *ids;   /* the preselection, then the options taken on the path */
  uint32_t *child; /* the path of a child, while it is pushed */
  size_t child_capacity;
} bounded_scratch;

static void take_counted_option(const split_problem *problem, uint32_t *item_state,
                                uint32_t option) {
  for (size_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e], color = problem->entry_color[e];
    if (item < problem->primary_count)
      item_state[item]++;
    else
      item_state[item] = color ? color : UNCOLORED;
  }
}

static bool is_open(const split_problem *problem, const bounded_scratch *scratch, uint32_t item) {
  return !scratch->closed[item] && scratch->item_state[item] < problem->upper[item];
}

static bool is_compatible_under_bounds(const split_problem *problem, const bounded_scratch *scratch,
                                       uint32_t option) {
  if (scratch->excluded[option]) return false;
  for (size_t e = problem->option_start[option]; e < problem->option_start[option + 1]; e++) {
    uint32_t item = problem->entry_item[e], state = scratch->item_state[item];
    if (item < problem->primary_count) {
      if (!is_open(problem, scratch, item)) return false;
    } else if (state != 0 && (state != (uint32_t)problem->entry_color[e] || state == UNCOLORED)) {
      return false;
    }
  }
  return true;
}

/* Algorithm M's choice (inline_branching.h, as bounds.c makes it): the open item of least score;
 * primary_count when no item is open. */
static uint32_t choose_bounded_item(const split_problem *problem, bounded_scratch *scratch,
                                    int64_t *score) {
  uint32_t primary_count = problem->primary_count;
  memset(scratch->compatible_count, 0, primary_count * sizeof *scratch->compatible_count);
  for (uint32_t k = 0; k < problem->option_count; k++) {
    if (!is_compatible_under_bounds(problem, scratch, k)) continue;
    for (size_t e = problem->option_start[k]; e < problem->option_start[k + 1]; e++)
      if (problem->entry_item[e] < primary_count)
        scratch->compatible_count[problem->entry_item[e]]++;
  }
  uint32_t best = primary_count;
  branching_score best_score = {0};
  for (uint32_t i = 0; i < primary_count; i++) {
    if (!is_open(problem, scratch, i)) continue;
    branching_score t = algorithm_m_branching_score(
        scratch->compatible_count[i], (int64_t)problem->upper[i] - scratch->item_state[i],
        (int64_t)problem->upper[i] - problem->lower[i]);
    if (best == primary_count || algorithm_m_prefers(t, best_score)) {
      best = i;
      best_score = t;
    }
  }
  *score = best_score.score;
  return best;
}

static dlx_status push_child(bounded_scratch *scratch, split_queue *queue, const uint32_t *path,
                             uint32_t length, const uint32_t *extra, size_t extra_count,
                             uint32_t last, double weight) {
  size_t size = (size_t)length + extra_count + 1;
  if (size > UINT32_MAX) return DLX_ERROR_OUT_OF_MEMORY;
  if (size > scratch->child_capacity) {
    uint32_t *child = realloc(scratch->child, size * sizeof *child);
    if (!child) return DLX_ERROR_OUT_OF_MEMORY;
    scratch->child = child;
    scratch->child_capacity = size;
  }
  if (length) memcpy(scratch->child, path, length * sizeof *path);
  for (size_t k = 0; k < extra_count; k++)
    scratch->child[length + k] = extra[k] | BOUNDS_EXCLUDED_OPTION;
  scratch->child[size - 1] = last;
  return dlx_split_queue_push(queue, scratch->child, (uint32_t)size, weight);
}

/* The children of a path, as Algorithm M branches on `item` with the compatible options
 * options[0 .. count-1]: the j-th takes options[j] and leaves out those before it (implied when
 * taking it fills the item); a last one closes the item when its lower bound allows. Children
 * that cannot reach the lower bound are not made, as Algorithm M does not make them. */
static dlx_status push_children(const split_problem *problem, bounded_scratch *scratch,
                                split_queue *queue, const uint32_t *path, uint32_t length,
                                double weight, uint32_t item, const uint32_t *options,
                                size_t count) {
  int64_t bound_after = (int64_t)problem->upper[item] - scratch->item_state[item] - 1;
  int64_t slack = (int64_t)problem->upper[item] - problem->lower[item];
  bool plain = bound_after == 0 && slack == 0;
  size_t taking = 0;
  while (taking < count && (plain || (int64_t)(count - taking) > bound_after - slack)) taking++;
  bool closing = !plain && bound_after - slack < 0;
  if (taking + closing == 0) return DLX_OK;
  double child_weight = weight / (double)(taking + closing);
  for (size_t j = 0; j < taking; j++) {
    size_t excluded = plain || bound_after == 0 ? 0 : j;
    dlx_status status =
        push_child(scratch, queue, path, length, options, excluded, options[j], child_weight);
    if (status != DLX_OK) return status;
  }
  if (closing)
    return push_child(scratch, queue, path, length, NULL, 0, item | BOUNDS_CLOSED_ITEM,
                      child_weight);
  return DLX_OK;
}

/* Expands one path of a problem with bounds; see dlx_split_expand. */
static dlx_status expand_bounded(const split_problem *problem, bounded_scratch *scratch,
                                 split_queue *queue, split_prefix prefix,
                                 const split_request *request, uint64_t *solutions) {
  const uint32_t *path = queue->pool + prefix.start;
  memset(scratch->item_state, 0, problem->item_count * sizeof *scratch->item_state);
  memset(scratch->closed, 0, problem->primary_count * sizeof *scratch->closed);
  memset(scratch->excluded, 0, problem->option_count * sizeof *scratch->excluded);
  size_t id_count = request->preselected_count;
  /* An option taken is marked excluded too: no option is taken twice. */
  for (size_t k = 0; k < request->preselected_count; k++) {
    take_counted_option(problem, scratch->item_state, scratch->ids[k]);
    scratch->excluded[scratch->ids[k]] = true;
  }
  for (uint32_t k = 0; k < prefix.length; k++) {
    uint32_t code = path[k], value = code & ~BOUNDS_CODE_MASK;
    if ((code & BOUNDS_CODE_MASK) == BOUNDS_CLOSED_ITEM) {
      scratch->closed[value] = true;
    } else if ((code & BOUNDS_CODE_MASK) == BOUNDS_EXCLUDED_OPTION) {
      scratch->excluded[value] = true;
    } else {
      take_counted_option(problem, scratch->item_state, value);
      scratch->excluded[value] = true;
      scratch->ids[id_count++] = value;
    }
  }
  int64_t score = 0;
  uint32_t item = choose_bounded_item(problem, scratch, &score);
  if (item == problem->primary_count) {
    ++*solutions;
    if (request->on_solution && request->on_solution(request->context, scratch->ids, id_count))
      return DLX_STOPPED_BY_CALLBACK;
    return DLX_OK;
  }
  if (score <= 0) return DLX_OK;
  /* The item's compatible options, in id order, go to the end of ids as a scratch list. */
  uint32_t *options = scratch->ids + id_count;
  size_t count = 0;
  for (size_t e = problem->item_start[item]; e < problem->item_start[item + 1]; e++)
    if (is_compatible_under_bounds(problem, scratch, problem->item_options[e]))
      options[count++] = problem->item_options[e];
  /* The queue's pool may move while children are pushed: the path is copied first. */
  uint32_t *path_copy = malloc(((size_t)prefix.length + 1) * sizeof *path_copy);
  if (!path_copy) return DLX_ERROR_OUT_OF_MEMORY;
  if (prefix.length) memcpy(path_copy, path, prefix.length * sizeof *path_copy);
  dlx_status status = push_children(problem, scratch, queue, path_copy, prefix.length,
                                    prefix.weight, item, options, count);
  free(path_copy);
  return status;
}

static dlx_status expand_bounded_queue(const split_problem *problem, split_queue *queue,
                                       const split_request *request, uint64_t *nodes,
                                       uint64_t *solutions) {
  bounded_scratch scratch = {0};
  size_t id_capacity = request->preselected_count + problem->option_count + 1;
  scratch.item_state = malloc(((size_t)problem->item_count + 1) * sizeof *scratch.item_state);
  scratch.compatible_count =
      malloc(((size_t)problem->primary_count + 1) * sizeof *scratch.compatible_count);
  scratch.closed = malloc((size_t)problem->primary_count + 1);
  scratch.excluded = malloc((size_t)problem->option_count + 1);
  scratch.ids = malloc(2 * id_capacity * sizeof *scratch.ids);
  dlx_status status = DLX_OK;
  if (!scratch.item_state || !scratch.compatible_count || !scratch.closed || !scratch.excluded ||
      !scratch.ids)
    status = DLX_ERROR_OUT_OF_MEMORY;
  else if (request->preselected_count)
    memcpy(scratch.ids, request->preselected, request->preselected_count * sizeof *scratch.ids);
  while (status == DLX_OK && split_queue_length(queue) > 0 &&
         split_queue_length(queue) < request->target) {
    status = stop_before_next_node(request, *nodes);
    if (status != DLX_OK) break;
    split_prefix prefix = queue->prefixes[queue->head++];
    ++*nodes;
    status = expand_bounded(problem, &scratch, queue, prefix, request, solutions);
  }
  free(scratch.item_state);
  free(scratch.compatible_count);
  free(scratch.closed);
  free(scratch.excluded);
  free(scratch.ids);
  free(scratch.child);
  return status;
}

dlx_status dlx_split_expand(const split_problem *problem, split_queue *queue,
                            const split_request *request, uint64_t *nodes, uint64_t *solutions) {
  if (problem->upper) return expand_bounded_queue(problem, queue, request, nodes, solutions);
  scratch scratch;
  size_t longest = request->preselected_count + problem->primary_count + 1;
  scratch.item_state = malloc(((size_t)problem->item_count + 1) * sizeof *scratch.item_state);
  scratch.compatible_count =
      malloc(((size_t)problem->primary_count + 1) * sizeof *scratch.compatible_count);
  scratch.ids = malloc(longest * sizeof *scratch.ids);
  scratch.compatible = malloc((size_t)problem->option_count + 1);
  scratch.waiting = malloc((3 * (size_t)problem->primary_count + 1) * sizeof *scratch.waiting);
  dlx_status status = DLX_OK;
  if (!scratch.item_state || !scratch.compatible_count || !scratch.ids || !scratch.compatible ||
      !scratch.waiting)
    status = DLX_ERROR_OUT_OF_MEMORY;
  else if (request->preselected_count)
    memcpy(scratch.ids, request->preselected, request->preselected_count * sizeof *scratch.ids);

  while (status == DLX_OK && split_queue_length(queue) > 0 &&
         split_queue_length(queue) < request->target) {
    status = stop_before_next_node(request, *nodes);
    if (status != DLX_OK) break;
    split_prefix prefix = queue->prefixes[queue->head++];
    ++*nodes;
    uint32_t *prefix_ids = scratch.ids + request->preselected_count;
    if (prefix.length)
      memcpy(prefix_ids, queue->pool + prefix.start, prefix.length * sizeof *prefix_ids);
    memset(scratch.item_state, 0, problem->item_count * sizeof *scratch.item_state);
    for (size_t k = 0; k < request->preselected_count + prefix.length; k++)
      take_option(problem, scratch.item_state, scratch.ids[k]);

    uint32_t item = choose_item(problem, &scratch);
    if (item < problem->primary_count && scratch.compatible_count[item] == 1) {
      status =
          take_forced_options(problem, &scratch, request, prefix_ids, &prefix.length, nodes, &item);
      if (status != DLX_OK) break;
    }
    size_t id_count = request->preselected_count + prefix.length;
    if (item == problem->primary_count) {
      ++*solutions;
      if (request->on_solution && request->on_solution(request->context, scratch.ids, id_count))
        status = DLX_STOPPED_BY_CALLBACK;
      continue;
    }
    uint32_t child_count = scratch.compatible_count[item];
    if (split_queue_length(queue) + child_count > SPLIT_OVERSHOOT * request->target) {
      /* Too many children: the prefix (after its forced options) goes to the searches whole, its
       * node theirs to count, and the splitting ends. */
      --*nodes;
      if (push(queue, prefix_ids, prefix.length, false, 0, prefix.weight) != DLX_OK)
        status = DLX_ERROR_OUT_OF_MEMORY;
      break;
    }
    double child_weight = child_count ? prefix.weight / (double)child_count : 0.0;
    for (size_t e = problem->item_start[item]; e < problem->item_start[item + 1]; e++) {
      uint32_t option = problem->item_options[e];
      if (scratch.compatible[option] &&
          push(queue, prefix_ids, prefix.length, true, option, child_weight) != DLX_OK) {
        status = DLX_ERROR_OUT_OF_MEMORY;
        break;
      }
    }
  }
  free(scratch.item_state);
  free(scratch.compatible_count);
  free(scratch.ids);
  free(scratch.compatible);
  free(scratch.waiting);
  return status;
}
