/* harness.c: times the sudoku library in-process on puzzle sets whose answers are known.
 *
 * Usage: harness [--repeats N] [--mode MODE[,MODE...]] [--cpu] FILE.counts...
 *
 * Each FILE is a counts file: one line "puzzle:count:solution" per puzzle, the puzzle as 81
 * characters ('.' or '0' for an empty cell), count its exact number of solutions, and solution its
 * 81 digits when count is 1 (empty otherwise); CRLF endings are accepted. Every puzzle of a file is
 * loaded into memory first, so that reading and parsing stay out of the measurement, as 81 cells a
 * puzzle, as the peers' driver (bench/peers/kudoku_counts.c) keeps its 81 characters: each solve
 * copies them into the one grid it reuses and solves into the one result it reuses, then keeps the
 * answer's count, flags, nodes and 81 cells, as a peer writes its solution and count. (Arrays of
 * whole grids and results, 12 KiB a puzzle, would cost a TLB miss and cache misses a puzzle that no
 * peer pays, a noticeable share of 17-clue's time.) Then, for each mode, one solver (created once
 * and reused for everything) makes one warm-up pass over the whole file and N timed passes
 * (CLOCK_MONOTONIC around each pass; with --cpu, the process's processor time,
 * CLOCK_PROCESS_CPUTIME_ID, which a loaded machine disturbs less). Each pass writes its results to
 * an array, and every answer of every pass, the warm-up included, is checked against the file once
 * the clock has stopped:
 *   limit2  limit 2, as a uniqueness check does: solutions == min(count, 2), reached_limit iff
 *           count >= 2, and the solution when the count is 1;
 *   exact   no limit: solutions == count, and the solution when the count is 1;
 *   first   limit 1, as a plain solver does: solutions == min(count, 1), and the solution when
 *           the count is 1.
 * The report has one row per file and mode: the puzzles, the median puzzles per second and
 * microseconds per puzzle over the timed passes, the search nodes per puzzle, the solutions found
 * in one pass, the slowest and fastest pass in puzzles per second, and the median time of a pass.
 *
 * Exit status: 0 every answer matched; 1 a wrong answer (each printed, up to a few per pass);
 * 2 wrong command line, unreadable or malformed file, or out of memory.
 *
 * Why: the commands add reading and printing to the engine's work; this harness measures the
 * solver alone, the figure the library's speed targets are stated in, and proves on every pass
 * that the speed was not bought with wrong answers. */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/timing.h"

#include "sudoku/sudoku.h"

#define DEFAULT_REPEATS 5
#define MISMATCHES_SHOWN 10

typedef enum run_mode { MODE_LIMIT2, MODE_EXACT, MODE_FIRST, MODE_COUNT } run_mode;

static const char *const mode_names[MODE_COUNT] = {"limit2", "exact", "first"};
static const uint64_t mode_limits[MODE_COUNT] = {2, 0, 1};

/* One puzzle of a counts file and its known answer. */
typedef struct entry {
  uint8_t puzzle[SUDOKU_CELLS];
  uint8_t solution[SUDOKU_CELLS]; /* meaningful when count == 1 */
  uint64_t count;
  unsigned long line;
} entry;

/* What a solve answered: the parts of a sudoku_result that the check reads. */
typedef struct answer {
  uint64_t solutions, nodes;
  bool reached_limit;
  uint8_t solution[SUDOKU_CELLS];
} answer;

typedef struct puzzle_set {
  const char *path;
  char name[64]; /* the file's base name without ".counts" */
  entry *entries;
  size_t size;
} puzzle_set;

static void usage(FILE *stream) {
  fprintf(stream, "Usage: harness [--repeats N] [--mode MODE[,MODE...]] [--cpu] FILE.counts...\n"
                  "Times the sudoku library in-process on counts files (puzzle:count:solution\n"
                  "per line) and checks every answer. MODE: limit2 (default), exact, first.\n"
                  "--cpu: time passes in processor time rather than wall time.\n");
}

