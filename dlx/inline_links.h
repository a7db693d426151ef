/* inline_links.h: the operations on the links of Knuth's DLX1 (DLX2 with colors, DLX3 with bounds),
 * written once, as static inline functions, for the plain search (links.c), the bounded one of
 * Algorithm M (bounds.c) and the branch and bound of costs (cost_search.c, on links of its own):
 * hiding and unhiding an option, covering and uncovering an item, purifying a colored item,
 * committing the items of a chosen option, removing a whole option, the preselection, and the
 * choice of the item to branch on. Not installed.
 *
 * internal.h describes the layout: items 1..N with left/right links and list lengths, the item
 * heads as nodes 1..N, then the options, each followed by a spacer whose `up` is the first node of
 * the option before it and whose `down` is the last node of the option after it.
 *
 * Every function takes its structures as arguments and the constants `colored` (some option has a
 * color) and `bounded` (Algorithm M: some primary item has bounds other than [1, 1]), and is
 * always inlined, so that each search is compiled with the code its case needs and no other: the
 * plain search without colors runs no color code and no bound code at all. With colors, purify
 * keeps the options that give an item the chosen color (marking their entries -1) and hides the
 * others; hide leaves the entries so marked alone. With bounds, bound[i] is how many more options
 * may cover primary item i and slack[i] its upper minus lower bound (-1 for a secondary item): an
 * option taken decrements the bound of its primary items, and covers one only when it reaches 0.
 * The functions that remove return the number of entries they took out of lists (the updates of
 * dlx_statistics).
 */
#ifndef DLX_INLINE_LINKS_H
#define DLX_INLINE_LINKS_H

#include "inline_branching.h"
#include "internal.h"

/* The mode of a search on the links, a constant of each compiled search: LINKS_COLORED when some
 * option has a color, LINKS_BLOCKS when the bounds of the blocks of items are kept (see
 * links_lower_block_bound), LINKS_PAIRS when every option has two entries and none a color (see
 * links_partner_of_entry). A caller's `colored` (a bool) is the mode without blocks or pairs. */
#define LINKS_COLORED 1u
#define LINKS_BLOCKS 2u
#define LINKS_PAIRS 4u

/* Hides an int32_t's value from the optimiser, which then cannot replace it by another it knows to
 * be equal (see links_choose_item). A no-op where inline assembly is not an option (WebAssembly).
 */
#if defined(__wasm__)
#define HIDE_VALUE_FROM_OPTIMISER(x) ((void)0)
#else
#define HIDE_VALUE_FROM_OPTIMISER(x) __asm__ volatile("" : "+r"(x))
#endif

/* On problems of many primary items (LINKS_BLOCKS_FROM_PRIMARY_ITEMS, links.c), the items are
 * read in blocks of 2^LINKS_BLOCK_SHIFT consecutive numbers, and each block b keeps a lower bound
 * of the lengths of its active primary items in items[items[0].length + b].length (the head's
 * length says where the bounds start: 0 when none are kept). Every length that falls and every
 * item that comes back to the list lowers its block's bound where needed; the choice of item
 * skips every block whose bound cannot beat the best item found so far, and a block it reads
 * whole gets its exact least length as bound. */
static ALWAYS_INLINE void links_lower_block_bound(item *items, int32_t x) {
  int32_t bounds_start = items[0].length;
  if (bounds_start) {
    int32_t *bound = &items[bounds_start + (x >> LINKS_BLOCK_SHIFT)].length;
    if (items[x].length < *bound) *bound = items[x].length;
  }
}

/* Starts keeping the bounds, each at 0, below every length; or stops. */
static inline void links_keep_block_bounds(dlx_solver *solver, bool keep) {
  int32_t bounds_start = (int32_t)solver->item_count + 2;
  if (keep) {
    int32_t block_count = (bounds_start >> LINKS_BLOCK_SHIFT) + 1;
    for (int32_t b = 0; b < block_count; b++) solver->items[bounds_start + b].length = 0;
  }
  solver->items[0].length = keep ? bounds_start : 0;
}

