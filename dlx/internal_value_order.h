/* internal_value_order.h: the value order of value_order.c, which links.c's search follows on some
 * shuffled runs of the randomised restarts (restarts.c). Not installed. */
#ifndef DLX_INTERNAL_VALUE_ORDER_H
#define DLX_INTERNAL_VALUE_ORDER_H

#include "internal.h"

/* The memory a value-ordered search needs beside the solver, made once for all the runs of one
 * search with restarts (NULL when out of memory), for a solver whose options do not change. */
typedef struct dlx_value_order_workspace dlx_value_order_workspace;
dlx_value_order_workspace *dlx_value_order_workspace_create(const dlx_solver *solver);
void dlx_value_order_workspace_destroy(dlx_value_order_workspace *workspace);

/* The value order for links.c's search: dlx_value_order_first orders the options of item
 * `chosen` (covered, at least one option) for `level`, the largest sum of the lengths of the
 * option's other items first, ties in the order of the item's list, and returns the first;
 * dlx_value_order_next returns the next option of the level, or the item's head after the last. */
int32_t dlx_value_order_first(dlx_value_order_workspace *workspace, const node *nodes,
                              const item *items, int32_t chosen, int32_t level);
int32_t dlx_value_order_next(dlx_value_order_workspace *workspace, int32_t level);

/* links.c: one search of the links, as dlx_links_solve (preselection, node limit, stop request,
 * callback, progress with a fraction done of 0), but trying the options of each chosen item in
 * the value order above. For a solver without bounds; it sets solver->searching while it runs. */
dlx_status dlx_value_ordered_solve(dlx_solver *solver, const search_settings *search,
                                   dlx_value_order_workspace *workspace,
                                   dlx_statistics *statistics);

#endif
