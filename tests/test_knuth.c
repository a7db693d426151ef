/* test_knuth.c: the Check suite of what the reader of Knuth's exact-cover format (dlx/knuth.h)
 * makes of well-formed input.
 *
 * It reads inputs built in memory (fmemopen) and checks the items, primary and secondary, with
 * their names as spelled (longer than DLX1's 8 characters, up to a 10,000-byte name and a whole 16
 * MiB line), the colors, the text of every option, comments, blank lines, CRLF endings and stray
 * white space. Counts come from dlx_solve on the parsed problems and are checked against Knuth's
 * example and against a brute force written here over every subset of the options of random
 * problems, colored ones included, that the test writes as text and models on its own. Errors and
 * warnings are in test_knuth_errors.c. Run from the tests/ directory.
 */
#include "tests/knuth_test_support.h"

#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Well-formed inputs.
 */

typedef struct text_recorder {
  const dlx_knuth *problem;
  size_t solutions;
  char joined[256];
} text_recorder;

static int join_solution_texts(void *context, const uint32_t *option_ids, size_t option_count) {
  text_recorder *recorder = context;
  recorder->solutions++;
  size_t used = 0;
  recorder->joined[0] = '\0';
  for (size_t k = 0; k < option_count; k++) {
    int written =
        snprintf(recorder->joined + used, sizeof recorder->joined - used, "%s%s",
                 k > 0 ? " / " : "", dlx_knuth_option_text(recorder->problem, option_ids[k]));
    ck_assert_int_ge(written, 0);
    used += (size_t)written;
    ck_assert_uint_lt(used, sizeof recorder->joined);
  }
  return 0;
}

START_TEST(test_knuth_example_has_its_one_solution) {
  dlx_knuth *problem = read_good_text(knuth_example);
  const char *const names[] = {"a", "b", "c", "d", "e", "f", "g"};
  assert_item_names(problem, names, 7);
  ck_assert_uint_eq(dlx_primary_count(dlx_knuth_solver(problem)), 7);
  ck_assert_uint_eq(dlx_secondary_count(dlx_knuth_solver(problem)), 0);
  const char *const texts[] = {"c e", "a d g", "b c f", "a d f", "b g", "d e g"};
  assert_option_texts(problem, texts, 6);
  ck_assert_uint_eq(dlx_knuth_color_count(problem), 0);
  text_recorder recorder = {.problem = problem};
  dlx_search search = {.on_solution = join_solution_texts, .context = &recorder};
  ASSERT_STATUS(dlx_solve(dlx_knuth_solver(problem), &search, NULL), DLX_OK);
  ck_assert_uint_eq(recorder.solutions, 1);
  ck_assert_str_eq(recorder.joined, "a d f / b g / c e");
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_secondary_items_follow_the_bar) {
  dlx_knuth *problem = read_good_text("a b | x y\n"
                                      "a x\n"
                                      "b x\n"
                                      "a y\n"
                                      "b\n");
  const char *const names[] = {"a", "b", "x", "y"};
  assert_item_names(problem, names, 4);
  ck_assert_uint_eq(dlx_primary_count(dlx_knuth_solver(problem)), 2);
  ck_assert_uint_eq(dlx_secondary_count(dlx_knuth_solver(problem)), 2);
  /* {a x, b}, {a y, b x} and {a y, b}; {a x, b x} uses x twice. */
  ck_assert_uint_eq(count_solutions(problem), 3);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_bar_glued_to_a_name_separates_as_in_knuths_programs) {
  dlx_knuth *problem = read_good_text("a b |x y\na x\nb y\n");
  const char *const names[] = {"a", "b", "x", "y"};
  assert_item_names(problem, names, 4);
  ck_assert_uint_eq(dlx_primary_count(dlx_knuth_solver(problem)), 2);
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_bar_without_secondary_items_is_accepted) {
  dlx_knuth *problem = read_good_text("a b |\na\nb\n");
  ck_assert_uint_eq(dlx_primary_count(dlx_knuth_solver(problem)), 2);
  ck_assert_uint_eq(dlx_secondary_count(dlx_knuth_solver(problem)), 0);
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_names_longer_than_eight_characters) {
  dlx_knuth *problem = read_good_text("first_primary_item second_primary_item | secondary_item\n"
                                      "first_primary_item secondary_item:a_long_color_name\n"
                                      "second_primary_item secondary_item:a_long_color_name\n"
                                      "first_primary_item second_primary_item\n");
  const char *const names[] = {"first_primary_item", "second_primary_item", "secondary_item"};
  assert_item_names(problem, names, 3);
  ck_assert_uint_eq(dlx_knuth_color_count(problem), 1);
  ck_assert_str_eq(dlx_knuth_color_name(problem, 1), "a_long_color_name");
  ck_assert_uint_eq(count_solutions(problem), 2);
  dlx_knuth_destroy(problem);
}
END_TEST

