/* brute_force_triangles.h: the brute force of brute_force.h for triangles (polyiamonds), with a
 * geometry of its own that shares nothing with polyform/'s. A triangle of the plane's triangular
 * grid lies between consecutive lines of each of the grid's three families of parallel lines:
 * it is the triple (i, j, k) of the lower lines' numbers, whose sum is -2 for a triangle pointing
 * up and -1 for one pointing down (the three coordinates of a point add up to 0). The maps are
 * generated here: a sixth of a turn (the families cycled, and the point reflection through the
 * origin, (i, j, k) -> (-1 - i, -1 - j, -1 - k)) and a mirror (two families swapped); translations
 * add (a, b, c) with a + b + c = 0. A triangle drawn at row r, column c of a picture (up when
 * r + c is even, the triangle below an up one sharing its bottom edge) is r = k + 2, c = i - j:
 * moving right from an up triangle adds 1 to i, moving right from a down one takes 1 from j, and
 * moving down from an up triangle adds 1 to k. The solver places pieces by backtracking, and
 * counts classes by the least image of each solution under the maps that take the board and the
 * pieces onto themselves. Included by tests/test_polyform.c after brute_force.h. */
#ifndef TESTS_POLYFORM_BRUTE_FORCE_TRIANGLES_H
#define TESTS_POLYFORM_BRUTE_FORCE_TRIANGLES_H

#define TRI_MAX_CELLS BF_KEY_WIDTH
#define TRI_MAX_PIECES 4
#define TRI_MAX_SIZE 5
#define TRI_MAX_GROUP 12

typedef struct tri_cell {
  int c[3];
} tri_cell;

/* A map: out[t] = in[perm[t]] when sign is 1, -1 - in[perm[t]] when it is -1. */
typedef struct tri_map {
  int perm[3];
  int sign;
} tri_map;

typedef struct tri_shape {
  int size;
  tri_cell cells[TRI_MAX_SIZE];
} tri_shape;

typedef struct tri_puzzle {
  int orientations;   /* 0 all, 1 rotations, 2 fixed */
  int width, height;  /* the board: 0 <= i < width, 0 <= j < height, both kinds of triangle */
  bool hole[6][6][2]; /* [i][j][down] */
  int piece_count;
  tri_shape pieces[TRI_MAX_PIECES];
  int lower[TRI_MAX_PIECES], upper[TRI_MAX_PIECES]; /* upper -1: any number */
  char role[TRI_MAX_PIECES][16];
} tri_puzzle;

typedef struct tri_state {
  const tri_puzzle *puzzle;
  int cell_count;
  tri_cell cells[TRI_MAX_CELLS];
  int orientation_count[TRI_MAX_PIECES];
  tri_shape orientations[TRI_MAX_PIECES][TRI_MAX_GROUP];
  int used[TRI_MAX_PIECES];
  int owner[TRI_MAX_CELLS];
  int placed_count;
  uint64_t placed[TRI_MAX_CELLS]; /* piece << 32 | cell mask */
  uint64_t *solutions;            /* TRI_MAX_CELLS keys each */
  size_t solution_count, solution_capacity;
} tri_state;

static tri_cell tri_apply(tri_map m, tri_cell t) {
  tri_cell out;
  for (int s = 0; s < 3; s++) out.c[s] = m.sign > 0 ? t.c[m.perm[s]] : -1 - t.c[m.perm[s]];
  return out;
}

/* g, then h. */
static tri_map tri_compose(tri_map g, tri_map h) {
  tri_map out;
  for (int t = 0; t < 3; t++) out.perm[t] = g.perm[h.perm[t]];
  out.sign = g.sign * h.sign;
  return out;
}

/* The group of the sixth of a turn, with the mirror when `mirrors`. */
static int tri_group(bool mirrors, tri_map *group) {
  tri_map generators[2] = {{{1, 2, 0}, -1}, {{1, 0, 2}, 1}};
  int count = 1;
  group[0] = (tri_map){{0, 1, 2}, 1};
  for (int at = 0; at < count; at++)
    for (int g = 0; g < (mirrors ? 2 : 1); g++) {
      tri_map product = tri_compose(group[at], generators[g]);
      bool seen = false;
      for (int k = 0; k < count && !seen; k++)
        seen = memcmp(&group[k], &product, sizeof product) == 0;
      if (!seen) group[count++] = product;
    }
  return count;
}

