/* make_size_puzzles.c: writes the benchmark sets of large sudokus (puzzles/sudoku/sixteen.txt and
 * twentyfive.txt) and their counts files, reproducibly, with the independent counter of the tests
 * (tests/independent_sudoku.h), not with the engine the benchmark measures.
 *
 * Usage: make_size_puzzles BOX_ROWS BOX_COLUMNS SYMBOLS COUNT SEED NODE_BUDGET PUZZLE_FILE
 *                          COUNTS_FILE
 *   e.g. make_size_puzzles 4 4 1-9A-G 100 16 2000 puzzles/sudoku/sixteen.txt sixteen.counts
 *
 * SYMBOLS names the alphabet, the way the header of the puzzle file does: ranges and characters,
 * "1-9A-G" (digits 1-9 then letters), "A-Y" (letters only), "0-9A-F" (hexadecimal, 0 a symbol);
 * it must name exactly BOX_ROWS * BOX_COLUMNS symbols.
 *
 * Puzzle k (from 0) is made from the seed SEED * 1000003 + k alone, so any one of them can be made
 * again on its own: a full grid drawn by the counter's randomised backtracking, then every cell
 * visited once in an order drawn from the same seed, its given removed when the counter, within
 * NODE_BUDGET nodes of search, finds the puzzle still has exactly one solution (counting with a
 * limit of 2). The budget keeps the puzzles of the kind people solve, mostly forced moves with few
 * guesses, and keeps their check in the tests fast; a given that had to stay stays needed as more
 * are removed, so every puzzle is minimal for the budget: no given can go without a second
 * solution, or a search longer than the budget, appearing. 0: no budget, truly minimal puzzles
 * (and slow ones to make and to check at 25x25).
 *
 * PUZZLE_FILE gets the header lines "size: N", "boxes: RxC" and "symbols: SYMBOLS", then one
 * puzzle per line (N*N symbols, '.' for an empty cell); COUNTS_FILE gets one line
 * "puzzle:1:solution" per puzzle, the convention of puzzles/sudoku/counts. Progress goes to
 * standard error. Exit status 0, 1 when a file cannot be written, 2 on a bad command line. */
#include "tests/independent_sudoku.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct alphabet {
  char symbols[INDEPENDENT_SUDOKU_MAX_SIDE + 1]; /* symbols[k]: the character of symbol k + 1 */
  unsigned size;
} alphabet;

/* Expands "1-9A-G" into "123456789ABCDEFG"; false when the text is not ranges and characters. */
static bool expand_alphabet(const char *text, alphabet *expanded) {
  expanded->size = 0;
  for (size_t k = 0; text[k] != '\0'; k++) {
    char first = text[k], last = first;
    if (text[k + 1] == '-' && text[k + 2] != '\0') {
      last = text[k + 2];
      k += 2;
    }
    if (last < first) return false;
    for (char symbol = first; symbol <= last; symbol++) {
      if (expanded->size == INDEPENDENT_SUDOKU_MAX_SIDE) return false;
      expanded->symbols[expanded->size++] = symbol;
    }
  }
  expanded->symbols[expanded->size] = '\0';
  return expanded->size > 0;
}

