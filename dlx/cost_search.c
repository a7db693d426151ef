/* cost_search.c: the branch and bound of dlx_solve_cheapest (its contract is in dlx.h), on a copy
 * of the solver's links made for the search (Knuth's DLX2, worked by the operations of
 * inline_links.h: colors purify, as in links.c), each option with its net cost from the solver's
 * compiled view (internal.h), each item's list sorted by its options' net cost
 * (then by id).
 *
 * Costs. Each primary item is taxed the net cost of its cheapest option, in item order, and the
 * tax is taken off every option that has the item (Knuth's DLX5). The taxes are then raised toward
 * the best dual of the linear relaxation (improve_taxes: a subgradient ascent of the Lagrangian,
 * made feasible again in whole numbers): a tax may become negative, a solution's cost is its net
 * cost plus the total tax, and no net cost is negative. Where the relaxation is tight (domino
 * boards: a bipartite matching, whose optimum is integral) this brings the root bound to the
 * optimum and cuts the nodes by orders of magnitude; where it is weak (the 6x10 pentomino box) it
 * changes little. The measurements are in bench/log/2026-11-28-cost.md.
 *
 * The bound. At each node the items left are taxed again the same way, from nothing: in the order
 * of the ring, each item gets the least that its options still cost after the taxes of their other
 * items taxed before it. No option is then taxed above its net cost, so these taxes are a feasible
 * dual of the rest of the problem (its linear relaxation): their sum is a lower bound of the net
 * cost of any completion, and an option's child gets that sum plus the option's reduced cost (what
 * its taxes leave of its cost). A node costs two passes over the lists of the items left, about
 * twice a node of DLX5. Items with long lists (TAXED_LIST_LENGTH_MAX) are left untaxed at the
 * nodes, which keeps the bound a lower bound for less work. Alternatives that were slower on the
 * benchmark problems (a bound from each option's cost split among its items, taxes handed down to
 * the children, iterative deepening on the target cost, options past the slack taken out of the
 * lists, branching without counting the children that fit) are in bench/log/2026-11-28-cost.md.
 *
 * The threshold (DLX5). An option whose net cost alone reaches the cutoff less the net cost so far
 * cannot be part of a better solution below the node: cover and purify leave such options in the
 * lists of their other items, and every walk of a list (cover, purify, the bound, the choice)
 * stops at the first of them, which saves most of the updates of problems with weak bounds.
 *
 * The choice. The node is cut when the cost so far plus the bound reaches the cutoff, the cost of
 * the k-th cheapest solution kept. Otherwise it branches on the item with the fewest options whose
 * child fits below the cutoff (ties: the highest tax, then the first in the ring), whose options
 * are tried in the order of their children's bounds (ties: the smaller id); the first whose bound
 * reaches the cutoff, which only falls, ends the node.
 */
#include "inline_links.h"
#include "inline_node_check.h"
#include "internal.h"
#include "internal_cost.h"

#include <stdlib.h>
#include <string.h>

/* Items with more options than this are not taxed at a node (their tax is 0, which keeps the
 * bound a lower bound): walking their long lists twice at every node costs more than their taxes
 * save (16 was the fastest of 4, 16, 64 and no limit on the 6x10 pentomino box with random costs:
 * bench/log/2026-11-28-cost.md). */
enum { TAXED_LIST_LENGTH_MAX = 16 };

/* An option's costs, together because the bound reads them together at every node. */
typedef struct option_state {
  uint64_t net_cost;
  uint64_t dual_sum;   /* the duals of its items so far, during expand */
  uint64_t dual_stamp; /* the node dual_sum belongs to */
} option_state;

/* The links are the solver's as internal.h lays them out (item heads 0..item_count, then spacers
 * and entries), in a copy whose lists the search sorts; the operations on them are
 * inline_links.h's, with colors (an entry without one has color 0). */
enum { COST_LINKS_MODE = LINKS_COLORED };

