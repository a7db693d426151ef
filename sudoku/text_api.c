/* text_api.c: the sudoku front end for bindings, text in and out (text_api.h). It reads a text
 * through the grid reader of the `sudoku` command, from a memory stream, and answers with the
 * solver, the generator and the rater of sudoku/, writing grids with sudoku_grid_format and
 * ratings with the rater's own writers, so that a binding answers exactly what the command does.
 * Shapes, hints and killer generation are in text_api_shape.c, text_api_hint.c and
 * text_api_killer.c (text_api_internal.h says what the parts share). */
#include "sudoku/text_api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator.h"
#include "sudoku/grid_reader.h"
#include "sudoku/puzzle_header.h"
#include "sudoku/rater_geometry.h"
#include "sudoku/sudoku.h"
#include "sudoku/text_api_internal.h"

struct sudoku_text_context {
  sudoku_solver *solver;
  sudoku_geometry geometry; /* the solver's */
};

sudoku_text_context *sudoku_text_context_create(void) {
  return calloc(1, sizeof(sudoku_text_context));
}

void sudoku_text_context_destroy(sudoku_text_context *context) {
  if (!context) return;
  sudoku_solver_destroy(context->solver);
  sudoku_geometry_clear(&context->geometry);
  free(context);
}

/* The reader's last error, said as the command says it: "NAME:LINE: problem". */
static dlx_status bad_part(sudoku_text_error *error, const sudoku_reader *reader,
                           const sudoku_text_settings *settings) {
  sudoku_text_set_error(error, sudoku_reader_error_line(reader), "%s:%lu: %s",
                        sudoku_text_name_of(settings), sudoku_reader_error_line(reader),
                        sudoku_reader_error_message(reader));
  return DLX_ERROR_BAD_FORMAT;
}

/* The geometry the command-line options of settings give, checked as the command checks them. */
dlx_status sudoku_text_geometry_of_settings(const sudoku_text_settings *settings,
                                            sudoku_geometry *geometry, sudoku_text_error *error) {
  memset(geometry, 0, sizeof *geometry);
  if (!settings) return DLX_OK;
  unsigned side, rows, columns;
  if (settings->size) {
    if (!sudoku_parse_size(settings->size, &side, &rows, &columns)) {
      sudoku_text_set_error(error, 0, "--size '%s' is not a number from 1 to 64 or RxC",
                            settings->size);
      return DLX_ERROR_BAD_FORMAT;
    }
    sudoku_geometry_set_side(geometry, side);
    if (rows) {
      geometry->box_rows = rows;
      geometry->box_columns = columns;
      geometry->boxless = false;
    }
  }
  if (settings->boxes) {
    if (!sudoku_parse_boxes(settings->boxes, &rows, &columns)) {
      sudoku_text_set_error(error, 0, "--boxes '%s' is not RxC or none", settings->boxes);
      return DLX_ERROR_BAD_FORMAT;
    }
    geometry->box_rows = rows;
    geometry->box_columns = columns;
    geometry->boxless = rows == 0;
    if (geometry->side == 0) geometry->side = 9;
  }
  if (settings->symbols) {
    if (!sudoku_symbols_from_name(settings->symbols, &geometry->symbols)) {
      sudoku_text_set_error(error, 0, "unknown symbols '%s'", settings->symbols);
      return DLX_ERROR_BAD_FORMAT;
    }
    geometry->symbols_declared = true;
  }
  if (settings->variant) {
    const char *bad_name;
    size_t bad_length;
    if (!sudoku_variants_from_names(settings->variant, &geometry->variants, &bad_name,
                                    &bad_length)) {
      sudoku_text_set_error(error, 0, "unknown variant '%.*s'",
                            (int)(bad_length < 32 ? bad_length : 32), bad_name);
      return DLX_ERROR_BAD_FORMAT;
    }
  }
  const char *problem = sudoku_geometry_problem(geometry);
  if (problem) {
    sudoku_text_set_error(error, 0, "%s", problem);
    return DLX_ERROR_BAD_FORMAT;
  }
  return DLX_OK;
}

static bool same_cells(const void *a, const void *b, size_t size) {
  if (size == 0) return true;
  if (!a || !b) return a == b;
  return memcmp(a, b, size) == 0;
}

static bool same_cages(const sudoku_geometry *a, const sudoku_geometry *b) {
  if (a->cage_count != b->cage_count) return false;
  for (size_t k = 0; k < a->cage_count; k++) {
    const sudoku_cage *first = &a->cages[k], *second = &b->cages[k];
    if (first->sum != second->sum || first->size != second->size ||
        memcmp(first->cells, second->cells, first->size * sizeof *first->cells) != 0)
      return false;
  }
  return true;
}

