/* text_api_killer.c: killer puzzles for the text facade (sudoku_text_generate with
 * generation->killer), made by the killer generator (generator_killer.h) as `sudoku --generate
 * --killer` makes them, puzzle k from stream k of the seed, and written as `-f line` writes them:
 * the header with its cage: lines, then the empty grid on one line. */
#include <stdlib.h>

#include "sudoku/generator_killer.h"
#include "sudoku/text_api_internal.h"

/* A puzzle made: its text and its solution's, each after the header with the cages. */
static bool keep_puzzle(const sudoku_killer_generated *generated, sudoku_text_puzzle *puzzle) {
  *puzzle = (sudoku_text_puzzle){
      .puzzle = sudoku_text_format_generated_grid(&generated->geometry, &generated->puzzle),
      .solution = sudoku_text_format_generated_grid(&generated->geometry, &generated->solution),
      .givens = 0,
      .minimal = generated->minimal};
  return puzzle->puzzle && puzzle->solution;
}

dlx_status sudoku_text_generate_killer(sudoku_solver *solver, const sudoku_geometry *geometry,
                                       const sudoku_text_settings *settings,
                                       const sudoku_text_generation *generation, size_t count,
                                       sudoku_text_puzzles *puzzles, sudoku_text_error *error) {
  sudoku_killer_generator_options options = {
      .geometry = geometry,
      .minimal = generation->minimal,
      .stop = settings ? settings->stop : NULL,
  };
  sudoku_killer_generated *generated = malloc(sizeof *generated);
  if (!generated) return DLX_ERROR_OUT_OF_MEMORY;
  dlx_status status = DLX_OK;
  uint64_t first = generation->first_index ? generation->first_index : 1;
  for (size_t k = 0; k < count && status == DLX_OK; k++) {
    sudoku_random random;
    sudoku_random_seed(&random, generation->seed, first + k);
    sudoku_generate_status made = sudoku_generate_killer(solver, &random, &options, generated);
    if (made == SUDOKU_GENERATED) {
      options.full_grid_known = true;
      if (!keep_puzzle(generated, &puzzles->puzzles[puzzles->count++]))
        status = DLX_ERROR_OUT_OF_MEMORY;
    } else if (made == SUDOKU_GENERATE_OUT_OF_MEMORY) {
      status = DLX_ERROR_OUT_OF_MEMORY;
    } else if (made == SUDOKU_GENERATE_NO_FULL_GRID) {
      sudoku_text_set_error(error, 0,
                            "no grid of this sudoku exists (an exact count of its empty grid), "
                            "so it has no killer puzzle to generate");
      status = DLX_ERROR_BAD_FORMAT;
    } else {
      sudoku_text_set_error(error, 0, "puzzle %zu: generation stopped; %zu of %zu puzzles made",
                            k + 1, k, count);
      status = DLX_STOPPED_BY_REQUEST;
    }
    sudoku_geometry_clear(&generated->geometry);
  }
  free(generated);
  return status;
}
