/* test_dlx_padding.c: the Check suite for the padding of the bitset's options.
 *
 * The bitset pads each option's primary items to a fixed width with a dummy slot, whose count the
 * removals decrement. One take removing thousands of padded options once drove that count down to
 * 0, which the forcing step read as an item left without options: a search with one solution
 * answered none. The answer here is counted by hand: option A is the only one with item 0, so it
 * is in every solution; it shares a secondary item with each of the n options {8, s_k}, which it
 * removes, and the option {8} then covers item 8: exactly one solution.
 */
#include "dlx/dlx.h"

#include <check.h>
#include <stdint.h>
#include <stdlib.h>

/* 4681 options of 1 primary item padded to 8 decrement the dummy slot 32767 times in one take. */
START_TEST(test_a_take_of_many_padded_options_keeps_the_count) {
  const uint32_t removed_counts[] = {4680, 4681, 4682, 9362};
  uint32_t n = removed_counts[_i];
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 9, n), DLX_OK);
  uint32_t *items = malloc((8 + (size_t)n) * sizeof *items);
  ck_assert_ptr_nonnull(items);
  for (uint32_t k = 0; k < 8; k++) items[k] = k;
  for (uint32_t k = 0; k < n; k++) items[8 + k] = 9 + k;
  ck_assert_int_eq(dlx_add_option(solver, items, 8 + (size_t)n, NULL), DLX_OK);
  for (uint32_t k = 0; k < n; k++) {
    uint32_t option[2] = {8, 9 + k};
    ck_assert_int_eq(dlx_add_option(solver, option, 2, NULL), DLX_OK);
  }
  uint32_t last[1] = {8};
  ck_assert_int_eq(dlx_add_option(solver, last, 1, NULL), DLX_OK);
  const dlx_representation representations[] = {DLX_REPRESENTATION_LINKS,
                                                DLX_REPRESENTATION_BITSET};
  for (size_t r = 0; r < 2; r++) {
    ck_assert_int_eq(dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, representations[r]),
                     DLX_OK);
    dlx_statistics statistics;
    ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
    ck_assert_int_eq(statistics.representation, representations[r]);
    ck_assert_uint_eq(statistics.solutions, 1);
    ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  }
  free(items);
  dlx_destroy(solver);
}
END_TEST

static Suite *padding_suite(void) {
  Suite *suite = suite_create("dlx padding");
  TCase *takes = tcase_create("large takes");
  tcase_set_timeout(takes, 60);
  tcase_add_loop_test(takes, test_a_take_of_many_padded_options_keeps_the_count, 0, 4);
  suite_add_tcase(suite, takes);
  return suite;
}

int main(void) {
  SRunner *runner = srunner_create(padding_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
