/* restarts.c: the randomised restarts of search_settings.restarts (dlx.h), for finding a first
 * solution of problems whose plain search has a heavy tail: the order it tries items and options in
 * can lead it into a subtree without solutions that takes hours to refute, while another order
 * finds a solution at once (bench/README.md, section l, times such problems; their history is in
 * bench/log/2026-11-28-first-solutions-and-restarts.md).
 *
 * The first run is the plain search, in the representation asked, cut at the first budget, so a
 * problem that is quick to solve gets the solution it always got; it runs again with doubling
 * budgets, and shuffled runs in between search the links after rotating them at random (see
 * shuffle_for_run and restart_schedule): every other shuffled run with the search of links.c in
 * list order, the others with the same search in the value order of value_order.c, which tries
 * the options that leave the most room first. The shuffled runs' budgets follow Luby's sequence
 * (1, 1, 2, 1, 1, 2, 4, 1, ...) times a unit: within a constant and a logarithmic factor of the
 * best fixed budget for any problem (Luby, Sinclair and Zuckerman, 1993); the plain runs' budgets
 * grow without bound, so some plain run is eventually a complete search: a problem without solution
 * is proved to have none, and one with solutions yields one. When the search ends, the links are
 * put back in the order the options were added, as every search leaves them.
 *
 * The shuffling reads and writes only the links, so the hot loops of links.c and bitset_search.c
 * are the same code with the mode off; with bounds (bounds.c) the later runs shuffle the links of
 * Algorithm M alike, with no value-ordered runs. Each run is one dlx_run_plain_search
 * (plain_search.c) or dlx_value_ordered_solve (links.c), below the planner, which calls this file:
 * no call goes back. The random numbers come from the seed alone (SplitMix64), so one seed gives
 * the same runs, nodes and solution on every machine.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "internal_bounds.h"
#include "internal_progress.h"
#include "internal_restarts.h"
#include "internal_value_order.h"

/* The unit budget when the search leaves it to the engine: a node per primary item, at least 4096.
 * On the problems of section l (342 and 9,604 primary items, 12 seeds each), units near these
 * found a solution within the fewest nodes for the worst seeds; smaller units gave some seeds far
 * more, larger ones every seed more (the figures:
 * bench/log/2026-12-06-figures-from-code-comments.md). */
enum { DEFAULT_UNIT_NODES_PER_PRIMARY_ITEM = 1, SMALLEST_DEFAULT_UNIT_NODES = 4096 };

/* Uniform in [0, bound), bound > 0, by rejection of the top partial range. */
static uint32_t random_below(uint64_t *state, uint32_t bound) {
  uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t value;
  do value = splitmix64_next(state);
  while (value >= limit);
  return (uint32_t)(value % bound);
}

uint64_t dlx_luby_term(uint64_t index) {
  /* index >= 1: the term is 2^(k-1) when index = 2^k - 1, else the term at index - (2^(k-1) - 1)
   * for the k with 2^(k-1) <= index < 2^k - 1. */
  for (;;) {
    unsigned k = 1;
    while (k < 64 && (UINT64_C(1) << k) - 1 < index) k++;
    if ((UINT64_C(1) << k) - 1 == index) return UINT64_C(1) << (k - 1);
    index -= (UINT64_C(1) << (k - 1)) - 1;
  }
}

/* Links the primary items in the order given (item numbers from 1). */
static void link_primary_items(dlx_solver *solver, const uint32_t *primary_order) {
  item *items = solver->items;
  int32_t previous = 0;
  for (uint32_t k = 0; k < solver->primary_count; k++) {
    int32_t i = (int32_t)primary_order[k];
    items[previous].right = i;
    items[i].left = previous;
    previous = i;
  }
  items[previous].right = 0;
  items[0].left = previous;
  solver->primary_list_start = solver->primary_count ? (int32_t)primary_order[0] : 1;
}