typedef struct cost_problem {
  int32_t primary_count, item_count;
  /* Per item (1-based): the ring of primary items left, 0 its head (a secondary item is linked to
   * itself alone), and the length of its list. */
  item *items;
  node *nodes;
  int32_t *colors;            /* per node: 0 none, a color, or -1 once cleansed by a purify */
  uint32_t *option_of_node;   /* per entry */
  option_state *options;      /* per option */
  const uint32_t *first_node; /* per option: the solver's */
  uint64_t *dual;             /* per item: its tax in the bound of the node expanded */
  uint64_t stamp;
  uint64_t total_tax;
  uint64_t updates;
  bool impossible; /* a primary item without option */
} cost_problem;

/* A child of a node: an option of the item branched on, with the bound of the net cost still to
 * pay below its parent (the option's cost and the bound of the rest). */
typedef struct child {
  uint64_t key;
  uint32_t option;
  int32_t node;
} child;

typedef struct level {
  int32_t item, chosen;
  uint64_t cover_threshold, take_threshold; /* of the cover of item, of the rest of chosen */
  size_t first_child, next_child, end_child;
  uint64_t cost; /* net cost of the options taken above this level */
} level;

static void free_problem(cost_problem *p) {
  free(p->items);
  free(p->nodes);
  free(p->colors);
  free(p->option_of_node);
  free(p->options);
  free(p->dual);
}

static int compare_children(const void *a, const void *b) {
  const child *x = a, *y = b;
  if (x->key != y->key) return x->key < y->key ? -1 : 1;
  return x->option < y->option ? -1 : x->option > y->option;
}

/* Sorts each item's list by net cost, then option id, and links it in that order. */
static bool sort_lists(cost_problem *p) {
  child *entries = NULL;
  size_t capacity = 0;
  for (int32_t item = 1; item <= p->item_count; item++) {
    size_t count = 0;
    if ((size_t)p->items[item].length > capacity) {
      capacity = (size_t)p->items[item].length;
      child *grown = realloc(entries, capacity * sizeof *grown);
      if (!grown) {
        free(entries);
        return false;
      }
      entries = grown;
    }
    for (int32_t q = p->nodes[item].down; q != item; q = p->nodes[q].down) {
      uint32_t option = p->option_of_node[q];
      entries[count++] = (child){p->options[option].net_cost, option, q};
    }
    if (count > 1) qsort(entries, count, sizeof *entries, compare_children);
    int32_t last = item;
    for (size_t k = 0; k < count; k++) {
      p->nodes[last].down = entries[k].node;
      p->nodes[entries[k].node].up = last;
      last = entries[k].node;
    }
    p->nodes[last].down = item;
    p->nodes[item].up = last;
  }
  free(entries);
  return true;
}

/* Raises the taxes toward the best of the linear relaxation: a subgradient ascent of its
 * Lagrangian (taxes of any sign, in floating point), then, in whole numbers, each item's tax
 * lowered until no option of its list is taxed above its net cost, then raised back to the least
 * that its options still cost. The taxes stay a feasible dual: no net cost negative. */
/* At most 1000 rounds, each a pass over the entries, and at most 30 million entries passed over
 * in all (some 50 ms), the step falling from the mean net cost to 1/200 of it over the rounds. */
enum { SUBGRADIENT_ROUNDS = 1000, SUBGRADIENT_ENTRIES = 30000000 };

/* The library does not link the math library: a square root by Newton's method, and a floor. */
static double square_root(double x) {
  double root = x > 1 ? x : 1;
  for (int k = 0; k < 64; k++) root = (root + x / root) / 2;
  return root;
}

static int64_t whole_floor(double x) {
  int64_t w = (int64_t)x;
  return (double)w > x ? w - 1 : w;
}

