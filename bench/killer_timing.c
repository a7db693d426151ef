/* killer_timing.c: killer sudoku for section killer of bench/run.sh (bench/killer.sh).
 *
 *   killer_timing time FILE        each puzzle of FILE counted to 2 in-process, its solver (the
 *                                  exact cover of its cages) built first: one line per puzzle,
 *                                  "PUZZLE SOLUTIONS NODES MILLISECONDS CPU_MILLISECONDS", then
 *                                  the medians (the CPU time of the thread is what a loaded
 *                                  machine changes least)
 *   killer_timing large SEED N     writes N 9x9 killers with cages of up to 9 cells (the
 *                                  generator's largest_cage, not offered by the command), for
 *                                  the measure of the encodings on large cages
 *
 * The time of a puzzle includes building its solver: a killer's cages are part of its geometry,
 * so each puzzle gets a matrix of its own. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/timing.h"
#include "sudoku/generator_header.h"
#include "sudoku/generator_killer.h"
#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"

static double thread_cpu_seconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
  return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
}

static int time_file(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) {
    perror(path);
    return 2;
  }
  sudoku_reader *reader = sudoku_reader_create(file, SUDOKU_LAYOUT_AUTO);
  static double milliseconds[100000], cpu_milliseconds[100000];
  size_t count = 0;
  sudoku_grid puzzle;
  sudoku_read_status status;
  while ((status = sudoku_reader_next(reader, &puzzle, NULL)) == SUDOKU_READ_GRID &&
         count < 100000) {
    double start = now_seconds(), cpu_start = thread_cpu_seconds();
    sudoku_solver *solver = sudoku_solver_create_for(sudoku_reader_geometry(reader));
    sudoku_result result;
    if (!solver || sudoku_solve(solver, &puzzle, 2, NULL, NULL, &result) != DLX_OK) {
      fprintf(stderr, "killer_timing: out of memory\n");
      return 4;
    }
    sudoku_solver_destroy(solver);
    milliseconds[count] = (now_seconds() - start) * 1000;
    cpu_milliseconds[count] = (thread_cpu_seconds() - cpu_start) * 1000;
    printf("%zu %" PRIu64 " %" PRIu64 " %.3f %.3f\n", count + 1, result.solutions, result.nodes,
           milliseconds[count], cpu_milliseconds[count]);
    count++;
  }
  if (status == SUDOKU_READ_ERROR) {
    fprintf(stderr, "killer_timing: %s:%lu: %s\n", path, sudoku_reader_error_line(reader),
            sudoku_reader_error_message(reader));
    return 1;
  }
  sudoku_reader_destroy(reader);
  fclose(file);
  if (count)
    printf("median %.3f ms, %.3f ms of CPU, over %zu puzzles\n", median(milliseconds, count),
           median(cpu_milliseconds, count), count);
  return 0;
}

static int write_large(uint64_t seed, unsigned count) {
  sudoku_geometry classic = {0};
  sudoku_solver *solver = sudoku_solver_create_for(&classic);
  sudoku_killer_generator_options options = {.geometry = &classic, .largest_cage = 9};
  for (unsigned index = 1; index <= count; index++) {
    sudoku_random random;
    sudoku_random_seed(&random, seed, index);
    sudoku_killer_generated generated;
    if (sudoku_generate_killer(solver, &random, &options, &generated) != SUDOKU_GENERATED) {
      fprintf(stderr, "killer_timing: generation failed\n");
      return 1;
    }
    options.full_grid_known = true;
    sudoku_generator_write_header(stdout, &generated.geometry);
    char text[SUDOKU_GRID_TEXT_MAX];
    fwrite(text, 1, sudoku_grid_format(&generated.puzzle, SUDOKU_LAYOUT_LINE, '.', text), stdout);
    sudoku_geometry_clear(&generated.geometry);
  }
  sudoku_solver_destroy(solver);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "time") == 0) return time_file(argv[2]);
  if (argc == 4 && strcmp(argv[1], "large") == 0)
    return write_large(strtoull(argv[2], NULL, 10), (unsigned)strtoul(argv[3], NULL, 10));
  fprintf(stderr, "usage: killer_timing time FILE | killer_timing large SEED N\n");
  return 2;
}
