/* test_polyform.c: the Check suite of the polyform library (polyform/polyform.h): the picture
 * reader, the orientations and placements, the symmetries of boards, and the counts, all and up
 * to symmetry, against sources that share no code with the library:
 *   - Knuth's published counts (TAOCP 7.2.2.1, "Dancing links"): the 12 pentominoes in boxes of
 *     6x10 (9356 solutions, 2339 distinct), 5x12 (4040, 1010), 4x15 (1472, 368), 3x20 (8, 2) and
 *     the 8x8 board with a central 2x2 hole (520, 65); the Soma cube (11520, 240); the hexiamonds
 *     in the 6x6 rhombus (624, 156: 624 as Knuth's polyiamond-dlx and dlx count them);
 *   - the numbers of fixed polyforms: 63 for the 12 pentominoes, 216 for the 35 hexominoes, 94
 *     for the 12 hexiamonds (the base placements Knuth's polyiamond-dlx reports);
 *   - a brute force written here, on random small boards and random pieces of squares, of
 *     triangles (with a geometry of its own) and of cubes with random roles: it places pieces by
 * its own backtracking, with orientations from its own rotations, and counts classes by its own
 * canonical forms under its own symmetries; and on random puzzles in Knuth's format with a piece on
 * two lines (the sum of its counts with either shape);
 *   - Knuth's marked cells (suffixes) on dominoes in 2 x n boxes, against the Fibonacci numbers
 *     of their tilings.
 * Run from the tests/ directory (the puzzles are read from ../puzzles/polyform/).
 */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"
#include "tests/read_file.h"
#include "tests/run_suite.h"

/* ------------------------------------------------------------------------------------------------
 * Reading puzzles, and counting with the library.
 */

typedef struct loaded {
  polyform_problem *problem;
  polyform_model *model;
} loaded;

static polyform_status load_text(const char *text, int orientations, loaded *result,
                                 polyform_error *error) {
  result->problem = NULL;
  result->model = NULL;
  polyform_status status = polyform_read(text, strlen(text), false, &result->problem, error);
  if (!status) status = polyform_model_create(result->problem, orientations, &result->model, error);
  if (status) {
    polyform_problem_destroy(result->problem);
    result->problem = NULL;
  }
  return status;
}

static loaded load_file(const char *name) {
  char path[256];
  snprintf(path, sizeof path, "../puzzles/polyform/%s", name);
  size_t length;
  char *text = test_read_needed_file(path, &length);
  loaded result;
  polyform_error error;
  polyform_status status = load_text(text, -1, &result, &error);
  ck_assert_msg(status == POLYFORM_OK, "%s:%lu:%lu: %s", name, error.place.line, error.place.column,
                error.message);
  free(text);
  return result;
}

static void unload(loaded *l) {
  polyform_model_destroy(l->model);
  polyform_problem_destroy(l->problem);
}

/* Every solution, and those canonical under the board's symmetries: the library's count of the
 * canonical solutions over the engine's listing, whose number of solutions listed the plain count
 * (the engine's automatic strategies) must equal; and the library's limit on the canonical ones. */
static void count(const polyform_model *model, uint64_t *total, uint64_t *distinct) {
  dlx_solver *solver = NULL;
  ck_assert_int_eq(polyform_model_solver(model, &solver), DLX_OK);
  dlx_statistics listing = {.size = sizeof listing};
  ck_assert_int_eq(polyform_count_distinct(model, solver, NULL, 0, distinct, &listing), DLX_OK);
  *total = listing.solutions;
  dlx_statistics statistics = {.size = sizeof statistics};
  ck_assert_int_eq(dlx_solve(solver, NULL, &statistics), DLX_OK);
  ck_assert_uint_eq(statistics.solutions, *total);
  if (*distinct > 1) {
    uint64_t counted = 0;
    ck_assert_int_eq(polyform_count_distinct(model, solver, NULL, 1, &counted, NULL),
                     DLX_STOPPED_AT_SOLUTION_LIMIT);
    ck_assert_uint_eq(counted, 1);
  }
  dlx_destroy(solver);
}

/* POLYFORM_QUICK=1 (the suite under the sanitizers, several times slower) leaves out the counts of
 * the 5x12 and 6x10 boxes, which the plain build's run and tests/polyform/run.sh check. */
static bool quick(void) {
  const char *setting = getenv("POLYFORM_QUICK");
  return setting && strcmp(setting, "1") == 0;
}

