/* dlx.h: exact cover with dancing links (Knuth's Algorithm X, in the array layout of his DLX1).
 *
 * A problem has primary items, each of which a solution covers exactly once, and secondary items,
 * each of which it covers at most once. Items are numbered 0 .. primary_count + secondary_count -
 * 1, the primary ones first. An option is a set of distinct items; options get the ids 0, 1, 2, ...
 * in the order they are added. A solution is a set of options that covers every primary item
 * exactly once and no secondary item twice.
 *
 * Build a solver once, then run any number of searches on it: every search, however it ends,
 * leaves the structure exactly as it found it. The library keeps no global state, never prints and
 * never exits; a solver may be used by one thread at a time, and separate solvers are independent.
 */
#ifndef DLX_H
#define DLX_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header, the one dlx.pc gives; dlx_version() returns the library's. */
#define DLX_VERSION "0.2.0"
/* The number of the shared library's soname (libdlx.so.N): it grows with every change that breaks
 * a program built against an earlier header (a struct's layout, a function's parameters, a symbol
 * removed); adding a function keeps it. make abi-check compares the library with abi/libdlx.abi. */
#define DLX_ABI_VERSION 1

/* Marks the functions the library exports. The library is built with hidden visibility
 * (-fvisibility=hidden), so that its shared object exports these functions and nothing else. */
#if defined(__GNUC__) || defined(__clang__)
#define DLX_EXPORT __attribute__((visibility("default")))
#else
#define DLX_EXPORT
#endif

typedef struct dlx_solver dlx_solver;

/* Every function that can fail returns one of these. The first five end a search normally. */
typedef enum dlx_status {
  DLX_OK = 0,                       /* done; for a search: every solution was found */
  DLX_STOPPED_AT_SOLUTION_LIMIT,    /* the search found as many solutions as it was allowed */
  DLX_STOPPED_BY_CALLBACK,          /* the solution callback returned non-zero */
  DLX_STOPPED_AT_NODE_LIMIT,        /* the search visited as many nodes as it was allowed */
  DLX_STOPPED_BY_REQUEST,           /* *stop_request became non-zero */
  DLX_PRESELECTED_OPTIONS_CONFLICT, /* two preselected options share an item: no solution */
  DLX_ERROR_OUT_OF_MEMORY,
  DLX_ERROR_NULL_ARGUMENT,         /* a required pointer was NULL */
  DLX_ERROR_ITEM_OUT_OF_RANGE,     /* an option names an item that does not exist */
  DLX_ERROR_REPEATED_ITEM,         /* an option names the same item twice */
  DLX_ERROR_EMPTY_OPTION,          /* an option with no items */
  DLX_ERROR_TOO_LARGE,             /* the problem does not fit in 32-bit indices */
  DLX_ERROR_OPTION_OUT_OF_RANGE,   /* a preselected option id that was never added */
  DLX_ERROR_SEARCH_IN_PROGRESS,    /* called from inside a solution callback of the same solver */
  DLX_ERROR_INCONSISTENT,          /* dlx_check_consistency found broken links or lengths */
  DLX_ERROR_COLOR_ON_PRIMARY_ITEM, /* only secondary items take colors */
  DLX_ERROR_COLOR_OUT_OF_RANGE,    /* a color above DLX_MAXIMUM_COLOR */
  DLX_ERROR_BAD_FORMAT,            /* a text input (dlx_knuth_read) is malformed */
  DLX_ERROR_PART_OUT_OF_RANGE,     /* dlx_solve_part: part is 0 or above parts */
  DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM, /* only primary items take bounds */
  DLX_ERROR_BAD_BOUNDS,               /* lower bound above upper bound, or upper bound 0 */
  DLX_ERROR_COST_OUT_OF_RANGE,        /* an option cost above DLX_MAXIMUM_COST */
  DLX_ERROR_COSTS_WITH_BOUNDS,        /* dlx_solve_cheapest on items with bounds (multiplicities) */
} dlx_status;

/* The version of the library that is running, as "MAJOR.MINOR.PATCH": DLX_VERSION of the dlx.h it
 * was built with (a program built against another dlx.h can compare the two). Static, never NULL.
 */
DLX_EXPORT const char *dlx_version(void);

/* A static, never NULL, English description of a status (an unknown value gets a generic one);
 * the caller must not free or change it. */
DLX_EXPORT const char *dlx_strerror(dlx_status status);

/* Creates a solver for primary_count primary and secondary_count secondary items, with no options.
 * On success *solver owns a new handle that the caller frees with dlx_destroy. Returns
 * DLX_ERROR_NULL_ARGUMENT if solver is NULL, DLX_ERROR_TOO_LARGE if the item count exceeds
 * 2^30, DLX_ERROR_OUT_OF_MEMORY; on failure *solver is set to NULL. Zero items is allowed: such a
 * problem has exactly one solution, the empty one. */
DLX_EXPORT dlx_status dlx_create(dlx_solver **solver, uint32_t primary_count,
                                 uint32_t secondary_count);

/* Frees a solver and everything it owns. NULL is allowed and does nothing. */
DLX_EXPORT void dlx_destroy(dlx_solver *solver);

/* Adds an option made of item_count distinct items, read from items[0 .. item_count-1] (the array
 * is copied; the caller keeps it). The option's items keep that order, and the new option goes
 * below the existing ones in every item's list, so searches try options in the order they were
 * added. If option_id is not NULL it receives the id, which is the number of options added before.
 * Returns DLX_OK, DLX_ERROR_NULL_ARGUMENT (solver, or items with item_count > 0),
 * DLX_ERROR_EMPTY_OPTION, DLX_ERROR_ITEM_OUT_OF_RANGE, DLX_ERROR_REPEATED_ITEM,
 * DLX_ERROR_TOO_LARGE (more than 2^30 nodes in all), DLX_ERROR_OUT_OF_MEMORY, or
 * DLX_ERROR_SEARCH_IN_PROGRESS. On failure the solver is unchanged. An option with only secondary
 * items is allowed; it can only be part of a solution by preselection. */
