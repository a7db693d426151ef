/* symmetry.c: finds the classes of a primary item's options that automorphisms of the problem map
 * onto one another (internal_symmetry.h says why a count may use them), by color refinement and
 * individualization on the graph of items and options, every permutation proposed checked.
 *
 * The graph has a vertex per item and per option, and an edge per option entry, labelled with the
 * entry's color. Refinement gives each vertex a 64-bit hash of its kind and then, round after
 * round, of the multiset of its neighbours' hashes and labels, until the number of distinct hashes
 * stops growing. The hashes do not depend on how the vertices are numbered, so an automorphism maps
 * every vertex onto one of the same hash. To find one that maps option r onto option o, r and o are
 * individualized (given a hash of their own) in two copies of the coloring, both refined; while
 * they are not discrete, a vertex of the smallest class of equal hashes is individualized in the
 * first copy, and each vertex of that class in turn in the second. When both are discrete, pairing
 * equal hashes gives a permutation, kept only if it maps every option onto an option with the
 * images of its items and the same colors. A hash collision can only make the search miss an
 * automorphism, or propose a permutation that the check refuses.
 */
#include "internal.h"
#include "internal_symmetry.h"

#include <stdlib.h>
#include <string.h>

/* Whether the phase must stop: checks the stop flag and reports progress once `work` passes the
 * watch's next check (progress.c). */
static inline bool phase_stop_requested(phase_watch *watch, uint64_t work) {
  if (!watch) return false;
  if (!watch->stopped && work >= watch->next_check) dlx_phase_watch_check(watch, work);
  return watch->stopped;
}

/* Beyond these sizes no symmetry is looked for. */
#define SYMMETRY_MAXIMUM_ENTRIES (UINT32_C(1) << 23)
/* The work of a search for classes, in vertices and edges visited by refinement rounds (a unit
 * takes a few nanoseconds), at most. */
#define SYMMETRY_WORK_BUDGET (UINT64_C(1) << 27)
/* How deep the individualizations of one match may go, and the memory of their colorings. */
#define SYMMETRY_MAXIMUM_DEPTH 24
#define SYMMETRY_MAXIMUM_LEVEL_BYTES ((size_t)128 << 20)
/* The primary items whose options are put into classes, the most promising first: those with the
 * fewest distinct hashes among their options. One is taken when its options fall into fewer
 * classes than they are, and into no more classes than the shortest primary item has options (the
 * plain search would branch on that one, as wide or narrower). */
#define SYMMETRY_ROOT_CANDIDATES 3
/* The work that the search for automorphisms moving the root item may take at least (else as much
 * as the classes took). */
#define SYMMETRY_MOVING_WORK_FLOOR (UINT64_C(1) << 20)
/* The memory of the automorphisms kept for a listing (dlx_find_symmetry_classes's keep). */
#define SYMMETRY_MAXIMUM_KEPT_BYTES ((size_t)64 << 20)

/* The graph, read off the solver's compiled view (internal.h): item i's edges
 * are its options, item_option[item_start[i] ...], option o's its entries, entry_item[
 * option_start[o] ...]; their labels are label[s] and label[entry_count + e], NULL when no entry
 * has a color (every label 0). */
typedef struct graph {
  uint32_t item_count, option_count, vertex_count;
  uint64_t edge_count; /* twice the entries: each is an edge of its item and of its option */
  const compiled_problem *view;
  uint64_t *label;
} graph;

/* A set of hashes with their multiplicities and first vertex, cleared by a new stamp. */
typedef struct hash_set {
  uint32_t mask;
  uint32_t stamp;
  uint32_t *slot_stamp;
  uint64_t *key;
  uint32_t *multiplicity;
  uint32_t *first_vertex;
} hash_set;

/* Scratch space of the check: a stamp and a color per item. */
typedef struct check_marks {
  uint32_t *item_stamp, *item_color;
  uint32_t stamp;
  bool *vertex_taken; /* per vertex: some vertex maps onto it */
} check_marks;

/* The first path of the matches from one option (extend_first_path): levels known, and at each
 * level its fingerprint, whether it is discrete, and the hash and vertex individualized next. */
typedef struct first_path {
  uint32_t rep;
  const uint64_t *base;
  uint32_t known;
  uint64_t sums[SYMMETRY_MAXIMUM_DEPTH + 1][2];
  bool discrete[SYMMETRY_MAXIMUM_DEPTH + 1];
  uint64_t target[SYMMETRY_MAXIMUM_DEPTH + 1];
  uint32_t vertex[SYMMETRY_MAXIMUM_DEPTH + 1];
} first_path;