/* Takes entry q out of its item's list, or puts it back where it was. */
static ALWAYS_INLINE void links_remove_entry(node *nodes, item *items, int32_t q, unsigned mode) {
  int32_t x = nodes[q].top, up = nodes[q].up, down = nodes[q].down;
  nodes[up].down = down;
  nodes[down].up = up;
  items[x].length--;
  if (mode & LINKS_BLOCKS) links_lower_block_bound(items, x);
}

static ALWAYS_INLINE void links_restore_entry(node *nodes, item *items, int32_t q) {
  int32_t x = nodes[q].top, up = nodes[q].up, down = nodes[q].down;
  nodes[up].down = q;
  nodes[down].up = q;
  items[x].length++;
}

/* The other entry of p's option, when every option has two: the one after p, or, when a spacer
 * follows p, the one before. With no loop and no spacer to step over, and no branch on which
 * entry of its option a hide starts from, 8x8 dominoes (112 options of two entries) count about a
 * fifth faster ("Options of two entries" in
 * bench/log/2026-11-29-tdoku-hardest-sets-and-build.md). */
static ALWAYS_INLINE int32_t links_partner_of_entry(const node *nodes, int32_t p) {
  return nodes[p + 1].top <= 0 ? p - 1 : p + 1;
}

/* Takes the other entries of p's option out of their lists (but the entries marked -1 by purify,
 * whose item is purified already). */
static ALWAYS_INLINE uint64_t links_hide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                         unsigned mode) {
  if (mode & LINKS_PAIRS) {
    links_remove_entry(nodes, items, links_partner_of_entry(nodes, p), mode);
    return 1;
  }
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].up;
    } else {
      if (!(mode & LINKS_COLORED) || colors[q] >= 0) {
        links_remove_entry(nodes, items, q, mode);
        updates++;
      }
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void links_unhide(node *nodes, item *items, const int32_t *colors, int32_t p,
                                       unsigned mode) {
  if (mode & LINKS_PAIRS) {
    links_restore_entry(nodes, items, links_partner_of_entry(nodes, p));
    return;
  }
  for (int32_t q = p - 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].down;
    } else {
      if (!(mode & LINKS_COLORED) || colors[q] >= 0) links_restore_entry(nodes, items, q);
      q--;
    }
  }
}

/* Item i leaves the list of active items, or comes back to its place in it. */
static ALWAYS_INLINE void links_deactivate_item(item *items, int32_t i) {
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = right;
  items[right].left = left;
}

static ALWAYS_INLINE void links_reactivate_item(item *items, int32_t i, unsigned mode) {
  int32_t left = items[i].left, right = items[i].right;
  items[left].right = i;
  items[right].left = i;
  if (mode & LINKS_BLOCKS) links_lower_block_bound(items, i);
}

static ALWAYS_INLINE bool links_item_is_active(const item *items, int32_t i) {
  return items[items[i].left].right == i;
}

/* Hides every option of item i's list, from the top down; and unhides them, from the bottom up. */
static ALWAYS_INLINE uint64_t links_hide_options_of_item(node *nodes, item *items,
                                                         const int32_t *colors, int32_t i,
                                                         unsigned mode) {
  uint64_t updates = 0;
  for (int32_t p = nodes[i].down; p != i; p = nodes[p].down)
    updates += links_hide(nodes, items, colors, p, mode);
  return updates;
}

static ALWAYS_INLINE void links_unhide_options_of_item(node *nodes, item *items,
                                                       const int32_t *colors, int32_t i,
                                                       unsigned mode) {
  for (int32_t p = nodes[i].up; p != i; p = nodes[p].up)
    links_unhide(nodes, items, colors, p, mode);
}

