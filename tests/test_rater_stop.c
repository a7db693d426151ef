/* test_rater_stop.c: sudoku_rater_set_stop, the dlx_stop that --timeout and the signals raise. A
 * stop raised before a rating stops it before its first step; one raised by the step callback
 * after step k stops it after exactly k steps, with the counts of those steps (counted here, by
 * the callback) and the level of the hardest of them; a stop never raised changes nothing. The line
 * of a stopped rating says so. Every step before the stop is checked as in the other suites
 * (rater_test_support.h). */
#include "tests/rater_test_support.h"

#include <stdio.h>

/* top1465, puzzle 1: diabolical (test_rater_techniques.c), so it has steps of several levels and
 * a guessing search */
static const char *const diabolical_puzzle =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

static dlx_stop *stop_flag; /* made for each test by the fixture */

static void make_stop_flag(void) {
  ck_assert_int_eq(dlx_stop_create(&stop_flag), DLX_OK);
}

static void destroy_stop_flag(void) {
  dlx_stop_destroy(stop_flag);
  stop_flag = NULL;
}

typedef struct stopping_checker {
  step_checker checker;
  unsigned stop_after; /* steps before the callback raises stop_flag */
  uint64_t counts[RATER_TECHNIQUE_COUNT];
  unsigned steps_seen;
  rater_technique hardest_seen;
} stopping_checker;

static void check_then_stop(void *context, const rater_step *step) {
  stopping_checker *stopping = context;
  check_step(&stopping->checker, step);
  stopping->counts[step->technique]++;
  if (stopping->steps_seen == 0 || step->technique > stopping->hardest_seen)
    stopping->hardest_seen = step->technique;
  if (++stopping->steps_seen == stopping->stop_after) dlx_request_stop(stop_flag);
}

START_TEST(a_request_made_before_stops_the_rating_before_its_first_step) {
  rater *rater = sudoku_rater_create_standard(3, 3);
  ck_assert_ptr_nonnull(rater);
  uint8_t givens[81];
  cells_from_text(diabolical_puzzle, givens);
  dlx_request_stop(stop_flag);
  sudoku_rater_set_stop(rater, stop_flag);
  stopping_checker stopping = {.stop_after = 0};
  step_checker_start(&stopping.checker, givens);
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, givens, &rating, NULL, check_then_stop, &stopping));
  ck_assert_int_eq(rating.outcome, RATER_STOPPED);
  ck_assert_uint_eq(rating.step_count, 0);
  ck_assert_uint_eq(stopping.steps_seen, 0);
  sudoku_rater_destroy(rater);
}
END_TEST

/* Rates the diabolical puzzle, the stop raised by the callback after stop_after steps. */
static void rate_stopped_after(unsigned stop_after) {
  rater *rater = sudoku_rater_create_standard(3, 3);
  ck_assert_ptr_nonnull(rater);
  uint8_t givens[81];
  cells_from_text(diabolical_puzzle, givens);
  dlx_clear_stop(stop_flag);
  sudoku_rater_set_stop(rater, stop_flag);
  stopping_checker stopping = {.stop_after = stop_after};
  step_checker_start(&stopping.checker, givens);
  rater_rating rating;
  ck_assert(sudoku_rater_rate(rater, givens, &rating, NULL, check_then_stop, &stopping));
  ck_assert_int_eq(rating.outcome, RATER_STOPPED);
  ck_assert_uint_eq(stopping.steps_seen, stop_after);
  ck_assert_uint_eq(rating.step_count, stop_after);
  ck_assert_mem_eq(rating.technique_counts, stopping.counts, sizeof stopping.counts);
  ck_assert_int_eq(rating.hardest, stopping.hardest_seen);
  ck_assert_int_eq(rating.level, sudoku_rater_level_of_technique(stopping.hardest_seen));
  sudoku_rater_destroy(rater);
}

START_TEST(a_request_made_after_a_step_stops_the_rating_after_that_step) {
  unsigned empty_cells = 0;
  for (unsigned cell = 0; cell < 81; cell++) empty_cells += diabolical_puzzle[cell] == '.';
  rate_stopped_after(1);
  rate_stopped_after(10);
  rate_stopped_after(empty_cells / 2);
}
END_TEST

START_TEST(a_stop_never_raised_changes_nothing) {
  rater *watched = sudoku_rater_create_standard(3, 3),
        *unwatched = sudoku_rater_create_standard(3, 3);
  ck_assert_ptr_nonnull(watched);
  ck_assert_ptr_nonnull(unwatched);
  sudoku_rater_set_stop(watched, stop_flag);
  rater_rating expected = rate_checked(unwatched, diabolical_puzzle);
  rater_rating got = rate_checked(watched, diabolical_puzzle);
  ck_assert_int_eq(got.outcome, RATER_SOLVED);
  ck_assert_int_eq(got.level, RATER_LEVEL_DIABOLICAL);
  ck_assert_mem_eq(got.technique_counts, expected.technique_counts, sizeof got.technique_counts);
  sudoku_rater_destroy(watched);
  sudoku_rater_destroy(unwatched);
}
END_TEST

/* What sudoku_rater_write_rating writes for rating. */
static const char *rating_text(const rater_rating *rating) {
  static char text[512];
  FILE *out = fmemopen(text, sizeof text, "w");
  ck_assert_ptr_nonnull(out);
  sudoku_rater_write_rating(rating, out);
  fclose(out);
  return text;
}

START_TEST(the_line_of_a_stopped_rating_says_so_and_gives_a_lower_bound) {
  rater_rating rating = {.outcome = RATER_STOPPED,
                         .hardest = RATER_HIDDEN_SINGLE,
                         .level = RATER_LEVEL_EASY,
                         .step_count = 6};
  rating.technique_counts[RATER_NAKED_SINGLE] = 4;
  rating.technique_counts[RATER_HIDDEN_SINGLE] = 2;
  ck_assert_str_eq(rating_text(&rating), "at least easy (hardest so far: hidden single): naked "
                                         "single 4, hidden single 2; rating stopped after 6 "
                                         "steps\n");
  rater_rating nothing = {.outcome = RATER_STOPPED};
  ck_assert_str_eq(rating_text(&nothing), "unrated: rating stopped before its first step\n");
}
END_TEST

static Suite *rater_stop_suite(void) {
  Suite *suite = suite_create("rater_stop");
  TCase *stops = tcase_create("stops");
  tcase_set_timeout(stops, 30);
  tcase_add_checked_fixture(stops, make_stop_flag, destroy_stop_flag);
  tcase_add_test(stops, a_request_made_before_stops_the_rating_before_its_first_step);
  tcase_add_test(stops, a_request_made_after_a_step_stops_the_rating_after_that_step);
  tcase_add_test(stops, a_stop_never_raised_changes_nothing);
  tcase_add_test(stops, the_line_of_a_stopped_rating_says_so_and_gives_a_lower_bound);
  suite_add_tcase(suite, stops);
  return suite;
}

int main(void) {
  return run_suite(rater_stop_suite());
}
