/* symmetric_count.c: the exact count with symmetry classes (internal_symmetry.h says why it is
 * exact): after the plain trial of DLX_SWITCH_AUTOMATIC, the classes of a root item's options
 * (symmetry.c), then one plain search per class with its representative preselected, whose count
 * is multiplied by the class's size. On the bitset, by orbits (below): each class's
 * search also leaves out the options that an earlier class's search stands for. Without classes,
 * the plain search from the start.
 */
#include "internal_progress.h"
#include "internal_symmetry.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

bool dlx_symmetry_applies(const dlx_solver *solver, const search_settings *search) {
  return search->symmetry != DLX_SWITCH_OFF && !search->on_solution && !search->solution_limit &&
         search->preselected_count == 0 && solver->bounded_item_count == 0;
}

/* Adds size * solutions to an exact count. */
static dlx_status add_class_count(dlx_count *total, dlx_count *term, uint64_t solutions,
                                  uint32_t size) {
  dlx_status status = dlx_count_set(term, solutions);
  if (status == DLX_OK) status = dlx_count_multiply_small(term, size);
  if (status == DLX_OK) status = dlx_count_add(total, term);
  return status;
}

/* The count by orbits: a refinement of the count by classes, where the automorphisms found may
 * also move the root item (symmetry.c). Rank the root item's options in its list order, and let
 * the key of a solution be the least rank of the root item's option in its images. The search of
 * representative o (rank r) leaves out every option whose orbit holds a root option ranked below
 * r: what is left is exactly the solutions that hold o and whose key is r. The images of a
 * solution S that hold o are then all found there; by orbit and stabilizer, the automorphisms g
 * with o in g(S) number |Stab(o)| times the options of S in the orbit of o, so each found solution
 * stands for |orbit(o)| / |S and orbit(o)| solutions, and the found images of one solution add up
 * to its orbit's size. The tally counts the found solutions by how many options of the orbit they
 * hold. 12 queens: 16,293 nodes, where the classes of the reflection of the root row alone take
 * 49,548. */
typedef struct orbit_tally {
  const uint32_t *option_orbit;
  uint32_t orbit;       /* the representative's */
  uint64_t *by_shared;  /* by_shared[c]: solutions holding c options of the orbit */
  uint32_t most_shared; /* by_shared has most_shared + 1 counters */
} orbit_tally;

static int tally_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  orbit_tally *tally = context;
  uint32_t shared = 0;
  for (size_t k = 0; k < option_count; k++)
    shared += tally->option_orbit[option_ids[k]] == tally->orbit;
  tally->by_shared[shared < tally->most_shared ? shared : tally->most_shared]++;
  return 0;
}

