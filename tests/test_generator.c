/* test_generator.c: the Check suite of the puzzle generator (sudoku/generator.h) and of its random
 * numbers (sudoku/generator_random.h).
 *
 * Every property is checked by the independent brute-force counter of generator_test_support.h,
 * which shares no code with the engine: each generated puzzle has exactly one solution, the one the
 * generator says; its givens have the symmetry asked for, by the moves written again in the test;
 * a puzzle said minimal loses its uniqueness when any given (for a symmetry: any orbit of givens)
 * is removed; a target of givens is met. The expected xoshiro256** values are worked out by hand
 * from the algorithm's definition (see the test).
 */
#include "tests/generator_test_support.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "tests/run_suite.h"

static const sudoku_symmetry every_symmetry[] = {
    SUDOKU_SYMMETRY_NONE,   SUDOKU_SYMMETRY_ROTATE180, SUDOKU_SYMMETRY_ROTATE90,
    SUDOKU_SYMMETRY_MIRROR, SUDOKU_SYMMETRY_DIAGONAL,  SUDOKU_SYMMETRY_RANDOM,
};
enum { SYMMETRY_CASES = sizeof every_symmetry / sizeof every_symmetry[0] };

static sudoku_solver *create_solver(void) {
  sudoku_solver *solver = sudoku_solver_create();
  ck_assert_ptr_nonnull(solver);
  return solver;
}

static unsigned count_givens(const uint8_t cells[81]) {
  unsigned givens = 0;
  for (unsigned cell = 0; cell < 81; cell++) givens += cells[cell] != 0;
  return givens;
}

/* The puzzle has exactly one solution, the generator's, its givens agree with it and number
 * generated->givens, and its pattern has the symmetry the generator reports, which is the one asked
 * for (or one of the five for RANDOM). */
static void assert_sound_puzzle(const sudoku_generated *generated, sudoku_symmetry asked,
                                const char *where) {
  uint8_t solution[81];
  uint64_t solutions = brute_force_count(generated->puzzle.cells, 2, solution);
  ck_assert_msg(solutions == 1, "%s: the brute force finds %llu solutions (limit 2)", where,
                (unsigned long long)solutions);
  ck_assert_msg(memcmp(solution, generated->solution.cells, 81) == 0,
                "%s: the solution differs from the brute force's", where);
  for (unsigned cell = 0; cell < 81; cell++) {
    unsigned given = generated->puzzle.cells[cell];
    ck_assert_msg(given == 0 || given == solution[cell], "%s: cell %u disagrees", where, cell);
  }
  ck_assert_uint_eq(count_givens(generated->puzzle.cells), generated->givens);
  if (asked == SUDOKU_SYMMETRY_RANDOM)
    ck_assert_msg(generated->symmetry < SUDOKU_SYMMETRY_RANDOM, "%s: no symmetry drawn", where);
  else
    ck_assert_msg(generated->symmetry == asked, "%s: symmetry %s reported", where,
                  sudoku_symmetry_name(generated->symmetry));
  ck_assert_msg(pattern_has_symmetry(generated->puzzle.cells, generated->symmetry),
                "%s: the givens lack the symmetry %s", where,
                sudoku_symmetry_name(generated->symmetry));
  ck_assert(sudoku_givens_have_symmetry(&generated->puzzle, generated->symmetry));
}

/* Removing any orbit of givens (single givens for none) leaves two solutions or more. */
static void assert_minimal_puzzle(const sudoku_generated *generated, const char *where) {
  for (unsigned cell = 0; cell < 81; cell++) {
    if (!generated->puzzle.cells[cell]) continue;
    uint8_t reduced[81];
    memcpy(reduced, generated->puzzle.cells, 81);
    unsigned orbit[4], size = orbit_of_cell(generated->symmetry, cell, orbit);
    for (unsigned k = 0; k < size; k++) reduced[orbit[k]] = 0;
    ck_assert_msg(brute_force_count(reduced, 2, NULL) == 2,
                  "%s: still unique without the orbit of cell %u", where, cell);
  }
}

