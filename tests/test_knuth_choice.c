/* test_knuth_choice.c: the Check suite that holds the automatic choice of representation
 * (dlx/representation.c) on problem shapes written in Knuth's format. Shallow problems, whose
 * solutions take few options because every primary item lies in a large share of the options, must
 * run on the links: the bitset was 2 to 10 times slower on them (issue 18; bench/choice.sh measures
 * the family): the set partitions of 8 to 11 items, and random colored XCC problems of 6 to 18
 * primary and 0 to 3 secondary items and 60 to 300 options, drawn here as bench/choice_family draws
 * them (with up to 6 secondary items, those whose options hold 1.6 secondary items or more on
 * average keep the bitset, which was measured as fast or faster there). Deep problems on which the
 * bitset was measured to win (pentominoes, Langford pairs, 14 queens) and the shallow colors
 * example, rich in colored secondary items, must keep it. The partition counts are held to the Bell
 * numbers, computed here by the Bell triangle.
 */
#include "tests/run_suite.h"

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

static dlx_knuth *read_stream(FILE *stream) {
  ck_assert_ptr_nonnull(stream);
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  dlx_status status = dlx_knuth_read(stream, &problem, &error, NULL, NULL);
  fclose(stream);
  ck_assert_msg(status == DLX_OK, "%lu:%lu: %s", error.line, error.column, error.message);
  return problem;
}

/* The representation that the automatic choice ran, on at most node_limit nodes (0: all). */
static dlx_representation automatic_choice(dlx_knuth *problem, uint64_t node_limit,
                                           dlx_statistics *statistics) {
  dlx_search search = {.node_limit = node_limit};
  dlx_status status = dlx_solve(dlx_knuth_solver(problem), &search, statistics);
  ck_assert(status == DLX_OK || status == DLX_STOPPED_AT_NODE_LIMIT);
  return statistics->representation;
}

static uint64_t bell_number(unsigned n) {
  uint64_t row[32] = {1}, next[32];
  for (unsigned length = 1; length <= n; length++) {
    next[0] = row[length - 1];
    for (unsigned k = 1; k <= length; k++) next[k] = next[k - 1] + row[k - 1];
    memcpy(row, next, sizeof row);
  }
  return row[0];
}

START_TEST(test_set_partitions_run_on_the_links) {
  for (unsigned n = 8; n <= 11; n++) {
    char *text = NULL;
    size_t size = 0;
    FILE *stream = open_memstream(&text, &size);
    for (unsigned k = 0; k < n; k++) fprintf(stream, "i%u ", k);
    fputc('\n', stream);
    for (uint32_t subset = 1; subset < (UINT32_C(1) << n); subset++) {
      for (unsigned k = 0; k < n; k++)
        if (subset >> k & 1) fprintf(stream, "i%u ", k);
      fputc('\n', stream);
    }
    fclose(stream);
    dlx_knuth *problem = read_stream(fmemopen(text, size, "r"));
    dlx_statistics statistics;
    ck_assert_int_eq(automatic_choice(problem, 0, &statistics), DLX_REPRESENTATION_LINKS);
    ck_assert_uint_eq(statistics.solutions, bell_number(n));
    dlx_knuth_destroy(problem);
    free(text);
  }
}
END_TEST

static uint64_t random_state = 0x2545f4914f6cdd1du;

static uint32_t random_below(uint32_t bound) {
  random_state ^= random_state << 13;
  random_state ^= random_state >> 7;
  random_state ^= random_state << 17;
  return (uint32_t)(random_state % bound);
}

START_TEST(test_random_colored_xcc_of_few_items_runs_on_the_links) {
  for (int round = 0; round < 40; round++) {
    uint32_t primary = 6 + random_below(13), secondary = random_below(4);
    uint32_t options = 60 + random_below(241);
    char *text = NULL;
    size_t size = 0;
    FILE *stream = open_memstream(&text, &size);
    for (uint32_t k = 0; k < primary; k++) fprintf(stream, "p%u ", (unsigned)k);
    if (secondary) fputs("| ", stream);
    for (uint32_t k = 0; k < secondary; k++) fprintf(stream, "s%u ", (unsigned)k);
    fputc('\n', stream);
    for (uint32_t option = 0; option < options; option++) {
      int taken[18] = {0};
      uint32_t option_size = 1 + random_below(4);
      for (uint32_t placed = 0; placed < option_size;) {
        uint32_t item = random_below(primary);
        if (taken[item]) continue;
        taken[item] = 1;
        placed++;
        fprintf(stream, "p%u ", (unsigned)item);
      }
      for (uint32_t k = 0; k < secondary; k++) {
        if (random_below(3) != 0) continue;
        uint32_t color = random_below(4);
        if (color)
          fprintf(stream, "s%u:%c ", (unsigned)k, 'A' + (int)color - 1);
        else
          fprintf(stream, "s%u ", (unsigned)k);
      }
      fputc('\n', stream);
    }
    fclose(stream);
    dlx_knuth *problem = read_stream(fmemopen(text, size, "r"));
    dlx_statistics statistics;
    ck_assert_msg(automatic_choice(problem, 2000, &statistics) == DLX_REPRESENTATION_LINKS,
                  "round %d: %u primary, %u secondary items, %u options ran on the bitset", round,
                  (unsigned)primary, (unsigned)secondary, (unsigned)options);
    dlx_knuth_destroy(problem);
    free(text);
  }
}
END_TEST

/* The suites run from tests/. */
START_TEST(test_deep_examples_and_colors_keep_the_bitset) {
  const char *files[] = {
      "../puzzles/exact-cover/pentominoes-6x10.dlx", "../puzzles/exact-cover/langford-12.dlx",
      "../puzzles/exact-cover/queens-14.dlx", "../puzzles/exact-cover/colors.dlx"};
  for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
    dlx_knuth *problem = read_stream(fopen(files[k], "r"));
    dlx_statistics statistics;
    ck_assert_msg(automatic_choice(problem, 2000, &statistics) == DLX_REPRESENTATION_BITSET,
                  "%s ran on the links", files[k]);
    dlx_knuth_destroy(problem);
  }
}
END_TEST

static Suite *knuth_choice_suite(void) {
  Suite *suite = suite_create("knuth choice");
  TCase *shapes = tcase_create("shapes");
  tcase_set_timeout(shapes, 60);
  tcase_add_test(shapes, test_set_partitions_run_on_the_links);
  tcase_add_test(shapes, test_random_colored_xcc_of_few_items_runs_on_the_links);
  tcase_add_test(shapes, test_deep_examples_and_colors_keep_the_bitset);
  suite_add_tcase(suite, shapes);
  return suite;
}

int main(void) {
  return run_suite(knuth_choice_suite());
}
