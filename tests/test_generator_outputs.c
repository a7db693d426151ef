/* test_generator_outputs.c: the Check suite that checks, independently, the puzzles that the
 * command-line golden cases of `sudoku --generate` (tests/cli/cases/sudoku-generate-*) expect.
 * Those expected files were written by the program itself, so the golden runner proves only that a
 * seed gives the same bytes again; here each puzzle in them is checked by the brute-force counter
 * of generator_test_support.h: exactly one solution, the one printed (json), the symmetry of the
 * case's .args, minimality (no given, or no orbit of givens, can be removed), and the givens asked.
 * It runs from tests/, so the paths are relative to that directory. */
#include "tests/generator_test_support.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "tests/run_suite.h"

#define CASES "cli/cases/"

enum { MOST_PUZZLES = 16 };

typedef struct printed_puzzle {
  uint8_t puzzle[81];
  bool has_solution; /* json only */
  uint8_t solution[81];
  long givens;       /* json only; -1 otherwise */
  bool said_minimal; /* json only */
} printed_puzzle;

static char *read_whole_file(const char *path) {
  FILE *file = fopen(path, "r");
  ck_assert_msg(file != NULL, "cannot open %s (the suite runs from tests/)", path);
  static char text[1 << 16];
  size_t length = fread(text, 1, sizeof text - 1, file);
  fclose(file);
  text[length] = '\0';
  return text;
}

/* The puzzles of a line, grid or scenario output: every cell character in order, 81 to a puzzle;
 * "Scenario #N:" lines are skipped. */
static unsigned read_cell_outputs(const char *path, printed_puzzle *puzzles) {
  const char *text = read_whole_file(path);
  unsigned cells_read = 0;
  for (const char *character = text; *character; character++) {
    if (*character == 'S') { /* a "Scenario #N:" line */
      while (*character && *character != '\n') character++;
      if (!*character) break;
      continue;
    }
    if (*character != '.' && (*character < '0' || *character > '9')) continue;
    ck_assert_uint_lt(cells_read / 81, MOST_PUZZLES);
    printed_puzzle *puzzle = &puzzles[cells_read / 81];
    puzzle->puzzle[cells_read % 81] = *character == '.' ? 0 : (uint8_t)(*character - '0');
    puzzle->has_solution = false;
    puzzle->givens = -1;
    cells_read++;
  }
  ck_assert_msg(cells_read % 81 == 0, "%s: %u cells, not whole grids", path, cells_read);
  return cells_read / 81;
}

static const char *json_field(const char *object, const char *name) {
  char key[32];
  snprintf(key, sizeof key, "\"%s\":", name);
  const char *field = strstr(object, key);
  ck_assert_msg(field != NULL, "no field %s", name);
  return field + strlen(key);
}

static unsigned read_json_outputs(const char *path, printed_puzzle *puzzles,
                                  sudoku_symmetry *symmetries) {
  char *text = read_whole_file(path);
  unsigned count = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    ck_assert_uint_lt(count, MOST_PUZZLES);
    printed_puzzle *puzzle = &puzzles[count];
    ck_assert(cells_from_text(json_field(line, "puzzle") + 1, puzzle->puzzle));
    ck_assert(cells_from_text(json_field(line, "solution") + 1, puzzle->solution));
    puzzle->has_solution = true;
    puzzle->givens = strtol(json_field(line, "givens"), NULL, 10);
    char name[16] = "";
    sscanf(json_field(line, "symmetry"), "\"%15[a-z0-9]\"", name);
    ck_assert_msg(sudoku_symmetry_from_name(name, &symmetries[count]), "symmetry '%s'", name);
    puzzle->said_minimal = strncmp(json_field(line, "minimal"), "true", 4) == 0;
    count++;
  }
  return count;
}

static unsigned count_givens(const uint8_t cells[81]) {
  unsigned givens = 0;
  for (unsigned cell = 0; cell < 81; cell++) givens += cells[cell] != 0;
  return givens;
}

/* Unique (and with the printed solution), symmetric, with givens in fewest..most, and, when
 * minimal, no orbit of givens removable. */
