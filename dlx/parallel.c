/* parallel.c: dlx_solve_parallel and dlx_solve_part. The splitter (split.c) cuts the tree into
 * subtrees, many more than threads, and each thread searches the next subtree not yet taken with
 * dlx_solve on a solver of its own, until none is left. Nothing is shared on the search's hot
 * path: a thread takes the lock once per subtree, and once per solution only when the caller
 * wants each solution (a callback) or a solution limit. The calling thread only waits, and watches
 * the caller's stop request, which the threads cannot all be handed (search_settings has room for
 * one flag): theirs is stop_all, an atomic flag set by any thread on any reason to stop and read by
 * each search through its solver's thread_stop (internal.h, inline_node_check.h). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "internal_bounds.h"
#include "internal_progress.h"
#include "internal_split.h"

#define SUBTREES_PER_THREAD 64
#define SUBTREES_PER_PART 64
#define STOP_REQUEST_POLL_NANOSECONDS 5000000L

typedef struct shared {
  const search_settings *search;
  const plain_searches *plain; /* the planner's: each subtree is one plain search */
  const split_queue *subtrees; /* the open prefixes of the queue */
  size_t next_subtree;
  size_t longest_prefix;
  unsigned thread_count;
  bool counting_through_callback; /* every solution passes count_solution */
  pthread_mutex_t lock;
  pthread_cond_t a_thread_finished;
  unsigned finished_threads;
  dlx_status status; /* the first reason to stop (DLX_OK: none yet) */
  uint64_t solutions, nodes, updates;
  dlx_representation representation; /* the one the subtrees ran on (AUTOMATIC: none ran) */
  uint64_t node_budget;              /* what is left of search->node_limit, when it is not 0 */
  /* The shares of node_budget that subtree searches hold now, and the signal that one came back:
   * a thread that finds the budget all reserved waits for what the others do not use. */
  unsigned shares_out;
  pthread_cond_t a_share_came_back;
  /* A subtree's search ran out of its share of node_budget: the search is partial, but the other
   * threads go on with theirs, and this one with a share of what is left, until none is. */
  bool a_subtree_ran_out_of_nodes;
  /* Set (to 1) by record_stop, from any thread, and read by the searches of every thread without
   * the lock: relaxed atomic loads and stores, as a flag needs no ordering of other memory. */
  atomic_int stop_all;
  /* The stop request of the searches: the caller's when one thread searches, else NULL (the
   * threads then stop through stop_all). */
  const dlx_stop *thread_stop_request;
  /* Progress, when search->on_progress is set, under the lock: what the splitter did plus the
   * last report of every subtree search, and the caller's reporter, called from one thread at a
   * time. The fraction done is progress_weight_done / progress_weight_total: the weights of the
   * prefixes the splitter finished (dead ends, solutions), and each subtree's weight times its
   * own fraction done (1 once finished). */
  progress_reporter progress;
  uint64_t progress_solutions, progress_nodes;
  double progress_weight_done, progress_weight_total;
} shared;

typedef struct worker {
  shared *shared;
  dlx_solver *solver; /* the caller's for the first worker; the others make a copy */
  bool owns_solver;
  pthread_t thread;
  /* The nodes of the budget that the subtree being searched holds: its share, and what its
   * search asked for since (refill_from_budget). */
  uint64_t node_share;
  /* The last progress report of the subtree being searched, already counted in shared. */
  double subtree_weight, subtree_fraction;
  uint64_t subtree_solutions, subtree_nodes;
} worker;

/* The progress callback of every subtree search: adds what changed since its last report to the
 * totals, and passes them on to the caller's callback when a report is due. */