static uint32_t total_orientations(const polyform_model *model) {
  uint32_t sum = 0;
  for (size_t k = 0; k < model->problem->piece_count; k++) sum += model->orientation_count[k];
  return sum;
}

START_TEST(knuth_pentomino_counts) {
  static const struct {
    const char *file;
    uint64_t total, distinct;
    int symmetries;
  } cases[] = {
      {"pentominoes-3x20.txt", 8, 2, 4},        {"pentominoes-4x15.txt", 1472, 368, 4},
      {"pentominoes-5x12.txt", 4040, 1010, 4},  {"pentominoes-6x10.txt", 9356, 2339, 4},
      {"pentominoes-8x8-hole.txt", 520, 65, 8},
  };
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    if (quick() && cases[k].total > 2000) continue;
    loaded l = load_file(cases[k].file);
    ck_assert_uint_eq(l.problem->piece_count, 12);
    ck_assert_uint_eq(total_orientations(l.model), 63);
    ck_assert_int_eq(l.model->symmetry_count, cases[k].symmetries);
    uint64_t total, distinct;
    count(l.model, &total, &distinct);
    ck_assert_msg(total == cases[k].total && distinct == cases[k].distinct, "%s: %llu and %llu",
                  cases[k].file, (unsigned long long)total, (unsigned long long)distinct);
    unload(&l);
  }
}
END_TEST

START_TEST(soma_cube) {
  loaded l = load_file("soma.txt");
  ck_assert_int_eq(l.problem->kind, POLYFORM_CUBES);
  /* Turned, not reflected: every map of the cube is still a symmetry of the puzzle, the
   * reflections taking the screw A onto its mirror image B. */
  ck_assert_int_eq(l.model->symmetry_count, 48);
  uint64_t total, distinct;
  count(l.model, &total, &distinct);
  ck_assert_uint_eq(total, 11520);
  ck_assert_uint_eq(distinct, 240);
  unload(&l);
}
END_TEST

START_TEST(hexiamonds_rhombus) {
  loaded l = load_file("hexiamonds-rhombus-6.txt");
  ck_assert_int_eq(l.problem->kind, POLYFORM_TRIANGLES);
  ck_assert_uint_eq(l.problem->cell_count, 72);
  ck_assert_uint_eq(total_orientations(l.model), 94);
  ck_assert_int_eq(l.model->symmetry_count, 4);
  uint64_t total, distinct;
  count(l.model, &total, &distinct);
  ck_assert_uint_eq(total, 624);
  ck_assert_uint_eq(distinct, 156);
  unload(&l);
}
END_TEST

START_TEST(hexominoes_and_bedlam_read) {
  loaded l = load_file("hexominoes.txt");
  ck_assert_uint_eq(l.problem->piece_count, 35);
  ck_assert_uint_eq(total_orientations(l.model), 216);
  unload(&l);
  l = load_file("bedlam.txt");
  ck_assert_uint_eq(l.problem->piece_count, 13);
  ck_assert_uint_eq(l.problem->cell_count, 64);
  /* Its first solution covers every cell once, each piece once. */
  dlx_solver *solver = NULL;
  ck_assert_int_eq(polyform_model_solver(l.model, &solver), DLX_OK);
  dlx_iterator *iterator = NULL;
  ck_assert_int_eq(dlx_iterator_create(solver, NULL, &iterator), DLX_OK);
  const uint32_t *ids;
  size_t size;
  ck_assert_int_eq(dlx_iterator_next(iterator, &ids, &size), 1);
  ck_assert_uint_eq(size, 13);
  int covered[64] = {0}, used[13] = {0};
  for (size_t o = 0; o < size; o++) {
    const polyform_placement *p = &l.model->placements[ids[o]];
    used[p->piece]++;
    for (size_t k = 0; k < l.problem->pieces[p->piece].cell_count; k++)
      covered[l.model->cells[p->first + k]]++;
  }
  for (int c = 0; c < 64; c++) ck_assert_int_eq(covered[c], 1);
  for (int k = 0; k < 13; k++) ck_assert_int_eq(used[k], 1);
  dlx_iterator_destroy(iterator);
  dlx_destroy(solver);
  unload(&l);
}
END_TEST

