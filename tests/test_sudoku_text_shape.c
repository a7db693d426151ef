/* test_sudoku_text_shape.c: the Check suite of what sudoku/text_api.h gives a page for players:
 * shapes (sudoku_text_shape_of), the detail of rating steps, hints (sudoku_text_hint_of) and killer
 * generation. Shapes of every file of puzzles/shapes and of the killer examples: the header and one
 * line of cells read back as the same puzzle (the same count), the units against their closed
 * forms (each cell once in the rows, once in the columns, once in the boxes), the candidates
 * against a brute force written here (a symbol placed in the cell, then every peer, neighbour and
 * cage checked by enumeration). Steps of unique puzzles never remove the symbol that the
 * independent counter (tests/independent_sudoku.h) puts in the cell. Hints name the cell broken on
 * purpose in a solved grid, in the words man/sudoku.1 gives for --hint. Killer puzzles are unique
 * and their cages add up in their solutions. */
#include "tests/run_suite.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/text_api.h"
#include "tests/independent_sudoku.h"
#include "tests/read_file.h"

static const char *const shape_files[] = {
    "../puzzles/shapes/4x4.txt",
    "../puzzles/shapes/6x6.txt",
    "../puzzles/shapes/8x8.txt",
    "../puzzles/shapes/12x12.txt",
    "../puzzles/shapes/16x16.txt",
    "../puzzles/shapes/25x25.txt",
    "../puzzles/shapes/anti-king.txt",
    "../puzzles/shapes/anti-knight.txt",
    "../puzzles/shapes/jigsaw.txt",
    "../puzzles/shapes/latin-5.txt",
    "../puzzles/shapes/non-consecutive.txt",
    "../puzzles/shapes/numbers.txt",
    "../puzzles/shapes/regions-and-pairs.txt",
    "../puzzles/shapes/windoku.txt",
    "../puzzles/shapes/x.txt",
    "../puzzles/sudoku/killer-examples.txt",
};
enum { SHAPE_FILE_COUNT = sizeof shape_files / sizeof *shape_files };

/* The header, then the givens on one line in the shape's symbols, as a page writes a grid. */
static char *text_of(const sudoku_text_shape *shape, const uint8_t *values) {
  size_t cells = (size_t)shape->side * shape->side;
  char *text = malloc(strlen(shape->header) + 4 * cells + 2);
  ck_assert_ptr_nonnull(text);
  strcpy(text, shape->header);
  for (size_t cell = 0; cell < cells; cell++) {
    if (cell && shape->spaced) strcat(text, " ");
    strcat(text, values[cell] ? shape->symbol_texts[values[cell] - 1] : shape->empty_text);
  }
  strcat(text, "\n");
  return text;
}

/* The count (up to limit) of the first puzzle of text, read with settings. */
static uint64_t first_count(const char *text, const sudoku_text_settings *settings) {
  sudoku_text_answers answers;
  sudoku_text_error error;
  dlx_status status =
      sudoku_text_solve(NULL, text, strlen(text), settings, false, &answers, &error);
  ck_assert_msg(status == DLX_OK || answers.count > 0, "%s", error.message);
  ck_assert_uint_ge(answers.count, 1);
  uint64_t count = answers.answers[0].solutions;
  sudoku_text_answers_free(&answers);
  return count;
}

static sudoku_text_shape shape_of_file(const char *path) {
  size_t length;
  char *text = test_read_needed_file(path, &length);
  sudoku_text_shape shape;
  sudoku_text_error error;
  ck_assert_msg(sudoku_text_shape_of(text, length, NULL, &shape, &error) == DLX_OK, "%s: %s", path,
                error.message);
  free(text);
  return shape;
}