static void report_subtree_progress(void *context, const dlx_progress *progress) {
  worker *worker = context;
  shared *shared = worker->shared;
  pthread_mutex_lock(&shared->lock);
  shared->progress_solutions += progress->solutions - worker->subtree_solutions;
  shared->progress_nodes += progress->nodes - worker->subtree_nodes;
  shared->progress_weight_done +=
      worker->subtree_weight * (progress->fraction_done - worker->subtree_fraction);
  worker->subtree_solutions = progress->solutions;
  worker->subtree_nodes = progress->nodes;
  worker->subtree_fraction = progress->fraction_done;
  if (progress_is_due(&shared->progress, shared->progress_nodes))
    dlx_progress_report(&shared->progress, shared->progress_solutions, shared->progress_nodes,
                        shared->progress_weight_done / shared->progress_weight_total);
  pthread_mutex_unlock(&shared->lock);
}

/* Records why the search stops, if it is the first reason, and tells every thread to stop. The
 * caller holds the lock. stop_all is read without the lock by the searches, every 1024 nodes. */
static void record_stop(shared *shared, dlx_status status) {
  if (shared->status == DLX_OK) shared->status = status;
  atomic_store_explicit(&shared->stop_all, 1, memory_order_relaxed);
}

/* The callback of every search when solutions must be seen one by one: counts the solution, passes
 * it on to the caller's callback, under the lock, and stops at the solution limit. A solution
 * found after a reason to stop is not counted, so the count is exactly the solutions passed on. */
static int count_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  shared *shared = context;
  const search_settings *search = shared->search;
  pthread_mutex_lock(&shared->lock);
  int stop = shared->status != DLX_OK;
  if (!stop) {
    shared->solutions++;
    if (search->on_solution && search->on_solution(search->context, option_ids, option_count)) {
      record_stop(shared, DLX_STOPPED_BY_CALLBACK);
      stop = 1;
    } else if (search->solution_limit && shared->solutions >= search->solution_limit) {
      record_stop(shared, DLX_STOPPED_AT_SOLUTION_LIMIT);
      stop = 1;
    }
  }
  pthread_mutex_unlock(&shared->lock);
  return stop;
}

/* Waits for condition under the lock, or, with a stop request to watch, at most
 * STOP_REQUEST_POLL_NANOSECONDS. */
static void wait_or_poll(shared *shared, pthread_cond_t *condition, bool poll) {
  if (!poll) {
    pthread_cond_wait(condition, &shared->lock);
    return;
  }
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_nsec += STOP_REQUEST_POLL_NANOSECONDS;
  if (deadline.tv_nsec >= 1000000000L) {
    deadline.tv_sec++;
    deadline.tv_nsec -= 1000000000L;
  }
  pthread_cond_timedwait(condition, &shared->lock, &deadline);
}

/* A thread's share of what is left of the node budget, taken from it: a part per thread, at least
 * one node while any is left (0 when none is). The caller holds the lock. */
static uint64_t take_share_of_budget(shared *shared) {
  uint64_t share = shared->node_budget / shared->thread_count;
  if (share == 0 && shared->node_budget > 0) share = 1;
  shared->node_budget -= share;
  return share;
}

/* Takes the next subtree and, with a node limit, a share of the budget; returns false when there
 * is nothing left to do. The caller holds the lock. With the budget all reserved, the thread waits
 * while another holds a share: what that one does not use comes back to the budget, and the next
 * subtrees are searched with it, so that the search uses the whole node limit (a thread that
 * stopped there instead, while the one cut short by its share was early, would leave the rest of
 * the limit unused). */
static bool take_subtree(shared *shared, size_t *index, uint64_t *node_share) {
  const dlx_stop *stop_request = shared->search->stop;
  for (;;) {
    if (stop_raised(stop_request)) record_stop(shared, DLX_STOPPED_BY_REQUEST);
    if (shared->status != DLX_OK || shared->next_subtree >= shared->subtrees->tail) return false;
    *node_share = 0;
    if (!shared->search->node_limit) break;
    if (shared->node_budget > 0) {
      *node_share = take_share_of_budget(shared);
      shared->shares_out++;
      break;
    }
    if (shared->shares_out == 0) return false;
    wait_or_poll(shared, &shared->a_share_came_back, stop_request != NULL);
  }
  *index = shared->next_subtree++;
  return true;
}