/* Reads 81 cells from text; empty_allowed: '.' and '0' mean an empty cell. */
static int parse_cells(const char *text, size_t length, int empty_allowed, uint8_t *cells) {
  if (length != SUDOKU_CELLS) return 0;
  for (size_t cell = 0; cell < SUDOKU_CELLS; cell++) {
    char character = text[cell];
    if (character >= '1' && character <= '9')
      cells[cell] = (uint8_t)(character - '0');
    else if (empty_allowed && (character == '.' || character == '0'))
      cells[cell] = 0;
    else
      return 0;
  }
  return 1;
}

/* Parses one line (without its line ending) into *item; 0 when it is malformed. */
static int parse_line(char *line, entry *item) {
  char *first_colon = strchr(line, ':');
  if (!first_colon) return 0;
  char *second_colon = strchr(first_colon + 1, ':');
  if (!second_colon) return 0;
  if (!parse_cells(line, (size_t)(first_colon - line), 1, item->puzzle)) return 0;
  char *count_text = first_colon + 1;
  if (count_text == second_colon || *count_text < '0' || *count_text > '9') return 0;
  char *end;
  errno = 0;
  unsigned long long count = strtoull(count_text, &end, 10);
  if (errno || end != second_colon) return 0;
  item->count = count;
  const char *solution = second_colon + 1;
  size_t solution_length = strlen(solution);
  if (count == 1) return parse_cells(solution, solution_length, 0, item->solution);
  memset(item->solution, 0, sizeof item->solution);
  return solution_length == 0;
}

/* Loads every puzzle of set->path into memory. Returns 0 after printing the reason on failure. */
static int load_set(puzzle_set *set) {
  FILE *stream = fopen(set->path, "r");
  if (!stream) {
    fprintf(stderr, "harness: %s: %s\n", set->path, strerror(errno));
    return 0;
  }
  const char *base = strrchr(set->path, '/');
  base = base ? base + 1 : set->path;
  size_t base_length = strcspn(base, ".");
  if (base_length >= sizeof set->name) base_length = sizeof set->name - 1;
  memcpy(set->name, base, base_length);
  set->name[base_length] = '\0';

  size_t capacity = 0;
  char *line = NULL;
  size_t line_capacity = 0;
  ssize_t length;
  unsigned long line_number = 0;
  int ok = 1;
  while ((length = getline(&line, &line_capacity, stream)) >= 0) {
    line_number++;
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
      line[--length] = '\0';
    if (length == 0) continue;
    if (set->size == capacity) {
      size_t new_capacity = capacity ? 2 * capacity : 1024;
      entry *grown = realloc(set->entries, new_capacity * sizeof *grown);
      if (!grown) {
        fprintf(stderr, "harness: out of memory\n");
        ok = 0;
        break;
      }
      set->entries = grown;
      capacity = new_capacity;
    }
    entry *item = &set->entries[set->size];
    if (!parse_line(line, item)) {
      fprintf(stderr, "harness: %s:%lu: expected puzzle:count:solution\n", set->path, line_number);
      ok = 0;
      break;
    }
    item->line = line_number;
    set->size++;
  }
  if (ok && ferror(stream)) {
    fprintf(stderr, "harness: %s: read error\n", set->path);
    ok = 0;
  }
  if (ok && set->size == 0) {
    fprintf(stderr, "harness: %s: no puzzles\n", set->path);
    ok = 0;
  }
  free(line);
  fclose(stream);
  return ok;
}

/* Checks one answer against the file; prints the mismatch (while *shown < MISMATCHES_SHOWN)
 * and returns 0 when it is wrong. */