typedef struct finder {
  graph graph;
  hash_set set;
  uint64_t work, budget;
  uint64_t *scratch;
  uint64_t *levels[SYMMETRY_MAXIMUM_DEPTH + 1][2]; /* each level's two colorings */
  uint32_t *image;                                 /* a proposed permutation of the vertices */
  check_marks marks;
  uint32_t *orbit; /* union-find of the vertices under the automorphisms found */
  /* Per vertex, read at the roots of the orbits: whether the orbit holds a first option of
   * classify_options (joined as the orbits are), and collect_classes's index of its class. */
  bool *orbit_has_first;
  uint32_t *class_of_orbit;
  first_path path;
  bool keep;      /* keep the automorphisms found, as permutations of the options */
  bool kept_all;  /* every automorphism joined was kept (within SYMMETRY_MAXIMUM_KEPT_BYTES) */
  uint32_t *kept; /* kept_count permutations of the options, one after the other */
  uint32_t kept_count;
  phase_watch *watch; /* the caller's stop request; NULL: none */
} finder;

/* Past the budget, or stopped by the caller: the search for classes ends. */
static bool over_budget(const finder *f) {
  return f->work > f->budget || phase_stop_requested(f->watch, f->work);
}

static void graph_free(graph *g) {
  free(g->label);
}

/* The graph of the solver's items and options, and the labels of its edges: an entry's color,
 * hashed. */
static dlx_status graph_build(graph *g, dlx_solver *solver) {
  memset(g, 0, sizeof *g);
  if (dlx_compiled_problem_get(solver, &g->view) != DLX_OK) return DLX_ERROR_OUT_OF_MEMORY;
  const compiled_problem *view = g->view;
  g->item_count = view->item_count;
  g->option_count = view->option_count;
  g->vertex_count = view->item_count + view->option_count;
  g->edge_count = 2 * (uint64_t)view->entry_count;
  if (!view->colored) return DLX_OK;
  g->label = malloc((g->edge_count + 1) * sizeof *g->label);
  if (!g->label) return DLX_ERROR_OUT_OF_MEMORY;
  for (uint32_t s = 0; s < view->entry_count; s++) {
    uint32_t color = (uint32_t)view->item_option_color[s];
    g->label[s] = color ? splitmix64_mix((uint64_t)color + 0x51ed27) : 0;
  }
  for (uint32_t e = 0; e < view->entry_count; e++) {
    uint32_t color = (uint32_t)view->entry_color[e];
    g->label[view->entry_count + e] = color ? splitmix64_mix((uint64_t)color + 0x51ed27) : 0;
  }
  return DLX_OK;
}

static bool hash_set_init(hash_set *set, uint32_t vertex_count) {
  uint32_t capacity = 16;
  while (capacity < 2 * vertex_count) capacity *= 2;
  set->mask = capacity - 1;
  set->stamp = 0;
  set->slot_stamp = calloc(capacity, sizeof *set->slot_stamp);
  set->key = malloc(capacity * sizeof *set->key);
  set->multiplicity = malloc(capacity * sizeof *set->multiplicity);
  set->first_vertex = malloc(capacity * sizeof *set->first_vertex);
  return set->slot_stamp && set->key && set->multiplicity && set->first_vertex;
}

static void hash_set_free(hash_set *set) {
  free(set->slot_stamp);
  free(set->key);
  free(set->multiplicity);
  free(set->first_vertex);
}

/* A stamp for a new round of marks: marks equal to it are this round's. When the stamps wrap
 * around, the `count` marks are cleared. */
static uint32_t next_stamp(uint32_t *stamp, uint32_t *marks, size_t count) {
  if (++*stamp == 0) {
    memset(marks, 0, count * sizeof *marks);
    *stamp = 1;
  }
  return *stamp;
}

/* Empties the set. */
static void hash_set_clear(hash_set *set) {
  next_stamp(&set->stamp, set->slot_stamp, (size_t)set->mask + 1);
}

/* The slot of `key` in the set, or the empty slot where it would go. */
static uint32_t hash_set_slot(const hash_set *set, uint64_t key) {
  uint32_t slot = (uint32_t)key & set->mask;
  while (set->slot_stamp[slot] == set->stamp && set->key[slot] != key)
    slot = (slot + 1) & set->mask;
  return slot;
}

/* Adds `key` (first met at vertex v); returns whether it was new. */
static bool hash_set_add(hash_set *set, uint64_t key, uint32_t v) {
  uint32_t slot = hash_set_slot(set, key);
  bool added = set->slot_stamp[slot] != set->stamp;
  if (added) {
    set->slot_stamp[slot] = set->stamp;
    set->key[slot] = key;
    set->multiplicity[slot] = 0;
    set->first_vertex[slot] = v;
  }
  set->multiplicity[slot]++;
  return added;
}

