/* sudoku_rate.c: the rating options of the sudoku command: --rate and --explain answer each puzzle
 * with its rating line (the rater's, with the engine's search nodes added), and --difficulty is
 * the generator's accept hook. The rating itself lives in sudoku/rater.h. */
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

int cli_rate_puzzle(cli_rate_mode mode, double timeout_seconds, const sudoku_answer_tools *tools,
                    FILE *out, const sudoku_grid *puzzle, sudoku_result *result) {
  tools->arm(tools->timer, timeout_seconds);
  sudoku_solve(tools->solver, puzzle, 2, NULL, NULL, result);
  tools->disarm(tools->timer);
  const char *unsupported;
  rater *rater = rater_create_for_geometry(tools->geometry, &unsupported);
  if (!rater && unsupported) {
    fprintf(out, "not rated: %s", unsupported);
    write_engine_nodes(out, result);
    if (mode == CLI_RATE_EXPLAIN) fputc('\n', out);
    return EXIT_STATUS_SUCCESS;
  }
  rater_rating rating;
  step_writer writer = {rater, out};
  char text[RATING_TEXT_CAPACITY];
  bool rated = rater && rater_rate(rater, puzzle->cells, &rating, NULL,
                                   mode == CLI_RATE_EXPLAIN ? write_step : NULL, &writer);
  rater_destroy(rater);
  if (!rated || !format_rating(&rating, text)) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  fputs(text, out);
  write_engine_nodes(out, result);
  if (mode == CLI_RATE_EXPLAIN) fputc('\n', out);
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