START_TEST(test_header_and_cells_read_back_as_the_same_puzzle) {
  for (int f = 0; f < SHAPE_FILE_COUNT; f++) {
    size_t length;
    char *original = test_read_needed_file(shape_files[f], &length);
    original = realloc(original, length + 1);
    original[length] = '\0';
    sudoku_text_shape shape = shape_of_file(shape_files[f]);
    char *written = text_of(&shape, shape.givens);
    sudoku_text_settings limited = {.limit = 50};
    uint64_t count = first_count(original, &limited);
    ck_assert_msg(first_count(written, &limited) == count, "%s: %s", shape_files[f], written);
    /* Settings that would change the puzzle are overridden by the header. */
    if (shape.header[0]) {
      sudoku_text_settings other = {.limit = 50, .symbols = "numbers", .variant = "anti-king"};
      if (!shape.spaced) other.symbols = "letters";
      ck_assert_msg(first_count(written, &other) == count, "%s under other settings",
                    shape_files[f]);
    }
    /* The shape of the text written is the shape read. */
    sudoku_text_shape again;
    sudoku_text_error error;
    ck_assert_int_eq(sudoku_text_shape_of(written, strlen(written), NULL, &again, &error), DLX_OK);
    ck_assert_str_eq(again.header, shape.header);
    ck_assert_uint_eq(again.unit_count, shape.unit_count);
    ck_assert_mem_eq(again.givens, shape.givens, (size_t)shape.side * shape.side);
    sudoku_text_shape_free(&again);
    free(written);
    free(original);
    sudoku_text_shape_free(&shape);
  }
}
END_TEST

START_TEST(test_units_hold_each_cell_as_their_kinds_say) {
  for (int f = 0; f < SHAPE_FILE_COUNT; f++) {
    sudoku_text_shape shape = shape_of_file(shape_files[f]);
    unsigned side = shape.side, cells = side * side;
    unsigned *in_rows = calloc(cells, sizeof *in_rows),
             *in_columns = calloc(cells, sizeof *in_rows);
    unsigned *in_boxes = calloc(cells, sizeof *in_rows);
    unsigned rows = 0, columns = 0, boxes = 0;
    for (unsigned unit = 0; unit < shape.unit_count; unit++) {
      const uint16_t *members = shape.unit_cells + (size_t)unit * side;
      const char *kind = shape.unit_kinds[unit];
      for (unsigned k = 0; k < side; k++) {
        unsigned cell = members[k];
        ck_assert_uint_lt(cell, cells);
        if (strcmp(kind, "row") == 0) {
          ck_assert_uint_eq(cell, rows * side + k);
          in_rows[cell]++;
        } else if (strcmp(kind, "column") == 0) {
          ck_assert_uint_eq(cell, k * side + columns);
          in_columns[cell]++;
        } else if (strcmp(kind, "box") == 0) {
          unsigned box = cell / side / shape.box_rows * (side / shape.box_columns) +
                         cell % side / shape.box_columns;
          ck_assert_uint_eq(box, boxes);
          ck_assert_uint_eq(shape.region_of_cell[cell], boxes);
          in_boxes[cell]++;
        } else if (strcmp(kind, "jigsaw region") == 0) {
          ck_assert_uint_eq(shape.region_of_cell[cell], boxes);
          in_boxes[cell]++;
        }
      }
      char expected[48];
      unsigned *ordinal = strcmp(kind, "row") == 0      ? &rows
                          : strcmp(kind, "column") == 0 ? &columns
                          : strcmp(kind, "box") == 0 || strcmp(kind, "jigsaw region") == 0 ? &boxes
                                                                                           : NULL;
      if (ordinal) {
        snprintf(expected, sizeof expected, "%s %u", kind, *ordinal + 1);
        ck_assert_str_eq(shape.unit_names[unit], expected);
        ++*ordinal;
      }
    }
    ck_assert_uint_eq(rows, side);
    ck_assert_uint_eq(columns, side);
    bool has_boxes = shape.box_rows || shape.region_of_cell;
    ck_assert_uint_eq(boxes, has_boxes ? side : 0);
    for (unsigned cell = 0; cell < cells; cell++) {
      ck_assert_uint_eq(in_rows[cell], 1);
      ck_assert_uint_eq(in_columns[cell], 1);
      ck_assert_uint_eq(in_boxes[cell], has_boxes ? 1 : 0);
    }
    free(in_rows);
    free(in_columns);
    free(in_boxes);
    sudoku_text_shape_free(&shape);
  }
}
END_TEST