DLX_EXPORT dlx_status dlx_add_option(dlx_solver *solver, const uint32_t *items, size_t item_count,
                                     uint32_t *option_id);

/* The largest color dlx_add_colored_option accepts. */
#define DLX_MAXIMUM_COLOR UINT32_C(0x7fffffff)

/* Adds an option whose secondary items may carry colors, for exact covering with colors (Knuth's
 * Algorithm C): colors[k] is the color of items[k], 0 for none. Two options that share a secondary
 * item may both be in a solution when they give it the same non-zero color; an uncolored entry
 * still excludes every other option with that item. colors may be NULL (no colors at all: the same
 * as dlx_add_option). Returns what dlx_add_option returns, and DLX_ERROR_COLOR_ON_PRIMARY_ITEM or
 * DLX_ERROR_COLOR_OUT_OF_RANGE; on failure the solver is unchanged. A solver none of whose options
 * has a color searches exactly as fast as if colors did not exist. */
DLX_EXPORT dlx_status dlx_add_colored_option(dlx_solver *solver, const uint32_t *items,
                                             const uint32_t *colors, size_t item_count,
                                             uint32_t *option_id);

/* Multiplicities (Knuth's DLX3, Algorithm M): a solution must cover primary item `item` by at
 * least `lower` and at most `upper` of its options; every primary item starts with [1, 1], and
 * secondary items keep "at most once" (or one color). Bounds may be set at any time outside a
 * search, before or after the options are added, and set back to [1, 1]. Returns DLX_OK,
 * DLX_ERROR_NULL_ARGUMENT, DLX_ERROR_ITEM_OUT_OF_RANGE, DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM,
 * DLX_ERROR_BAD_BOUNDS (lower > upper, or upper 0), DLX_ERROR_SEARCH_IN_PROGRESS or
 * DLX_ERROR_OUT_OF_MEMORY; on failure the solver is unchanged.
 *
 * While some item has bounds other than [1, 1], dlx_solve runs Algorithm M on the links, whatever
 * representation the search asks for (statistics say LINKS; the inferences are off), allocating
 * its level stack (16 bytes per option and primary item) at every search, and reports progress
 * with Knuth's estimate over its own branches (the null ones included). A node is then a
 * partial solution that Algorithm M visits: besides the branches that take an option, an item
 * whose lower bound is met gets a branch that takes none more (Knuth's "null" move), and that
 * branch is a node too. An update also counts the removal of an option's entry from the list
 * of the item it is tried for. */
DLX_EXPORT dlx_status dlx_set_item_bounds(dlx_solver *solver, uint32_t item, uint32_t lower,
                                          uint32_t upper);

/* The bounds of primary item `item` in *lower and *upper ([1, 1] unless dlx_set_item_bounds
 * changed them). Returns DLX_OK, DLX_ERROR_NULL_ARGUMENT, DLX_ERROR_ITEM_OUT_OF_RANGE or
 * DLX_ERROR_BOUNDS_ON_SECONDARY_ITEM. */
DLX_EXPORT dlx_status dlx_item_bounds(const dlx_solver *solver, uint32_t item, uint32_t *lower,
                                      uint32_t *upper);

/* The sizes of a solver: its primary and secondary items as given to dlx_create, and the options
 * added so far (so the next option's id). Each takes no ownership, returns 0 for NULL, and may be
 * called at any time, from a solution callback too. */
DLX_EXPORT uint32_t dlx_primary_count(const dlx_solver *solver);
DLX_EXPORT uint32_t dlx_secondary_count(const dlx_solver *solver);
DLX_EXPORT uint32_t dlx_option_count(const dlx_solver *solver);

/* Receives each solution: its option ids, the preselected ones first in the order given, then the
 * others in the order the search took them (which may differ between representations, as may the
 * order in which solutions arrive; the set of solutions, and of ids in each, never does). The array
 * belongs to the solver and is valid only during the call. A non-zero return stops the search,
 * which then returns DLX_STOPPED_BY_CALLBACK. The callback must not add options to, or search with,
 * the same solver.
 */
typedef int (*dlx_solution_callback)(void *context, const uint32_t *option_ids,
                                     size_t option_count);

/* What a progress report tells (see on_progress in dlx_search). fraction_done is Knuth's estimate
 * of the share of the search tree done (TAOCP 7.2.2, the progress reports of his DLX programs):
 * at each level k of the path to the current node, the search tries the option of 0-based index x_k
 * among the d_k of the item chosen there, and the estimate is the sum over k of (x_k / d_k) times
 * the product of 1 / d_j over the levels j above k: the share of the tree the subtrees already left
 * behind would be if every node below a level had as many children as its siblings. It is exact on
 * a tree whose nodes at each depth all have the same degree, lies in [0, 1], never decreases from
 * one report to the next, and is 1 in the last report of a search that found every solution. */
typedef struct dlx_progress {
  uint64_t solutions;   /* found so far */
  uint64_t nodes;       /* visited so far */
  double fraction_done; /* estimated, from 0 to 1 */
} dlx_progress;

/* Receives progress reports. It cannot stop the search (set *stop_request for that) and must not
 * add options to, or search with, the solver of the search. The report belongs to the caller of
 * the callback and is valid only during the call. */
typedef void (*dlx_progress_callback)(void *context, const dlx_progress *progress);

