/* sudoku_rate.c: the rating options of the sudoku command: --rate and --explain answer each puzzle
 * with its rating line (the rater's, with the engine's search nodes added), and --difficulty is
 * the generator's accept hook. The rating itself lives in sudoku/rater.h.
 *
 * The timer of --timeout runs over the engine's count and the rating together, and the rater
 * watches the stop the solver watches (SIGINT, SIGTERM, the timer; on -j the worker's own
 * flag), so a stopped rating ends at once, says so on its line, and is reported as a partial
 * answer (result->interrupted), with the exit status a stopped search gets. */
#include "cli/sudoku_rate.h"

#include <stdlib.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/sudoku_hint.h"
#include "sudoku/rater_geometry.h"

/* Room for the longest rating line: every technique named with a 20-digit count. */
enum { RATING_TEXT_CAPACITY = 2048 };

typedef struct step_writer {
  const rater *rater;
  FILE *out;
  bool json;
  unsigned long steps_written;
} step_writer;

static void write_step(void *context, const rater_step *step) {
  step_writer *writer = context;
  if (!writer->json) {
    sudoku_rater_write_step(writer->rater, step, writer->out);
    return;
  }
  if (writer->steps_written++) fputc(',', writer->out);
  sudoku_rater_write_json_step(writer->rater, step, writer->out);
}

/* The rating line without its newline; false when out of memory. */
static bool format_rating(const rater_rating *rating, char *text) {
  FILE *stream = fmemopen(text, RATING_TEXT_CAPACITY, "w");
  if (!stream) return false;
  sudoku_rater_write_rating(rating, stream);
  if (fclose(stream) != 0) return false;
  text[strcspn(text, "\n")] = '\0';
  return true;
}

static void write_engine_nodes(FILE *out, const sudoku_result *result) {
  unsigned long long nodes = (unsigned long long)result->nodes;
  if (result->interrupted)
    fprintf(out, "; search stopped after %llu engine %s\n", nodes, nodes == 1 ? "node" : "nodes");
  else
    fprintf(out, "; %llu engine %s\n", nodes, nodes == 1 ? "node" : "nodes");
}

/* The JSON steps of --rate and --explain wait in memory until the rating, which comes first in the
 * object, is known (a 64x64 grid makes about 4,000 steps, some hundred kilobytes). */
typedef struct held_steps {
  char *text;
  size_t length;
  FILE *stream;
} held_steps;

/* Rates puzzle for tools->geometry, watching the solver's stop, with the steps written to
 * steps_out for --explain and for -f json (whose object is the same for --rate and --explain).
 * Returns false when out of memory. */
static bool rate_with_stop(const cli_rate_settings *settings, const sudoku_answer_tools *tools,
                           rater *rater, FILE *steps_out, const sudoku_grid *puzzle,
                           rater_rating *rating) {
  sudoku_rater_set_stop(rater, sudoku_solver_stop(tools->solver));
  sudoku_rater_set_symbols(rater, puzzle->symbols);
  if (settings->max_nodes) sudoku_rater_set_search_limit(rater, settings->max_nodes);
  step_writer writer = {rater, steps_out, settings->json, 0};
  bool with_steps = settings->mode == CLI_RATE_EXPLAIN || settings->json;
  return sudoku_rater_rate(rater, puzzle->cells, rating, NULL, with_steps ? write_step : NULL,
                           &writer);
}

/* The --rate or --explain answer as one JSON object on one line (man/sudoku.1), the same for both:
 * a program asking for the rating gets the steps that justify it. */
static void write_json_rating(FILE *out, unsigned long puzzle_number, const char *unsupported,
                              const rater_rating *rating, const held_steps *steps,
                              const sudoku_result *result, bool stopped) {
  fprintf(out, "{\"puzzle\":%lu,", puzzle_number);
  if (unsupported)
    fprintf(out, "\"outcome\":\"not rated\",\"unsupported\":\"%s\"", unsupported);
  else
    sudoku_rater_write_json_rating_members(rating, out);
  if (steps) {
    fputs(",\"steps\":[", out);
    if (steps->length) fwrite(steps->text, 1, steps->length, out);
    fputc(']', out);
  }
  fprintf(out, ",\"engine_nodes\":%llu,\"engine_stopped\":%s,\"stopped\":%s}\n",
          (unsigned long long)result->nodes, result->interrupted ? "true" : "false",
          stopped ? "true" : "false");
}