static uint64_t splitmix(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static long parse_number(const char *name, const char *text, long minimum, long maximum) {
  char *end;
  errno = 0;
  long value = strtol(text, &end, 10);
  if (errno || *end || end == text || value < minimum || value > maximum) {
    fprintf(stderr, "make_size_puzzles: %s wants a number from %ld to %ld, not '%s'\n", name,
            minimum, maximum, text);
    exit(2);
  }
  return value;
}

static void write_grid(FILE *file, const uint8_t *cells, unsigned cell_count,
                       const alphabet *symbols) {
  for (unsigned cell = 0; cell < cell_count; cell++)
    fputc(cells[cell] == 0 ? '.' : symbols->symbols[cells[cell] - 1], file);
}

/* Makes one minimal puzzle with a unique solution into givens, its solution into solution. */
static void make_puzzle(independent_sudoku *puzzle, uint64_t seed, uint64_t node_budget,
                        uint8_t *givens, uint8_t *solution) {
  unsigned cell_count = puzzle->side * puzzle->side;
  puzzle->givens = NULL;
  if (!independent_sudoku_random_solution(puzzle, seed, solution)) {
    fprintf(stderr, "make_size_puzzles: no full grid of this shape\n");
    exit(2);
  }
  memcpy(givens, solution, cell_count);
  puzzle->givens = givens;
  unsigned order[INDEPENDENT_SUDOKU_MAX_SIDE * INDEPENDENT_SUDOKU_MAX_SIDE];
  for (unsigned k = 0; k < cell_count; k++) order[k] = k;
  uint64_t state = seed;
  for (unsigned k = cell_count; k > 1; k--) {
    unsigned j = (unsigned)(splitmix(&state) % k);
    unsigned kept = order[k - 1];
    order[k - 1] = order[j];
    order[j] = kept;
  }
  for (unsigned k = 0; k < cell_count; k++) {
    unsigned cell = order[k];
    uint8_t symbol = givens[cell];
    givens[cell] = 0;
    bool finished;
    if (independent_sudoku_count_within(puzzle, 2, node_budget, &finished) != 1 || !finished)
      givens[cell] = symbol;
  }
}

int main(int argc, char **argv) {
  if (argc != 9) {
    fprintf(stderr, "usage: make_size_puzzles BOX_ROWS BOX_COLUMNS SYMBOLS COUNT SEED NODE_BUDGET "
                    "PUZZLE_FILE COUNTS_FILE\n");
    return 2;
  }
  unsigned box_rows = (unsigned)parse_number("BOX_ROWS", argv[1], 1, 64);
  unsigned box_columns = (unsigned)parse_number("BOX_COLUMNS", argv[2], 1, 64);
  unsigned side = box_rows * box_columns;
  alphabet symbols;
  if (side > INDEPENDENT_SUDOKU_MAX_SIDE || !expand_alphabet(argv[3], &symbols) ||
      symbols.size != side) {
    fprintf(stderr, "make_size_puzzles: SYMBOLS '%s' does not name %u symbols\n", argv[3], side);
    return 2;
  }
  long count = parse_number("COUNT", argv[4], 1, 1000000);
  uint64_t base_seed = (uint64_t)parse_number("SEED", argv[5], 0, 1000000000);
  uint64_t node_budget = (uint64_t)parse_number("NODE_BUDGET", argv[6], 0, 1000000000);
  FILE *puzzle_file = fopen(argv[7], "w");
  FILE *counts_file = puzzle_file ? fopen(argv[8], "w") : NULL;
  if (puzzle_file == NULL || counts_file == NULL) {
    fprintf(stderr, "make_size_puzzles: cannot write %s: %s\n",
            puzzle_file == NULL ? argv[7] : argv[8], strerror(errno));
    return 1;
  }
  fprintf(puzzle_file, "size: %u\nboxes: %ux%u\nsymbols: %s\n", side, box_rows, box_columns,
          argv[3]);

  unsigned cell_count = side * side;
  uint8_t *givens = malloc(cell_count), *solution = malloc(cell_count);
  if (givens == NULL || solution == NULL) return 1;
  independent_sudoku puzzle = {.side = side, .box_rows = box_rows, .box_columns = box_columns};
  for (long k = 0; k < count; k++) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    make_puzzle(&puzzle, base_seed * 1000003u + (uint64_t)k, node_budget, givens, solution);
    clock_gettime(CLOCK_MONOTONIC, &end);
    unsigned given_count = 0;
    for (unsigned cell = 0; cell < cell_count; cell++) given_count += givens[cell] != 0;
    fprintf(stderr, "puzzle %ld: %u givens, %.2f s\n", k + 1, given_count,
            (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9);
    write_grid(puzzle_file, givens, cell_count, &symbols);
    fputc('\n', puzzle_file);
    write_grid(counts_file, givens, cell_count, &symbols);
    fputs(":1:", counts_file);
    write_grid(counts_file, solution, cell_count, &symbols);
    fputc('\n', counts_file);
  }
  free(givens);
  free(solution);
  bool failed = ferror(puzzle_file) || ferror(counts_file);
  failed |= fclose(puzzle_file) != 0;
  failed |= fclose(counts_file) != 0;
  if (failed) {
    fprintf(stderr, "make_size_puzzles: could not write the files\n");
    return 1;
  }
  return 0;
}