static bool same_geometry(const sudoku_geometry *a, const sudoku_geometry *b) {
  size_t side = sudoku_geometry_side(a);
  return sudoku_geometry_side(a) == sudoku_geometry_side(b) && a->box_rows == b->box_rows &&
         a->box_columns == b->box_columns && a->boxless == b->boxless && a->symbols == b->symbols &&
         a->symbols_declared == b->symbols_declared && a->variants == b->variants &&
         (a->region_of_cell == NULL) == (b->region_of_cell == NULL) &&
         same_cells(a->region_of_cell, b->region_of_cell, a->region_of_cell ? side * side : 0) &&
         a->extra_region_count == b->extra_region_count &&
         same_cells(a->extra_regions, b->extra_regions,
                    a->extra_region_count * side * sizeof *a->extra_regions) &&
         a->different_pair_count == b->different_pair_count &&
         same_cells(a->different_pairs, b->different_pairs,
                    2 * a->different_pair_count * sizeof *a->different_pairs) &&
         same_cages(a, b);
}

/* The context's solver, made anew for another geometry. */
sudoku_solver *sudoku_text_solver_for(sudoku_text_context *context,
                                      const sudoku_geometry *geometry) {
  if (context->solver && same_geometry(&context->geometry, geometry)) return context->solver;
  sudoku_solver_destroy(context->solver);
  sudoku_geometry_clear(&context->geometry);
  context->solver = NULL;
  if (!sudoku_geometry_copy(&context->geometry, geometry)) return NULL;
  context->solver = sudoku_solver_create_for(geometry);
  return context->solver;
}

/* A reader of the text, from a memory stream (fmemopen refuses an empty buffer: an empty text is
 * read from a one-byte newline instead). */
static FILE *open_text(const char *text, size_t length) {
  if (length == 0) return fmemopen((void *)"\n", 1, "r");
  return fmemopen((void *)text, length, "r");
}

/* A reader of stream as the command reads its input: each grid's side detected from its first line
 * when neither the settings nor a header give one (sudoku_reader_set_size_detection). NULL when
 * out of memory (or when stream is NULL). */
static sudoku_reader *reader_of(FILE *stream, const sudoku_geometry *geometry) {
  sudoku_reader *reader =
      stream ? sudoku_reader_create_for(stream, SUDOKU_LAYOUT_AUTO, geometry) : NULL;
  if (reader) sudoku_reader_set_size_detection(reader, true);
  return reader;
}

dlx_status sudoku_text_read_first(const char *text, size_t length,
                                  const sudoku_text_settings *settings, sudoku_text_first *first,
                                  sudoku_text_error *error) {
  *first = (sudoku_text_first){0};
  dlx_status status = sudoku_text_geometry_of_settings(settings, &first->settings_geometry, error);
  if (status != DLX_OK) return status;
  first->stream = open_text(text, length);
  first->reader = reader_of(first->stream, &first->settings_geometry);
  first->puzzle = malloc(sizeof *first->puzzle);
  if (!first->reader || !first->puzzle) return DLX_ERROR_OUT_OF_MEMORY;
  sudoku_read_status read = sudoku_reader_next(first->reader, first->puzzle, NULL);
  if (read == SUDOKU_READ_GRID) {
    first->geometry = sudoku_reader_geometry(first->reader);
    first->line = sudoku_reader_grid_line(first->reader);
    return DLX_OK;
  }
  if (read == SUDOKU_READ_ERROR) return bad_part(error, first->reader, settings);
  sudoku_text_set_error(error, 0, "%s: no puzzle in the text", sudoku_text_name_of(settings));
  return DLX_ERROR_BAD_FORMAT;
}

void sudoku_text_first_close(sudoku_text_first *first) {
  free(first->puzzle);
  sudoku_reader_destroy(first->reader);
  if (first->stream) fclose(first->stream);
  sudoku_geometry_clear(&first->settings_geometry);
  *first = (sudoku_text_first){0};
}

static char *format_grid(const sudoku_grid *grid, sudoku_layout layout) {
  char *text = malloc(SUDOKU_GRID_TEXT_MAX);
  if (text) sudoku_grid_format(grid, layout, '.', text);
  return text;
}

