/* test_rater_techniques.c: each technique of the rater on a 9x9 puzzle that needs it. Every step
 * of every rating is checked (rater_test_support.h) against the technique's definition, on a
 * candidate grid the test keeps itself, and against the solution of the dlx engine. The puzzles
 * come from puzzles/sudoku/top1465.txt.gz (line numbers below count only its puzzles), from
 * 17-clue.txt.gz, and from QQWing 1.3 (`qqwing --generate 6 --difficulty D --one-line`), whose
 * level names the source's own rating. */
#include "tests/rater_test_support.h"

static rater *standard_rater;

static void create_rater(void) {
  standard_rater = sudoku_rater_create_standard(3, 3);
}
static void destroy_rater(void) {
  sudoku_rater_destroy(standard_rater);
}

/* Rates text with every step checked, and checks that technique was used. */
static rater_rating rate_needing(const char *text, rater_technique technique) {
  ck_assert_ptr_nonnull(standard_rater);
  rater_rating rating = rate_checked(standard_rater, text);
  ck_assert_msg(rating.technique_counts[technique] > 0, "%s was not used on %s",
                sudoku_rater_technique_name(technique), text);
  ck_assert_uint_ge(rating.hardest, technique);
  return rating;
}

START_TEST(naked_singles_alone_are_simple) {
  /* QQWing: simple */
  rater_rating rating = rate_needing(
      "84719..5...37.............87.14....3.5.8.37.2.8...19........2....8.3....5.9......",
      RATER_NAKED_SINGLE);
  ck_assert_int_eq(rating.level, RATER_LEVEL_SIMPLE);
  ck_assert_int_eq(rating.hardest, RATER_NAKED_SINGLE);
  ck_assert_uint_eq(rating.technique_counts[RATER_NAKED_SINGLE], rating.step_count);
  ck_assert_uint_eq(rating.search_nodes, 0);
}
END_TEST

START_TEST(hidden_single_is_easy) {
  /* QQWing: easy */
  rater_rating rating = rate_needing(
      "......7.63...4....8.57............1765.4.....2.1..5.8......812.5...6.....32.....5",
      RATER_HIDDEN_SINGLE);
  ck_assert_int_eq(rating.level, RATER_LEVEL_EASY);
  ck_assert_int_eq(rating.hardest, RATER_HIDDEN_SINGLE);
}
END_TEST

START_TEST(locked_candidates_and_hidden_pair_are_intermediate) {
  /* top1465, puzzle 4 */
  const char *puzzle =
      "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
  rate_needing(puzzle, RATER_POINTING);
  rate_needing(puzzle, RATER_CLAIMING);
  rater_rating rating = rate_needing(puzzle, RATER_HIDDEN_PAIR);
  ck_assert_int_eq(rating.level, RATER_LEVEL_INTERMEDIATE);
}
END_TEST

START_TEST(naked_pair) {
  /* top1465, puzzle 8 */
  rater_rating rating = rate_needing(
      "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.",
      RATER_NAKED_PAIR);
  ck_assert_int_eq(rating.level, RATER_LEVEL_INTERMEDIATE);
}
END_TEST

START_TEST(naked_triple) {
  /* top1465, puzzle 14 */
  rater_rating rating = rate_needing(
      "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....",
      RATER_NAKED_TRIPLE);
  ck_assert_int_eq(rating.level, RATER_LEVEL_EXPERT);
}
END_TEST

START_TEST(hidden_triple) {
  /* top1465, puzzle 11 */
  rater_rating rating = rate_needing(
      ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....",
      RATER_HIDDEN_TRIPLE);
  ck_assert_int_eq(rating.level, RATER_LEVEL_EXPERT);
}
END_TEST

START_TEST(naked_quad) {
  /* top1465, puzzle 156 (it needs guessing later) */
  rate_needing("12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........",
               RATER_NAKED_QUAD);
}
END_TEST

START_TEST(hidden_quad) {
  /* top1465, puzzle 707 (it needs guessing later) */
  rate_needing(".....17.....6....3.6.4.95.1.2.......3.9.7.......56.....1..4.6.........8.7.2.....9",
               RATER_HIDDEN_QUAD);
}
END_TEST

START_TEST(x_wing) {
  /* top1465, puzzle 339 */
  rater_rating rating = rate_needing(
      "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....",
      RATER_X_WING);
  ck_assert_int_eq(rating.level, RATER_LEVEL_FIENDISH);
}
END_TEST

START_TEST(swordfish) {
  /* top1465, puzzle 52 (it needs guessing later) */
  rate_needing("....3..715..4.2............2..6..4...38.7..............7..8..1.6..5..2...........",
               RATER_SWORDFISH);
}
END_TEST