/* Can the empty cells `cells` of a cage take distinct values not in `used` adding up to sum? */
static bool cage_fill_exists(unsigned side, unsigned empty, unsigned sum, uint64_t used) {
  if (empty == 0) return sum == 0;
  for (unsigned value = 1; value <= side && value <= sum; value++)
    if (!(used >> (value - 1) & 1) &&
        cage_fill_exists(side, empty - 1, sum - value, used | (uint64_t)1 << (value - 1)))
      return true;
  return false;
}

/* Brute force: symbol in cell clashes with no filled peer (a unit, a pair), no filled neighbour
 * one apart (non-consecutive), and leaves its cage a fill of distinct values with its sum. */
static bool brute_candidate(const sudoku_text_shape *shape, unsigned cell, unsigned symbol) {
  unsigned side = shape->side;
  for (unsigned unit = 0; unit < shape->unit_count; unit++) {
    const uint16_t *members = shape->unit_cells + (size_t)unit * side;
    bool holds_cell = false, holds_symbol = false;
    for (unsigned k = 0; k < side; k++) {
      holds_cell |= members[k] == cell;
      holds_symbol |= shape->givens[members[k]] == symbol;
    }
    if (holds_cell && holds_symbol) return false;
  }
  for (size_t pair = 0; pair < shape->pair_count; pair++)
    for (int end = 0; end < 2; end++)
      if (shape->pairs[2 * pair + end] == cell &&
          shape->givens[shape->pairs[2 * pair + 1 - end]] == symbol)
        return false;
  for (size_t pair = 0; pair < shape->neighbour_pair_count; pair++)
    for (int end = 0; end < 2; end++) {
      unsigned other = shape->givens[shape->neighbour_pairs[2 * pair + 1 - end]];
      if (shape->neighbour_pairs[2 * pair + end] == cell && other &&
          (other == symbol + 1 || symbol == other + 1))
        return false;
    }
  for (size_t c = 0; c < shape->cage_count; c++) {
    const sudoku_text_cage *cage = &shape->cages[c];
    bool here = false;
    for (unsigned k = 0; k < cage->size; k++) here |= cage->cells[k] == cell;
    if (!here) continue;
    uint64_t used = (uint64_t)1 << (symbol - 1);
    unsigned total = symbol, empty = 0;
    for (unsigned k = 0; k < cage->size; k++) {
      unsigned value = shape->givens[cage->cells[k]];
      if (cage->cells[k] == cell) continue;
      if (!value) {
        empty++;
        continue;
      }
      if (used >> (value - 1) & 1) return false;
      used |= (uint64_t)1 << (value - 1);
      total += value;
    }
    if (total > cage->sum || !cage_fill_exists(side, empty, cage->sum - total, used)) return false;
  }
  return true;
}

static void check_candidates(const sudoku_text_shape *shape, const char *what) {
  unsigned cells = shape->side * shape->side;
  for (unsigned cell = 0; cell < cells; cell++) {
    if (shape->givens[cell]) {
      ck_assert_msg(shape->candidates[cell] == 0, "%s: filled cell %u", what, cell);
      continue;
    }
    for (unsigned symbol = 1; symbol <= shape->side; symbol++)
      ck_assert_msg((shape->candidates[cell] >> (symbol - 1) & 1) ==
                        brute_candidate(shape, cell, symbol),
                    "%s: cell %u symbol %u", what, cell, symbol);
  }
}

START_TEST(test_candidates_agree_with_a_brute_force) {
  for (int f = 0; f < SHAPE_FILE_COUNT; f++) {
    sudoku_text_shape shape = shape_of_file(shape_files[f]);
    check_candidates(&shape, shape_files[f]);
    sudoku_text_shape_free(&shape);
  }
  /* Cages with filled cells: a 4x4 killer with some of its solution 1234/3412/2143/4321 given. */
  const char killer[] = "size: 4\ncage: 4 r1c1 r2c1\ncage: 5 r1c2 r1c3\ncage: 9 r1c4 r2c4 r3c4\n"
                        "cage: 5 r2c2 r2c3\ncage: 6 r3c1 r4c1\ncage: 5 r3c2 r3c3\n"
                        "cage: 6 r4c2 r4c3 r4c4\n1......2...3....\n";
  sudoku_text_shape shape;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_shape_of(killer, strlen(killer), NULL, &shape, &error), DLX_OK);
  ck_assert_uint_eq(shape.cage_count, 7);
  ck_assert_uint_eq(shape.candidates[4], 1u << 2); /* r2c1: 4 - 1 */
  check_candidates(&shape, "4x4 killer with givens");
  sudoku_text_shape_free(&shape);
  /* Non-consecutive with givens: r1c1 = 5 leaves r1c2 neither 4, 5 nor 6. */
  char text[128] = "variant: non-consecutive\n5";
  for (int k = 1; k < 81; k++) strcat(text, ".");
  strcat(text, "\n");
  ck_assert_int_eq(sudoku_text_shape_of(text, strlen(text), NULL, &shape, &error), DLX_OK);
  ck_assert_uint_eq(shape.candidates[1], 0x1ff & ~(7u << 3));
  ck_assert_uint_gt(shape.neighbour_pair_count, 0);
  check_candidates(&shape, "non-consecutive");
  sudoku_text_shape_free(&shape);
}
END_TEST

