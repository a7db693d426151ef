/* symmetric_listing.c: dlx_iterator's listing by symmetry classes (internal_iterator.h). The
 * classes of a root item's options come with automorphisms that generate them (symmetry.c); for
 * each option of a class, a walk over those from the class's representative gives one automorphism
 * that maps the representative onto it. The listing then searches, class by class, the solutions
 * that hold the representative (a plain listing with it preselected), and hands out each one's
 * image under every automorphism of its class: each solution of the problem holds exactly one
 * option of the root item, so it comes out exactly once, and the search is the count's with
 * symmetry (up to several times shorter than the plain listing's). On the bitset, by orbits as the
 * count goes (symmetric_count.c): the members of a class are its representative's whole orbit, and
 * each image comes out from one of the solutions found that it is an image of.
 *
 * DLX_SWITCH_AUTOMATIC first counts silently for a trial (the automatic trial's nodes): a listing
 * cannot take back what it handed out, so the search that decides is run apart, and a problem done
 * within it is listed plainly (its cost, a small search, paid twice).
 */
#include "internal_bounds.h"
#include "internal_iterator.h"
#include "internal_progress.h"
#include "internal_symmetry.h"

#include <stdlib.h>
#include <string.h>

/* The listing's trial runs a quarter of the count's (1,024 to 16,384 nodes): its nodes are lost
 * whatever it decides (a count's trial goes on to the end when the search is short), and a
 * listing pays its searches per solution anyway, so classes pay sooner. */
#define LISTING_TRIAL_DIVISOR 4
/* The memory of the automorphisms that a listing keeps, one per option of the root item. */
#define SYMMETRIC_LISTING_MAXIMUM_IMAGE_BYTES ((size_t)64 << 20)

struct symmetric_listing {
  dlx_solver *solver;
  const plain_searches *plain;
  symmetry_classes classes;
  uint32_t option_count;
  uint32_t *member;       /* the root item's options class by class, each representative first */
  uint32_t *member_start; /* class k's: member[member_start[k] .. member_start[k + 1] - 1] */
  uint32_t *images;       /* member m's automorphism: option q onto images[m * option_count + q] */
  uint32_t *out;          /* the solution handed out */
  /* By orbits (symmetric_count.c says why it is exact): the members of a class are its
   * representative's whole orbit, each class's search leaves out `excluded`, and of the images of
   * a solution S found, the one that holds member q comes out when q is the least option of the
   * orbit in it (each image comes out once, from one of the found solutions it is an image of). */
  bool by_orbits;
  uint64_t *excluded;
  uint32_t *emitted; /* the members whose images of base come out, emitted_count of them */
  uint32_t emitted_count;
  search_settings
      part_search; /* the caller's search, with the class's representative preselected */
  uint32_t representative;
  plain_listing *part; /* the class's search, NULL between two */
  uint32_t class_index;
  uint32_t next_member; /* the place in emitted of the member whose image of base comes next */
  const uint32_t *base; /* the part's current solution, NULL when its images are all out */
  size_t base_size;
  uint64_t solutions, nodes, updates; /* of the trial and the parts ended */
  progress_reporter reporter;         /* the caller's reports, relayed from the parts */
  progress_relay relay;
  dlx_status status;
  bool over;
};

static bool listing_applies(const dlx_solver *solver, const search_settings *search) {
  return search->symmetry != DLX_SWITCH_OFF && search->solution_limit == 0 &&
         search->node_limit == 0 && search->preselected_count == 0 && !dlx_has_bounds(solver);
}

/* The members of each class and their automorphisms, composed from the kept ones along a
 * breadth-first walk over the options from the class's representative (through any option: an
 * automorphism may take the root item's options onto another item's on the way), each member's
 * automorphism the product of the kept ones on its path. The members are the root item's options
 * of the class, or by orbits every option the walk meets. False when memory is short, or when the
 * walks do not give each class exactly its size (they do: the classes are the orbits of the group
 * the kept ones generate, met on the root item). */
