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

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header, the one dlx.pc gives; dlx_version() returns the library's. */
#define DLX_VERSION "0.3.0"
/* The number of the soname (libdlx.so.N): it grows with every change that breaks a program built
 * against an earlier header (a struct's layout, a parameter, a symbol removed). */
#define DLX_ABI_VERSION 2

/* Marks the functions the library exports (built with hidden visibility). */
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
  DLX_STOPPED_BY_REQUEST,           /* the search's stop flag was raised */
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
  DLX_ERROR_UNKNOWN_OPTION,           /* no option (or statistic) has that name */
  DLX_ERROR_BAD_OPTION_VALUE,         /* a value the option does not take */
  DLX_ERROR_OPTION_NOT_HONOURED,      /* an option set that this entry point cannot honour */
} dlx_status;

/* The running library's version, "MAJOR.MINOR.PATCH" (DLX_VERSION of the dlx.h it was built with).
 */
DLX_EXPORT const char *dlx_version(void);

/* A static English description of a status, never NULL (an unknown value gets a generic one). */
DLX_EXPORT const char *dlx_strerror(dlx_status status);
/* The status's name: its constant without "DLX_", in lower case ("stopped_at_node_limit"), or
 * "unknown"; and the number of statuses (they run from 0 to dlx_status_count() - 1). */
DLX_EXPORT const char *dlx_status_name(dlx_status status);
DLX_EXPORT int dlx_status_count(void);

/* Creates a solver of primary_count primary and secondary_count secondary items (at most 2^30 in
 * all; zero is allowed: one solution, the empty one), with no options; *solver is NULL on failure.
 */
DLX_EXPORT dlx_status dlx_create(dlx_solver **solver, uint32_t primary_count,
                                 uint32_t secondary_count);

/* Frees a solver and everything it owns. NULL is allowed and does nothing. */
DLX_EXPORT void dlx_destroy(dlx_solver *solver);

/* Adds an option of item_count distinct items (copied), below the existing ones in every item's
 * list, so searches try options in the order they were added; *option_id (if not NULL) receives its
 * id, the number of options added before. On failure the solver is unchanged. */
DLX_EXPORT dlx_status dlx_add_option(dlx_solver *solver, const uint32_t *items, size_t item_count,
                                     uint32_t *option_id);

/* The largest color dlx_add_colored_option accepts. */
#define DLX_MAXIMUM_COLOR UINT32_C(0x7fffffff)

/* The same with colors (Knuth's Algorithm C): colors[k] is the color of items[k], 0 for none, and
 * two options may share a secondary item when they give it the same non-zero color. colors NULL is
 * dlx_add_option. */
DLX_EXPORT dlx_status dlx_add_colored_option(dlx_solver *solver, const uint32_t *items,
                                             const uint32_t *colors, size_t item_count,
                                             uint32_t *option_id);

/* Multiplicities (Knuth's DLX3, Algorithm M): a solution covers primary item `item` by at least
 * `lower` and at most `upper` of its options (every primary item starts with [1, 1]). Set at any
 * time outside a search; searches then run Algorithm M on the links (dlx(3)). */
DLX_EXPORT dlx_status dlx_set_item_bounds(dlx_solver *solver, uint32_t item, uint32_t lower,
                                          uint32_t upper);

/* The bounds of primary item `item`. */
DLX_EXPORT dlx_status dlx_item_bounds(const dlx_solver *solver, uint32_t item, uint32_t *lower,
                                      uint32_t *upper);

/* The sizes of a solver (0 for NULL); dlx_option_count is also the next option's id. */
DLX_EXPORT uint32_t dlx_primary_count(const dlx_solver *solver);
DLX_EXPORT uint32_t dlx_secondary_count(const dlx_solver *solver);
DLX_EXPORT uint32_t dlx_option_count(const dlx_solver *solver);

/* Receives each solution: its option ids, the preselected ones first, valid during the call only.
 * A non-zero return stops the search (DLX_STOPPED_BY_CALLBACK). It must not change or search the
 * solver. */
