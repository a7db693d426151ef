/* test_grid_reader_shapes.c: the Check suite of what the grid reader (sudoku/grid_reader.c) reads
 * about grids other than the classic 9x9: the alphabet of a grid above 9x9 detected from all of its
 * rows, the messages about cells outside the alphabet, the order of header lines (size: first) and
 * the region maps of jigsaw sudoku. Counts are checked against the independent counter of
 * tests/independent_sudoku.h, which shares no code with sudoku/ or dlx/. Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid_reader_support.h"
#include "sudoku/grid_reader.h"
#include "sudoku/sudoku.h"
#include "tests/independent_sudoku.h"

enum { HEX_SIDE = 16 };

/* The value (1..16) the test gives a character of a hex grid, 0 for '.', written apart from
 * sudoku/symbols.c. */
static uint8_t hex_cell_value(char character) {
  if (character == '.') return 0;
  if (character >= '0' && character <= '9') return (uint8_t)(character - '0' + 1);
  ck_assert_msg(character >= 'A' && character <= 'F', "not a hex cell: '%c'", character);
  return (uint8_t)(character - 'A' + 11);
}

static sudoku_grid read_only_grid(reading *opened) {
  sudoku_grid grid;
  sudoku_read_status status = sudoku_reader_next(opened->reader, &grid, NULL);
  ck_assert_msg(status == SUDOKU_READ_GRID, "expected a grid, got status %d (%lu: %s)", (int)status,
                sudoku_reader_error_line(opened->reader),
                sudoku_reader_error_message(opened->reader));
  expect_end(opened);
  return grid;
}

static uint64_t library_count(const sudoku_geometry *geometry, const sudoku_grid *grid) {
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  ck_assert_ptr_nonnull(solver);
  sudoku_result result;
  ck_assert_int_eq(sudoku_solve(solver, grid, 0, NULL, NULL, &result), DLX_OK);
  sudoku_solver_destroy(solver);
  ck_assert(!result.reached_limit && !result.interrupted);
  return result.solutions;
}

/* ---- the alphabet of a grid above 9x9, from all of its rows ---- */

/* A unique 16x16 hex puzzle (a bundled 16x16 puzzle mapped to 0-9A-F, its first row filled from
 * its solution): the first row, complete, holds 0 and no other empty mark; later rows hold 0 and
 * '.', never G. Read from its first row alone, it was taken for digits with 0 as an empty cell. */
START_TEST(test_hex_grid_whose_first_row_is_complete) {
  FILE *file = fopen("data/reader/hex16-first-row-complete.txt", "r");
  ck_assert_msg(file != NULL, "cannot open data/reader/hex16-first-row-complete.txt");
  char line[64];
  uint8_t expected[HEX_SIDE * HEX_SIDE];
  ck_assert_ptr_nonnull(fgets(line, sizeof line, file));
  ck_assert_str_eq(line, "size: 16\n");
  for (unsigned row = 0; row < HEX_SIDE; row++) {
    ck_assert_ptr_nonnull(fgets(line, sizeof line, file));
    ck_assert_uint_eq(strlen(line), HEX_SIDE + 1);
    for (unsigned column = 0; column < HEX_SIDE; column++)
      expected[row * HEX_SIDE + column] = hex_cell_value(line[column]);
  }
  rewind(file);
  reading opened = {file, sudoku_reader_create(file, SUDOKU_LAYOUT_AUTO)};
  ck_assert_ptr_nonnull(opened.reader);
  sudoku_grid grid = read_only_grid(&opened);
  ck_assert_uint_eq(grid.side, HEX_SIDE);
  ck_assert_int_eq(grid.symbols, SUDOKU_SYMBOLS_HEX);
  ck_assert_mem_eq(grid.cells, expected, sizeof expected);

  independent_sudoku oracle = {
      .side = HEX_SIDE, .box_rows = 4, .box_columns = 4, .givens = expected};
  uint64_t independent_count = independent_sudoku_count(&oracle, 2, NULL);
  ck_assert_uint_eq(independent_count, 1);
  ck_assert_uint_eq(library_count(sudoku_reader_geometry(opened.reader), &grid), independent_count);
  close_reading(&opened);
}
END_TEST

/* 0 beside '.' asks for hex, but G is no hex symbol: every row is digits (0 an empty mark). The
 * first row alone asked for hex, and G in row 2 was refused. */