/* The orientations allowed: turned only, the pentominoes have 41 (F, L, N, P, Y 4 each, T, U,
 * V, W 4 each, I and Z 2, X 1), and the board keeps only its half-turn; fixed, one each, and
 * the board no symmetry. */
START_TEST(orientation_settings) {
  size_t length;
  char *text = test_read_needed_file("../puzzles/polyform/pentominoes-3x20.txt", &length);
  loaded l;
  polyform_error error;
  ck_assert_int_eq(load_text(text, POLYFORM_ROTATIONS, &l, &error), POLYFORM_OK);
  ck_assert_uint_eq(total_orientations(l.model), 41);
  ck_assert_int_eq(l.model->symmetry_count, 2);
  unload(&l);
  ck_assert_int_eq(load_text(text, POLYFORM_FIXED, &l, &error), POLYFORM_OK);
  ck_assert_uint_eq(total_orientations(l.model), 12);
  ck_assert_int_eq(l.model->symmetry_count, 1);
  unload(&l);
  free(text);
}
END_TEST

/* ------------------------------------------------------------------------------------------------
 * Bad input: one error, with its place, and never a crash.
 */

static void expect_error(const char *text, unsigned long line, unsigned long column,
                         const char *words) {
  loaded l;
  polyform_error error;
  polyform_status status = load_text(text, -1, &l, &error);
  ck_assert_msg(status == POLYFORM_BAD_INPUT, "accepted: %s", text);
  ck_assert_msg(error.place.line == line && error.place.column == column,
                "%lu:%lu (expected %lu:%lu): %s", error.place.line, error.place.column, line,
                column, error.message);
  ck_assert_msg(strstr(error.message, words) != NULL, "'%s' lacks '%s'", error.message, words);
}

START_TEST(errors) {
  expect_error("piece A\n#.#\nboard\n...\n", 1, 1, "not connected");
  expect_error("piece A\n####\nboard\n..\n", 1, 1, "more than the board's");
  expect_error("piece A\n##\npiece B\n##\nboard\n...\n", 5, 1, "more than the board's 3");
  expect_error("piece A 0-4\n##\nboard\n..#.\n..\n", 4, 4, "row 1 column 4");
  expect_error("piece A\n##\nboard\n.x\n", 4, 2, "'x' in the board");
  expect_error("piece A 3-1\n##\nboard\n..\n", 1, 9, "backwards");
  expect_error("piece A twice\n##\nboard\n..\n", 1, 9, "unknown role");
  expect_error("piece A\n##\npiece A\n#\nboard\n..\n", 3, 7, "second piece");
  expect_error("piece A\n\nboard\n..\n", 1, 1, "no cells");
  expect_error("piece A\n##\n", 2, 1, "no board");
  expect_error("hello\npiece A\n##\nboard\n..\n", 1, 4, "no suffix");
  expect_error("cells: hexagon\n", 1, 8, "unknown cells");
  expect_error("piece A\n#\nlayer\n#\nboard\n..\n", 3, 1, "cells: cube");
  expect_error("piece A\n#\nboard\n..\ncells: cube\n", 5, 1, "before the first");
  expect_error("piece A\n##\nboard\n...\n", 3, 1, "fewer than the board's 3");
  expect_error("orientations: fixed\npiece A\n###\npiece B any\n#\nboard\n.\n.\n.\n", 2, 1,
               "fits nowhere");
  /* Allowed once the file says so. */
  loaded l;
  polyform_error error;
  ck_assert_int_eq(
      load_text("connected: no\npiece A\n#.#\npiece B\n#\nboard\n...\n", -1, &l, &error),
      POLYFORM_OK);
  unload(&l);
  /* Random bytes and mutations of a good file never crash the reader. */
  const char *good = "cells: cube\npiece A 1-2\n##\nlayer\n#.\nboard\n..\n..\nlayer\n..\n.#\n";
  srand(7);
  char buffer[128];
  for (int round = 0; round < 20000; round++) {
    size_t length = strlen(good);
    memcpy(buffer, good, length + 1);
    int changes = 1 + rand() % 4;
    for (int k = 0; k < changes; k++) {
      static const char alphabet[] = "#. \n-:0123abcdefglpriyuxz\r\t|";
      buffer[rand() % length] = alphabet[rand() % (sizeof alphabet - 1)];
    }
    polyform_problem *problem = NULL;
    polyform_model *model = NULL;
    if (polyform_read(buffer, length, false, &problem, &error) == POLYFORM_OK) {
      if (polyform_model_create(problem, -1, &model, &error) == POLYFORM_OK) {
        dlx_solver *solver = NULL;
        ck_assert_int_eq(polyform_model_solver(model, &solver), DLX_OK);
        dlx_destroy(solver);
        polyform_model_destroy(model);
      } else {
        ck_assert(error.place.line >= 1 && error.message[0] != '\0');
      }
      polyform_problem_destroy(problem);
    } else {
      ck_assert(error.place.line >= 1 && error.place.column >= 1 && error.message[0] != '\0');
    }
  }
}
END_TEST