typedef int (*dlx_solution_callback)(void *context, const uint32_t *option_ids,
                                     size_t option_count);

/* A progress report: fraction_done is Knuth's estimate of the share of the search tree done, from 0
 * to 1, never decreasing (dlx(3)). */
typedef struct dlx_progress {
  uint64_t solutions;   /* found so far */
  uint64_t nodes;       /* visited so far */
  double fraction_done; /* estimated, from 0 to 1 */
} dlx_progress;

/* Receives progress reports, valid during the call; it must not change or search the solver. */
typedef void (*dlx_progress_callback)(void *context, const dlx_progress *progress);

/* How a search represents the options still available (option "representation"): dancing links,
 * or a bitset of active options copied at each level (which allows inferences); AUTOMATIC chooses
 * by a measured rule that depends on the problem and the preselection alone. */
typedef enum dlx_representation {
  DLX_REPRESENTATION_AUTOMATIC = 0,
  DLX_REPRESENTATION_LINKS,
  DLX_REPRESENTATION_BITSET,
} dlx_representation;

/* The setting of an inference or a strategy; AUTOMATIC leaves it to the engine. */
typedef enum dlx_switch { DLX_SWITCH_AUTOMATIC = 0, DLX_SWITCH_ON, DLX_SWITCH_OFF } dlx_switch;

/* Exact counts of any size: a natural number (the memo's counts pass 2^64), as an opaque handle.
 * Functions that grow a count return DLX_OK or DLX_ERROR_OUT_OF_MEMORY (count unchanged). */
typedef struct dlx_count dlx_count;
DLX_EXPORT dlx_status dlx_count_create(dlx_count **count);
DLX_EXPORT void dlx_count_destroy(dlx_count *count);
DLX_EXPORT dlx_status dlx_count_set(dlx_count *count, uint64_t value);
/* sum += term (the two may be the same count). */
DLX_EXPORT dlx_status dlx_count_add(dlx_count *sum, const dlx_count *term);
/* count *= factor. */
DLX_EXPORT dlx_status dlx_count_multiply_small(dlx_count *count, uint32_t factor);
/* 1 with *value set when the count fits 64 bits, else 0 with UINT64_MAX. */
DLX_EXPORT int dlx_count_to_u64(const dlx_count *count, uint64_t *value);
/* Its 64-bit limbs, least significant first: writes min(n, capacity) and returns n. */
DLX_EXPORT size_t dlx_count_limbs(const dlx_count *count, uint64_t *limbs, size_t capacity);
/* Its decimal digits, snprintf-style (returns the length without the NUL). */
DLX_EXPORT size_t dlx_count_decimal(const dlx_count *count, char *text, size_t capacity);

/* The memoized count's modes (option "memo"): AUTOMATIC decides after a trial of the plain search
 * whether the memo pays; ON counts with it whenever the search only counts; OFF never. */
typedef enum dlx_memo_mode { DLX_MEMO_AUTOMATIC = 0, DLX_MEMO_ON, DLX_MEMO_OFF } dlx_memo_mode;

#define DLX_MEMO_DEFAULT_BYTES (UINT64_C(2) << 30)

/* Receives one node of the ZDD of all solutions (Knuth's ZDDREAD order: each node after the nodes
 * it refers to, the root last): node `id` (2 up; 0 is the empty family, 1 the empty set) stands for
 * option `option_id`, with branches lo (without it) and hi (with it). Complete only when the
 * search returned DLX_OK. */
typedef void (*dlx_zdd_callback)(void *context, uint64_t id, uint32_t option_id, uint64_t lo,
                                 uint64_t hi);

/* A stop request that any thread, or a signal handler, may raise: searches given it in
 * dlx_search.stop read it every 1024 nodes (and every few milliseconds outside the nodes) and end
 * with DLX_STOPPED_BY_REQUEST. One flag may watch over many searches and solvers. */