/* How a search represents the options still available. Both find the same solutions.
 *
 * LINKS: dancing links, as Knuth's DLX1 (DLX2 with colors). A node costs work in proportion to
 * the option entries it removes and restores, and nothing else; the search allocates nothing.
 *
 * BITSET: the active options as a bitset and a count of active options per primary item, copied
 * at each level (no undo). A node costs, on top of the entries it removes, a fixed part in
 * proportion to options / 8 + 2 * primary items bytes; it pays on dense problems and allows the
 * inferences of dlx_search. Its structures are built at the first bitset search after options were
 * added (a few times the option entries, plus, when they fit a fixed budget of some MiB, each
 * option's row of conflicting options, options * options / 8 bytes) and kept until the next
 * dlx_add_option or dlx_destroy; its level stack grows with the depth of the search and is kept
 * too. A problem with a primary item in more than 32,766 options runs on the links even when the
 * bitset is asked for (statistics say so).
 *
 * AUTOMATIC: dlx_solve chooses by a measured rule that depends on the problem and the number of
 * preselected options alone (so a repeated search runs the same way): the bitset for problems
 * large and dense enough that its fixed cost per node pays (completions, whose preselected
 * options cover a good share of the primary items, sooner), and whose conflict rows and levels at
 * full depth fit their memory budgets; otherwise, or if building the bitset runs out of memory,
 * the links. The thresholds are tuning, not contract, and may change with any release: they are
 * in dlx/internal_tuning.h of the sources, with the measurements behind them in bench/log/.
 */
typedef enum dlx_representation {
  DLX_REPRESENTATION_AUTOMATIC = 0,
  DLX_REPRESENTATION_LINKS,
  DLX_REPRESENTATION_BITSET,
} dlx_representation;

/* Turns an inference of the bitset search on or off; AUTOMATIC leaves it to the engine. The
 * inferences never change the solutions, only the nodes visited; the links ignore them. */
typedef enum dlx_switch { DLX_SWITCH_AUTOMATIC = 0, DLX_SWITCH_ON, DLX_SWITCH_OFF } dlx_switch;

/* Exact counts of any size (count.c): a natural number kept as an array of 64-bit limbs, for the
 * counts of the memoized search, which pass 2^64 (the domino tilings of a 16x16 board are about
 * 2^101). A count is an opaque handle made by dlx_count_create (value 0) and freed by
 * dlx_count_destroy (NULL allowed). Every function that can grow a count returns DLX_OK or
 * DLX_ERROR_OUT_OF_MEMORY (the count is then unchanged), or DLX_ERROR_NULL_ARGUMENT. */
typedef struct dlx_count dlx_count;
DLX_EXPORT dlx_status dlx_count_create(dlx_count **count);
DLX_EXPORT void dlx_count_destroy(dlx_count *count);
DLX_EXPORT dlx_status dlx_count_set(dlx_count *count, uint64_t value);
/* sum += term (the two may be the same count). */
DLX_EXPORT dlx_status dlx_count_add(dlx_count *sum, const dlx_count *term);
/* count *= factor. */
DLX_EXPORT dlx_status dlx_count_multiply_small(dlx_count *count, uint32_t factor);
/* Whether the count fits 64 bits: 1 with *value set (value may be NULL), else 0 with *value set
 * to UINT64_MAX. A NULL count is 0. */
DLX_EXPORT int dlx_count_to_u64(const dlx_count *count, uint64_t *value);
/* The count's limbs, least significant first, without leading zero limbs (0 has none): writes the
 * first min(n, capacity) to limbs[] and returns n. */
DLX_EXPORT size_t dlx_count_limbs(const dlx_count *count, uint64_t *limbs, size_t capacity);
/* The count in decimal, no sign, no separators: writes it with its terminating NUL to text when
 * capacity is enough and returns its length without the NUL (as snprintf does; text may be NULL
 * with capacity 0, to learn the length). */
DLX_EXPORT size_t dlx_count_decimal(const dlx_count *count, char *text, size_t capacity);

/* The memoized count (memo.c), after Nishino, Yasuda, Minato and Nagata ("Dancing with decision
 * diagrams", AAAI 2017) and Knuth's DLX6: the residual problem left by a partial solution is
 * determined by the items it has covered and by the colors it gave secondary items, so the search
 * keeps, in a hash table keyed by exactly that state (compared in full: no count ever comes from
 * another state), the number of solutions of every residual problem it finished, and counts a
 * repeated one at once. It branches, not on the item with the fewest options, but on the first
 * active primary item of a fixed order of the items, the one of a few candidates (the input order,
 * reversed, and breadth-first orders of the items that share options) whose frontier (the items
 * still uncovered that an option decided so far reaches) stays narrowest; on a grid that is a
 * broken-profile count, and residual problems repeat as much as they can.
 *
 * With bounds (dlx_set_item_bounds) the key holds too how many options cover each open bounded
 * item, and the search takes an item's options one at a time, in the order of its list, after a
 * branch that closes the item once its lower bound is met: each set of options within the bounds
 * once, as Algorithm M.
 *
 * It counts only: it runs when the search has no on_solution and no solution_limit (or, with
 * DLX_MEMO_ON, a node_limit the memo may spend); otherwise, and in
 * dlx_solve_parallel with more than one thread and dlx_solve_part, the plain search runs (and
 * statistics.memo says 0). Its node is a residual problem it visits, a repeated one included; its
 * updates count the items a taken option marks. The cache holds at most memo_bytes bytes: once
 * full, a new residual problem replaces an old one (counted again if it comes back): slower,
 * never wrong. node_limit,
 * stop_request and the progress reports (Knuth's estimate over the memo's own tree) work as in the
 * plain search; a count cut short is the sum of the residual problems finished, a lower bound.
 *
 * DLX_MEMO_AUTOMATIC, the default (without the memo when dlx_search.symmetry is DLX_SWITCH_ON,
 * which looks for symmetry classes at once), first runs the plain search for a trial (from 4,096 to
 * 65,536 nodes, with the size of the problem), which is the answer when the search ends within it
 * or when Knuth's estimate of its tree is then under three times its nodes (it goes on to its end).
 * Else, when the frontier of the memo's order is narrow enough for residual problems to repeat (the
 * sum over the places of the order of 2^(frontier size) at most 2^42) and the key of a residual
 * problem small enough for the cache to hold many (2 KiB: 16,384 primary items), it runs the memo
 * for 8,192 nodes, and goes on with the memo when Knuth's estimate of its tree, at about 8 plain
 * nodes per memo node, is below the plain search's estimate, or when one residual problem in 3 was
 * a repeat; a memo kept is still given up once its nodes, at that cost, pass the plain search's
 * estimate. Otherwise the count goes on without the memo, with symmetry (dlx_search.symmetry) or
 * the plain search from the start (statistics count the trials' nodes too, and memo says 0). These
 * numbers are tuning (memo.c, run_search.c, plain_search.c), not contract. */