/* The text answer of --rate and --explain: the rating line (the steps went out before it). */
static bool write_text_rating(FILE *out, const char *unsupported, const rater_rating *rating,
                              const sudoku_result *result, bool explain) {
  char text[RATING_TEXT_CAPACITY];
  if (unsupported)
    snprintf(text, sizeof text, "not rated: %s", unsupported);
  else if (!format_rating(rating, text))
    return false;
  fputs(text, out);
  write_engine_nodes(out, result);
  if (explain) fputc('\n', out);
  return true;
}

int cli_rate_puzzle(const cli_rate_settings *settings, const sudoku_answer_tools *tools, FILE *out,
                    unsigned long puzzle_number, const sudoku_grid *puzzle, sudoku_result *result) {
  if (settings->mode == CLI_RATE_HINT)
    return cli_hint_puzzle(settings, tools, out, puzzle_number, puzzle, result);
  tools->arm(tools->timer, settings->timeout_seconds);
  dlx_status status = sudoku_solve(tools->solver, puzzle, 2, NULL, NULL, result);
  if (status != DLX_OK) { /* no answer, so nothing to rate: "out of memory" */
    tools->disarm(tools->timer);
    cli_error("%s", dlx_strerror(status));
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  const char *unsupported;
  rater *rater = sudoku_rater_create_for_geometry(tools->geometry, &unsupported);
  rater_rating rating;
  bool json_steps = settings->json; /* --rate or --explain: the steps go in the object */
  held_steps steps = {NULL, 0, NULL};
  if (rater && json_steps) steps.stream = open_memstream(&steps.text, &steps.length);
  bool rated =
      rater && (!json_steps || steps.stream) &&
      rate_with_stop(settings, tools, rater, json_steps ? steps.stream : out, puzzle, &rating);
  tools->disarm(tools->timer);
  sudoku_rater_destroy(rater);
  if (steps.stream && fclose(steps.stream) != 0) rated = false;
  bool written = true;
  if (!rater && unsupported)
    rated = false;
  else if (!rated)
    written = false;
  sudoku_result engine_result = *result;
  /* A rating cut short by a signal, the timer, or --max-nodes in its own search is partial. */
  if (rated && (rating.outcome == RATER_STOPPED ||
                (rating.outcome == RATER_GAVE_UP && settings->max_nodes != 0)))
    result->interrupted = true;
  if (written && settings->json)
    write_json_rating(out, puzzle_number, rated ? NULL : unsupported, &rating, &steps,
                      &engine_result, result->interrupted);
  else if (written)
    written = write_text_rating(out, rated ? NULL : unsupported, &rating, &engine_result,
                                settings->mode == CLI_RATE_EXPLAIN);
  free(steps.text);
  if (!written) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  return EXIT_STATUS_SUCCESS;
}

/* The level named by text[0..length), false when none is. */
static bool level_from_name(const char *text, size_t length, rater_level *level) {
  for (unsigned candidate = 0; candidate < RATER_LEVEL_COUNT; candidate++) {
    const char *name = sudoku_rater_level_name((rater_level)candidate);
    if (strlen(name) == length && strncmp(name, text, length) == 0) {
      *level = (rater_level)candidate;
      return true;
    }
  }
  return false;
}

bool cli_parse_difficulty(const char *argument, rater_level *lowest, rater_level *highest) {
  const char *dash = strchr(argument, '-');
  size_t first_length = dash ? (size_t)(dash - argument) : strlen(argument);
  if (!level_from_name(argument, first_length, lowest)) return false;
  if (!dash) {
    *highest = *lowest;
    return true;
  }
  return level_from_name(dash + 1, strlen(dash + 1), highest) && *lowest <= *highest;
}

int cli_difficulty_filter_start(cli_difficulty_filter *filter, const sudoku_geometry *geometry) {
  const char *unsupported;
  filter->rated = 0;
  filter->rater = sudoku_rater_create_for_geometry(geometry, &unsupported);
  if (filter->rater) return EXIT_STATUS_SUCCESS;
  if (unsupported)
    return cli_usage_error("--difficulty cannot rate %s puzzles: the rater does not know the rule",
                           unsupported);
  cli_error("out of memory");
  return EXIT_STATUS_OUT_OF_MEMORY;
}

void cli_difficulty_filter_finish(cli_difficulty_filter *filter) {
  sudoku_rater_destroy(filter->rater);
  filter->rater = NULL;
}

bool cli_difficulty_accepts(void *context, const sudoku_grid *puzzle, const sudoku_grid *solution) {
  (void)solution;
  cli_difficulty_filter *filter = context;
  rater_rating rating;
  filter->rated++;
  if (!sudoku_rater_rate(filter->rater, puzzle->cells, &rating, NULL, NULL, NULL)) return false;
  return rating.outcome == RATER_SOLVED && rating.unique && rating.level >= filter->lowest &&
         rating.level <= filter->highest;
}