/* Fills the set with the hashes of `color`; returns the number of distinct ones. */
static uint32_t hash_set_fill(hash_set *set, const uint64_t *color, uint32_t count) {
  uint32_t distinct = 0;
  hash_set_clear(set);
  for (uint32_t v = 0; v < count; v++) distinct += hash_set_add(set, color[v], v);
  return distinct;
}

/* The slot of a hash in the set as last filled, or the mask + 1 when absent. */
static uint32_t hash_set_find(const hash_set *set, uint64_t key) {
  uint32_t slot = hash_set_slot(set, key);
  return set->slot_stamp[slot] == set->stamp ? slot : set->mask + 1;
}

/* The sum of the hashes of edges from..to-1 of a vertex, whose neighbours are the vertices
 * offset + target[k] (an order-free sum: the order of the edges does not matter). */
static inline uint64_t edge_sum(const uint64_t *color, const uint32_t *target, uint32_t offset,
                                const uint64_t *label, uint32_t from, uint32_t to) {
  uint64_t sum = 0;
  if (label)
    for (uint32_t k = from; k < to; k++)
      sum += splitmix64_mix(color[offset + target[k]] ^ label[k]);
  else
    for (uint32_t k = from; k < to; k++) sum += splitmix64_mix(color[offset + target[k]]);
  return sum;
}

static inline uint64_t refined_hash(uint64_t color, uint64_t sum) {
  return splitmix64_mix(color ^ splitmix64_mix(sum + UINT64_C(0x9e3779b97f4a7c15)));
}

/* Refines `color` until the number of distinct hashes stops growing; returns that number. */
static uint32_t refine(finder *f, uint64_t *color) {
  const graph *g = &f->graph;
  const compiled_problem *view = g->view;
  uint32_t n = g->vertex_count, items = g->item_count;
  const uint64_t *option_label = g->label ? g->label + view->entry_count : NULL;
  uint32_t distinct = hash_set_fill(&f->set, color, n);
  for (;;) {
    for (uint32_t i = 0; i < items; i++)
      f->scratch[i] =
          refined_hash(color[i], edge_sum(color, view->item_option, items, g->label,
                                          view->item_start[i], view->item_start[i + 1]));
    for (uint32_t o = 0; o < g->option_count; o++)
      f->scratch[items + o] = refined_hash(
          color[items + o], edge_sum(color, view->entry_item, 0, option_label,
                                     view->option_start[o], view->option_start[o + 1]));
    f->work += n + g->edge_count;
    memcpy(color, f->scratch, (size_t)n * sizeof *color);
    uint32_t refined = hash_set_fill(&f->set, color, n);
    if (refined == distinct || refined == n || over_budget(f)) return refined;
    distinct = refined;
  }
}

static void individualize(uint64_t *color, uint32_t vertex, uint32_t depth) {
  color[vertex] =
      splitmix64_mix(color[vertex] ^ splitmix64_mix(UINT64_C(0x2545f4914f6cdd1d) * (depth + 1)));
}

/* Two order-free sums of the hashes: equal multisets give equal sums. */
static void fingerprint(const uint64_t *color, uint32_t count, uint64_t sums[2]) {
  sums[0] = sums[1] = 0;
  for (uint32_t v = 0; v < count; v++) {
    sums[0] += splitmix64_mix(color[v] + 1);
    sums[1] += splitmix64_mix(color[v] ^ UINT64_C(0xa0761d6478bd642f));
  }
}

/* Whether `image` (of the vertices: items, then options) is an automorphism of the graph's
 * problem: items onto items of the same kind, options onto options of the same size whose entries
 * are the images of the entries, with the same colors. */
static bool is_automorphism(const graph *g, const uint32_t *image, check_marks *marks) {
  const compiled_problem *view = g->view;
  uint32_t items = g->item_count, primary = view->primary_count;
  memset(marks->vertex_taken, 0, (size_t)g->vertex_count * sizeof *marks->vertex_taken);
  for (uint32_t v = 0; v < g->vertex_count; v++) { /* one to one */
    if (image[v] >= g->vertex_count || marks->vertex_taken[image[v]]) return false;
    marks->vertex_taken[image[v]] = true;
  }
  for (uint32_t i = 0; i < items; i++)
    if (image[i] >= items || (image[i] < primary) != (i < primary)) return false;
  const uint32_t *start = view->option_start;
  for (uint32_t o = 0; o < g->option_count; o++) {
    if (image[items + o] < items) return false;
    uint32_t w = image[items + o] - items;
    if (start[w + 1] - start[w] != start[o + 1] - start[o]) return false;
    uint32_t stamp = next_stamp(&marks->stamp, marks->item_stamp, items);
    for (uint32_t e = start[w]; e < start[w + 1]; e++) {
      marks->item_stamp[view->entry_item[e]] = stamp;
      marks->item_color[view->entry_item[e]] = (uint32_t)view->entry_color[e];
    }
    for (uint32_t e = start[o]; e < start[o + 1]; e++) {
      uint32_t item = image[view->entry_item[e]];
      if (marks->item_stamp[item] != stamp ||
          marks->item_color[item] != (uint32_t)view->entry_color[e])
        return false;
    }
  }
  return true;
}