typedef enum dlx_memo_mode {
  DLX_MEMO_AUTOMATIC = 0,
  DLX_MEMO_ON,
  DLX_MEMO_OFF,
} dlx_memo_mode;

#define DLX_MEMO_DEFAULT_BYTES (UINT64_C(2) << 30)

/* Receives one node of the ZDD of all solutions, in the order of Knuth's ZDDREAD text format
 * "ID: (~VARIABLE?LO:HI)" (ids in hexadecimal there): node `id` (from 2 up; 0 is the empty family,
 * 1 the family of the empty set) has variable `option_id` + 1, and stands for the solutions of its
 * LO branch (without the option) and those of its HI branch with the option added. Each node is
 * reported after the nodes it refers to; the last one reported is the root. When none is reported
 * the ZDD is 0 (no solution) or 1 (one solution, the empty one). The ZDD is complete only when the
 * search returned DLX_OK. The order of variables along a path is the order the memo took options
 * in, not increasing (as DLX6's, which the ZDDREAD programs read). */
typedef void (*dlx_zdd_callback)(void *context, uint64_t id, uint32_t option_id, uint64_t lo,
                                 uint64_t hi);

/* What one search does. Zero-initialise it and set what you need: all zero means "count every
 * solution, no callback, nothing preselected". */
