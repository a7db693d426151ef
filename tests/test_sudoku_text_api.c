/* test_sudoku_text_api.c: the Check suite of sudoku/text_api.h, the text facade of the bindings.
 * Counts and solutions against the counts file of puzzles/sudoku/mixed-counts.txt and against the
 * independent counter of the tests (tests/independent_sudoku.h); the layouts given back as read;
 * every malformed input of the command's golden cases refused with the very message the command
 * prints, the puzzles before it still answered; settings refused as the options are; generated
 * puzzles proved unique by the independent counter; ratings with their steps; a dlx_stop raised
 * before a call, or by another thread during one, stops solving, generating and rating.
 */
#include "tests/run_suite.h"

#include <check.h>
#include <dirent.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku/text_api.h"
#include "tests/independent_sudoku.h"
#include "tests/read_file.h"

static independent_sudoku classic_of(const uint8_t *givens) {
  return (independent_sudoku){.side = 9, .box_rows = 3, .box_columns = 3, .givens = givens};
}

/* The 81 cells of a line of digits and dots (a solution or a puzzle), 0 for empty. */
static void cells_of_line(const char *line, uint8_t *cells) {
  for (int k = 0; k < 81; k++) cells[k] = line[k] >= '1' && line[k] <= '9' ? line[k] - '0' : 0;
}

/* ------------------------------------------------------------------------------------------------
 * Counts and solutions.
 */

/* mixed-counts.txt: "puzzle:count:solution" lines; the puzzles alone, one text, answered in order
 * with the counts of the file and, for a unique puzzle, its solution. */
START_TEST(test_mixed_counts_file) {
  size_t length;
  char *file = test_read_file("../puzzles/sudoku/mixed-counts.txt", &length);
  ck_assert_ptr_nonnull(file);
  char *text = malloc(length + 1);
  ck_assert_ptr_nonnull(text);
  size_t text_length = 0, puzzle_count = 0;
  uint64_t counts[64];
  char solutions[64][84];
  for (char *line = strtok(file, "\n"); line; line = strtok(NULL, "\n")) {
    if (line[0] == '#' || strlen(line) < 83) continue;
    ck_assert_uint_lt(puzzle_count, 64);
    memcpy(text + text_length, line, 81);
    text[text_length + 81] = '\n';
    text_length += 82;
    char *after = line + 82;
    counts[puzzle_count] = strtoull(after, &after, 10);
    snprintf(solutions[puzzle_count], sizeof solutions[puzzle_count], "%.81s", after + 1);
    puzzle_count++;
  }
  ck_assert_uint_ge(puzzle_count, 40);
  sudoku_text_context *context = sudoku_text_context_create();
  sudoku_text_answers answers;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_solve(context, text, text_length, NULL, true, &answers, &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.count, puzzle_count);
  for (size_t k = 0; k < puzzle_count; k++) {
    ck_assert_msg(answers.answers[k].solutions == counts[k],
                  "puzzle %zu: %" PRIu64 ", file %" PRIu64, k + 1, answers.answers[k].solutions,
                  counts[k]);
    ck_assert(answers.answers[k].complete);
    ck_assert_uint_eq(answers.answers[k].line, k + 1);
    if (counts[k] == 1) ck_assert_str_eq(answers.answers[k].solution, strcat(solutions[k], "\n"));
    if (counts[k] == 0) ck_assert_ptr_null(answers.answers[k].solution);
  }
  sudoku_text_answers_free(&answers);
  /* With limit 2, a puzzle of more solutions says "at least 2", incomplete. */
  sudoku_text_settings settings = {.limit = 2};
  ck_assert_int_eq(
      sudoku_text_solve(context, text, text_length, &settings, false, &answers, &error), DLX_OK);
  for (size_t k = 0; k < puzzle_count; k++) {
    ck_assert_uint_eq(answers.answers[k].solutions, counts[k] < 2 ? counts[k] : 2);
    ck_assert(answers.answers[k].complete == (counts[k] < 2));
  }
  sudoku_text_answers_free(&answers);
  sudoku_text_context_destroy(context);
  free(text);
  free(file);
}
END_TEST

/* The empty 4x4 grid, by a header and by the settings: as many solutions as the independent
 * counter finds (288), and the solution in the layout of the puzzle. */