START_TEST(test_hex_clue_yields_to_a_symbol_hex_lacks) {
  char text[512] = "size: 16\n0.23456789ABCDEF\n..G.............\n";
  for (unsigned row = 3; row <= HEX_SIDE; row++) strcat(text, "................\n");
  reading opened = open_text(text, SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = read_only_grid(&opened);
  ck_assert_int_eq(grid.symbols, SUDOKU_SYMBOLS_DIGITS);
  const uint8_t first_rows[] = {0, 0, 2,  3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0,  0,  0,  0,  0,  0};
  ck_assert_mem_eq(grid.cells, first_rows, sizeof first_rows);
  close_reading(&opened);
}
END_TEST

/* Tokens of one digit in the first row, numbers of two in a later one: numbers (1-12). */
START_TEST(test_numbers_found_in_a_later_row) {
  char text[1024] = "size: 12\n1 2 3 4 5 6 7 8 9 . . .\n";
  for (unsigned row = 2; row <= 12; row++)
    strcat(text, row == 6 ? ". . . . . . . . . 10 11 12\n" : ". . . . . . . . . . . .\n");
  reading opened = open_text(text, SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = read_only_grid(&opened);
  ck_assert_int_eq(grid.symbols, SUDOKU_SYMBOLS_NUMBERS);
  for (unsigned column = 0; column < 12; column++) {
    ck_assert_uint_eq(grid.cells[column], column < 9 ? column + 1 : 0);
    ck_assert_uint_eq(grid.cells[5 * 12 + column], column < 9 ? 0 : column + 1);
  }
  close_reading(&opened);
}
END_TEST

/* Letters only in the first row, a digit in the second: digits, the first row read again. */
START_TEST(test_letters_first_then_a_digit) {
  char text[512] = "size: 16\nABCDEFG.........\n1...............\n";
  for (unsigned row = 3; row <= HEX_SIDE; row++) strcat(text, "................\n");
  reading opened = open_text(text, SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = read_only_grid(&opened);
  ck_assert_int_eq(grid.symbols, SUDOKU_SYMBOLS_DIGITS);
  for (unsigned column = 0; column < 7; column++)
    ck_assert_uint_eq(grid.cells[column], 10 + column);
  ck_assert_uint_eq(grid.cells[HEX_SIDE], 1);
  close_reading(&opened);
}
END_TEST

/* ---- cells outside the alphabet ---- */

static void append_twelve_by_twelve_with_10_in_row_6(char *text) {
  strcat(text, "1 2 3 4 5 6 7 8 9 A B C\n");
  for (unsigned row = 2; row <= 12; row++)
    strcat(text, row == 6 ? ". . . . . 10 . . . . . .\n" : ". . . . . . . . . . . .\n");
}

START_TEST(test_number_in_a_grid_of_detected_digits) {
  char text[1024] = "size: 12\n";
  append_twelve_by_twelve_with_10_in_row_6(text);
  check_text_fails(text, 0, 7,
                   "cell '10' in row 6 is not a symbol of the detected alphabet (digits 1-9A-C); "
                   "for numbers separated by spaces, write the header symbols: numbers");
}
END_TEST

START_TEST(test_number_in_a_grid_of_declared_digits) {
  char text[1024] = "size: 12\nsymbols: digits\n";
  append_twelve_by_twelve_with_10_in_row_6(text);
  check_text_fails(text, 0, 8,
                   "cell '10' in row 6 is not a symbol of the declared alphabet (digits 1-9A-C)");
}
END_TEST

START_TEST(test_symbol_of_a_larger_grid) {
  check_text_fails("size: 4\n1...\n..5.\n....\n....\n", 0, 3,
                   "cell '5' in row 2 is not a symbol of a 4x4 grid (1-4)");
  check_text_fails("size: 4\n1 . . .\n. . 5 .\n", 0, 3,
                   "cell '5' in row 2 is not a symbol of a 4x4 grid (1-4)");
  check_text_fails("size: 4\n1....5..........\n", 0, 2,
                   "cell '5' at column 6 is not a symbol of a 4x4 grid (1-4)");
  check_text_fails("size: 16\n123456789ABCDEFH\n", 0, 2,
                   "cell 'H' in row 1 is not a symbol of a 16x16 grid (detected alphabet: digits "
                   "1-9A-G)");
  check_text_fails("size: 16\nsymbols: hex\n0123456789ABCDEG\n", 0, 3,
                   "cell 'G' in row 1 is not a symbol of a 16x16 grid (alphabet: hex 0-9A-F)");
  /* Letters in a 9x9 are no digits of any grid: the message stays. */
  check_text_fails("1........\nx........\n", 0, 2,
                   "cell 'x' in row 2 is not a digit or an empty mark");
}
END_TEST

/* ---- size: comes first ---- */

START_TEST(test_lines_that_size_would_discard_are_refused) {
  check_text_fails("different: r1c1 r4c4\nsize: 4\n1..............1\n", 0, 2,
                   "size: after line 1 'different: r1c1 r4c4' would discard it: write size: first");
  check_text_fails("# shape\nboxes: none\nsize: 4\n................\n", 0, 3,
                   "size: after line 2 'boxes: none' would discard it: write size: first");
  check_text_fails("size: 4\nregion: r1c1 r2c2 r3c3 r4c4\nsize: 4\n................\n", 0, 3,
                   "size: after line 2 'region: r1c1 r2c2 r3c3 r...' would discard it: write "
                   "size: first");
  check_text_fails("regions:\nAAABBBCCC\nAAABBBCCC\nAAABBBCCC\nDDDEEEFFF\nDDDEEEFFF\nDDDEEEFFF\n"
                   "GGGHHHIII\nGGGHHHIII\nGGGHHHIII\nsize: 9\n",
                   0, 11, "size: after line 1 'regions:' would discard it: write size: first");
}
END_TEST

/* symbols: and variant: survive size:, and boxes: after size: is kept. */
START_TEST(test_lines_that_size_keeps) {
  reading opened = open_text("symbols: letters\nvariant: x\nsize: 4\nsize: 4\nboxes: none\n"
                             "A...............\n",
                             SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = read_only_grid(&opened);
  const sudoku_geometry *geometry = sudoku_reader_geometry(opened.reader);
  ck_assert_uint_eq(geometry->side, 4);
  ck_assert(geometry->boxless);
  ck_assert_uint_eq(geometry->variants, SUDOKU_VARIANT_X);
  ck_assert_int_eq(grid.symbols, SUDOKU_SYMBOLS_LETTERS);
  ck_assert_uint_eq(grid.cells[0], 1);
  close_reading(&opened);
}
END_TEST

/* ---- region maps ---- */

START_TEST(test_region_map_errors_name_the_map_line_and_the_label) {
  /* 'A' has 5 cells and 'D' 3: the first row that holds A. */
  check_text_fails("size: 4\nregions:\nAABB\nAABB\nCCDD\nCCDA\n................\n", 0, 3,
                   "region 'A' of the map has 5 cells, expected 4");
  /* 'A' has 5 cells, the first in row 3, after a blank line (line 6). */
  check_text_fails("size: 4\nregions:\nCCDD\n\nCCDD\nAABB\nAABA\n", 0, 6,
                   "region 'A' of the map has 5 cells, expected 4");
  check_text_fails("size: 4\nregions:\nAABB\nAAB\n", 0, 4,
                   "region map row 2 has 3 cells, expected 4");
  check_text_fails("size: 4\nregions:\nAABB\nA\n", 0, 4, "region map row 2 has 1 cell, expected 4");
}
END_TEST

/* A '.' typed for a label is blamed, on its own row, not the correct row of the last label. */
START_TEST(test_stray_label_is_blamed_on_its_row) {
  check_text_fails("size: 4\nregions:\nAABB\nA.BB\nCCDD\nCCDD\n", 0, 4,
                   "region map has 5 regions, expected 4: region '.' has only 1 cell");
  check_text_fails("size: 9\nregions:\nAAABBBCCC\nA.ABBBCCC\nAAABBBCCC\nDDDEEEFFF\nDDDEEEFFF\n"
                   "DDDEEEFFF\nGGGHHHIII\nGGGHHHIII\nGGGHHHIII\n",
                   0, 4, "region map has 10 regions, expected 9: region '.' has only 1 cell");
}
END_TEST

/* '#' labels a region like any other character: map lines are never comments. */
START_TEST(test_hash_labels_a_region) {
  reading opened = open_text("# a 4x4 jigsaw\nsize: 4\nregions:\n##BB\n#B#B\nCCDD\nCDCD\n"
                             "# one given\n...............1\n",
                             SUDOKU_LAYOUT_AUTO);
  sudoku_grid grid = read_only_grid(&opened);
  const sudoku_geometry *geometry = sudoku_reader_geometry(opened.reader);
  const uint8_t map[16] = {0, 0, 1, 1, 0, 1, 0, 1, 2, 2, 3, 3, 2, 3, 2, 3};
  ck_assert_ptr_nonnull(geometry->region_of_cell);
  ck_assert_mem_eq(geometry->region_of_cell, map, sizeof map);
  independent_sudoku oracle = {.side = 4, .region_of_cell = map, .givens = grid.cells};
  ck_assert_uint_eq(library_count(geometry, &grid), independent_sudoku_count(&oracle, 0, NULL));
  close_reading(&opened);
}
END_TEST

START_TEST(test_comment_inside_a_map_is_a_map_row) {
  check_text_fails("size: 4\nregions:\n# the map\nAABB\nAABB\nCCDD\nCCDD\n", 0, 3,
                   "region map row 1 has more than 4 cells");
}
END_TEST

/* ---- messages: singulars, alphabets ---- */

START_TEST(test_header_messages) {
  check_text_fails("size: 4\nregion: r1c1\n", 0, 2, "region has 1 cell, expected 4");
  check_text_fails("size: 4\ndifferent: r1c1\n", 0, 2, "different has 1 cell, expected 2");
  check_text_fails("symbols: greek\n", 0, 1,
                   "unknown symbols 'greek' (digits or 1-9A-G, hex or 0-9A-F, letters or A-Y, "
                   "numbers)");
}
END_TEST

START_TEST(test_geometry_problem_of_a_region_of_one_cell) {
  sudoku_geometry geometry = {.side = 2};
  uint8_t map[4] = {0, 1, 1, 1};
  geometry.region_of_cell = map;
  ck_assert_str_eq(sudoku_geometry_problem(&geometry),
                   "region 1 of the map has 1 cell, expected 2");
}
END_TEST

START_TEST(test_symbols_range) {
  char range[SUDOKU_SYMBOLS_RANGE_CAPACITY];
  const struct {
    sudoku_symbols symbols;
    unsigned side;
    const char *expected;
  } cases[] = {
      {SUDOKU_SYMBOLS_DIGITS, 4, "1-4"},        {SUDOKU_SYMBOLS_DIGITS, 10, "1-9A"},
      {SUDOKU_SYMBOLS_DIGITS, 16, "1-9A-G"},    {SUDOKU_SYMBOLS_DIGITS, 37, "1-9A-Zab"},
      {SUDOKU_SYMBOLS_DIGITS, 61, "1-9A-Za-z"}, {SUDOKU_SYMBOLS_HEX, 16, "0-9A-F"},
      {SUDOKU_SYMBOLS_LETTERS, 25, "A-Y"},      {SUDOKU_SYMBOLS_LETTERS, 1, "A"},
      {SUDOKU_SYMBOLS_NUMBERS, 12, "1-12"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    sudoku_symbols_range(cases[k].symbols, cases[k].side, range);
    ck_assert_str_eq(range, cases[k].expected);
  }
}
END_TEST

static Suite *grid_reader_shapes_suite(void) {
  Suite *suite = suite_create("grid_reader_shapes");
  TCase *alphabets = tcase_create("alphabets");
  tcase_add_test(alphabets, test_hex_grid_whose_first_row_is_complete);
  tcase_add_test(alphabets, test_hex_clue_yields_to_a_symbol_hex_lacks);
  tcase_add_test(alphabets, test_numbers_found_in_a_later_row);
  tcase_add_test(alphabets, test_letters_first_then_a_digit);
  tcase_add_test(alphabets, test_number_in_a_grid_of_detected_digits);
  tcase_add_test(alphabets, test_number_in_a_grid_of_declared_digits);
  tcase_add_test(alphabets, test_symbol_of_a_larger_grid);
  tcase_add_test(alphabets, test_symbols_range);
  suite_add_tcase(suite, alphabets);
  TCase *headers = tcase_create("headers");
  tcase_add_test(headers, test_lines_that_size_would_discard_are_refused);
  tcase_add_test(headers, test_lines_that_size_keeps);
  tcase_add_test(headers, test_header_messages);
  tcase_add_test(headers, test_geometry_problem_of_a_region_of_one_cell);
  suite_add_tcase(suite, headers);
  TCase *maps = tcase_create("region maps");
  tcase_add_test(maps, test_region_map_errors_name_the_map_line_and_the_label);
  tcase_add_test(maps, test_stray_label_is_blamed_on_its_row);
  tcase_add_test(maps, test_hash_labels_a_region);
  tcase_add_test(maps, test_comment_inside_a_map_is_a_map_row);
  suite_add_tcase(suite, maps);
  return suite;
}

int main(void) {
  return run_suite(grid_reader_shapes_suite());
}
