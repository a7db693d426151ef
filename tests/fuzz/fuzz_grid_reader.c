/* fuzz_grid_reader.c: libFuzzer harness for the sudoku grid reader (sudoku/grid_reader.h) and,
 * through it, for sudoku_solve.
 *
 * The input bytes are read as a stream (fmemopen) once for every layout: auto, tokens, packed and
 * line. Every call of sudoku_reader_next is checked:
 *   - a grid: every cell is 0..9, its layout is one of the three real ones (the forced one when a
 *     layout is forced), the line it started on lies within the input;
 *   - the end: a further call returns the end again;
 *   - an error: its line is >= 1 and within the input, its message is non-empty, one line (no
 *     newline, no other control byte) and NUL-terminated; a further call returns the same error,
 *     line and message unchanged.
 * Forcing the layout that detection chose must not change what is read: while the grids of the
 * auto run all have layout L, the run forced to L must return the same grids.
 * Every grid read is solved with sudoku_solve, limit 2 (and a node limit of 100,000, so that an
 * impossible puzzle cannot take seconds), and the result is checked against rules computed here:
 * illegal exactly when the givens break a rule (checked independently), at most 2 solutions,
 * reached_limit exactly at 2 unless the node limit interrupted the search (then fewer than 2, and
 * the verdict says undecided or at least one), and when there is a solution it is a complete valid
 * grid that agrees with every given. Without weighted branching (sudoku.h) the count must agree,
 * and solving with limit 1 must give that search's first solution.
 * Each distinct grid of an input is solved once (the four runs mostly read the same grids). A
 * fifth run reads the input with the size detection on (read_detecting_sizes). Any violation
 * calls abort(), which libFuzzer reports as a crash.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"

#define FUZZ_FAILURE_PREFIX "fuzz_grid_reader: invariant broken"
#include "fuzz_support.h"

/* Grids of the auto run remembered for the comparison with the forced runs. */
#define REMEMBERED_GRIDS 64

/* A read-only stream over the bytes. fmemopen refuses a zero size on some C libraries, so an empty
 * input is given as a stream over a one-byte buffer whose only byte has been read already. */
static bool givens_are_legal(const sudoku_grid *grid) {
  for (unsigned a = 0; a < SUDOKU_CELLS; a++) {
    if (grid->cells[a] > 9) return false;
    if (grid->cells[a] == 0) continue;
    for (unsigned b = a + 1; b < SUDOKU_CELLS; b++) {
      if (grid->cells[b] != grid->cells[a]) continue;
      unsigned ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
      bool same_box = ra / 3 == rb / 3 && ca / 3 == cb / 3;
      if (ra == rb || ca == cb || same_box) return false;
    }
  }
  return true;
}

static bool is_complete_valid_solution_of(const sudoku_grid *solution, const sudoku_grid *puzzle) {
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    unsigned digit = solution->cells[cell];
    if (digit < 1 || digit > 9) return false;
    if (puzzle->cells[cell] != 0 && puzzle->cells[cell] != digit) return false;
  }
  for (unsigned unit = 0; unit < 9; unit++) {
    unsigned row_seen = 0, column_seen = 0, box_seen = 0;
    for (unsigned k = 0; k < 9; k++) {
      unsigned box_cell = 9 * (3 * (unit / 3) + k / 3) + 3 * (unit % 3) + k % 3;
      row_seen |= 1u << solution->cells[9 * unit + k];
      column_seen |= 1u << solution->cells[9 * k + unit];
      box_seen |= 1u << solution->cells[box_cell];
    }
    if (row_seen != 0x3FE || column_seen != 0x3FE || box_seen != 0x3FE) return false;
  }
  return true;
}

/* Bounds the time of one search: impossible puzzles with few givens can need a long exhaustive
 * search, and the interrupted path has to hold its promises too. */
#define NODE_LIMIT 100000

static sudoku_solver *shared_solver(void) {
  static sudoku_solver *solver;
  if (!solver) {
    solver = sudoku_solver_create();
    if (!solver) fail("sudoku_solver_create returned NULL");
    sudoku_solver_set_interruption(solver, NODE_LIMIT, NULL);
  }
  return solver;
}

/* The grids already solved for the current input: the four runs mostly read the same grids, and
 * solving (hard puzzles take milliseconds under the sanitizers) dominates the time. */
#define SOLVED_CACHE_SIZE 32
static sudoku_grid solved_cache[SOLVED_CACHE_SIZE];
static size_t solved_cache_count;

static bool solved_already(const sudoku_grid *puzzle) {
  for (size_t k = 0; k < solved_cache_count; k++)
    if (sudoku_grid_equal(&solved_cache[k], puzzle)) return true;
  if (solved_cache_count < SOLVED_CACHE_SIZE) solved_cache[solved_cache_count++] = *puzzle;
  return false;
}