static int tri_compare_cells(const void *a, const void *b) {
  const tri_cell *p = a, *q = b;
  for (int s = 0; s < 3; s++)
    if (p->c[s] != q->c[s]) return p->c[s] - q->c[s];
  return 0;
}

/* Translated so that its least i and least j are 0, and sorted. */
static void tri_normalize(tri_shape *s) {
  int mi = s->cells[0].c[0], mj = s->cells[0].c[1];
  for (int k = 1; k < s->size; k++) {
    if (s->cells[k].c[0] < mi) mi = s->cells[k].c[0];
    if (s->cells[k].c[1] < mj) mj = s->cells[k].c[1];
  }
  for (int k = 0; k < s->size; k++) {
    s->cells[k].c[0] -= mi;
    s->cells[k].c[1] -= mj;
    s->cells[k].c[2] += mi + mj;
  }
  qsort(s->cells, (size_t)s->size, sizeof *s->cells, tri_compare_cells);
}

static tri_shape tri_image(tri_map m, const tri_shape *s) {
  tri_shape t = *s;
  for (int k = 0; k < s->size; k++) t.cells[k] = tri_apply(m, s->cells[k]);
  tri_normalize(&t);
  return t;
}

static bool tri_same_shape(const tri_shape *a, const tri_shape *b) {
  return a->size == b->size && memcmp(a->cells, b->cells, (size_t)a->size * sizeof *a->cells) == 0;
}

static int tri_cell_at(const tri_state *st, tri_cell t) {
  for (int c = 0; c < st->cell_count; c++)
    if (memcmp(&st->cells[c], &t, sizeof t) == 0) return c;
  return -1;
}

static void tri_record(tri_state *st) {
  for (int t = 0; t < st->puzzle->piece_count; t++)
    if (st->used[t] < st->puzzle->lower[t]) return;
  bf_add_solution(&st->solutions, &st->solution_count, &st->solution_capacity, st->placed,
                  st->placed_count);
}

