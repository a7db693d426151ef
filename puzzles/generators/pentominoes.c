/* pentominoes.c: tiling a rectangle of 60 cells with the twelve pentominoes, as an exact-cover
 * problem in Knuth's DLX format.
 *
 * Usage: pentominoes ROWS COLUMNS [--restrict-x]     (ROWS x COLUMNS = 60)
 *
 * The items, all primary, are the twelve piece names F I L N P T U V W X Y Z (Conway's names)
 * and the cells r0c0 .. r(ROWS-1)c(COLUMNS-1), row i and column j numbered from 0. Each base shape
 * below is turned through its 4 rotations, each with and without a reflection; the distinct
 * results (63 in all) are each placed at every position where they fit, and a placement is the
 * option "piece cell cell cell cell cell". A solution uses every piece once and covers every cell
 * once. The options are grouped by piece, then by orientation, then by position, row first.
 *
 * A rectangle has 4 symmetries (identity, the two reflections and the half turn), and no tiling
 * is symmetric, so every tiling is counted 4 times: once for each of its images. --restrict-x
 * keeps only the placements of X whose centre lies in the upper-left quarter of the board (centre
 * row i and column j with 2i <= ROWS-1 and 2j <= COLUMNS-1). When ROWS and COLUMNS are both even,
 * no centre lies on a middle line, exactly one image of each tiling survives, and the count is
 * divided by 4 (6x10: 2,339 instead of 9,356). When a side is odd, X centres on that middle line
 * are kept, so some tilings are still counted twice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arguments.h"

#define CELLS 5
#define BOARD_AREA 60

typedef struct shape {
  int row[CELLS], column[CELLS];
} shape;

/* The pieces, each drawn row by row ('#' a cell, '.' none), the rows separated by '/'. */
static const struct {
  char name;
  const char *picture;
} pieces[] = {
    {'F', ".##/##./.#."}, {'I', "#####"},       {'L', "#.../####"}, {'N', "##../.###"},
    {'P', "##/##/#."},    {'T', "###/.#./.#."}, {'U', "#.#/###"},   {'V', "#../#../###"},
    {'W', "#../##./.##"}, {'X', ".#./###/.#."}, {'Y', ".#../####"}, {'Z', "##./.#./.##"},
};
#define PIECE_COUNT (sizeof pieces / sizeof pieces[0])

/* Known tiling counts of the ROWS x COLUMNS board (either way round) up to symmetry, with their
 * source; every tiling has 4 images, so the problem without --restrict-x has 4 times as many. */
static const struct {
  int short_side, long_side;
  long count;
  const char *source;
} known_counts[] = {
    {6, 10, 2339, "C. B. and J. Haselgrove, 1960; D. E. Knuth, \"Dancing Links\", 2000"},
    {5, 12, 1010, "D. E. Knuth, \"Dancing Links\", 2000"},
    {4, 15, 368, "D. E. Knuth, \"Dancing Links\", 2000"},
    {3, 20, 2, "D. E. Knuth, \"Dancing Links\", 2000"},
};

static void usage(const char *program) {
  fprintf(stderr, "usage: %s ROWS COLUMNS [--restrict-x]   (ROWS x COLUMNS = %d)\n", program,
          BOARD_AREA);
  exit(2);
}

/* The shape of a picture, moved so that its smallest row and column are 0, cells sorted. */
static void normalize(shape *s) {
  int min_row = s->row[0], min_column = s->column[0];
  for (int k = 1; k < CELLS; k++) {
    if (s->row[k] < min_row) min_row = s->row[k];
    if (s->column[k] < min_column) min_column = s->column[k];
  }
  for (int k = 0; k < CELLS; k++) s->row[k] -= min_row, s->column[k] -= min_column;
  for (int k = 1; k < CELLS; k++) /* insertion sort, row first */
    for (int m = k; m > 0 && (s->row[m - 1] > s->row[m] ||
                              (s->row[m - 1] == s->row[m] && s->column[m - 1] > s->column[m]));
         m--) {
      int r = s->row[m], c = s->column[m];
      s->row[m] = s->row[m - 1], s->column[m] = s->column[m - 1];
      s->row[m - 1] = r, s->column[m - 1] = c;
    }
}

static shape read_picture(const char *picture) {
  shape s;
  int count = 0, row = 0, column = 0;
  for (const char *p = picture; *p; p++) {
    if (*p == '/') {
      row++, column = 0;
      continue;
    }
    if (*p == '#') s.row[count] = row, s.column[count] = column, count++;
    column++;
  }
  normalize(&s);
  return s;
}

