/* internal_iterator.h: the resumable searches behind dlx_iterator (iterator.c). The search loops of
 * links.c (Algorithm X, C with colors) and bounds.c (Algorithm M) are compiled once more with
 * `yielding` on: at a solution they save their registers in a search_cursor and return, and the
 * next call goes on from there. dlx_solve runs the same loops with `yielding` off, compiled
 * separately, so its hot path does not change. Not installed.
 */
#ifndef DLX_INTERNAL_ITERATOR_H
#define DLX_INTERNAL_ITERATOR_H

#include "internal.h"
#include "internal_progress.h"

/* Where a search stands between two calls of its loop: the loop's counters, its level, and what
 * it does when called again. */
typedef struct search_cursor {
  uint64_t solutions, nodes, updates;
  node_check check;
  dlx_status status;
  int32_t level;
  int32_t levels_with_known_ids; /* links.c: solution_ids holds the ids of the first this levels */
  int32_t best, current;         /* bounds.c: the item of the level and the node tried */
  size_t taken_before;           /* options in solution_ids before those of the levels */
  size_t solution_size;          /* of the solution the loop stopped at */
  bool resuming;                 /* the loop stopped at a solution and goes on after it */
  bool cancelling;               /* the loop is to unwind at once (dlx_iterator_destroy) */
  bool over;                     /* the loop ended: status says how */
} search_cursor;

/* links.c: dlx_solve's search on the links (no bounds), one solution at a time. start takes the
 * preselection (DLX_OK, DLX_PRESELECTED_OPTIONS_CONFLICT or DLX_ERROR_OPTION_OUT_OF_RANGE, with
 * nothing taken on failure); next runs the loop on to its next solution (true: its ids are in
 * solver->solution_ids[0 .. cursor->solution_size-1]) or to its end (false: the links are back as
 * after start and cursor->status says why); finish unwinds a loop stopped at a solution and takes
 * the preselection back. */
dlx_status dlx_links_iteration_start(dlx_solver *solver, const search_settings *search,
                                     search_cursor *cursor);
bool dlx_links_iteration_next(dlx_solver *solver, const search_settings *search,
                              search_cursor *cursor);
void dlx_links_iteration_finish(dlx_solver *solver, const search_settings *search,
                                search_cursor *cursor);

/* bounds.c: the same for Algorithm M, whose levels and bounds live in a bounds_iteration that
 * start allocates (DLX_ERROR_OUT_OF_MEMORY when it cannot) and finish frees. */
typedef struct bounds_iteration bounds_iteration;
dlx_status dlx_bounds_iteration_start(dlx_solver *solver, const search_settings *search,
                                      search_cursor *cursor, bounds_iteration **iteration);
bool dlx_bounds_iteration_next(dlx_solver *solver, const search_settings *search,
                               search_cursor *cursor, bounds_iteration *iteration);
void dlx_bounds_iteration_finish(dlx_solver *solver, const search_settings *search,
                                 search_cursor *cursor, bounds_iteration *iteration);

/* iterator_bitset.c: the same on the bitset representation, where dlx_solve would run it (a search
 * without preselected options or progress callback): start leaves *iteration NULL when the links
 * are to run instead (or fails: DLX_ERROR_OUT_OF_MEMORY), and takes nothing from the solver; a
 * search stopped half way needs no unwinding, only finish, which frees the iteration. */
typedef struct bitset_iteration bitset_iteration;
dlx_status dlx_bitset_iteration_start(dlx_solver *solver, const search_settings *search,
                                      search_cursor *cursor, bitset_iteration **iteration);
bool dlx_bitset_iteration_next(dlx_solver *solver, const search_settings *search,
                               search_cursor *cursor, bitset_iteration *iteration);
void dlx_bitset_iteration_finish(bitset_iteration *iteration);

/* plain_listing.c: the plain search of dlx_iterator, one solution at a time. start takes the
 * preselection (a conflict gives a listing of nothing, whose status says
 * DLX_PRESELECTED_OPTIONS_CONFLICT) and keeps the solver busy until destroy (NULL allowed); it
 * fails with DLX_ERROR_SEARCH_IN_PROGRESS, DLX_ERROR_NULL_ARGUMENT, DLX_ERROR_OPTION_OUT_OF_RANGE
 * or DLX_ERROR_OUT_OF_MEMORY. next hands out the next solution (its ids in solver->solution_ids
 * until the next call); status says how it stands, with the statistics so far. search may be
 * NULL: every solution. */
dlx_status dlx_plain_listing_start(dlx_solver *solver, const search_settings *search,
                                   plain_listing **listing);
bool dlx_plain_listing_next(plain_listing *listing, const uint32_t **option_ids,
                            size_t *option_count);
dlx_status dlx_plain_listing_status(const plain_listing *listing, dlx_statistics *statistics);
void dlx_plain_listing_destroy(plain_listing *listing);

/* symmetric_listing.c: the listing by symmetry classes of a search whose search_settings.symmetry
 * is not OFF, that asks for every solution (no solution or node limit) of the whole problem
 * (nothing preselected, no bounds). start leaves *listing NULL when the plain listing is to run
 * (the search does not qualify, AUTOMATIC's silent trial of *trial_nodes nodes ended, or no classes
 * were found with their automorphisms) and never fails: a listing it cannot make is the plain
 * one. next hands out the next solution (its ids valid until the next call), status says how the
 * listing stands (DLX_OK until it is over) with its statistics (the trial's nodes included),
 * destroy unwinds it (NULL allowed). The classes' searches are plain listings, started and
 * destroyed in turn: the solver is busy while one runs. */
typedef struct symmetric_listing symmetric_listing;
dlx_status dlx_symmetric_listing_start(dlx_solver *solver, const search_settings *search,
                                       const plain_searches *plain, symmetric_listing **listing,
                                       uint64_t *trial_nodes);
bool dlx_symmetric_listing_next(symmetric_listing *listing, const uint32_t **option_ids,
                                size_t *option_count);
dlx_status dlx_symmetric_listing_status(const symmetric_listing *listing,
                                        dlx_statistics *statistics);
bool dlx_symmetric_listing_ready(const symmetric_listing *listing); /* next needs no search */
void dlx_symmetric_listing_destroy(symmetric_listing *listing);

#endif