/* The node_refill of the threads' solvers (internal.h): a subtree search at its node limit takes
 * a share of what is left of the budget, as take_subtree gives one. With every node reserved by
 * other searches, it waits for what they give back, as take_subtree does (else a subtree cut
 * short early left nodes unused that came back later: 7,027 of 7,462 once here); it counts its own
 * share out meanwhile, so that two searches never wait for each other. */
static bool refill_from_budget(void *context, uint64_t *node_limit) {
  worker *worker = context;
  shared *shared = worker->shared;
  const dlx_stop *stop_request = shared->search->stop;
  uint64_t grant = 0;
  pthread_mutex_lock(&shared->lock);
  for (;;) {
    if (stop_raised(stop_request)) record_stop(shared, DLX_STOPPED_BY_REQUEST);
    if (shared->status != DLX_OK) break;
    grant = take_share_of_budget(shared);
    if (grant > 0 || shared->shares_out <= 1) break;
    shared->shares_out--;
    wait_or_poll(shared, &shared->a_share_came_back, stop_request != NULL);
    shared->shares_out++;
  }
  worker->node_share += grant;
  pthread_mutex_unlock(&shared->lock);
  *node_limit += grant;
  return grant > 0;
}

static void search_subtrees(worker *worker, uint32_t *option_ids) {
  shared *shared = worker->shared;
  search_settings search = *shared->search;
  size_t preselected_count = shared->search->preselected_count;
  if (preselected_count)
    memcpy(option_ids, shared->search->preselected_options, preselected_count * sizeof *option_ids);
  search.preselected_options = option_ids;
  search.solution_limit = 0;
  search.memo = DLX_MEMO_OFF;       /* dlx.h: the threads and parts search without the memo */
  search.symmetry = DLX_SWITCH_OFF; /* a subtree is one plain search, which node_refill extends */
  search.exact_count = NULL;
  search.on_zdd_node = NULL;
  search.plan = NULL;
  search.stop = shared->thread_stop_request;
  search.on_solution = shared->counting_through_callback ? count_solution : NULL;
  search.context = shared;
  if (search.on_progress) {
    search.on_progress = report_subtree_progress;
    search.progress_context = worker;
  }
  uint64_t solutions = 0, nodes = 0, updates = 0;
  dlx_representation representation = DLX_REPRESENTATION_AUTOMATIC;
  size_t index;
  uint64_t node_share;
  if (shared->thread_count > 1) worker->solver->thread_stop = &shared->stop_all;
  if (shared->search->node_limit) {
    worker->solver->node_refill = refill_from_budget;
    worker->solver->node_refill_context = worker;
  }
  pthread_mutex_lock(&shared->lock);
  while (take_subtree(shared, &index, &node_share)) {
    pthread_mutex_unlock(&shared->lock);
    split_prefix prefix = shared->subtrees->prefixes[index];
    const uint32_t *path = split_queue_ids(shared->subtrees, index);
    /* With bounds a prefix is a path of Algorithm M, which the engine takes as it is. */
    bool bounded = dlx_has_bounds(worker->solver);
    if (prefix.length && !bounded)
      memcpy(option_ids + preselected_count, path, prefix.length * sizeof *option_ids);
    search.preselected_count = preselected_count + (bounded ? 0 : prefix.length);
    search.node_limit = node_share;
    worker->node_share = node_share;
    worker->subtree_weight = prefix.weight;
    worker->subtree_fraction = 0.0;
    worker->subtree_solutions = worker->subtree_nodes = 0;
    dlx_statistics statistics;
    dlx_status status = shared->plain->search(worker->solver, &search, bounded ? path : NULL,
                                              bounded ? prefix.length : 0, &statistics);
    solutions += statistics.solutions;
    nodes += statistics.nodes;
    updates += statistics.updates;
    if (statistics.representation != DLX_REPRESENTATION_AUTOMATIC)
      representation = statistics.representation;
    pthread_mutex_lock(&shared->lock);
    if (node_share) {
      shared->node_budget += worker->node_share - statistics.nodes;
      shared->shares_out--;
      pthread_cond_broadcast(&shared->a_share_came_back);
    }
    if (status == DLX_STOPPED_AT_NODE_LIMIT)
      shared->a_subtree_ran_out_of_nodes = true;
    else if (status != DLX_OK && status != DLX_STOPPED_BY_CALLBACK)
      record_stop(shared, status);
  }
  worker->solver->thread_stop = NULL;
  worker->solver->node_refill = NULL;
  if (!shared->counting_through_callback) shared->solutions += solutions;
  shared->nodes += nodes;
  shared->updates += updates;
  if (representation != DLX_REPRESENTATION_AUTOMATIC) shared->representation = representation;
  pthread_mutex_unlock(&shared->lock);
}

