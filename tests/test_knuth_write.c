/* test_knuth_write.c: the Check suite of the writer of Knuth's exact-cover format,
 * dlx_knuth_write (dlx/knuth.h).
 *
 * Every problem written is read back with dlx_knuth_read and compared with the solver it came
 * from: the items and their names in order, the bounds, the options in order with their items,
 * colors (by name) and costs; and the problem read back, written again, gives the same bytes. The
 * problems: every bundled example of puzzles/exact-cover/, hand-made ones (bounds of every kind,
 * colors, costs, no secondary item, no option, UTF-8 names, a first name that starts as a byte
 * order mark, a line of the longest length the reader takes) and random ones. The spelling is
 * checked where it was chosen (DLX3's "b|name" for equal bounds, "a:b|name" else, the cost last),
 * and so are the refusals (DLX_KNUTH_UNWRITABLE, an empty text and the reason, for names the format
 * cannot carry, duplicate names, options its readers leave out) and the snprintf-style cut.
 * Run from the tests/ directory.
 */
#include "tests/knuth_test_support.h"

#include <check.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Writing, and reading back.
 */

/* A problem to write: its solver, and the names the writer takes. */
typedef struct named_problem {
  dlx_solver *solver;
  const char *const *item_names;
  const char *const *color_names; /* color_names[c] for 1 <= c <= color_count */
  uint32_t color_count;
} named_problem;

/* The text of a problem that must be writable: its length asked first (NULL, 0), then written
 * into exactly that room; malloc'd. */
static char *written_text(const named_problem *problem) {
  dlx_knuth_error error = {0};
  size_t length = dlx_knuth_write(problem->solver, problem->item_names, problem->color_names,
                                  problem->color_count, NULL, 0, &error);
  ck_assert_msg(length != DLX_KNUTH_UNWRITABLE, "unwritable at %lu:%lu: %s", error.line,
                error.column, error.message);
  char *text = malloc(length + 1);
  ck_assert_ptr_nonnull(text);
  ck_assert_uint_eq(dlx_knuth_write(problem->solver, problem->item_names, problem->color_names,
                                    problem->color_count, text, length + 1, NULL),
                    length);
  ck_assert_uint_eq(strlen(text), length);
  return text;
}

/* Whether option option_id of two solvers is the same: items in order, colors by name, cost. */
static void assert_same_option(const named_problem *problem, const dlx_knuth *again,
                               uint32_t option_id) {
  dlx_solver *solver = dlx_knuth_solver((dlx_knuth *)again);
  size_t size = dlx_option_items(problem->solver, option_id, NULL, NULL, 0);
  ck_assert_uint_eq(dlx_option_items(solver, option_id, NULL, NULL, 0), size);
  uint32_t *items = malloc(4 * size * sizeof *items);
  ck_assert_ptr_nonnull(items);
  uint32_t *colors = items + size, *items_again = items + 2 * size,
           *colors_again = items + 3 * size;
  dlx_option_items(problem->solver, option_id, items, colors, size);
  dlx_option_items(solver, option_id, items_again, colors_again, size);
  for (size_t k = 0; k < size; k++) {
    ck_assert_uint_eq(items_again[k], items[k]);
    ck_assert_uint_eq(colors_again[k] == 0, colors[k] == 0);
    if (colors[k] != 0)
      ck_assert_str_eq(dlx_knuth_color_name(again, colors_again[k]),
                       problem->color_names[colors[k]]);
  }
  ck_assert_uint_eq(dlx_option_cost(solver, option_id),
                    dlx_option_cost(problem->solver, option_id));
  free(items);
}

/* Writes a problem, reads it back and checks that it is the same problem; then writes the problem
 * read back and checks that the text is the same. Returns the text (malloc'd). */