typedef struct dlx_stop dlx_stop;
DLX_EXPORT dlx_status dlx_stop_create(dlx_stop **stop);
DLX_EXPORT void dlx_stop_destroy(dlx_stop *stop);
/* Raises the flag: a lock-free atomic store, safe from any thread and from a signal handler. */
DLX_EXPORT void dlx_request_stop(dlx_stop *stop);
/* Lowers it again, for the next searches. */
DLX_EXPORT void dlx_clear_stop(dlx_stop *stop);
/* 1 when raised, else 0 (also for NULL). */
DLX_EXPORT int dlx_stop_requested(const dlx_stop *stop);

/* What one search asks: the part of a search that every entry point reads. Zero-initialise it and
 * set what you need: all zero means "count every solution, no callback, nothing preselected".
 * How the engine searches (representation, inferences, memo, symmetry, restarts, ...) are the
 * solver's options, set by name with dlx_set_option. */
typedef struct dlx_search {
  size_t size;             /* sizeof(dlx_search); 0 (or a size no layout has) means this layout */
  uint64_t solution_limit; /* stop after this many solutions; 0: no limit */
  uint64_t node_limit;     /* stop after this many search nodes; 0: no limit */
  const uint32_t *preselected_options; /* options every solution must contain */
  size_t preselected_count;
  const dlx_stop *stop;              /* if not NULL, a raised flag stops the search */
  dlx_solution_callback on_solution; /* may be NULL */
  void *context;                     /* passed to on_solution */
  dlx_progress_callback on_progress; /* may be NULL; called every progress_interval_nodes */
  void *progress_context;
  uint64_t progress_interval_nodes; /* rounded up to a multiple of 1024; 0: 65,536 */
} dlx_search;

/* What ran, as the planner decided it (dlx_statistics.plan): a set of these bits. */
enum {
  DLX_PLAN_BITSET = 1u << 0,         /* the bitset representation (else the links) */
  DLX_PLAN_BOUNDS = 1u << 1,         /* Algorithm M, for items with bounds */
  DLX_PLAN_TRIAL = 1u << 2,          /* the automatic trial of the plain search */
  DLX_PLAN_MEMO = 1u << 3,           /* the memoized count, to the end */
  DLX_PLAN_MEMO_ABANDONED = 1u << 4, /* the memoized count, given up */
  DLX_PLAN_SYMMETRY = 1u << 5,       /* searches by symmetry classes */
  DLX_PLAN_RESTARTS = 1u << 6,       /* randomised restarts */
  DLX_PLAN_THREADS = 1u << 7,        /* subtrees on several threads, or one part of them */
  DLX_PLAN_COSTS = 1u << 8,          /* branch and bound on costs */
  DLX_PLAN_SAMPLES = 1u << 9,        /* uniform samples through the memo's counts */
};

/* What one search did: a node is a partial solution the search visited, an update the removal of
 * an option entry from an item's list. dlx(3) describes each field; dlx_statistic_value reads any
 * of them by name. */
typedef struct dlx_statistics {
  size_t size; /* sizeof(dlx_statistics); 0 (or a size no layout has) means this layout */
  uint64_t solutions, nodes, updates;
  dlx_representation representation; /* the one that ran */
  uint64_t restarts;                 /* runs after the first */
  int memo;                          /* 1 when the memoized count ran to the end */
  uint64_t memo_hits, memo_entries, memo_peak_bytes;
  uint32_t symmetry_item, symmetry_item_options, symmetry_classes;
  int memo_capped; /* 1: memo_bytes kept the cache from growing; 2: the system refused memory */
  uint64_t memo_replaced;
  uint32_t plan; /* DLX_PLAN_* bits */
} dlx_statistics;

/* The statistics by name: their number, the name of statistic `index` (NULL out of range), the
 * value of the one named `name` (DLX_ERROR_UNKNOWN_OPTION for another name), and the plan as words
 * ("links, trial, memo given up"), snprintf-style. */