static bool compose_images(symmetric_listing *listing) {
  const symmetry_classes *classes = &listing->classes;
  size_t options = listing->option_count;
  uint32_t *parent = malloc(options * sizeof *parent);   /* the option before on the path */
  uint32_t *through = malloc(options * sizeof *through); /* the automorphism from it */
  uint32_t *class_of = malloc(options * sizeof *class_of);
  uint32_t *queue = malloc(options * sizeof *queue);
  uint32_t *path = malloc((options + 1) * sizeof *path);
  listing->member_start = malloc(((size_t)classes->class_count + 1) * sizeof(uint32_t));
  bool composed = listing->member_start && parent && through && class_of && queue && path;
  for (size_t q = 0; composed && q < options; q++) class_of[q] = UINT32_MAX;
  size_t walked = 0; /* the options met by the walks: the orbits of the representatives */
  for (uint32_t k = 0; composed && k < classes->class_count; k++) {
    uint32_t head = 0, tail = 0, representative = classes->representative[k];
    class_of[representative] = k;
    queue[tail++] = representative;
    while (head < tail) {
      uint32_t q = queue[head++];
      for (uint32_t a = 0; a < classes->automorphism_count; a++) {
        uint32_t target = classes->automorphisms[(size_t)a * options + q];
        if (class_of[target] != UINT32_MAX) continue;
        class_of[target] = k;
        parent[target] = q;
        through[target] = a;
        queue[tail++] = target;
      }
    }
    walked += tail;
  }
  /* By orbits when their images fit the memory for them, else by classes (fewer members). */
  size_t fitting = SYMMETRIC_LISTING_MAXIMUM_IMAGE_BYTES / sizeof(uint32_t) / options;
  if (walked > fitting) listing->by_orbits = false;
  size_t members = listing->by_orbits ? walked : classes->root_option_count;
  if (members > fitting) composed = false;
  listing->member = composed ? malloc(members * sizeof *listing->member) : NULL;
  listing->images = composed ? malloc(members * options * sizeof *listing->images) : NULL;
  listing->emitted = composed ? malloc((members + 1) * sizeof *listing->emitted) : NULL;
  composed = composed && listing->member && listing->images && listing->emitted;
  /* The members, class by class, each representative first. */
  uint32_t slot = 0;
  for (uint32_t k = 0; composed && k < classes->class_count; k++) {
    listing->member_start[k] = slot;
    listing->member[slot++] = classes->representative[k];
    if (listing->by_orbits) {
      for (uint32_t q = 0; q < options; q++)
        if (class_of[q] == k && q != classes->representative[k]) listing->member[slot++] = q;
      continue;
    }
    for (uint32_t m = 0; m < classes->root_option_count; m++) {
      uint32_t o = classes->root_options[m];
      if (class_of[o] == k && o != classes->representative[k]) {
        if (slot - listing->member_start[k] == classes->size[k]) {
          composed = false;
          break;
        }
        listing->member[slot++] = o;
      }
    }
    if (slot - listing->member_start[k] != classes->size[k]) composed = false;
  }
  if (composed) listing->member_start[classes->class_count] = slot;
  for (uint32_t m = 0; composed && m < members; m++) {
    uint32_t o = listing->member[m], length = 0;
    uint32_t representative = classes->representative[class_of[o]];
    for (uint32_t v = o; v != representative; v = parent[v]) path[length++] = through[v];
    uint32_t *image = listing->images + (size_t)m * options;
    for (size_t q = 0; q < options; q++) image[q] = (uint32_t)q;
    while (length > 0) { /* the automorphisms from the representative's end of the path on */
      const uint32_t *automorphism = classes->automorphisms + (size_t)path[--length] * options;
      for (size_t q = 0; q < options; q++) image[q] = automorphism[image[q]];
    }
  }
  free(parent);
  free(through);
  free(class_of);
  free(queue);
  free(path);
  return composed;
}

void dlx_symmetric_listing_destroy(symmetric_listing *listing) {
  if (!listing) return;
  listing->plain->listing_destroy(listing->part);
  dlx_symmetry_classes_free(&listing->classes);
  free(listing->member);
  free(listing->member_start);
  free(listing->images);
  free(listing->out);
  free(listing->excluded);
  free(listing->emitted);
  free(listing);
}

