/* run_suite.h: the main the Check suites share (each tests/test_*.c is its own program), so that
 * they all run and report the same way. */
#ifndef TESTS_RUN_SUITE_H
#define TESTS_RUN_SUITE_H

#include <check.h>
#include <stdlib.h>

/* Runs every test of suite (each in a child process, as Check does by default) and gives main's
 * exit status. */
static inline int run_suite(Suite *suite) {
  SRunner *runner = srunner_create(suite);
  srunner_run_all(runner, CK_NORMAL);
  int failed_count = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed_count == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

#endif