DLX_EXPORT int dlx_statistic_count(void);
DLX_EXPORT const char *dlx_statistic_name(int index);
DLX_EXPORT dlx_status dlx_statistic_value(const dlx_statistics *statistics, const char *name,
                                          uint64_t *value);
DLX_EXPORT size_t dlx_plan_describe(uint32_t plan, char *text, size_t capacity);

/* How a search runs is the solver's options: one table, each row an option with a name, its values
 * (a word of `values`, or a number from minimum to maximum), a default and the entry points that
 * honour it. An entry point asked for an option it cannot honour (set to other than its default)
 * returns DLX_ERROR_OPTION_NOT_HONOURED; dlx(3) says what each option does. */
typedef enum dlx_option {
  DLX_OPTION_REPRESENTATION = 0, /* automatic|links|bitset */
  DLX_OPTION_FORCED_OPTIONS,     /* automatic|on|off: the bitset's forced options */
  DLX_OPTION_ITEM_DOMINATION,    /* automatic|on|off: the bitset's item domination */
  DLX_OPTION_TIE_BREAK,          /* automatic|on|off: the bitset's tie break */
  DLX_OPTION_WEIGHTED_BRANCHING, /* automatic|on|off: the bitset's weighted branching */
  DLX_OPTION_RESTARTS,           /* off|on: randomised restarts for one solution */
  DLX_OPTION_RESTART_SEED,       /* the restarts' shuffles come from this seed */
  DLX_OPTION_RESTART_UNIT_NODES, /* the restarts' unit run; 0: one node per primary item */
  DLX_OPTION_MEMO,               /* automatic|on|off: the memoized count */
  DLX_OPTION_MEMO_BYTES,         /* the memo's cache bound; 0: DLX_MEMO_DEFAULT_BYTES */
  DLX_OPTION_SYMMETRY,           /* automatic|on|off: counts by symmetry classes */
  DLX_OPTION_COUNT
} dlx_option;

/* The entry points, as bits of dlx_option_info.honoured_by. */
enum {
  DLX_ENTRY_SOLVE = 1u << 0,
  DLX_ENTRY_PARALLEL = 1u << 1, /* dlx_solve_parallel with more than one thread */
  DLX_ENTRY_PART = 1u << 2,     /* dlx_solve_part with more than one part */
  DLX_ENTRY_ITERATOR = 1u << 3,
  DLX_ENTRY_SAMPLE = 1u << 4,
  DLX_ENTRY_CHEAPEST = 1u << 5,
};

typedef struct dlx_option_info {
  const char *name;   /* "memo" */
  const char *values; /* "automatic|on|off" (the value is the word's index), NULL for a number */
  uint64_t default_value, minimum, maximum;
  unsigned honoured_by; /* DLX_ENTRY_* bits */
  const char *summary;  /* one line of English */
} dlx_option_info;

/* The row of an option (NULL out of range), and the option of a name. */
DLX_EXPORT const dlx_option_info *dlx_option_describe(dlx_option option);
DLX_EXPORT dlx_status dlx_option_find(const char *name, dlx_option *option);
/* Sets an option by name and value as text ("memo", "off"; "restart_seed", "42"): returns DLX_OK,
 * DLX_ERROR_UNKNOWN_OPTION, DLX_ERROR_BAD_OPTION_VALUE, DLX_ERROR_NULL_ARGUMENT or
 * DLX_ERROR_SEARCH_IN_PROGRESS. The options stay until set again; dlx_copy copies them. */
DLX_EXPORT dlx_status dlx_set_option(dlx_solver *solver, const char *name, const char *value);
/* The same by id and number (a word's index for options with words). */
DLX_EXPORT dlx_status dlx_set_option_value(dlx_solver *solver, dlx_option option, uint64_t value);
/* The option's value (its default for NULL or an unknown option). */
DLX_EXPORT uint64_t dlx_option_value(const dlx_solver *solver, dlx_option option);
/* Where the exact count of the next searches goes (of any size, whatever the search; NULL: none),
 * and who receives the ZDD of a memoized count (NULL: nobody). Honoured by dlx_solve and
 * dlx_sample, and the count by dlx_solve_parallel and dlx_solve_part too. */