/* The solution of a classic 9x9 puzzle line by the independent counter. */
static void independent_solution(const char *line, uint8_t *solution) {
  uint8_t givens[81];
  for (int cell = 0; cell < 81; cell++)
    givens[cell] = line[cell] >= '1' && line[cell] <= '9' ? (uint8_t)(line[cell] - '0') : 0;
  independent_sudoku puzzle = {.side = 9, .box_rows = 3, .box_columns = 3, .givens = givens};
  ck_assert_uint_eq(independent_sudoku_count(&puzzle, 2, solution), 1);
}

START_TEST(test_steps_never_remove_the_solution_symbol) {
  size_t length;
  char *text = test_read_needed_file("../puzzles/sudoku/top95.txt", &length);
  const char *line = text;
  sudoku_text_shape shape;
  sudoku_text_error error;
  for (int puzzle = 0; puzzle < 6; puzzle++) {
    uint8_t solution[81];
    independent_solution(line, solution);
    sudoku_text_rating rating;
    ck_assert_int_eq(sudoku_text_rate(line, 82, NULL, &rating, &error), DLX_OK);
    ck_assert_str_eq(rating.outcome, "solved");
    ck_assert_int_eq(sudoku_text_shape_of(line, 82, NULL, &shape, &error), DLX_OK);
    size_t removed = 0;
    for (size_t k = 0; k < rating.step_count; k++) {
      const sudoku_text_step *step = &rating.steps[k];
      if (step->cell >= 0) ck_assert_uint_eq(step->symbol, solution[step->cell]);
      for (size_t e = 0; e < step->elimination_count; e++) {
        const sudoku_text_elimination *gone = &step->eliminations[e];
        ck_assert_uint_lt(gone->cell, 81);
        ck_assert_uint_ne(gone->symbols, 0);
        ck_assert_msg(!(gone->symbols >> (solution[gone->cell] - 1) & 1), "%s", step->text);
        removed++;
      }
      for (unsigned u = 0; u < step->unit_count; u++)
        ck_assert_uint_lt(step->units[u], shape.unit_count);
      /* "hidden single: r6c2 = 4 in column 2": the unit named is the step's first. */
      if (strcmp(step->technique, "hidden single") == 0) {
        ck_assert_uint_ge(step->unit_count, 1);
        const char *in = strstr(step->text, " in ");
        ck_assert_ptr_nonnull(in);
        ck_assert_str_eq(in + 4, shape.unit_names[step->units[0]]);
      }
      if (step->elimination_count) ck_assert_uint_ne(step->symbols, 0);
    }
    ck_assert_uint_gt(removed, 0);
    sudoku_text_shape_free(&shape);
    sudoku_text_rating_free(&rating);
    line = strchr(line, '\n') + 1;
  }
  free(text);
}
END_TEST

static void hint_of(const char *text, const uint64_t *marks, sudoku_text_hint *hint) {
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_hint_of(NULL, text, strlen(text), NULL, marks, hint, &error),
                   DLX_OK);
}

