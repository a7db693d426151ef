/* internal.h: what the files of the engine share and the public header does not show: the solver's
 * layout (the links of DLX1/DLX2, and the cached bitset structures), and the entry points of the
 * two search representations and of the rule that chooses between them.
 */
#ifndef DLX_INTERNAL_H
#define DLX_INTERNAL_H

#include "dlx.h"

#include <stdatomic.h>
#include <stdbool.h>

#define MAXIMUM_ITEMS (UINT32_C(1) << 30)
#define MAXIMUM_NODES (UINT32_C(1) << 30)

/* The blocks of items of inline_links.h's links_lower_block_bound: 2^6 items each. */
#define LINKS_BLOCK_SHIFT 6

#define ALWAYS_INLINE inline __attribute__((always_inline))
#define NEVER_INLINE __attribute__((noinline))

/* splitmix64 (Steele, Lea and Flood): its mixing of one word, and the generator that mixes a
 * state stepped by the golden ratio (so a seed gives the same numbers on every machine). */
static inline uint64_t splitmix64_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline uint64_t splitmix64_next(uint64_t *state) {
  return splitmix64_mix(*state += UINT64_C(0x9e3779b97f4a7c15));
}

static inline uint64_t saturating_add(uint64_t a, uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static inline uint64_t saturating_multiply(uint64_t a, uint64_t b) {
  return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

typedef struct item {
  int32_t left, right;
  int32_t length;
} item;

typedef struct node {
  int32_t top; /* the item of an option entry; <= 0 for a spacer */
  int32_t up, down;
} node;

typedef struct bitset_problem bitset_problem;     /* internal_bitset.h */
typedef struct compiled_problem compiled_problem; /* below */

struct dlx_stop {
  atomic_int raised;
};

/* Whether a stop flag (NULL: none) was raised: a relaxed atomic load, as searches read it. */
static inline bool stop_raised(const dlx_stop *stop) {
  return stop && atomic_load_explicit(&((dlx_stop *)stop)->raised, memory_order_relaxed);
}

typedef struct search_settings {
  uint64_t solution_limit;
  uint64_t node_limit;
  const uint32_t *preselected_options;
  size_t preselected_count;
  const dlx_stop *stop;
  dlx_solution_callback on_solution;
  void *context;
  dlx_representation representation;
  dlx_switch forced_options, item_domination, tie_break;
  dlx_progress_callback on_progress;
  void *progress_context;
  uint64_t progress_interval_nodes;
  int restarts;
  uint64_t restart_seed;
  uint64_t restart_unit_nodes;
  dlx_memo_mode memo;
  uint64_t memo_bytes;
  dlx_count *exact_count;
  dlx_zdd_callback on_zdd_node;
  void *zdd_context;
  dlx_switch symmetry;
  dlx_switch weighted_branching;
  uint32_t *plan; /* if not NULL, the strategies that run add their DLX_PLAN_* bits to it */
  /* dlx_count_part's symmetric split (part_count.c): where a part's count by orbits puts what it
   * cannot state as a whole number; NULL: the count by orbits is not used. */
  dlx_part_result *fractions;
} search_settings;

typedef struct plain_searches plain_searches; /* below */

/* The searches the planner (planner.c) runs on settings put together and checked; dlx_part_search
 * is the split over threads and parts (parallel.c). */
dlx_status dlx_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                           uint32_t parts, unsigned threads, const plain_searches *plain,
                           dlx_statistics *statistics);
/* The same with the split's target (the subtrees that the parts share, at least) and an offset
 * that turns the subtrees' assignment to parts (subtree i, from 0, goes to part (i + offset) mod
 * parts + 1), so that the searches of a symmetric split share their subtrees round the parts;
 * split->subtrees receives the subtrees shared. dlx_part_search's target is 64 per part, its
 * offset 0. */
typedef struct part_split {
  size_t target, offset, subtrees;
} part_split;
dlx_status dlx_part_search_split(dlx_solver *solver, const search_settings *search, uint32_t part,
                                 uint32_t parts, unsigned threads, const plain_searches *plain,
                                 part_split *split, dlx_statistics *statistics);
dlx_status dlx_memo_sample(dlx_solver *solver, const search_settings *search, uint64_t samples,
                           uint64_t seed, dlx_statistics *statistics);
dlx_status dlx_cheapest_search(dlx_solver *solver, const search_settings *search,
                               const dlx_cheapest *cheapest, dlx_statistics *statistics);

struct dlx_solver {
  uint32_t primary_count, secondary_count, item_count;
  uint32_t option_count;
  item *items; /* item_count + 2, then the bounds of links_lower_block_bound */
  /* The first item of the list of primary items, which runs from it up to primary_count and on
   * from 1 (restarts.c turns it; 1 otherwise). */
  int32_t primary_list_start;
  node *nodes;         /* node_count of node_capacity */
  uint32_t node_count; /* item heads, then spacers and option entries */
  uint32_t node_capacity;
  uint32_t *first_node_of_option;
  uint32_t option_capacity;
  /* Options whose number of entries is not 2: while there are none, the links search of a problem
   * without colors finds an entry's one partner in its option without a loop (LINKS_PAIRS). */
  uint32_t options_not_of_two_entries;
  uint32_t *item_stamp; /* detects an item named twice in one option */
  uint32_t current_stamp;
  int32_t *colors;        /* per node, NULL while no option has a color; see purify */
  int32_t *choice;        /* primary_count + 1 */
  uint32_t *solution_ids; /* option_capacity + 1: a solution never repeats an option */
  bitset_problem *bitset; /* built at the first bitset search; NULL until then or once stale */
  void (*free_bitset)(bitset_problem *bitset); /* set with bitset: its own way out */
  /* The problem as arrays, built at the first search that reads it; NULL until then or once stale
   * (below); the bitset reads its arrays, and goes stale with it. */
  compiled_problem *compiled;
  uint32_t *lower_bound, *upper_bound; /* per primary item; NULL while every item is [1, 1] */
  uint32_t bounded_item_count;         /* primary items whose bounds are not [1, 1] */
  uint32_t *option_costs;              /* per option, NULL while every cost is 0 (cost.c) */
  uint32_t option_cost_count;
  bool searching;
  /* The options of dlx_set_option (options.c), and where the exact count and the ZDD go. */
  uint64_t option_values[DLX_OPTION_COUNT];
  dlx_count *exact_count;
  dlx_zdd_callback on_zdd_node;
  void *zdd_context;
  /* dlx_solve_parallel's stop for the threads, on each worker's solver while it searches its
   * subtrees (NULL otherwise): set by any thread, read by the search with a relaxed atomic load
   * every 1024 nodes, as it reads the caller's stop flag (inline_node_check.h). */
  const atomic_int *thread_stop;
  /* Set by dlx_solve_parallel on each worker's solver while it searches its subtrees (NULL
   * otherwise): a search that reaches its node limit asks it for more of the budget the threads
   * share, and goes on when it gets some (raising *node_limit), so that a subtree cut short while
   * other threads give nodes back still uses them (inline_node_check.h). */
  bool (*node_refill)(void *context, uint64_t *node_limit);
  void *node_refill_context;
  /* The options that the bitset searches leave out, a mask of option_count bits (NULL: none): set
   * by the count and the listing by orbits (symmetric_count.c, symmetric_listing.c) around the
   * start of each of their searches, which run on the bitset. */
  const uint64_t *excluded_options;
};

/* links.c: the search of DLX1/DLX2 on the links (inline_links.h), preselection included. */
dlx_status dlx_links_solve(dlx_solver *solver, const search_settings *search,
                           dlx_statistics *statistics);

/* bitset_build.c builds the bitset representation (once per set of options, and frees it);
 * bitset_search.c searches it.
 * dlx_bitset_prepare returns DLX_OK, DLX_ERROR_OUT_OF_MEMORY, or DLX_ERROR_TOO_LARGE when the
 * problem does not fit the representation (an item in more than MAXIMUM_ITEM_LENGTH options,
 * 32,766: COVERED - 1, bitset_build.c). */
dlx_status dlx_bitset_prepare(dlx_solver *solver);
dlx_status dlx_bitset_solve(dlx_solver *solver, const search_settings *search,
                            dlx_statistics *statistics);
/* Whether the bitset searches can leave out solver->excluded_options: built, with conflict rows. */
bool dlx_bitset_can_leave_out(dlx_solver *solver);
void dlx_bitset_free(bitset_problem *problem);

/* representation.c: the representation dlx_solve runs when the search leaves it to the engine. */
dlx_representation dlx_choose_representation(const dlx_solver *solver, size_t preselected_count);

/* plain_search.c: one search without the memo and without symmetry, arguments checked. */
dlx_status dlx_run_plain_search(dlx_solver *solver, const search_settings *search,
                                const uint32_t *path, size_t path_count,
                                dlx_statistics *statistics);

/* Another way to run a plain search of the whole problem than dlx_run_plain_search: run(solver,
 * search, context, statistics); dlx_solve_part's threads give theirs (parallel.c), so that the
 * count with symmetry (symmetric_count.c) runs its searches on them. */
typedef struct plain_searcher {
  dlx_status (*run)(dlx_solver *solver, const search_settings *search, void *context,
                    dlx_statistics *statistics);
  void *context;
} plain_searcher;

/* The plain search after a trial (with `searcher`, or dlx_run_plain_search when it is NULL): its
 * node limit less the trial's nodes, and its statistics and progress reports counting the trial's
 * nodes (and updates) too, its fractions done never below those the trial reported. */
dlx_status dlx_run_plain_after_trial(dlx_solver *solver, const search_settings *search,
                                     const uint32_t *path, size_t path_count,
                                     const dlx_statistics *trial, double fraction_done_before,
                                     const plain_searcher *searcher, dlx_statistics *statistics);

/* The trial that the automatic modes share (symmetry's and the memo's, plain_search.c): the
 * plain search, watched every 1,024 nodes, which stops at trial_nodes unless Knuth's estimate of
 * its tree is then under three times the nodes so far (it goes on to its end: starting again with
 * classes or the memo would cost about as much as what is left). trial_nodes is about what looking
 * for symmetry classes may cost, which grows with the size of the problem: half its items, options
 * and entries, from 4,096 to 65,536 nodes (dlx_automatic_trial_nodes). On return *stopped_for_more
 * says whether it stopped there; if not, the status is the search's answer, the trial's statistics
 * are its statistics and the caller's last progress report was made. The caller's stop request is
 * passed on (the trial stops within 2,048 nodes of it) and its reports relayed. */
typedef struct automatic_trial {
  dlx_statistics statistics;
  double fraction_done; /* of its last report: the later searches' reports never go below it */
  double tree_nodes;    /* Knuth's estimate of the plain search's nodes when it stopped */
} automatic_trial;

dlx_status dlx_run_automatic_trial(dlx_solver *solver, const search_settings *search,
                                   automatic_trial *trial, bool *stopped_for_more);

/* The nodes of the automatic trial: half the problem's items, spacers and entries, within 4,096 to
 * 65,536. Looking for classes after it takes about a millisecond or less on the bundled examples
 * (14 queens 0.12 ms, pentominoes 6x10 1.9 ms, Latin squares of 5 0.7 ms:
 * bench/log/2026-11-29-symmetry-memo-orbits.md). */
static inline uint64_t dlx_automatic_trial_nodes(const dlx_solver *solver) {
  uint64_t nodes = (uint64_t)solver->node_count / 2; /* items, spacers and entries */
  return nodes < 4096 ? 4096 : nodes > 65536 ? 65536 : nodes;
}

/* The plain searches and listings (plain_search.c, plain_listing.c), as the planner hands them to
 * the strategies that run plain searches of their own (the classes of symmetry, the runs of the
 * restarts, the subtrees of the threads): each strategy calls what it is given, never the file
 * that decides between strategies. */
typedef struct plain_listing plain_listing;
typedef struct plain_searches {
  dlx_status (*search)(dlx_solver *solver, const search_settings *search, const uint32_t *path,
                       size_t path_count, dlx_statistics *statistics);
  dlx_status (*trial)(dlx_solver *solver, const search_settings *search, automatic_trial *trial,
                      bool *stopped_for_more);
  dlx_status (*after_trial)(dlx_solver *solver, const search_settings *search, const uint32_t *path,
                            size_t path_count, const dlx_statistics *trial,
                            double fraction_done_before, const plain_searcher *searcher,
                            dlx_statistics *statistics);
  dlx_status (*listing_start)(dlx_solver *solver, const search_settings *search,
                              plain_listing **listing);
  bool (*listing_next)(plain_listing *listing, const uint32_t **option_ids, size_t *option_count);
  dlx_status (*listing_status)(const plain_listing *listing, dlx_statistics *statistics);
  void (*listing_destroy)(plain_listing *listing);
} plain_searches;

/* planner.c: what runs for one search, decided from the settings and the problem (path: a
 * splitter's prefix, for a problem with bounds), arguments checked; and for one part of a search
 * split over parts and threads. */
dlx_status dlx_planned_search(dlx_solver *solver, const search_settings *search,
                              const uint32_t *path, size_t path_count, dlx_statistics *statistics);
dlx_status dlx_planned_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                                   uint32_t parts, unsigned threads, dlx_statistics *statistics);
/* planner.c: dlx_solve_part, with `result` (may be NULL) receiving the split's mode and the
 * fractions of the count by orbits (dlx_count_part, part_result.c). */
