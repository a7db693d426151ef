/* size_timing.c: times each puzzle of a file of any size in-process, at a limit of 2.
 *
 * Usage: size_timing [--repeats N] PUZZLES COUNTS
 *
 * PUZZLES is read with the sudoku library's reader (header blocks included, so 16x16 and 25x25
 * files are read as the commands read them); COUNTS is the uncompressed counts file of the same
 * puzzles ("puzzle:count:solution" per line), used only to check the answers. Every puzzle is read
 * into memory first; one solver per geometry is built before the clock starts. Each puzzle is
 * solved once as a warm-up, then N times (default 5), each solve timed alone with
 * CLOCK_MONOTONIC; a puzzle's time is its median over the N. The report gives the median and mean
 * of those times over the puzzles, the slowest puzzle, and the nodes per puzzle.
 *
 * Exit status: 0 every answer matched (count min(count, 2), the solution when the count is 1);
 * 1 a wrong answer; 2 a bad command line, an unreadable file or out of memory.
 *
 * Why: bench/sizes.sh times whole processes (start-up, reading and printing included) and divides
 * by the puzzles, a mean; the targets are per-puzzle medians of the solver. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/timing.h"

#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"

#define DEFAULT_REPEATS 5

typedef struct timed_puzzle {
  sudoku_grid puzzle;
  unsigned long geometry_generation;
  double seconds;
  uint64_t nodes;
} timed_puzzle;

/* Checks result against one line of the counts file; prints the mismatch. */
static bool answer_matches(const sudoku_result *result, const char *counts_line, size_t index) {
  const char *count_text = strchr(counts_line, ':');
  if (!count_text) {
    fprintf(stderr, "size_timing: counts line %zu has no count\n", index + 1);
    return false;
  }
  uint64_t count = strtoull(count_text + 1, NULL, 10);
  uint64_t expected = count < 2 ? count : 2;
  if (result->solutions != expected) {
    fprintf(stderr, "size_timing: puzzle %zu: %" PRIu64 " solutions, expected %" PRIu64 "\n",
            index + 1, result->solutions, expected);
    return false;
  }
  if (count != 1) return true;
  const char *solution_text = strchr(count_text + 1, ':');
  char formatted[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(&result->solution, SUDOKU_LAYOUT_LINE, '.', formatted);
  if (!solution_text || strncmp(solution_text + 1, formatted, length - 1) != 0) {
    fprintf(stderr, "size_timing: puzzle %zu: wrong solution\n", index + 1);
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  unsigned repeats = DEFAULT_REPEATS;
  int first_file = 1;
  if (argc > 2 && strcmp(argv[1], "--repeats") == 0) {
    repeats = (unsigned)strtoul(argv[2], NULL, 10);
    first_file = 3;
  }
  if (argc - first_file != 2 || repeats == 0) {
    fprintf(stderr, "Usage: size_timing [--repeats N] PUZZLES COUNTS\n");
    return 2;
  }
  FILE *puzzle_file = fopen(argv[first_file], "r");
  FILE *counts_file = fopen(argv[first_file + 1], "r");
  if (!puzzle_file || !counts_file) {
    fprintf(stderr, "size_timing: cannot open %s\n",
            argv[puzzle_file ? first_file + 1 : first_file]);
    return 2;
  }
  sudoku_reader *reader = sudoku_reader_create(puzzle_file, SUDOKU_LAYOUT_AUTO);
  size_t capacity = 64, count = 0;
  timed_puzzle *puzzles = malloc(capacity * sizeof *puzzles);
  sudoku_solver *solver = NULL;
  if (!reader || !puzzles) return 2;
  sudoku_read_status status;
  sudoku_grid grid;
  while ((status = sudoku_reader_next(reader, &grid, NULL)) == SUDOKU_READ_GRID) {
    if (count == capacity) {
      capacity *= 2;
      puzzles = realloc(puzzles, capacity * sizeof *puzzles);
      if (!puzzles) return 2;
    }
    puzzles[count].puzzle = grid;
    puzzles[count].geometry_generation = sudoku_reader_geometry_generation(reader);
    if (count > 0 && puzzles[count].geometry_generation != puzzles[0].geometry_generation) {
      fprintf(stderr, "size_timing: %s: one geometry per file, please\n", argv[first_file]);
      return 2;
    }
    if (!solver) solver = sudoku_solver_create_for(sudoku_reader_geometry(reader));
    if (!solver) return 2;
    count++;
  }
  if (status == SUDOKU_READ_ERROR) {
    fprintf(stderr, "size_timing: %s:%lu: %s\n", argv[first_file], sudoku_reader_error_line(reader),
            sudoku_reader_error_message(reader));
    return 2;
  }
  if (count == 0) {
    fprintf(stderr, "size_timing: %s: no puzzle\n", argv[first_file]);
    return 2;
  }

  double *samples = malloc(repeats * sizeof *samples), *times = malloc(count * sizeof *times);
  char *line = malloc(1 << 16);
  if (!samples || !times || !line) return 2;
  int exit_status = 0;
  for (size_t k = 0; k < count; k++) {
    sudoku_result result;
    if (sudoku_solve(solver, &puzzles[k].puzzle, 2, NULL, NULL, &result) != DLX_OK) { /* warm-up */
      fprintf(stderr, "size_timing: out of memory\n");
      return 2;
    }
    if (!fgets(line, 1 << 16, counts_file)) {
      fprintf(stderr, "size_timing: the counts file has fewer lines than puzzles\n");
      return 2;
    }
    if (!answer_matches(&result, line, k)) exit_status = 1;
    for (unsigned repeat = 0; repeat < repeats; repeat++) {
      double start = now_seconds();
      dlx_status status = sudoku_solve(solver, &puzzles[k].puzzle, 2, NULL, NULL, &result);
      samples[repeat] = now_seconds() - start;
      if (status != DLX_OK || !answer_matches(&result, line, k)) exit_status = 1;
    }
    puzzles[k].seconds = median(samples, repeats);
    puzzles[k].nodes = result.nodes;
  }
  double total = 0, slowest = 0;
  uint64_t nodes = 0;
  for (size_t k = 0; k < count; k++) {
    times[k] = puzzles[k].seconds;
    total += times[k];
    nodes += puzzles[k].nodes;
    if (times[k] > slowest) slowest = times[k];
  }
  printf("%s: %zu puzzles, limit 2, %u timed solves each: median %.1f us, mean %.1f us, "
         "slowest %.1f us, %.1f nodes per puzzle\n",
         argv[first_file], count, repeats, median(times, count) * 1e6, total / count * 1e6,
         slowest * 1e6, (double)nodes / count);
  free(line);
  free(samples);
  free(times);
  free(puzzles);
  sudoku_solver_destroy(solver);
  sudoku_reader_destroy(reader);
  fclose(puzzle_file);
  fclose(counts_file);
  return exit_status;
}
