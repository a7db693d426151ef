/* internal_split.h: the splitter of dlx_solve_parallel and dlx_solve_part (split.c). Not installed.
 */
#ifndef DLX_INTERNAL_SPLIT_H
#define DLX_INTERNAL_SPLIT_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* A problem as the splitter reads it: the solver's compiled view (internal.h),
 * kept in the solver, which must not change while the splitter lives. */
typedef struct split_problem split_problem;

dlx_status dlx_split_problem_create(dlx_solver *solver, split_problem **problem);
void dlx_split_problem_destroy(split_problem *problem);

/* A prefix: `length` option ids, stored in the queue's pool from `start`. Its weight is the share
 * of the tree below it in Knuth's estimate of progress: the product of 1 / the number of children
 * of every prefix on the way to it (1 for the empty prefix). */
typedef struct split_prefix {
  size_t start;
  uint32_t length;
  double weight;
} split_prefix;

/* A first-in first-out queue of prefixes; the open ones are prefixes[head .. tail-1]. */
typedef struct split_queue {
  split_prefix *prefixes;
  size_t head, tail, capacity;
  uint32_t *pool;
  size_t pool_size, pool_capacity;
} split_queue;

/* An empty queue needs no allocation: zero-initialise it. */
void dlx_split_queue_free(split_queue *queue);

/* Appends a prefix, copying its ids. DLX_OK or DLX_ERROR_OUT_OF_MEMORY. */
dlx_status dlx_split_queue_push(split_queue *queue, const uint32_t *ids, uint32_t length,
                                double weight);

static inline size_t split_queue_length(const split_queue *queue) {
  return queue->tail - queue->head;
}

static inline const uint32_t *split_queue_ids(const split_queue *queue, size_t index) {
  return queue->pool + queue->prefixes[index].start;
}

/* Receives a prefix that covers every primary item: the ids of the caller's preselection then of
 * the prefix. A non-zero return stops the splitting. */
typedef int (*split_solution_callback)(void *context, const uint32_t *ids, size_t count);

typedef struct split_request {
  const uint32_t *preselected; /* the caller's preselection, valid (dlx_solve accepts it) */
  size_t preselected_count;
  size_t target;       /* expand until the queue holds at least this many prefixes */
  uint64_t node_limit; /* 0: none; else stop when this many nodes were expanded */
  const dlx_stop *stop;
  split_solution_callback on_solution; /* NULL: solutions are only counted */
  void *context;
} split_request;

/* Expands the queue's open prefixes breadth first, the head first, until the queue holds at least
 * request->target of them or none. Expanding a prefix is one node: a prefix that covers every
 * primary item is a solution, counted in *solutions and given to on_solution; one that leaves a
 * primary item with no compatible option is a dead end; any other is replaced by its children,
 * one per compatible option of the item chosen as dlx_solve_parallel documents (dlx.h). Returns
 * DLX_OK, DLX_STOPPED_AT_NODE_LIMIT, DLX_STOPPED_BY_REQUEST, DLX_STOPPED_BY_CALLBACK or
 * DLX_ERROR_OUT_OF_MEMORY; *nodes and *solutions grow by what it did. */
dlx_status dlx_split_expand(const split_problem *problem, split_queue *queue,
                            const split_request *request, uint64_t *nodes, uint64_t *solutions);

#endif