static sudoku_generate_status generate(sudoku_solver *solver, uint64_t seed, uint64_t stream,
                                       const sudoku_generator_options *options,
                                       sudoku_generated *generated) {
  sudoku_random random;
  sudoku_random_seed(&random, seed, stream);
  return sudoku_generate(solver, &random, options, generated);
}

/* ---- Uniqueness, symmetry and minimality ----------------------------------------------------- */

START_TEST(test_every_puzzle_is_unique_and_symmetric_and_minimal) {
  sudoku_symmetry symmetry = every_symmetry[_i];
  sudoku_solver *solver = create_solver();
  sudoku_generator_options options = {.symmetry = symmetry};
  for (uint64_t stream = 1; stream <= 12; stream++) {
    char where[64];
    snprintf(where, sizeof where, "%s, puzzle %llu", sudoku_symmetry_name(symmetry),
             (unsigned long long)stream);
    sudoku_generated generated;
    ck_assert_int_eq(generate(solver, 2026 + (uint64_t)_i, stream, &options, &generated),
                     SUDOKU_GENERATED);
    assert_sound_puzzle(&generated, symmetry, where);
    ck_assert_msg(generated.minimal, "%s: a full pass not reported minimal", where);
    assert_minimal_puzzle(&generated, where);
    ck_assert_uint_eq(generated.attempts, 1);
  }
  sudoku_solver_destroy(solver);
}
END_TEST

/* The random symmetry draws each of the five: with 60 puzzles, missing one has a chance of
 * 5 * (4/5)^60, below 1e-5, and the seed is fixed, so the test cannot flicker. */
START_TEST(test_random_symmetry_draws_each_symmetry) {
  sudoku_solver *solver = create_solver();
  sudoku_generator_options options = {.symmetry = SUDOKU_SYMMETRY_RANDOM, .fewest_givens = 40};
  unsigned drawn[SUDOKU_SYMMETRY_RANDOM] = {0};
  for (uint64_t stream = 1; stream <= 60; stream++) {
    sudoku_generated generated;
    ck_assert_int_eq(generate(solver, 5, stream, &options, &generated), SUDOKU_GENERATED);
    assert_sound_puzzle(&generated, SUDOKU_SYMMETRY_RANDOM, "random");
    drawn[generated.symmetry]++;
  }
  for (unsigned k = 0; k < SUDOKU_SYMMETRY_RANDOM; k++)
    ck_assert_msg(drawn[k] > 0, "%s never drawn", sudoku_symmetry_name((sudoku_symmetry)k));
  sudoku_solver_destroy(solver);
}
END_TEST

/* ---- Targets ----------------------------------------------------------------------------------
 */

START_TEST(test_an_exact_target_of_givens_is_met) {
  sudoku_solver *solver = create_solver();
  sudoku_generator_options options = {.fewest_givens = 30, .most_givens = 30};
  for (uint64_t stream = 1; stream <= 10; stream++) {
    sudoku_generated generated;
    ck_assert_int_eq(generate(solver, 77, stream, &options, &generated), SUDOKU_GENERATED);
    assert_sound_puzzle(&generated, SUDOKU_SYMMETRY_NONE, "30 givens");
    ck_assert_uint_eq(generated.givens, 30);
  }
  sudoku_solver_destroy(solver);
}
END_TEST

/* With --minimal, a range stops the pass at its low end and proves minimality of what is left. */
START_TEST(test_a_minimal_puzzle_in_a_range_of_givens) {
  sudoku_symmetry symmetry = _i == 0 ? SUDOKU_SYMMETRY_NONE : SUDOKU_SYMMETRY_ROTATE180;
  sudoku_solver *solver = create_solver();
  sudoku_generator_options options = {
      .symmetry = symmetry, .minimal = true, .fewest_givens = 25, .most_givens = 27};
  for (uint64_t stream = 1; stream <= 6; stream++) {
    sudoku_generated generated;
    ck_assert_int_eq(generate(solver, 31, stream, &options, &generated), SUDOKU_GENERATED);
    assert_sound_puzzle(&generated, symmetry, "minimal 25-27");
    ck_assert(generated.minimal);
    ck_assert_uint_ge(generated.givens, 25);
    ck_assert_uint_le(generated.givens, 27);
    assert_minimal_puzzle(&generated, "minimal 25-27");
  }
  sudoku_solver_destroy(solver);
}
END_TEST