/* Knuth's formats: the same puzzles written as his polyomino-dlx and polycube-dlx read them give
 * the same counts (TAOCP 7.2.2.1), and copies as "n|name" are one piece with bounds. */
START_TEST(knuth_formats) {
  loaded l = load_file("pentominoes-6x10.knuth");
  ck_assert_int_eq(l.problem->kind, POLYFORM_SQUARES);
  ck_assert_uint_eq(total_orientations(l.model), 63);
  uint64_t total, distinct;
  if (!quick()) {
    count(l.model, &total, &distinct);
    ck_assert_uint_eq(total, 9356);
    ck_assert_uint_eq(distinct, 2339);
  }
  unload(&l);
  polyform_error error;
  ck_assert_int_eq(load_text("| Soma\n[0-2][0-2][0-2]\nV 000 100 010\nL 000 100 200 010\n"
                             "T 000 100 200 110\nZ 000 100 110 210\nA 000 100 010 101\n"
                             "B 000 100 010 011\nP 000 100 010 001\n",
                             -1, &l, &error),
                   POLYFORM_OK);
  ck_assert_int_eq(l.problem->kind, POLYFORM_CUBES);
  count(l.model, &total, &distinct);
  ck_assert_uint_eq(total, 11520);
  ck_assert_uint_eq(distinct, 240);
  unload(&l);
  /* Four L tetrominoes tile a 4x4 square in 10 ways (as Knuth's polyomino-dlx and dlx count). */
  ck_assert_int_eq(load_text("[0-3][0-3]\n4|L 00 10 20 21\n", -1, &l, &error), POLYFORM_OK);
  ck_assert_uint_eq(l.problem->pieces[0].lower, 4);
  count(l.model, &total, &distinct);
  ck_assert_uint_eq(total, 10);
  unload(&l);
  expect_error("[0-3][0-3\nA 00\n", 1, 6, "no closing bracket");
  expect_error("[0-3][0-3]\nA 0_\n", 2, 4, "no base-62 digit");
  expect_error("[0-3][0-3]\nA 00!\n", 2, 2, "a piece needs cells");
  expect_error("[0-3][0-3]\n2|A 00\nA 01\n", 3, 1, "another number of copies");
  expect_error("[0-3][0-3]\n3:2|A 00\n", 2, 1, "m at most n");
  expect_error("[0-2][0-2][0-2]\nA 000 001!\n", 2, 10, "no suffix");
  expect_error("[0-1][0-1] [0-1][0-1]'\nA 00 00''\n", 2, 9, "does not begin");
  expect_error("[0-1][0-1] [0-1][0-1]!\n4|A 00 00?\n", 2, 1, "fits nowhere");
  expect_error("| only a board\n[0-3][0-3]\n", 2, 1, "no pieces");
  expect_error("[3-0][0-3]\nA 00\n", 1, 4, "backwards");
}
END_TEST

/* Marked cells (Knuth's suffixes): dominoes in a 2 x n box, every cell also marked "!", each
 * domino taking the mark of one of its ends. Every tiling of the box, T(n) of them (T(0) = T(1) =
 * 1, T(n) = T(n - 1) + T(n - 2): a tiling ends in an upright domino or in two lying ones), with
 * 2^n choices of marks. Up to the box's 4 symmetries (n > 2), by Burnside's lemma: a solution
 * fixed by a map has each domino that the map takes onto itself with its marked end fixed, and the
 * marks of the other dominoes in pairs. The top-bottom mirror fixes the solutions with lying
 * dominoes only (n even), 2^(n/2); the left-right mirror those with an upright domino in the
 * middle column (n odd), T((n - 1)/2) 2^((n + 1)/2), or with no domino across the middle (n even),
 * T(n/2) 2^(n/2); the half turn (n even) those symmetric, with or without two lying dominoes
 * across the middle, (T(n/2) + T(n/2 - 1)) 2^(n/2). With both ends marked, the tilings alone: up
 * to symmetry (T(n) + the left-right symmetric ones) / 2, as the top-bottom mirror fixes every
 * tiling. The marks are secondary items named as Knuth writes them. */
