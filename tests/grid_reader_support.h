/* grid_reader_support.h: what the Check suites of the grid reader share: one sample puzzle in
 * every layout, and helpers that read text from memory and assert grids, ends and errors. */
#ifndef TESTS_GRID_READER_SUPPORT_H
#define TESTS_GRID_READER_SUPPORT_H

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "sudoku/grid_reader.h"
#include "tests/run_suite.h"

/* The first SPOJ SUDOGOB sample, '.' for an empty cell, written in each layout below. */
#define SAMPLE_PUZZLE                                                                              \
  "3.6..25.."                                                                                      \
  "....38..."                                                                                      \
  "7.8.16.9."                                                                                      \
  "..7..386."                                                                                      \
  "82..7..45"                                                                                      \
  ".631..9.."                                                                                      \
  ".7.35.6.2"                                                                                      \
  "...82...."                                                                                      \
  "..29..7.4"

#define SAMPLE_TOKENS                                                                              \
  "3 0 6 0 0 2 5 0 0\n"                                                                            \
  "0 0 0 0 3 8 0 0 0\n"                                                                            \
  "7 0 8 0 1 6 0 9 0\n"                                                                            \
  "0 0 7 0 0 3 8 6 0\n"                                                                            \
  "8 2 0 0 7 0 0 4 5\n"                                                                            \
  "0 6 3 1 0 0 9 0 0\n"                                                                            \
  "0 7 0 3 5 0 6 0 2\n"                                                                            \
  "0 0 0 8 2 0 0 0 0\n"                                                                            \
  "0 0 2 9 0 0 7 0 4\n"

#define SAMPLE_PACKED                                                                              \
  "306002500\n"                                                                                    \
  "000038000\n"                                                                                    \
  "708016090\n"                                                                                    \
  "007003860\n"                                                                                    \
  "820070045\n"                                                                                    \
  "063100900\n"                                                                                    \
  "070350602\n"                                                                                    \
  "000820000\n"                                                                                    \
  "002900704\n"

#define SAMPLE_LINE SAMPLE_PUZZLE "\n"

/* A second puzzle (Platinum Blonde), so that consecutive grids can be told apart. */
#define OTHER_PUZZLE                                                                               \
  ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6..."

static inline sudoku_grid grid_of(const char *puzzle) {
  ck_assert_uint_eq(strlen(puzzle), SUDOKU_CELLS);
  sudoku_grid grid = {0};
  for (unsigned cell = 0; cell < SUDOKU_CELLS; cell++) {
    char character = puzzle[cell];
    grid.cells[cell] = character >= '1' && character <= '9' ? (uint8_t)(character - '0') : 0;
  }
  return grid;
}

typedef struct reading {
  FILE *stream;
  sudoku_reader *reader;
} reading;

static inline reading open_bytes(const char *bytes, size_t length, sudoku_layout layout) {
  reading opened;
  opened.stream = fmemopen((void *)bytes, length, "r");
  ck_assert_ptr_nonnull(opened.stream);
  opened.reader = sudoku_reader_create(opened.stream, layout);
  ck_assert_ptr_nonnull(opened.reader);
  return opened;
}

static inline reading open_text(const char *text, sudoku_layout layout) {
  return open_bytes(text, strlen(text), layout);
}

static inline void close_reading(reading *opened) {
  sudoku_reader_destroy(opened->reader);
  fclose(opened->stream);
}

static inline void expect_grid(reading *opened, const char *puzzle, sudoku_layout expected_layout,
                               unsigned long expected_line) {
  sudoku_grid grid, expected = grid_of(puzzle);
  sudoku_layout layout = SUDOKU_LAYOUT_AUTO;
  sudoku_read_status status = sudoku_reader_next(opened->reader, &grid, &layout);
  ck_assert_msg(status == SUDOKU_READ_GRID, "expected a grid at line %lu, got status %d (%lu: %s)",
                expected_line, (int)status, sudoku_reader_error_line(opened->reader),
                sudoku_reader_error_message(opened->reader));
  ck_assert_mem_eq(grid.cells, expected.cells, SUDOKU_CELLS);
  ck_assert_int_eq(layout, expected_layout);
  ck_assert_uint_eq(sudoku_reader_grid_line(opened->reader), expected_line);
}

static inline void expect_end(reading *opened) {
  sudoku_grid grid = {0};
  for (int call = 0; call < 2; call++) {
    sudoku_read_status status = sudoku_reader_next(opened->reader, &grid, NULL);
    ck_assert_msg(status == SUDOKU_READ_END, "expected the end, got status %d (%lu: %s)",
                  (int)status, sudoku_reader_error_line(opened->reader),
                  sudoku_reader_error_message(opened->reader));
  }
}

/* Also checks that the error stays: a later call returns it again, unchanged. */
static inline void expect_error(reading *opened, unsigned long line, const char *message) {
  sudoku_grid grid = {0};
  for (int call = 0; call < 2; call++) {
    sudoku_read_status status = sudoku_reader_next(opened->reader, &grid, NULL);
    ck_assert_msg(status == SUDOKU_READ_ERROR, "expected the error \"%s\", got status %d", message,
                  (int)status);
    ck_assert_str_eq(sudoku_reader_error_message(opened->reader), message);
    ck_assert_uint_eq(sudoku_reader_error_line(opened->reader), line);
  }
}

static inline void skip_grids(reading *opened, unsigned count) {
  sudoku_grid grid = {0};
  for (unsigned k = 0; k < count; k++)
    ck_assert_int_eq(sudoku_reader_next(opened->reader, &grid, NULL), SUDOKU_READ_GRID);
}

/* Reads grids_before grids from bytes, then expects the error. */
static inline void check_bytes_fail(const char *bytes, size_t length, sudoku_layout layout,
                                    unsigned grids_before, unsigned long line,
                                    const char *message) {
  reading opened = open_bytes(bytes, length, layout);
  skip_grids(&opened, grids_before);
  expect_error(&opened, line, message);
  close_reading(&opened);
}

static inline void check_text_fails(const char *text, unsigned grids_before, unsigned long line,
                                    const char *message) {
  check_bytes_fail(text, strlen(text), SUDOKU_LAYOUT_AUTO, grids_before, line, message);
}

#endif
