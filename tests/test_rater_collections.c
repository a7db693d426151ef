/* test_rater_collections.c: the rater on whole puzzle collections, every step checked
 * (rater_test_support.h): on every puzzle of puzzles/sudoku/top1465.txt.gz and on the first
 * 2,000 of 17-clue.txt.gz, no step places a symbol other than the engine's solution or removes
 * the solution's symbol, every pattern is what its technique says, and the rater's solution is the
 * engine's. */
#include "tests/rater_test_support.h"

#include <stdio.h>

/* Rates, with every step checked, up to limit puzzles (0: all) of a gzip collection, one 81-cell
 * line each, '#' lines skipped; returns how many and how many needed each level. */
static unsigned rate_collection(const char *path, unsigned limit, unsigned *levels) {
  char command[256];
  snprintf(command, sizeof command, "gzip -dc %s", path);
  FILE *lines = popen(command, "r");
  ck_assert_ptr_nonnull(lines);
  rater *rater = sudoku_rater_create_standard(3, 3);
  ck_assert_ptr_nonnull(rater);
  char line[512];
  unsigned count = 0;
  while ((limit == 0 || count < limit) && fgets(line, sizeof line, lines)) {
    if (line[0] == '#' || strlen(line) < 81) continue;
    line[81] = '\0';
    rater_rating rating = rate_checked(rater, line);
    levels[rating.level]++;
    count++;
  }
  sudoku_rater_destroy(rater);
  pclose(lines);
  return count;
}

START_TEST(every_step_on_top1465_keeps_the_solution) {
  unsigned levels[RATER_LEVEL_COUNT] = {0};
  /* puzzles/README.md: top1465 holds 1,465 puzzles */
  ck_assert_uint_eq(rate_collection("../puzzles/sudoku/top1465.txt.gz", 0, levels), 1465);
}
END_TEST

START_TEST(every_step_on_17_clue_puzzles_keeps_the_solution) {
  unsigned levels[RATER_LEVEL_COUNT] = {0};
  ck_assert_uint_eq(rate_collection("../puzzles/sudoku/17-clue.txt.gz", 2000, levels), 2000);
}
END_TEST

static Suite *rater_collections_suite(void) {
  Suite *suite = suite_create("rater_collections");
  TCase *collections = tcase_create("collections");
  tcase_set_timeout(collections, 300);
  tcase_add_test(collections, every_step_on_top1465_keeps_the_solution);
  tcase_add_test(collections, every_step_on_17_clue_puzzles_keeps_the_solution);
  suite_add_tcase(suite, collections);
  return suite;
}

int main(void) {
  return run_suite(rater_collections_suite());
}
