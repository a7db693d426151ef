/* test_rater_json.c: the rater in JSON (sudoku/rater_json.c): each kind of step as one object
 * (built here by hand on the standard 9x9 units: rows 0..8, columns 9..17, boxes 18..26) with the
 * names the text explanation uses, symbols in the puzzle's alphabet; the rating's members for
 * every outcome; and, on whole ratings, one JSON step per text step, each naming the same cells.
 * The exact strings are the format man/sudoku.1 documents; tests/replay_explanations.py parses
 * the command's output with a JSON parser and replays it. */
#include "tests/rater_test_support.h"

#include <stdio.h>
#include <stdlib.h>

static rater *standard_rater;
static rater_elimination eliminations[81];

static void create_rater(void) {
  standard_rater = sudoku_rater_create_standard(3, 3);
}
static void destroy_rater(void) {
  sudoku_rater_destroy(standard_rater);
}

static rater_step blank_step(rater_technique technique) {
  rater_step step = {.technique = technique, .placed_cell = -1, .eliminations = eliminations};
  return step;
}

static void eliminate(rater_step *step, unsigned cell, uint64_t symbols) {
  step->eliminations[step->elimination_count].cell = (uint16_t)cell;
  step->eliminations[step->elimination_count].symbols = symbols;
  step->elimination_count++;
}

static char *step_json(const rater_step *step) {
  static char text[1024];
  FILE *out = fmemopen(text, sizeof text, "w");
  ck_assert_ptr_nonnull(out);
  sudoku_rater_write_json_step(standard_rater, step, out);
  fclose(out);
  return text;
}

static char *rating_json(const rater_rating *rating) {
  static char text[1024];
  FILE *out = fmemopen(text, sizeof text, "w");
  ck_assert_ptr_nonnull(out);
  sudoku_rater_write_json_rating_members(rating, out);
  fclose(out);
  return text;
}

START_TEST(a_single_is_a_placement_with_its_unit) {
  rater_step step = blank_step(RATER_HIDDEN_SINGLE);
  step.placed_cell = 2 * 9 + 4;
  step.placed_symbol = 7;
  step.symbols = 0x40;
  step.units[step.unit_count++] = 19;
  ck_assert_str_eq(step_json(&step),
                   "{\"technique\":\"hidden single\",\"placements\":[{\"cell\":\"r3c5\",\"digit\":"
                   "\"7\"}],\"eliminations\":[],\"units\":[\"box 2\"],\"cells\":[],\"digits\":[\"7"
                   "\"]}");
}
END_TEST

START_TEST(a_subset_lists_cells_digits_unit_and_eliminations) {
  rater_step step = blank_step(RATER_NAKED_PAIR);
  step.cells[step.cell_count++] = 1;
  step.cells[step.cell_count++] = 6;
  step.symbols = 0x4 | 0x80;
  step.units[step.unit_count++] = 0;
  eliminate(&step, 3, 0x4);
  eliminate(&step, 4, 0x4 | 0x80);
  ck_assert_str_eq(step_json(&step),
                   "{\"technique\":\"naked pair\",\"placements\":[],\"eliminations\":[{\"cell\":"
                   "\"r1c4\",\"digits\":[\"3\"]},{\"cell\":\"r1c5\",\"digits\":[\"3\",\"8\"]}],"
                   "\"units\":[\"row 1\"],\"cells\":[\"r1c2\",\"r1c7\"],\"digits\":[\"3\",\"8\"]}");
}
END_TEST

START_TEST(a_fish_names_its_bases_then_its_covers_in_the_alphabet) {
  rater_step step = blank_step(RATER_X_WING);
  step.symbols = 0x8;
  step.units[step.unit_count++] = 1;
  step.units[step.unit_count++] = 6;
  step.units[step.unit_count++] = 11;
  step.units[step.unit_count++] = 16;
  eliminate(&step, 4 * 9 + 2, 0x8);
  sudoku_rater_set_symbols(standard_rater, SUDOKU_SYMBOLS_LETTERS);
  char *text = step_json(&step);
  sudoku_rater_set_symbols(standard_rater, SUDOKU_SYMBOLS_NUMBERS);
  ck_assert_str_eq(text, "{\"technique\":\"X-wing\",\"placements\":[],\"eliminations\":[{\"cell\":"
                         "\"r5c3\",\"digits\":[\"D\"]}],\"units\":[\"row 2\",\"row 7\",\"column "
                         "3\",\"column 8\"],\"cells\":[],\"digits\":[\"D\"]}");
}
END_TEST