/* Pairs the vertices of two discrete colorings by their hashes, and checks the pairing. */
static bool discrete_colorings_match(finder *f, const uint64_t *a, const uint64_t *b) {
  uint32_t n = f->graph.vertex_count;
  hash_set_fill(&f->set, b, n);
  for (uint32_t v = 0; v < n; v++) {
    uint32_t slot = hash_set_find(&f->set, a[v]);
    if (slot > f->set.mask) return false;
    f->image[v] = f->set.first_vertex[slot];
  }
  f->work += n + f->graph.edge_count;
  return is_automorphism(&f->graph, f->image, &f->marks);
}

/* The coloring of one side of a match at one depth, allocated at its first use; NULL (no match
 * that deep) past SYMMETRY_MAXIMUM_LEVEL_BYTES for both sides of every depth so far. */
static uint64_t *level_coloring(finder *f, uint32_t depth, int which) {
  size_t bytes = (size_t)f->graph.vertex_count * sizeof(uint64_t);
  if (!f->levels[depth][which] && bytes * 2 * (depth + 1) <= SYMMETRY_MAXIMUM_LEVEL_BYTES)
    f->levels[depth][which] = malloc(bytes);
  return f->levels[depth][which];
}

/* Makes the first path known down to `depth`: level 0 is the base coloring with option `rep`
 * individualized, refined; each next level individualizes, in the level above, the first vertex of
 * its smallest class of equal hashes (the least hash among equals). The path depends on rep alone,
 * so every match from rep reuses it. False when memory is short. */
static bool extend_first_path(finder *f, uint32_t depth) {
  uint32_t n = f->graph.vertex_count;
  first_path *path = &f->path;
  for (; path->known <= depth; path->known++) {
    uint32_t d = path->known;
    uint64_t *level = level_coloring(f, d, 0);
    if (!level) return false;
    if (d == 0) {
      memcpy(level, path->base, (size_t)n * sizeof *level);
      individualize(level, f->graph.item_count + path->rep, 0);
    } else {
      memcpy(level, f->levels[d - 1][0], (size_t)n * sizeof *level);
      individualize(level, path->vertex[d - 1], d);
    }
    path->discrete[d] = refine(f, level) == n; /* and the set holds its hashes */
    fingerprint(level, n, path->sums[d]);
    uint64_t target = 0;
    uint32_t target_size = UINT32_MAX, x = 0;
    for (uint32_t slot = 0; slot <= f->set.mask && !path->discrete[d]; slot++) {
      if (f->set.slot_stamp[slot] != f->set.stamp || f->set.multiplicity[slot] < 2) continue;
      uint32_t size = f->set.multiplicity[slot];
      if (size < target_size || (size == target_size && f->set.key[slot] < target)) {
        target = f->set.key[slot];
        target_size = size;
        x = f->set.first_vertex[slot];
      }
    }
    path->target[d] = target;
    path->vertex[d] = x;
  }
  return true;
}

/* Whether some automorphism maps the first path's level `depth` onto the coloring b (refined, as
 * deep): individualizing in b, in turn, each vertex of the hash the path individualized next. */
static bool colorings_match(finder *f, const uint64_t *b, uint32_t depth) {
  uint32_t n = f->graph.vertex_count;
  if (!extend_first_path(f, depth)) return false;
  const first_path *path = &f->path;
  uint64_t sums[2];
  fingerprint(b, n, sums);
  if (sums[0] != path->sums[depth][0] || sums[1] != path->sums[depth][1]) return false;
  if (path->discrete[depth]) return discrete_colorings_match(f, f->levels[depth][0], b);
  if (depth >= SYMMETRY_MAXIMUM_DEPTH || over_budget(f)) return false;
  uint64_t *next_b = level_coloring(f, depth + 1, 1);
  if (!next_b) return false;
  for (uint32_t y = 0; y < n && !over_budget(f); y++) {
    if (b[y] != path->target[depth]) continue;
    memcpy(next_b, b, (size_t)n * sizeof *b);
    individualize(next_b, y, depth + 1);
    refine(f, next_b);
    if (colorings_match(f, next_b, depth + 1)) return true;
  }
  return false;
}

