/* brute_force.h: an independent solver of small packing puzzles for tests/test_polyform.c, and
 * the random puzzles it checks the library on. Nothing here comes from polyform/: the rotations
 * are generated from quarter turns and one mirror, the pieces are placed by plain backtracking
 * (each time on the first empty cell in reading order), and the solutions are grouped into
 * classes by keys of this file's own (the least image of a solution, as a sorted list of
 * (piece, cell set), under the maps that take the board and the set of pieces onto themselves).
 * Its keeping of solutions and its classes (bf_add_solution, bf_count_classes) serve
 * brute_force_triangles.h too. Included by the suite only. */
#ifndef TESTS_POLYFORM_BRUTE_FORCE_H
#define TESTS_POLYFORM_BRUTE_FORCE_H

#define BF_MAX_CELLS 20
#define BF_MAX_PIECES 4
#define BF_MAX_SIZE 4
#define BF_MAX_GROUP 48
/* A solution is BF_KEY_WIDTH keys (piece << 32 | mask of its cells, sorted, UINT64_MAX for none):
 * at most one a cell, in either brute force (brute_force_triangles.h has boards of 24 cells). */
#define BF_KEY_WIDTH 24

typedef struct bf_cell {
  int x, y, z;
} bf_cell;

typedef struct bf_matrix {
  int m[3][3];
} bf_matrix;

typedef struct bf_shape {
  int size;
  bf_cell cells[BF_MAX_SIZE];
} bf_shape;

typedef struct bf_puzzle {
  bool cubes;
  int orientations; /* 0 all, 1 rotations, 2 fixed */
  int width, height, depth;
  bool hole[3][5][5]; /* [z][y][x] */
  int piece_count;
  bf_shape pieces[BF_MAX_PIECES];
  int lower[BF_MAX_PIECES], upper[BF_MAX_PIECES]; /* upper -1: any number */
  char role[BF_MAX_PIECES][16];
  bool alternative; /* piece 0 is either of two shapes: pieces[0] or alternative_shape */
  bf_shape alternative_shape;
} bf_puzzle;

/* The solver's working state. */
typedef struct bf_state {
  const bf_puzzle *puzzle;
  int cell_count;
  bf_cell cells[BF_MAX_CELLS];
  int index[3][5][5];
  int orientation_count[BF_MAX_PIECES];
  bf_shape orientations[BF_MAX_PIECES][BF_MAX_GROUP];
  int used[BF_MAX_PIECES];
  int owner[BF_MAX_CELLS];
  int placed_count;
  uint64_t placed[BF_KEY_WIDTH]; /* piece << 32 | cell mask */
  uint64_t *solutions;           /* BF_KEY_WIDTH keys each */
  size_t solution_count, solution_capacity;
} bf_state;

static bf_matrix bf_multiply(bf_matrix a, bf_matrix b) {
  bf_matrix c;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      c.m[i][j] = 0;
      for (int k = 0; k < 3; k++) c.m[i][j] += a.m[i][k] * b.m[k][j];
    }
  return c;
}