static ALWAYS_INLINE uint64_t links_cover(node *nodes, item *items, const int32_t *colors,
                                          int32_t i, unsigned mode) {
  uint64_t updates = links_hide_options_of_item(nodes, items, colors, i, mode);
  links_deactivate_item(items, i);
  return updates;
}

static ALWAYS_INLINE void links_uncover(node *nodes, item *items, const int32_t *colors, int32_t i,
                                        unsigned mode) {
  links_reactivate_item(items, i, mode);
  links_unhide_options_of_item(nodes, items, colors, i, mode);
}

/* One entry q of the list of an item being purified with `color`: kept, and marked -1, when it
 * gives the item that color, else its option hidden; and the inverse. */
static ALWAYS_INLINE uint64_t links_purify_entry(node *nodes, item *items, int32_t *colors,
                                                 int32_t q, int32_t color, unsigned mode) {
  if (colors[q] == color) {
    colors[q] = -1;
    return 0;
  }
  return links_hide(nodes, items, colors, q, mode);
}

static ALWAYS_INLINE void links_unpurify_entry(node *nodes, item *items, int32_t *colors, int32_t q,
                                               int32_t color, unsigned mode) {
  if (colors[q] < 0)
    colors[q] = color;
  else
    links_unhide(nodes, items, colors, q, mode);
}

/* Gives entry p's item p's color: the item's head node holds the color it is purified with (0: not
 * purified). */
static ALWAYS_INLINE uint64_t links_purify(node *nodes, item *items, int32_t *colors, int32_t p,
                                           unsigned mode) {
  uint64_t updates = 0;
  int32_t color = colors[p], i = nodes[p].top;
  colors[i] = color;
  for (int32_t q = nodes[i].down; q != i; q = nodes[q].down)
    updates += links_purify_entry(nodes, items, colors, q, color, mode);
  return updates;
}

static ALWAYS_INLINE void links_unpurify(node *nodes, item *items, int32_t *colors, int32_t p,
                                         unsigned mode) {
  int32_t color = colors[p], i = nodes[p].top;
  for (int32_t q = nodes[i].up; q != i; q = nodes[q].up)
    links_unpurify_entry(nodes, items, colors, q, color, mode);
  colors[i] = 0;
}

/* The bounds of Algorithm M, NULL in the plain search (`bounded` false). */
typedef struct links_bounds {
  int64_t *bound;
  const int64_t *slack;
} links_bounds;

/* Takes the item of entry p out of play for an option chosen: with bounds, one fewer option may
 * cover a primary item, covered once none may; else the item is covered when p has no color,
 * purified when it has one, and left alone when p's color is already the item's (-1). */
static ALWAYS_INLINE uint64_t links_commit(node *nodes, item *items, int32_t *colors,
                                           links_bounds bounds, int32_t p, unsigned mode,
                                           bool bounded) {
  int32_t x = nodes[p].top;
  if (bounded && bounds.slack[x] >= 0)
    return --bounds.bound[x] == 0 ? links_cover(nodes, items, colors, x, mode) : 0;
  if (!(mode & LINKS_COLORED) || colors[p] == 0) return links_cover(nodes, items, colors, x, mode);
  return colors[p] > 0 ? links_purify(nodes, items, colors, p, mode) : 0;
}

static ALWAYS_INLINE void links_uncommit(node *nodes, item *items, int32_t *colors,
                                         links_bounds bounds, int32_t p, unsigned mode,
                                         bool bounded) {
  int32_t x = nodes[p].top;
  if (bounded && bounds.slack[x] >= 0) {
    if (bounds.bound[x]++ == 0) links_uncover(nodes, items, colors, x, mode);
  } else if (!(mode & LINKS_COLORED) || colors[p] == 0) {
    links_uncover(nodes, items, colors, x, mode);
  } else if (colors[p] > 0) {
    links_unpurify(nodes, items, colors, p, mode);
  }
}