/* A quarter-turn pattern gives orbits of 4 cells and the centre, so its givens are 0 or 1 modulo 4:
 * 30 can never be met, and the generator must say so after its attempts. */
START_TEST(test_an_unreachable_target_is_reported) {
  sudoku_solver *solver = create_solver();
  sudoku_generator_options options = {.symmetry = SUDOKU_SYMMETRY_ROTATE90,
                                      .fewest_givens = 30,
                                      .most_givens = 30,
                                      .attempt_limit = 4};
  sudoku_generated generated;
  ck_assert_int_eq(generate(solver, 3, 1, &options, &generated), SUDOKU_GENERATE_UNREACHED);
  ck_assert_uint_eq(generated.attempts, 4);
  sudoku_solver_destroy(solver);
}
END_TEST

/* ---- The acceptance hook, stops, and seeds --------------------------------------------------- */

typedef struct refusals {
  unsigned refused, wanted_refusals;
  sudoku_grid last_puzzle;
} refusals;

static bool refuse_the_first_ones(void *context, const sudoku_grid *puzzle,
                                  const sudoku_grid *solution) {
  refusals *refusals = context;
  ck_assert_uint_eq(brute_force_count(puzzle->cells, 2, NULL), 1);
  for (unsigned cell = 0; cell < 81; cell++)
    ck_assert(puzzle->cells[cell] == 0 || puzzle->cells[cell] == solution->cells[cell]);
  refusals->last_puzzle = *puzzle;
  return refusals->refused++ >= refusals->wanted_refusals;
}

START_TEST(test_a_refused_puzzle_is_replaced) {
  sudoku_solver *solver = create_solver();
  refusals refusals = {.wanted_refusals = 3};
  sudoku_generator_options options = {.accept = refuse_the_first_ones, .accept_context = &refusals};
  sudoku_generated generated;
  ck_assert_int_eq(generate(solver, 9, 1, &options, &generated), SUDOKU_GENERATED);
  ck_assert_uint_eq(generated.attempts, 4);
  ck_assert_uint_eq(refusals.refused, 4);
  ck_assert_mem_eq(refusals.last_puzzle.cells, generated.puzzle.cells, 81);
  options.attempt_limit = 2;
  refusals.refused = 0;
  refusals.wanted_refusals = 5;
  ck_assert_int_eq(generate(solver, 9, 1, &options, &generated), SUDOKU_GENERATE_UNREACHED);
  sudoku_solver_destroy(solver);
}
END_TEST

START_TEST(test_a_raised_stop_stops_the_generation) {
  sudoku_solver *solver = create_solver();
  dlx_stop *stop;
  ck_assert_int_eq(dlx_stop_create(&stop), DLX_OK);
  dlx_request_stop(stop);
  sudoku_generator_options options = {.stop = stop};
  sudoku_generated generated;
  ck_assert_int_eq(generate(solver, 1, 1, &options, &generated), SUDOKU_GENERATE_STOPPED);
  sudoku_solver_destroy(solver);
  dlx_stop_destroy(stop);
}
END_TEST

START_TEST(test_the_same_seed_gives_the_same_puzzle) {
  sudoku_solver *first_solver = create_solver(), *second_solver = create_solver();
  sudoku_generator_options options = {.symmetry = SUDOKU_SYMMETRY_RANDOM};
  sudoku_generated first, second, other_stream;
  ck_assert_int_eq(generate(first_solver, 123, 4, &options, &first), SUDOKU_GENERATED);
  /* Another puzzle made in between by the second solver must not change anything. */
  ck_assert_int_eq(generate(second_solver, 5, 5, &options, &second), SUDOKU_GENERATED);
  ck_assert_int_eq(generate(second_solver, 123, 4, &options, &second), SUDOKU_GENERATED);
  ck_assert_mem_eq(first.puzzle.cells, second.puzzle.cells, 81);
  ck_assert_mem_eq(first.solution.cells, second.solution.cells, 81);
  ck_assert_int_eq(first.symmetry, second.symmetry);
  ck_assert_int_eq(generate(first_solver, 123, 5, &options, &other_stream), SUDOKU_GENERATED);
  ck_assert_msg(memcmp(first.solution.cells, other_stream.solution.cells, 81) != 0,
                "two streams of one seed gave the same grid");
  sudoku_solver_destroy(first_solver);
  sudoku_solver_destroy(second_solver);
}
END_TEST

