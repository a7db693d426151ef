/* internal_memo.h: what the files of the memoized count share (dlx.h, dlx_memo_mode): the problem
 * as the solver's compiled view holds it (memo.c), the branching order (memo_order.c), the cache of
 * residual problems (memo_table.c), the search (memo.c) and the sampler (memo_sample.c). Not
 * installed.
 *
 * The state of a partial solution is its key: one bit per primary item (set: covered), then one
 * 32-bit word per secondary item (0: free, MEMO_COVERED: covered by an option without color, else
 * the color it was given). The options left are exactly those whose primary items are free and
 * whose secondary items are free or carry the option's color, so two partial solutions with the
 * same key have the same completions.
 *
 * With multiplicities (dlx_set_item_bounds), a primary item with bounds [lower, upper] is covered
 * by 0 to upper options: its bit is set once it is closed (covered upper times, or closed by the
 * search with at least lower), and while open the key holds, one 32-bit word per such item, how
 * many options cover it (0 once closed: a closed item takes no option, whatever its count). The
 * search picks the options of its item one by one in the order of the item's list, so a state
 * inside an item (some of its options taken, those before `next` passed over) ends the key with
 * next + 1 (0 between items): the residual problem is then the items still open, with the options
 * of the current item from `next` on.
 */
#ifndef DLX_INTERNAL_MEMO_H
#define DLX_INTERNAL_MEMO_H

#include "internal.h"
#include "internal_count.h"
#include "internal_progress.h"

#define MEMO_COVERED UINT32_MAX

/* The problem as the memo reads it: item numbers from 0, the primary ones first. The options and
 * item lists are the solver's compiled view's (internal.h). */
typedef struct memo_problem {
  uint32_t primary_count, secondary_count, option_count;
  const uint32_t
      *option_start;          /* option_count + 1: entries of option k are [start[k], start[k+1]) */
  const uint32_t *entry_item; /* per entry */
  const int32_t *entry_color; /* per entry, 0 for none */
  const uint32_t *item_option_start; /* into item_options, from each item's first option */
  const uint32_t *item_options;      /* the options of each item, in id order */
  uint32_t *order;                   /* the primary items in the order the memo branches on them */
  /* Multiplicities: bounded_index[i] numbers the primary items whose bounds are not [1, 1]
   * (MEMO_UNBOUNDED for the others; the array is NULL when there is none), lower and upper their
   * bounds by that number. */
  uint32_t bounded_count;
  uint32_t *bounded_index, *lower, *upper;
  size_t primary_words, counts_offset, resume_word, key_words;
  double frontier_cost; /* of the order chosen: the sum over its places of 2^(frontier size) */
} memo_problem;

#define MEMO_UNBOUNDED UINT32_MAX
/* A level's option when it closed its item instead of taking one more option. */
#define MEMO_CLOSED UINT32_MAX
/* dlx_memo_count_state's start between items (not inside one). */
#define MEMO_FRESH UINT32_MAX

/* memo_order.c: fills problem->order with the candidate order of narrowest frontier, and
 * problem->frontier_cost with its cost. Returns false when out of memory. */
bool dlx_memo_choose_order(memo_problem *problem);

/* The cache: open addressing, linear probing, slots of `stride` words: the key's hash, the value
 * (MEMO_EMPTY: a free slot; below 2^63: the count itself; else 2^63 + the place in `big` of the
 * count's record: its number of limbs, the index of its slot, then the limbs), the ZDD node when
 * asked for, then the key. */
#define MEMO_EMPTY UINT64_MAX
#define MEMO_BIG (UINT64_C(1) << 63)

typedef struct memo_table {
  uint64_t *slots;
  size_t capacity, used, stride, key_words;
  bool with_zdd;
  uint64_t *big;
  size_t big_length, big_capacity;
  size_t big_garbage; /* words of `big` in records whose slot took another count */
  uint64_t byte_limit, peak_bytes;
  size_t longest_probe; /* the most slots past its home that a key stored lies: finds stop there */
  bool full;            /* the slots cannot grow: new keys replace old ones */
  bool capped;          /* the byte limit kept the slots or a large count from growing */
  bool refused;         /* the system refused memory below the byte limit */
  uint64_t replaced;    /* keys so forgotten */
} memo_table;

bool dlx_memo_table_start(memo_table *table, size_t key_words, bool with_zdd, uint64_t byte_limit);
/* The table's memo_* figures of the statistics. */
void dlx_memo_table_statistics(const memo_table *table, dlx_statistics *statistics);
void dlx_memo_table_free(memo_table *table);
uint64_t dlx_memo_hash(const uint64_t *key, size_t key_words);
/* The slot holding key, or NULL; it looks at no more than longest_probe + 1 slots, so that it ends
 * on a table with no free slot left. */
const uint64_t *dlx_memo_table_find(const memo_table *table, const uint64_t *key, uint64_t hash);
/* Stores key's count (and ZDD node), in place of another key once the table is full. */
void dlx_memo_table_insert(memo_table *table, const uint64_t *key, uint64_t hash,
                           const dlx_count *count, uint64_t zdd);
/* The count of a slot as limbs: *small receives a count that fits a word. */
size_t dlx_memo_table_count(const memo_table *table, const uint64_t *slot, uint64_t *small,
                            const uint64_t **limbs);
static inline uint64_t memo_table_zdd(const uint64_t *slot) {
  return slot[2];
}