/* Commits the items of p's option but p's own, going right; uncommits them going left. */
static ALWAYS_INLINE uint64_t links_commit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                          links_bounds bounds, int32_t p,
                                                          unsigned mode, bool bounded) {
  if (mode & LINKS_PAIRS)
    return links_commit(nodes, items, colors, bounds, links_partner_of_entry(nodes, p), mode,
                        bounded);
  uint64_t updates = 0;
  for (int32_t q = p + 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].up;
    } else {
      updates += links_commit(nodes, items, colors, bounds, q, mode, bounded);
      q++;
    }
  }
  return updates;
}

static ALWAYS_INLINE void links_uncommit_rest_of_option(node *nodes, item *items, int32_t *colors,
                                                        links_bounds bounds, int32_t p,
                                                        unsigned mode, bool bounded) {
  if (mode & LINKS_PAIRS) {
    links_uncommit(nodes, items, colors, bounds, links_partner_of_entry(nodes, p), mode, bounded);
    return;
  }
  for (int32_t q = p - 1; q != p;) {
    if (nodes[q].top <= 0) {
      q = nodes[q].down;
    } else {
      links_uncommit(nodes, items, colors, bounds, q, mode, bounded);
      q--;
    }
  }
}

/* Takes back, the deepest first, the options chosen at levels 0 .. level-1 of a search (choice[k]
 * the node of the option tried at level k, whose item was covered to choose it). */
static ALWAYS_INLINE void links_unwind_levels(node *nodes, item *items, int32_t *colors,
                                              const int32_t *choice, int32_t level, unsigned mode) {
  const links_bounds unbounded = {0};
  while (level > 0) {
    level--;
    links_uncommit_rest_of_option(nodes, items, colors, unbounded, choice[level], mode, false);
    links_uncover(nodes, items, colors, nodes[choice[level]].top, mode);
  }
}

/* The id of the option that holds node p, read off the spacer that ends it. */
static inline uint32_t links_option_id_of_node(const node *nodes, int32_t p) {
  while (nodes[p].top > 0) p++;
  return (uint32_t)(-nodes[p].top - 1);
}

static inline int32_t links_last_node_of_option(const node *nodes, int32_t first) {
  int32_t last = first;
  while (nodes[last + 1].top > 0) last++;
  return last;
}

/* Takes every entry of the option starting at node `first` out of its list (so that purifying its
 * items can never mark them), or puts them all back. */
static inline uint64_t links_remove_option(node *nodes, item *items, int32_t first) {
  uint64_t updates = 0;
  for (int32_t q = first; nodes[q].top > 0; q++, updates++) links_remove_entry(nodes, items, q, 0);
  return updates;
}

static inline void links_restore_option(node *nodes, item *items, int32_t first) {
  for (int32_t q = links_last_node_of_option(nodes, first); q >= first; q--)
    links_restore_entry(nodes, items, q);
}

/* An option can be taken when every entry is still in its item's list (an entry leaves it only when
 * its option is hidden, or taken already) and its item is active and not purified with another
 * color (only secondary items are ever purified). */
static inline bool links_option_is_available(const node *nodes, const item *items,
                                             const int32_t *colors, int32_t first) {
  for (int32_t q = first; nodes[q].top > 0; q++) {
    int32_t x = nodes[q].top;
    if (nodes[nodes[q].up].down != q || !links_item_is_active(items, x)) return false;
    if (colors && colors[x] != 0 && colors[q] >= 0) return false;
  }
  return true;
}

/* Takes the option starting at `first` as the preselection does: out of the lists, then every item
 * committed. Returns the updates of the commits; untake_option undoes it. */
static ALWAYS_INLINE uint64_t links_take_option(node *nodes, item *items, int32_t *colors,
                                                links_bounds bounds, int32_t first, unsigned mode,
                                                bool bounded, uint64_t *removal_updates) {
  *removal_updates += links_remove_option(nodes, items, first);
  uint64_t updates = 0;
  for (int32_t q = first; nodes[q].top > 0; q++)
    updates += links_commit(nodes, items, colors, bounds, q, mode, bounded);
  return updates;
}