dlx_status dlx_solve_part_into(dlx_solver *solver, const dlx_search *search, uint32_t part,
                               uint32_t parts, unsigned threads, dlx_part_result *result,
                               dlx_statistics *statistics);
/* part_count.c: one part (of more than one) of a count or search, split as its mode says. */
dlx_status dlx_split_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                                 uint32_t parts, unsigned threads, const plain_searches *plain,
                                 dlx_split_mode *mode, dlx_statistics *statistics);

/* The problem compiled once into plain arrays (compiled_problem.c),
 * read by every part of the engine that walks the options as arrays rather than as links: the
 * bitset build (bitset_build.c), the splitter (split.c), the memo (memo.c), symmetry (symmetry.c)
 * and the cheapest-solution search (cost_search.c).
 *
 * The view is built at the first dlx_compiled_problem_get of a solver and kept in it, as the
 * bitset is, so that the parts of one search, and the searches after it, share one copy. A search
 * that needs none of those parts (a plain search on the links) never builds it. It changes only
 * through the calls that change the problem: dlx_add_option drops it whole (and the bitset, whose
 * arrays are the view's), dlx_set_item_bounds and dlx_set_option_cost only its bounds or costs,
 * rebuilt at the next dlx_compiled_problem_get. A search never changes it.
 */