enum { HUGE_NAME_LENGTH = 10000 };

START_TEST(test_ten_thousand_byte_names) {
  char *item_name = malloc(HUGE_NAME_LENGTH + 1);
  char *color_name = malloc(HUGE_NAME_LENGTH + 1);
  char *text = malloc(8 * HUGE_NAME_LENGTH + 100);
  char *expected_option = malloc(3 * HUGE_NAME_LENGTH + 100);
  ck_assert(item_name && color_name && text && expected_option);
  for (size_t k = 0; k < HUGE_NAME_LENGTH; k++) {
    item_name[k] = (char)('a' + k % 26);
    color_name[k] = (char)('A' + k % 26);
  }
  item_name[HUGE_NAME_LENGTH] = color_name[HUGE_NAME_LENGTH] = '\0';
  /* Item names that differ only in their last byte must stay apart. */
  char *other_name = strdup(item_name);
  other_name[HUGE_NAME_LENGTH - 1] = '#';
  snprintf(expected_option, 3 * HUGE_NAME_LENGTH + 100, "%s p x:%s", item_name, color_name);
  snprintf(text, 8 * HUGE_NAME_LENGTH + 100, "%s %s p | x\n%s\np %s x:%s\n%s\n", item_name,
           other_name, expected_option, other_name, color_name, other_name);
  dlx_knuth *problem = read_good_text(text);
  const char *const names[] = {item_name, other_name, "p", "x"};
  assert_item_names(problem, names, 4);
  ck_assert_str_eq(dlx_knuth_option_text(problem, 0), expected_option);
  ck_assert_uint_eq(dlx_knuth_color_count(problem), 1);
  ck_assert_str_eq(dlx_knuth_color_name(problem, 1), color_name);
  /* item_name is only in the first option, which holds p too: other_name must then come from
   * the third option, since the second holds p. */
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
  free(other_name);
  free(item_name);
  free(color_name);
  free(text);
  free(expected_option);
}
END_TEST

START_TEST(test_comments_blank_lines_crlf_and_stray_white_space) {
  dlx_knuth *problem = read_good_text("| a comment before the items\r\n"
                                      "\r\n"
                                      "   \t \r\n"
                                      "  | an indented comment\n"
                                      " \t a\tb   c | \tx \r\n"
                                      "|c e x\n"
                                      "a  b\t\r\n"
                                      "\n"
                                      "  c   x \f\v \r\n"
                                      "| a comment at the end, without a line ending");
  const char *const names[] = {"a", "b", "c", "x"};
  assert_item_names(problem, names, 4);
  const char *const texts[] = {"a b", "c x"};
  assert_option_texts(problem, texts, 2);
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_last_line_without_line_ending) {
  dlx_knuth *problem = read_good_text("a b\na\nb");
  const char *const texts[] = {"a", "b"};
  assert_option_texts(problem, texts, 2);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_byte_order_mark_and_utf8_names) {
  dlx_knuth *problem = read_good_text("\xEF\xBB\xBF"
                                      "\xC3\xA9t\xC3\xA9 hiver | \xE2\x98\x80\n"
                                      "\xC3\xA9t\xC3\xA9 \xE2\x98\x80:\xE2\x9C\x93\n"
                                      "hiver\n");
  const char *const names[] = {"\xC3\xA9t\xC3\xA9", "hiver", "\xE2\x98\x80"};
  assert_item_names(problem, names, 3);
  ck_assert_str_eq(dlx_knuth_option_text(problem, 0),
                   "\xC3\xA9t\xC3\xA9 \xE2\x98\x80:\xE2\x9C\x93");
  ck_assert_str_eq(dlx_knuth_color_name(problem, 1), "\xE2\x9C\x93");
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_option_text_keeps_the_input_spelling) {
  dlx_knuth *problem = read_good_text("p q r | x y\n"
                                      "   r\t\ty:blue    p  \n"
                                      "q x:red y:blue\n"
                                      "x:red q\n");
  const char *const texts[] = {"r y:blue p", "q x:red y:blue", "x:red q"};
  assert_option_texts(problem, texts, 3);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_colors_are_numbered_in_order_of_appearance) {
  dlx_knuth *problem = read_good_text("p q | x y\n"
                                      "p x:green y:red\n"
                                      "q x:red\n"
                                      "q y:green x\n");
  ck_assert_uint_eq(dlx_knuth_color_count(problem), 2);
  ck_assert_str_eq(dlx_knuth_color_name(problem, 1), "green");
  ck_assert_str_eq(dlx_knuth_color_name(problem, 2), "red");
  ck_assert_ptr_null(dlx_knuth_color_name(problem, 0));
  ck_assert_ptr_null(dlx_knuth_color_name(problem, 3));
  /* p must go with q: "q x:red" clashes with x:green, "q y:green x" with y:red and uncolored x. */
  ck_assert_uint_eq(count_solutions(problem), 0);
  dlx_knuth_destroy(problem);
}
END_TEST

