/* test_dlx_status_names.c: the Check suite of dlx_status_name and dlx_status_count
 * (dlx/dlx.h), from which the bindings take the numbers of the statuses: every status has
 * its name (dlx.h's constant without DLX_, in lower case), the names are distinct, and the count
 * covers every status that dlx_strerror describes, so that a status added to dlx.h without its
 * name fails here.
 */
#include "dlx/dlx.h"
#include "tests/run_suite.h"

#include <check.h>
#include <stdbool.h>
#include <string.h>

START_TEST(test_known_statuses_have_their_constants_names) {
  ck_assert_str_eq(dlx_status_name(DLX_OK), "ok");
  ck_assert_str_eq(dlx_status_name(DLX_STOPPED_AT_SOLUTION_LIMIT), "stopped_at_solution_limit");
  ck_assert_str_eq(dlx_status_name(DLX_STOPPED_BY_CALLBACK), "stopped_by_callback");
  ck_assert_str_eq(dlx_status_name(DLX_STOPPED_AT_NODE_LIMIT), "stopped_at_node_limit");
  ck_assert_str_eq(dlx_status_name(DLX_STOPPED_BY_REQUEST), "stopped_by_request");
  ck_assert_str_eq(dlx_status_name(DLX_PRESELECTED_OPTIONS_CONFLICT),
                   "preselected_options_conflict");
  ck_assert_str_eq(dlx_status_name(DLX_ERROR_OUT_OF_MEMORY), "error_out_of_memory");
  ck_assert_str_eq(dlx_status_name(DLX_ERROR_BAD_FORMAT), "error_bad_format");
  ck_assert_str_eq(dlx_status_name(DLX_ERROR_COSTS_WITH_BOUNDS), "error_costs_with_bounds");
}
END_TEST

START_TEST(test_every_status_has_one_distinct_name) {
  int count = dlx_status_count();
  ck_assert_int_gt(count, DLX_ERROR_COSTS_WITH_BOUNDS);
  const char *unknown = dlx_strerror((dlx_status)(count + 1000));
  for (int status = 0; status < count; status++) {
    const char *name = dlx_status_name((dlx_status)status);
    ck_assert_ptr_nonnull(name);
    ck_assert_msg(name[0] != '\0' && strcmp(name, "unknown") != 0, "status %d has no name", status);
    ck_assert_msg(strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789_") == strlen(name),
                  "status %d is named \"%s\"", status, name);
    /* The first statuses end a search without an error; all the others are errors. */
    bool error = status >= DLX_ERROR_OUT_OF_MEMORY;
    ck_assert_msg(error == (strncmp(name, "error_", 6) == 0), "status %d is named \"%s\"", status,
                  name);
    ck_assert_str_ne(dlx_strerror((dlx_status)status), unknown);
    for (int other = 0; other < status; other++)
      ck_assert_str_ne(dlx_status_name((dlx_status)other), name);
  }
  /* The first value past the count is no status: dlx_strerror does not know it either. */
  ck_assert_str_eq(dlx_strerror((dlx_status)count), unknown);
}
END_TEST

START_TEST(test_values_that_are_no_status_are_unknown) {
  ck_assert_str_eq(dlx_status_name((dlx_status)dlx_status_count()), "unknown");
  ck_assert_str_eq(dlx_status_name((dlx_status)-1), "unknown");
  ck_assert_str_eq(dlx_status_name((dlx_status)1000000), "unknown");
}
END_TEST

static Suite *status_names_suite(void) {
  Suite *suite = suite_create("dlx status names");
  TCase *names = tcase_create("names");
  tcase_add_test(names, test_known_statuses_have_their_constants_names);
  tcase_add_test(names, test_every_status_has_one_distinct_name);
  tcase_add_test(names, test_values_that_are_no_status_are_unknown);
  suite_add_tcase(suite, names);
  return suite;
}

int main(void) {
  return run_suite(status_names_suite());
}