static void tri_search(tri_state *st) {
  int empty = -1;
  for (int c = 0; c < st->cell_count && empty < 0; c++)
    if (st->owner[c] < 0) empty = c;
  if (empty < 0) {
    tri_record(st);
    return;
  }
  const tri_puzzle *p = st->puzzle;
  for (int t = 0; t < p->piece_count; t++) {
    if (p->upper[t] >= 0 && st->used[t] >= p->upper[t]) continue;
    for (int o = 0; o < st->orientation_count[t]; o++) {
      /* Each cell of the shape onto the empty cell in turn, by translations that keep up
       * triangles up. */
      const tri_shape *s = &st->orientations[t][o];
      for (int anchor = 0; anchor < s->size; anchor++) {
        int d[3];
        for (int a = 0; a < 3; a++) d[a] = st->cells[empty].c[a] - s->cells[anchor].c[a];
        if (d[0] + d[1] + d[2] != 0) continue;
        int where[TRI_MAX_SIZE];
        bool fits = true;
        for (int k = 0; k < s->size && fits; k++) {
          tri_cell moved = s->cells[k];
          for (int a = 0; a < 3; a++) moved.c[a] += d[a];
          where[k] = tri_cell_at(st, moved);
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
        tri_search(st);
        st->placed_count--;
        st->used[t]--;
        for (int k = 0; k < s->size; k++) st->owner[where[k]] = -1;
      }
    }
  }
}

/* Counts the solutions and their classes. */
static void tri_count(const tri_puzzle *p, uint64_t *total, uint64_t *distinct) {
  tri_state *st = calloc(1, sizeof *st);
  ck_assert_ptr_nonnull(st);
  st->puzzle = p;
  for (int i = 0; i < p->width; i++)
    for (int j = 0; j < p->height; j++)
      for (int down = 0; down < 2; down++)
        if (!p->hole[i][j][down])
          st->cells[st->cell_count++] = (tri_cell){{i, j, down - 2 - i - j}};
  for (int c = 0; c < st->cell_count; c++) st->owner[c] = -1;
  tri_map allowed[TRI_MAX_GROUP], all[TRI_MAX_GROUP];
  int allowed_count = p->orientations == 2 ? 1 : tri_group(p->orientations == 0, allowed);
  if (p->orientations == 2) allowed[0] = (tri_map){{0, 1, 2}, 1};
  int all_count = tri_group(true, all);
  ck_assert_int_eq(all_count, 12);
  for (int t = 0; t < p->piece_count; t++)
    for (int g = 0; g < allowed_count; g++) {
      tri_shape s = tri_image(allowed[g], &p->pieces[t]);
      bool seen = false;
      for (int o = 0; o < st->orientation_count[t] && !seen; o++)
        seen = tri_same_shape(&st->orientations[t][o], &s);
      if (!seen) st->orientations[t][st->orientation_count[t]++] = s;
    }
  tri_search(st);
  *total = st->solution_count;
  /* The symmetries: maps that take the board onto itself (translated so that the least i and the
   * least j agree), each piece's shapes onto some piece's with the same bounds, one to one. */
  int permutation[TRI_MAX_GROUP][BF_KEY_WIDTH], piece_map[TRI_MAX_GROUP][TRI_MAX_PIECES];
  int symmetry_count = 0;
  for (int g = 0; g < all_count; g++) {
    tri_cell image[TRI_MAX_CELLS];
    int mi = 1 << 20, mj = 1 << 20, bi = 1 << 20, bj = 1 << 20;
    for (int c = 0; c < st->cell_count; c++) {
      image[c] = tri_apply(all[g], st->cells[c]);
      if (image[c].c[0] < mi) mi = image[c].c[0];
      if (image[c].c[1] < mj) mj = image[c].c[1];
      if (st->cells[c].c[0] < bi) bi = st->cells[c].c[0];
      if (st->cells[c].c[1] < bj) bj = st->cells[c].c[1];
    }
    bool ok = true;
    for (int c = 0; c < st->cell_count && ok; c++) {
      tri_cell moved = {
          {image[c].c[0] - mi + bi, image[c].c[1] - mj + bj, image[c].c[2] + mi - bi + mj - bj}};
      permutation[symmetry_count][c] = tri_cell_at(st, moved);
      ok = permutation[symmetry_count][c] >= 0;
    }
    bool taken[TRI_MAX_PIECES] = {false};
    for (int t = 0; t < p->piece_count && ok; t++) {
      tri_shape s = tri_image(all[g], &p->pieces[t]);
      int found = -1;
      for (int step = 0; step < p->piece_count && found < 0; step++) {
        int u = (t + step) % p->piece_count;
        if (p->lower[u] != p->lower[t] || p->upper[u] != p->upper[t]) continue;
        for (int o = 0; o < st->orientation_count[u] && found < 0; o++)
          if (tri_same_shape(&st->orientations[u][o], &s)) found = u;
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

/* A random connected piece of `size` triangles: from an up triangle, neighbours across edges
 * (an up triangle's three are it plus 1 in one coordinate, a down one's minus 1). */
static tri_shape tri_random_piece(int size) {
  tri_shape s = {.size = 1};
  s.cells[0] = (tri_cell){{0, 0, -2}};
  while (s.size < size) {
    tri_cell next = s.cells[rand() % s.size];
    bool up = next.c[0] + next.c[1] + next.c[2] == -2;
    next.c[rand() % 3] += up ? 1 : -1;
    bool seen = false;
    for (int k = 0; k < s.size && !seen; k++) seen = memcmp(&s.cells[k], &next, sizeof next) == 0;
    if (!seen) s.cells[s.size++] = next;
  }
  tri_normalize(&s);
  return s;
}

static void tri_random_puzzle(tri_puzzle *p) {
  memset(p, 0, sizeof *p);
  p->orientations = rand() % 3;
  p->width = 1 + rand() % 4;
  p->height = 1 + rand() % 3;
  for (int i = 0; i < p->width; i++)
    for (int j = 0; j < p->height; j++)
      for (int down = 0; down < 2; down++) p->hole[i][j][down] = rand() % 8 == 0;
  p->hole[0][0][0] = false;
  p->piece_count = 1 + rand() % TRI_MAX_PIECES;
  for (int t = 0; t < p->piece_count; t++) {
    p->pieces[t] = tri_random_piece(1 + rand() % TRI_MAX_SIZE);
    switch (rand() % 4) {
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

/* Draws cells as a picture: row k + 2, column i - j, moved to row 0 and column 0 or 1 (an even
 * move, so that up triangles stay where r + c is even); `mark` for a cell, `blank` elsewhere. */
static size_t tri_draw(const tri_cell *cells, int count, char mark, char blank, char *text,
                       size_t capacity) {
  int rows[TRI_MAX_CELLS], columns[TRI_MAX_CELLS], least_row = 1 << 20, least_column = 1 << 20;
  int most_row = -(1 << 20), most_column = -(1 << 20);
  for (int k = 0; k < count; k++) {
    rows[k] = cells[k].c[2] + 2;
    columns[k] = cells[k].c[0] - cells[k].c[1];
    if (rows[k] < least_row) least_row = rows[k];
    if (columns[k] < least_column) least_column = columns[k];
  }
  int dr = -least_row, dc = -least_column;
  if ((dr + dc) % 2 != 0) dc++;
  for (int k = 0; k < count; k++) {
    rows[k] += dr;
    columns[k] += dc;
    if (rows[k] > most_row) most_row = rows[k];
    if (columns[k] > most_column) most_column = columns[k];
  }
  size_t used = 0;
  for (int r = 0; r <= most_row; r++) {
    for (int c = 0; c <= most_column; c++) {
      bool cell = false;
      for (int k = 0; k < count; k++) cell |= rows[k] == r && columns[k] == c;
      used += (size_t)snprintf(text + used, capacity - used, "%c", cell ? mark : blank);
    }
    used += (size_t)snprintf(text + used, capacity - used, "\n");
  }
  return used;
}

/* The puzzle in the picture format. */
static void tri_write(const tri_puzzle *p, char *text, size_t capacity) {
  static const char *const orientation_names[] = {"all", "rotations", "fixed"};
  size_t used = (size_t)snprintf(text, capacity,
                                 "cells: triangle\n# a random puzzle\n"
                                 "orientations: %s\n",
                                 orientation_names[p->orientations]);
  for (int t = 0; t < p->piece_count; t++) {
    used += (size_t)snprintf(text + used, capacity - used, "piece P%d %s\n", t, p->role[t]);
    used += tri_draw(p->pieces[t].cells, p->pieces[t].size, (char)('A' + t), '.', text + used,
                     capacity - used);
    used += (size_t)snprintf(text + used, capacity - used, "\n");
  }
  tri_cell board[TRI_MAX_CELLS];
  int count = 0;
  for (int i = 0; i < p->width; i++)
    for (int j = 0; j < p->height; j++)
      for (int down = 0; down < 2; down++)
        if (!p->hole[i][j][down]) board[count++] = (tri_cell){{i, j, down - 2 - i - j}};
  used += (size_t)snprintf(text + used, capacity - used, "board\n");
  tri_draw(board, count, '.', '#', text + used, capacity - used);
}

/* Random puzzles of triangles: the library's counts, all and distinct, are the brute force's. */
static void tri_check_random(int rounds, unsigned seed) {
  srand(seed);
  int compared = 0, refused = 0, solved = 0;
  for (int round = 0; round < rounds; round++) {
    tri_puzzle p;
    tri_random_puzzle(&p);
    char text[4096];
    tri_write(&p, text, sizeof text);
    uint64_t total, distinct;
    tri_count(&p, &total, &distinct);
    bf_verdict verdict = bf_compare_with_library(text, total, distinct, NULL);
    refused += verdict == BF_REFUSED;
    if (verdict != BF_COMPARED) continue;
    compared++;
    solved += total > 0;
  }
  ck_assert_int_gt(compared, rounds / 6);
  ck_assert_int_gt(solved, rounds / 12);
  ck_assert_int_gt(refused, 0);
}

START_TEST(random_triangles_against_brute_force) {
  tri_check_random(900, 24680);
}
END_TEST

#endif
