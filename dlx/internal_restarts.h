/* internal_restarts.h: the randomised restarts of restarts.c, which dlx_solve runs when a search
 * asks for them (search_settings.restarts, for one solution). Not installed. */
#ifndef DLX_INTERNAL_RESTARTS_H
#define DLX_INTERNAL_RESTARTS_H

#include <stdint.h>

#include "internal.h"

/* Term `index` (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... */
uint64_t dlx_luby_term(uint64_t index);

/* The search with restarts, on a solver not searching; dlx_solve calls it. */
dlx_status dlx_restarts_solve(dlx_solver *solver, const search_settings *search,
                              const plain_searches *plain, dlx_statistics *statistics);

#endif