typedef struct dlx_search {
  uint64_t solution_limit;             /* stop after this many solutions; 0: no limit */
  uint64_t node_limit;                 /* stop after this many search nodes; 0: no limit */
  const uint32_t *preselected_options; /* options every solution must contain (fixed in advance) */
  size_t preselected_count;
  const volatile sig_atomic_t *stop_request; /* if not NULL, read every 1024 nodes: non-zero stops
                                       the search (set it from a signal handler or a timer) */
  dlx_solution_callback on_solution;         /* may be NULL */
  void *context;                             /* passed to on_solution */
  dlx_representation representation;         /* AUTOMATIC: dlx_solve chooses */
  /* The inferences of the bitset search, made at every node before it branches:
   *   forced_options: a primary item left with one option takes it, repeatedly, and one left with
   *     none ends the node (automatic: on);
   *   item_domination: when every active option of a primary item i with few options left
   *     contains the primary item j, j's other options are removed (automatic: on when some item
   *     can be dominated at all, at the first node always, and below it while it removes options
   *     often enough to pay);
   *   tie_break: among the first few items with the fewest options, branch on the one whose
   *     options meet the most active options (automatic: off).
   * With all three off, the bitset search visits exactly the nodes of the links. The automatic
   * settings depend on the search alone, so a repeated search repeats its nodes. Their thresholds
   * are tuning, as those of AUTOMATIC above (internal_bitset.h; measurements in bench/log/). */
  dlx_switch forced_options, item_domination, tie_break;
  /* Progress reports: when on_progress is not NULL, it is called with progress_context once the
   * search has visited progress_interval_nodes nodes more than at the previous report (rounded up
   * to a multiple of 1024; 0: 65,536; checked every 1024 nodes, when stop_request is read), and
   * once more when the search ends, unless it failed before it started (an error status). While
   * the engine works outside the nodes of a search (looking for symmetry classes), it is called
   * again with the last report's figures every few milliseconds, and stop_request is read then:
   * a callback that watches a clock can stop every phase of the search. */
  dlx_progress_callback on_progress;
  void *progress_context;
  uint64_t progress_interval_nodes;
  /* Randomised restarts, for finding one solution fast when the plain search has a heavy tail
   * (it can take hours on a problem that another order of trying items and options solves in a
   * moment). They apply only when solution_limit is 1; otherwise these fields are ignored and
   * the plain search counts as it always does, so counts are never affected.
   *
   * When restarts is non-zero and solution_limit is 1, dlx_solve runs the search several times.
   * The plain search (in the representation asked, the options in the order they were added) runs
   * first with restart_unit_nodes nodes, and again later with twice its last budget each time;
   * between two plain runs, shuffled runs search the links (statistics then say LINKS) after
   * shuffling them at random, the primary items (which breaks the ties between items with the
   * fewest options) and, on one run in eight, the options of every item (the order they are tried
   * in). Every other shuffled run tries the options of the chosen item in value order instead (the
   * largest sum of the lengths of the option's other items first, ties in list order; none with
   * bounds). Each of the two kinds counts its own runs: its run k has restart_unit_nodes times
   * the k-th term of Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, ...), the two kinds together running
   * until they have spent as many nodes as the next plain run's budget since the last one. So the
   * restarts cost at most about seven times the plain search (a problem without solution, whose
   * proof is a plain run covering its whole tree) and find what a shuffled order finds at once.
   * restart_unit_nodes 0 means one node per primary item, at least 4096. The budgets grow without
   * bound, so the search stays complete: it ends when a run finds a solution
   * (DLX_STOPPED_AT_SOLUTION_LIMIT, or DLX_STOPPED_BY_CALLBACK), or when a run searches the whole
   * tree without finding one (DLX_OK with 0 solutions: the problem has none, proved as by the plain
   * search). The shuffles come from restart_seed alone, so a seed gives the same nodes and the same
   * solution on every machine; another seed may give another solution. node_limit caps the nodes of
   * all the runs together, stop_request is read by each run, on_solution is called once (for the
   * solution found), progress reports count the solutions and nodes of all the runs with a fraction
   * done of 0 but in the last report (1 when the search proved there is no solution). Statistics
   * add up the runs: nodes and updates of every run, and restarts is the number of runs after the
   * first. With bounds (dlx_set_item_bounds) every run is Algorithm M on the links, shuffled the
   * same way. The links are put back in the order the options were added before dlx_solve returns.
   * dlx_solve_parallel and dlx_solve_part ignore these fields. */
  int restarts;
  uint64_t restart_seed;
  uint64_t restart_unit_nodes;
  /* The memoized count (dlx_memo_mode above): AUTOMATIC unless asked otherwise. */
  dlx_memo_mode memo;
  uint64_t memo_bytes;    /* the cache's memory bound; 0: DLX_MEMO_DEFAULT_BYTES */
  dlx_count *exact_count; /* if not NULL, receives the exact number of solutions counted, of any
                             size, whatever the search (statistics.solutions stops at UINT64_MAX) */
  dlx_zdd_callback on_zdd_node; /* if not NULL (memo searches only), receives the ZDD */
  void *zdd_context;
  /* Symmetry: an exact count of the whole problem (no on_solution, no solution_limit, nothing
   * preselected, no bounds; not dlx_solve_part with more than one part, while dlx_solve_parallel
   * runs each class's search on its threads) may use the problem's automorphisms, the permutations
   * of the items (primary to primary, secondary to secondary) and of the options that map every
   * option onto an option made of the images of its items, with the same colors. Such a permutation
   * maps the solutions that hold an option onto those that hold its image, one to one. The engine
   * looks for a primary item whose options fall into classes that automorphisms map onto one
   * another (color refinement on the graph of items and options proposes the permutations; each is
   * checked before it is used), and counts the solutions that hold the first option of each class,
   * times the size of the class: pentominoes 6x10 search a quarter of their tree so, queens,
   * Langford pairs and domino tilings half. The count is the same; nodes and updates are those of
   * the searches made (the trial's included), and Knuth's estimate in progress reports weighs each
   * class by its share of the item's options. AUTOMATIC (the default) first runs the plain search
   * (the trial of DLX_MEMO_AUTOMATIC too, run once for both; when the memo wins, it counts without
   * symmetry); once it has run about half as many nodes as the problem has entries (4,096 to
   * 65,536) without ending, Knuth's estimate of its tree decides: under three times the nodes so
   * far, the plain search goes on to its end (a small search runs as it always did); else it stops,
   * and the engine looks for classes (starting the plain search again when it finds none within a
   * budget of work in proportion to the nodes that Knuth's estimate expects of the plain search;
   * ON's budget is fixed). A stop_request is then acted on within 2,048 nodes, or a few
   * milliseconds while it looks for classes. ON looks at once; OFF never. Progress reports never
   * go back: their solutions and fractions do not fall when a search starts again, and a count
   * cut short after the trial is the larger of the two lower bounds. */
  dlx_switch symmetry;
  /* Weighted branching, in the bitset search (the rule of Boussemart, Hemery, Lecoutre and Sais,
   * ECAI 2004, which Knuth's SSXCC-WTD tries): every primary item starts with weight 1 and gains 1
   * each time it is the item left without options that ends a node; until the search has found
   * two solutions it branches on the item with the fewest active options per unit of weight (the
   * first such) rather than on the first with the fewest, and as without weights after. Until the
   * first such dead end it branches as without it. It pays where the same items keep failing:
   * hard completions of preselected options (the hardest 9x9 puzzles of the benchmarks take fewer
   * nodes and less time); it can lose where the fewest options find solutions at once (the first
   * solution of pentominoes 6x10 takes about twice the nodes), and a count of many solutions costs
   * about what it costs without weights (bench/log/2026-11-29-tdoku-hardest-sets-and-build.md).
   * AUTOMATIC: off. The weights start again at every search, so a
   * repeated search repeats its nodes. */
  dlx_switch weighted_branching;
} dlx_search;

/* What one search did. A node is a partial solution that the search visited, the empty one
 * included (in the bitset search, options taken by inference join the node's partial solution
 * rather than making nodes of their own); an update is the removal of one option entry from an
 * item's list (in the bitset search, the decrement of a count). */
typedef struct dlx_statistics {
  uint64_t solutions;
  uint64_t nodes;
  uint64_t updates;
  dlx_representation representation; /* the one that ran, LINKS or BITSET (AUTOMATIC after an
                                         error that kept the search from starting) */
  uint64_t restarts; /* runs after the first, with dlx_search.restarts; 0 otherwise */
  /* The memoized search (dlx_search.memo): memo is 1 when it ran to the end of the search, 0
   * otherwise; memo_hits counts the residual problems found in the cache, memo_entries those
   * stored, and memo_peak_bytes is the most memory the cache held. */
  int memo;
  uint64_t memo_hits;
  uint64_t memo_entries;
  uint64_t memo_peak_bytes;
  /* The count with symmetry (dlx_search.symmetry): the item it branched on first, its number of
   * options, and the classes they fell into, one search each (all 0 when it did not run). */
  uint32_t symmetry_item;
  uint32_t symmetry_item_options;
  uint32_t symmetry_classes;
  /* The memo's cache when it could not hold every residual problem: memo_capped is 1 when
   * memo_bytes kept it from growing, 2 when the system refused it memory below that, 0 otherwise;
   * memo_replaced counts the residual problems that took the slot of another once it was full
   * (each forgotten one is counted again if it comes back). */
  int memo_capped;
  uint64_t memo_replaced;
} dlx_statistics;