static int check_answer(const puzzle_set *set, const entry *item, run_mode mode,
                        const answer *result, unsigned *shown) {
  uint64_t expected = item->count;
  if (mode == MODE_LIMIT2 && expected > 2) expected = 2;
  if (mode == MODE_FIRST && expected > 1) expected = 1;
  const char *problem = NULL;
  if (result->solutions != expected)
    problem = "wrong number of solutions";
  else if (mode == MODE_LIMIT2 && result->reached_limit != (item->count >= 2))
    problem = "reached_limit wrong";
  else if (mode == MODE_EXACT && result->reached_limit)
    problem = "reached_limit set without a limit";
  else if (item->count == 1 && memcmp(result->solution, item->solution, SUDOKU_CELLS) != 0)
    problem = "wrong solution";
  if (!problem) return 1;
  if (*shown < MISMATCHES_SHOWN) {
    char got[SUDOKU_CELLS + 1];
    for (size_t cell = 0; cell < SUDOKU_CELLS; cell++)
      got[cell] = result->solution[cell] ? (char)('0' + result->solution[cell]) : '.';
    got[SUDOKU_CELLS] = '\0';
    fprintf(stderr,
            "harness: %s:%lu: mode %s: %s: expected %" PRIu64 " (file count %" PRIu64
            "), got %" PRIu64 "%s, first solution %s\n",
            set->path, item->line, mode_names[mode], problem, expected, item->count,
            result->solutions, result->reached_limit ? " (limit reached)" : "", got);
  }
  (*shown)++;
  return 0;
}

typedef struct pass_totals {
  uint64_t nodes;
  uint64_t solutions;
  unsigned mismatches;
} pass_totals;

/* Solves every puzzle of set once in mode into answers[], returns the seconds taken, and then
 * (outside the timing) checks every answer into *totals. */
static double (*pass_clock)(void) = now_seconds; /* cpu_seconds with --cpu */

static double run_pass(sudoku_solver *solver, const puzzle_set *set, run_mode mode, answer *answers,
                       pass_totals *totals) {
  static sudoku_grid puzzle = {.side = SUDOKU_SIDE, .symbols = SUDOKU_SYMBOLS_DIGITS};
  static sudoku_result result;
  uint64_t limit = mode_limits[mode];
  double start = pass_clock();
  dlx_status failure = DLX_OK;
  for (size_t index = 0; index < set->size; index++) {
    memcpy(puzzle.cells, set->entries[index].puzzle, SUDOKU_CELLS);
    dlx_status status = sudoku_solve(solver, &puzzle, limit, NULL, NULL, &result);
    if (status != DLX_OK) failure = status;
    answer *kept = &answers[index];
    kept->solutions = result.solutions;
    kept->nodes = result.nodes;
    kept->reached_limit = result.reached_limit;
    memcpy(kept->solution, result.solution.cells, SUDOKU_CELLS);
  }
  double seconds = pass_clock() - start;
  if (failure != DLX_OK) { /* the answers are wrong, so are the figures */
    fprintf(stderr, "harness: a search failed: %s\n", dlx_strerror(failure));
    exit(2);
  }
  totals->nodes = totals->solutions = 0;
  totals->mismatches = 0;
  for (size_t index = 0; index < set->size; index++) {
    totals->nodes += answers[index].nodes;
    totals->solutions += answers[index].solutions;
    check_answer(set, &set->entries[index], mode, &answers[index], &totals->mismatches);
  }
  return seconds;
}

static int parse_modes(const char *text, int *selected) {
  memset(selected, 0, MODE_COUNT * sizeof *selected);
  const char *cursor = text;
  while (*cursor) {
    size_t length = strcspn(cursor, ",");
    int found = 0;
    for (int index = 0; index < MODE_COUNT; index++)
      if (strlen(mode_names[index]) == length && strncmp(cursor, mode_names[index], length) == 0) {
        selected[index] = 1;
        found = 1;
      }
    if (!found) return 0;
    cursor += length;
    if (*cursor == ',') cursor++;
  }
  for (int index = 0; index < MODE_COUNT; index++)
    if (selected[index]) return 1;
  return 0;
}