START_TEST(knuth_marked_cells) {
  uint64_t tilings[8] = {1, 1};
  for (int n = 2; n < 8; n++) tilings[n] = tilings[n - 1] + tilings[n - 2];
  for (int n = 3; n <= 6; n++) {
    uint64_t half = UINT64_C(1) << (n / 2);
    uint64_t fixed = (tilings[n] << n) + (n % 2 ? 0 : half) +
                     (n % 2 ? tilings[(n - 1) / 2] << ((n + 1) / 2) : tilings[n / 2] * half) +
                     (n % 2 ? 0 : (tilings[n / 2] + tilings[n / 2 - 1]) * half);
    uint64_t symmetric_tilings = n % 2 ? tilings[(n - 1) / 2] : tilings[n / 2] + tilings[n / 2 - 1];
    char text[200];
    loaded l;
    polyform_error error;
    uint64_t total, distinct;
    snprintf(text, sizeof text, "[0-1][0-%d] [0-1][0-%d]!\n%d|D 00 01 00!\n", n - 1, n - 1, n);
    ck_assert_int_eq(load_text(text, -1, &l, &error), POLYFORM_OK);
    ck_assert_uint_eq(l.problem->marked_count, (size_t)(2 * n));
    ck_assert_int_eq(l.model->symmetry_count, 4);
    count(l.model, &total, &distinct);
    ck_assert_uint_eq(total, tilings[n] << n);
    ck_assert_uint_eq(distinct * 4, fixed);
    char **names = polyform_item_names(l.model);
    ck_assert_str_eq(names[l.model->marked_item], "00!");
    ck_assert_uint_eq(l.model->secondary_count, (uint32_t)(2 * n));
    polyform_item_names_free(l.model, names);
    unload(&l);
    snprintf(text, sizeof text, "[0-1][0-%d] [0-1][0-%d]!\n%d|D 00 01 00! 01!\n", n - 1, n - 1, n);
    ck_assert_int_eq(load_text(text, -1, &l, &error), POLYFORM_OK);
    ck_assert_uint_eq(l.model->orientation_count[0], 2);
    count(l.model, &total, &distinct);
    ck_assert_uint_eq(total, tilings[n]);
    ck_assert_uint_eq(distinct * 2, tilings[n] + symmetric_tilings);
    unload(&l);
    /* Marks on one column alone: no map but the top-bottom mirror keeps them. */
    snprintf(text, sizeof text, "[0-1][0-%d] [0-1]0!\n%d|D 00 01\n", n - 1, n);
    ck_assert_int_eq(load_text(text, -1, &l, &error), POLYFORM_OK);
    ck_assert_int_eq(l.model->symmetry_count, 2);
    unload(&l);
  }
}
END_TEST

#include "tests/polyform/brute_force.h"
#include "tests/polyform/brute_force_triangles.h"

static Suite *polyform_suite(void) {
  Suite *suite = suite_create("polyform");
  TCase *known = tcase_create("known counts");
  tcase_set_timeout(known, 60);
  tcase_add_test(known, knuth_pentomino_counts);
  tcase_add_test(known, soma_cube);
  tcase_add_test(known, hexiamonds_rhombus);
  tcase_add_test(known, hexominoes_and_bedlam_read);
  tcase_add_test(known, orientation_settings);
  tcase_add_test(known, knuth_formats);
  tcase_add_test(known, knuth_marked_cells);
  suite_add_tcase(suite, known);
  TCase *bad = tcase_create("bad input");
  tcase_set_timeout(bad, 60);
  tcase_add_test(bad, errors);
  suite_add_tcase(suite, bad);
  TCase *brute = tcase_create("brute force");
  tcase_set_timeout(brute, 120);
  tcase_add_test(brute, random_squares_against_brute_force);
  tcase_add_test(brute, random_cubes_against_brute_force);
  tcase_add_test(brute, knuth_lines_against_brute_force);
  tcase_add_test(brute, random_triangles_against_brute_force);
  suite_add_tcase(suite, brute);
  return suite;
}

int main(void) {
  return run_suite(polyform_suite());
}
