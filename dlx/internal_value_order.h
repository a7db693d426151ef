/* internal_value_order.h: the value-ordered search of value_order.c, which the shuffled runs of
 * the randomised restarts (restarts.c) use on some runs. Not installed. */
#ifndef DLX_INTERNAL_VALUE_ORDER_H
#define DLX_INTERNAL_VALUE_ORDER_H

#include "internal.h"

/* The memory a value-ordered search needs beside the solver, made once for all the runs of one
 * search with restarts (NULL when out of memory), for a solver whose options do not change. */
typedef struct dlx_value_order_workspace dlx_value_order_workspace;
dlx_value_order_workspace *dlx_value_order_workspace_create(const dlx_solver *solver);
void dlx_value_order_workspace_destroy(dlx_value_order_workspace *workspace);

/* One search of the links, as dlx_links_solve (preselection, node limit, stop request, callback,
 * progress with a fraction done of 0), but trying the options of the chosen item in value order:
 * the largest sum of the lengths of the option's other items first, ties in the order of the
 * item's list. For a solver without bounds; it sets solver->searching while it runs. */
dlx_status dlx_value_ordered_solve(dlx_solver *solver, const dlx_search *search,
                                   dlx_value_order_workspace *workspace,
                                   dlx_statistics *statistics);

#endif