static void improve_taxes(cost_problem *p, const compiled_problem *view) {
  const uint32_t *start = view->item_start, *list = view->item_option; /* item i: start[i - 1] */
  uint32_t option_count = view->option_count;
  size_t items = (size_t)p->primary_count + 1;
  double *tax = calloc(items, sizeof *tax), *best = calloc(items, sizeof *best);
  double *gradient = calloc(items, sizeof *gradient);
  double *reduced = malloc(((size_t)option_count + 1) * sizeof *reduced);
  int64_t *whole = calloc(items, sizeof *whole);
  int64_t *sum = calloc((size_t)option_count + 1, sizeof *sum);
  if (!tax || !best || !gradient || !reduced || !whole || !sum) goto done;
  double mean_cost = 0;
  for (uint32_t o = 0; o < option_count; o++) mean_cost += (double)p->options[o].net_cost;
  mean_cost = option_count ? mean_cost / option_count : 0;
  size_t entries = 0;
  for (int32_t item = 1; item <= p->primary_count; item++) entries += (size_t)p->items[item].length;
  size_t rounds = entries ? SUBGRADIENT_ENTRIES / entries : 0;
  if (rounds > SUBGRADIENT_ROUNDS) rounds = SUBGRADIENT_ROUNDS;
  double best_bound = 0, step = mean_cost, decay = rounds ? 1 - 5.3 / (double)rounds : 0;
  for (size_t round = 0; round < rounds && step > 1e-3; round++) {
    for (uint32_t o = 0; o < option_count; o++) reduced[o] = (double)p->options[o].net_cost;
    for (int32_t item = 1; item <= p->primary_count; item++)
      for (uint32_t s = start[item - 1]; s < start[item]; s++) reduced[list[s]] -= tax[item];
    double bound = 0, norm = 0;
    for (int32_t item = 1; item <= p->primary_count; item++) bound += tax[item];
    for (uint32_t o = 0; o < option_count; o++)
      if (reduced[o] < 0) bound += reduced[o];
    if (bound > best_bound) {
      best_bound = bound;
      memcpy(best, tax, items * sizeof *tax);
    }
    for (int32_t item = 1; item <= p->primary_count; item++) {
      double g = 1;
      for (uint32_t s = start[item - 1]; s < start[item]; s++) g -= reduced[list[s]] < 0;
      gradient[item] = g;
      double square = g * g; /* apart: no fused multiply-add, same taxes everywhere */
      norm += square;
    }
    if (norm == 0) break;
    double scale = step / square_root(norm);
    for (int32_t item = 1; item <= p->primary_count; item++) {
      double move = scale * gradient[item];
      tax[item] += move;
    }
    step *= decay;
  }
  int64_t total = 0;
  for (int32_t item = 1; item <= p->primary_count; item++) whole[item] = whole_floor(best[item]);
  for (int32_t item = 1; item <= p->primary_count; item++)
    for (uint32_t s = start[item - 1]; s < start[item]; s++) sum[list[s]] += whole[item];
  for (int pass = 0; pass < 2; pass++) {
    for (int32_t item = 1; item <= p->primary_count; item++) {
      int64_t least = INT64_MAX;
      for (uint32_t s = start[item - 1]; s < start[item]; s++) {
        uint32_t o = list[s];
        int64_t left = (int64_t)p->options[o].net_cost - sum[o];
        if (left < least) least = left;
      }
      if (least == INT64_MAX || (pass == 0 && least >= 0)) continue;
      whole[item] += least;
      for (uint32_t s = start[item - 1]; s < start[item]; s++) sum[list[s]] += least;
    }
  }
  /* Taxes of at most DLX_MAXIMUM_COST either way keep every net cost and sum of them in 64 bits. */
  bool moderate = true;
  for (int32_t item = 1; item <= p->primary_count; item++) {
    total += whole[item];
    moderate &=
        whole[item] >= -(int64_t)DLX_MAXIMUM_COST && whole[item] <= (int64_t)DLX_MAXIMUM_COST;
  }
  if (total > 0 && moderate) {
    for (uint32_t o = 0; o < option_count; o++) p->options[o].net_cost -= (uint64_t)sum[o];
    p->total_tax += (uint64_t)total;
  }
done:
  free(tax);
  free(best);
  free(gradient);
  free(reduced);
  free(whole);
  free(sum);
}

/* Taxes the primary items. */
static void assess_costs(cost_problem *p, const compiled_problem *view) {
  const uint32_t *start = view->item_start, *list = view->item_option; /* item i: start[i - 1] */
  for (int32_t item = 1; item <= p->primary_count; item++) {
    if (p->items[item].length == 0) p->impossible = true;
    uint64_t cheapest = UINT64_MAX;
    for (uint32_t s = start[item - 1]; s < start[item]; s++)
      if (p->options[list[s]].net_cost < cheapest) cheapest = p->options[list[s]].net_cost;
    if (cheapest == UINT64_MAX || cheapest == 0) continue;
    p->total_tax += cheapest;
    for (uint32_t s = start[item - 1]; s < start[item]; s++)
      p->options[list[s]].net_cost -= cheapest;
  }
  improve_taxes(p, view);
}