/* One level of the search: the residual problem whose item `item` is being branched on. */
typedef struct memo_level {
  uint32_t item, position; /* the item, and its place in the order */
  uint32_t next;           /* the index in the item's options of the next to try */
  uint32_t option;         /* the option being tried, or MEMO_CLOSED */
  bool may_close;          /* multiplicities: the item's lower bound is met (it may close) */
  bool close_pending;      /* ... and the branch that closes it is still to be tried */
  uint64_t resume_key;     /* the key's last word at this level (with multiplicities) */
  size_t undo_height;      /* of the undo stack before the option was taken */
  dlx_count sum;           /* the solutions of the options finished */
  uint64_t zdd;            /* the ZDD of the options finished: 0, or the last node made */
} memo_level;

/* A secondary item's state before an option changed it. */
typedef struct memo_undo {
  uint32_t item, state;
} memo_undo;

/* Everything one memoized count works with. */
typedef struct memo_run {
  const memo_problem *problem;
  uint64_t *key;   /* the state of the partial solution */
  uint32_t *taken; /* multiplicities: per bounded item, the options covering it */
  /* multiplicities: per option, whether it was preselected (it may not be taken again), NULL
   * without preselected options or bounds */
  unsigned char *preselected;
  memo_level *levels;
  size_t level_count;
  memo_undo *undo;
  size_t undo_height;
  memo_table table;
  /* limits and reports, as in the other searches */
  uint64_t node_limit, nodes, updates, hits;
  const dlx_stop *stop;
  const atomic_int *thread_stop;
  progress_reporter progress;
  dlx_count progress_solutions; /* scratch */
  /* DLX_MEMO_AUTOMATIC (automatic): at trial_nodes (0: never), give up unless the memo's
   * estimated cost is below the plain search's estimated nodes; after it, give up once the memo's
   * nodes cost more than those (memo.c) */
  uint64_t trial_nodes, lookups;
  double plain_node_estimate;
  bool automatic;
  bool abandoned;
  dlx_zdd_callback on_zdd_node;
  void *zdd_context;
  uint64_t next_zdd;
} memo_run;

/* memo.c */
dlx_status dlx_memo_problem_build(dlx_solver *solver, memo_problem *problem);
void dlx_memo_problem_free(memo_problem *problem);
dlx_status dlx_memo_run_start(memo_run *run, const memo_problem *problem,
                              const search_settings *search, const dlx_solver *solver);
void dlx_memo_run_free(memo_run *run);
/* Takes the preselected options into the state: DLX_OK, or a conflict or range error. */
dlx_status dlx_memo_preselect(memo_run *run, const uint32_t *options, size_t count);
bool dlx_memo_option_fits(const memo_run *run, uint32_t option);
void dlx_memo_take_option(memo_run *run, uint32_t option);
void dlx_memo_untake_option(memo_run *run, uint32_t option, size_t undo_height);
/* Multiplicities: whether the open item may close (its lower bound is met), closing it and
 * opening it again. */
bool dlx_memo_may_close(const memo_run *run, uint32_t item);
void dlx_memo_close_item(memo_run *run, uint32_t item);
void dlx_memo_reopen_item(memo_run *run, uint32_t item);
bool dlx_memo_item_is_closed(const memo_run *run, uint32_t item);
/* The first free primary item in the order from `position` on: its place, or primary_count. */
uint32_t dlx_memo_first_free_position(const memo_run *run, uint32_t position);
/* Counts the completions of the current state into *result, which it sets; on a stop, *result is
 * what was counted (a lower bound). The state is between items (resume MEMO_FRESH: the items
 * before `position` in the order are all closed), or inside the item at `position`, whose options
 * from index `resume` of item_options on are left. */
dlx_status dlx_memo_count_state(memo_run *run, uint32_t position, uint32_t resume,
                                dlx_count *result);

/* Whether the memo applies to the search (dlx.h). */
bool dlx_memo_applies(const search_settings *search);

/* The frontier cost of the memo's order for the solver's problem (memo_order.c), in *cost: a bound
 * on the residual problems the memo may store, by which DLX_MEMO_AUTOMATIC gives up at once where
 * the memo cannot pay. */
dlx_status dlx_memo_frontier_cost(dlx_solver *solver, double *cost);

/* memo.c: the bytes of the key of one residual problem (the covered primary items, the colors of
 * the secondary ones), by which DLX_MEMO_AUTOMATIC leaves the memo out where a cache could hold
 * too few residual problems to pay. */
size_t dlx_memo_key_bytes(const dlx_solver *solver);

/* DLX_MEMO_AUTOMATIC tries the memo only when its frontier cost (memo_order.c) is at most this:
 * above it the memo never paid on the bundled examples and bench instances (frontier cost: Latin
 * squares of 5 4e13, pentominoes 6x10 6e16, queens 14 2e17; the memo won on straight trominoes
 * 15x15 at 6e10, and lost on Langford pairs of 12 at 2e8). */
#define DLX_MEMO_HOPELESS_FRONTIER_COST 0x1p42
/* DLX_MEMO_AUTOMATIC's trial: the memo's nodes before it judges whether it pays (memo.c). */
#define DLX_MEMO_TRIAL_NODES (UINT64_C(1) << 13)

/* run_search.c calls this for a search that asks for the memo: runs the memoized count when it
 * applies, sets *ran to whether it did (DLX_MEMO_AUTOMATIC gives up when its estimated cost is not
 * below plain_node_estimate). */
dlx_status dlx_memo_solve(dlx_solver *solver, const search_settings *search,
                          double plain_node_estimate, dlx_statistics *statistics, bool *ran);

/* DLX_MEMO_AUTOMATIC's verdict alone: runs the memo up to its trial's end (DLX_MEMO_TRIAL_NODES:
 * the nodes are fixed, so the verdict is the same on every machine) and sets *pays to whether it
 * kept the memo, judged against plain_node_estimate, or counted the problem before. */
dlx_status dlx_memo_trial(dlx_solver *solver, const search_settings *search,
                          double plain_node_estimate, bool *pays);

#endif
