/* knuth_test_support.h: what the Check suites of the reader of Knuth's exact-cover format
 * (test_knuth.c, test_knuth_errors.c, test_knuth_encodings.c) share: reading bytes from memory
 * with the warnings recorded, reading text that must be well formed, counting its solutions,
 * asserting the item names and option texts the reader kept, and Knuth's example. ASSERT_STATUS
 * and run_suite come from the engine's test support.
 * Everything is static inline, so that each suite takes only what it uses. */
#ifndef TESTS_KNUTH_TEST_SUPPORT_H
#define TESTS_KNUTH_TEST_SUPPORT_H

#include "dlx/knuth.h"
#include "tests/dlx_test_support.h"

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { MAX_RECORDED_WARNINGS = 16, RECORDED_MESSAGE_CAPACITY = 200 };

typedef struct warning_record {
  size_t count;
  unsigned long lines[MAX_RECORDED_WARNINGS];
  unsigned long columns[MAX_RECORDED_WARNINGS];
  char messages[MAX_RECORDED_WARNINGS][RECORDED_MESSAGE_CAPACITY];
} warning_record;

static inline void record_warning(void *context, unsigned long line, unsigned long column,
                                  const char *message) {
  warning_record *record = context;
  if (record->count < MAX_RECORDED_WARNINGS) {
    record->lines[record->count] = line;
    record->columns[record->count] = column;
    snprintf(record->messages[record->count], RECORDED_MESSAGE_CAPACITY, "%s", message);
  }
  record->count++;
}

/* Reads length bytes (NUL bytes allowed) with the reader; warnings go to record when not NULL. */
static inline dlx_status read_bytes(const char *bytes, size_t length, dlx_knuth **problem,
                                    dlx_knuth_error *error, warning_record *record) {
  /* fmemopen of a zero-sized buffer is not portable: an empty input is an empty temporary file. */
  FILE *stream = length > 0 ? fmemopen((void *)bytes, length, "r") : tmpfile();
  ck_assert_ptr_nonnull(stream);
  dlx_status status =
      dlx_knuth_read(stream, problem, error, record ? record_warning : NULL, record);
  fclose(stream);
  return status;
}

static inline dlx_status read_text(const char *text, dlx_knuth **problem, dlx_knuth_error *error) {
  return read_bytes(text, strlen(text), problem, error, NULL);
}

/* Reads text that must be well formed, and checks the solver against it. */
static inline dlx_knuth *read_good_text(const char *text) {
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  dlx_status status = read_text(text, &problem, &error);
  ck_assert_msg(status == DLX_OK, "reading %s failed: %s at %lu:%lu: %s", text,
                dlx_strerror(status), error.line, error.column, error.message);
  ck_assert_ptr_nonnull(problem);
  ck_assert_ptr_nonnull(dlx_knuth_solver(problem));
  ASSERT_STATUS(dlx_check_consistency(dlx_knuth_solver(problem)), DLX_OK);
  return problem;
}

static inline uint64_t count_solutions(dlx_knuth *problem) {
  dlx_statistics statistics;
  ASSERT_STATUS(dlx_solve(dlx_knuth_solver(problem), NULL, &statistics), DLX_OK);
  ASSERT_STATUS(dlx_check_consistency(dlx_knuth_solver(problem)), DLX_OK);
  return statistics.solutions;
}

static inline void assert_item_names(const dlx_knuth *problem, const char *const *names,
                                     size_t count) {
  ck_assert_uint_eq(dlx_knuth_item_count(problem), count);
  for (size_t k = 0; k < count; k++)
    ck_assert_str_eq(dlx_knuth_item_name(problem, (uint32_t)k), names[k]);
  ck_assert_ptr_null(dlx_knuth_item_name(problem, (uint32_t)count));
}

static inline void assert_option_texts(dlx_knuth *problem, const char *const *texts, size_t count) {
  ck_assert_uint_eq(dlx_option_count(dlx_knuth_solver(problem)), count);
  for (size_t k = 0; k < count; k++)
    ck_assert_str_eq(dlx_knuth_option_text(problem, (uint32_t)k), texts[k]);
  ck_assert_ptr_null(dlx_knuth_option_text(problem, (uint32_t)count));
}

/* Knuth's example from TAOCP 7.2.2.1, as his programs read it: one solution. */
static const char knuth_example[] = "| Knuth's example, TAOCP 7.2.2.1\n"
                                    "a b c d e f g\n"
                                    "c e\n"
                                    "a d g\n"
                                    "b c f\n"
                                    "a d f\n"
                                    "b g\n"
                                    "d e g\n";

#endif