/* The links copied from the solver's (at rest between searches: every entry in its item's list),
 * each entry's option read off its spacer, the costs from the view; then the taxes, and the lists
 * sorted. */
static dlx_status build_problem(dlx_solver *solver, cost_problem *p) {
  memset(p, 0, sizeof *p);
  const compiled_problem *view;
  if (dlx_compiled_problem_get(solver, &view) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  uint32_t option_count = view->option_count, node_count = solver->node_count;
  int32_t items = (int32_t)view->item_count;
  p->primary_count = (int32_t)view->primary_count;
  p->item_count = items;
  p->first_node = solver->first_node_of_option;
  p->items = malloc(((size_t)items + 1) * sizeof *p->items);
  p->nodes = malloc((size_t)node_count * sizeof *p->nodes);
  p->colors = calloc(node_count, sizeof *p->colors);
  p->option_of_node = malloc((size_t)node_count * sizeof *p->option_of_node);
  p->options = calloc((size_t)option_count + 1, sizeof *p->options);
  p->dual = calloc((size_t)items + 1, sizeof *p->dual);
  if (!p->items || !p->nodes || !p->colors || !p->option_of_node || !p->options || !p->dual)
    return DLX_ERROR_OUT_OF_MEMORY;
  memcpy(p->nodes, solver->nodes, (size_t)node_count * sizeof *p->nodes);
  if (solver->colors) memcpy(p->colors, solver->colors, (size_t)node_count * sizeof *p->colors);
  for (int32_t k = 0; k <= items; k++) {
    bool primary = k <= p->primary_count;
    p->items[k].right = !primary ? k : k == p->primary_count ? 0 : k + 1;
    p->items[k].left = !primary ? k : k == 0 ? p->primary_count : k - 1;
    p->items[k].length = solver->items[k].length;
  }
  p->items[0].length = 0; /* no bounds of blocks (inline_links.h) */
  for (uint32_t o = 0; o < option_count; o++) {
    p->options[o].net_cost = view->cost ? view->cost[o] : 0;
    for (uint32_t q = p->first_node[o]; p->nodes[q].top > 0; q++) p->option_of_node[q] = o;
  }
  assess_costs(p, view);
  return sort_lists(p) ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
}

/* ------------------------------------------------------------------------------------------------
 * The links: covers and purifies that stop at the threshold (DLX5), with inline_links.h's
 * operations, and their inverses.
 */

static inline void hide(cost_problem *p, int32_t r) {
  p->updates += links_hide(p->nodes, p->items, p->colors, r, COST_LINKS_MODE);
}

static inline void unhide(cost_problem *p, int32_t r) {
  links_unhide(p->nodes, p->items, p->colors, r, COST_LINKS_MODE);
}

/* The net cost of the option of node r. */
static inline uint64_t net_cost_of(const cost_problem *p, int32_t r) {
  return p->options[p->option_of_node[r]].net_cost;
}

/* The options of a list that cost (net) threshold or more cannot be part of a solution below the
 * cutoff at this node or below it: cover and purify leave them in the lists of their other items
 * (DLX5), where every walk of a list stops at the first of them (the lists are sorted by net
 * cost). The end of that walk in item's list: */
static inline int32_t list_end(const cost_problem *p, int32_t item, uint64_t threshold) {
  int32_t r = p->nodes[item].down;
  while (r != item && net_cost_of(p, r) < threshold) r = p->nodes[r].down;
  return r;
}

static void cover(cost_problem *p, int32_t item, uint64_t threshold) {
  if (item <= p->primary_count) links_deactivate_item(p->items, item);
  for (int32_t r = p->nodes[item].down; r != item && net_cost_of(p, r) < threshold;
       r = p->nodes[r].down)
    hide(p, r);
}

static void uncover(cost_problem *p, int32_t item, uint64_t threshold) {
  for (int32_t r = p->nodes[list_end(p, item, threshold)].up; r != item; r = p->nodes[r].up)
    unhide(p, r);
  if (item <= p->primary_count) links_reactivate_item(p->items, item, COST_LINKS_MODE);
}

/* Purifies the item of `node` with its color; `node` itself, in the list only while the
 * preselection takes its option, is left as it is. */
static void purify(cost_problem *p, int32_t node, uint64_t threshold) {
  int32_t item = p->nodes[node].top, color = p->colors[node];
  for (int32_t r = p->nodes[item].down; r != item && net_cost_of(p, r) < threshold;
       r = p->nodes[r].down)
    if (r != node)
      p->updates += links_purify_entry(p->nodes, p->items, p->colors, r, color, COST_LINKS_MODE);
}

static void unpurify(cost_problem *p, int32_t node, uint64_t threshold) {
  int32_t item = p->nodes[node].top, color = p->colors[node];
  for (int32_t r = p->nodes[list_end(p, item, threshold)].up; r != item; r = p->nodes[r].up)
    if (r != node) links_unpurify_entry(p->nodes, p->items, p->colors, r, color, COST_LINKS_MODE);
}

/* Covers the items of the option of node r but the one of r (covered by the caller). */
static void take_rest(cost_problem *p, int32_t r, uint64_t threshold) {
  for (int32_t q = r + 1; q != r;) {
    int32_t item = p->nodes[q].top;
    if (item <= 0) {
      q = p->nodes[q].up;
      continue;
    }
    if (p->colors[q] == 0)
      cover(p, item, threshold);
    else if (p->colors[q] > 0)
      purify(p, q, threshold);
    q++;
  }
}

static void untake_rest(cost_problem *p, int32_t r, uint64_t threshold) {
  for (int32_t q = r - 1; q != r;) {
    int32_t item = p->nodes[q].top;
    if (item <= 0) {
      q = p->nodes[q].down;
      continue;
    }
    if (p->colors[q] == 0)
      uncover(p, item, threshold);
    else if (p->colors[q] > 0)
      unpurify(p, q, threshold);
    q--;
  }
}

/* Takes a preselected option, unless it clashes with those taken before. state[item]: 0 free,
 * -1 covered, or the color a secondary item was purified with. */
static bool take_preselected(cost_problem *p, uint32_t option, int32_t *state) {
  int32_t first = (int32_t)p->first_node[option];
  for (int32_t q = first; p->nodes[q].top > 0; q++) {
    int32_t item = p->nodes[q].top, color = p->colors[q];
    if (state[item] == -1 || (state[item] != 0 && color != -1)) return false;
  }
  for (int32_t q = first; p->nodes[q].top > 0; q++) {
    int32_t item = p->nodes[q].top, color = p->colors[q];
    if (color == 0) {
      cover(p, item, UINT64_MAX);
      state[item] = -1;
    } else if (color > 0) {
      purify(p, q, UINT64_MAX);
      state[item] = color;
    }
  }
  return true;
}

/* ------------------------------------------------------------------------------------------------
 * The search.
 */

typedef struct search_state {
  cost_problem *p;
  cheapest_store *store;
  uint32_t *ids; /* preselected ones, then one per level */
  size_t preselected_count;
  level *levels;
  child *children;
  uint64_t nodes;
  node_check check; /* the node limit and the stop requests; no progress reports */
} search_state;

static dlx_status before_node(search_state *s) {
  bool progress_due = false; /* the search reports no progress */
  dlx_status status = node_check_before_node(&s->check, s->nodes, &progress_due);
  if (status != DLX_OK) return status;
  s->nodes++;
  return DLX_OK;
}

/* The most the bound of the net cost still to pay may be at a node of net cost `cost` so far, for
 * a solution below the cutoff (the cost of the k-th cheapest kept): UINT64_MAX when fewer are
 * kept; false when nothing fits. */
static bool bound_limit(const search_state *s, uint64_t cost, uint64_t *limit) {
  uint64_t cutoff = dlx_cheapest_store_cutoff(s->store);
  if (cutoff == UINT64_MAX) {
    *limit = UINT64_MAX;
    return true;
  }
  cutoff -= s->p->total_tax;
  if (cost >= cutoff) return false;
  *limit = cutoff - cost - 1;
  return true;
}

/* The net cost from which an option cannot be part of a solution below the cutoff at a node of
 * net cost `cost` so far (UINT64_MAX while fewer than k solutions are kept). */
static uint64_t threshold_at(const search_state *s, uint64_t cost) {
  uint64_t limit;
  if (!bound_limit(s, cost, &limit)) return 0;
  return limit == UINT64_MAX ? UINT64_MAX : limit + 1;
}

/* What the taxes of the node (stamp) leave of an option's net cost. */
static inline uint64_t reduced_cost(const cost_problem *p, uint32_t option, uint64_t stamp) {
  return p->options[option].net_cost -
         (p->options[option].dual_stamp == stamp ? p->options[option].dual_sum : 0);
}

/* Chooses the item of the node at level depth, the one with the fewest options whose child fits
 * the bound (ties: the dearest dual, then the first), and lists those children; false when
 * the node is cut (its bound, or an item without such an option).
 *
 * The bound: the items left are taxed again, greedily in ring order, each the least of what its
 * options still cost after the taxes of their items taxed before (a dual solution of the rest:
 * no option is taxed above its net cost); their sum is a lower bound of the rest's net cost, and
 * an option's child gets that sum plus what is left of the option's cost. */
static bool expand(search_state *s, size_t depth) {
  cost_problem *p = s->p;
  level *here = &s->levels[depth];
  uint64_t limit;
  if (!bound_limit(s, here->cost, &limit)) return false;
  uint64_t room = limit;
  uint64_t stamp = ++p->stamp, total = 0;
  for (int32_t item = p->items[0].right; item != 0; item = p->items[item].right) {
    if (p->items[item].length == 0) return false;
    if (p->items[item].length > TAXED_LIST_LENGTH_MAX) {
      p->dual[item] = 0;
      continue;
    }
    uint64_t least = UINT64_MAX;
    int32_t end = item; /* where the options that fit end */
    for (int32_t r = p->nodes[item].down; r != item; r = p->nodes[r].down) {
      uint32_t option = p->option_of_node[r];
      if (p->options[option].net_cost > limit) {
        end = r;
        break;
      }
      if (p->options[option].dual_stamp != stamp) {
        p->options[option].dual_stamp = stamp;
        p->options[option].dual_sum = 0;
      }
      uint64_t left = p->options[option].net_cost - p->options[option].dual_sum;
      if (left < least) least = left;
    }
    if (least == UINT64_MAX) return false;
    p->dual[item] = least;
    if (least) {
      for (int32_t r = p->nodes[item].down; r != end; r = p->nodes[r].down)
        p->options[p->option_of_node[r]].dual_sum += least;
      total += least;
      if (total > room) return false;
    }
  }
  uint64_t slack = room == UINT64_MAX ? UINT64_MAX : room - total;
  int32_t best = 0, best_count = INT32_MAX;
  uint64_t best_dual = 0;
  for (int32_t item = p->items[0].right; item != 0; item = p->items[item].right) {
    int32_t count = 0;
    for (int32_t r = p->nodes[item].down; r != item && count <= best_count; r = p->nodes[r].down) {
      uint32_t option = p->option_of_node[r];
      if (p->options[option].net_cost > limit) break;
      count += reduced_cost(p, option, stamp) <= slack;
    }
    if (count == 0) return false;
    uint64_t dual = p->dual[item];
    if (count < best_count || (count == best_count && dual > best_dual)) {
      best = item;
      best_count = count;
      best_dual = dual;
    }
  }
  here->item = best;
  size_t count = here->first_child;
  for (int32_t r = p->nodes[best].down; r != best; r = p->nodes[r].down) {
    uint32_t option = p->option_of_node[r];
    if (p->options[option].net_cost > limit) break;
    uint64_t reduced = reduced_cost(p, option, stamp);
    if (reduced <= slack) s->children[count++] = (child){total + reduced, option, r};
  }
  here->next_child = here->first_child;
  here->end_child = count;
  child *children = s->children + here->first_child;
  size_t child_count = count - here->first_child;
  if (child_count > 16) {
    qsort(children, child_count, sizeof *children, compare_children);
  } else {
    for (size_t k = 1; k < child_count; k++) {
      child moving = children[k];
      size_t j = k;
      for (; j > 0 && compare_children(&moving, &children[j - 1]) < 0; j--)
        children[j] = children[j - 1];
      children[j] = moving;
    }
  }
  return true;
}

static dlx_status run(search_state *s) {
  cost_problem *p = s->p;
  size_t depth = 0;
  dlx_status status;
  if (p->items[0].right == 0)
    return dlx_cheapest_store_offer(s->store, s->ids, s->preselected_count,
                                    s->levels[0].cost + p->total_tax);
  if (!expand(s, 0)) return DLX_OK;
  s->levels[0].cover_threshold = threshold_at(s, s->levels[0].cost);
  cover(p, s->levels[0].item, s->levels[0].cover_threshold);
  for (;;) {
    level *here = &s->levels[depth];
    uint64_t limit;
    if (here->next_child < here->end_child && bound_limit(s, here->cost, &limit) &&
        s->children[here->next_child].key <= limit) {
      const child *next = &s->children[here->next_child++];
      if ((status = before_node(s)) != DLX_OK) return status;
      here->chosen = next->node;
      uint64_t cost = here->cost + p->options[next->option].net_cost;
      here->take_threshold = threshold_at(s, cost);
      take_rest(p, next->node, here->take_threshold);
      s->ids[s->preselected_count + depth] = next->option;
      if (p->items[0].right == 0) {
        status = dlx_cheapest_store_offer(s->store, s->ids, s->preselected_count + depth + 1,
                                          cost + p->total_tax);
        if (status != DLX_OK) return status;
        untake_rest(p, next->node, here->take_threshold);
        continue;
      }
      level *below = &s->levels[depth + 1];
      below->cost = cost;
      below->first_child = here->end_child;
      if (expand(s, depth + 1)) {
        below->cover_threshold = threshold_at(s, cost);
        cover(p, below->item, below->cover_threshold);
        depth++;
      } else {
        untake_rest(p, next->node, here->take_threshold);
      }
      continue;
    }
    uncover(p, here->item, here->cover_threshold);
    if (depth == 0) return DLX_OK;
    depth--;
    untake_rest(p, s->levels[depth].chosen, s->levels[depth].take_threshold);
  }
}

dlx_status dlx_cost_search(dlx_solver *solver, const search_settings *search, cheapest_store *store,
                           dlx_statistics *statistics) {
  cost_problem problem;
  dlx_status status = build_problem(solver, &problem);
  size_t preselected_count = search->preselected_count;
  search_state s = {.p = &problem, .store = store, .preselected_count = preselected_count};
  node_check_start(&s.check, solver, search);
  int32_t *state = NULL;
  if (status == DLX_OK) {
    s.ids = malloc((preselected_count + (size_t)problem.primary_count + 1) * sizeof *s.ids);
    s.levels = malloc(((size_t)problem.primary_count + 1) * sizeof *s.levels);
    s.children = malloc(((size_t)solver->option_count + 1) * sizeof *s.children);
    state = calloc((size_t)problem.item_count + 1, sizeof *state);
    if (!s.ids || !s.levels || !s.children || !state) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  if (status == DLX_OK) {
    s.levels[0] = (level){0};
    for (size_t k = 0; k < preselected_count && status == DLX_OK; k++) {
      uint32_t option = search->preselected_options[k];
      s.ids[k] = option;
      s.levels[0].cost += problem.options[option].net_cost;
      if (!take_preselected(&problem, option, state)) status = DLX_PRESELECTED_OPTIONS_CONFLICT;
    }
  }
  if (status == DLX_OK) {
    s.nodes = 1;
    if (!problem.impossible) status = run(&s);
  }
  statistics->nodes = s.nodes;
  statistics->updates = problem.updates;
  free(state);
  free(s.ids);
  free(s.levels);
  free(s.children);
  free_problem(&problem);
  return status;
}