static char *assert_round_trip(const named_problem *problem) {
  char *text = written_text(problem);
  dlx_knuth *again = read_good_text(text);
  dlx_solver *solver = dlx_knuth_solver(again);
  uint32_t primary_count = dlx_primary_count(problem->solver);
  uint32_t item_count = primary_count + dlx_secondary_count(problem->solver);
  ck_assert_uint_eq(dlx_primary_count(solver), primary_count);
  ck_assert_uint_eq(dlx_knuth_item_count(again), item_count);
  for (uint32_t item = 0; item < item_count; item++)
    ck_assert_str_eq(dlx_knuth_item_name(again, item), problem->item_names[item]);
  for (uint32_t item = 0; item < primary_count; item++) {
    uint32_t lower, upper, lower_again, upper_again;
    ASSERT_STATUS(dlx_item_bounds(problem->solver, item, &lower, &upper), DLX_OK);
    ASSERT_STATUS(dlx_item_bounds(solver, item, &lower_again, &upper_again), DLX_OK);
    ck_assert_uint_eq(lower_again, lower);
    ck_assert_uint_eq(upper_again, upper);
  }
  ck_assert_uint_eq(dlx_option_count(solver), dlx_option_count(problem->solver));
  for (uint32_t option_id = 0; option_id < dlx_option_count(solver); option_id++)
    assert_same_option(problem, again, option_id);

  uint32_t color_count = dlx_knuth_color_count(again);
  const char **item_names = malloc((item_count + 1) * sizeof *item_names);
  const char **color_names = malloc((color_count + 1) * sizeof *color_names);
  ck_assert_ptr_nonnull(item_names);
  ck_assert_ptr_nonnull(color_names);
  for (uint32_t item = 0; item < item_count; item++)
    item_names[item] = dlx_knuth_item_name(again, item);
  color_names[0] = NULL;
  for (uint32_t color = 1; color <= color_count; color++)
    color_names[color] = dlx_knuth_color_name(again, color);
  named_problem read_back = {solver, item_names, color_names, color_count};
  char *text_again = written_text(&read_back);
  ck_assert_str_eq(text_again, text);
  free(text_again);
  free(item_names);
  free(color_names);
  dlx_knuth_destroy(again);
  return text;
}

/* A problem read from text, with the reader's names: what the bindings write after fromKnuth. */
typedef struct read_problem {
  dlx_knuth *knuth;
  const char **item_names;
  const char **color_names;
  named_problem named;
} read_problem;

static read_problem read_named(dlx_knuth *knuth) {
  read_problem problem = {knuth, NULL, NULL, {0}};
  uint32_t item_count = dlx_knuth_item_count(knuth), color_count = dlx_knuth_color_count(knuth);
  problem.item_names = malloc((item_count + 1) * sizeof *problem.item_names);
  problem.color_names = malloc((color_count + 1) * sizeof *problem.color_names);
  ck_assert_ptr_nonnull(problem.item_names);
  ck_assert_ptr_nonnull(problem.color_names);
  for (uint32_t item = 0; item < item_count; item++)
    problem.item_names[item] = dlx_knuth_item_name(knuth, item);
  problem.color_names[0] = NULL;
  for (uint32_t color = 1; color <= color_count; color++)
    problem.color_names[color] = dlx_knuth_color_name(knuth, color);
  problem.named = (named_problem){dlx_knuth_solver(knuth), problem.item_names, problem.color_names,
                                  color_count};
  return problem;
}

static void free_read_problem(read_problem *problem) {
  free(problem->item_names);
  free(problem->color_names);
  dlx_knuth_destroy(problem->knuth);
}

/* The text written for a problem read from input (which must be well formed). */
static char *rewritten(const char *input) {
  read_problem problem = read_named(read_good_text(input));
  char *text = assert_round_trip(&problem.named);
  free_read_problem(&problem);
  return text;
}

static void assert_rewritten(const char *input, const char *expected) {
  char *text = rewritten(input);
  ck_assert_str_eq(text, expected);
  free(text);
}

/* ------------------------------------------------------------------------------------------------
 * Problems built through dlx.h, and their exact text.
 */