static void check_solve(const sudoku_grid *puzzle) {
  if (solved_already(puzzle)) return;
  sudoku_solver *solver = shared_solver();
  sudoku_result result;
  CHECK(sudoku_solve(solver, puzzle, 2, NULL, NULL, &result) == DLX_OK);
  bool legal = givens_are_legal(puzzle);
  CHECK(sudoku_givens_are_legal(puzzle) == legal);
  CHECK(result.illegal == !legal);
  if (!legal) CHECK(result.solutions == 0);
  CHECK(result.solutions <= 2);
  CHECK(result.nodes <= NODE_LIMIT);
  if (result.interrupted) {
    CHECK(legal);
    CHECK(result.nodes == NODE_LIMIT);
    CHECK(result.solutions < 2);
    CHECK(!result.reached_limit);
  } else {
    CHECK(result.reached_limit == (result.solutions == 2));
  }
  if (result.solutions >= 1) CHECK(is_complete_valid_solution_of(&result.solution, puzzle));
  sudoku_verdict verdict = sudoku_verdict_of(&result);
  if (!legal)
    CHECK(verdict == SUDOKU_ILLEGAL);
  else if (result.solutions == 0)
    CHECK(verdict == (result.interrupted ? SUDOKU_UNDECIDED : SUDOKU_IMPOSSIBLE));
  else if (result.solutions == 1)
    CHECK(verdict == (result.interrupted ? SUDOKU_AT_LEAST_ONE : SUDOKU_UNIQUE));
  else
    CHECK(verdict == SUDOKU_MULTIPLE);

  /* A count up to 2 branches by weights, a search for one solution does not (sudoku.h): without
   * weights the count agrees (unless a node limit cut either), and with limit 1 the search stops
   * at the same first solution (without one, it would only repeat the whole search of an
   * impossible puzzle, the slow case). */
  if (result.solutions == 0) return;
  sudoku_solver_set_weighted_branching(solver, false);
  sudoku_result plain;
  CHECK(sudoku_solve(solver, puzzle, 2, NULL, NULL, &plain) == DLX_OK);
  sudoku_solver_set_weighted_branching(solver, true);
  CHECK(!plain.illegal);
  if (!plain.interrupted && !result.interrupted) CHECK(plain.solutions == result.solutions);
  if (plain.solutions == 0) return;
  CHECK(is_complete_valid_solution_of(&plain.solution, puzzle));
  sudoku_result first;
  CHECK(sudoku_solve(solver, puzzle, 1, NULL, NULL, &first) == DLX_OK);
  CHECK(!first.illegal);
  CHECK(first.solutions == 1);
  CHECK(first.reached_limit);
  CHECK(sudoku_grid_equal(&first.solution, &plain.solution));
  CHECK(sudoku_verdict_of(&first) == SUDOKU_AT_LEAST_ONE);
}

static void check_message(const char *message) {
  size_t length = strnlen(message, 256);
  CHECK(length > 0);
  CHECK(length < 256);
  for (size_t k = 0; k < length; k++) CHECK((unsigned char)message[k] >= 0x20);
}

typedef struct remembered {
  sudoku_grid grids[REMEMBERED_GRIDS];
  sudoku_layout layouts[REMEMBERED_GRIDS];
  size_t count;
} remembered;

/* Reads the whole input in one layout. auto_run is filled by the auto run, compared by the others.
 */
