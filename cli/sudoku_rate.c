/* sudoku_rate.c: the rating options of the sudoku command: --rate and --explain answer each puzzle
 * with its rating line (the rater's, with the engine's search nodes added), and --difficulty is
 * the generator's accept hook. The rating itself lives in sudoku/rater.h.
 *
 * The timer of --timeout runs over the engine's count and the rating together, and the rater
 * watches the stop request the solver watches (SIGINT, SIGTERM, the timer; on -j the worker's own
 * flag), so a stopped rating ends at once, says so on its line, and is reported as a partial
 * answer (result->interrupted), with the exit status a stopped search gets. */
#include "cli/sudoku_rate.h"

#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "sudoku/rater_geometry.h"

/* Room for the longest rating line: every technique named with a 20-digit count. */
enum { RATING_TEXT_CAPACITY = 2048 };

typedef struct step_writer {
  const rater *rater;
  FILE *out;
} step_writer;

static void write_step(void *context, const rater_step *step) {
  const step_writer *writer = context;
  rater_write_step(writer->rater, step, writer->out);
}

/* The rating line without its newline; false when out of memory. */
static bool format_rating(const rater_rating *rating, char *text) {
  FILE *stream = fmemopen(text, RATING_TEXT_CAPACITY, "w");
  if (!stream) return false;
  rater_write_rating(rating, stream);
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

/* Rates puzzle for tools->geometry, watching the solver's stop request, with the steps written to
 * out for --explain; writes the rating line, without its newline, into text. Returns false when
 * out of memory. */
static bool rate_with_stop_request(cli_rate_mode mode, const sudoku_answer_tools *tools,
                                   rater *rater, FILE *out, const sudoku_grid *puzzle,
                                   rater_rating *rating, char *text) {
  rater_set_stop_request(rater, sudoku_solver_stop_request(tools->solver));
  rater_set_symbols(rater, puzzle->symbols);
  step_writer writer = {rater, out};
  return rater_rate(rater, puzzle->cells, rating, NULL,
                    mode == CLI_RATE_EXPLAIN ? write_step : NULL, &writer) &&
         format_rating(rating, text);
}

int cli_rate_puzzle(cli_rate_mode mode, double timeout_seconds, const sudoku_answer_tools *tools,
                    FILE *out, const sudoku_grid *puzzle, sudoku_result *result) {
  tools->arm(tools->timer, timeout_seconds);
  dlx_status status = sudoku_solve(tools->solver, puzzle, 2, NULL, NULL, result);
  if (status != DLX_OK) { /* no answer, so nothing to rate: "out of memory" */
    tools->disarm(tools->timer);
    cli_error("%s", dlx_strerror(status));
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  const char *unsupported;
  rater *rater = rater_create_for_geometry(tools->geometry, &unsupported);
  rater_rating rating;
  char text[RATING_TEXT_CAPACITY];
  bool rated = rater && rate_with_stop_request(mode, tools, rater, out, puzzle, &rating, text);
  tools->disarm(tools->timer);
  rater_destroy(rater);
  if (!rater && unsupported) {
    fprintf(out, "not rated: %s", unsupported);
  } else if (!rated) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  } else {
    fputs(text, out);
  }
  write_engine_nodes(out, result);
  if (mode == CLI_RATE_EXPLAIN) fputc('\n', out);
  if (rated && rating.outcome == RATER_STOPPED) result->interrupted = true;
  return EXIT_STATUS_SUCCESS;
}

/* The level named by text[0..length), false when none is. */
static bool level_from_name(const char *text, size_t length, rater_level *level) {
  for (unsigned candidate = 0; candidate < RATER_LEVEL_COUNT; candidate++) {
    const char *name = rater_level_name((rater_level)candidate);
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
  filter->rater = rater_create_for_geometry(geometry, &unsupported);
  if (filter->rater) return EXIT_STATUS_SUCCESS;
  if (unsupported)
    return cli_usage_error("--difficulty cannot rate %s puzzles: the rater does not know the rule",
                           unsupported);
  cli_error("out of memory");
  return EXIT_STATUS_OUT_OF_MEMORY;
}

void cli_difficulty_filter_finish(cli_difficulty_filter *filter) {
  rater_destroy(filter->rater);
  filter->rater = NULL;
}

bool cli_difficulty_accepts(void *context, const sudoku_grid *puzzle, const sudoku_grid *solution) {
  (void)solution;
  cli_difficulty_filter *filter = context;
  rater_rating rating;
  filter->rated++;
  if (!rater_rate(filter->rater, puzzle->cells, &rating, NULL, NULL, NULL)) return false;
  return rating.outcome == RATER_SOLVED && rating.unique && rating.level >= filter->lowest &&
         rating.level <= filter->highest;
}
