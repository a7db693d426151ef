/* sudoku_hint.c: the answer of `sudoku --hint` (the hint itself is sudoku/hint.c's), in words:
 *   hidden single: r3c5 = 7 in box 2                (the next step, as --explain writes it)
 *   wrong entry: r1c3 and r1c7 both hold 5 in row 1
 *   wrong entry: r4c4 = 2 (the grid has no solution, and has one without it)
 *   wrong candidates: r2c6 lacks 8, its symbol in the solution
 *   solved: every cell is filled and breaks no rule
 * (sudoku/hint_text.c writes these lines), or as one JSON object per puzzle (man/sudoku.1 lists the
 * members); and --hint=marks, whose grids are the player's pencil marks (sudoku/hint_marks.h), read
 * here, on the main thread. */
#include "cli/sudoku_hint.h"

#include <stdlib.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "cli/standard_output.h"
#include "sudoku/hint.h"
#include "sudoku/hint_marks.h"
#include "sudoku/rater_geometry.h"

static void write_json_hint(const rater *rater, const sudoku_hint *hint,
                            unsigned long puzzle_number, FILE *out) {
  fprintf(out, "{\"puzzle\":%lu,\"outcome\":\"%s\",\"step\":", puzzle_number,
          sudoku_hint_outcome_name(hint->kind));
  if (hint->kind == SUDOKU_HINT_STEP) {
    sudoku_rater_write_json_step(rater, &hint->step, out);
    fprintf(out, ",\"level\":\"%s\"",
            sudoku_rater_level_name(sudoku_rater_level_of_technique(hint->step.technique)));
  } else {
    fputs("null,\"level\":null", out);
  }
  fputs(",\"cells\":[", out);
  for (unsigned i = 0; i < hint->cell_count; i++) {
    fputs(i ? ",{\"cell\":\"" : "{\"cell\":\"", out);
    sudoku_rater_write_cell_name(rater, hint->cells[i], out);
    fputs("\",\"digit\":\"", out);
    sudoku_rater_write_symbol(rater, hint->symbols[i], out);
    fputs("\"}", out);
  }
  fprintf(out, "],\"more_cells\":%s,\"unit\":", hint->more_cells ? "true" : "false");
  if (hint->kind == SUDOKU_HINT_CLASH && hint->clash_unit >= 0) {
    fputc('"', out);
    sudoku_rater_write_unit_name(rater, (unsigned)hint->clash_unit, out);
    fputc('"', out);
  } else {
    fputs("null", out);
  }
  fprintf(out, ",\"unique\":%s,\"engine_nodes\":%llu,\"stopped\":%s}\n",
          hint->kind == SUDOKU_HINT_STEP ? (hint->unique ? "true" : "false") : "null",
          (unsigned long long)hint->nodes, hint->kind == SUDOKU_HINT_STOPPED ? "true" : "false");
}

/* The hint for puzzle, with the player's candidates (NULL: none), written to out. */
static int answer_hint(const cli_rate_settings *settings, const sudoku_answer_tools *tools,
                       FILE *out, unsigned long puzzle_number, const sudoku_grid *puzzle,
                       const uint64_t *candidates, sudoku_result *result) {
  const char *unsupported;
  rater *rater = sudoku_rater_create_for_geometry(tools->geometry, &unsupported);
  *result = (sudoku_result){0};
  if (!rater && unsupported) {
    if (settings->json)
      fprintf(out, "{\"puzzle\":%lu,\"outcome\":\"no hint\",\"unsupported\":\"%s\"}\n",
              puzzle_number, unsupported);
    else
      sudoku_hint_write_unsupported(unsupported, out);
    return EXIT_STATUS_SUCCESS;
  }
  if (!rater) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  sudoku_rater_set_symbols(rater, puzzle->symbols);
  sudoku_hint hint;
  tools->arm(tools->timer, settings->timeout_seconds);
  dlx_status status = sudoku_hint_find(tools->solver, rater, puzzle, candidates, &hint);
  tools->disarm(tools->timer);
  if (status != DLX_OK) {
    sudoku_rater_destroy(rater);
    cli_error("%s", dlx_strerror(status));
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  if (settings->json)
    write_json_hint(rater, &hint, puzzle_number, out);
  else
    sudoku_hint_write_text(rater, &hint, out);
  sudoku_rater_destroy(rater);
  result->nodes = hint.nodes;
  result->interrupted = hint.kind == SUDOKU_HINT_STOPPED;
  return EXIT_STATUS_SUCCESS;
}

int cli_hint_puzzle(const cli_rate_settings *settings, const sudoku_answer_tools *tools, FILE *out,
                    unsigned long puzzle_number, const sudoku_grid *puzzle, sudoku_result *result) {
  return answer_hint(settings, tools, out, puzzle_number, puzzle, NULL, result);
}

int cli_hint_marks_input(const cli_rate_settings *settings, const sudoku_answer_tools *tools,
                         FILE *input, const char *name, unsigned long *puzzles,
                         sudoku_describe_partial_function describe_partial,
                         const void *describe_context) {
  FILE *out = cli_output_stream();
  sudoku_marks_reader *reader = out ? sudoku_marks_reader_create(input, tools->geometry) : NULL;
  uint64_t *marks = malloc(SUDOKU_MAX_CELLS * sizeof *marks);
  if (!reader || !marks) {
    sudoku_marks_reader_destroy(reader);
    free(marks);
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  bool write_each_answer = !cli_is_regular_file(input);
  int status = EXIT_STATUS_SUCCESS;
  sudoku_grid grid;
  sudoku_read_status read = SUDOKU_READ_END;
  while (!cli_stop_signal() &&
         (read = sudoku_marks_reader_next(reader, &grid, marks)) == SUDOKU_READ_GRID) {
    sudoku_result result;
    int answered = answer_hint(settings, tools, out, *puzzles + 1, &grid, marks, &result);
    if (answered != EXIT_STATUS_SUCCESS) {
      status = cli_graver_exit_status(status, answered);
      break;
    }
    ++*puzzles;
    if (result.interrupted) {
      char message[160];
      describe_partial(describe_context, &result, message, sizeof message);
      cli_input_error(name, sudoku_marks_reader_grid_line(reader), message);
      if (cli_stop_signal()) break;
      status = cli_graver_exit_status(status, EXIT_STATUS_PARTIAL);
    }
    if (!(write_each_answer ? cli_output_write_held() : cli_output_keep_up(out))) {
      status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
      break;
    }
  }
  if (cli_stop_signal()) {
    status = cli_exit_status_for_signal(cli_stop_signal());
  } else if (read == SUDOKU_READ_ERROR && !ferror(input)) {
    cli_input_error(name, sudoku_marks_reader_error_line(reader),
                    sudoku_marks_reader_error_message(reader));
    status = cli_graver_exit_status(status, EXIT_STATUS_BAD_INPUT);
  }
  sudoku_marks_reader_destroy(reader);
  free(marks);
  return status;
}