/* Whether an automorphism maps option r onto option o, given the refined coloring `base`. */
static bool options_are_symmetric(finder *f, const uint64_t *base, uint32_t r, uint32_t o) {
  uint32_t n = f->graph.vertex_count;
  if (f->path.rep != r || f->path.base != base) {
    f->path.rep = r;
    f->path.base = base;
    f->path.known = 0;
  }
  uint64_t *b = level_coloring(f, 0, 1);
  if (!b) return false;
  memcpy(b, base, (size_t)n * sizeof *b);
  individualize(b, f->graph.item_count + o, 0);
  refine(f, b);
  return colorings_match(f, b, 0);
}

static uint32_t orbit_of(uint32_t *parent, uint32_t v) {
  while (parent[v] != v) v = parent[v] = parent[parent[v]];
  return v;
}

/* Keeps f->image, as a permutation of the options, when the finder keeps them. */
static void keep_automorphism(finder *f) {
  if (!f->keep || !f->kept_all) return;
  uint32_t items = f->graph.item_count, options = f->graph.option_count;
  size_t bytes = ((size_t)f->kept_count + 1) * options * sizeof(uint32_t);
  uint32_t *kept = bytes <= SYMMETRY_MAXIMUM_KEPT_BYTES ? realloc(f->kept, bytes) : NULL;
  if (!kept) {
    f->kept_all = false;
    return;
  }
  f->kept = kept;
  uint32_t *permutation = kept + (size_t)f->kept_count++ * options;
  for (uint32_t q = 0; q < options; q++) permutation[q] = f->image[items + q] - items;
}

/* Joins the orbits of every vertex and its image under the automorphism f->image: the orbits are
 * then those of the group that the automorphisms found so far generate. */
static void join_orbits(finder *f) {
  keep_automorphism(f);
  for (uint32_t v = 0; v < f->graph.vertex_count; v++) {
    uint32_t a = orbit_of(f->orbit, v), b = orbit_of(f->orbit, f->image[v]);
    if (a == b) continue;
    uint32_t root = a < b ? a : b, joined = a < b ? b : a;
    f->orbit[joined] = root;
    f->orbit_has_first[root] |= f->orbit_has_first[joined];
  }
  f->work += f->graph.vertex_count;
}

/* The classes of item i's options: the orbits met in its list, each with its first option (its
 * representative, so that the classes come in the order of their representatives) and its size. */
static void collect_classes(finder *f, uint32_t i, symmetry_classes *classes) {
  const compiled_problem *view = f->graph.view;
  uint32_t items = f->graph.item_count;
  classes->class_count = 0;
  for (uint32_t s = view->item_start[i]; s < view->item_start[i + 1]; s++)
    f->class_of_orbit[orbit_of(f->orbit, items + view->item_option[s])] = UINT32_MAX;
  for (uint32_t s = view->item_start[i]; s < view->item_start[i + 1]; s++) {
    uint32_t o = view->item_option[s], *k = &f->class_of_orbit[orbit_of(f->orbit, items + o)];
    if (*k == UINT32_MAX) {
      *k = classes->class_count++;
      classes->representative[*k] = o;
      classes->size[*k] = 0;
    }
    classes->size[*k]++;
  }
}

/* The first options of the orbits in classify_options, by their hash: a table of the hashes, each
 * with the chain of its first options in the order they came. */
typedef struct first_chains {
  uint32_t mask;
  uint64_t *key;
  uint32_t *head, *tail; /* of each slot's chain, indices into the firsts; UINT32_MAX: empty */
  uint32_t *next;        /* per first, the next first of its hash */
} first_chains;

static void first_chains_free(first_chains *chains) {
  free(chains->key);
  free(chains->head);
  free(chains->tail);
  free(chains->next);
}

static bool first_chains_init(first_chains *chains, uint32_t length) {
  uint32_t capacity = 16;
  while (capacity < 2 * length) capacity *= 2;
  chains->mask = capacity - 1;
  chains->key = malloc(capacity * sizeof *chains->key);
  chains->head = malloc(capacity * sizeof *chains->head);
  chains->tail = malloc(capacity * sizeof *chains->tail);
  chains->next = malloc(((size_t)length + 1) * sizeof *chains->next);
  if (!chains->key || !chains->head || !chains->tail || !chains->next) {
    first_chains_free(chains);
    return false;
  }
  memset(chains->head, 0xff, capacity * sizeof *chains->head);
  return true;
}

/* The slot of `key`, empty (head UINT32_MAX) when no first has that hash yet. */
static uint32_t first_chains_slot(const first_chains *chains, uint64_t key) {
  uint32_t slot = (uint32_t)key & chains->mask;
  while (chains->head[slot] != UINT32_MAX && chains->key[slot] != key)
    slot = (slot + 1) & chains->mask;
  return slot;
}