static ALWAYS_INLINE void links_untake_option(node *nodes, item *items, int32_t *colors,
                                              links_bounds bounds, int32_t first, unsigned mode,
                                              bool bounded) {
  for (int32_t q = links_last_node_of_option(nodes, first); q >= first; q--)
    links_uncommit(nodes, items, colors, bounds, q, mode, bounded);
  links_restore_option(nodes, items, first);
}

/* Takes back the first selected_count options of solver->solution_ids, the last first. */
static ALWAYS_INLINE void links_unselect_options(dlx_solver *solver, links_bounds bounds,
                                                 size_t selected_count, bool bounded) {
  while (selected_count > 0) {
    int32_t first = (int32_t)solver->first_node_of_option[solver->solution_ids[--selected_count]];
    links_untake_option(solver->nodes, solver->items, solver->colors, bounds, first,
                        solver->colors != NULL, bounded);
  }
}

/* Takes the preselected options one by one, recording their ids at the start of solution_ids; the
 * commits' updates are added to *updates, and the removals' to *removal_updates. On failure
 * nothing stays selected. */
static ALWAYS_INLINE dlx_status links_select_options(dlx_solver *solver, links_bounds bounds,
                                                     const uint32_t *ids, size_t count,
                                                     bool bounded, uint64_t *updates,
                                                     uint64_t *removal_updates) {
  for (size_t k = 0; k < count; k++) {
    dlx_status problem = DLX_OK;
    if (ids[k] >= solver->option_count)
      problem = DLX_ERROR_OPTION_OUT_OF_RANGE;
    else if (!links_option_is_available(solver->nodes, solver->items, solver->colors,
                                        (int32_t)solver->first_node_of_option[ids[k]]))
      problem = DLX_PRESELECTED_OPTIONS_CONFLICT;
    if (problem) {
      links_unselect_options(solver, bounds, k, bounded);
      return problem;
    }
    *updates += links_take_option(solver->nodes, solver->items, solver->colors, bounds,
                                  (int32_t)solver->first_node_of_option[ids[k]],
                                  solver->colors != NULL, bounded, removal_updates);
    solver->solution_ids[k] = ids[k];
  }
  return DLX_OK;
}

/* DLX1's choice: the active primary item with the fewest options left, the leftmost among equals;
 * it stops looking at one of 0 or 1 options. The walk follows the list, but where the next item is
 * the one after in memory, as it mostly is, it goes there by adding 1 rather than by the link just
 * loaded: the loop then carries no chain of loads, and the processor reads ahead. On a problem of
 * 16,384 primary items of 64 options each, where the walk is most of the time, this halves the
 * time of a node, with the same nodes (bench/log/2026-11-28-first-solutions-and-restarts.md). */
static ALWAYS_INLINE int32_t links_choose_item(const item *items) {
  int32_t best = items[0].right;
  int32_t fewest = items[best].length;
  for (int32_t i = items[best].right; fewest > 1 && i != 0;) {
    if (items[i].length < fewest) {
      fewest = items[i].length;
      best = i;
    }
    int32_t next = items[i].right;
    if (__builtin_expect(next == i + 1, 1)) {
      int32_t following = i + 1;
      HIDE_VALUE_FROM_OPTIMISER(following); /* else it would take `next`, equal, and its load */
      i = following;
    } else {
      i = next;
    }
  }
  return best;
}

/* links_choose_item's choice, made with the bounds of the blocks (see links_lower_block_bound) on
 * a list of primary items in the order first, first + 1, ..., primary_count, 1, ..., first - 1 (the
 * order of the plain search, first 1, or of a run of restarts.c): the same item, found without
 * reading the blocks that cannot hold it. */