/* Searches for the solutions that contain every preselected option. search may be NULL (count
 * every solution), statistics may be NULL; when given, statistics is always filled, on failure
 * with zeros. The preselected options are taken one after another before the search starts; if
 * one of them shares an item with an earlier one, the search does not run and the result is
 * DLX_PRESELECTED_OPTIONS_CONFLICT. Returns DLX_OK when every solution was found, one of the
 * DLX_STOPPED_* statuses when the search was cut short (statistics then hold what was found so
 * far, and the solutions counted are a lower bound), DLX_PRESELECTED_OPTIONS_CONFLICT,
 * DLX_ERROR_OPTION_OUT_OF_RANGE, DLX_ERROR_NULL_ARGUMENT (solver, or preselected_options with a
 * non-zero count), DLX_ERROR_SEARCH_IN_PROGRESS, or DLX_ERROR_OUT_OF_MEMORY (from the bitset only:
 * when it was asked for and its structures could not be allocated, in automatic mode the links
 * run instead; or when its level stack could not grow during the search, which then stops with the
 * statistics of what it found).
 * Whatever the result, the solver is left exactly as it was: the links search allocates nothing,
 * the bitset search allocates its structures at its first run and its level stack as it deepens,
 * and keeps both for the next searches. */
DLX_EXPORT dlx_status dlx_solve(dlx_solver *solver, const dlx_search *search,
                                dlx_statistics *statistics);

/* Checks the whole structure: every up/down and left/right link is matched by its reverse, every
 * list length equals the number of entries in the list, every option entry sits in the list of its
 * item, every item is active and no color is marked (as between searches). Returns DLX_OK or
 * DLX_ERROR_INCONSISTENT (DLX_ERROR_NULL_ARGUMENT for NULL). It takes time linear in the size of
 * the problem; tests call it after searches. */
DLX_EXPORT dlx_status dlx_check_consistency(const dlx_solver *solver);

/* Reads option option_id as the solver holds it: writes its first min(size, capacity) items, in the
 * order they were added, to items[], and their colors (0 for none) to colors[] when colors is not
 * NULL; returns the option's size, its number of items (0 when solver is NULL or the option does
 * not exist). Call it with capacity 0 to learn the size. It may be called at any time, from a
 * solution callback too. */
DLX_EXPORT size_t dlx_option_items(const dlx_solver *solver, uint32_t option_id, uint32_t *items,
                                   uint32_t *colors, size_t capacity);

/* Makes *copy a new solver with the same items, bounds and options, with the same ids, items,
 * order and colors (freed with dlx_destroy). It may be called at any time, from a solution
 * callback too. Returns DLX_OK, DLX_ERROR_NULL_ARGUMENT or DLX_ERROR_OUT_OF_MEMORY; on failure
 * *copy is NULL. */
DLX_EXPORT dlx_status dlx_copy(const dlx_solver *solver, dlx_solver **copy);

/* A 64-bit fingerprint of the problem as the solver holds it (FNV-1a over its item counts, and over
 * each option's items and colors in order, as little-endian 32-bit numbers; then, when some item
 * has bounds other than [1, 1], over every primary item's lower and upper bound): the same problem
 * gives the same hash on every machine, so that the results of dlx_solve_part can be checked to
 * come from one problem. Returns DLX_OK, DLX_ERROR_NULL_ARGUMENT or DLX_ERROR_OUT_OF_MEMORY. */
DLX_EXPORT dlx_status dlx_problem_hash(const dlx_solver *solver, uint64_t *hash);

/* dlx_solve on several threads (POSIX threads): the same answer as dlx_solve, found faster. (A
 * count with symmetry, see dlx_search.symmetry, runs its trial on the calling thread, then each
 * class's search, or the plain search when there are no classes, on the threads as below.) The
 * search tree is first split, breadth first and the same way whatever the engine, into at least
 * 64 subtrees per thread (fewer when the tree is smaller): a subtree is the search with the
 * caller's preselected options plus a prefix of options, chosen on the primary item with the
 * fewest compatible options (the leftmost of those with at most one, else the leftmost of the
 * fewest), in option-id order; with bounds (dlx_set_item_bounds) a subtree is a path of Algorithm
 * M instead: the options taken, those left out before them, and the items closed by a null move,
 * on the item Algorithm M chooses. Each thread searches the subtrees it takes, one after another,
 * on a copy of the solver of its own (the caller's solver is one of them); the counts and
 * statistics are summed at the end (nodes include those the splitter visited). threads 0 or 1 is
 * dlx_solve itself.
 *
 * The fields of search keep their meaning, with these differences. on_solution is called from one
 * thread at a time (under a lock), in no fixed order; its option ids are the caller's preselected
 * options, then the rest of the solution. solution_limit: the threads stop once the solutions
 * counted in all reach it, and the count returned never exceeds it. node_limit: a budget shared by
 * the threads, each subtree searching with a share of what is left; the search visits at most
 * node_limit nodes and returns DLX_STOPPED_AT_NODE_LIMIT when a subtree ran out of its share or
 * was left unsearched. A subtree cut short does not stop the others: the threads go on with what is
 * left, so the whole budget is spent unless the last subtrees end without their whole shares.
 * *stop_request is watched by the calling thread (every few milliseconds), which then stops every
 * thread within 1024 nodes. Returns what dlx_solve returns, and DLX_ERROR_OUT_OF_MEMORY when a
 * copy or a thread could not be made. on_progress is
 * called from one thread at a time (under the lock of on_solution), with the solutions and nodes
 * of all threads, the splitter's included; its fraction done is the sum of the weights of the
 * subtrees finished (or left by the splitter as dead ends or solutions) and of each running
 * subtree's weight times its own estimate, the weight of a subtree being the product of
 * 1 / degree along its prefix, as in Knuth's estimate. */