static uint32_t greatest_common_divisor(uint32_t a, uint32_t b) {
  while (b) {
    uint32_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/* Adds numerator / denominator (denominator above 1) to a part's fractions, the whole units it
 * makes going into *whole: each fraction stays below 1. DLX_ERROR_TOO_LARGE when a new
 * denominator finds no room. */
static dlx_status add_fraction(dlx_part_result *fractions, uint64_t numerator, uint64_t denominator,
                               uint64_t *whole) {
  uint32_t k = 0;
  while (k < fractions->fraction_count && fractions->denominators[k] != denominator) k++;
  if (k == fractions->fraction_count) {
    if (k == DLX_PART_MAXIMUM_FRACTIONS) return DLX_ERROR_TOO_LARGE;
    fractions->denominators[k] = denominator;
    fractions->numerators[k] = 0;
    fractions->fraction_count++;
  }
  *whole = numerator / denominator;
  uint64_t sum = fractions->numerators[k] + numerator % denominator; /* below 2^33 * 2 */
  *whole += sum / denominator;
  fractions->numerators[k] = sum % denominator;
  return DLX_OK;
}

/* The solutions a tally stands for: the sum over c of by_shared[c] * orbit_size / c, each term
 * exact when the search was complete (then c / gcd divides by_shared[c]), rounded down otherwise
 * (a lower bound). Into *solutions (saturating) and, when not NULL, total. A part of the symmetric
 * split (fractions not NULL) searched only some of the solutions behind each term, which need not
 * be a multiple of c / gcd: what is left over goes into its fractions, which the parts' together
 * make whole. */
static dlx_status add_tally(const orbit_tally *tally, uint32_t orbit_size,
                            dlx_part_result *fractions, dlx_count *total, dlx_count *term,
                            uint64_t *solutions) {
  for (uint32_t c = 1; c <= tally->most_shared; c++) {
    if (!tally->by_shared[c]) continue;
    uint32_t divisor = greatest_common_divisor(orbit_size, c);
    uint64_t whole = tally->by_shared[c] / (c / divisor);
    uint64_t rest = tally->by_shared[c] % (c / divisor);
    *solutions = saturating_add(*solutions, saturating_multiply(whole, orbit_size / divisor));
    if (total && add_class_count(total, term, whole, orbit_size / divisor) != DLX_OK)
      return DLX_ERROR_OUT_OF_MEMORY;
    if (!fractions || rest == 0) continue;
    uint64_t carried;
    dlx_status status =
        add_fraction(fractions, rest * (orbit_size / divisor), c / divisor, &carried);
    if (status != DLX_OK) return status;
    *solutions = saturating_add(*solutions, carried);
    if (total && carried && add_class_count(total, term, carried, 1) != DLX_OK)
      return DLX_ERROR_OUT_OF_MEMORY;
  }
  return DLX_OK;
}

/* What the count by orbits needs besides the classes: the size of every orbit, the mask of the
 * options left out, and the tally's counters. */
typedef struct orbit_count {
  uint32_t *orbit_size; /* per option, for the orbit it names */
  uint64_t *excluded;
  orbit_tally tally;
  bool *held; /* per primary item: scratch of orbit_alone_in_solutions */
} orbit_count;

static void orbit_count_free(orbit_count *count) {
  free(count->orbit_size);
  free(count->excluded);
  free(count->tally.by_shared);
  free(count->held);
}

/* Whether every other option of o's orbit shares a primary item with o: then each solution that
 * holds o holds no other option of the orbit and stands for the orbit's size, and the search needs
 * no tally (a call per solution: Langford pairs of 12 have 216,288). */
static bool orbit_alone_in_solutions(const dlx_solver *solver, const uint32_t *option_orbit,
                                     uint32_t o, bool *held) {
  const node *nodes = solver->nodes;
  const uint32_t primary = solver->primary_count;
  for (uint32_t e = solver->first_node_of_option[o]; nodes[e].top > 0; e++)
    if ((uint32_t)nodes[e].top <= primary) held[nodes[e].top - 1] = true;
  bool alone = true;
  for (uint32_t q = 0; q < solver->option_count && alone; q++) {
    if (q == o || option_orbit[q] != option_orbit[o]) continue;
    bool shares = false;
    for (uint32_t e = solver->first_node_of_option[q]; nodes[e].top > 0; e++)
      shares |= (uint32_t)nodes[e].top <= primary && held[nodes[e].top - 1];
    alone = shares;
  }
  for (uint32_t e = solver->first_node_of_option[o]; nodes[e].top > 0; e++)
    if ((uint32_t)nodes[e].top <= primary) held[nodes[e].top - 1] = false;
  return alone;
}

static dlx_status orbit_count_start(const dlx_solver *solver, const symmetry_classes *classes,
                                    orbit_count *count) {
  uint32_t options = solver->option_count;
  memset(count, 0, sizeof *count);
  count->orbit_size = calloc((size_t)options + 1, sizeof(uint32_t));
  count->excluded = calloc((size_t)options / 64 + 1, sizeof(uint64_t));
  count->tally.most_shared = solver->primary_count;
  count->tally.by_shared = calloc((size_t)solver->primary_count + 1, sizeof(uint64_t));
  count->tally.option_orbit = classes->option_orbit;
  count->held = calloc((size_t)solver->primary_count + 1, sizeof(bool));
  if (!count->orbit_size || !count->excluded || !count->tally.by_shared || !count->held) {
    orbit_count_free(count);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  for (uint32_t q = 0; q < options; q++) count->orbit_size[classes->option_orbit[q]]++;
  return DLX_OK;
}

/* The count by classes, or by orbits where it can (the bitset with conflict rows; on threads, their
 * splitter and their copies of the solver take the mask too), after the trial's nodes and
 * updates. A share of the count (one part of the symmetric split: each class's search is the
 * searcher's share of it) counts by orbits only where it can hand its fractions on. */
static dlx_status count_by_classes(dlx_solver *solver, const search_settings *search,
                                   const symmetry_classes *classes, const dlx_statistics *trial,
                                   double fraction_done_before, const plain_searcher *searcher,
                                   const plain_searches *plain, bool share,
                                   dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  statistics->nodes = trial->nodes;
  statistics->updates = trial->updates;
  dlx_count *total = NULL, *term = NULL;
  if (search->exact_count &&
      (dlx_count_create(&total) != DLX_OK || dlx_count_create(&term) != DLX_OK)) {
    dlx_count_destroy(total);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  progress_reporter reporter;
  dlx_progress_reporter_start(&reporter, search);
  reporter.fraction_done = fraction_done_before; /* the trial's reports never go back */
  reporter.solutions = trial->solutions;
  progress_relay progress = {.reporter = &reporter};
  search_settings part = *search;
  part.memo = DLX_MEMO_OFF;
  part.symmetry = DLX_SWITCH_OFF;
  part.exact_count = NULL;
  part.fractions = NULL;
  part.preselected_count = 1;
  if (part.representation == DLX_REPRESENTATION_AUTOMATIC) /* as the whole search would run */
    part.representation = dlx_choose_representation(solver, 0);
  if (search->on_progress) {
    part.on_progress = dlx_progress_relay_report;
    part.progress_context = &progress;
  }
  orbit_count orbits;
  bool by_orbits = classes->least_rank && part.representation == DLX_REPRESENTATION_BITSET &&
                   dlx_bitset_can_leave_out(solver) && (!share || search->fractions);
  if (by_orbits && orbit_count_start(solver, classes, &orbits) != DLX_OK) by_orbits = false;
  if (by_orbits) {
    part.context = &orbits.tally;
    solver->excluded_options = orbits.excluded;
  }
  dlx_status status = DLX_OK;
  uint64_t most_nodes = 0;
  for (uint32_t k = 0; k < classes->class_count && status == DLX_OK; k++) {
    uint32_t representative = classes->representative[k], size = classes->size[k];
    part.preselected_options = &representative;
    if (stop_raised(search->stop)) { /* a class's search may end too soon */
      status = DLX_STOPPED_BY_REQUEST;
      break;
    }
    if (search->node_limit) {
      if (statistics->nodes >= search->node_limit) {
        status = DLX_STOPPED_AT_NODE_LIMIT;
        break;
      }
      part.node_limit = search->node_limit - statistics->nodes;
    }
    bool alone = false;
    uint32_t weight = size; /* the solutions that one found stands for, without a tally */
    if (by_orbits) {
      /* Never cleared: the classes come in the order of their ranks, each leaving out more. */
      symmetry_exclusions(classes, solver->option_count, k, orbits.excluded);
      orbits.tally.orbit = classes->option_orbit[representative];
      memset(orbits.tally.by_shared, 0, ((size_t)orbits.tally.most_shared + 1) * sizeof(uint64_t));
      alone = orbit_alone_in_solutions(solver, classes->option_orbit, representative, orbits.held);
      part.on_solution = alone ? NULL : tally_solution;
      weight = orbits.orbit_size[orbits.tally.orbit];
    }
    progress.scale = by_orbits ? 1 : size;
    progress.weight = (double)size / classes->root_option_count;
    progress.solutions_before = statistics->solutions;
    progress.nodes_before = statistics->nodes;
    dlx_statistics searched;
    status = searcher ? searcher->run(solver, &part, searcher->context, &searched)
                      : plain->search(solver, &part, NULL, 0, &searched);
    if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) status = DLX_OK; /* an option alone never is */
    if (status >= DLX_ERROR_OUT_OF_MEMORY) break;
    statistics->nodes = saturating_add(statistics->nodes, searched.nodes);
    statistics->updates = saturating_add(statistics->updates, searched.updates);
    /* The representation of the class searched longest (the threads' splitter alone may finish a
     * small one, as the links search). */
    if (searched.nodes >= most_nodes) {
      most_nodes = searched.nodes;
      statistics->representation = searched.representation;
    }
    if (by_orbits && !alone) {
      dlx_status added = add_tally(&orbits.tally, weight, share ? search->fractions : NULL, total,
                                   term, &statistics->solutions);
      if (added != DLX_OK) status = added;
    } else {
      statistics->solutions =
          saturating_add(statistics->solutions, saturating_multiply(searched.solutions, weight));
      if (total && add_class_count(total, term, searched.solutions, weight) != DLX_OK)
        status = DLX_ERROR_OUT_OF_MEMORY;
    }
    progress.done_before += progress.weight;
  }
  if (by_orbits) {
    solver->excluded_options = NULL;
    orbit_count_free(&orbits);
  }
  statistics->symmetry_item = classes->root_item;
  statistics->symmetry_item_options = classes->root_option_count;
  statistics->symmetry_classes = classes->class_count;
  if (total && status < DLX_ERROR_OUT_OF_MEMORY &&
      (dlx_count_set(search->exact_count, 0) != DLX_OK ||
       dlx_count_add(search->exact_count, total) != DLX_OK))
    status = DLX_ERROR_OUT_OF_MEMORY;
  dlx_count_destroy(total);
  dlx_count_destroy(term);
  if (status < DLX_ERROR_OUT_OF_MEMORY)
    dlx_progress_report_end(&reporter, status, statistics->solutions, statistics->nodes);
  return status;
}

/* A search cut short after the trial: its count and the trial's are both lower bounds, and the
 * larger is kept (as its progress reports did). */
static dlx_status keep_larger_lower_bound(const search_settings *search,
                                          const dlx_statistics *trial, dlx_status status,
                                          dlx_statistics *statistics) {
  if (status == DLX_OK || status >= DLX_ERROR_OUT_OF_MEMORY) return status;
  if (trial->solutions <= statistics->solutions) return status;
  statistics->solutions = trial->solutions;
  if (search->exact_count && dlx_count_set(search->exact_count, trial->solutions) != DLX_OK)
    return DLX_ERROR_OUT_OF_MEMORY;
  return status;
}

/* DLX_SWITCH_AUTOMATIC's budget for the search for classes: this much work (symmetry.c's units)
 * per node that the trial expects of the plain search, and never less than the floor. The
 * examples that have classes took 1.2 to 43 units per expected node (pentominoes 3x20 the most,
 * 711,468 units in all), and at most 942,256 units; one item with 200,000 options alike, whose
 * plain search takes 200,001 nodes and milliseconds, used up the whole fixed budget of symmetry.c
 * in vain, several times the plain search's time. */
#define SYMMETRY_WORK_PER_EXPECTED_NODE 16
#define SYMMETRY_AUTOMATIC_WORK_FLOOR (UINT64_C(1) << 20)

static uint64_t automatic_symmetry_budget(double expected_nodes) {
  double budget = SYMMETRY_WORK_PER_EXPECTED_NODE * expected_nodes;
  if (!(budget < 0x1p62)) return 0; /* symmetry.c's own */
  return budget > (double)SYMMETRY_AUTOMATIC_WORK_FLOOR ? (uint64_t)budget
                                                        : SYMMETRY_AUTOMATIC_WORK_FLOOR;
}

dlx_status dlx_symmetric_search(dlx_solver *solver, const search_settings *search,
                                const automatic_trial *earlier_trial,
                                const plain_searcher *searcher, const plain_searches *plain,
                                dlx_statistics *statistics) {
  memset(statistics, 0, sizeof *statistics);
  bool automatic = search->symmetry == DLX_SWITCH_AUTOMATIC;
  automatic_trial trial;
  memset(&trial, 0, sizeof trial);
  if (earlier_trial) {
    trial = *earlier_trial;
  } else if (automatic) {
    bool stopped_for_classes;
    dlx_status status = plain->trial(solver, search, &trial, &stopped_for_classes);
    if (!stopped_for_classes) {
      *statistics = trial.statistics;
      return status;
    }
  }
  symmetry_classes classes;
  bool found = false;
  phase_watch watch;
  dlx_progress last = {.solutions = trial.statistics.solutions,
                       .nodes = trial.statistics.nodes,
                       .fraction_done = trial.fraction_done};
  dlx_phase_watch_start(&watch, search, &last);
  uint64_t budget = automatic ? automatic_symmetry_budget(trial.tree_nodes) : 0;
  dlx_status status = dlx_find_symmetry_classes(solver, false, budget, &watch, &classes, &found);
  if (status != DLX_OK && !automatic) {
    memset(statistics, 0, sizeof *statistics);
    return status;
  }
  if (found) {
    status = count_by_classes(solver, search, &classes, &trial.statistics, trial.fraction_done,
                              searcher, plain, false, statistics);
    dlx_symmetry_classes_free(&classes);
    return keep_larger_lower_bound(search, &trial.statistics, status, statistics);
  }
  status = plain->after_trial(solver, search, NULL, 0, &trial.statistics, trial.fraction_done,
                              searcher, statistics);
  return keep_larger_lower_bound(search, &trial.statistics, status, statistics);
}

dlx_status dlx_symmetric_share(dlx_solver *solver, const search_settings *search,
                               const symmetry_classes *classes, const plain_searcher *searcher,
                               const plain_searches *plain, dlx_statistics *statistics) {
  dlx_statistics none;
  memset(&none, 0, sizeof none);
  return count_by_classes(solver, search, classes, &none, 0.0, searcher, plain, true, statistics);
}
