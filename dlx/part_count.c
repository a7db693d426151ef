/* part_count.c: the split of a count over parts (dlx_count_part, and dlx_solve_part with more than
 * one part). Every part decides alone how the count is shared, from the problem and the options
 * only, so that the parts agree on every machine: the trials of the automatic modes, which
 * dlx_solve runs first, are never run here (their nodes would be paid once per part, and their
 * estimates decide against thresholds, where one part must not decide otherwise than another).
 *
 *   memo       when the memo applies (a count, option memo not off, no bounds) and either its
 *              frontier cost (memo_order.c) is at most PART_MEMO_FRONTIER_COST or option memo is
 *              on or the trials of the automatic memo say it pays (memo_wins_its_trials): the
 *              memo then counts the whole problem at once (the domino tilings of 8x8 take 6,415
 *              nodes where the plain tree has 25 million), so part 1 counts it alone and the
 *              others count nothing;
 *   symmetric  when symmetry applies (symmetric_count.c) and the finder (symmetry.c, with its own
 *              fixed budget of work) finds classes: each class's search is split as the plain
 *              tree is (parallel.c), and a part searches its share of every class;
 *   plain      otherwise: the subtrees of the plain tree (parallel.c).
 */
#include "internal.h"
#include "internal_memo.h"
#include "internal_progress.h"
#include "internal_statistics.h"
#include "internal_symmetry.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* At most this frontier cost (the memo's residual problems, at most: the sum over the places of
 * its order of 2^frontier), the memo counts the problem in well under a second, and no split
 * does better: domino tilings of 8x8 6,407, two-per-line rooks of 6 447. */
#define PART_MEMO_FRONTIER_COST 0x1p20
#define PART_MEMO_MAXIMUM_KEY_BYTES 2048

/* Above PART_MEMO_FRONTIER_COST and up to DLX_MEMO_HOPELESS_FRONTIER_COST, the memo wins on some
 * problems (straight trominoes on 12x12: 78,021 nodes where the plain tree has 345 million) and
 * loses on others (Langford pairs of 12), as dlx_solve's automatic memo finds by its trials. The
 * parts run the same trials: the plain one, then the memo's within a node budget just past its
 * verdict. Both stop at fixed node counts, so every part decides alike, and *plain_node_estimate
 * is what the memo of part 1 is then judged against, as dlx_solve judges it. */
static dlx_status memo_wins_its_trials(dlx_solver *solver, const search_settings *search,
                                       bool *wins, double *plain_node_estimate) {
  *wins = false;
  search_settings quiet = *search;
  quiet.on_progress = NULL;
  quiet.exact_count = NULL;
  quiet.plan = NULL;
  quiet.symmetry = DLX_SWITCH_OFF;
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  bool stopped_for_more;
  dlx_status status = dlx_run_automatic_trial(solver, &quiet, &trial, &stopped_for_more);
  if (!stopped_for_more) return status >= DLX_ERROR_OUT_OF_MEMORY ? status : DLX_OK;
  *plain_node_estimate = trial.tree_nodes;
  status = dlx_memo_trial(solver, &quiet, trial.tree_nodes, wins);
  if (status != DLX_OK) return status;
  if (stop_raised(search->stop)) *wins = false;
  return DLX_OK;
}

/* Whether part 1 counts the whole problem with the memo, the other parts nothing. */
static dlx_status memo_counts_at_once(dlx_solver *solver, const search_settings *search,
                                      bool *at_once, double *plain_node_estimate) {
  *at_once = false;
  *plain_node_estimate = INFINITY;
  if (search->memo == DLX_MEMO_OFF || search->on_solution || search->solution_limit ||
      search->preselected_count || solver->bounded_item_count)
    return DLX_OK;
  double cost;
  if (dlx_memo_key_bytes(solver) > PART_MEMO_MAXIMUM_KEY_BYTES ||
      dlx_memo_frontier_cost(solver, &cost) != DLX_OK)
    return DLX_OK;
  if (cost <= PART_MEMO_FRONTIER_COST || search->memo == DLX_MEMO_ON) {
    *at_once = true;
    return DLX_OK;
  }
  if (cost > DLX_MEMO_HOPELESS_FRONTIER_COST) return DLX_OK;
  return memo_wins_its_trials(solver, search, at_once, plain_node_estimate);
}