/* Items are numbered from 0, the primary ones first; options by id. */
struct compiled_problem {
  uint32_t primary_count, secondary_count, item_count, option_count;
  uint32_t entry_count; /* option entries in all */
  /* Option o's entries are option_start[o] .. option_start[o+1]-1: its primary items first, up to
   * primary_end[o], then its secondary items, each group in the order the option gave them; each
   * entry has an item and a color (0: none). */
  const uint32_t *option_start, *primary_end;
  const uint32_t *entry_item;
  const int32_t *entry_color;
  /* Item i's options, ascending, are item_option[item_start[i] .. item_start[i+1]-1] (primary and
   * secondary items alike), each with the color it gives i. */
  const uint32_t *item_start, *item_option;
  const int32_t *item_option_color;
  bool colored; /* some option has a color */
  /* Each primary item's bounds; NULL while every one is [1, 1] (bounded_item_count 0). */
  const uint32_t *lower, *upper;
  uint32_t bounded_item_count;
  /* Each option's cost; NULL while no cost was ever set (every cost 0). */
  const uint32_t *cost;
  /* The parts made stale since it was built (COMPILED_BOUNDS, COMPILED_COSTS, below): rebuilt at
   * the next dlx_compiled_problem_get. */
  unsigned stale;
  /* compiled_problem.c's own way out, so that the builder (solver.c), which calls nothing above
   * it, frees the view as it frees the bitset. */
  void (*free_view)(compiled_problem *view);
};

/* The solver's view, built now if it is not kept yet, its stale parts rebuilt: DLX_OK, or
 * DLX_ERROR_OUT_OF_MEMORY. Valid until the problem changes (see above). */
dlx_status dlx_compiled_problem_get(dlx_solver *solver, const compiled_problem **view);

/* What a change of the problem makes stale: the options (the whole view), the bounds, the costs. */
enum { COMPILED_OPTIONS = 1u, COMPILED_BOUNDS = 2u, COMPILED_COSTS = 4u };

/* Drops what `changed` made stale: the whole view for COMPILED_OPTIONS (whose caller frees the
 * bitset too: its arrays are the view's), else marks the parts to rebuild. */
static inline void dlx_compiled_problem_invalidate(dlx_solver *solver, unsigned changed) {
  compiled_problem *view = solver->compiled;
  if (!view) return;
  if (changed & COMPILED_OPTIONS) {
    view->free_view(view);
    solver->compiled = NULL;
  } else {
    view->stale |= changed;
  }
}

#endif