START_TEST(test_bounds_are_written_in_their_shortest_form) {
  /* [2, 2] as DLX3's "2|a" (its lower bound and colon may be left out when equal), [0, 3] and
   * [1, 2] in full, [1, 1] not at all. */
  static const char *const names[] = {"a", "b", "c", "d", "e", "x"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 5, 1), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 2, 2), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 1, 0, 3), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 2, 1, 2), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 4, 1073741824, 1073741824), DLX_OK);
  uint32_t option[] = {0, 5, 1};
  ASSERT_STATUS(dlx_add_option(solver, option, 3, NULL), DLX_OK);
  named_problem problem = {solver, names, NULL, 0};
  char *text = assert_round_trip(&problem);
  ck_assert_str_eq(text, "2|a 0:3|b 1:2|c d 1073741824|e | x\na x b\n");
  free(text);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_colors_and_costs_are_written_as_the_reader_reads_them) {
  /* Colors by name (color_names[0] is not read), a cost as a last token "|n", a cost of 0 not at
   * all, the largest cost in full. */
  static const char *const names[] = {"p", "q", "x", "y"};
  static const char *const colors[] = {"never read", "red", "blue"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 2, 2), DLX_OK);
  uint32_t first[] = {0, 2, 3}, first_colors[] = {0, 1, 0};
  uint32_t second[] = {3, 1, 2}, second_colors[] = {2, 0, 1};
  uint32_t third[] = {1};
  ASSERT_STATUS(dlx_add_colored_option(solver, first, first_colors, 3, NULL), DLX_OK);
  ASSERT_STATUS(dlx_add_colored_option(solver, second, second_colors, 3, NULL), DLX_OK);
  ASSERT_STATUS(dlx_add_option(solver, third, 1, NULL), DLX_OK);
  ASSERT_STATUS(dlx_set_option_cost(solver, 0, 5), DLX_OK);
  ASSERT_STATUS(dlx_set_option_cost(solver, 2, DLX_MAXIMUM_COST), DLX_OK);
  named_problem problem = {solver, names, colors, 2};
  char *text = assert_round_trip(&problem);
  ck_assert_str_eq(text, "p q | x y\np x:red y |5\ny:blue q x:red\nq |4294967295\n");
  free(text);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_no_secondary_item_and_no_option) {
  static const char *const names[] = {"a", "b"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 2, 0), DLX_OK);
  named_problem problem = {solver, names, NULL, 0};
  char *text = assert_round_trip(&problem);
  ck_assert_str_eq(text, "a b\n");
  free(text);
  uint32_t option[] = {1, 0};
  ASSERT_STATUS(dlx_add_option(solver, option, 2, NULL), DLX_OK);
  text = assert_round_trip(&problem);
  ck_assert_str_eq(text, "a b\nb a\n");
  free(text);
  dlx_destroy(solver);
  /* Secondary items and no option. */
  ASSERT_STATUS(dlx_create(&solver, 1, 1), DLX_OK);
  problem.solver = solver;
  text = assert_round_trip(&problem);
  ck_assert_str_eq(text, "a | b\n");
  free(text);
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_names_of_any_bytes_from_0x80) {
  /* UTF-8, and bytes that are no UTF-8 at all: the format takes any byte from 0x80 up. */
  static const char *const names[] = {"caf\xc3\xa9", "\xe2\x82\xac", "\x80\xff", "x\xc2\xa0y"};
  static const char *const colors[] = {NULL, "\xe7\xba\xa2"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 3, 1), DLX_OK);
  uint32_t option[] = {0, 3}, option_colors[] = {0, 1};
  ASSERT_STATUS(dlx_add_colored_option(solver, option, option_colors, 2, NULL), DLX_OK);
  named_problem problem = {solver, names, colors, 1};
  free(assert_round_trip(&problem));
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_first_name_that_starts_as_a_byte_order_mark) {
  /* The reader skips a UTF-8 byte order mark at the start and refuses UTF-16's: a first name that
   * starts with those bytes comes after an empty line, and reads back whole. With bounds before
   * it, or as a later item, it needs none. */
  static const char *const marks[] = {"\xef\xbb\xbf"
                                      "a",
                                      "\xff\xfe",
                                      "\xfe\xff"
                                      "b"};
  for (size_t k = 0; k < sizeof marks / sizeof *marks; k++) {
    const char *names[] = {marks[k], "z"};
    dlx_solver *solver;
    ASSERT_STATUS(dlx_create(&solver, 2, 0), DLX_OK);
    named_problem problem = {solver, names, NULL, 0};
    char *text = assert_round_trip(&problem);
    ck_assert_int_eq(text[0], '\n');
    ck_assert_str_eq(text + 1 + strlen(marks[k]), " z\n");
    free(text);
    ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 0, 1), DLX_OK);
    text = assert_round_trip(&problem);
    ck_assert_int_eq(text[0], '0');
    free(text);
    names[0] = "z";
    names[1] = marks[k];
    text = assert_round_trip(&problem);
    ck_assert_int_eq(text[0], '0');
    free(text);
    dlx_destroy(solver);
  }
}
END_TEST