static bool add_answer(sudoku_text_answers *answers, size_t *capacity,
                       const sudoku_text_answer *answer) {
  if (answers->count == *capacity) {
    size_t grown = *capacity ? 2 * *capacity : 4;
    sudoku_text_answer *more = realloc(answers->answers, grown * sizeof *more);
    if (!more) return false;
    answers->answers = more;
    *capacity = grown;
  }
  answers->answers[answers->count++] = *answer;
  return true;
}

/* With one_puzzle, once the first puzzle is read: reads on, into `ahead`, and refuses a text that
 * holds another puzzle, saying how many it holds (or, when a bad part comes after the second, what
 * is wrong there). Otherwise *read is what followed the first puzzle: the end, or a bad part to
 * report once the first is answered. */
static dlx_status refuse_more_puzzles(sudoku_reader *reader, sudoku_grid *ahead,
                                      const sudoku_text_settings *settings,
                                      sudoku_text_error *error, sudoku_read_status *read) {
  sudoku_layout layout;
  *read = sudoku_reader_next(reader, ahead, &layout);
  if (*read != SUDOKU_READ_GRID) return DLX_OK;
  unsigned long second_line = sudoku_reader_grid_line(reader);
  size_t puzzles = 1;
  while (*read == SUDOKU_READ_GRID) {
    puzzles++;
    *read = sudoku_reader_next(reader, ahead, &layout);
  }
  if (*read == SUDOKU_READ_ERROR) return bad_part(error, reader, settings);
  sudoku_text_set_error(error, second_line, "%s:%lu: the text holds %zu puzzles, not one",
                        sudoku_text_name_of(settings), second_line, puzzles);
  if (error) error->puzzles = puzzles;
  return DLX_ERROR_BAD_FORMAT;
}

/* Reads and answers the puzzles of reader, one after another, until the end, an error or a stop. */
static dlx_status answer_puzzles(sudoku_text_context *context, sudoku_reader *reader,
                                 const sudoku_text_settings *settings, bool with_solutions,
                                 sudoku_text_answers *answers, sudoku_text_error *error) {
  size_t capacity = 0;
  const bool one_puzzle = settings && settings->one_puzzle;
  sudoku_grid *puzzle = malloc(sizeof *puzzle);
  sudoku_grid *ahead = one_puzzle ? malloc(sizeof *ahead) : NULL;
  sudoku_result *result = malloc(sizeof *result);
  dlx_status status = puzzle && result && (ahead || !one_puzzle) ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
  sudoku_layout layout;
  sudoku_read_status read = SUDOKU_READ_END;
  while (status == DLX_OK &&
         (read = sudoku_reader_next(reader, puzzle, &layout)) == SUDOKU_READ_GRID) {
    sudoku_solver *solver = sudoku_text_solver_for(context, sudoku_reader_geometry(reader));
    if (!solver) {
      status = DLX_ERROR_OUT_OF_MEMORY;
      break;
    }
    unsigned long line = sudoku_reader_grid_line(reader);
    if (one_puzzle &&
        (status = refuse_more_puzzles(reader, ahead, settings, error, &read)) != DLX_OK)
      break;
    sudoku_solver_set_interruption(solver, settings ? settings->node_limit : 0,
                                   settings ? settings->stop : NULL);
    status = sudoku_solve(solver, puzzle, settings ? settings->limit : 0, NULL, NULL, result);
    if (status != DLX_OK) break;
    sudoku_text_answer answer = {.line = line,
                                 .solutions = result->solutions,
                                 .complete = !result->reached_limit && !result->interrupted,
                                 .stopped = result->interrupted,
                                 .illegal = result->illegal};
    if (with_solutions && result->solutions > 0 &&
        !(answer.solution = format_grid(&result->solution, layout))) {
      status = DLX_ERROR_OUT_OF_MEMORY;
      break;
    }
    if (!add_answer(answers, &capacity, &answer)) {
      free(answer.solution);
      status = DLX_ERROR_OUT_OF_MEMORY;
      break;
    }
    if (result->interrupted && settings && dlx_stop_requested(settings->stop))
      status = DLX_STOPPED_BY_REQUEST;
    if (one_puzzle) break; /* read holds what followed it */
  }
  if (status == DLX_OK && read == SUDOKU_READ_ERROR) status = bad_part(error, reader, settings);
  free(puzzle);
  free(ahead);
  free(result);
  return status;
}