DLX_EXPORT dlx_status dlx_set_exact_count(dlx_solver *solver, dlx_count *count);
DLX_EXPORT dlx_status dlx_set_zdd_callback(dlx_solver *solver, dlx_zdd_callback on_zdd_node,
                                           void *context);

/* Searches for the solutions that contain every preselected option (search NULL: count every
 * solution; statistics may be NULL, and are always filled). Returns DLX_OK when every solution was
 * found, a DLX_STOPPED_* status when the search was cut short (the count is then a lower bound),
 * DLX_PRESELECTED_OPTIONS_CONFLICT, or an error. Whatever the result, the solver is left exactly
 * as it was. */
DLX_EXPORT dlx_status dlx_solve(dlx_solver *solver, const dlx_search *search,
                                dlx_statistics *statistics);

/* Checks every link, list length and color mark (as between searches): DLX_OK or
 * DLX_ERROR_INCONSISTENT. Linear in the size of the problem; tests call it after searches. */
DLX_EXPORT dlx_status dlx_check_consistency(const dlx_solver *solver);

/* Writes the first min(size, capacity) items of option option_id, in the order added, and their
 * colors (0: none) when colors is not NULL; returns its size (0 when it does not exist). */
DLX_EXPORT size_t dlx_option_items(const dlx_solver *solver, uint32_t option_id, uint32_t *items,
                                   uint32_t *colors, size_t capacity);

/* A new solver with the same items, bounds, options (ids, order, colors, costs) and settings. */
DLX_EXPORT dlx_status dlx_copy(const dlx_solver *solver, dlx_solver **copy);

/* A 64-bit fingerprint of the problem (items, options, colors, bounds; not costs), the same on
 * every machine, to check that the results of dlx_solve_part come from one problem. */
DLX_EXPORT dlx_status dlx_problem_hash(const dlx_solver *solver, uint64_t *hash);

/* dlx_solve on several threads: the tree is split the same way whatever the engine into subtrees
 * that each thread searches on a copy of the solver; the answer is dlx_solve's (threads 0 or 1:
 * dlx_solve itself). on_solution and on_progress are called under a lock; the node limit is a
 * budget the threads share. */
DLX_EXPORT dlx_status dlx_solve_parallel(dlx_solver *solver, const dlx_search *search,
                                         unsigned threads, dlx_statistics *statistics);

/* Part `part` (1 .. parts) of the search, for one count spread over processes or machines: the
 * parts of one problem, each run once with the same search, together count every solution once,
 * and their nodes add up to those of the serial search on the links. */
DLX_EXPORT dlx_status dlx_solve_part(dlx_solver *solver, const dlx_search *search, uint32_t part,
                                     uint32_t parts, unsigned threads, dlx_statistics *statistics);

/* How the parts of one count share it: the same for every part of one problem and one search,
 * decided from the problem and the options alone (never from timing), so that every machine splits
 * alike. */
typedef enum dlx_split_mode {
  DLX_SPLIT_PLAIN = 0, /* the subtrees of the plain tree (option symmetry off, or no symmetry) */
  DLX_SPLIT_SYMMETRIC, /* the subtrees of the searches of the symmetry classes */
  DLX_SPLIT_MEMO,      /* part 1 counts the whole problem with the memo, the others nothing */
} dlx_split_mode;

/* The most distinct denominators of a part's fractions. */
#define DLX_PART_MAXIMUM_FRACTIONS 16

/* What one part counted, for dlx_merge_add. A part of the symmetric split may count a share of a
 * solution's orbit that is no whole number: its count is solutions plus the sum of the fractions
 * numerators[k] / denominators[k] (each below 1), and the fractions of all the parts add up to a
 * whole number. */