START_TEST(test_line_of_the_longest_length_the_reader_takes) {
  /* A line of DLX_KNUTH_MAXIMUM_LINE_LENGTH bytes is written and read back; one byte more would
   * not be read: it is refused. */
  size_t longest = (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH;
  char *name = malloc(longest + 2);
  ck_assert_ptr_nonnull(name);
  memset(name, 'n', longest + 1);
  name[longest] = '\0';
  const char *names[] = {name};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 1, 0), DLX_OK);
  named_problem problem = {solver, names, NULL, 0};
  free(assert_round_trip(&problem));
  name[longest] = 'n';
  name[longest + 1] = '\0';
  dlx_knuth_error error;
  ck_assert_uint_eq(dlx_knuth_write(solver, names, NULL, 0, NULL, 0, &error), DLX_KNUTH_UNWRITABLE);
  ck_assert_uint_eq(error.line, 1);
  ck_assert_ptr_nonnull(strstr(error.message, "longer than 16777216 bytes"));
  free(name);
  dlx_destroy(solver);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Texts read, then written: the bundled examples, Knuth's, and spellings the writer evens out.
 */

START_TEST(test_every_bundled_example_round_trips) {
  DIR *folder = opendir("../puzzles/exact-cover");
  ck_assert_ptr_nonnull(folder);
  int examples = 0;
  for (struct dirent *entry; (entry = readdir(folder)) != NULL;) {
    size_t length = strlen(entry->d_name);
    if (length < 4 || strcmp(entry->d_name + length - 4, ".dlx") != 0) continue;
    char path[512];
    snprintf(path, sizeof path, "../puzzles/exact-cover/%s", entry->d_name);
    FILE *stream = fopen(path, "r");
    ck_assert_msg(stream != NULL, "cannot open %s", path);
    dlx_knuth *knuth = NULL;
    dlx_knuth_error error;
    dlx_status status = dlx_knuth_read(stream, &knuth, &error, NULL, NULL);
    fclose(stream);
    ck_assert_msg(status == DLX_OK, "%s:%lu:%lu: %s", path, error.line, error.column,
                  error.message);
    read_problem problem = read_named(knuth);
    free(assert_round_trip(&problem.named));
    free_read_problem(&problem);
    examples++;
  }
  closedir(folder);
  ck_assert_int_ge(examples, 15);
}
END_TEST

START_TEST(test_knuth_examples_are_written_as_knuth_writes_them) {
  /* TAOCP's example, and DLX3's: the comment line goes, the rest is as Knuth wrote it. */
  assert_rewritten(knuth_example, "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n");
  assert_rewritten("| A simple example of color controls\n"
                   "A B 2:3|C | X Y\n"
                   "A B X:0 Y:0\n"
                   "A C X:1 Y:1\n"
                   "C X:0\n"
                   "B X:1\n"
                   "C Y:1\n",
                   "A B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n");
}
END_TEST