dlx_status sudoku_text_solve(sudoku_text_context *context, const char *text, size_t length,
                             const sudoku_text_settings *settings, bool with_solutions,
                             sudoku_text_answers *answers, sudoku_text_error *error) {
  if (error) memset(error, 0, sizeof *error);
  if (!answers) return DLX_ERROR_NULL_ARGUMENT;
  *answers = (sudoku_text_answers){0};
  if (!text && length > 0) return DLX_ERROR_NULL_ARGUMENT;
  sudoku_geometry geometry;
  dlx_status status = sudoku_text_geometry_of_settings(settings, &geometry, error);
  if (status != DLX_OK) {
    sudoku_geometry_clear(&geometry);
    return status;
  }
  sudoku_text_context *own = context ? NULL : sudoku_text_context_create();
  FILE *stream = open_text(text, length);
  sudoku_reader *reader = reader_of(stream, &geometry);
  if (reader && (context || own))
    status =
        answer_puzzles(context ? context : own, reader, settings, with_solutions, answers, error);
  else
    status = DLX_ERROR_OUT_OF_MEMORY;
  sudoku_reader_destroy(reader);
  if (stream) fclose(stream);
  sudoku_text_context_destroy(own);
  sudoku_geometry_clear(&geometry);
  return status;
}

void sudoku_text_answers_free(sudoku_text_answers *answers) {
  if (!answers) return;
  for (size_t k = 0; k < answers->count; k++) free(answers->answers[k].solution);
  free(answers->answers);
  *answers = (sudoku_text_answers){0};
}

/* ------------------------------------------------------------------------------------------------
 * Generation.
 */

static dlx_status generation_failure(sudoku_generate_status status, const sudoku_geometry *geometry,
                                     size_t made, size_t count, const sudoku_generated *generated,
                                     sudoku_text_error *error) {
  unsigned side = sudoku_geometry_side(geometry);
  switch (status) {
  case SUDOKU_GENERATE_OUT_OF_MEMORY:
    return DLX_ERROR_OUT_OF_MEMORY;
  case SUDOKU_GENERATE_STOPPED:
    sudoku_text_set_error(error, 0, "puzzle %zu: generation stopped; %zu of %zu puzzles made",
                          made + 1, made, count);
    return DLX_STOPPED_BY_REQUEST;
  case SUDOKU_GENERATE_NO_FULL_GRID:
    sudoku_text_set_error(
        error, 0,
        "no %ux%u sudoku of these rules exists: its empty grid has no solution (an exact "
        "count), so it has no puzzle to generate",
        side, side);
    return DLX_ERROR_BAD_FORMAT;
  case SUDOKU_GENERATE_TOO_FEW_GIVENS:
    sudoku_text_set_error(error, 0, "--givens: too few givens for exactly one solution");
    return DLX_ERROR_BAD_FORMAT;
  default:
    sudoku_text_set_error(
        error, 0,
        "puzzle %zu: none of %u full grids, the limit for %ux%u, gave such a puzzle, which "
        "does not prove that none exists; %zu of %zu puzzles made",
        made + 1, generated->attempts, side, side, made, count);
    return DLX_ERROR_BAD_FORMAT;
  }
}