/* The colored example of the golden tests, counted by hand: p is covered by "p x:A" or by
 * "p r x:B y". With "p x:A", q needs x:A ("q x:A") and r needs "r y": one solution. With
 * "p r x:B y", q needs x:B ("q x:B"): one more. */
START_TEST(test_colored_example_counted_by_hand) {
  dlx_knuth *problem = read_good_text("p q r | x y\n"
                                      "p x:A\n"
                                      "q x:A\n"
                                      "q x:B\n"
                                      "r y\n"
                                      "p r x:B y\n");
  ck_assert_uint_eq(count_solutions(problem), 2);
  dlx_knuth_destroy(problem);
}
END_TEST

START_TEST(test_many_items_and_colors) {
  enum { ITEMS = 20000 };
  size_t capacity = (size_t)ITEMS * 40 + 100;
  char *text = malloc(capacity);
  ck_assert_ptr_nonnull(text);
  size_t used = 0;
  for (unsigned k = 0; k < ITEMS; k++) used += (size_t)sprintf(text + used, "item%u ", k);
  used += (size_t)sprintf(text + used, "| shared\n");
  /* Every option gives "shared" the same color, so all of them make the one solution. */
  for (unsigned k = 0; k < ITEMS; k++)
    used += (size_t)sprintf(text + used, "shared:c7 item%u\n", k);
  ck_assert_uint_lt(used, capacity);
  dlx_knuth *problem = read_good_text(text);
  ck_assert_uint_eq(dlx_knuth_item_count(problem), ITEMS + 1);
  ck_assert_str_eq(dlx_knuth_item_name(problem, 12345), "item12345");
  ck_assert_str_eq(dlx_knuth_option_text(problem, 19999), "shared:c7 item19999");
  ck_assert_uint_eq(count_solutions(problem), 1);
  dlx_knuth_destroy(problem);

  used = 0;
  for (unsigned k = 0; k < 3; k++) used += (size_t)sprintf(text + used, "p%u ", k);
  used += (size_t)sprintf(text + used, "| x\n");
  for (unsigned k = 0; k < ITEMS; k++)
    used += (size_t)sprintf(text + used, "p%u x:color%u\n", k % 3, k);
  problem = read_good_text(text);
  ck_assert_uint_eq(dlx_knuth_color_count(problem), ITEMS);
  ck_assert_str_eq(dlx_knuth_color_name(problem, 4568), "color4567");
  /* Three options with one color each: the color of p0's option fixes the other two. Colors k,
   * k+1, k+2 never agree, so there is no solution. */
  ck_assert_uint_eq(count_solutions(problem), 0);
  dlx_knuth_destroy(problem);
  free(text);
}
END_TEST