/* The group that the generators make, closed under products. */
static int bf_group(bool cubes, bool mirrors, bf_matrix *group) {
  bf_matrix generators[3];
  int generator_count = 0;
  generators[generator_count++] = (bf_matrix){{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
  if (cubes) generators[generator_count++] = (bf_matrix){{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}};
  if (mirrors) generators[generator_count++] = (bf_matrix){{{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  int count = 1;
  group[0] = (bf_matrix){{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  for (int at = 0; at < count; at++)
    for (int g = 0; g < generator_count; g++) {
      bf_matrix product = bf_multiply(generators[g], group[at]);
      bool seen = false;
      for (int k = 0; k < count && !seen; k++)
        seen = memcmp(&group[k], &product, sizeof product) == 0;
      if (!seen) group[count++] = product;
    }
  return count;
}

static bf_cell bf_apply(const bf_matrix *a, bf_cell c) {
  int v[3] = {c.x, c.y, c.z}, w[3];
  for (int i = 0; i < 3; i++) w[i] = a->m[i][0] * v[0] + a->m[i][1] * v[1] + a->m[i][2] * v[2];
  return (bf_cell){w[0], w[1], w[2]};
}

static int bf_compare_cells(const void *a, const void *b) {
  const bf_cell *p = a, *q = b;
  if (p->z != q->z) return p->z - q->z;
  if (p->y != q->y) return p->y - q->y;
  return p->x - q->x;
}

static void bf_normalize(bf_shape *s) {
  int mx = s->cells[0].x, my = s->cells[0].y, mz = s->cells[0].z;
  for (int k = 1; k < s->size; k++) {
    if (s->cells[k].x < mx) mx = s->cells[k].x;
    if (s->cells[k].y < my) my = s->cells[k].y;
    if (s->cells[k].z < mz) mz = s->cells[k].z;
  }
  for (int k = 0; k < s->size; k++) {
    s->cells[k].x -= mx;
    s->cells[k].y -= my;
    s->cells[k].z -= mz;
  }
  qsort(s->cells, (size_t)s->size, sizeof *s->cells, bf_compare_cells);
}

static bf_shape bf_image(const bf_matrix *a, const bf_shape *s) {
  bf_shape t = *s;
  for (int k = 0; k < s->size; k++) t.cells[k] = bf_apply(a, s->cells[k]);
  bf_normalize(&t);
  return t;
}

static bool bf_same_shape(const bf_shape *a, const bf_shape *b) {
  return a->size == b->size && memcmp(a->cells, b->cells, (size_t)a->size * sizeof *a->cells) == 0;
}

static int bf_compare_keys(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static int bf_solution_order(const uint64_t *a, const uint64_t *b) {
  for (int k = 0; k < BF_KEY_WIDTH; k++)
    if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
  return 0;
}

static int bf_qsort_solutions(const void *a, const void *b) {
  return bf_solution_order(a, b);
}

/* Adds a solution, its placements' keys sorted, to a growing array. */
static void bf_add_solution(uint64_t **solutions, size_t *count, size_t *capacity,
                            const uint64_t *placed, int placed_count) {
  if (*count == *capacity) {
    *capacity = *capacity ? 2 * *capacity : 64;
    *solutions = realloc(*solutions, *capacity * BF_KEY_WIDTH * sizeof(uint64_t));
    ck_assert_ptr_nonnull(*solutions);
  }
  uint64_t *key = *solutions + (*count)++ * BF_KEY_WIDTH;
  for (int k = 0; k < BF_KEY_WIDTH; k++) key[k] = k < placed_count ? placed[k] : UINT64_MAX;
  qsort(key, BF_KEY_WIDTH, sizeof *key, bf_compare_keys);
}

/* The number of classes of the solutions under the maps g < group_count (cell c onto
 * permutation[g][c], piece p onto piece_map[g][p]): each solution's key becomes its least image,
 * and the classes are the different keys. */
static uint64_t bf_count_classes(uint64_t *solutions, size_t count, int cell_count, int group_count,
                                 const int (*permutation)[BF_KEY_WIDTH],
                                 const int (*piece_map)[BF_MAX_PIECES]) {
  for (size_t s = 0; s < count; s++) {
    uint64_t *key = solutions + s * BF_KEY_WIDTH, least[BF_KEY_WIDTH], image[BF_KEY_WIDTH];
    memcpy(least, key, sizeof least);
    for (int g = 0; g < group_count; g++) {
      for (int k = 0; k < BF_KEY_WIDTH; k++) {
        if (key[k] == UINT64_MAX) {
          image[k] = UINT64_MAX;
          continue;
        }
        uint64_t mask = key[k] & 0xffffffffu, moved = 0;
        for (int c = 0; c < cell_count; c++)
          if (mask >> c & 1) moved |= UINT64_C(1) << permutation[g][c];
        image[k] = (uint64_t)piece_map[g][key[k] >> 32] << 32 | moved;
      }
      qsort(image, BF_KEY_WIDTH, sizeof *image, bf_compare_keys);
      if (bf_solution_order(image, least) < 0) memcpy(least, image, sizeof least);
    }
    memcpy(key, least, sizeof least);
  }
  if (count) qsort(solutions, count, BF_KEY_WIDTH * sizeof(uint64_t), bf_qsort_solutions);
  uint64_t classes = 0;
  for (size_t s = 0; s < count; s++)
    if (s == 0 ||
        bf_solution_order(solutions + s * BF_KEY_WIDTH, solutions + (s - 1) * BF_KEY_WIDTH) != 0)
      classes++;
  return classes;
}

static void bf_record(bf_state *st) {
  for (int t = 0; t < st->puzzle->piece_count; t++)
    if (st->used[t] < st->puzzle->lower[t]) return;
  bf_add_solution(&st->solutions, &st->solution_count, &st->solution_capacity, st->placed,
                  st->placed_count);
}

static int bf_cell_at(const bf_state *st, bf_cell c) {
  const bf_puzzle *p = st->puzzle;
  if (c.x < 0 || c.y < 0 || c.z < 0 || c.x >= p->width || c.y >= p->height || c.z >= p->depth)
    return -1;
  return st->index[c.z][c.y][c.x];
}

static void bf_search(bf_state *st) {
  int empty = -1;
  for (int c = 0; c < st->cell_count && empty < 0; c++)
    if (st->owner[c] < 0) empty = c;
  if (empty < 0) {
    bf_record(st);
    return;
  }
  const bf_puzzle *p = st->puzzle;
  for (int t = 0; t < p->piece_count; t++) {
    if (p->upper[t] >= 0 && st->used[t] >= p->upper[t]) continue;
    for (int o = 0; o < st->orientation_count[t]; o++) {
      const bf_shape *s = &st->orientations[t][o];
      bf_cell e = st->cells[empty];
      int dx = e.x - s->cells[0].x, dy = e.y - s->cells[0].y, dz = e.z - s->cells[0].z;
      int where[BF_MAX_SIZE];
      bool fits = true;
      for (int k = 0; k < s->size && fits; k++) {
        where[k] =
            bf_cell_at(st, (bf_cell){s->cells[k].x + dx, s->cells[k].y + dy, s->cells[k].z + dz});
        fits = where[k] >= 0 && st->owner[where[k]] < 0;
      }
      if (!fits) continue;
      uint64_t mask = 0;
      for (int k = 0; k < s->size; k++) {
        st->owner[where[k]] = t;
        mask |= UINT64_C(1) << where[k];
      }
      st->used[t]++;
      st->placed[st->placed_count++] = (uint64_t)t << 32 | mask;
      bf_search(st);
      st->placed_count--;
      st->used[t]--;
      for (int k = 0; k < s->size; k++) st->owner[where[k]] = -1;
    }
  }
}

/* Counts the solutions and their classes. */
static void bf_count(const bf_puzzle *p, uint64_t *total, uint64_t *distinct) {
  bf_state *st = calloc(1, sizeof *st);
  ck_assert_ptr_nonnull(st);
  st->puzzle = p;
  for (int z = 0; z < p->depth; z++)
    for (int y = 0; y < p->height; y++)
      for (int x = 0; x < p->width; x++) {
        st->index[z][y][x] = -1;
        if (p->hole[z][y][x]) continue;
        st->index[z][y][x] = st->cell_count;
        st->cells[st->cell_count++] = (bf_cell){x, y, z};
      }
  for (int c = 0; c < st->cell_count; c++) st->owner[c] = -1;
  bf_matrix allowed[BF_MAX_GROUP], all[BF_MAX_GROUP];
  int allowed_count = p->orientations == 2 ? 1 : bf_group(p->cubes, p->orientations == 0, allowed);
  if (p->orientations == 2) allowed[0] = (bf_matrix){{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  int all_count = bf_group(p->cubes, true, all);
  for (int t = 0; t < p->piece_count; t++)
    for (int shape = 0; shape < (t == 0 && p->alternative ? 2 : 1); shape++)
      for (int g = 0; g < allowed_count; g++) {
        bf_shape s = bf_image(&allowed[g], shape ? &p->alternative_shape : &p->pieces[t]);
        bool seen = false;
        for (int o = 0; o < st->orientation_count[t] && !seen; o++)
          seen = bf_same_shape(&st->orientations[t][o], &s);
        if (!seen) st->orientations[t][st->orientation_count[t]++] = s;
      }
  bf_search(st);
  *total = st->solution_count;
  /* The symmetries: maps of the whole group that take the board onto itself, each piece's
   * shapes onto some piece's with the same bounds ("at-most-once" is "0-1"), one to one (a piece
   * of two shapes: both among the other's shapes, which are as many). */
  int permutation[BF_MAX_GROUP][BF_KEY_WIDTH], piece_map[BF_MAX_GROUP][BF_MAX_PIECES];
  int symmetry_count = 0;
  for (int g = 0; g < all_count; g++) {
    bf_cell image[BF_MAX_CELLS], least = {1 << 20, 1 << 20, 1 << 20};
    for (int c = 0; c < st->cell_count; c++) {
      image[c] = bf_apply(&all[g], st->cells[c]);
      if (image[c].x < least.x) least.x = image[c].x;
      if (image[c].y < least.y) least.y = image[c].y;
      if (image[c].z < least.z) least.z = image[c].z;
    }
    bf_cell board_least = {1 << 20, 1 << 20, 1 << 20};
    for (int c = 0; c < st->cell_count; c++) {
      if (st->cells[c].x < board_least.x) board_least.x = st->cells[c].x;
      if (st->cells[c].y < board_least.y) board_least.y = st->cells[c].y;
      if (st->cells[c].z < board_least.z) board_least.z = st->cells[c].z;
    }
    bool ok = true;
    for (int c = 0; c < st->cell_count && ok; c++) {
      bf_cell moved = {image[c].x - least.x + board_least.x, image[c].y - least.y + board_least.y,
                       image[c].z - least.z + board_least.z};
      permutation[symmetry_count][c] = bf_cell_at(st, moved);
      ok = permutation[symmetry_count][c] >= 0;
    }
    bool taken[BF_MAX_PIECES] = {false};
    for (int t = 0; t < p->piece_count && ok; t++) {
      bf_shape s = bf_image(&all[g], &p->pieces[t]), s2 = s;
      if (t == 0 && p->alternative) s2 = bf_image(&all[g], &p->alternative_shape);
      int found = -1;
      for (int step = 0; step < p->piece_count && found < 0; step++) {
        int u = (t + step) % p->piece_count;
        if (p->lower[u] != p->lower[t] || p->upper[u] != p->upper[t] ||
            st->orientation_count[u] != st->orientation_count[t])
          continue;
        bool first = false, second = false;
        for (int o = 0; o < st->orientation_count[u]; o++) {
          first |= bf_same_shape(&st->orientations[u][o], &s);
          second |= bf_same_shape(&st->orientations[u][o], &s2);
        }
        if (first && second) found = u;
      }
      ok = found >= 0 && !taken[found];
      if (ok) {
        taken[found] = true;
        piece_map[symmetry_count][t] = found;
      }
    }
    if (ok) symmetry_count++;
  }
  *distinct = bf_count_classes(st->solutions, st->solution_count, st->cell_count, symmetry_count,
                               permutation, piece_map);
  free(st->solutions);
  free(st);
}

/* A random connected piece of `size` cells, grown one neighbour at a time. */
static bf_shape bf_random_piece(bool cubes, int size) {
  bf_shape s = {.size = 1};
  s.cells[0] = (bf_cell){0, 0, 0};
  while (s.size < size) {
    bf_cell from = s.cells[rand() % s.size];
    int direction = rand() % (cubes ? 6 : 4);
    bf_cell next = from;
    if (direction == 0)
      next.x++;
    else if (direction == 1)
      next.x--;
    else if (direction == 2)
      next.y++;
    else if (direction == 3)
      next.y--;
    else if (direction == 4)
      next.z++;
    else
      next.z--;
    bool seen = false;
    for (int k = 0; k < s.size && !seen; k++)
      seen = s.cells[k].x == next.x && s.cells[k].y == next.y && s.cells[k].z == next.z;
    if (!seen) s.cells[s.size++] = next;
  }
  bf_normalize(&s);
  return s;
}

static void bf_random_puzzle(bf_puzzle *p, bool cubes) {
  memset(p, 0, sizeof *p);
  p->cubes = cubes;
  p->orientations = rand() % 3;
  if (cubes) {
    p->width = 2 + rand() % 2;
    p->height = 2;
    p->depth = 2 + rand() % 2;
  } else {
    p->width = 2 + rand() % 4;
    p->height = 2 + rand() % 3;
    p->depth = 1;
  }
  for (int z = 0; z < p->depth; z++)
    for (int y = 0; y < p->height; y++)
      for (int x = 0; x < p->width; x++) p->hole[z][y][x] = rand() % 7 == 0;
  p->hole[0][0][0] = false;
  p->piece_count = 1 + rand() % BF_MAX_PIECES;
  for (int t = 0; t < p->piece_count; t++) {
    p->pieces[t] = bf_random_piece(cubes, 1 + rand() % BF_MAX_SIZE);
    switch (rand() % 5) {
    case 0:
      snprintf(p->role[t], sizeof p->role[t], "once");
      p->lower[t] = p->upper[t] = 1;
      break;
    case 1:
      snprintf(p->role[t], sizeof p->role[t], "at-most-once");
      p->lower[t] = 0;
      p->upper[t] = 1;
      break;
    case 2:
      snprintf(p->role[t], sizeof p->role[t], "any");
      p->lower[t] = 0;
      p->upper[t] = -1;
      break;
    default: {
      int lower = rand() % 3, upper = lower + rand() % 3;
      if (upper == 0) upper = 1;
      snprintf(p->role[t], sizeof p->role[t], "%d-%d", lower, upper);
      p->lower[t] = lower;
      p->upper[t] = upper;
    }
    }
  }
}

/* The puzzle in the picture format. */
static void bf_write(const bf_puzzle *p, char *text, size_t capacity) {
  static const char *const orientation_names[] = {"all", "rotations", "fixed"};
  size_t used = 0;
#define BF_PUT(...) used += (size_t)snprintf(text + used, capacity - used, __VA_ARGS__)
  if (p->cubes) BF_PUT("cells: cube\n");
  BF_PUT("# a random puzzle\norientations: %s\n", orientation_names[p->orientations]);
  for (int t = 0; t < p->piece_count; t++) {
    const bf_shape *s = &p->pieces[t];
    int w = 0, h = 0, d = 0;
    for (int k = 0; k < s->size; k++) {
      if (s->cells[k].x + 1 > w) w = s->cells[k].x + 1;
      if (s->cells[k].y + 1 > h) h = s->cells[k].y + 1;
      if (s->cells[k].z + 1 > d) d = s->cells[k].z + 1;
    }
    BF_PUT("piece P%d %s\n", t, p->role[t]);
    for (int z = 0; z < d; z++) {
      if (z) BF_PUT("layer\n");
      for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
          bool cell = false;
          for (int k = 0; k < s->size; k++)
            cell |= s->cells[k].x == x && s->cells[k].y == y && s->cells[k].z == z;
          BF_PUT("%c", cell ? 'A' + t : '.');
        }
        BF_PUT("\n");
      }
    }
    BF_PUT("\n");
  }
  BF_PUT("board\n");
  for (int z = 0; z < p->depth; z++) {
    if (z) BF_PUT("layer\n");
    for (int y = 0; y < p->height; y++) {
      for (int x = 0; x < p->width; x++) BF_PUT("%c", p->hole[z][y][x] ? '#' : '.');
      BF_PUT("\n");
    }
  }
#undef BF_PUT
}

/* The puzzle (of squares, every orientation allowed) in the input format of Knuth's
 * polyomino-dlx, cells as row and column digits, with its piece 0 on two lines, as drawn and as
 * `other`: a name on several lines is one piece, either shape. */
static void bf_write_knuth(const bf_puzzle *p, const bf_shape *other, char *text, size_t capacity) {
  size_t used = 0, board = 0;
#define BF_PUT(...) used += (size_t)snprintf(text + used, capacity - used, __VA_ARGS__)
  BF_PUT("| a random puzzle, piece P0 on two lines\n");
  for (int y = 0; y < p->height; y++)
    for (int x = 0; x < p->width; x++)
      if (!p->hole[0][y][x]) {
        BF_PUT("%s%d%d", board ? " " : "", y, x);
        board++;
      }
  BF_PUT("\n");
  for (int t = 0; t < p->piece_count; t++)
    for (int line = 0; line < (t == 0 ? 2 : 1); line++) {
      const bf_shape *s = line ? other : &p->pieces[t];
      if (p->upper[t] < 0)
        BF_PUT("0:%zu|", board / (size_t)p->pieces[t].size);
      else if (p->lower[t] != p->upper[t])
        BF_PUT("%d:%d|", p->lower[t], p->upper[t]);
      else if (p->lower[t] != 1)
        BF_PUT("%d|", p->lower[t]);
      BF_PUT("P%d", t);
      for (int k = 0; k < s->size; k++) BF_PUT(" %d%d", s->cells[k].y, s->cells[k].x);
      BF_PUT("\n");
    }
#undef BF_PUT
}

/* The library on a puzzle's text against the brute force's total and distinct counts:
 * BF_COMPARED when it counts them too (asserted); BF_REFUSED when it refuses the puzzle before
 * searching, which it may only when there is no solution; BF_SKIPPED when it refuses a piece
 * larger than the board (even one that need not be used). *symmetric (may be NULL): whether the
 * library found symmetries. */
typedef enum bf_verdict { BF_COMPARED, BF_REFUSED, BF_SKIPPED } bf_verdict;

static bf_verdict bf_compare_with_library(const char *text, uint64_t total, uint64_t distinct,
                                          bool *symmetric) {
  loaded l;
  polyform_error error;
  polyform_status status = load_text(text, -1, &l, &error);
  if (status == POLYFORM_BAD_INPUT) {
    if (strstr(error.message, "cells, more than the board's") && !strstr(error.message, "pieces"))
      return BF_SKIPPED;
    ck_assert_msg(total == 0, "refused (%s) a puzzle with %llu solutions:\n%s", error.message,
                  (unsigned long long)total, text);
    return BF_REFUSED;
  }
  ck_assert_msg(status == POLYFORM_OK, "%s", text);
  uint64_t library_total, library_distinct;
  count(l.model, &library_total, &library_distinct);
  ck_assert_msg(library_total == total && library_distinct == distinct,
                "library %llu and %llu, brute force %llu and %llu:\n%s",
                (unsigned long long)library_total, (unsigned long long)library_distinct,
                (unsigned long long)total, (unsigned long long)distinct, text);
  if (symmetric) *symmetric = l.model->symmetry_count > 1;
  unload(&l);
  return BF_COMPARED;
}

/* Random puzzles in Knuth's format whose piece 0, used once, has two shapes on two lines: the
 * library's count is the brute force's with the first shape plus its count with the second (a
 * shape that is also an orientation of the other gives every placement twice, as Knuth's programs
 * do, and the sum counts those twice as well); its distinct count is the brute force's with piece
 * 0 of either shape, which has each placement once. */
static void bf_check_knuth_lines(int rounds, unsigned seed) {
  srand(seed);
  int compared = 0, symmetric = 0;
  for (int round = 0; round < rounds; round++) {
    bf_puzzle p;
    bf_random_puzzle(&p, false);
    p.orientations = 0;
    p.lower[0] = p.upper[0] = 1;
    bf_puzzle q = p;
    q.pieces[0] = bf_random_piece(false, 1 + rand() % BF_MAX_SIZE);
    uint64_t first, second, distinct, either;
    bf_count(&p, &first, &distinct);
    bf_count(&q, &second, &distinct);
    bf_puzzle both = p;
    both.alternative = true;
    both.alternative_shape = q.pieces[0];
    bf_count(&both, &either, &distinct);
    char text[4096];
    bf_write_knuth(&p, &q.pieces[0], text, sizeof text);
    bool has_symmetries = false;
    if (bf_compare_with_library(text, first + second, distinct, &has_symmetries) != BF_COMPARED)
      continue;
    symmetric += has_symmetries;
    compared++;
  }
  ck_assert_int_gt(compared, rounds / 4);
  ck_assert_int_gt(symmetric, rounds / 10);
}

static void bf_check_random(bool cubes, int rounds, unsigned seed) {
  srand(seed);
  int compared = 0, refused = 0;
  for (int round = 0; round < rounds; round++) {
    bf_puzzle p;
    bf_random_puzzle(&p, cubes);
    char text[4096];
    bf_write(&p, text, sizeof text);
    uint64_t total, distinct;
    bf_count(&p, &total, &distinct);
    bf_verdict verdict = bf_compare_with_library(text, total, distinct, NULL);
    refused += verdict == BF_REFUSED;
    compared += verdict == BF_COMPARED;
  }
  ck_assert_int_gt(compared, rounds / 4);
  ck_assert_int_gt(refused, 0);
}

START_TEST(random_squares_against_brute_force) {
  bf_check_random(false, 600, 12345);
}
END_TEST

START_TEST(random_cubes_against_brute_force) {
  bf_check_random(true, 300, 54321);
}
END_TEST

START_TEST(knuth_lines_against_brute_force) {
  bf_check_knuth_lines(400, 2468);
}
END_TEST

#endif