START_TEST(ratings_say_outcome_level_and_counts) {
  rater_rating rating = {.outcome = RATER_SOLVED,
                         .hardest = RATER_HIDDEN_SINGLE,
                         .level = RATER_LEVEL_EASY,
                         .unique = true,
                         .step_count = 52};
  rating.technique_counts[RATER_NAKED_SINGLE] = 40;
  rating.technique_counts[RATER_HIDDEN_SINGLE] = 12;
  ck_assert_str_eq(
      rating_json(&rating),
      "\"outcome\":\"solved\",\"level\":\"easy\",\"hardest\":\"hidden single\","
      "\"unique\":true,\"technique_counts\":{\"naked single\":40,\"hidden single\":12},"
      "\"step_count\":52,\"rater_nodes\":0");
  rating.outcome = RATER_STOPPED;
  ck_assert_str_eq(
      rating_json(&rating),
      "\"outcome\":\"stopped\",\"level\":\"easy\",\"hardest\":\"hidden single\","
      "\"unique\":null,\"technique_counts\":{\"naked single\":40,\"hidden single\":12},"
      "\"step_count\":52,\"rater_nodes\":0");
  rater_rating illegal = {.outcome = RATER_ILLEGAL};
  ck_assert_str_eq(rating_json(&illegal),
                   "\"outcome\":\"illegal\",\"level\":null,\"hardest\":null,\"unique\":null,"
                   "\"technique_counts\":{},\"step_count\":0,\"rater_nodes\":0");
  rater_rating gave_up = {.outcome = RATER_GAVE_UP, .search_nodes = 10};
  ck_assert_str_eq(rating_json(&gave_up),
                   "\"outcome\":\"gave up\",\"level\":null,\"hardest\":null,\"unique\":null,"
                   "\"technique_counts\":{},\"step_count\":0,\"rater_nodes\":10");
}
END_TEST

/* The text and the JSON of each step of a whole rating: the JSON names the placed cell (or the
 * first eliminated cell) that the text names. */
typedef struct paired_steps {
  unsigned steps;
} paired_steps;

static void compare_step(void *context, const rater_step *step) {
  paired_steps *pairs = context;
  char text[2048], json[4096];
  FILE *out = fmemopen(text, sizeof text, "w");
  sudoku_rater_write_step(standard_rater, step, out);
  fclose(out);
  out = fmemopen(json, sizeof json, "w");
  sudoku_rater_write_json_step(standard_rater, step, out);
  fclose(out);
  char cell[16];
  unsigned named =
      step->placed_cell >= 0 ? (unsigned)step->placed_cell : step->eliminations[0].cell;
  snprintf(cell, sizeof cell, "r%uc%u", named / 9 + 1, named % 9 + 1);
  ck_assert_ptr_nonnull(strstr(text, cell));
  char quoted[20];
  snprintf(quoted, sizeof quoted, "\"%s\"", cell);
  ck_assert_ptr_nonnull(strstr(json, quoted));
  char technique[48];
  snprintf(technique, sizeof technique, "{\"technique\":\"%s\",",
           sudoku_rater_technique_name(step->technique));
  ck_assert_ptr_eq(strstr(json, technique), json);
  pairs->steps++;
}

START_TEST(every_step_of_a_rating_has_its_json) {
  uint8_t givens[81];
  cells_from_text(
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", givens);
  paired_steps pairs = {0};
  rater_rating rating;
  ck_assert(sudoku_rater_rate(standard_rater, givens, &rating, NULL, compare_step, &pairs));
  ck_assert_int_eq(rating.outcome, RATER_SOLVED);
  ck_assert_uint_eq(pairs.steps, rating.step_count);
}
END_TEST

static Suite *rater_json_suite(void) {
  Suite *suite = suite_create("rater_json");
  TCase *json = tcase_create("json");
  tcase_add_unchecked_fixture(json, create_rater, destroy_rater);
  tcase_add_test(json, a_single_is_a_placement_with_its_unit);
  tcase_add_test(json, a_subset_lists_cells_digits_unit_and_eliminations);
  tcase_add_test(json, a_fish_names_its_bases_then_its_covers_in_the_alphabet);
  tcase_add_test(json, ratings_say_outcome_level_and_counts);
  tcase_add_test(json, every_step_of_a_rating_has_its_json);
  suite_add_tcase(suite, json);
  return suite;
}

int main(void) {
  return run_suite(rater_json_suite());
}