dlx_status dlx_symmetric_listing_start(dlx_solver *solver, const search_settings *search,
                                       const plain_searches *plain, symmetric_listing **result,
                                       uint64_t *trial_nodes) {
  *result = NULL;
  *trial_nodes = 0;
  if (!listing_applies(solver, search)) return DLX_OK;
  dlx_statistics trial = {0};
  if (search->symmetry == DLX_SWITCH_AUTOMATIC) {
    search_settings probe = *search;
    probe.on_solution = NULL;
    probe.on_progress = NULL;
    probe.node_limit = dlx_automatic_trial_nodes(solver) / LISTING_TRIAL_DIVISOR;
    dlx_status status = plain->search(solver, &probe, NULL, 0, &trial);
    *trial_nodes = trial.nodes;
    if (status != DLX_STOPPED_AT_NODE_LIMIT) return DLX_OK; /* done so soon: listed plainly */
  }
  symmetric_listing *listing = calloc(1, sizeof *listing);
  if (!listing) return DLX_OK; /* the plain listing needs no more */
  bool found = false;
  phase_watch watch;
  dlx_phase_watch_start(&watch, search, &(dlx_progress){.nodes = trial.nodes});
  if (dlx_find_symmetry_classes(solver, true, 0, &watch, &listing->classes, &found) != DLX_OK ||
      !found) {
    dlx_symmetry_classes_free(&listing->classes);
    free(listing);
    return DLX_OK;
  }
  listing->solver = solver;
  listing->plain = plain;
  listing->option_count = solver->option_count;
  listing->out = malloc(((size_t)solver->option_count + 1) * sizeof *listing->out);
  dlx_representation representation = search->representation;
  if (representation == DLX_REPRESENTATION_AUTOMATIC)
    representation = dlx_choose_representation(solver, 0);
  /* By orbits only where the searches surely leave out the options. */
  if (listing->classes.least_rank && representation == DLX_REPRESENTATION_BITSET &&
      dlx_bitset_can_leave_out(solver)) {
    listing->excluded = malloc(((size_t)solver->option_count / 64 + 1) * sizeof(uint64_t));
    listing->by_orbits = listing->excluded != NULL;
  }
  if (!listing->out || !compose_images(listing)) {
    dlx_symmetric_listing_destroy(listing);
    return DLX_OK;
  }
  listing->nodes = trial.nodes;
  listing->updates = trial.updates;
  dlx_progress_reporter_start(&listing->reporter, search);
  listing->relay = (progress_relay){.reporter = &listing->reporter, .nodes_before = trial.nodes};
  listing->part_search = *search;
  listing->part_search.symmetry = DLX_SWITCH_OFF;
  listing->part_search.preselected_options = &listing->representative;
  listing->part_search.preselected_count = 1;
  listing->part_search.representation = representation;
  if (search->on_progress) {
    listing->part_search.on_progress = dlx_progress_relay_report;
    listing->part_search.progress_context = &listing->relay;
  }
  *result = listing;
  return DLX_OK;
}

/* Ends the listing with `status`, and the caller's last report. */
static bool finish(symmetric_listing *listing, dlx_status status) {
  listing->status = status;
  listing->over = true;
  if (status < DLX_ERROR_OUT_OF_MEMORY)
    dlx_progress_report_end(&listing->reporter, status, listing->solutions, listing->nodes);
  return false;
}

/* Starts the search of class class_index; false when it could not (the listing is then over). */
static bool start_part(symmetric_listing *listing) {
  uint32_t k = listing->class_index, size = listing->classes.size[k];
  listing->representative = listing->classes.representative[k];
  listing->relay.weight = (double)size / listing->classes.root_option_count;
  listing->relay.scale = listing->by_orbits ? 1 : size; /* reports never above the final count */
  listing->relay.solutions_before = listing->solutions;
  listing->relay.nodes_before = listing->nodes;
  if (listing->by_orbits) {
    memset(listing->excluded, 0, ((size_t)listing->option_count / 64 + 1) * sizeof(uint64_t));
    symmetry_exclusions(&listing->classes, listing->option_count, k, listing->excluded);
    listing->solver->excluded_options = listing->excluded; /* read as the search starts */
  }
  dlx_status status =
      listing->plain->listing_start(listing->solver, &listing->part_search, &listing->part);
  listing->solver->excluded_options = NULL;
  return status == DLX_OK || finish(listing, status);
}