/* The subtrees that the parts share in all, at least: as many as the plain split's, spread over
 * the classes' searches (the splitter's work, repeated in every part, grows with them). */
#define SUBTREES_PER_PART 64

typedef struct share {
  uint32_t part, parts;
  unsigned threads;
  const plain_searches *plain;
  part_split split; /* the next class's: the target, and the subtrees of the classes before */
} share;

/* The searcher of the symmetric split: the part's share of one class's search. */
static dlx_status search_share(dlx_solver *solver, const search_settings *search, void *context,
                               dlx_statistics *statistics) {
  share *share = context;
  search_settings plain_part = *search;
  plain_part.symmetry = DLX_SWITCH_OFF;
  plain_part.fractions = NULL;
  share->split.subtrees = 0;
  dlx_status status =
      dlx_part_search_split(solver, &plain_part, share->part, share->parts, share->threads,
                            share->plain, &share->split, statistics);
  share->split.offset += share->split.subtrees;
  return status;
}

dlx_status dlx_split_part_search(dlx_solver *solver, const search_settings *search, uint32_t part,
                                 uint32_t parts, unsigned threads, const plain_searches *plain,
                                 dlx_split_mode *mode, dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  bool memo_at_once;
  double plain_node_estimate;
  dlx_status memo_status = memo_counts_at_once(solver, search, &memo_at_once, &plain_node_estimate);
  if (memo_status != DLX_OK) return memo_status;
  if (stop_raised(search->stop)) return DLX_STOPPED_BY_REQUEST;
  if (memo_at_once) {
    *mode = DLX_SPLIT_MEMO;
    if (part > 1) {
      if (search->exact_count && dlx_count_set(search->exact_count, 0) != DLX_OK)
        return DLX_ERROR_OUT_OF_MEMORY;
      if (search->on_progress) { /* done at once */
        progress_reporter reporter;
        dlx_progress_reporter_start(&reporter, search);
        dlx_progress_report_end(&reporter, DLX_OK, 0, 0);
      }
      return DLX_OK;
    }
    search_settings whole = *search;
    whole.memo = plain_node_estimate < INFINITY ? DLX_MEMO_AUTOMATIC : DLX_MEMO_ON;
    whole.symmetry = DLX_SWITCH_OFF;
    bool ran = false;
    dlx_status status = dlx_memo_solve(solver, &whole, plain_node_estimate, statistics, &ran);
    if (ran || status >= DLX_ERROR_OUT_OF_MEMORY) return status;
    return dlx_part_search(solver, search, 1, 1, threads, plain, statistics);
  }
  *mode = DLX_SPLIT_PLAIN;
  if (dlx_symmetry_applies(solver, search)) {
    symmetry_classes classes;
    bool found = false;
    phase_watch watch;
    dlx_progress start = {0};
    dlx_phase_watch_start(&watch, search, &start);
    dlx_status status = dlx_find_symmetry_classes(solver, false, 0, &watch, &classes, &found);
    if (status != DLX_OK) return status;
    if (stop_raised(search->stop)) {
      if (found) dlx_symmetry_classes_free(&classes);
      return DLX_STOPPED_BY_REQUEST;
    }
    if (found) {
      *mode = DLX_SPLIT_SYMMETRIC;
      size_t target =
          ((size_t)SUBTREES_PER_PART * parts + classes.class_count - 1) / classes.class_count;
      share share = {.part = part,
                     .parts = parts,
                     .threads = threads,
                     .plain = plain,
                     .split = {.target = target}};
      plain_searcher on_share = {.run = search_share, .context = &share};
      status = dlx_symmetric_share(solver, search, &classes, &on_share, plain, statistics);
      dlx_symmetry_classes_free(&classes);
      return status;
    }
  }
  return dlx_part_search(solver, search, part, parts, threads, plain, statistics);
}