static void *work(void *argument) {
  worker *worker = argument;
  shared *shared = worker->shared;
  uint32_t *option_ids =
      malloc((shared->search->preselected_count + shared->longest_prefix + 1) * sizeof *option_ids);
  if (option_ids) search_subtrees(worker, option_ids);
  free(option_ids);
  pthread_mutex_lock(&shared->lock);
  if (!option_ids) record_stop(shared, DLX_ERROR_OUT_OF_MEMORY);
  shared->finished_threads++;
  pthread_cond_signal(&shared->a_thread_finished);
  pthread_mutex_unlock(&shared->lock);
  return NULL;
}

/* Waits until every started thread has finished, stopping them all when the caller's stop request
 * becomes non-zero. */
static void wait_for_threads(shared *shared, unsigned started, const dlx_stop *stop_request) {
  pthread_mutex_lock(&shared->lock);
  while (shared->finished_threads < started) {
    if (stop_raised(stop_request)) record_stop(shared, DLX_STOPPED_BY_REQUEST);
    wait_or_poll(shared, &shared->a_thread_finished, stop_request != NULL);
  }
  pthread_mutex_unlock(&shared->lock);
}

/* Searches the open prefixes of subtrees with up to thread_count threads (never more threads than
 * subtrees). One thread runs in the calling thread, with the caller's stop request itself. */
static void run_workers(dlx_solver *solver, shared *shared, unsigned thread_count) {
  size_t subtree_count = split_queue_length(shared->subtrees);
  if (subtree_count == 0) return;
  if (thread_count > subtree_count) thread_count = (unsigned)subtree_count;
  for (size_t k = shared->subtrees->head; k < shared->subtrees->tail; k++)
    if (shared->subtrees->prefixes[k].length > shared->longest_prefix)
      shared->longest_prefix = shared->subtrees->prefixes[k].length;
  shared->next_subtree = shared->subtrees->head;
  shared->thread_count = thread_count;
  if (thread_count == 1) {
    shared->thread_stop_request = shared->search->stop;
    worker only = {.shared = shared, .solver = solver};
    work(&only);
    return;
  }
  shared->thread_stop_request = NULL;
  worker *workers = calloc(thread_count, sizeof *workers);
  if (!workers) {
    record_stop(shared, DLX_ERROR_OUT_OF_MEMORY);
    return;
  }
  /* The copies are made before any search runs on the caller's solver, which they read. */
  unsigned started = 0;
  bool copied = true;
  for (unsigned t = 0; t < thread_count && copied; t++) {
    workers[t].shared = shared;
    workers[t].solver = solver;
    workers[t].owns_solver = t > 0;
    if (t > 0 && dlx_copy(solver, &workers[t].solver) != DLX_OK) {
      record_stop(shared, DLX_ERROR_OUT_OF_MEMORY);
      copied = false;
    }
    if (t > 0 && copied) /* the count by orbits: the caller's mask, read only */
      workers[t].solver->excluded_options = solver->excluded_options;
  }
  for (unsigned t = 0; t < thread_count && copied; t++, started++) {
    if (pthread_create(&workers[t].thread, NULL, work, &workers[t]) != 0) {
      pthread_mutex_lock(&shared->lock);
      record_stop(shared, DLX_ERROR_OUT_OF_MEMORY);
      pthread_mutex_unlock(&shared->lock);
      break;
    }
  }
  wait_for_threads(shared, started, shared->search->stop);
  for (unsigned t = 0; t < started; t++) pthread_join(workers[t].thread, NULL);
  for (unsigned t = 0; t < thread_count; t++)
    if (workers[t].owns_solver) dlx_destroy(workers[t].solver);
  free(workers);
}