DLX_EXPORT dlx_status dlx_solve_parallel(dlx_solver *solver, const dlx_search *search,
                                         unsigned threads, dlx_statistics *statistics);

/* Part `part` (1 .. parts) of the search, for spreading one count over independent processes or
 * machines: every part splits the tree the same way, into at least 64 subtrees per part (fewer
 * when the tree is smaller), and searches those whose index, counted from 0 in breadth-first
 * order, is part - 1 modulo parts, with `threads` threads as dlx_solve_parallel does. Part 1 also
 * counts the solutions and the nodes met while splitting (every part repeats that walk, and the
 * others leave it out). So the parts 1 .. parts of one problem, each run once with the same
 * search, together count every solution exactly once, and their nodes add up to those of the
 * serial search (with the links: the bitset's inferences adapt to each subtree).
 * DLX_ERROR_PART_OUT_OF_RANGE when part is 0 or above parts; otherwise as dlx_solve_parallel. The
 * fraction done of its progress reports is of the part's own share: its subtrees' weights add up
 * to 1. */
DLX_EXPORT dlx_status dlx_solve_part(dlx_solver *solver, const dlx_search *search, uint32_t part,
                                     uint32_t parts, unsigned threads, dlx_statistics *statistics);

/* A search that hands out its solutions one at a time, for callers that pull them (a generator
 * of a binding, a loop that stops when it has seen enough) rather than receive them in a callback.
 * The search really stops at each solution and goes on from there at the next call: no thread,
 * and no list of solutions built first. */
typedef struct dlx_iterator dlx_iterator;

/* Starts such a search: `search` as for dlx_solve (NULL: every solution), copied, so the caller
 * may free it and its preselected options at once. solution_limit, node_limit, the preselected
 * options, stop_request and the progress reports are honoured; on_solution and restarts are
 * ignored. It runs the representation dlx_solve would run (Algorithm M with bounds); its
 * statistics say which ran. Its solutions, and their order, are those of dlx_solve on that
 * representation, except for a listing of every solution of the whole problem (no solution or
 * node limit, nothing preselected, no bounds) that `symmetry` allows: as a count does (see
 * dlx_search.symmetry; AUTOMATIC first counts silently for a quarter of the trial's nodes, 1,024
 * to 16,384, and lists plainly a problem done by then), it may search only the solutions that hold
 * the first option of each class of a root item's options, and hand out each one's images under the
 * automorphisms that map that option onto the others of its class: every solution once, in another
 * order, the search up to several times shorter (statistics.symmetry_classes says so, and nodes
 * count the trial's). On success *iterator owns a new handle freed with dlx_iterator_destroy, and
 * the solver is busy until then (a listing by classes: until its last solution): dlx_solve,
 * dlx_add_option and the like return DLX_ERROR_SEARCH_IN_PROGRESS. Returns DLX_OK (also when two
 * preselected options conflict: the iterator then lists nothing and its status says
 * DLX_PRESELECTED_OPTIONS_CONFLICT), DLX_ERROR_NULL_ARGUMENT, DLX_ERROR_SEARCH_IN_PROGRESS,
 * DLX_ERROR_OPTION_OUT_OF_RANGE or DLX_ERROR_OUT_OF_MEMORY, with *iterator NULL on failure. */
DLX_EXPORT dlx_status dlx_iterator_create(dlx_solver *solver, const dlx_search *search,
                                          dlx_iterator **iterator);

/* Runs the search on to its next solution: returns 1 and points *option_ids at its option ids
 * (the preselected ones first, as for on_solution) and *option_count at their number, valid until
 * the next call or dlx_iterator_destroy; or returns 0 when the search is over (every solution
 * listed, a limit, a stop request: dlx_iterator_status says which), and then 0 at every later
 * call. option_ids and option_count may be NULL; NULL iterator returns 0. */
DLX_EXPORT int dlx_iterator_next(dlx_iterator *iterator, const uint32_t **option_ids,
                                 size_t *option_count);

/* 1 when the next dlx_iterator_next hands out a solution at once, without searching (an image of a
 * solution already found, in a listing by symmetry classes), else 0 (also for NULL): a binding may
 * then skip what it does around a search that may take long (releasing an interpreter lock,
 * arming a signal handler). */
DLX_EXPORT int dlx_iterator_ready(const dlx_iterator *iterator);

/* How the search stands: DLX_OK while it runs and when it listed every solution, a DLX_STOPPED_*
 * status when it was cut short, DLX_PRESELECTED_OPTIONS_CONFLICT, or DLX_ERROR_NULL_ARGUMENT for
 * NULL. statistics (may be NULL) receives the solutions listed and the nodes and updates so far. */
DLX_EXPORT dlx_status dlx_iterator_status(const dlx_iterator *iterator, dlx_statistics *statistics);

/* Frees the iterator, at any point of its search, and leaves the solver exactly as before
 * dlx_iterator_create, free for other searches. NULL is allowed and does nothing. */
DLX_EXPORT void dlx_iterator_destroy(dlx_iterator *iterator);
/* Draws `samples` solutions uniformly at random, independently (with replacement), from all the
 * solutions of the search, and passes each to search->on_solution (which must not be NULL): it
 * counts them first with the memo (whatever search->memo says), then picks for each sample a
 * number r below the count and walks down to the r-th solution through the counts of the cache.
 * The draws come from `seed` alone (a fixed generator, splitmix64), so a seed gives the same
 * samples on every machine. solution_limit is ignored; a stop (node_limit, stop_request) before
 * the count is complete returns its status with no sample drawn. statistics are those of the
 * count. Bounds (dlx_set_item_bounds) are allowed. Returns what dlx_solve returns, or
 * DLX_ERROR_NULL_ARGUMENT without on_solution. */