START_TEST(test_longest_line_is_accepted) {
  /* One item whose name fills the longest line, ended by CRLF, then by LF alone. */
  size_t limit = DLX_KNUTH_MAXIMUM_LINE_LENGTH;
  char *text = malloc(limit + 2);
  ck_assert_ptr_nonnull(text);
  memset(text, 'n', limit);
  memcpy(text + limit, "\r\n", 2);
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  ASSERT_STATUS(read_bytes(text, limit + 2, &problem, &error, NULL), DLX_OK);
  ck_assert_uint_eq(dlx_knuth_item_count(problem), 1);
  ck_assert_uint_eq(strlen(dlx_knuth_item_name(problem, 0)), limit);
  dlx_knuth_destroy(problem);
  text[limit] = '\n';
  ASSERT_STATUS(read_bytes(text, limit + 1, &problem, &error, NULL), DLX_OK);
  ck_assert_uint_eq(strlen(dlx_knuth_item_name(problem, 0)), limit);
  dlx_knuth_destroy(problem);
  free(text);
}
END_TEST

START_TEST(test_a_hundred_thousand_options) {
  enum { OPTIONS = 100000 };
  size_t capacity = (size_t)OPTIONS * 24 + 100;
  char *text = malloc(capacity);
  ck_assert_ptr_nonnull(text);
  size_t used = (size_t)sprintf(text, "never a b c | x\n");
  for (unsigned k = 0; k < OPTIONS; k++)
    used += (size_t)sprintf(text + used, "%s x:%u\n", k % 2 ? "a b" : "c", k % 5);
  dlx_knuth *problem = read_good_text(text);
  ck_assert_uint_eq(dlx_option_count(dlx_knuth_solver(problem)), OPTIONS);
  ck_assert_str_eq(dlx_knuth_option_text(problem, OPTIONS - 1), "a b x:4");
  ck_assert_uint_eq(dlx_knuth_color_count(problem), 5);
  ck_assert_uint_eq(count_solutions(problem), 0); /* nothing covers "never" */
  dlx_knuth_destroy(problem);
  free(text);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Random problems, written as text, counted by the engine and by a brute force over the test's own
 * model of them.
 */

enum {
  RANDOM_MAX_ITEMS = 8,
  RANDOM_MAX_OPTIONS = 14,
  RANDOM_MAX_OPTION_SIZE = 5,
  RANDOM_TEXT_CAPACITY = 8192,
};

typedef struct model_option {
  size_t size;
  uint32_t items[RANDOM_MAX_OPTION_SIZE];
  uint32_t colors[RANDOM_MAX_OPTION_SIZE]; /* 0: none */
  bool has_primary;
} model_option;

typedef struct model_problem {
  uint32_t primary_count, item_count;
  size_t option_count;
  model_option options[RANDOM_MAX_OPTIONS];
} model_problem;

/* Whether the options of subset (a bit per option) cover every primary item exactly once and give
 * every secondary item either one option or options that all give it the same color. */
static bool subset_is_solution(const model_problem *model, uint32_t subset) {
  int cover_count[RANDOM_MAX_ITEMS] = {0};
  uint32_t color_of_item[RANDOM_MAX_ITEMS] = {0};
  bool incompatible_use[RANDOM_MAX_ITEMS] = {false};
  for (size_t option = 0; option < model->option_count; option++) {
    if (!(subset >> option & 1)) continue;
    const model_option *chosen = &model->options[option];
    for (size_t k = 0; k < chosen->size; k++) {
      uint32_t item = chosen->items[k], color = chosen->colors[k];
      cover_count[item]++;
      if (color == 0) incompatible_use[item] = true;
      if (cover_count[item] == 1)
        color_of_item[item] = color;
      else if (color == 0 || color != color_of_item[item])
        incompatible_use[item] = true;
    }
  }
  for (uint32_t item = 0; item < model->item_count; item++) {
    if (item < model->primary_count && cover_count[item] != 1) return false;
    if (item >= model->primary_count && cover_count[item] > 1 && incompatible_use[item])
      return false;
  }
  return true;
}

static uint64_t count_by_brute_force(const model_problem *model) {
  uint64_t count = 0;
  for (uint32_t subset = 0; subset < (UINT32_C(1) << model->option_count); subset++) {
    bool only_kept_options = true;
    for (size_t option = 0; option < model->option_count; option++)
      if (subset >> option & 1 && !model->options[option].has_primary) only_kept_options = false;
    if (only_kept_options && subset_is_solution(model, subset)) count++;
  }
  return count;
}

static const char *const random_item_names[RANDOM_MAX_ITEMS] = {
    "p", "primary_2", "P3", "a.very.long.primary.item.name", "s1", "secondary_item", "s#3", "z"};
static const char *const random_color_names[] = {"red", "a_rather_long_color"};
static const char *const random_blanks[] = {" ", "  ", "\t", " \t "};

static size_t append(char *text, size_t used, const char *format, const char *argument) {
  int written = snprintf(text + used, RANDOM_TEXT_CAPACITY - used, format, argument);
  ck_assert_int_ge(written, 0);
  ck_assert_uint_lt(used + (size_t)written, RANDOM_TEXT_CAPACITY);
  return used + (size_t)written;
}

/* Builds a random model and writes it as text; expected_texts[k] is the text of kept option k. */
static void write_random_problem(uint64_t *state, model_problem *model, char *text,
                                 char expected_texts[][256], size_t *kept_count) {
  memset(model, 0, sizeof *model);
  model->primary_count = 1 + random_below(state, 4);
  model->item_count = model->primary_count + random_below(state, 5);
  model->option_count = 1 + random_below(state, RANDOM_MAX_OPTIONS);
  size_t used = 0;
  if (random_below(state, 3) == 0) used = append(text, used, "%s", "| a random problem\n");
  for (uint32_t item = 0; item < model->item_count; item++) {
    if (item == model->primary_count) used = append(text, used, "%s", "| ");
    used = append(text, used, "%s", random_item_names[item]);
    used = append(text, used, "%s", random_blanks[random_below(state, 4)]);
  }
  used = append(text, used, "%s", random_below(state, 2) ? "\n" : "\r\n");
  *kept_count = 0;
  for (size_t option = 0; option < model->option_count; option++) {
    model_option *written = &model->options[option];
    bool used_item[RANDOM_MAX_ITEMS] = {false};
    size_t size = 1 + random_below(state, RANDOM_MAX_OPTION_SIZE);
    char spelled[256] = "";
    size_t spelled_length = 0;
    for (size_t k = 0; k < size; k++) {
      uint32_t item = random_below(state, model->item_count);
      if (used_item[item]) continue;
      used_item[item] = true;
      uint32_t color = 0;
      if (item >= model->primary_count && random_below(state, 3) != 0)
        color = 1 + random_below(state, 2);
      written->items[written->size] = item;
      written->colors[written->size] = color;
      written->size++;
      written->has_primary |= item < model->primary_count;
      char token[128];
      snprintf(token, sizeof token, "%s%s%s", random_item_names[item], color ? ":" : "",
               color ? random_color_names[color - 1] : "");
      spelled_length += (size_t)snprintf(spelled + spelled_length, sizeof spelled - spelled_length,
                                         "%s%s", spelled_length ? " " : "", token);
      if (random_below(state, 2)) used = append(text, used, "%s", random_blanks[k % 4]);
      used = append(text, used, "%s", token);
      used = append(text, used, "%s", random_blanks[random_below(state, 4)]);
    }
    used = append(text, used, "%s", random_below(state, 2) ? "\n" : "\r\n");
    if (random_below(state, 4) == 0) used = append(text, used, "%s", "|comment\n\n");
    if (written->has_primary) strcpy(expected_texts[(*kept_count)++], spelled);
  }
}

typedef struct solution_checker {
  const model_problem *model;
  const size_t *model_option_of_id;
  uint64_t solutions;
  bool seen[1 << RANDOM_MAX_OPTIONS];
} solution_checker;

static int check_random_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  solution_checker *checker = context;
  uint32_t subset = 0;
  for (size_t k = 0; k < option_count; k++)
    subset |= UINT32_C(1) << checker->model_option_of_id[option_ids[k]];
  ck_assert_msg(subset_is_solution(checker->model, subset), "not a solution: subset %x", subset);
  ck_assert_msg(!checker->seen[subset], "solution %x reported twice", subset);
  checker->seen[subset] = true;
  checker->solutions++;
  return 0;
}