START_TEST(test_spellings_are_evened_out) {
  /* "2:2|a" and "2|a" are one bound; ":3|b" is "0:3|b"; costs add up into one last token; white
   * space, CRLF, comments and options left out (no primary item) are gone. */
  assert_rewritten("\xef\xbb\xbf  2:2|a\t:3|b |x\r\n| comment\n\nx:1 |2 a |3\r\n"
                   "b  x\nx\n",
                   "2|a 0:3|b | x\nx:1 a |5\nb x\n");
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Random problems: bounds, colors and costs, from a fixed seed (random_below, the engine tests').
 */

START_TEST(test_random_problems_round_trip) {
  static const char *const names[] = {"p0", "p1", "p2", "p3", "p4", "p5", "s0", "s1", "s2", "s3"};
  static const char *const colors[] = {NULL, "r", "g", "b"};
  uint64_t state = 20261206;
  for (int trial = 0; trial < 500; trial++) {
    uint32_t primary = 1 + random_below(&state, 6), secondary = random_below(&state, 5);
    const char *item_names[10];
    for (uint32_t k = 0; k < primary; k++) item_names[k] = names[k];
    for (uint32_t k = 0; k < secondary; k++) item_names[primary + k] = names[6 + k];
    dlx_solver *solver;
    ASSERT_STATUS(dlx_create(&solver, primary, secondary), DLX_OK);
    for (uint32_t item = 0; item < primary; item++)
      if (random_below(&state, 3) == 0) {
        uint32_t lower = random_below(&state, 3), upper = lower + random_below(&state, 3);
        ASSERT_STATUS(dlx_set_item_bounds(solver, item, lower, upper ? upper : 1), DLX_OK);
      }
    for (uint32_t option = 0, count = random_below(&state, 12); option < count; option++) {
      uint32_t items[10], option_colors[10], size = 0;
      bool used[10] = {false};
      items[size] = random_below(&state, primary);
      option_colors[size++] = 0;
      used[items[0]] = true;
      for (uint32_t more = random_below(&state, 4); more > 0; more--) {
        uint32_t item = random_below(&state, primary + secondary);
        if (used[item]) continue;
        used[item] = true;
        items[size] = item;
        option_colors[size++] = item >= primary ? random_below(&state, 4) : 0;
      }
      uint32_t id;
      ASSERT_STATUS(dlx_add_colored_option(solver, items, option_colors, size, &id), DLX_OK);
      if (random_below(&state, 2))
        ASSERT_STATUS(dlx_set_option_cost(solver, id, random_below(&state, 100)), DLX_OK);
    }
    named_problem problem = {solver, item_names, colors, 3};
    free(assert_round_trip(&problem));
    dlx_destroy(solver);
  }
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Refusals, and the cut.
 */

/* Writes a problem that must be refused: DLX_KNUTH_UNWRITABLE, an empty text, and an error at
 * line:column whose message holds `words`. */
static void assert_refused(const named_problem *problem, unsigned long line, unsigned long column,
                           const char *words) {
  char text[64];
  memset(text, 'X', sizeof text);
  dlx_knuth_error error;
  memset(&error, 0, sizeof error);
  size_t length = dlx_knuth_write(problem->solver, problem->item_names, problem->color_names,
                                  problem->color_count, text, sizeof text, &error);
  ck_assert_uint_eq(length, DLX_KNUTH_UNWRITABLE);
  ck_assert_str_eq(text, "");
  ck_assert_msg(strstr(error.message, words) != NULL, "\"%s\" does not say \"%s\"", error.message,
                words);
  ck_assert_uint_eq(error.line, line);
  ck_assert_uint_eq(error.column, column);
  /* Without room and without an error to fill: the same answer. */
  ck_assert_uint_eq(dlx_knuth_write(problem->solver, problem->item_names, problem->color_names,
                                    problem->color_count, NULL, 0, NULL),
                    DLX_KNUTH_UNWRITABLE);
}

START_TEST(test_names_the_format_cannot_carry_are_refused) {
  static const struct {
    const char *name, *words;
  } bad[] = {
      {"", "item name '' cannot be written in Knuth's format: empty"},
      {"a b", "item name 'a b' cannot be written in Knuth's format: white space inside"},
      {"a\tb", "'a\\x09b' cannot be written in Knuth's format: white space inside"},
      {"a\r", "white space inside"},
      {"a\n", "white space inside"},
      {"\va", "white space inside"},
      {"a\f", "white space inside"},
      {"a:b", "':' inside"},
      {"a|b", "'|' inside"},
      {"|", "'|' inside"},
      {"a\x01", "'a\\x01' cannot be written in Knuth's format: a control character inside"},
      {"\x1b[1m", "a control character inside"},
      {"d\x7f", "a control character inside"},
  };
  for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
    /* As the second primary item, after bounds; as a secondary item. */
    const char *names[] = {"ok", bad[k].name, "x"};
    dlx_solver *solver;
    ASSERT_STATUS(dlx_create(&solver, 2, 1), DLX_OK);
    ASSERT_STATUS(dlx_set_item_bounds(solver, 1, 0, 2), DLX_OK);
    named_problem problem = {solver, names, NULL, 0};
    assert_refused(&problem, 1, 8, bad[k].words);
    names[1] = "y";
    names[2] = bad[k].name;
    assert_refused(&problem, 1, 12, bad[k].words);
    dlx_destroy(solver);
  }
  /* A long name is shown cut, at a character's start. */
  const char *names[] = {"\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                         "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                         "\xc3\xa9\xc3\xa9\xc3\xa9 and more"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 1, 0), DLX_OK);
  named_problem problem = {solver, names, NULL, 0};
  assert_refused(&problem, 1, 1,
                 "item name '\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
                 "\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                 "\xc3\xa9\xc3\xa9...' cannot");
  names[0] = NULL;
  assert_refused(&problem, 1, 1, "item 0 has no name (NULL)");
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_colors_the_format_cannot_carry_are_refused) {
  static const char *const names[] = {"a", "x", "y"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 1, 2), DLX_OK);
  uint32_t option[] = {0, 1, 2}, first_colors[] = {0, 1, 0}, second_colors[] = {0, 2, 1};
  ASSERT_STATUS(dlx_add_colored_option(solver, option, first_colors, 3, NULL), DLX_OK);
  ASSERT_STATUS(dlx_add_colored_option(solver, option, second_colors, 3, NULL), DLX_OK);
  /* Line 2 holds "a x:red y", line 3 "a x:blue y:red": the colors start at column 5. */
  const char *colors[] = {NULL, "red", "blue"};
  named_problem problem = {solver, names, colors, 2};
  free(assert_round_trip(&problem));
  colors[2] = "bl ue";
  assert_refused(&problem, 3, 5, "color name 'bl ue' cannot be written in Knuth's format");
  colors[2] = "";
  assert_refused(&problem, 3, 5, "color name '' cannot be written in Knuth's format: empty");
  colors[2] = "b:c";
  assert_refused(&problem, 3, 5, "':' inside");
  colors[2] = "red";
  assert_refused(&problem, 3, 5, "color name 'red' is given to colors 1 and 2");
  colors[2] = NULL;
  assert_refused(&problem, 3, 5, "color 2 has no name (NULL)");
  problem.color_count = 1;
  assert_refused(&problem, 3, 5, "color 2 has no name (above the color count)");
  problem.color_names = NULL;
  assert_refused(&problem, 2, 5, "color 1 has no name");
  /* A color no option uses is not read: its name may be anything. */
  const char *more_colors[] = {NULL, "red", "blue", "not a name"};
  problem = (named_problem){solver, names, more_colors, 3};
  free(assert_round_trip(&problem));
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_problems_the_format_cannot_carry_are_refused) {
  dlx_solver *solver;
  /* Two items of one name: the reader refuses the item line. */
  static const char *const twice[] = {"a", "b", "a"};
  ASSERT_STATUS(dlx_create(&solver, 2, 1), DLX_OK);
  named_problem problem = {solver, twice, NULL, 0};
  assert_refused(&problem, 1, 7, "item name 'a' is given to items 0 and 2");
  dlx_destroy(solver);
  /* No primary item: the item line would be blank, or a comment. */
  static const char *const secondary[] = {"x"};
  ASSERT_STATUS(dlx_create(&solver, 0, 1), DLX_OK);
  problem = (named_problem){solver, secondary, NULL, 0};
  assert_refused(&problem, 1, 1,
                 "without primary items cannot be written in Knuth's format (its "
                 "item line would be a comment)");
  dlx_destroy(solver);
  ASSERT_STATUS(dlx_create(&solver, 0, 0), DLX_OK);
  problem = (named_problem){solver, NULL, NULL, 0};
  assert_refused(&problem, 1, 1, "(its item line would be blank)");
  dlx_destroy(solver);
  /* An option with no primary item: the readers leave it out, and the ids after it would move. */
  static const char *const names[] = {"a", "x"};
  ASSERT_STATUS(dlx_create(&solver, 1, 1), DLX_OK);
  uint32_t good[] = {0, 1}, secondary_only[] = {1};
  ASSERT_STATUS(dlx_add_option(solver, good, 2, NULL), DLX_OK);
  ASSERT_STATUS(dlx_add_option(solver, secondary_only, 1, NULL), DLX_OK);
  problem = (named_problem){solver, names, NULL, 0};
  assert_refused(&problem, 3, 1, "option 1 has no primary item");
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_wrong_arguments_are_refused) {
  static const char *const names[] = {"a"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 1, 0), DLX_OK);
  named_problem problem = {NULL, names, NULL, 0};
  assert_refused(&problem, 1, 1, "solver is NULL");
  problem = (named_problem){solver, NULL, NULL, 0};
  assert_refused(&problem, 1, 1, "item_names is NULL");
  dlx_knuth_error error;
  ck_assert_uint_eq(dlx_knuth_write(solver, names, NULL, 0, NULL, 5, &error), DLX_KNUTH_UNWRITABLE);
  ck_assert_str_eq(error.message, "text is NULL with a capacity of 5 bytes");
  dlx_destroy(solver);
}
END_TEST