DLX_EXPORT dlx_status dlx_sample(dlx_solver *solver, const dlx_search *search, uint64_t samples,
                                 uint64_t seed, dlx_statistics *statistics);
/* Costs (Knuth's DLX5): every option has a cost, 0 unless dlx_set_option_cost set it, and the cost
 * of a solution is the sum of the costs of its options. dlx_solve ignores costs; dlx_solve_cheapest
 * finds the cheapest solutions.
 *
 * The largest cost of one option: a solution's cost, at most 2^30 options of at most this, never
 * passes 2^62, so sums never wrap. */
#define DLX_MAXIMUM_COST UINT64_C(0xffffffff)

/* Sets the cost of option option_id (added before; costs may be set at any time outside a search,
 * and set back to 0). Returns DLX_OK, DLX_ERROR_NULL_ARGUMENT, DLX_ERROR_OPTION_OUT_OF_RANGE,
 * DLX_ERROR_COST_OUT_OF_RANGE (above DLX_MAXIMUM_COST), DLX_ERROR_SEARCH_IN_PROGRESS or
 * DLX_ERROR_OUT_OF_MEMORY (the first cost other than 0 allocates 4 bytes per option); on failure
 * the solver is unchanged. dlx_copy copies costs; dlx_problem_hash leaves them out. */
DLX_EXPORT dlx_status dlx_set_option_cost(dlx_solver *solver, uint32_t option_id, uint64_t cost);

/* The cost of option option_id (0 when solver is NULL or the option does not exist). */
DLX_EXPORT uint64_t dlx_option_cost(const dlx_solver *solver, uint32_t option_id);

/* Receives a solution with its cost: its option ids as dlx_solution_callback receives them (the
 * preselected ones first), valid only during the call. A non-zero return stops what calls it. */
typedef int (*dlx_costed_solution_callback)(void *context, const uint32_t *option_ids,
                                            size_t option_count, uint64_t cost);

/* What dlx_solve_cheapest looks for and whom it tells. Zero-initialise it: all zero means "the
 * cheapest solution, told to nobody" (statistics still count it). */
typedef struct dlx_cheapest {
  uint64_t k; /* how many of the cheapest solutions to find; 0 means 1 */
  /* Called during the search with each solution that enters the k cheapest found so far (the
   * first k found, then each cheaper than the dearest kept); a non-zero return stops the search
   * (DLX_STOPPED_BY_CALLBACK). May be NULL. */
  dlx_costed_solution_callback on_improvement;
  void *improvement_context;
  /* Called after the search, however it ended (unless with an error status), once for each
   * solution kept, cheapest first: the k cheapest solutions when the search returned DLX_OK, the
   * best found so far otherwise. A non-zero return ends the calls. May be NULL. */
  dlx_costed_solution_callback on_best;
  void *best_context;
} dlx_cheapest;

/* Branch and bound for the k cheapest solutions (Knuth's DLX5, after Garfinkel and Nemhauser 1969),
 * colors included, on a copy of the problem made for the search (memory: a few times the option
 * entries, plus the k solutions kept). Every primary item is first "taxed" the cost of its cheapest
 * option, taken off every option that has it (which changes every solution's cost by the same
 * amount), and the taxes are then raised toward the best dual of the linear relaxation (a
 * subgradient ascent in double precision, kept apart from fused multiply-adds, then made feasible
 * in whole numbers). At each node the items still to cover are taxed again the same way, greedily,
 * each the least that its options still cost after the taxes of their items taxed before it: the
 * sum of these taxes is a lower bound of what the rest of a solution costs. A branch whose cost so
 * far plus this bound is not below the cost of the k-th cheapest solution found so far is cut. The
 * search branches on the item with the fewest options whose branch is not cut (ties: the highest
 * tax, then the first), and tries them cheapest bound first (ties: the smaller id).
 *
 * Ties: a solution that costs as much as the k-th cheapest kept does not replace it, so among
 * solutions of equal cost the search keeps those it finds first. The search is deterministic: the
 * same problem, costs, k and preselected options give the same solutions, in the same order, on
 * every run, and on every machine whose doubles are IEEE 754 (the taxes' ascent: not x87's excess
 * precision) (but which of several solutions of equal cost is kept is not otherwise
 * specified: only the costs of the k cheapest are). The solutions given to on_best are sorted by
 * cost, equal costs in the order they were found.
 *
 * From search (which may be NULL) it takes node_limit, stop_request and the preselected options
 * (taken first, their costs included, as dlx_solve does); the other fields are ignored. Returns
 * DLX_OK when the search finished: the solutions kept are then the k cheapest (fewer when there
 * are fewer solutions; none when there is none); DLX_STOPPED_AT_NODE_LIMIT,
 * DLX_STOPPED_BY_REQUEST or DLX_STOPPED_BY_CALLBACK when it was cut short: the solutions kept are
 * the best found, not proven the cheapest; DLX_ERROR_COSTS_WITH_BOUNDS when some item has bounds
 * other than [1, 1] (multiplicities are not supported here); or what dlx_solve returns for bad
 * arguments, DLX_PRESELECTED_OPTIONS_CONFLICT and DLX_ERROR_OUT_OF_MEMORY. statistics may be
 * NULL; solutions counts the solutions that entered the k cheapest, nodes the partial solutions
 * visited (the empty one and the solutions included), updates the option entries removed from
 * lists; representation is LINKS. */
DLX_EXPORT dlx_status dlx_solve_cheapest(dlx_solver *solver, const dlx_search *search,
                                         const dlx_cheapest *cheapest, dlx_statistics *statistics);

#ifdef __cplusplus
}
#endif

#endif
