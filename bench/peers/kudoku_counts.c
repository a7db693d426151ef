/* kudoku_counts.c: times the peer solver kudoku in-process on a counts file, the way
 * bench/harness.c times this project's library, so that the two figures compare like with like.
 *
 * Usage: kudoku_counts [--repeats N] [--limit N] [--cpu] FILE.counts
 *
 * It is not part of the project: bench/run.sh compiles it, only when the peers are built, together
 * with kudoku.c from the peers' tdoku tree (PEERS/tdoku/other/kudoku/kudoku.c, by attractivechaos,
 * MIT licence), with the flags tdoku builds kudoku with (-O3 -march=native). tdoku's own harness
 * (run_benchmark) only runs kudoku with a limit of 1 or 2 solutions; this program also runs it with
 * no limit (--limit 0, the default), which counts every solution of a puzzle, for the exact-count
 * benchmark on serg-multi. Compiled with -DPEER_TDOKU and linked with tdoku's library
 * (PEERS/tdoku/build/libtdoku_static.a, -lstdc++), it times tdoku instead (bench/run.sh calls that
 * build tdoku_counts): tdoku's harness reports wall time only.
 *
 * Every puzzle is loaded first (the first 81 characters of each line "puzzle:count:solution"); then
 * one warm-up pass and N timed passes (default 3) over the whole file, CLOCK_MONOTONIC around each
 * pass. Each pass stores the counts, which are compared with the file (capped at the limit) once
 * the clock has stopped (--cpu: the process's processor time instead, CLOCK_PROCESS_CPUTIME_ID, as
 * bench/harness.c --cpu). Output: one line
 *     kudoku LIMIT PUZZLES PUZZLES_PER_SECOND US_PER_PUZZLE SOLUTIONS MEDIAN_SECONDS_PER_PASS
 * with medians over the timed passes. Exit status 0, 1 when a count differs from the file (the
 * first few printed on standard error), 2 on a bad command line or file. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../timing.h"

/* The peer's entry point, as tdoku's harness declares it (tdoku's is the one its tdoku.h calls). */
#ifdef PEER_TDOKU
#define PEER_NAME "tdoku"
#define PEER_SOLVE TdokuSolverDpllTriadSimd
#else
#define PEER_NAME "kudoku"
#define PEER_SOLVE OtherSolverKudoku
#endif
size_t PEER_SOLVE(const char *input, size_t limit, uint32_t configuration, char *solution,
                  size_t *num_guesses);

#define CELLS 81
#define MISMATCHES_SHOWN 5

typedef struct puzzle {
  char cells[CELLS + 1];
  unsigned long long count;
} puzzle;

static long parse_option(const char *name, const char *text, long maximum) {
  char *end;
  errno = 0;
  long value = strtol(text, &end, 10);
  if (errno || *end || end == text || value < 0 || value > maximum) {
    fprintf(stderr, PEER_NAME "_counts: %s wants a number from 0 to %ld, not '%s'\n", name, maximum,
            text);
    exit(2);
  }
  return value;
}