/* The splitter's callback, for solutions met while splitting. */
static int count_split_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  return count_solution(context, option_ids, option_count);
}

/* Keeps the open prefixes of `all` whose index (from 0) plus offset is part - 1 modulo parts. */
static dlx_status take_share(const split_queue *all, uint32_t part, uint32_t parts, size_t offset,
                             split_queue *share) {
  size_t first = (part - 1 + parts - offset % parts) % parts;
  for (size_t k = all->head + first; k < all->tail; k += parts)
    if (dlx_split_queue_push(share, split_queue_ids(all, k), all->prefixes[k].length,
                             all->prefixes[k].weight) != DLX_OK)
      return DLX_ERROR_OUT_OF_MEMORY;
  return DLX_OK;
}

static double sum_of_weights(const split_queue *queue) {
  double sum = 0.0;
  for (size_t k = queue->head; k < queue->tail; k++) sum += queue->prefixes[k].weight;
  return sum;
}

/* Before the subtrees are searched: the weight of this call's share of the tree (set already for
 * a part; the whole tree otherwise), of which the splitter finished all but the open prefixes. */
static void start_progress(shared *shared, const split_queue *subtrees, uint64_t split_nodes,
                           uint64_t split_solutions) {
  if (!shared->search->on_progress) return;
  dlx_progress_reporter_start(&shared->progress, shared->search);
  if (shared->progress_weight_total == 0.0) shared->progress_weight_total = 1.0;
  shared->progress_weight_done = shared->progress_weight_total - sum_of_weights(subtrees);
  shared->progress_nodes = split_nodes;
  shared->progress_solutions = split_solutions;
}