START_TEST(test_the_text_is_cut_as_snprintf_cuts) {
  static const char *const names[] = {"a", "b", "x"};
  static const char *const colors[] = {NULL, "red"};
  dlx_solver *solver;
  ASSERT_STATUS(dlx_create(&solver, 2, 1), DLX_OK);
  ASSERT_STATUS(dlx_set_item_bounds(solver, 0, 0, 2), DLX_OK);
  uint32_t option[] = {0, 2}, option_colors[] = {0, 1};
  ASSERT_STATUS(dlx_add_colored_option(solver, option, option_colors, 2, NULL), DLX_OK);
  ASSERT_STATUS(dlx_set_option_cost(solver, 0, 7), DLX_OK);
  static const char whole[] = "0:2|a b | x\na x:red |7\n";
  size_t length = sizeof whole - 1;
  ck_assert_uint_eq(dlx_knuth_write(solver, names, colors, 1, NULL, 0, NULL), length);
  for (size_t capacity = 0; capacity <= length + 2; capacity++) {
    char text[sizeof whole + 8];
    memset(text, '#', sizeof text);
    ck_assert_uint_eq(dlx_knuth_write(solver, names, colors, 1, text, capacity, NULL), length);
    if (capacity > 0) {
      size_t kept = capacity - 1 < length ? capacity - 1 : length;
      ck_assert_int_eq(memcmp(text, whole, kept), 0);
      ck_assert_int_eq(text[kept], '\0');
      for (size_t k = kept + 1; k < sizeof text; k++) ck_assert_int_eq(text[k], '#');
    } else
      for (size_t k = 0; k < sizeof text; k++) ck_assert_int_eq(text[k], '#');
  }
  dlx_destroy(solver);
}
END_TEST

