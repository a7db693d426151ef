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
 * in dlx/internal_tuning.h of the sources, with the measurements behind them in bench/README.md.
 */
typedef enum dlx_representation {
  DLX_REPRESENTATION_AUTOMATIC = 0,
  DLX_REPRESENTATION_LINKS,
  DLX_REPRESENTATION_BITSET,
} dlx_representation;

/* Turns an inference of the bitset search on or off; AUTOMATIC leaves it to the engine. The
 * inferences never change the solutions, only the nodes visited; the links ignore them. */
typedef enum dlx_switch { DLX_SWITCH_AUTOMATIC = 0, DLX_SWITCH_ON, DLX_SWITCH_OFF } dlx_switch;

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
   *     can be dominated at all, turned off by the search itself once it removes options at too
   *     few of its nodes to pay);
   *   tie_break: among the first few items with the fewest options, branch on the one whose
   *     options meet the most active options (automatic: off).
   * With all three off, the bitset search visits exactly the nodes of the links. The automatic
   * settings depend on the search alone, so a repeated search repeats its nodes. Their thresholds
   * are tuning, as those of AUTOMATIC above (internal_bitset.h, bench/README.md). */
  dlx_switch forced_options, item_domination, tie_break;
  /* Progress reports: when on_progress is not NULL, it is called with progress_context once the
   * search has visited progress_interval_nodes nodes more than at the previous report (rounded up
   * to a multiple of 1024; 0: 65,536; checked every 1024 nodes, when stop_request is read), and
   * once more when the search ends, unless it failed before it started (an error status). */
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
   * in), shuffled run k
   * with restart_unit_nodes times the k-th term of Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, ...),
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

/* dlx_solve on several threads (POSIX threads): the same answer as dlx_solve, found faster. The
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

#ifdef __cplusplus
}
#endif

#endif