static void assert_printed_puzzle(const printed_puzzle *printed, sudoku_symmetry symmetry,
                                  bool minimal, unsigned fewest, unsigned most, const char *where) {
  uint8_t solution[81];
  ck_assert_msg(brute_force_count(printed->puzzle, 2, solution) == 1, "%s: not unique", where);
  if (printed->has_solution)
    ck_assert_msg(memcmp(solution, printed->solution, 81) == 0, "%s: another solution", where);
  unsigned givens = count_givens(printed->puzzle);
  if (printed->has_solution) {
    ck_assert_int_eq(printed->givens, (long)givens);
    ck_assert_msg(printed->said_minimal == minimal, "%s: json says minimal %d", where,
                  (int)printed->said_minimal);
  }
  ck_assert_msg(givens >= fewest && givens <= most, "%s: %u givens", where, givens);
  ck_assert_msg(pattern_has_symmetry(printed->puzzle, symmetry), "%s: not %s", where,
                sudoku_symmetry_name(symmetry));
  if (!minimal) return;
  for (unsigned cell = 0; cell < 81; cell++) {
    if (!printed->puzzle[cell]) continue;
    uint8_t reduced[81];
    memcpy(reduced, printed->puzzle, 81);
    unsigned orbit[4], size = orbit_of_cell(symmetry, cell, orbit);
    for (unsigned k = 0; k < size; k++) reduced[orbit[k]] = 0;
    ck_assert_msg(brute_force_count(reduced, 2, NULL) == 2, "%s: cell %u removable", where, cell);
  }
}

/* Each case: its output file, the options of its .args, and how many puzzles it asks for. */
typedef struct generate_case {
  const char *output;
  bool json;
  sudoku_symmetry symmetry; /* RANDOM: the one each json line names */
  bool minimal;             /* a full pass, or --minimal */
  unsigned fewest_givens, most_givens;
  unsigned puzzle_count;
} generate_case;

static const generate_case generate_cases[] = {
    {"sudoku-generate-seed.out", false, SUDOKU_SYMMETRY_NONE, true, 0, 81, 6},
    {"sudoku-generate-json-every-symmetry.out", true, SUDOKU_SYMMETRY_RANDOM, true, 0, 81, 10},
    {"sudoku-generate-rotate90-grid.out", false, SUDOKU_SYMMETRY_ROTATE90, true, 0, 81, 2},
    {"sudoku-generate-scenario-diagonal.out", false, SUDOKU_SYMMETRY_DIAGONAL, true, 0, 81, 2},
    {"sudoku-generate-minimal-range.out", true, SUDOKU_SYMMETRY_MIRROR, true, 24, 26, 4},
    {"sudoku-generate-exact-givens.out", true, SUDOKU_SYMMETRY_ROTATE180, false, 32, 32, 3},
};
enum { GENERATE_CASE_COUNT = sizeof generate_cases / sizeof generate_cases[0] };

START_TEST(test_golden_puzzles_are_unique_symmetric_and_minimal) {
  const generate_case *test_case = &generate_cases[_i];
  char path[128];
  snprintf(path, sizeof path, CASES "%s", test_case->output);
  printed_puzzle puzzles[MOST_PUZZLES];
  sudoku_symmetry symmetries[MOST_PUZZLES];
  unsigned count = test_case->json ? read_json_outputs(path, puzzles, symmetries)
                                   : read_cell_outputs(path, puzzles);
  ck_assert_uint_eq(count, test_case->puzzle_count);
  bool symmetries_seen[SUDOKU_SYMMETRY_COUNT] = {false};
  for (unsigned k = 0; k < count; k++) {
    sudoku_symmetry symmetry = test_case->symmetry;
    if (test_case->json) {
      if (symmetry != SUDOKU_SYMMETRY_RANDOM) ck_assert_int_eq(symmetries[k], symmetry);
      symmetry = symmetries[k];
      symmetries_seen[symmetry] = true;
    }
    char where[160];
    snprintf(where, sizeof where, "%s, puzzle %u", path, k + 1);
    assert_printed_puzzle(&puzzles[k], symmetry, test_case->minimal, test_case->fewest_givens,
                          test_case->most_givens, where);
  }
  if (test_case->symmetry == SUDOKU_SYMMETRY_RANDOM) {
    unsigned distinct = 0;
    for (unsigned k = 0; k < SUDOKU_SYMMETRY_RANDOM; k++) distinct += symmetries_seen[k];
    ck_assert_msg(distinct >= 3, "%s: only %u symmetries drawn", path, distinct);
  }
}
END_TEST

static Suite *generator_outputs_suite(void) {
  Suite *suite = suite_create("generator outputs");
  TCase *golden = tcase_create("golden");
  tcase_set_timeout(golden, 60);
  tcase_add_loop_test(golden, test_golden_puzzles_are_unique_symmetric_and_minimal, 0,
                      GENERATE_CASE_COUNT);
  suite_add_tcase(suite, golden);
  return suite;
}

int main(void) {
  return run_suite(generator_outputs_suite());
}