typedef struct dlx_part_result {
  uint32_t part, parts;
  uint64_t problem_hash; /* dlx_problem_hash */
  dlx_split_mode mode;
  uint64_t solutions_high, solutions_low; /* the count's whole part, exact: high * 2^64 + low */
  uint32_t fraction_count;
  uint64_t numerators[DLX_PART_MAXIMUM_FRACTIONS], denominators[DLX_PART_MAXIMUM_FRACTIONS];
  uint64_t nodes;
  int complete; /* 1 when the part's search returned DLX_OK */
} dlx_part_result;

/* dlx_solve_part for a count (search: no callback, no solution limit), its result filled (zeroed
 * first, whatever the status): the split by symmetry classes when option symmetry is not off and
 * the problem has symmetries, the memo in part 1 alone when the memo counts the problem at once
 * (option memo not off), else the plain split. DLX_ERROR_OPTION_NOT_HONOURED for a callback or a
 * limit of solutions; DLX_ERROR_TOO_LARGE when a part's count needs more fractions than it holds.
 */
DLX_EXPORT dlx_status dlx_count_part(dlx_solver *solver, const dlx_search *search, uint32_t part,
                                     uint32_t parts, unsigned threads, dlx_part_result *result,
                                     dlx_statistics *statistics);

/* The sum of the parts of one count, checked: dlx_merge_add takes the results one by one and
 * refuses one of another problem, of another split into parts, of another mode, or a part already
 * added; a partial part is taken (so that dlx_merge_missing names it) but refused too. A refusal
 * returns its verdict with an English message (snprintf-style, into message, which may be NULL);
 * `origin` (may be NULL) names the earlier result a message refers to ("parts.jsonl:3"). */
typedef enum dlx_merge_verdict {
  DLX_MERGE_OK = 0,
  DLX_MERGE_OTHER_PROBLEM, /* another problem hash than the first result's */
  DLX_MERGE_OTHER_SPLIT,   /* another number of parts */
  DLX_MERGE_OTHER_MODE,    /* another dlx_split_mode */
  DLX_MERGE_REPEATED,      /* a part already added */
  DLX_MERGE_PARTIAL,       /* a part whose search was stopped */
  DLX_MERGE_MISSING,       /* dlx_merge_total: parts never added */
  DLX_MERGE_FRACTIONS,     /* dlx_merge_total: the fractions add up to no whole number */
  DLX_MERGE_EMPTY,         /* dlx_merge_total: nothing added */
  DLX_MERGE_OUT_OF_MEMORY,
  DLX_MERGE_BAD_RESULT, /* a part out of 1 .. parts, or a fraction not below 1 */
} dlx_merge_verdict;
typedef struct dlx_merge dlx_merge;
DLX_EXPORT dlx_status dlx_merge_create(dlx_merge **merge);
DLX_EXPORT void dlx_merge_destroy(dlx_merge *merge);
DLX_EXPORT dlx_merge_verdict dlx_merge_add(dlx_merge *merge, const dlx_part_result *result,
                                           const char *origin, char *message, size_t capacity);
/* The parts still to run: never added, or added partial. Writes up to capacity of their numbers,
 * in order, and returns how many there are; *parts (may be NULL) receives N (0: nothing added). */
DLX_EXPORT size_t dlx_merge_missing(const dlx_merge *merge, uint32_t *missing, size_t capacity,
                                    uint32_t *parts);
/* The total, when every part was added once and complete and the fractions add up to whole
 * numbers: DLX_MERGE_OK with solutions and nodes set (either may be NULL); else the first of
 * DLX_MERGE_EMPTY, DLX_MERGE_MISSING (the message names them), DLX_MERGE_PARTIAL,
 * DLX_MERGE_FRACTIONS, DLX_MERGE_OUT_OF_MEMORY. */
DLX_EXPORT dlx_merge_verdict dlx_merge_total(const dlx_merge *merge, dlx_count *solutions,
                                             dlx_count *nodes, char *message, size_t capacity);