/* Moves the head of item i's list to just above its entry `steps` entries down, so that the list
 * starts there and goes round: the order of the options stays circular, and so does the order of
 * their entries in memory, which a full shuffle would scatter (on a problem of 16,384 primary items
 * a search on shuffled lists ran several times slower per node). */
static void rotate_list(node *nodes, int32_t i, uint32_t steps) {
  if (steps == 0) return;
  int32_t p = nodes[i].down;
  while (--steps > 0) p = nodes[p].down;
  int32_t after = nodes[p].down;
  nodes[nodes[i].up].down = nodes[i].down;
  nodes[nodes[i].down].up = nodes[i].up;
  nodes[i].up = p;
  nodes[i].down = after;
  nodes[p].down = i;
  nodes[after].up = i;
}

/* Relinks every item's list with the options in the order they were added, the order of their
 * entries in memory. Only valid between searches, when every item is active and every option entry
 * is in its item's list; the lengths do not change. */
static void relink_lists_in_added_order(dlx_solver *solver) {
  node *nodes = solver->nodes;
  for (int32_t i = 1; i <= (int32_t)solver->item_count; i++) nodes[i].up = nodes[i].down = i;
  for (int32_t q = (int32_t)solver->item_count + 2; q < (int32_t)solver->node_count; q++) {
    int32_t i = nodes[q].top;
    if (i <= 0) continue;
    int32_t last = nodes[i].up;
    nodes[q].up = last;
    nodes[q].down = i;
    nodes[last].down = q;
    nodes[i].up = q;
  }
}

/* A run's order: the list of primary items starts at a random item (the search takes the first of
 * the items with the fewest options after it: a random tie-break that keeps the items' order, and
 * their locality in memory), and on one run in OPTION_ROTATION_PERIOD of each kind (run_index
 * counts the runs of the kind, from 1) each primary item's list starts at a random option too
 * (*options_rotated says whether the links are so rotated now). The options in the order they were
 * added serve better where the plain search nearly succeeds: on the problems of section l, more
 * seeds find a solution within a budget with the options rotated on few runs than on every other
 * one (bench/log/2026-11-28-first-solutions-and-restarts.md). The rotated runs stay, rare, for
 * problems whose items seldom tie, where the start of the item list changes nothing. */
enum { OPTION_ROTATION_PERIOD = 8 };

static void shuffle_for_run(dlx_solver *solver, uint64_t run_index, uint32_t *primary_order,
                            uint64_t *random_state, bool *options_rotated) {
  uint32_t start = random_below(random_state, solver->primary_count);
  for (uint32_t k = 0; k < solver->primary_count; k++)
    primary_order[k] = (start + k) % solver->primary_count + 1;
  link_primary_items(solver, primary_order);
  if (run_index % OPTION_ROTATION_PERIOD != 1) {
    if (*options_rotated)
      relink_lists_in_added_order(solver); /* undoes the rotations of the last */
    *options_rotated = false;
    return;
  }
  for (int32_t i = 1; i <= (int32_t)solver->primary_count; i++) {
    int32_t length = solver->items[i].length;
    if (length > 1) rotate_list(solver->nodes, i, random_below(random_state, (uint32_t)length));
  }
  *options_rotated = true;
}

static void put_in_added_order(dlx_solver *solver, uint32_t *primary_order) {
  for (uint32_t k = 0; k < solver->primary_count; k++) primary_order[k] = k + 1;
  link_primary_items(solver, primary_order);
  relink_lists_in_added_order(solver);
}

/* The progress of the runs, reported as one search: solutions and nodes so far over every run, and
 * a fraction done of 0 until the end (a run's estimate is of its own tree, cut at its budget). */
typedef struct restart_progress {
  progress_reporter reporter;
  uint64_t nodes_before_run;
} restart_progress;

static void report_run_progress(void *context, const dlx_progress *progress) {
  restart_progress *restart = context;
  uint64_t nodes = restart->nodes_before_run + progress->nodes;
  if (progress_is_due(&restart->reporter, nodes))
    dlx_progress_report(&restart->reporter, progress->solutions, nodes, 0.0);
}