/* Loads every line "puzzle:count:..." of path; exits with status 2 on a malformed line. */
static puzzle *load(const char *path, size_t *size) {
  FILE *stream = fopen(path, "r");
  if (!stream) {
    fprintf(stderr, PEER_NAME "_counts: %s: %s\n", path, strerror(errno));
    exit(2);
  }
  puzzle *puzzles = NULL;
  size_t capacity = 0;
  char *line = NULL;
  size_t line_capacity = 0;
  unsigned long line_number = 0;
  *size = 0;
  while (getline(&line, &line_capacity, stream) >= 0) {
    line_number++;
    if (line[0] == '\n' || line[0] == '\r' || line[0] == '\0') continue;
    char *end = NULL;
    unsigned long long count = 0;
    if (strlen(line) > CELLS + 1 && line[CELLS] == ':')
      count = strtoull(line + CELLS + 1, &end, 10);
    if (!end || end == line + CELLS + 1 || *end != ':') {
      fprintf(stderr, PEER_NAME "_counts: %s:%lu: expected puzzle:count:solution\n", path,
              line_number);
      exit(2);
    }
    if (*size == capacity) {
      capacity = capacity ? 2 * capacity : 1024;
      puzzles = realloc(puzzles, capacity * sizeof *puzzles);
      if (!puzzles) {
        fprintf(stderr, PEER_NAME "_counts: out of memory\n");
        exit(2);
      }
    }
    memcpy(puzzles[*size].cells, line, CELLS);
    puzzles[*size].cells[CELLS] = '\0';
    puzzles[*size].count = count;
    (*size)++;
  }
  free(line);
  fclose(stream);
  if (*size == 0) {
    fprintf(stderr, PEER_NAME "_counts: %s: no puzzles\n", path);
    exit(2);
  }
  return puzzles;
}

int main(int argc, char **argv) {
  long repeats = 3, limit = 0;
  double (*pass_clock)(void) = now_seconds;
  int index = 1;
  for (; index + 1 < argc && strncmp(argv[index], "--", 2) == 0; index += 2) {
    if (strcmp(argv[index], "--cpu") == 0) {
      pass_clock = cpu_seconds;
      index--;
    } else if (strcmp(argv[index], "--repeats") == 0)
      repeats = parse_option("--repeats", argv[index + 1], 1000);
    else if (strcmp(argv[index], "--limit") == 0)
      limit = parse_option("--limit", argv[index + 1], 1000000000L);
    else
      break;
  }
  if (repeats < 1 || index + 1 != argc) {
    fprintf(stderr, "usage: " PEER_NAME "_counts [--repeats N] [--limit N] [--cpu] FILE.counts\n");
    return 2;
  }
  size_t size;
  puzzle *puzzles = load(argv[index], &size);
  size_t *found = malloc(size * sizeof *found);
  double *seconds = malloc((size_t)repeats * sizeof *seconds);
  if (!found || !seconds) {
    fprintf(stderr, PEER_NAME "_counts: out of memory\n");
    return 2;
  }
  size_t peer_limit = limit ? (size_t)limit : SIZE_MAX;
  char solution[CELLS + 1];
  size_t guesses;
  unsigned long long solutions = 0;
  for (long pass = -1; pass < repeats; pass++) { /* pass -1 is the warm-up */
    double start = pass_clock();
    for (size_t at = 0; at < size; at++)
      found[at] = PEER_SOLVE(puzzles[at].cells, peer_limit, 0, solution, &guesses);
    double elapsed = pass_clock() - start;
    if (pass >= 0) seconds[pass] = elapsed;
    unsigned mismatches = 0;
    solutions = 0;
    for (size_t at = 0; at < size; at++) {
      unsigned long long expected = puzzles[at].count;
      if (limit && expected > (unsigned long long)limit) expected = (unsigned long long)limit;
      solutions += found[at];
      if (found[at] != expected && mismatches++ < MISMATCHES_SHOWN)
        fprintf(stderr, PEER_NAME "_counts: %s: puzzle %zu: %zu solutions, expected %llu\n",
                argv[index], at + 1, found[at], expected);
    }
    if (mismatches) {
      fprintf(stderr, PEER_NAME "_counts: %u wrong count(s)\n", mismatches);
      return 1;
    }
  }
  qsort(seconds, (size_t)repeats, sizeof *seconds, compare_doubles);
  double median =
      repeats % 2 ? seconds[repeats / 2] : (seconds[repeats / 2 - 1] + seconds[repeats / 2]) / 2;
  printf(PEER_NAME " %ld %zu %.0f %.2f %llu %.4f\n", limit, size, (double)size / median,
         median * 1e6 / (double)size, solutions, median);
  free(found);
  free(seconds);
  free(puzzles);
  return 0;
}