START_TEST(test_hints_name_the_cell_broken_on_purpose) {
  const char puzzle[] =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  uint8_t solution[81];
  independent_solution(puzzle, solution);
  char grid[83];
  for (int cell = 0; cell < 81; cell++) grid[cell] = (char)('0' + solution[cell]);
  grid[81] = '\n';
  grid[82] = '\0';
  sudoku_text_hint hint;
  hint_of(grid, NULL, &hint);
  ck_assert_str_eq(hint.outcome, "solved");
  ck_assert_str_eq(hint.text, "solved: every cell is filled and breaks no rule");
  sudoku_text_hint_free(&hint);
  /* r1c2 given r1c1's symbol: a clash in row 1 (unit 0). */
  char clash[83];
  memcpy(clash, grid, sizeof clash);
  clash[1] = clash[0];
  hint_of(clash, NULL, &hint);
  ck_assert_str_eq(hint.outcome, "clash");
  ck_assert_uint_eq(hint.cell_count, 2);
  ck_assert_uint_eq(hint.cells[0], 0);
  ck_assert_uint_eq(hint.cells[1], 1);
  ck_assert_int_eq(hint.unit, 0);
  char expected[160];
  snprintf(expected, sizeof expected, "wrong entry: r1c1 and r1c2 both hold %c in row 1", grid[0]);
  ck_assert_str_eq(hint.text, expected);
  sudoku_text_hint_free(&hint);
  /* The solution with row 1 and column 1 emptied (each other row and column then has one empty
   * cell: one solution), then an empty cell given a symbol that no filled peer holds but the
   * solution does not: that entry alone is wrong. */
  char emptied[83];
  memcpy(emptied, grid, sizeof emptied);
  for (int k = 0; k < 9; k++) emptied[k] = emptied[k * 9] = '.';
  bool found = false;
  for (int cell = 0; cell < 81 && !found; cell++)
    for (char symbol = '1'; symbol <= '9' && !found; symbol++) {
      if (symbol == grid[cell] || emptied[cell] != '.') continue;
      bool seen = false;
      for (int other = 0; other < 81; other++) {
        bool peer = other / 9 == cell / 9 || other % 9 == cell % 9 ||
                    (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);
        seen |= peer && emptied[other] == symbol;
      }
      if (seen) continue;
      char wrong[83];
      memcpy(wrong, emptied, sizeof wrong);
      wrong[cell] = symbol;
      hint_of(wrong, NULL, &hint);
      ck_assert_str_eq(hint.outcome, "wrong entry");
      ck_assert_uint_eq(hint.cell_count, 1);
      ck_assert_uint_eq(hint.cells[0], cell);
      ck_assert_uint_eq(hint.symbols[0], (unsigned)(symbol - '0'));
      snprintf(expected, sizeof expected,
               "wrong entry: r%dc%d = %c (the grid has no solution, and has one without it)",
               cell / 9 + 1, cell % 9 + 1, symbol);
      ck_assert_str_eq(hint.text, expected);
      sudoku_text_hint_free(&hint);
      found = true;
    }
  ck_assert(found);
  /* Marks that lack the solution's symbol in r1c1. */
  uint64_t marks[81];
  for (int cell = 0; cell < 81; cell++) marks[cell] = 0x1ff;
  marks[0] &= ~((uint64_t)1 << (solution[0] - 1));
  hint_of(emptied, marks, &hint);
  ck_assert_str_eq(hint.outcome, "wrong candidates");
  ck_assert_uint_eq(hint.cells[0], 0);
  ck_assert_uint_eq(hint.symbols[0], solution[0]);
  sudoku_text_hint_free(&hint);
  /* Right marks: a step, whose placement is the solution's. */
  hint_of(puzzle, NULL, &hint);
  ck_assert_str_eq(hint.outcome, "step");
  ck_assert_ptr_nonnull(hint.level);
  ck_assert(hint.unique);
  if (hint.step.cell >= 0) ck_assert_uint_eq(hint.step.symbol, solution[hint.step.cell]);
  for (size_t e = 0; e < hint.step.elimination_count; e++)
    ck_assert(
        !(hint.step.eliminations[e].symbols >> (solution[hint.step.eliminations[e].cell] - 1) & 1));
  sudoku_text_hint_free(&hint);
  /* Rules the rater does not know. */
  size_t length;
  char *killer = test_read_needed_file("../puzzles/sudoku/killer-examples.txt", &length);
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_hint_of(NULL, killer, length, NULL, NULL, &hint, &error), DLX_OK);
  ck_assert_str_eq(hint.outcome, "no hint");
  ck_assert_ptr_nonnull(hint.unsupported);
  snprintf(expected, sizeof expected, "no hint: the rater does not know the rule %s",
           hint.unsupported);
  ck_assert_str_eq(hint.text, expected);
  sudoku_text_hint_free(&hint);
  free(killer);
  /* Bad text: the reader's message. */
  ck_assert_int_eq(sudoku_text_hint_of(NULL, "12\n", 3, NULL, NULL, &hint, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_str_ne(error.message, "");
  sudoku_text_hint_free(&hint);
}
END_TEST

START_TEST(test_killer_puzzles_are_unique_and_add_up) {
  sudoku_text_generation generation = {.seed = 11, .killer = true};
  sudoku_text_puzzles puzzles;
  sudoku_text_error error;
  const sudoku_text_settings *settings_list[] = {NULL, &(sudoku_text_settings){.size = "6"}};
  for (int s = 0; s < 2; s++) {
    ck_assert_int_eq(sudoku_text_generate(settings_list[s], &generation, 3, &puzzles, &error),
                     DLX_OK);
    ck_assert_uint_eq(puzzles.count, 3);
    for (size_t k = 0; k < puzzles.count; k++) {
      const sudoku_text_puzzle *made = &puzzles.puzzles[k];
      ck_assert_uint_eq(made->givens, 0);
      sudoku_text_settings two = {.limit = 2};
      ck_assert_uint_eq(first_count(made->puzzle, &two), 1);
      ck_assert_uint_eq(first_count(made->solution, &two), 1);
      sudoku_text_shape puzzle, solution;
      ck_assert_int_eq(
          sudoku_text_shape_of(made->puzzle, strlen(made->puzzle), NULL, &puzzle, &error), DLX_OK);
      ck_assert_int_eq(
          sudoku_text_shape_of(made->solution, strlen(made->solution), NULL, &solution, &error),
          DLX_OK);
      ck_assert_uint_gt(puzzle.cage_count, 0);
      ck_assert_uint_eq(puzzle.cage_count, solution.cage_count);
      unsigned cells = puzzle.side * puzzle.side, covered = 0;
      for (unsigned cell = 0; cell < cells; cell++) {
        ck_assert_uint_eq(puzzle.givens[cell], 0);
        ck_assert_uint_ne(solution.givens[cell], 0);
      }
      for (size_t c = 0; c < puzzle.cage_count; c++) {
        unsigned sum = 0;
        uint64_t seen = 0;
        for (unsigned i = 0; i < puzzle.cages[c].size; i++) {
          unsigned value = solution.givens[puzzle.cages[c].cells[i]];
          ck_assert(!(seen >> (value - 1) & 1));
          seen |= (uint64_t)1 << (value - 1);
          sum += value;
        }
        ck_assert_uint_eq(sum, puzzle.cages[c].sum);
        covered += puzzle.cages[c].size;
      }
      ck_assert_uint_eq(covered, cells);
      sudoku_text_shape_free(&puzzle);
      sudoku_text_shape_free(&solution);
    }
    sudoku_text_puzzles_free(&puzzles);
  }
}
END_TEST

static Suite *text_shape_suite(void) {
  Suite *suite = suite_create("sudoku_text_shape");
  TCase *shapes = tcase_create("shapes");
  tcase_set_timeout(shapes, 60);
  tcase_add_test(shapes, test_header_and_cells_read_back_as_the_same_puzzle);
  tcase_add_test(shapes, test_units_hold_each_cell_as_their_kinds_say);
  tcase_add_test(shapes, test_candidates_agree_with_a_brute_force);
  suite_add_tcase(suite, shapes);
  TCase *play = tcase_create("play");
  tcase_set_timeout(play, 60);
  tcase_add_test(play, test_steps_never_remove_the_solution_symbol);
  tcase_add_test(play, test_hints_name_the_cell_broken_on_purpose);
  tcase_add_test(play, test_killer_puzzles_are_unique_and_add_up);
  suite_add_tcase(suite, play);
  return suite;
}

int main(void) {
  return run_suite(text_shape_suite());
}