START_TEST(test_random_problems_match_a_brute_force) {
  uint64_t state = UINT64_C(0x9E3779B97F4A7C15);
  static char text[RANDOM_TEXT_CAPACITY];
  static char expected_texts[RANDOM_MAX_OPTIONS][256];
  static solution_checker checker;
  uint64_t total_solutions = 0;
  unsigned colored_problems_with_solutions = 0;
  for (int round = 0; round < 3000; round++) {
    model_problem model;
    size_t kept_count;
    write_random_problem(&state, &model, text, expected_texts, &kept_count);
    warning_record record = {0};
    dlx_knuth *problem = NULL;
    dlx_knuth_error error;
    dlx_status status = read_bytes(text, strlen(text), &problem, &error, &record);
    ck_assert_msg(status == DLX_OK, "round %d: %s at %lu:%lu in:\n%s", round, error.message,
                  error.line, error.column, text);
    ck_assert_uint_eq(record.count, model.option_count - kept_count);
    ck_assert_uint_eq(dlx_primary_count(dlx_knuth_solver(problem)), model.primary_count);
    ck_assert_uint_eq(dlx_knuth_item_count(problem), model.item_count);
    size_t model_option_of_id[RANDOM_MAX_OPTIONS];
    size_t kept = 0;
    for (size_t option = 0; option < model.option_count; option++)
      if (model.options[option].has_primary) model_option_of_id[kept++] = option;
    for (size_t id = 0; id < kept_count; id++)
      ck_assert_str_eq(dlx_knuth_option_text(problem, (uint32_t)id), expected_texts[id]);
    memset(&checker, 0, sizeof checker);
    checker.model = &model;
    checker.model_option_of_id = model_option_of_id;
    dlx_search search = {.on_solution = check_random_solution, .context = &checker};
    dlx_statistics statistics;
    ASSERT_STATUS(dlx_solve(dlx_knuth_solver(problem), &search, &statistics), DLX_OK);
    ASSERT_STATUS(dlx_check_consistency(dlx_knuth_solver(problem)), DLX_OK);
    uint64_t expected = count_by_brute_force(&model);
    ck_assert_msg(statistics.solutions == expected && checker.solutions == expected,
                  "round %d: engine %llu, brute force %llu, for:\n%s", round,
                  (unsigned long long)statistics.solutions, (unsigned long long)expected, text);
    total_solutions += expected;
    if (expected > 0 && dlx_knuth_color_count(problem) > 0) colored_problems_with_solutions++;
    dlx_knuth_destroy(problem);
  }
  /* The generator must exercise what it claims to. */
  ck_assert_uint_gt(total_solutions, 1000);
  ck_assert_uint_gt(colored_problems_with_solutions, 100);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 */

static Suite *make_knuth_suite(void) {
  Suite *suite = suite_create("knuth");

  TCase *good = tcase_create("well-formed input");
  tcase_add_test(good, test_knuth_example_has_its_one_solution);
  tcase_add_test(good, test_secondary_items_follow_the_bar);
  tcase_add_test(good, test_bar_glued_to_a_name_separates_as_in_knuths_programs);
  tcase_add_test(good, test_bar_without_secondary_items_is_accepted);
  tcase_add_test(good, test_names_longer_than_eight_characters);
  tcase_add_test(good, test_ten_thousand_byte_names);
  tcase_add_test(good, test_comments_blank_lines_crlf_and_stray_white_space);
  tcase_add_test(good, test_last_line_without_line_ending);
  tcase_add_test(good, test_byte_order_mark_and_utf8_names);
  tcase_add_test(good, test_option_text_keeps_the_input_spelling);
  tcase_add_test(good, test_colors_are_numbered_in_order_of_appearance);
  tcase_add_test(good, test_colored_example_counted_by_hand);
  tcase_add_test(good, test_many_items_and_colors);
  tcase_add_test(good, test_longest_line_is_accepted);
  tcase_add_test(good, test_a_hundred_thousand_options);
  tcase_set_timeout(good, 60);
  suite_add_tcase(suite, good);

  TCase *counts = tcase_create("counts against a brute force");
  tcase_add_test(counts, test_random_problems_match_a_brute_force);
  tcase_set_timeout(counts, 60);
  suite_add_tcase(suite, counts);
  return suite;
}

int main(void) {
  return run_suite(make_knuth_suite());
}
