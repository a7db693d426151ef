/* gss_sizes.c: times the peer gss (Bart Pieters' Generic Sudoku Solver, GPL-3,
 * github.com/bartp5/gss) in-process on a puzzle file of any size, the way bench/sizes.sh times
 * build/sudoku on the same file, and checks its answers against the counts file.
 *
 * Usage: gss_sizes [--repeats N] PUZZLE_FILE COUNTS_FILE
 *
 * It is not part of the project: bench/peers/build_sizes_peers.sh compiles it outside the tree,
 * together with gss's own sources sudoku.c and sudoku_parser.c (not its main in
 * sudokusolver.c), with the flags of gss's Makefile (-O3 -march=native, 128-bit masks, so up to
 * 121x121). No code of gss is in this file: it only calls gss's S_Read, Solve and S_free.
 *
 * PUZZLE_FILE is in the format of puzzles/sudoku/sixteen.txt: header lines "size: N",
 * "boxes: RxC" (square boxes only: gss's standard blocks), "symbols: ..." (ranges such as 1-9A-G),
 * then one puzzle per line, N*N symbols, '.' for an empty cell. COUNTS_FILE has the lines
 * "puzzle:1:solution" of the same puzzles. Each puzzle is written once, before any timing, in gss's
 * native format to a temporary file and read by S_Read; its cells are kept, and put back before
 * every solve. A solve is gss's Solve with every strategy (as the gss command uses) and at most 2
 * solutions, CLOCK_MONOTONIC around that call alone; one untimed solve of the first puzzle, then N
 * timed solves per puzzle (default 3), the median kept. Output: one line
 *     gss PUZZLES MEDIAN_MS_PER_PUZZLE MEAN_MS_PER_PUZZLE
 * (the median and the mean over the puzzles of each puzzle's median). Exit status 0; 1 when gss
 * answers a puzzle with anything but the solution of the counts file; 2 on a bad command line or
 * file. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../timing.h"

/* gss's headers, which need <stdio.h> first. */
#include "sudoku.h"
#include "sudoku_parser.h"

/* gss's main defines these; its other sources read them. */
int gss_verbose = 0;

#define MAX_SIDE 121
#define MAX_LINE 20000

static void fail(const char *path, unsigned line, const char *message) {
  fprintf(stderr, "gss_sizes: %s:%u: %s\n", path, line, message);
  exit(2);
}

static void trim_line_end(char *line) {
  size_t length = strlen(line);
  while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
}

/* "1-9A-G" into "123456789ABCDEFG". */
static unsigned expand_symbols(const char *text, char *symbols) {
  unsigned count = 0;
  for (size_t k = 0; text[k] != '\0'; k++) {
    char first = text[k], last = first;
    if (text[k + 1] == '-' && text[k + 2] != '\0') {
      last = text[k + 2];
      k += 2;
    }
    for (char symbol = first; symbol <= last && count < MAX_SIDE; symbol++)
      symbols[count++] = symbol;
  }
  symbols[count] = '\0';
  return count;
}

/* The value 1..side of a symbol, 0 for '.', -1 for anything else. */
static int value_of(const char *symbols, char character) {
  if (character == '.') return 0;
  const char *found = strchr(symbols, character);
  return found == NULL || character == '\0' ? -1 : (int)(found - symbols) + 1;
}

typedef struct puzzle {
  Sudoku sudoku;
  MASKINT *start; /* the cells as read, put back before each solve */
  int *solution;  /* from the counts file */
} puzzle;

/* Writes the puzzle in gss's native format to a temporary file and reads it back with S_Read. */
static void load_into_gss(const int *cells, unsigned side, puzzle *loaded) {
  char path[] = "/tmp/gss_sizes_XXXXXX";
  int descriptor = mkstemp(path);
  FILE *file = descriptor < 0 ? NULL : fdopen(descriptor, "w");
  if (file == NULL) {
    fprintf(stderr, "gss_sizes: cannot write a temporary file: %s\n", strerror(errno));
    exit(2);
  }
  fprintf(file, "<size>%u\n<blocksize>%u\n<standardblocks>\n<sudoku>\n", side * side, side);
  for (unsigned cell = 0; cell < side * side; cell++)
    fprintf(file, "%d%c", cells[cell], cell % side == side - 1 ? '\n' : ' ');
  fclose(file);
  loaded->sudoku = S_Read(path);
  unlink(path);
  loaded->start = malloc(side * side * sizeof *loaded->start);
  memcpy(loaded->start, loaded->sudoku.M, side * side * sizeof *loaded->start);
}