/* ---- The random numbers ---------------------------------------------------------------------- */

/* From the state {1, 2, 3, 4}, xoshiro256** outputs rotl(s1 * 5, 7) * 9 before each step: 11520
 * (s1 = 2), then 0 (the step makes s1 = 2 ^ (3 ^ 1) = 0), then 1509978240 (s1 = 262149 after the
 * second step, and 262149 * 5 * 128 * 9 = 1509978240); worked out by hand from the definition. */
START_TEST(test_xoshiro_follows_its_definition) {
  sudoku_random random = {{1, 2, 3, 4}};
  ck_assert_uint_eq(sudoku_random_next(&random), 11520);
  ck_assert_uint_eq(sudoku_random_next(&random), 0);
  ck_assert_uint_eq(sudoku_random_next(&random), 1509978240);
}
END_TEST

START_TEST(test_bounded_numbers_and_shuffles) {
  sudoku_random random;
  sudoku_random_seed(&random, 0, 0);
  unsigned seen[7] = {0};
  for (unsigned k = 0; k < 7000; k++) {
    uint32_t value = sudoku_random_below(&random, 7);
    ck_assert_uint_lt(value, 7);
    seen[value]++;
  }
  /* Each value expects 1000 draws with a standard deviation near 30: 800..1200 is over 6 of them.
   */
  for (unsigned value = 0; value < 7; value++) ck_assert_uint_ge(seen[value], 800);
  for (unsigned value = 0; value < 7; value++) ck_assert_uint_le(seen[value], 1200);
  ck_assert_uint_eq(sudoku_random_below(&random, 1), 0);
  uint16_t items[50];
  for (unsigned k = 0; k < 50; k++) items[k] = (uint16_t)k;
  sudoku_random_shuffle(&random, items, 50);
  bool present[50] = {false};
  for (unsigned k = 0; k < 50; k++) present[items[k]] = true;
  for (unsigned k = 0; k < 50; k++) ck_assert(present[k]);
}
END_TEST

START_TEST(test_symmetry_names_go_both_ways) {
  for (unsigned k = 0; k < SUDOKU_SYMMETRY_COUNT; k++) {
    sudoku_symmetry symmetry;
    ck_assert(sudoku_symmetry_from_name(sudoku_symmetry_name((sudoku_symmetry)k), &symmetry));
    ck_assert_int_eq(symmetry, k);
  }
  sudoku_symmetry symmetry;
  ck_assert(!sudoku_symmetry_from_name("rotate45", &symmetry));
}
END_TEST

static Suite *generator_suite(void) {
  Suite *suite = suite_create("generator");
  TCase *puzzles = tcase_create("puzzles");
  tcase_set_timeout(puzzles, 120);
  tcase_add_loop_test(puzzles, test_every_puzzle_is_unique_and_symmetric_and_minimal, 0,
                      SYMMETRY_CASES);
  tcase_add_test(puzzles, test_random_symmetry_draws_each_symmetry);
  tcase_add_test(puzzles, test_an_exact_target_of_givens_is_met);
  tcase_add_loop_test(puzzles, test_a_minimal_puzzle_in_a_range_of_givens, 0, 2);
  tcase_add_test(puzzles, test_an_unreachable_target_is_reported);
  suite_add_tcase(suite, puzzles);
  TCase *control = tcase_create("control");
  tcase_add_test(control, test_a_refused_puzzle_is_replaced);
  tcase_add_test(control, test_a_raised_stop_stops_the_generation);
  tcase_add_test(control, test_the_same_seed_gives_the_same_puzzle);
  suite_add_tcase(suite, control);
  TCase *random = tcase_create("random");
  tcase_add_test(random, test_xoshiro_follows_its_definition);
  tcase_add_test(random, test_bounded_numbers_and_shuffles);
  tcase_add_test(random, test_symmetry_names_go_both_ways);
  suite_add_tcase(suite, random);
  return suite;
}

int main(void) {
  return run_suite(generator_suite());
}