/* Splits (once for the parts, once more for the threads), then searches the subtrees. */
static dlx_status split_and_search(dlx_solver *solver, const split_problem *problem, shared *shared,
                                   uint32_t part, uint32_t parts, unsigned thread_count,
                                   part_split *split, uint64_t *split_nodes,
                                   uint64_t *split_solutions) {
  const search_settings *search = shared->search;
  split_request request = {
      .preselected = search->preselected_options,
      .preselected_count = search->preselected_count,
      .target = parts > 1 ? split->target : (size_t)SUBTREES_PER_THREAD * thread_count,
      .node_limit = search->node_limit,
      .stop = search->stop,
      .on_solution = shared->counting_through_callback ? count_split_solution : NULL,
      .context = shared,
  };
  split_queue all = {0}, share = {0};
  uint64_t ignored_solutions = 0, ignored_nodes = 0;
  dlx_status status = dlx_split_queue_push(&all, NULL, 0, 1.0);
  if (status == DLX_OK && parts > 1 && part > 1) {
    /* Part 1 owns the solutions and the nodes met by the first split; the others only need its
     * shape (so that the nodes of the parts add up to those of the serial search). */
    request.on_solution = NULL;
    status = dlx_split_expand(problem, &all, &request, &ignored_nodes, &ignored_solutions);
    request.on_solution = shared->counting_through_callback ? count_split_solution : NULL;
  } else if (status == DLX_OK) {
    status = dlx_split_expand(problem, &all, &request, split_nodes, split_solutions);
  }
  const split_queue *subtrees = &all;
  if (status == DLX_OK && parts > 1) {
    split->subtrees = split_queue_length(&all);
    status = take_share(&all, part, parts, split->offset, &share);
    shared->progress_weight_total = sum_of_weights(&share);
    request.target = thread_count > 1 ? (size_t)SUBTREES_PER_THREAD * thread_count : 0;
    if (status == DLX_OK)
      status = dlx_split_expand(problem, &share, &request, split_nodes, split_solutions);
    subtrees = &share;
  }
  if (status == DLX_OK) {
    start_progress(shared, subtrees, *split_nodes, *split_solutions);
    shared->subtrees = subtrees;
    if (search->node_limit) shared->node_budget = search->node_limit - *split_nodes;
    run_workers(solver, shared, thread_count);
    /* A subtree cut short, or left untaken when the budget ran out, leaves the count partial. */
    bool subtrees_left = search->node_limit && split_queue_length(subtrees) > 0 &&
                         shared->next_subtree < subtrees->tail;
    if (shared->status == DLX_OK && (shared->a_subtree_ran_out_of_nodes || subtrees_left))
      shared->status = DLX_STOPPED_AT_NODE_LIMIT;
  } else if (status != DLX_STOPPED_BY_CALLBACK) {
    record_stop(shared, status);
  }
  dlx_split_queue_free(&all);
  dlx_split_queue_free(&share);
  return shared->status;
}

dlx_status dlx_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                           uint32_t parts, unsigned threads, const plain_searches *plain,
                           dlx_statistics *statistics) {
  part_split split = {.target = (size_t)SUBTREES_PER_PART * parts};
  return dlx_part_search_split(solver, search, part, parts, threads, plain, &split, statistics);
}

dlx_status dlx_part_search_split(dlx_solver *solver, const search_settings *search, uint32_t part,
                                 uint32_t parts, unsigned threads, const plain_searches *plain,
                                 part_split *split, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  dlx_status status;
  split_problem *problem;
  if (dlx_split_problem_create(solver, &problem) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  shared shared = {.search = search,
                   .plain = plain,
                   .counting_through_callback = search->on_solution || search->solution_limit};
  atomic_init(&shared.stop_all, 0);
  pthread_mutex_init(&shared.lock, NULL);
  pthread_cond_init(&shared.a_thread_finished, NULL);
  pthread_cond_init(&shared.a_share_came_back, NULL);
  uint64_t split_nodes = 0, split_solutions = 0;
  status = split_and_search(solver, problem, &shared, part, parts, threads, split, &split_nodes,
                            &split_solutions);
  pthread_cond_destroy(&shared.a_thread_finished);
  pthread_cond_destroy(&shared.a_share_came_back);
  pthread_mutex_destroy(&shared.lock);
  dlx_split_problem_destroy(problem);

  statistics->solutions = shared.solutions;
  if (!shared.counting_through_callback) statistics->solutions += split_solutions;
  statistics->nodes = split_nodes + shared.nodes;
  statistics->updates = shared.updates;
  /* When the splitting alone finished the search, it searched as the links do. */
  statistics->representation = shared.representation != DLX_REPRESENTATION_AUTOMATIC
                                   ? shared.representation
                                   : DLX_REPRESENTATION_LINKS;
  if (search->on_progress) {
    /* The splitter alone stopped the search: its own reports never started. */
    if (!shared.progress.on_progress) dlx_progress_reporter_start(&shared.progress, search);
    dlx_progress_report_end(&shared.progress, status, statistics->solutions, statistics->nodes);
  }
  if (search->exact_count && dlx_count_set(search->exact_count, statistics->solutions) != DLX_OK)
    status = DLX_ERROR_OUT_OF_MEMORY;
  return status;
}