static Suite *knuth_write_suite(void) {
  Suite *suite = suite_create("knuth write");
  TCase *spelling = tcase_create("spelling");
  tcase_add_test(spelling, test_bounds_are_written_in_their_shortest_form);
  tcase_add_test(spelling, test_colors_and_costs_are_written_as_the_reader_reads_them);
  tcase_add_test(spelling, test_no_secondary_item_and_no_option);
  tcase_add_test(spelling, test_names_of_any_bytes_from_0x80);
  tcase_add_test(spelling, test_first_name_that_starts_as_a_byte_order_mark);
  tcase_add_test(spelling, test_knuth_examples_are_written_as_knuth_writes_them);
  tcase_add_test(spelling, test_spellings_are_evened_out);
  suite_add_tcase(suite, spelling);
  TCase *round_trips = tcase_create("round trips");
  tcase_set_timeout(round_trips, 60);
  tcase_add_test(round_trips, test_every_bundled_example_round_trips);
  tcase_add_test(round_trips, test_random_problems_round_trip);
  tcase_add_test(round_trips, test_line_of_the_longest_length_the_reader_takes);
  suite_add_tcase(suite, round_trips);
  TCase *refusals = tcase_create("refusals");
  tcase_add_test(refusals, test_names_the_format_cannot_carry_are_refused);
  tcase_add_test(refusals, test_colors_the_format_cannot_carry_are_refused);
  tcase_add_test(refusals, test_problems_the_format_cannot_carry_are_refused);
  tcase_add_test(refusals, test_wrong_arguments_are_refused);
  tcase_add_test(refusals, test_the_text_is_cut_as_snprintf_cuts);
  suite_add_tcase(suite, refusals);
  return suite;
}

int main(void) {
  return run_suite(knuth_write_suite());
}
