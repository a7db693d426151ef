/* internal_symmetry.h: the symmetries of a problem that a count uses (symmetry.c finds them,
 * symmetric_count.c counts with them). Not installed.
 *
 * Every solution holds exactly one option of a primary item (without bounds). An automorphism of
 * the problem (a permutation of the items, primary to primary and secondary to secondary, and of
 * the options, that maps each option onto an option with the images of its items, colors kept)
 * maps the solutions that hold an option r one to one onto those that hold its image. So when
 * automorphisms map r onto each option of a class, every option of the class lies in as many
 * solutions as r, and the count is the sum over the classes of the class's size times the number of
 * solutions that hold its representative. Only permutations checked to be automorphisms go into a
 * class: the search that proposes them may miss some (a class then splits, and the count stays
 * exact), never adds a wrong one. Automorphisms that move the root item onto others make the
 * orbits of the options larger: the count and the listing by orbits (symmetric_count.c) use them
 * to leave options out of each class's search.
 */
#ifndef DLX_INTERNAL_SYMMETRY_H
#define DLX_INTERNAL_SYMMETRY_H

#include "internal.h"
#include "internal_progress.h"

/* The root item's options in classes: class k has size[k] options, representative[k] one of
 * them; the sizes add up to root_option_count; the item's options are root_options, in the order
 * of its list. With `keep`, the automorphisms whose orbits make the classes: automorphism_count
 * permutations of the options (option q goes onto automorphisms[a * option_count + q]); the group
 * they generate maps each representative onto every option of its class (not always through
 * options of the root item: an automorphism may move the item). */
typedef struct symmetry_classes {
  uint32_t root_item;
  uint32_t root_option_count;
  uint32_t class_count;
  uint32_t *representative;
  uint32_t *size;
  uint32_t automorphism_count;
  uint32_t *automorphisms;
  uint32_t *root_options;
  /* Each option's orbit under the automorphisms found, named by its least option (automorphisms
   * that move the root item included, so that the classes are these orbits met in the root item's
   * list, and in the order of their representatives), and per option the least rank (place in
   * the root item's list) of a root option in its orbit, UINT32_MAX when none is. */
  uint32_t *option_orbit;
  uint32_t *least_rank;
} symmetry_classes;

/* The options that the search of class k leaves out in a count or a listing by orbits
 * (symmetric_count.c says why): those whose orbit holds a root option ranked below class k's
 * representative. Sets their bits in mask (option_count bits, cleared by the caller). */
static inline void symmetry_exclusions(const symmetry_classes *classes, uint32_t option_count,
                                       uint32_t k, uint64_t *mask) {
  uint32_t rank = classes->least_rank[classes->representative[k]];
  for (uint32_t q = 0; q < option_count; q++)
    if (classes->least_rank[q] < rank) mask[q / 64] |= UINT64_C(1) << (q % 64);
}

/* symmetry.c: looks for a primary item whose options fall into fewer classes than there are
 * options, within a budget of work: `budget` units (a vertex or an edge of the graph of items and
 * options visited, a few nanoseconds), or its own, fixed, when 0 or larger. On DLX_OK, *found says
 * whether it found one; if so the caller frees the classes with dlx_symmetry_classes_free. With
 * `keep` (a listing, which maps solutions by the automorphisms), classes are found only when every
 * automorphism behind them fits the finder's memory for them. A problem with bounds gets none. With
 * `watch` (may be NULL), the search polls the caller's stop request as it works
 * (internal_progress.h), and finds nothing once a stop was requested. */
dlx_status dlx_find_symmetry_classes(dlx_solver *solver, bool keep, uint64_t budget,
                                     phase_watch *watch, symmetry_classes *classes, bool *found);
void dlx_symmetry_classes_free(symmetry_classes *classes);

/* symmetry.c: the check every permutation passes before a class takes it: *automorphism says
 * whether `image` (the images of the items, then of the options, as item numbers and then
 * primary_count + secondary_count + option ids) is an automorphism. For the tests. */
dlx_status dlx_symmetry_is_automorphism(dlx_solver *solver, const uint32_t *image,
                                        bool *automorphism);

/* symmetric_count.c: whether a search may count with symmetry classes (an exact count of the whole
 * problem: no solution callback, no solution limit, nothing preselected, no bounds). */
bool dlx_symmetry_applies(const dlx_solver *solver, const search_settings *search);

/* symmetric_count.c: the count of a search to which symmetry applies. With earlier_trial (the
 * trials of DLX_MEMO_AUTOMATIC, whose nodes and updates it counts), it looks for classes at once;
 * without, AUTOMATIC runs the automatic trial first (on one thread). The classes' searches, and the
 * plain search when there are no classes, run with `searcher` (dlx_solve_part's threads), or on one
 * thread when it is NULL. */
dlx_status dlx_symmetric_search(dlx_solver *solver, const search_settings *search,
                                const automatic_trial *earlier_trial,
                                const plain_searcher *searcher, const plain_searches *plain,
                                dlx_statistics *statistics);

/* symmetric_count.c: one part's share of the count by the classes found (the symmetric split of
 * dlx_count_part): each class's search is `searcher`'s, which searches the part's share of its
 * subtrees; by orbits only when search->fractions takes what the share cannot count whole. */
dlx_status dlx_symmetric_share(dlx_solver *solver, const search_settings *search,
                               const symmetry_classes *classes, const plain_searcher *searcher,
                               const plain_searches *plain, dlx_statistics *statistics);

#endif
