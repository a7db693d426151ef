/* test_dlx_bitset_limit.c: the Check suite for the one limit of the bitset representation that
 * dlx.h states: a problem with a primary item in more than 32,766 options runs on the links even
 * when the bitset is asked for, and statistics say so.
 *
 * The bitset keeps each primary item's count of active options in 16 bits, with its largest value
 * marking a covered item; the limit once stood in the comments as 65,534 while the code took
 * 32,766. The problem here has a primary item a in n options {a} and a primary item b in none:
 * b can never be covered, so there is no solution whatever n is (the count is known without a
 * search), and both representations end at the root.
 */
#include "dlx/dlx.h"

#include <check.h>
#include <stdint.h>

#include "tests/run_suite.h"

enum { BITSET_LARGEST_ITEM_LENGTH = 32766 };

static void solve_with_item_length(uint32_t option_count, dlx_statistics *statistics) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(dlx_create(&solver, 2, 0), DLX_OK);
  const uint32_t item_a = 0;
  for (uint32_t k = 0; k < option_count; k++)
    ck_assert_int_eq(dlx_add_option(solver, &item_a, 1, NULL), DLX_OK);
  ck_assert_int_eq(
      dlx_set_option_value(solver, DLX_OPTION_REPRESENTATION, DLX_REPRESENTATION_BITSET), DLX_OK);
  ck_assert_int_eq(dlx_solve(solver, NULL, statistics), DLX_OK);
  ck_assert_int_eq(dlx_check_consistency(solver), DLX_OK);
  dlx_destroy(solver);
}

START_TEST(test_bitset_takes_an_item_of_32766_options) {
  dlx_statistics statistics;
  solve_with_item_length(BITSET_LARGEST_ITEM_LENGTH, &statistics);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_BITSET);
  ck_assert_uint_eq(statistics.solutions, 0);
}
END_TEST

START_TEST(test_an_item_of_32767_options_runs_on_the_links) {
  dlx_statistics statistics;
  solve_with_item_length(BITSET_LARGEST_ITEM_LENGTH + 1, &statistics);
  ck_assert_int_eq(statistics.representation, DLX_REPRESENTATION_LINKS);
  ck_assert_uint_eq(statistics.solutions, 0);
}
END_TEST

int main(void) {
  Suite *suite = suite_create("dlx_bitset_limit");
  TCase *limit = tcase_create("item_length");
  tcase_add_test(limit, test_bitset_takes_an_item_of_32766_options);
  tcase_add_test(limit, test_an_item_of_32767_options_runs_on_the_links);
  suite_add_tcase(suite, limit);
  return run_suite(suite);
}