/* Which run comes next, and its budget. The plain search (the order the options were added in,
 * the representation asked) runs first with one unit, then again with twice the budget of its last
 * run each time, once the shuffled runs since its last run have spent its next budget; the
 * shuffled runs have Luby's budgets in between. So a problem whose plain search is
 * quick gets the solution it always got, one whose plain tree is large but whose shuffled runs hit
 * a solution soon gets it from them, and one without solution is proved so by a plain run whose
 * budget covers its whole tree: the restarts cost at most about seven times the plain search (its
 * doubling runs less than three times its tree T: the failed runs less than 2T, the last T; the
 * shuffled runs as many nodes as the plain budgets after the first, less than 4T;
 * test_dlx_restarts.c holds a problem without solution to 8 times), where shuffled runs alone
 * would repeat ever larger trees of another order each and might not end for minutes on a problem
 * without solution that the plain search refutes in seconds.
 *
 * The shuffled runs are of two kinds in turn (SHUFFLED_RUN_CYCLE): the search of the links in the
 * value order of value_order.c, and in list order; each kind counts its own runs and
 * follows the whole of Luby's sequence, so neither kind's long runs wait for the other's. Their
 * nodes together are what the plain runs wait for, so the bound above holds as it is. A problem
 * with bounds has the second kind only. On the problems of section l each kind finds what the
 * other misses: the value-ordered runs most solutions of the empty 64x64 grid (16,384 primary
 * items), which the list-order runs alone do not find, the list-order runs those of the problem of
 * 342; the alternation, one of each, finds the most of the cycles measured
 * (bench/log/2026-11-28-first-solutions-and-restarts.md). */
typedef enum run_kind { PLAIN_RUN, LIST_ORDER_RUN, VALUE_ORDER_RUN, RUN_KIND_COUNT } run_kind;

static const run_kind SHUFFLED_RUN_CYCLE[] = {VALUE_ORDER_RUN, LIST_ORDER_RUN};
enum { SHUFFLED_RUN_CYCLE_LENGTH = sizeof SHUFFLED_RUN_CYCLE / sizeof SHUFFLED_RUN_CYCLE[0] };

typedef struct restart_schedule {
  uint64_t unit;
  uint64_t plain_budget;                 /* the budget of the last plain run */
  uint64_t runs_of_kind[RUN_KIND_COUNT]; /* so far, the one running included */
  uint64_t shuffled_runs;                /* of both kinds */
  uint64_t random_nodes_since;           /* the shuffled runs' nodes since the last plain run */
  bool value_order_allowed;
  run_kind last_kind;
} restart_schedule;

static void restart_schedule_start(restart_schedule *schedule, uint64_t unit,
                                   bool value_order_allowed) {
  *schedule = (restart_schedule){
      .unit = unit, .plain_budget = 0, .value_order_allowed = value_order_allowed};
}

static uint64_t restart_schedule_next(restart_schedule *schedule, run_kind *kind) {
  uint64_t next_plain_budget =
      schedule->plain_budget == 0 ? schedule->unit : saturating_multiply(schedule->plain_budget, 2);
  if (schedule->plain_budget == 0 || schedule->random_nodes_since >= next_plain_budget) {
    *kind = schedule->last_kind = PLAIN_RUN;
    schedule->runs_of_kind[PLAIN_RUN]++;
    schedule->plain_budget = next_plain_budget;
    schedule->random_nodes_since = 0;
    return next_plain_budget;
  }
  *kind = SHUFFLED_RUN_CYCLE[schedule->shuffled_runs++ % SHUFFLED_RUN_CYCLE_LENGTH];
  if (!schedule->value_order_allowed) *kind = LIST_ORDER_RUN;
  schedule->last_kind = *kind;
  uint64_t index = ++schedule->runs_of_kind[*kind];
  return saturating_multiply(schedule->unit, dlx_luby_term(index));
}