static void first_chains_append(first_chains *chains, uint32_t slot, uint64_t key, uint32_t first) {
  chains->next[first] = UINT32_MAX;
  if (chains->head[slot] == UINT32_MAX) {
    chains->key[slot] = key;
    chains->head[slot] = first;
  } else {
    chains->next[chains->tail[slot]] = first;
  }
  chains->tail[slot] = first;
}

/* The classes of item i's options: the orbits of the automorphisms found. An option in an orbit of
 * its own so far is matched against the first option of each other orbit of its hash, and an
 * automorphism found joins the orbits of every vertex with their images (so that two reflections
 * found put the 32 placements of the pentominoes' X in 8 orbits of 4, with no more searches).
 * Past the budget every option not yet in an orbit with a first is a first; the work stays in
 * proportion to the item's options then (a flag per orbit, a chain per hash). */
static dlx_status classify_options(finder *f, const uint64_t *base, uint32_t i,
                                   symmetry_classes *classes) {
  const graph *g = &f->graph;
  const compiled_problem *view = g->view;
  uint32_t length = view->item_start[i + 1] - view->item_start[i], items = g->item_count;
  classes->root_item = i;
  classes->root_option_count = length;
  classes->class_count = 0;
  classes->representative = malloc(((size_t)length + 1) * sizeof(uint32_t));
  classes->size = malloc(((size_t)length + 1) * sizeof(uint32_t));
  first_chains chains;
  if (!classes->representative || !classes->size || !first_chains_init(&chains, length)) {
    dlx_symmetry_classes_free(classes);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  memset(f->orbit_has_first, 0, (size_t)g->vertex_count * sizeof *f->orbit_has_first);
  uint32_t *firsts = classes->representative,
           first_count = 0; /* scratch: the first of each orbit */
  for (uint32_t s = view->item_start[i]; s < view->item_start[i + 1]; s++) {
    uint32_t o = view->item_option[s];
    if (f->orbit_has_first[orbit_of(f->orbit, items + o)]) continue;
    uint64_t hash = base[items + o];
    uint32_t slot = first_chains_slot(&chains, hash);
    bool joined = false;
    for (uint32_t k = chains.head[slot]; k != UINT32_MAX && !over_budget(f); k = chains.next[k])
      if (options_are_symmetric(f, base, firsts[k], o)) {
        join_orbits(f);
        joined = true;
        break;
      }
    if (!joined || over_budget(f)) {
      first_chains_append(&chains, slot, hash, first_count);
      firsts[first_count++] = o;
      f->orbit_has_first[orbit_of(f->orbit, items + o)] = true;
    }
  }
  first_chains_free(&chains);
  collect_classes(f, i, classes);
  return DLX_OK;
}

/* An option and its hash, for sorting the options by hash. */
typedef struct hashed_option {
  uint64_t hash;
  uint32_t option;
} hashed_option;

static int compare_hashed_options(const void *a, const void *b) {
  const hashed_option *x = a, *y = b;
  if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
  return x->option < y->option ? -1 : x->option > y->option;
}

/* Automorphisms that move the root item: each class's representative is matched against the
 * options of other items with its hash that are not yet in its orbit, in their order. Every one
 * found joins the orbits, so that they are those of a larger group: a count by orbits
 * (symmetric_count.c) leaves out more, and classes may merge (12 queens: the reflection across the
 * row of the root item, then those that take the row onto the middle columns, 8 automorphisms
 * where 2 were). Then the classes are the orbits again. The options sorted by hash give each
 * representative those of its hash alone to look at. False when memory is short (the classes are
 * left as they were). */
static bool join_automorphisms_moving_the_item(finder *f, const uint64_t *base, uint32_t i,
                                               symmetry_classes *classes) {
  uint32_t items = f->graph.item_count, options = f->graph.option_count;
  /* With one class nothing is left out; else at most as much work again as the classes took. */
  if (classes->class_count < 2) return true;
  uint64_t stop =
      f->work + (f->work > SYMMETRY_MOVING_WORK_FLOOR ? f->work : SYMMETRY_MOVING_WORK_FLOOR);
  if (f->work >= stop || over_budget(f)) return true;
  hashed_option *sorted = malloc(((size_t)options + 1) * sizeof *sorted);
  if (!sorted) return false;
  for (uint32_t o = 0; o < options; o++) sorted[o] = (hashed_option){base[items + o], o};
  qsort(sorted, options, sizeof *sorted, compare_hashed_options);
  for (uint32_t k = 0; k < classes->class_count && f->work < stop && !over_budget(f); k++) {
    uint32_t r = classes->representative[k], low = 0, high = options;
    while (low < high) { /* the first option of r's hash */
      uint32_t middle = low + (high - low) / 2;
      if (sorted[middle].hash < base[items + r])
        low = middle + 1;
      else
        high = middle;
    }
    for (uint32_t s = low;
         s < options && sorted[s].hash == base[items + r] && f->work < stop && !over_budget(f);
         s++) {
      uint32_t o = sorted[s].option;
      if (orbit_of(f->orbit, items + o) == orbit_of(f->orbit, items + r)) continue;
      /* A listing keeps every automorphism joined: none past the memory for them. */
      if (f->keep &&
          ((size_t)f->kept_count + 1) * options * sizeof(uint32_t) > SYMMETRY_MAXIMUM_KEPT_BYTES)
        break;
      if (options_are_symmetric(f, base, r, o)) join_orbits(f);
    }
  }
  free(sorted);
  collect_classes(f, i, classes);
  return true;
}

/* Every option's orbit, as the least option in it, and the least rank of a root option in it; the
 * root item's options in the order of its list. */
static dlx_status note_option_orbits(finder *f, uint32_t i, symmetry_classes *classes) {
  const compiled_problem *view = f->graph.view;
  uint32_t items = f->graph.item_count, options = f->graph.option_count;
  classes->option_orbit = malloc(((size_t)options + 1) * sizeof(uint32_t));
  classes->least_rank = malloc(((size_t)options + 1) * sizeof(uint32_t));
  classes->root_options = malloc(((size_t)classes->root_option_count + 1) * sizeof(uint32_t));
  if (!classes->option_orbit || !classes->least_rank || !classes->root_options)
    return DLX_ERROR_OUT_OF_MEMORY;
  for (uint32_t s = view->item_start[i]; s < view->item_start[i + 1]; s++)
    classes->root_options[s - view->item_start[i]] = view->item_option[s];
  for (uint32_t q = 0; q < options; q++) {
    classes->option_orbit[q] = orbit_of(f->orbit, items + q) - items;
    classes->least_rank[q] = UINT32_MAX;
  }
  for (uint32_t rank = classes->root_option_count; rank-- > 0;)
    classes->least_rank[classes->option_orbit[classes->root_options[rank]]] = rank;
  for (uint32_t q = 0; q < options; q++)
    classes->least_rank[q] = classes->least_rank[classes->option_orbit[q]];
  return DLX_OK;
}

void dlx_symmetry_classes_free(symmetry_classes *classes) {
  free(classes->representative);
  free(classes->size);
  free(classes->automorphisms);
  free(classes->root_options);
  free(classes->option_orbit);
  free(classes->least_rank);
  classes->representative = classes->size = classes->automorphisms = classes->root_options = NULL;
  classes->option_orbit = classes->least_rank = NULL;
  classes->class_count = classes->automorphism_count = 0;
}

static void finder_free(finder *f) {
  graph_free(&f->graph);
  hash_set_free(&f->set);
  free(f->scratch);
  free(f->image);
  free(f->orbit);
  free(f->orbit_has_first);
  free(f->class_of_orbit);
  free(f->kept);
  free(f->marks.item_stamp);
  free(f->marks.item_color);
  free(f->marks.vertex_taken);
  for (uint32_t d = 0; d <= SYMMETRY_MAXIMUM_DEPTH; d++) {
    free(f->levels[d][0]);
    free(f->levels[d][1]);
  }
}

/* The number of distinct hashes among item i's options: no fewer classes are possible. */
static uint32_t distinct_option_hashes(finder *f, const uint64_t *base, uint32_t i) {
  const compiled_problem *view = f->graph.view;
  uint32_t distinct = 0, items = f->graph.item_count;
  hash_set_clear(&f->set);
  for (uint32_t s = view->item_start[i]; s < view->item_start[i + 1]; s++) {
    uint32_t v = items + view->item_option[s];
    distinct += hash_set_add(&f->set, base[v], v);
  }
  return distinct;
}

static int compare_candidates(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

dlx_status dlx_find_symmetry_classes(dlx_solver *solver, bool keep, uint64_t budget,
                                     phase_watch *watch, symmetry_classes *classes, bool *found) {
  memset(classes, 0, sizeof *classes);
  *found = false;
  size_t entries = solver->node_count - solver->item_count - 2 - solver->option_count;
  if (solver->bounded_item_count > 0 || solver->primary_count == 0 ||
      entries > SYMMETRY_MAXIMUM_ENTRIES)
    return DLX_OK;
  finder f;
  memset(&f, 0, sizeof f);
  f.keep = f.kept_all = keep;
  f.watch = watch;
  f.budget = budget && budget < SYMMETRY_WORK_BUDGET ? budget : SYMMETRY_WORK_BUDGET;
  dlx_status status = graph_build(&f.graph, solver);
  if (status != DLX_OK) {
    graph_free(&f.graph);
    return status;
  }
  uint32_t n = f.graph.vertex_count, items = f.graph.item_count;
  f.scratch = malloc((size_t)n * sizeof *f.scratch);
  f.image = malloc((size_t)n * sizeof *f.image);
  f.orbit = malloc((size_t)n * sizeof *f.orbit);
  f.orbit_has_first = calloc((size_t)n + 1, sizeof *f.orbit_has_first);
  f.class_of_orbit = malloc(((size_t)n + 1) * sizeof *f.class_of_orbit);
  f.marks.item_stamp = calloc((size_t)items + 1, sizeof *f.marks.item_stamp);
  f.marks.item_color = malloc(((size_t)items + 1) * sizeof *f.marks.item_color);
  f.marks.vertex_taken = malloc(((size_t)n + 1) * sizeof *f.marks.vertex_taken);
  uint64_t *base = malloc((size_t)n * sizeof *base);
  /* candidate items, by their distinct hashes: (distinct << 32 | item) */
  uint64_t *candidates = malloc(((size_t)solver->primary_count + 1) * sizeof *candidates);
  if (!hash_set_init(&f.set, n) || !f.scratch || !f.image || !f.orbit || !f.orbit_has_first ||
      !f.class_of_orbit || !f.marks.item_stamp || !f.marks.item_color || !f.marks.vertex_taken ||
      !base || !candidates) {
    free(base);
    free(candidates);
    finder_free(&f);
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  for (uint32_t v = 0; v < n; v++) {
    base[v] = splitmix64_mix(v < items ? 1 + (uint64_t)(v < solver->primary_count) : 3);
    f.orbit[v] = v;
  }
  refine(&f, base);
  uint32_t candidate_count = 0, shortest = UINT32_MAX;
  for (uint32_t i = 0; i < solver->primary_count; i++) {
    uint32_t length = f.graph.view->item_start[i + 1] - f.graph.view->item_start[i];
    if (length < shortest) shortest = length;
    if (length < 2) continue;
    uint32_t distinct = distinct_option_hashes(&f, base, i);
    if (distinct < length) candidates[candidate_count++] = (uint64_t)distinct << 32 | i;
  }
  /* The fewest distinct hashes first, then the lowest item. */
  qsort(candidates, candidate_count, sizeof *candidates, compare_candidates);
  for (uint32_t k = 0; k < candidate_count && k < SYMMETRY_ROOT_CANDIDATES && !over_budget(&f);
       k++) {
    uint32_t i = (uint32_t)candidates[k];
    status = classify_options(&f, base, i, classes);
    if (status != DLX_OK) break;
    if (classes->class_count < classes->root_option_count && classes->class_count <= shortest) {
      if (!keep || f.kept_all) {
        status = join_automorphisms_moving_the_item(&f, base, i, classes)
                     ? note_option_orbits(&f, i, classes)
                     : DLX_ERROR_OUT_OF_MEMORY;
        if (status != DLX_OK) break;
      }
      *found = !keep || f.kept_all;
      if (*found && keep) {
        classes->automorphisms = f.kept;
        classes->automorphism_count = f.kept_count;
        f.kept = NULL;
      }
      break;
    }
    dlx_symmetry_classes_free(classes);
  }
  if (phase_stop_requested(watch, f.work)) *found = false; /* the classes may be partial */
  if (!*found) dlx_symmetry_classes_free(classes);
  free(base);
  free(candidates);
  finder_free(&f);
  return status;
}

dlx_status dlx_symmetry_is_automorphism(dlx_solver *solver, const uint32_t *image,
                                        bool *automorphism) {
  graph g;
  dlx_status status = graph_build(&g, solver);
  if (status != DLX_OK) {
    graph_free(&g);
    return status;
  }
  check_marks marks = {.item_stamp = calloc((size_t)g.item_count + 1, sizeof(uint32_t)),
                       .item_color = malloc(((size_t)g.item_count + 1) * sizeof(uint32_t)),
                       .vertex_taken = malloc(((size_t)g.vertex_count + 1) * sizeof(bool))};
  if (marks.item_stamp && marks.item_color && marks.vertex_taken)
    *automorphism = is_automorphism(&g, image, &marks);
  else
    status = DLX_ERROR_OUT_OF_MEMORY;
  free(marks.item_stamp);
  free(marks.item_color);
  free(marks.vertex_taken);
  graph_free(&g);
  return status;
}
