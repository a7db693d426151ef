/* test_size_puzzles.c: the Check suite of the committed benchmark sets of large sudokus,
 * puzzles/sudoku/sixteen.txt (16x16) and twentyfive.txt (25x25), which bench/make_size_puzzles.c
 * made: each file's header says what its puzzles are, every puzzle has exactly one solution for
 * the independent counter (tests/independent_sudoku.h, which shares no code with the engine), and
 * that solution is the one of the set's counts file (puzzles/sudoku/counts/SET.counts.gz), line
 * for line. It runs from tests/, so the data paths are relative to that directory.
 */
#include "tests/independent_sudoku.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

typedef struct size_set {
  const char *name;
  unsigned side, box_rows, box_columns;
  const char *symbols_header; /* as the header writes them */
  const char *symbols;        /* symbol k + 1 is symbols[k] */
  size_t puzzle_count;
} size_set;

static const size_set size_sets[] = {
    {"sixteen", 16, 4, 4, "1-9A-G", "123456789ABCDEFG", 100},
    {"twentyfive", 25, 5, 5, "A-Y", "ABCDEFGHIJKLMNOPQRSTUVWXY", 50},
};

static void trim_line_end(char *line) {
  size_t length = strlen(line);
  while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
}

/* The cells of text (side*side symbols of set, '.' empty) into cells; false on another character.
 */
static bool parse_cells(const size_set *set, const char *text, uint8_t *cells) {
  for (unsigned cell = 0; cell < set->side * set->side; cell++) {
    const char *found = text[cell] == '\0' ? NULL : strchr(set->symbols, text[cell]);
    if (text[cell] == '.')
      cells[cell] = 0;
    else if (found != NULL)
      cells[cell] = (uint8_t)(found - set->symbols + 1);
    else
      return false;
  }
  return true;
}

START_TEST(test_every_puzzle_has_the_one_solution_of_the_counts_file) {
  const size_set *set = &size_sets[_i];
  unsigned cell_count = set->side * set->side;
  char puzzle_path[128], counts_command[160], header[128];
  snprintf(puzzle_path, sizeof puzzle_path, "../puzzles/sudoku/%s.txt", set->name);
  snprintf(counts_command, sizeof counts_command, "gzip -dc ../puzzles/sudoku/counts/%s.counts.gz",
           set->name);
  FILE *puzzles = fopen(puzzle_path, "r");
  ck_assert_msg(puzzles != NULL, "cannot open %s (the suite runs from tests/)", puzzle_path);
  FILE *counts = popen(counts_command, "r");
  ck_assert_ptr_nonnull(counts);

  char *line = NULL, *counts_line = NULL;
  size_t line_capacity = 0, counts_capacity = 0;
  /* The header, exactly as bench/make_size_puzzles.c writes it. */
  const char *expected_header[3];
  char size_line[32], boxes_line[32], symbols_line[64];
  snprintf(size_line, sizeof size_line, "size: %u", set->side);
  snprintf(boxes_line, sizeof boxes_line, "boxes: %ux%u", set->box_rows, set->box_columns);
  snprintf(symbols_line, sizeof symbols_line, "symbols: %s", set->symbols_header);
  expected_header[0] = size_line;
  expected_header[1] = boxes_line;
  expected_header[2] = symbols_line;
  for (unsigned k = 0; k < 3; k++) {
    ck_assert_msg(getline(&line, &line_capacity, puzzles) > 0, "%s: no header", puzzle_path);
    trim_line_end(line);
    snprintf(header, sizeof header, "%s", line);
    ck_assert_msg(strcmp(header, expected_header[k]) == 0, "%s:%u: \"%s\", expected \"%s\"",
                  puzzle_path, k + 1, header, expected_header[k]);
  }

  uint8_t *givens = malloc(cell_count), *solution = malloc(cell_count);
  uint8_t *expected_solution = malloc(cell_count);
  independent_sudoku puzzle = {.side = set->side,
                               .box_rows = set->box_rows,
                               .box_columns = set->box_columns,
                               .givens = givens};
  size_t puzzle_count = 0;
  unsigned line_number = 3;
  while (getline(&line, &line_capacity, puzzles) > 0) {
    line_number++;
    trim_line_end(line);
    ck_assert_msg(strlen(line) == cell_count && parse_cells(set, line, givens),
                  "%s:%u: not a puzzle of %u cells", puzzle_path, line_number, cell_count);
    ck_assert_msg(getline(&counts_line, &counts_capacity, counts) > 0,
                  "%s: fewer counts than puzzles", set->name);
    trim_line_end(counts_line);
    ck_assert_msg(strlen(counts_line) == 2 * cell_count + 3 &&
                      strncmp(counts_line, line, cell_count) == 0 &&
                      strncmp(counts_line + cell_count, ":1:", 3) == 0 &&
                      parse_cells(set, counts_line + cell_count + 3, expected_solution),
                  "%s counts, line %zu: not \"puzzle:1:solution\" for %s:%u", set->name,
                  puzzle_count + 1, puzzle_path, line_number);
    /* A limit of 2 tells one solution from several. */
    uint64_t count = independent_sudoku_count(&puzzle, 2, solution);
    ck_assert_msg(count == 1, "%s:%u: %llu solutions", puzzle_path, line_number,
                  (unsigned long long)count);
    ck_assert_msg(memcmp(solution, expected_solution, cell_count) == 0,
                  "%s:%u: the solution differs from the counts file", puzzle_path, line_number);
    puzzle_count++;
  }
  ck_assert_msg(getline(&counts_line, &counts_capacity, counts) <= 0,
                "%s: more counts than puzzles", set->name);
  ck_assert_uint_eq(puzzle_count, set->puzzle_count);
  ck_assert_int_eq(pclose(counts), 0);
  fclose(puzzles);
  free(line);
  free(counts_line);
  free(givens);
  free(solution);
  free(expected_solution);
}
END_TEST

static Suite *size_puzzles_suite(void) {
  Suite *suite = suite_create("size_puzzles");
  TCase *sets = tcase_create("benchmark sets");
  tcase_set_timeout(sets, 60);
  tcase_add_loop_test(sets, test_every_puzzle_has_the_one_solution_of_the_counts_file, 0,
                      sizeof size_sets / sizeof size_sets[0]);
  suite_add_tcase(suite, sets);
  return suite;
}

int main(void) {
  return run_suite(size_puzzles_suite());
}