/* A run that ended at its budget, having spent nodes. */
static void restart_schedule_record(restart_schedule *schedule, uint64_t nodes) {
  if (schedule->last_kind != PLAIN_RUN) schedule->random_nodes_since += nodes;
}

dlx_status dlx_restarts_solve(dlx_solver *solver, const search_settings *search,
                              const plain_searches *plain, dlx_statistics *statistics) {
  uint32_t *primary_order = malloc(((size_t)solver->primary_count + 1) * sizeof *primary_order);
  if (!primary_order) return DLX_ERROR_OUT_OF_MEMORY;
  uint64_t unit = search->restart_unit_nodes;
  if (unit == 0) {
    unit = saturating_multiply(solver->primary_count, DEFAULT_UNIT_NODES_PER_PRIMARY_ITEM);
    if (unit < SMALLEST_DEFAULT_UNIT_NODES) unit = SMALLEST_DEFAULT_UNIT_NODES;
  }
  uint64_t random_state = search->restart_seed;
  restart_progress progress = {.nodes_before_run = 0};
  dlx_progress_reporter_start(&progress.reporter, search);

  search_settings run = *search;
  run.restarts = 0;
  if (search->on_progress) {
    run.on_progress = report_run_progress;
    run.progress_context = &progress;
  }
  dlx_statistics total = {0}, last = {0};
  dlx_status status = DLX_OK;
  bool shuffled = false, options_rotated = false;
  dlx_value_order_workspace *workspace = NULL;
  restart_schedule schedule;
  restart_schedule_start(&schedule, unit, solver->primary_count > 0 && !dlx_has_bounds(solver));
  for (;;) {
    run_kind kind = PLAIN_RUN;
    uint64_t budget = restart_schedule_next(&schedule, &kind);
    bool user_limit_binds = false;
    if (search->node_limit != 0) {
      uint64_t left = search->node_limit - total.nodes;
      if (left <= budget) {
        budget = left;
        user_limit_binds = true;
      }
    }
    run.node_limit = budget;
    if (kind == PLAIN_RUN) {
      run.representation = search->representation;
      if (shuffled) put_in_added_order(solver, primary_order);
      shuffled = options_rotated = false;
    } else if (solver->primary_count > 0) {
      run.representation = DLX_REPRESENTATION_LINKS;
      shuffle_for_run(solver, schedule.runs_of_kind[kind], primary_order, &random_state,
                      &options_rotated);
      shuffled = true;
    }
    if (kind == VALUE_ORDER_RUN && !workspace) {
      workspace = dlx_value_order_workspace_create(solver);
      if (!workspace) {
        status = DLX_ERROR_OUT_OF_MEMORY;
        memset(&last, 0, sizeof last);
        break;
      }
    }
    progress.nodes_before_run = total.nodes;
    if (kind == VALUE_ORDER_RUN)
      status = dlx_value_ordered_solve(solver, &run, workspace, &last);
    else
      status = plain->search(solver, &run, NULL, 0, &last);
    total.solutions += last.solutions;
    total.nodes += last.nodes;
    total.updates += last.updates;
    total.representation = last.representation;
    if (status != DLX_STOPPED_AT_NODE_LIMIT || user_limit_binds || budget == UINT64_MAX) break;
    restart_schedule_record(&schedule, last.nodes);
    total.restarts++;
  }
  if (shuffled) put_in_added_order(solver, primary_order);
  free(primary_order);
  dlx_value_order_workspace_destroy(workspace);
  if (status >= DLX_ERROR_OUT_OF_MEMORY) {
    /* An error keeps statistics at zero, as dlx_solve does: the first run can fail before it
     * starts (a preselection refused, a bitset that could not be built), and so can the first
     * value-ordered run, which needs its workspace. */
    *statistics = last;
    return status;
  }
  if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) {
    *statistics = last;
    return status;
  }
  dlx_progress_report_end(&progress.reporter, status, total.solutions, total.nodes);
  *statistics = total;
  return status;
}
