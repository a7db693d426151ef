/* internal_bounds.h: the search of problems whose primary items have bounds other than [1, 1]
 * (Knuth's Algorithm M, bounds.c), and the restrictions through which the splitter of
 * dlx_solve_parallel and dlx_solve_part names its subtrees. Not installed.
 */
#ifndef DLX_INTERNAL_BOUNDS_H
#define DLX_INTERNAL_BOUNDS_H

#include <stddef.h>
#include <stdint.h>

#include "dlx.h"
#include "internal.h"

/* A subtree of Algorithm M is the caller's preselection plus the options taken on the way to it,
 * and two kinds of restriction met on the way: an option left out (tweaked away by a later
 * choice), and a primary item closed (its "null" branch: no further option may cover it). Option
 * ids and item numbers stay below 2^30, so a restriction is coded in one 32-bit number. */
#define BOUNDS_EXCLUDED_OPTION UINT32_C(0x80000000)
#define BOUNDS_CLOSED_ITEM UINT32_C(0xC0000000)
#define BOUNDS_CODE_MASK UINT32_C(0xC0000000)

/* dlx_solve for a solver with bounds (the caller has checked the arguments and set searching):
 * the links search of Algorithm M, with colors when some option has one. restrictions[0 ..
 * restriction_count-1] are applied before the preselection; with none it is the plain search.
 * Returns what dlx_solve returns, and DLX_ERROR_OUT_OF_MEMORY when its level stack cannot be
 * allocated. */
dlx_status dlx_bounds_solve(dlx_solver *solver, const search_settings *search,
                            const uint32_t *restrictions, size_t restriction_count,
                            dlx_statistics *statistics);

/* True when some primary item of the solver has bounds other than [1, 1]. */
static inline int dlx_has_bounds(const dlx_solver *solver) {
  return solver->bounded_item_count > 0;
}

#endif