static void read_all(const uint8_t *data, size_t size, sudoku_layout forced, remembered *auto_run) {
  unsigned long line_count = 1;
  for (size_t k = 0; k < size; k++) line_count += data[k] == '\n';

  FILE *stream = open_bytes(data, size);
  if (!stream) fail("fmemopen failed");
  sudoku_reader *reader = sudoku_reader_create(stream, forced);
  if (!reader) fail("sudoku_reader_create returned NULL");

  size_t grids_read = 0;
  bool matching_auto = forced != SUDOKU_LAYOUT_AUTO; /* still reading what the auto run read */
  for (;;) {
    sudoku_grid grid = {0};
    memset(&grid, 0xA5, sizeof grid);
    sudoku_layout layout = (sudoku_layout)-1;
    sudoku_read_status status = sudoku_reader_next(reader, &grid, &layout);
    if (status == SUDOKU_READ_GRID) {
      for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) CHECK(grid.cells[cell] <= 9);
      CHECK(layout == SUDOKU_LAYOUT_TOKENS || layout == SUDOKU_LAYOUT_PACKED ||
            layout == SUDOKU_LAYOUT_LINE);
      if (forced != SUDOKU_LAYOUT_AUTO) CHECK(layout == forced);
      unsigned long grid_line = sudoku_reader_grid_line(reader);
      CHECK(grid_line >= 1 && grid_line <= line_count);
      /* A grid takes at least 9 bytes (packed rows are 9 lines of 9, a line 81 cells). */
      CHECK(grids_read < size / 9 + 1);
      if (forced == SUDOKU_LAYOUT_AUTO) {
        if (auto_run->count < REMEMBERED_GRIDS) {
          auto_run->grids[auto_run->count] = grid;
          auto_run->layouts[auto_run->count] = layout;
          auto_run->count++;
        }
      } else if (matching_auto) {
        if (grids_read < auto_run->count && auto_run->layouts[grids_read] == forced)
          CHECK(sudoku_grid_equal(&auto_run->grids[grids_read], &grid));
        else
          matching_auto = false;
      }
      grids_read++;
      check_solve(&grid);
      continue;
    }
    if (status == SUDOKU_READ_END) {
      if (matching_auto) {
        /* Every grid of the auto run so far was in the forced layout: the forced run must not
         * have stopped earlier. */
        bool all_forced = true;
        for (size_t k = 0; k < auto_run->count; k++) all_forced &= auto_run->layouts[k] == forced;
        if (all_forced && auto_run->count < REMEMBERED_GRIDS) CHECK(grids_read >= auto_run->count);
      }
      CHECK(sudoku_reader_next(reader, &grid, NULL) == SUDOKU_READ_END);
      break;
    }
    CHECK(status == SUDOKU_READ_ERROR);
    unsigned long line = sudoku_reader_error_line(reader);
    CHECK(line >= 1 && line <= line_count);
    const char *message = sudoku_reader_error_message(reader);
    check_message(message);
    char saved[256];
    snprintf(saved, sizeof saved, "%s", message);
    CHECK(sudoku_reader_next(reader, &grid, &layout) == SUDOKU_READ_ERROR);
    CHECK(sudoku_reader_error_line(reader) == line);
    CHECK(strcmp(sudoku_reader_error_message(reader), saved) == 0);
    if (matching_auto && grids_read < auto_run->count) {
      /* The forced run failed before the grids the auto run read in the same layout. */
      bool all_forced = true;
      for (size_t k = 0; k <= grids_read; k++) all_forced &= auto_run->layouts[k] == forced;
      CHECK(!all_forced);
    }
    break;
  }
  sudoku_reader_destroy(reader);
  fclose(stream);
}

/* Reads the whole input once more with the size detection on (sudoku_reader_set_size_detection):
 * every grid has a side from 1 to 64, its side * side cells hold 0..side, and it starts on a line
 * of the input; the end and the errors behave as without detection. Nothing is solved: the
 * solver's checks above are for 9x9. */
static void read_detecting_sizes(const uint8_t *data, size_t size) {
  unsigned long line_count = 1;
  for (size_t k = 0; k < size; k++) line_count += data[k] == '\n';
  FILE *stream = open_bytes(data, size);
  if (!stream) fail("fmemopen failed");
  sudoku_reader *reader = sudoku_reader_create(stream, SUDOKU_LAYOUT_AUTO);
  if (!reader) fail("sudoku_reader_create returned NULL");
  sudoku_reader_set_size_detection(reader, true);
  size_t grids_read = 0;
  for (;;) {
    sudoku_grid grid;
    memset(&grid, 0xA5, sizeof grid);
    sudoku_read_status status = sudoku_reader_next(reader, &grid, NULL);
    if (status == SUDOKU_READ_GRID) {
      unsigned side = sudoku_grid_side(&grid);
      CHECK(side >= 1 && side <= SUDOKU_MAX_SIDE);
      for (unsigned cell = 0; cell < side * side; cell++) CHECK(grid.cells[cell] <= side);
      unsigned long grid_line = sudoku_reader_grid_line(reader);
      CHECK(grid_line >= 1 && grid_line <= line_count);
      CHECK(++grids_read <= size + 1);
      continue;
    }
    if (status == SUDOKU_READ_END) {
      CHECK(sudoku_reader_next(reader, &grid, NULL) == SUDOKU_READ_END);
      break;
    }
    CHECK(status == SUDOKU_READ_ERROR);
    unsigned long line = sudoku_reader_error_line(reader);
    CHECK(line >= 1 && line <= line_count);
    check_message(sudoku_reader_error_message(reader));
    CHECK(sudoku_reader_next(reader, &grid, NULL) == SUDOKU_READ_ERROR);
    CHECK(sudoku_reader_error_line(reader) == line);
    break;
  }
  sudoku_reader_destroy(reader);
  fclose(stream);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static remembered auto_run;
  auto_run.count = 0;
  solved_cache_count = 0;
  read_all(data, size, SUDOKU_LAYOUT_AUTO, &auto_run);
  read_all(data, size, SUDOKU_LAYOUT_TOKENS, &auto_run);
  read_all(data, size, SUDOKU_LAYOUT_PACKED, &auto_run);
  read_all(data, size, SUDOKU_LAYOUT_LINE, &auto_run);
  read_detecting_sizes(data, size);
  return 0;
}
