/* geometry.c: the three lattices of the polyform library (squares, triangles, cubes): their
 * rotations and reflections as integer matrices, translation to a normal position, and which
 * cells touch, and the words that name the kinds of cells and the orientations. The coordinates
 * are polyform.h's. */
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"

/* A map as a 3x3 matrix, rows giving x', y', z'. */
typedef struct matrix {
  int m[3][3];
} matrix;

static matrix multiply(matrix a, matrix b) {
  matrix c;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      c.m[i][j] = 0;
      for (int k = 0; k < 3; k++) c.m[i][j] += a.m[i][k] * b.m[k][j];
    }
  return c;
}

static const matrix identity = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
/* A quarter turn of the square lattice: (x, y) -> (-y, x). */
static const matrix square_turn = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
static const matrix square_mirror = {{{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
/* A sixth of a turn of the triangular lattice, in the basis e1, e2: e1 -> e2, e2 -> e2 - e1. */
static const matrix triangle_turn = {{{0, -1, 0}, {1, 1, 0}, {0, 0, 1}}};
/* The mirror that swaps e1 and e2. */
static const matrix triangle_mirror = {{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}}};

static int determinant(const matrix *a) {
  const int(*m)[3] = a->m;
  return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
         m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
         m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

/* Map k of each lattice, the rotations first, the identity at 0. */
static matrix map_matrix(polyform_kind kind, int k) {
  if (kind == POLYFORM_SQUARES || kind == POLYFORM_TRIANGLES) {
    matrix turn = kind == POLYFORM_SQUARES ? square_turn : triangle_turn;
    int turns = kind == POLYFORM_SQUARES ? 4 : 6;
    matrix a = identity;
    for (int i = 0; i < k % turns; i++) a = multiply(turn, a);
    if (k >= turns) a = multiply(a, kind == POLYFORM_SQUARES ? square_mirror : triangle_mirror);
    return a;
  }
  /* Cubes: the 48 signed permutation matrices, the 24 of determinant 1 first, in a fixed order. */
  static const int permutations[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                         {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  int wanted_sign = k < 24 ? 1 : -1, seen = 0;
  for (int p = 0; p < 6; p++)
    for (int signs = 0; signs < 8; signs++) {
      matrix a = {{{0}}};
      for (int row = 0; row < 3; row++) a.m[row][permutations[p][row]] = signs >> row & 1 ? -1 : 1;
      if (determinant(&a) != wanted_sign) continue;
      if (seen++ == k % 24) return a;
    }
  return identity;
}

static const char *const kind_names[] = {"square", "triangle", "cube"};
static const char *const orientations_names[] = {"all", "rotations", "fixed"};

const char *polyform_kind_name(polyform_kind kind) {
  return kind_names[kind];
}

const char *polyform_orientations_name(polyform_orientations orientations) {
  return orientations_names[orientations];
}

bool polyform_orientations_find(const char *word, size_t length,
                                polyform_orientations *orientations) {
  for (size_t k = 0; k < sizeof orientations_names / sizeof *orientations_names; k++)
    if (strlen(orientations_names[k]) == length &&
        memcmp(orientations_names[k], word, length) == 0) {
      *orientations = (polyform_orientations)k;
      return true;
    }
  return false;
}

int polyform_map_count(polyform_kind kind, polyform_orientations orientations) {
  int all = kind == POLYFORM_SQUARES ? 8 : kind == POLYFORM_TRIANGLES ? 12 : 48;
  return orientations == POLYFORM_FIXED ? 1 : orientations == POLYFORM_ROTATIONS ? all / 2 : all;
}

polyform_cell polyform_map_apply(polyform_kind kind, int map, polyform_cell cell) {
  matrix a = map_matrix(kind, map);
  int32_t v[3] = {cell.x, cell.y, cell.z}, w[3];
  for (int i = 0; i < 3; i++) w[i] = a.m[i][0] * v[0] + a.m[i][1] * v[1] + a.m[i][2] * v[2];
  return (polyform_cell){w[0], w[1], w[2]};
}

static int32_t floor_multiple(int32_t value, int32_t step) {
  int32_t q = value / step;
  if (value % step != 0 && value < 0) q--;
  return q * step;
}

static int compare_cells(const void *a, const void *b) {
  const polyform_cell *p = a, *q = b;
  if (p->z != q->z) return p->z < q->z ? -1 : 1;
  if (p->y != q->y) return p->y < q->y ? -1 : 1;
  if (p->x != q->x) return p->x < q->x ? -1 : 1;
  return 0;
}

void polyform_normalize(polyform_kind kind, polyform_cell *cells, size_t count) {
  if (count == 0) return;
  int32_t step = kind == POLYFORM_TRIANGLES ? 3 : 1;
  polyform_cell least = cells[0];
  for (size_t i = 1; i < count; i++) {
    if (cells[i].x < least.x) least.x = cells[i].x;
    if (cells[i].y < least.y) least.y = cells[i].y;
    if (cells[i].z < least.z) least.z = cells[i].z;
  }
  int32_t dx = floor_multiple(least.x, step), dy = floor_multiple(least.y, step),
          dz = floor_multiple(least.z, step);
  for (size_t i = 0; i < count; i++) {
    cells[i].x -= dx;
    cells[i].y -= dy;
    cells[i].z -= dz;
  }
  qsort(cells, count, sizeof *cells, compare_cells);
}

/* The steps from an up triangle to its three down neighbours. */
static const int32_t triangle_steps[3][2] = {{1, 1}, {-2, 1}, {1, -2}};

bool polyform_adjacent(polyform_kind kind, polyform_cell a, polyform_cell b) {
  if (a.z != b.z && kind != POLYFORM_CUBES) return false;
  if (kind == POLYFORM_TRIANGLES) {
    int32_t rest = ((a.x % 3) + 3) % 3;
    if (rest == 2) {
      polyform_cell t = a;
      a = b;
      b = t;
    }
    if (((a.x % 3) + 3) % 3 != 1 || ((b.x % 3) + 3) % 3 != 2) return false;
    for (int k = 0; k < 3; k++)
      if (b.x - a.x == triangle_steps[k][0] && b.y - a.y == triangle_steps[k][1]) return true;
    return false;
  }
  int32_t distance = abs(a.x - b.x) + abs(a.y - b.y) + abs(a.z - b.z);
  return distance == 1;
}