static dlx_status generate_into(sudoku_solver *solver, const sudoku_geometry *geometry,
                                sudoku_generator_options *options,
                                const sudoku_text_generation *generation, size_t count,
                                sudoku_text_puzzles *puzzles, sudoku_text_error *error) {
  sudoku_generated *generated = malloc(sizeof *generated);
  if (!generated) return DLX_ERROR_OUT_OF_MEMORY;
  dlx_status status = DLX_OK;
  uint64_t first = generation->first_index ? generation->first_index : 1;
  for (size_t k = 0; k < count && status == DLX_OK; k++) {
    sudoku_random random;
    sudoku_random_seed(&random, generation->seed, first + k);
    sudoku_generate_status made = sudoku_generate(solver, &random, options, generated);
    if (made != SUDOKU_GENERATED) {
      status = generation_failure(made, geometry, k, count, generated, error);
      break;
    }
    options->full_grid_known = true;
    sudoku_text_puzzle *puzzle = &puzzles->puzzles[puzzles->count];
    *puzzle = (sudoku_text_puzzle){
        .puzzle = sudoku_text_format_generated_grid(geometry, &generated->puzzle),
        .solution = sudoku_text_format_generated_grid(geometry, &generated->solution),
        .givens = generated->givens,
        .minimal = generated->minimal};
    puzzles->count++;
    if (!puzzle->puzzle || !puzzle->solution) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  free(generated);
  return status;
}

dlx_status sudoku_text_generate(const sudoku_text_settings *settings,
                                const sudoku_text_generation *generation, size_t count,
                                sudoku_text_puzzles *puzzles, sudoku_text_error *error) {
  if (error) memset(error, 0, sizeof *error);
  if (!puzzles) return DLX_ERROR_NULL_ARGUMENT;
  *puzzles = (sudoku_text_puzzles){0};
  if (!generation) return DLX_ERROR_NULL_ARGUMENT;
  sudoku_symmetry symmetry = SUDOKU_SYMMETRY_NONE;
  const bool killer = generation->killer; /* no givens: symmetry and givens do not apply */
  if (!killer && generation->symmetry &&
      !sudoku_symmetry_from_name(generation->symmetry, &symmetry)) {
    sudoku_text_set_error(error, 0, "unknown symmetry '%s'", generation->symmetry);
    return DLX_ERROR_BAD_FORMAT;
  }
  if (!killer && generation->fewest_givens > generation->most_givens) {
    sudoku_text_set_error(error, 0, "invalid givens %u-%u: the fewest above the most",
                          generation->fewest_givens, generation->most_givens);
    return DLX_ERROR_BAD_FORMAT;
  }
  if (count > SIZE_MAX / sizeof *puzzles->puzzles) return DLX_ERROR_OUT_OF_MEMORY;
  sudoku_geometry geometry;
  dlx_status status = sudoku_text_geometry_of_settings(settings, &geometry, error);
  unsigned cells = sudoku_geometry_side(&geometry) * sudoku_geometry_side(&geometry);
  if (status == DLX_OK && !killer && generation->most_givens > cells) {
    sudoku_text_set_error(error, 0, "invalid givens %u-%u: a %ux%u grid has %u cells",
                          generation->fewest_givens, generation->most_givens,
                          sudoku_geometry_side(&geometry), sudoku_geometry_side(&geometry), cells);
    status = DLX_ERROR_BAD_FORMAT;
  }
  sudoku_solver *solver = NULL;
  if (status == DLX_OK) {
    solver = sudoku_solver_create_for(&geometry);
    puzzles->puzzles = calloc(count ? count : 1, sizeof *puzzles->puzzles);
    if (!solver || !puzzles->puzzles) status = DLX_ERROR_OUT_OF_MEMORY;
  }
  if (status == DLX_OK && killer) {
    status =
        sudoku_text_generate_killer(solver, &geometry, settings, generation, count, puzzles, error);
  } else if (status == DLX_OK) {
    sudoku_generator_options options = {
        .geometry = &geometry,
        .symmetry = symmetry,
        .minimal = generation->minimal,
        .fewest_givens = generation->fewest_givens,
        .most_givens = generation->most_givens,
        .stop = settings ? settings->stop : NULL,
    };
    status = generate_into(solver, &geometry, &options, generation, count, puzzles, error);
  }
  sudoku_solver_destroy(solver);
  sudoku_geometry_clear(&geometry);
  return status;
}

void sudoku_text_puzzles_free(sudoku_text_puzzles *puzzles) {
  if (!puzzles) return;
  for (size_t k = 0; k < puzzles->count; k++) {
    free(puzzles->puzzles[k].puzzle);
    free(puzzles->puzzles[k].solution);
  }
  free(puzzles->puzzles);
  *puzzles = (sudoku_text_puzzles){0};
}

/* ------------------------------------------------------------------------------------------------
 * Rating.
 */

typedef struct step_collector {
  rater *rater;
  sudoku_text_rating *rating;
  size_t capacity;
  bool out_of_memory;
} step_collector;

typedef struct step_of_rater {
  const rater *rater;
  const rater_step *step;
} step_of_rater;

static void write_step(const void *context, FILE *out) {
  const step_of_rater *what = context;
  sudoku_rater_write_step(what->rater, what->step, out);
}

bool sudoku_text_step_of(const rater *rater, const rater_step *step, sudoku_text_step *kept) {
  step_of_rater what = {rater, step};
  *kept = (sudoku_text_step){.technique = sudoku_rater_technique_name(step->technique),
                             .text = sudoku_text_line_of(write_step, &what),
                             .cell = step->placed_cell,
                             .symbol = step->placed_symbol,
                             .symbols = step->symbols};
  if (!kept->text) return false;
  if (step->elimination_count) {
    kept->eliminations = malloc(step->elimination_count * sizeof *kept->eliminations);
    if (!kept->eliminations) {
      free(kept->text);
      *kept = (sudoku_text_step){0};
      return false;
    }
    for (unsigned k = 0; k < step->elimination_count; k++)
      kept->eliminations[k] = (sudoku_text_elimination){.cell = step->eliminations[k].cell,
                                                        .symbols = step->eliminations[k].symbols};
    kept->elimination_count = step->elimination_count;
  }
  kept->cell_count =
      step->cell_count < SUDOKU_TEXT_STEP_MAX_CELLS ? step->cell_count : SUDOKU_TEXT_STEP_MAX_CELLS;
  memcpy(kept->cells, step->cells, kept->cell_count * sizeof *kept->cells);
  kept->unit_count =
      step->unit_count < SUDOKU_TEXT_STEP_MAX_UNITS ? step->unit_count : SUDOKU_TEXT_STEP_MAX_UNITS;
  memcpy(kept->units, step->units, kept->unit_count * sizeof *kept->units);
  return true;
}

void sudoku_text_step_free(sudoku_text_step *step) {
  free(step->text);
  free(step->eliminations);
  *step = (sudoku_text_step){0};
}

static void collect_step(void *context, const rater_step *step) {
  step_collector *collector = context;
  sudoku_text_rating *rating = collector->rating;
  if (collector->out_of_memory) return;
  if (rating->step_count == collector->capacity) {
    size_t grown = collector->capacity ? 2 * collector->capacity : 64;
    sudoku_text_step *more = realloc(rating->steps, grown * sizeof *more);
    if (!more) {
      collector->out_of_memory = true;
      return;
    }
    rating->steps = more;
    collector->capacity = grown;
  }
  if (sudoku_text_step_of(collector->rater, step, &rating->steps[rating->step_count]))
    rating->step_count++;
  else
    collector->out_of_memory = true;
}

static const char *outcome_name(rater_outcome outcome) {
  static const char *const names[] = {"solved", "illegal", "no solution", "gave up", "stopped"};
  return (unsigned)outcome < sizeof names / sizeof names[0] ? names[outcome] : "unknown";
}

static void write_rating(const void *context, FILE *out) {
  sudoku_rater_write_rating(context, out);
}

static dlx_status rate_puzzle(const sudoku_geometry *geometry, const sudoku_grid *puzzle,
                              const sudoku_text_settings *settings, sudoku_text_rating *result) {
  rater *rater = sudoku_rater_create_for_geometry(geometry, &result->unsupported);
  if (!rater) return result->unsupported ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
  sudoku_rater_set_stop(rater, settings ? settings->stop : NULL);
  sudoku_rater_set_symbols(rater, puzzle->symbols);
  step_collector collector = {.rater = rater, .rating = result};
  rater_rating rating;
  bool rated = sudoku_rater_rate(rater, puzzle->cells, &rating, NULL, collect_step, &collector);
  sudoku_rater_destroy(rater);
  if (!rated || collector.out_of_memory ||
      !(result->line = sudoku_text_line_of(write_rating, &rating)))
    return DLX_ERROR_OUT_OF_MEMORY;
  result->outcome = outcome_name(rating.outcome);
  bool has_level =
      rating.outcome == RATER_SOLVED || (rating.outcome == RATER_STOPPED && rating.step_count > 0);
  result->level = has_level ? sudoku_rater_level_name(rating.level) : NULL;
  result->hardest = has_level ? sudoku_rater_technique_name(rating.hardest) : NULL;
  result->unique = rating.outcome == RATER_SOLVED && rating.unique;
  return rating.outcome == RATER_STOPPED ? DLX_STOPPED_BY_REQUEST : DLX_OK;
}

dlx_status sudoku_text_rate(const char *text, size_t length, const sudoku_text_settings *settings,
                            sudoku_text_rating *rating, sudoku_text_error *error) {
  if (error) memset(error, 0, sizeof *error);
  if (!rating) return DLX_ERROR_NULL_ARGUMENT;
  *rating = (sudoku_text_rating){0};
  if (!text && length > 0) return DLX_ERROR_NULL_ARGUMENT;
  sudoku_text_first first;
  dlx_status status = sudoku_text_read_first(text, length, settings, &first, error);
  if (status == DLX_OK) status = rate_puzzle(first.geometry, first.puzzle, settings, rating);
  sudoku_text_first_close(&first);
  return status;
}

void sudoku_text_rating_free(sudoku_text_rating *rating) {
  if (!rating) return;
  for (size_t k = 0; k < rating->step_count; k++) sudoku_text_step_free(&rating->steps[k]);
  free(rating->steps);
  free(rating->line);
  *rating = (sudoku_text_rating){0};
}