/* "plain", "symmetric" or "memo" (NULL for another value), and the mode of a name. */
DLX_EXPORT const char *dlx_split_mode_name(dlx_split_mode mode);
DLX_EXPORT dlx_status dlx_split_mode_find(const char *name, dlx_split_mode *mode);

/* A search that hands out its solutions one at a time (no thread, no list built first). */
typedef struct dlx_iterator dlx_iterator;

/* Starts it (search copied; NULL: every solution); the solver is busy until
 * dlx_iterator_destroy. on_solution is not called. A preselection conflict is reported by
 * dlx_iterator_status. */
DLX_EXPORT dlx_status dlx_iterator_create(dlx_solver *solver, const dlx_search *search,
                                          dlx_iterator **iterator);

/* Runs on to the next solution: 1 with its option ids (valid until the next call), 0 at the end. */
DLX_EXPORT int dlx_iterator_next(dlx_iterator *iterator, const uint32_t **option_ids,
                                 size_t *option_count);

/* 1 when the next solution is at hand without searching (an image under a symmetry), else 0. */
DLX_EXPORT int dlx_iterator_ready(const dlx_iterator *iterator);

/* DLX_OK while running or when all were listed, else how it stopped; the statistics so far. */
DLX_EXPORT dlx_status dlx_iterator_status(const dlx_iterator *iterator, dlx_statistics *statistics);

/* Frees it at any point, the solver left as before dlx_iterator_create (NULL allowed). */
DLX_EXPORT void dlx_iterator_destroy(dlx_iterator *iterator);
/* Draws `samples` solutions uniformly at random with replacement (from `seed` alone, the same on
 * every machine), each passed to search->on_solution (required), after counting them with the
 * memo. A stop before the count is complete draws none. */
DLX_EXPORT dlx_status dlx_sample(dlx_solver *solver, const dlx_search *search, uint64_t samples,
                                 uint64_t seed, dlx_statistics *statistics);
/* Costs (Knuth's DLX5): every option has a cost, 0 unless set, and a solution costs the sum of its
 * options'; dlx_solve ignores costs, dlx_solve_cheapest looks for the cheapest. The largest cost of
 * one option (a sum never passes 2^62): */
#define DLX_MAXIMUM_COST UINT64_C(0xffffffff)

/* Sets the cost of option option_id (at any time outside a search). */
DLX_EXPORT dlx_status dlx_set_option_cost(dlx_solver *solver, uint32_t option_id, uint64_t cost);

/* The cost of option option_id (0 when solver is NULL or the option does not exist). */
DLX_EXPORT uint64_t dlx_option_cost(const dlx_solver *solver, uint32_t option_id);

/* Receives a solution with its cost, valid during the call; non-zero stops what calls it. */
typedef int (*dlx_costed_solution_callback)(void *context, const uint32_t *option_ids,
                                            size_t option_count, uint64_t cost);

/* What dlx_solve_cheapest looks for (all zero: the cheapest solution, told to nobody). */
typedef struct dlx_cheapest {
  uint64_t k; /* how many of the cheapest solutions to find; 0 means 1 */
  dlx_costed_solution_callback on_improvement; /* each solution entering the k cheapest so far */
  void *improvement_context;
  dlx_costed_solution_callback on_best; /* after the search: the k kept, cheapest first */
  void *best_context;
} dlx_cheapest;

/* Branch and bound for the k cheapest solutions (Knuth's DLX5), colors included, not bounds. From
 * search it takes node_limit, stop and the preselected options. DLX_OK: the solutions kept are the
 * k cheapest; a DLX_STOPPED_* status: the best found, not proven the cheapest. */
DLX_EXPORT dlx_status dlx_solve_cheapest(dlx_solver *solver, const dlx_search *search,
                                         const dlx_cheapest *cheapest, dlx_statistics *statistics);

#ifdef __cplusplus
}
#endif

#endif
