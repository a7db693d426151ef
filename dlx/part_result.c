/* part_result.c: dlx_count_part, one part of a count with its result for dlx_merge: the problem's
 * hash, the split's mode and the part's count, exact, with the fractions of the count by orbits
 * (the split itself: part_count.c, through dlx_solve_part).
 */
#include "internal.h"
#include "internal_statistics.h"

#include <string.h>

/* Orders the fractions by denominator and drops those that came to 0. */
static void tidy_fractions(dlx_part_result *result) {
  uint32_t kept = 0;
  for (uint32_t k = 0; k < result->fraction_count; k++) {
    if (result->numerators[k] == 0) continue;
    uint64_t numerator = result->numerators[k], denominator = result->denominators[k];
    uint32_t at = kept++;
    for (; at > 0 && result->denominators[at - 1] > denominator; at--) {
      result->numerators[at] = result->numerators[at - 1];
      result->denominators[at] = result->denominators[at - 1];
    }
    result->numerators[at] = numerator;
    result->denominators[at] = denominator;
  }
  result->fraction_count = kept;
}

dlx_status dlx_count_part(dlx_solver *solver, const dlx_search *search, uint32_t part,
                          uint32_t parts, unsigned threads, dlx_part_result *result,
                          dlx_statistics *statistics) {
  if (!result) return DLX_ERROR_NULL_ARGUMENT;
  memset(result, 0, sizeof *result);
  result->part = part;
  result->parts = parts;
  if (!solver) return DLX_ERROR_NULL_ARGUMENT;
  if (search && (search->on_solution || search->solution_limit))
    return DLX_ERROR_OPTION_NOT_HONOURED;
  dlx_status status = dlx_problem_hash(solver, &result->problem_hash);
  if (status != DLX_OK) return status;
  dlx_count *own = NULL, *count = solver->exact_count;
  if (!count) {
    if (dlx_count_create(&own) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
    solver->exact_count = count = own;
  }
  dlx_statistics full;
  status = dlx_solve_part_into(solver, search, part, parts, threads, result, &full);
  if (own) solver->exact_count = NULL;
  uint64_t limbs[2] = {0, 0};
  if (status < DLX_ERROR_OUT_OF_MEMORY && dlx_count_limbs(count, limbs, 2) > 2)
    status = DLX_ERROR_TOO_LARGE;
  dlx_count_destroy(own);
  result->solutions_low = limbs[0];
  result->solutions_high = limbs[1];
  result->nodes = full.nodes;
  result->complete = status == DLX_OK;
  if (parts == 1) /* the whole count, as dlx_solve_parallel runs it */
    result->mode = full.symmetry_classes ? DLX_SPLIT_SYMMETRIC
                   : full.memo           ? DLX_SPLIT_MEMO
                                         : DLX_SPLIT_PLAIN;
  tidy_fractions(result);
  if (statistics) dlx_statistics_deliver(statistics, &full);
  return status;
}