START_TEST(test_sizes_headers_and_layouts) {
  uint8_t empty[16] = {0};
  independent_sudoku shidoku = {.side = 4, .box_rows = 2, .box_columns = 2, .givens = empty};
  uint64_t expected = independent_sudoku_count(&shidoku, 0, NULL);
  ck_assert_uint_eq(expected, 288);
  const char header_text[] = "size: 4\n....\n....\n....\n....\n";
  sudoku_text_answers answers;
  sudoku_text_error error;
  ck_assert_int_eq(
      sudoku_text_solve(NULL, header_text, strlen(header_text), NULL, true, &answers, &error),
      DLX_OK);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert_uint_eq(answers.answers[0].solutions, expected);
  ck_assert_uint_eq(strlen(answers.answers[0].solution), 20); /* 4 packed lines */
  sudoku_text_answers_free(&answers);
  sudoku_text_settings settings = {.size = "4"};
  const char line_text[] = "................\n";
  ck_assert_int_eq(
      sudoku_text_solve(NULL, line_text, strlen(line_text), &settings, true, &answers, &error),
      DLX_OK);
  ck_assert_uint_eq(answers.answers[0].solutions, expected);
  ck_assert_uint_eq(strlen(answers.answers[0].solution), 17); /* one line */
  sudoku_text_answers_free(&answers);
  /* A classic puzzle written as tokens (the SUDOGOB layout) comes back as tokens. */
  const char puzzle[] =
      "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62.";
  char tokens[400] = "";
  for (int k = 0; k < 81; k++) {
    char cell[3] = {puzzle[k] == '.' ? '0' : puzzle[k], k % 9 == 8 ? '\n' : ' ', '\0'};
    strcat(tokens, cell);
  }
  ck_assert_int_eq(sudoku_text_solve(NULL, tokens, strlen(tokens), NULL, true, &answers, &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.answers[0].solutions, 1);
  const char *solution = answers.answers[0].solution;
  uint8_t cells[81], givens[81];
  int count = 0;
  for (const char *c = solution; *c; c++)
    if (*c >= '1' && *c <= '9') cells[count++] = (uint8_t)(*c - '0');
  ck_assert_int_eq(count, 81);
  ck_assert_ptr_nonnull(strchr(solution, ' '));
  cells_of_line(puzzle, givens);
  independent_sudoku check = classic_of(givens);
  ck_assert(independent_sudoku_is_solution(&check, cells));
  sudoku_text_answers_free(&answers);
}
END_TEST

/* Without a size, each grid's side is detected as the command detects it: a 4x4 as one line of 16
 * cells, a 6x6 as six rows of six, counted by the independent counter. */
START_TEST(test_sides_detected_as_the_command_detects_them) {
  const char line[] = ".432.....1......\n";
  uint8_t givens[16] = {0, 4, 3, 2, 0, 0, 0, 0, 0, 1};
  independent_sudoku four = {.side = 4, .box_rows = 2, .box_columns = 2, .givens = givens};
  sudoku_text_answers answers;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_solve(NULL, line, strlen(line), NULL, false, &answers, &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert_uint_eq(answers.answers[0].solutions, independent_sudoku_count(&four, 0, NULL));
  sudoku_text_answers_free(&answers);
  const char rows[] =
      "1 2 3 . . .\n4 . . 1 . .\n. 1 . . 3 4\n3 . . 5 . .\n. . . . 6 5\n. . 5 . . 1\n";
  uint8_t six_givens[36] = {1, 2, 3, 0, 0, 0, 4, 0, 0, 1, 0, 0, 0, 1, 0, 0, 3, 4,
                            3, 0, 0, 5, 0, 0, 0, 0, 0, 0, 6, 5, 0, 0, 5, 0, 0, 1};
  independent_sudoku six = {.side = 6, .box_rows = 2, .box_columns = 3, .givens = six_givens};
  ck_assert_int_eq(sudoku_text_solve(NULL, rows, strlen(rows), NULL, true, &answers, &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert_uint_eq(answers.answers[0].solutions, independent_sudoku_count(&six, 0, NULL));
  ck_assert_str_eq(answers.answers[0].solution, "1 2 3 4 5 6\n4 5 6 1 2 3\n5 1 2 6 3 4\n"
                                                "3 6 4 5 1 2\n2 4 1 3 6 5\n6 3 5 2 4 1\n");
  sudoku_text_answers_free(&answers);
}
END_TEST

/* A variant: the empty 4x4 X-sudoku counted by the independent counter with its diagonals. */
START_TEST(test_variant_setting) {
  uint8_t empty[16] = {0};
  uint16_t diagonals[8];
  size_t region_count = independent_sudoku_diagonals(4, diagonals);
  independent_sudoku x = {.side = 4,
                          .box_rows = 2,
                          .box_columns = 2,
                          .extra_region_count = region_count,
                          .extra_regions = diagonals,
                          .givens = empty};
  uint64_t expected = independent_sudoku_count(&x, 0, NULL);
  sudoku_text_settings settings = {.size = "4", .variant = "x"};
  sudoku_text_answers answers;
  sudoku_text_error error;
  ck_assert_int_eq(
      sudoku_text_solve(NULL, "................", 16, &settings, false, &answers, &error), DLX_OK);
  ck_assert_uint_eq(answers.answers[0].solutions, expected);
  ck_assert_ptr_null(answers.answers[0].solution);
  sudoku_text_answers_free(&answers);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Errors: the command's golden cases of bad input, with the command's own messages.
 */

START_TEST(test_bad_inputs_give_the_command_messages) {
  const char *cases = "cli/cases";
  DIR *directory = opendir(cases);
  ck_assert_ptr_nonnull(directory);
  int compared = 0;
  struct dirent *entry;
  while ((entry = readdir(directory))) {
    const char *name = entry->d_name;
    size_t length = strlen(name);
    if (strncmp(name, "sudoku-bad-", 11) != 0 || length < 5 || strcmp(name + length - 5, ".args"))
      continue;
    char base[256], path[512], expected_args[300];
    snprintf(base, sizeof base, "%.*s", (int)(length - 5), name);
    /* Only the cases whose command line is the input file alone, read with the defaults. */
    snprintf(path, sizeof path, "%s/%s.args", cases, base);
    size_t args_length, input_length, err_length;
    char *args = test_read_file(path, &args_length);
    snprintf(expected_args, sizeof expected_args, "%s.in\n", base);
    bool plain = args && args_length == strlen(expected_args) &&
                 memcmp(args, expected_args, args_length) == 0;
    free(args);
    if (!plain) continue;
    snprintf(path, sizeof path, "%s/%s.in", cases, base);
    char *input = test_read_file(path, &input_length);
    snprintf(path, sizeof path, "%s/%s.err", cases, base);
    char *err = test_read_file(path, &err_length);
    if (!input || !err || err_length < 9 || memchr(err, '\n', err_length) != err + err_length - 1) {
      free(input);
      free(err);
      continue; /* not one line of error: a binary, gzip or other case */
    }
    err[err_length - 1] = '\0';
    char name_of_input[300];
    snprintf(name_of_input, sizeof name_of_input, "%s.in", base);
    char prefix[320];
    snprintf(prefix, sizeof prefix, "sudoku: %s:", name_of_input);
    if (strncmp(err, prefix, strlen(prefix)) != 0) {
      free(input);
      free(err);
      continue;
    }
    sudoku_text_settings settings = {.name = name_of_input};
    sudoku_text_answers answers;
    sudoku_text_error error;
    dlx_status status =
        sudoku_text_solve(NULL, input, input_length, &settings, false, &answers, &error);
    ck_assert_msg(status == DLX_ERROR_BAD_FORMAT, "%s: status %d", base, (int)status);
    ck_assert_msg(strcmp(error.message, err + strlen("sudoku: ")) == 0,
                  "%s: '%s', the command: '%s'", base, error.message, err);
    ck_assert_uint_ne(error.line, 0);
    for (size_t k = 0; k < answers.count; k++)
      ck_assert_uint_lt(answers.answers[k].line, error.line);
    sudoku_text_answers_free(&answers);
    compared++;
    free(input);
    free(err);
  }
  closedir(directory);
  ck_assert_int_ge(compared, 15);
}
END_TEST

START_TEST(test_bad_settings) {
  sudoku_text_answers answers;
  sudoku_text_error error;
  sudoku_text_settings bad_variant = {.variant = "x,nope"};
  ck_assert_int_eq(sudoku_text_solve(NULL, "", 0, &bad_variant, false, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_str_eq(error.message, "unknown variant 'nope'");
  sudoku_text_settings bad_size = {.size = "65"};
  ck_assert_int_eq(sudoku_text_solve(NULL, "", 0, &bad_size, false, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_str_eq(error.message, "--size '65' is not a number from 1 to 64 or RxC");
  /* An empty text holds no puzzle: refused as the command refuses an empty file. */
  ck_assert_int_eq(sudoku_text_solve(NULL, "", 0, NULL, false, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_str_eq(error.message, "<string>:1: empty input: no grid found");
  ck_assert_uint_eq(answers.count, 0);
  ck_assert_int_eq(sudoku_text_solve(NULL, NULL, 3, NULL, false, &answers, &error),
                   DLX_ERROR_NULL_ARGUMENT);
}
END_TEST

/* one_puzzle: a text of several puzzles is refused before any search (the first here is the empty
 * grid, which no search counts out); one puzzle then a bad part: the puzzle is answered, its count
 * that of the independent counter, and the bad part reported; two then a bad part: the bad part,
 * nothing answered. */
START_TEST(test_one_puzzle_refuses_more_before_any_search) {
  const char *unique =
      ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
  char empty[82], text[400];
  memset(empty, '.', 81);
  empty[81] = '\0';
  sudoku_text_settings one = {.one_puzzle = true};
  sudoku_text_answers answers;
  sudoku_text_error error;
  snprintf(text, sizeof text, "%s\n%s\n%s\n", empty, unique, empty);
  ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), &one, true, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(answers.count, 0);
  ck_assert_uint_eq(error.puzzles, 3);
  ck_assert_uint_eq(error.line, 2);
  ck_assert_str_eq(error.message, "<string>:2: the text holds 3 puzzles, not one");
  sudoku_text_answers_free(&answers);

  uint8_t cells[81];
  cells_of_line(unique, cells);
  independent_sudoku independent = classic_of(cells);
  uint64_t known = independent_sudoku_count(&independent, 0, NULL);
  snprintf(text, sizeof text, "%s\nbad\n", unique);
  ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), &one, false, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert_uint_eq(answers.answers[0].solutions, known);
  ck_assert_uint_eq(error.puzzles, 0);
  ck_assert_str_eq(error.message, "<string>:2: cell 'b' in row 1 is not a digit or an empty mark");
  sudoku_text_answers_free(&answers);

  snprintf(text, sizeof text, "%s\n%s\nbad\n", empty, unique);
  ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), &one, false, &answers, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(answers.count, 0);
  ck_assert_uint_eq(error.puzzles, 0);
  ck_assert_str_eq(error.message, "<string>:3: cell 'b' in row 1 is not a digit or an empty mark");
  sudoku_text_answers_free(&answers);

  snprintf(text, sizeof text, "%s\n", unique);
  ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), &one, false, &answers, &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert_uint_eq(answers.answers[0].solutions, known);
  sudoku_text_answers_free(&answers);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Generation and rating.
 */

START_TEST(test_generated_puzzles_are_unique_by_the_independent_counter) {
  sudoku_text_generation generation = {.seed = 7, .symmetry = "rotate180", .minimal = true};
  sudoku_text_puzzles puzzles;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_generate(NULL, &generation, 3, &puzzles, &error), DLX_OK);
  ck_assert_uint_eq(puzzles.count, 3);
  for (size_t k = 0; k < puzzles.count; k++) {
    ck_assert_uint_eq(strlen(puzzles.puzzles[k].puzzle), 82);
    uint8_t givens[81], solution[81];
    cells_of_line(puzzles.puzzles[k].puzzle, givens);
    cells_of_line(puzzles.puzzles[k].solution, solution);
    unsigned given_count = 0;
    for (int c = 0; c < 81; c++) {
      given_count += givens[c] != 0;
      ck_assert(givens[c] == 0 || givens[c] == solution[c]);
      ck_assert((givens[c] == 0) == (givens[80 - c] == 0)); /* rotate180 */
    }
    ck_assert_uint_eq(given_count, puzzles.puzzles[k].givens);
    independent_sudoku check = classic_of(givens);
    ck_assert_uint_eq(independent_sudoku_count(&check, 2, NULL), 1);
    ck_assert(independent_sudoku_is_solution(&check, solution));
    ck_assert(puzzles.puzzles[k].minimal);
  }
  /* The same seed, the same puzzles; puzzle 2 alone from its index. */
  sudoku_text_puzzles again;
  generation.first_index = 2;
  ck_assert_int_eq(sudoku_text_generate(NULL, &generation, 1, &again, &error), DLX_OK);
  ck_assert_str_eq(again.puzzles[0].puzzle, puzzles.puzzles[1].puzzle);
  sudoku_text_puzzles_free(&again);
  sudoku_text_puzzles_free(&puzzles);
  /* A 6x6 puzzle carries its header and reads back as the same size. */
  sudoku_text_settings six = {.size = "6"};
  ck_assert_int_eq(sudoku_text_generate(&six, &generation, 1, &puzzles, &error), DLX_OK);
  ck_assert_ptr_nonnull(strstr(puzzles.puzzles[0].puzzle, "size: 6"));
  sudoku_text_answers answers;
  ck_assert_int_eq(sudoku_text_solve(NULL, puzzles.puzzles[0].puzzle,
                                     strlen(puzzles.puzzles[0].puzzle), NULL, false, &answers,
                                     &error),
                   DLX_OK);
  ck_assert_uint_eq(answers.answers[0].solutions, 1);
  sudoku_text_answers_free(&answers);
  sudoku_text_puzzles_free(&puzzles);
  generation.symmetry = "sideways";
  ck_assert_int_eq(sudoku_text_generate(NULL, &generation, 1, &puzzles, &error),
                   DLX_ERROR_BAD_FORMAT);
  ck_assert_str_eq(error.message, "unknown symmetry 'sideways'");
}
END_TEST

START_TEST(test_rating_lists_its_steps) {
  const char easy[] =
      "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62.";
  sudoku_text_rating rating;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_rate(easy, strlen(easy), NULL, &rating, &error), DLX_OK);
  ck_assert_str_eq(rating.outcome, "solved");
  ck_assert_ptr_nonnull(rating.level);
  ck_assert(rating.unique);
  /* Every empty cell is filled by exactly one step that places. */
  size_t placing = 0;
  for (size_t k = 0; k < rating.step_count; k++) {
    ck_assert_ptr_nonnull(rating.steps[k].text);
    ck_assert_ptr_nonnull(strstr(rating.steps[k].text, rating.steps[k].technique));
    placing += rating.steps[k].cell >= 0;
  }
  size_t empty = 0;
  for (int c = 0; c < 81; c++) empty += easy[c] == '.';
  ck_assert_uint_eq(placing, empty);
  ck_assert_ptr_nonnull(strstr(rating.line, rating.level));
  sudoku_text_rating_free(&rating);
  ck_assert_int_eq(sudoku_text_rate("12\n", 3, NULL, &rating, &error), DLX_ERROR_BAD_FORMAT);
  ck_assert_uint_eq(error.line, 1);
  sudoku_text_rating_free(&rating);
}
END_TEST

/* An empty 16x16 grid, whose count would not end for ages, then a puzzle that is never reached. */
static const char *empty_16x16_then_more(void) {
  static char text[2 * 257 + 1];
  memset(text, '.', 256);
  text[256] = '\n';
  memset(text + 257, '.', 256);
  text[513] = '\n';
  text[514] = '\0';
  return text;
}

/* One context answers two killers of one size and boxes but other cages each with its own cages:
 * its answers are those of a fresh solver per call (context NULL). */
START_TEST(test_a_context_tells_killers_apart_by_their_cages) {
  static const char *const killers[] = {
      "size: 4\ncage: 3 r1c1 r1c2\ncage: 7 r1c3 r1c4\ncage: 5 r2c1 r3c1\ncage: 5 r2c2 r2c3\n"
      "cage: 5 r2c4 r3c4\ncage: 5 r3c2 r3c3\ncage: 7 r4c1 r4c2\ncage: 3 r4c3 r4c4\n"
      "................\n",
      "size: 4\ncage: 4 r1c1 r2c1\ncage: 6 r1c2 r2c2\ncage: 4 r1c3 r2c3\ncage: 6 r1c4 r2c4\n"
      "cage: 6 r3c1 r4c1\ncage: 4 r3c2 r4c2\ncage: 6 r3c3 r4c3\ncage: 4 r3c4 r4c4\n"
      "................\n",
  };
  sudoku_text_context *context = sudoku_text_context_create();
  ck_assert_ptr_nonnull(context);
  sudoku_text_settings settings = {0};
  for (int round = 0; round < 4; round++) {
    const char *text = killers[round % 2];
    sudoku_text_answers shared, fresh;
    sudoku_text_error error;
    ck_assert_int_eq(
        sudoku_text_solve(context, text, strlen(text), &settings, true, &shared, &error), DLX_OK);
    ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), &settings, true, &fresh, &error),
                     DLX_OK);
    ck_assert_uint_eq(shared.count, 1);
    ck_assert_uint_eq(shared.answers[0].solutions, fresh.answers[0].solutions);
    ck_assert_str_eq(shared.answers[0].solution, fresh.answers[0].solution);
    sudoku_text_answers_free(&shared);
    sudoku_text_answers_free(&fresh);
  }
  sudoku_text_context_destroy(context);
}
END_TEST

static void *raise_after_20_ms(void *stop) {
  struct timespec pause = {0, 20 * 1000 * 1000};
  nanosleep(&pause, NULL);
  dlx_request_stop(stop);
  return NULL;
}

/* A stop cuts the count it comes in short, and no puzzle after it is answered. */
static void check_stopped_count(const sudoku_text_settings *settings) {
  const char *text = empty_16x16_then_more();
  sudoku_text_answers answers;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_solve(NULL, text, strlen(text), settings, false, &answers, &error),
                   DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(answers.count, 1);
  ck_assert(answers.answers[0].stopped);
  ck_assert(!answers.answers[0].complete);
  sudoku_text_answers_free(&answers);
}

START_TEST(test_a_raised_stop_stops_every_call) {
  dlx_stop *stop;
  ck_assert_int_eq(dlx_stop_create(&stop), DLX_OK);
  sudoku_text_settings settings = {.size = "16", .stop = stop};
  dlx_request_stop(stop);
  check_stopped_count(&settings);
  sudoku_text_generation generation = {.seed = 1};
  sudoku_text_puzzles puzzles;
  sudoku_text_error error;
  ck_assert_int_eq(sudoku_text_generate(&settings, &generation, 3, &puzzles, &error),
                   DLX_STOPPED_BY_REQUEST);
  ck_assert_uint_eq(puzzles.count, 0);
  sudoku_text_puzzles_free(&puzzles);
  const char hard[] =
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  sudoku_text_settings classic = {.stop = stop};
  sudoku_text_rating rating;
  ck_assert_int_eq(sudoku_text_rate(hard, strlen(hard), &classic, &rating, &error),
                   DLX_STOPPED_BY_REQUEST);
  ck_assert_str_eq(rating.outcome, "stopped");
  sudoku_text_rating_free(&rating);
  /* Lowered, it stops nothing; raised by another thread during the count, it stops it. */
  dlx_clear_stop(stop);
  ck_assert_int_eq(sudoku_text_rate(hard, strlen(hard), &classic, &rating, &error), DLX_OK);
  ck_assert_str_eq(rating.outcome, "solved");
  sudoku_text_rating_free(&rating);
  pthread_t raiser;
  ck_assert_int_eq(pthread_create(&raiser, NULL, raise_after_20_ms, stop), 0);
  check_stopped_count(&settings);
  ck_assert_int_eq(pthread_join(raiser, NULL), 0);
  dlx_stop_destroy(stop);
}
END_TEST

static Suite *text_api_suite(void) {
  Suite *suite = suite_create("sudoku_text_api");
  TCase *answers = tcase_create("answers");
  tcase_set_timeout(answers, 60);
  tcase_add_test(answers, test_mixed_counts_file);
  tcase_add_test(answers, test_sizes_headers_and_layouts);
  tcase_add_test(answers, test_variant_setting);
  tcase_add_test(answers, test_sides_detected_as_the_command_detects_them);
  tcase_add_test(answers, test_bad_inputs_give_the_command_messages);
  tcase_add_test(answers, test_bad_settings);
  tcase_add_test(answers, test_one_puzzle_refuses_more_before_any_search);
  tcase_add_test(answers, test_a_raised_stop_stops_every_call);
  tcase_add_test(answers, test_a_context_tells_killers_apart_by_their_cages);
  suite_add_tcase(suite, answers);
  TCase *generation = tcase_create("generation");
  tcase_set_timeout(generation, 60);
  tcase_add_test(generation, test_generated_puzzles_are_unique_by_the_independent_counter);
  tcase_add_test(generation, test_rating_lists_its_steps);
  suite_add_tcase(suite, generation);
  return suite;
}

int main(void) {
  return run_suite(text_api_suite());
}