/* The members of class class_index whose images of base come out: all of them by classes; by
 * orbits, those that are the least option of the orbit in their image. */
static void choose_emitted_members(symmetric_listing *listing) {
  uint32_t k = listing->class_index;
  const uint32_t *orbit_of = listing->classes.option_orbit;
  uint32_t orbit = orbit_of[listing->classes.representative[k]];
  listing->emitted_count = 0;
  listing->next_member = 0;
  for (uint32_t m = listing->member_start[k]; m < listing->member_start[k + 1]; m++) {
    if (listing->by_orbits) {
      const uint32_t *image = listing->images + (size_t)m * listing->option_count;
      uint32_t least = UINT32_MAX;
      for (size_t e = 0; e < listing->base_size; e++) {
        uint32_t q = image[listing->base[e]];
        if (orbit_of[q] == orbit && q < least) least = q;
      }
      if (least != listing->member[m]) continue;
    }
    listing->emitted[listing->emitted_count++] = m;
  }
}

/* Ends the current class's search: false when it was cut short (the listing is then over). */
static bool end_part(symmetric_listing *listing) {
  dlx_statistics statistics;
  dlx_status status = listing->plain->listing_status(listing->part, &statistics);
  listing->nodes = saturating_add(listing->nodes, statistics.nodes);
  listing->updates = saturating_add(listing->updates, statistics.updates);
  listing->plain->listing_destroy(listing->part);
  listing->part = NULL;
  listing->relay.done_before += listing->relay.weight;
  if (status == DLX_PRESELECTED_OPTIONS_CONFLICT) status = DLX_OK; /* an option alone never is */
  return status == DLX_OK || finish(listing, status);
}

bool dlx_symmetric_listing_next(symmetric_listing *listing, const uint32_t **option_ids,
                                size_t *option_count) {
  for (;;) {
    if (listing->base) {
      if (listing->next_member < listing->emitted_count) {
        const uint32_t *image = listing->images + (size_t)listing->emitted[listing->next_member++] *
                                                      listing->option_count;
        for (size_t e = 0; e < listing->base_size; e++) listing->out[e] = image[listing->base[e]];
        listing->solutions++;
        *option_ids = listing->out;
        *option_count = listing->base_size;
        return true;
      }
      listing->base = NULL;
    }
    if (listing->over) return false;
    if (listing->part) {
      if (listing->plain->listing_next(listing->part, &listing->base, &listing->base_size)) {
        choose_emitted_members(listing);
        continue;
      }
      listing->base = NULL;
      if (!end_part(listing)) return false;
      listing->class_index++;
    }
    if (listing->class_index == listing->classes.class_count) return finish(listing, DLX_OK);
    if (!start_part(listing)) return false;
  }
}

bool dlx_symmetric_listing_ready(const symmetric_listing *listing) {
  return listing->base && listing->next_member < listing->emitted_count;
}

dlx_status dlx_symmetric_listing_status(const symmetric_listing *listing,
                                        dlx_statistics *statistics) {
  if (statistics) {
    dlx_statistics part = {0};
    if (listing->part) listing->plain->listing_status(listing->part, &part);
    statistics->solutions = listing->solutions;
    statistics->nodes = saturating_add(listing->nodes, part.nodes);
    statistics->updates = saturating_add(listing->updates, part.updates);
    statistics->representation = listing->part_search.representation;
    statistics->symmetry_item = listing->classes.root_item;
    statistics->symmetry_item_options = listing->classes.root_option_count;
    statistics->symmetry_classes = listing->classes.class_count;
  }
  return listing->over ? listing->status : DLX_OK;
}