int main(int argc, char **argv) {
  long repeats = DEFAULT_REPEATS;
  int selected[MODE_COUNT] = {1, 0, 0};
  int first_file = argc;
  for (int index = 1; index < argc; index++) {
    const char *argument = argv[index];
    const char *value = NULL;
    if (strcmp(argument, "--help") == 0 || strcmp(argument, "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(argument, "--cpu") == 0) {
      pass_clock = cpu_seconds;
      continue;
    } else if (strcmp(argument, "--repeats") == 0 || strcmp(argument, "--mode") == 0) {
      if (index + 1 >= argc) {
        usage(stderr);
        return 2;
      }
      value = argv[++index];
    } else if (strncmp(argument, "--repeats=", 10) == 0 || strncmp(argument, "--mode=", 7) == 0) {
      value = strchr(argument, '=') + 1;
    } else if (strcmp(argument, "--") == 0) {
      first_file = index + 1;
      break;
    } else if (argument[0] == '-' && argument[1] != '\0') {
      fprintf(stderr, "harness: unknown option %s\n", argument);
      usage(stderr);
      return 2;
    } else {
      first_file = index;
      break;
    }
    if (strncmp(argument, "--repeats", 9) == 0) {
      char *end;
      errno = 0;
      repeats = strtol(value, &end, 10);
      if (errno || *end || end == value || repeats < 1 || repeats > 1000) {
        fprintf(stderr, "harness: --repeats wants a number from 1 to 1000, not '%s'\n", value);
        return 2;
      }
    } else if (!parse_modes(value, selected)) {
      fprintf(stderr, "harness: --mode wants limit2, exact or first (comma-separated), not '%s'\n",
              value);
      return 2;
    }
  }
  if (first_file >= argc) {
    usage(stderr);
    return 2;
  }

  sudoku_solver *solver = sudoku_solver_create();
  double *pass_seconds = malloc((size_t)repeats * sizeof *pass_seconds);
  if (!solver || !pass_seconds) {
    fprintf(stderr, "harness: out of memory\n");
    return 2;
  }
  printf("%-14s %-7s %8s %12s %10s %10s %12s %12s %12s %10s\n", "set", "mode", "puzzles",
         "puzzles/s", "us/puzzle", "nodes/pz", "solutions", "min pz/s", "max pz/s", "s/pass");
  fflush(stdout);
  int status = 0;
  for (int file = first_file; file < argc && status == 0; file++) {
    puzzle_set set = {.path = argv[file]};
    answer *answers = NULL;
    int loaded = load_set(&set);
    if (loaded) answers = malloc(set.size * sizeof *answers);
    if (!answers) {
      if (loaded) fprintf(stderr, "harness: out of memory\n");
      free(set.entries);
      status = 2;
      break;
    }
    for (int mode_index = 0; mode_index < MODE_COUNT && status == 0; mode_index++) {
      if (!selected[mode_index]) continue;
      run_mode mode = (run_mode)mode_index;
      pass_totals totals;
      run_pass(solver, &set, mode, answers, &totals); /* warm-up, checked, not timed */
      unsigned mismatches = totals.mismatches;
      for (long pass = 0; pass < repeats && mismatches == 0; pass++) {
        pass_seconds[pass] = run_pass(solver, &set, mode, answers, &totals);
        mismatches += totals.mismatches;
      }
      if (mismatches) {
        fprintf(stderr, "harness: %s, mode %s: %u wrong answer(s)\n", set.path, mode_names[mode],
                mismatches);
        status = 1;
        break;
      }
      double slowest = pass_seconds[0], fastest = pass_seconds[0];
      for (long pass = 1; pass < repeats; pass++) {
        if (pass_seconds[pass] > slowest) slowest = pass_seconds[pass];
        if (pass_seconds[pass] < fastest) fastest = pass_seconds[pass];
      }
      double typical = median(pass_seconds, (size_t)repeats);
      double puzzles = (double)set.size;
      printf("%-14s %-7s %8zu %12.0f %10.2f %10.1f %12" PRIu64 " %12.0f %12.0f %10.4f\n", set.name,
             mode_names[mode], set.size, puzzles / typical, typical * 1e6 / puzzles,
             (double)totals.nodes / puzzles, totals.solutions, puzzles / slowest, puzzles / fastest,
             typical);
      fflush(stdout);
    }
    free(answers);
    free(set.entries);
  }
  free(pass_seconds);
  sudoku_solver_destroy(solver);
  return status;
}