START_TEST(jellyfish) {
  /* 17-clue, puzzle 5023 (it needs guessing later) */
  rate_needing("................12..3..4........3..5..6...4...7..2...1....5....2...1....8.4...3..",
               RATER_JELLYFISH);
}
END_TEST

START_TEST(xy_wing) {
  /* top1465, puzzle 158 */
  rater_rating rating = rate_needing(
      "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
      RATER_XY_WING);
  ck_assert_int_eq(rating.level, RATER_LEVEL_FIENDISH);
}
END_TEST

START_TEST(xyz_wing) {
  /* top1465, puzzle 701 */
  rater_rating rating = rate_needing(
      "..3.......6.7.9..1...6......16...8.9.......24.98......5....2.6....5.4.3...9..32..",
      RATER_XYZ_WING);
  ck_assert_int_eq(rating.level, RATER_LEVEL_FIENDISH);
}
END_TEST

START_TEST(w_wing) {
  /* top1465, puzzle 44 */
  rater_rating rating = rate_needing(
      "5.7....3.....61...1.8......62..4.......7...8...........1....6.43..5...........2..",
      RATER_W_WING);
  ck_assert_int_eq(rating.level, RATER_LEVEL_FIENDISH);
}
END_TEST

START_TEST(simple_colouring) {
  /* top1465, puzzle 93 */
  rater_rating rating = rate_needing(
      "1.37....5...6.4...8...........81.....9....7...6.....9..2....4..5...3...........2.",
      RATER_SIMPLE_COLOURING);
  ck_assert_int_eq(rating.level, RATER_LEVEL_FIENDISH);
}
END_TEST

START_TEST(guessing_is_diabolical) {
  /* top1465, puzzle 1 */
  rater_rating rating = rate_needing(
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
      RATER_GUESS);
  ck_assert_int_eq(rating.level, RATER_LEVEL_DIABOLICAL);
  ck_assert_int_eq(rating.hardest, RATER_GUESS);
  ck_assert_uint_gt(rating.search_nodes, 0);
}
END_TEST

START_TEST(the_level_of_each_technique_follows_qqwing) {
  /* QQWing's getDifficulty(): naked singles simple, hidden singles easy, naked and hidden pairs
   * and pointing and box/line reduction intermediate, anything else (it guesses) expert. */
  ck_assert_int_eq(sudoku_rater_level_of_technique(RATER_NAKED_SINGLE), RATER_LEVEL_SIMPLE);
  ck_assert_int_eq(sudoku_rater_level_of_technique(RATER_HIDDEN_SINGLE), RATER_LEVEL_EASY);
  rater_technique intermediate[] = {RATER_POINTING, RATER_CLAIMING, RATER_NAKED_PAIR,
                                    RATER_HIDDEN_PAIR};
  for (unsigned i = 0; i < 4; i++)
    ck_assert_int_eq(sudoku_rater_level_of_technique(intermediate[i]), RATER_LEVEL_INTERMEDIATE);
  for (unsigned technique = RATER_NAKED_TRIPLE; technique < RATER_TECHNIQUE_COUNT; technique++)
    ck_assert_int_ge(sudoku_rater_level_of_technique(technique), RATER_LEVEL_EXPERT);
  ck_assert_int_eq(sudoku_rater_level_of_technique(RATER_GUESS), RATER_LEVEL_DIABOLICAL);
}
END_TEST

static Suite *rater_techniques_suite(void) {
  Suite *suite = suite_create("rater_techniques");
  TCase *techniques = tcase_create("techniques");
  tcase_add_unchecked_fixture(techniques, create_rater, destroy_rater);
  tcase_set_timeout(techniques, 60);
  tcase_add_test(techniques, naked_singles_alone_are_simple);
  tcase_add_test(techniques, hidden_single_is_easy);
  tcase_add_test(techniques, locked_candidates_and_hidden_pair_are_intermediate);
  tcase_add_test(techniques, naked_pair);
  tcase_add_test(techniques, naked_triple);
  tcase_add_test(techniques, hidden_triple);
  tcase_add_test(techniques, naked_quad);
  tcase_add_test(techniques, hidden_quad);
  tcase_add_test(techniques, x_wing);
  tcase_add_test(techniques, swordfish);
  tcase_add_test(techniques, jellyfish);
  tcase_add_test(techniques, xy_wing);
  tcase_add_test(techniques, xyz_wing);
  tcase_add_test(techniques, w_wing);
  tcase_add_test(techniques, simple_colouring);
  tcase_add_test(techniques, guessing_is_diabolical);
  tcase_add_test(techniques, the_level_of_each_technique_follows_qqwing);
  suite_add_tcase(suite, techniques);
  return suite;
}

int main(void) {
  return run_suite(rater_techniques_suite());
}