static inline int32_t links_choose_item_by_blocks(item *items, int32_t first,
                                                  int32_t primary_count) {
  const int32_t bounds_start = items[0].length, block_size = 1 << LINKS_BLOCK_SHIFT;
  int32_t best = 0, fewest = INT32_MAX;
  for (int32_t segment = 0; segment < 2 && fewest > 1; segment++) {
    int32_t low = segment == 0 ? first : 1, high = segment == 0 ? primary_count : first - 1;
    for (int32_t start = low; start <= high && fewest > 1;) {
      int32_t block = start >> LINKS_BLOCK_SHIFT;
      int32_t block_first = block == 0 ? 1 : block * block_size;
      int32_t block_last = block * block_size + block_size - 1;
      int32_t end = block_last < high ? block_last : high;
      int32_t *bound = &items[bounds_start + block].length;
      if (*bound < fewest) {
        int32_t least = INT32_MAX, i = start;
        for (; i <= end; i++) {
          if (items[items[i].left].right != i) continue; /* covered */
          int32_t length = items[i].length;
          if (length < least) least = length;
          if (length < fewest) {
            fewest = length;
            best = i;
            if (fewest <= 1) break;
          }
        }
        bool read_whole =
            start == block_first && i > end && (end == block_last || end == primary_count);
        if (read_whole) *bound = least;
      }
      start = end + 1;
    }
  }
  return best;
}

/* The primary items of the option that holds node p. */
static inline int32_t links_primary_items_of_option(const node *nodes, int32_t p,
                                                    int32_t primary_count) {
  int32_t count = 0;
  for (int32_t q = p;;) {
    count += nodes[q].top <= primary_count;
    q = nodes[q + 1].top <= 0 ? nodes[q + 1].up : q + 1;
    if (q == p) return count;
  }
}

/* The bounds of the blocks are kept, through a search of links.c, from this many primary items on:
 * on a problem of 16,384 primary items the walk of links_choose_item alone takes most of the time
 * (bench/log/2026-11-28-first-solutions-and-restarts.md). */
#define LINKS_BLOCKS_FROM_PRIMARY_ITEMS 1024

/* With blocks, the choice reads the blocks while at least one primary item in this many is active,
 * and walks the list below (the same item either way): deep in a search of 16,384 primary items,
 * with a few hundred left, reading every block's bound cost more than the walk. */
#define BLOCKS_WHILE_ACTIVE_ONE_IN 8

static inline int32_t links_count_active_primary_items(const item *items) {
  int32_t count = 0;
  for (int32_t i = items[0].right; i != 0; i = items[i].right) count++;
  return count;
}

/* The choice of a search in `mode`: by the blocks while many primary items are active (a search
 * with blocks keeps active_primary, the active primary items, by links_primary_items_of_option as
 * it takes and gives back options), else by the walk; the same item either way. */
static ALWAYS_INLINE int32_t links_choose_item_in_mode(item *items, unsigned mode,
                                                       int32_t active_primary, int32_t first,
                                                       int32_t primary_count) {
  if ((mode & LINKS_BLOCKS) && active_primary >= primary_count / BLOCKS_WHILE_ACTIVE_ONE_IN)
    return links_choose_item_by_blocks(items, first, primary_count);
  return links_choose_item(items);
}

/* Algorithm M's choice (inline_branching.h): the active primary item of least branching score; 0
 * when none is active (a solution). */
static inline int32_t links_choose_bounded_item(const item *items, links_bounds bounds,
                                                int64_t *score) {
  int32_t best = 0;
  branching_score best_score = {0};
  for (int32_t k = items[0].right; k != 0; k = items[k].right) {
    branching_score t =
        algorithm_m_branching_score(items[k].length, bounds.bound[k], bounds.slack[k]);
    if (best == 0 || algorithm_m_prefers(t, best_score)) {
      best = k;
      best_score = t;
    }
  }
  *score = best_score.score;
  return best;
}

#endif