/* Fills orientations with the distinct images of a shape; returns how many there are. */
static int orientations_of(shape base, shape orientations[8]) {
  int count = 0;
  shape s = base;
  for (int reflection = 0; reflection < 2; reflection++) {
    for (int rotation = 0; rotation < 4; rotation++) {
      shape t = s;
      normalize(&t);
      int seen = 0;
      for (int k = 0; k < count && !seen; k++) seen = memcmp(&orientations[k], &t, sizeof t) == 0;
      if (!seen) orientations[count++] = t;
      for (int k = 0; k < CELLS; k++) { /* a quarter turn: (r, c) -> (c, -r) */
        int r = s.row[k];
        s.row[k] = s.column[k], s.column[k] = -r;
      }
    }
    for (int k = 0; k < CELLS; k++) s.column[k] = -s.column[k]; /* a reflection */
  }
  return count;
}

static int height(const shape *s) {
  int h = 0;
  for (int k = 0; k < CELLS; k++)
    if (s->row[k] + 1 > h) h = s->row[k] + 1;
  return h;
}

static int width(const shape *s) {
  int w = 0;
  for (int k = 0; k < CELLS; k++)
    if (s->column[k] + 1 > w) w = s->column[k] + 1;
  return w;
}

/* Whether a placement survives --restrict-x: only X is restricted, to centres in the upper-left
 * quarter. X's centre is its middle cell (the third in row-first order). */
static int allowed(char piece, const shape *s, int top, int left, int rows, int columns,
                   int restrict_x) {
  if (!restrict_x || piece != 'X') return 1;
  int centre_row = top + s->row[2], centre_column = left + s->column[2];
  return 2 * centre_row <= rows - 1 && 2 * centre_column <= columns - 1;
}

/* Goes through every allowed placement; prints each when print is set, and returns how many. */
static long placements(int rows, int columns, int restrict_x, int print) {
  long count = 0;
  for (size_t p = 0; p < PIECE_COUNT; p++) {
    shape orientations[8];
    int orientation_count = orientations_of(read_picture(pieces[p].picture), orientations);
    for (int o = 0; o < orientation_count; o++) {
      const shape *s = &orientations[o];
      for (int top = 0; top + height(s) <= rows; top++)
        for (int left = 0; left + width(s) <= columns; left++) {
          if (!allowed(pieces[p].name, s, top, left, rows, columns, restrict_x)) continue;
          count++;
          if (!print) continue;
          printf("%c", pieces[p].name);
          for (int k = 0; k < CELLS; k++) printf(" r%dc%d", top + s->row[k], left + s->column[k]);
          printf("\n");
        }
    }
  }
  return count;
}

int main(int argc, char **argv) {
  const char *program = generator_name(argc, argv, "pentominoes");
  if (argc < 3 || argc > 4) usage(program);
  long rows = parse_number(argv[1], 1, BOARD_AREA), columns = parse_number(argv[2], 1, BOARD_AREA);
  if (rows < 0 || columns < 0 || rows * columns != BOARD_AREA) usage(program);
  int restrict_x = 0;
  if (argc == 4) {
    if (strcmp(argv[3], "--restrict-x") != 0) usage(program);
    restrict_x = 1;
  }

  int known = -1;
  long short_side = rows < columns ? rows : columns, long_side = rows < columns ? columns : rows;
  for (size_t k = 0; k < sizeof known_counts / sizeof known_counts[0]; k++)
    if (known_counts[k].short_side == short_side && known_counts[k].long_side == long_side)
      known = (int)k;
  int even = rows % 2 == 0 && columns % 2 == 0;

  printf("| Pentominoes: tile the %ldx%ld board with the 12 pentominoes F I L N P T U V W X Y Z,\n",
         rows, columns);
  printf("| every rotation and reflection of each piece allowed; items: the pieces and the cells "
         "rIcJ.\n");
  if (restrict_x)
    printf(
        "| X is restricted to centres in the upper-left quarter (rows <= %ld, columns <= %ld).\n",
        (rows - 1) / 2, (columns - 1) / 2);
  printf("| Generated by: build/puzzles/pentominoes %ld %ld%s (puzzles/generators/pentominoes.c)\n",
         rows, columns, restrict_x ? " --restrict-x" : "");
  if (known >= 0 && !restrict_x)
    printf("| Known count: %ld tilings, all 4 images of each counted (4 x %ld up to symmetry:\n"
           "| %s).\n",
           4 * known_counts[known].count, known_counts[known].count, known_counts[known].source);
  else if (known >= 0 && even)
    printf("| Known count: %ld tilings, one image of each\n| (%s).\n", known_counts[known].count,
           known_counts[known].source);
  else
    printf("| Known count: not in this generator's table.\n");
  printf("| Items: %d primary, 0 secondary; options: %ld.\n", (int)PIECE_COUNT + BOARD_AREA,
         placements((int)rows, (int)columns, restrict_x, 0));

  for (size_t p = 0; p < PIECE_COUNT; p++) printf("%c ", pieces[p].name);
  for (long i = 0; i < rows; i++)
    for (long j = 0; j < columns; j++)
      printf("r%ldc%ld%s", i, j, i == rows - 1 && j == columns - 1 ? "\n" : " ");
  placements((int)rows, (int)columns, restrict_x, 1);
  return ferror(stdout) || fflush(stdout) ? 1 : 0;
}