int main(int argc, char **argv) {
  int repeats = 3, first_path = 1;
  if (argc == 5 && strcmp(argv[1], "--repeats") == 0) {
    repeats = atoi(argv[2]);
    first_path = 3;
  }
  if (argc != first_path + 2 || repeats < 1) {
    fprintf(stderr, "usage: gss_sizes [--repeats N] PUZZLE_FILE COUNTS_FILE\n");
    return 2;
  }
  const char *puzzle_path = argv[first_path], *counts_path = argv[first_path + 1];
  FILE *puzzles_in = fopen(puzzle_path, "r"), *counts_in = fopen(counts_path, "r");
  if (puzzles_in == NULL || counts_in == NULL) {
    fprintf(stderr, "gss_sizes: cannot open %s\n", puzzles_in == NULL ? puzzle_path : counts_path);
    return 2;
  }
  S_init();
  static char line[MAX_LINE], counts_line[2 * MAX_LINE];
  char symbols[MAX_SIDE + 1] = "";
  unsigned side = 0, box_rows = 0, box_columns = 0, line_number = 0, counts_line_number = 0;
  puzzle *puzzles = NULL;
  size_t puzzle_count = 0;
  int cells[MAX_SIDE * MAX_SIDE];
  while (fgets(line, sizeof line, puzzles_in) != NULL) {
    line_number++;
    trim_line_end(line);
    if (line[0] == '\0') continue;
    if (sscanf(line, "size: %u", &side) == 1) continue;
    if (sscanf(line, "boxes: %ux%u", &box_rows, &box_columns) == 2) continue;
    if (strncmp(line, "symbols: ", 9) == 0) {
      expand_symbols(line + 9, symbols);
      continue;
    }
    if (side == 0 || side > MAX_SIDE || strlen(symbols) != side || box_rows != box_columns ||
        box_rows * box_columns != side)
      fail(puzzle_path, line_number, "no usable size, square boxes and symbols before the puzzles");
    if (strlen(line) != side * side) fail(puzzle_path, line_number, "not side*side cells");
    for (unsigned cell = 0; cell < side * side; cell++)
      if ((cells[cell] = value_of(symbols, line[cell])) < 0)
        fail(puzzle_path, line_number, "a cell that is not a symbol");
    do {
      if (fgets(counts_line, sizeof counts_line, counts_in) == NULL)
        fail(counts_path, counts_line_number, "fewer lines than puzzles");
      counts_line_number++;
      trim_line_end(counts_line);
    } while (counts_line[0] == '\0');
    if (strncmp(counts_line, line, side * side) != 0 ||
        strncmp(counts_line + side * side, ":1:", 3) != 0 ||
        strlen(counts_line) != 2 * side * side + 3)
      fail(counts_path, counts_line_number, "not \"puzzle:1:solution\" for the same puzzle");
    puzzles = realloc(puzzles, (puzzle_count + 1) * sizeof *puzzles);
    puzzle *loaded = &puzzles[puzzle_count++];
    load_into_gss(cells, side, loaded);
    loaded->solution = malloc(side * side * sizeof *loaded->solution);
    for (unsigned cell = 0; cell < side * side; cell++)
      loaded->solution[cell] = value_of(symbols, counts_line[side * side + 3 + cell]);
  }
  fclose(puzzles_in);
  fclose(counts_in);
  if (puzzle_count == 0) fail(puzzle_path, line_number, "no puzzle");

  int strategies = (1 << MASK) | (1 << MASKHIDDEN) | (1 << MASKINTER) | (1 << BRUTE);
  double *medians = malloc(puzzle_count * sizeof *medians);
  double *times = malloc((size_t)repeats * sizeof *times);
  int wrong = 0;
  for (size_t k = 0; k < puzzle_count; k++) {
    Sudoku *sudoku = &puzzles[k].sudoku;
    /* One untimed solve, of the first puzzle only, warms the caches and the allocator. */
    for (int run = k == 0 ? -1 : 0; run < repeats; run++) {
      memcpy(sudoku->M, puzzles[k].start, side * side * sizeof *sudoku->M);
      MASKINT **found = malloc(sizeof *found);
      int solution_count = 0, level = 0;
      double start = now_seconds();
      SSTATE state = Solve(sudoku, &level, &found, &solution_count, 2, 0, strategies);
      double seconds = now_seconds() - start;
      if (run >= 0) times[run] = seconds;
      bool right = state == SOLVED;
      for (unsigned cell = 0; cell < side * side && right; cell++)
        right = EL_V(sudoku->M[cell], (int)side) == puzzles[k].solution[cell];
      if (!right && run == repeats - 1) {
        if (wrong++ < 5)
          fprintf(stderr, "gss_sizes: %s: puzzle %zu: gss answers %s\n", puzzle_path, k + 1,
                  state == MULTISOL  ? "several solutions"
                  : state == SOLVED  ? "another solution"
                  : state == INVALID ? "invalid"
                                     : "unsolved");
      }
      if (state == MULTISOL)
        for (int j = 0; j < solution_count; j++) free(found[j]);
      free(found);
    }
    qsort(times, (size_t)repeats, sizeof *times, compare_doubles);
    medians[k] = times[repeats / 2];
  }
  double total = 0;
  for (size_t k = 0; k < puzzle_count; k++) total += medians[k];
  qsort(medians, puzzle_count, sizeof *medians, compare_doubles);
  printf("gss %zu %.4f %.4f\n", puzzle_count, medians[puzzle_count / 2] * 1e3,
         total / (double)puzzle_count * 1e3);
  for (size_t k = 0; k < puzzle_count; k++) {
    S_free(&puzzles[k].sudoku);
    free(puzzles[k].start);
    free(puzzles[k].solution);
  }
  free(puzzles);
  free(medians);
  free(times);
  return wrong ? 1 : 0;
}
