/* text_api_hint.c: the hint of the text facade (sudoku_text_hint_of, text_api.h): what `sudoku
 * --hint` answers for the first puzzle of a text (sudoku_hint_find, hint.h), as data and as the
 * line the command prints (hint_text.c writes both's), with the player's pencil marks as
 * --hint=marks takes them. */
#include <stdlib.h>
#include <string.h>

#include "sudoku/hint.h"
#include "sudoku/rater_geometry.h"
#include "sudoku/text_api_internal.h"

typedef struct hint_of_rater {
  const rater *rater;
  const sudoku_hint *hint;
} hint_of_rater;

static void write_hint(const void *context, FILE *out) {
  const hint_of_rater *what = context;
  sudoku_hint_write_text(what->rater, what->hint, out);
}

static void write_unsupported(const void *context, FILE *out) {
  sudoku_hint_write_unsupported(context, out);
}

/* The hint of sudoku_hint_find as text_api.h gives it. */
static dlx_status keep_hint(const rater *rater, const sudoku_hint *found, sudoku_text_hint *hint) {
  hint_of_rater what = {rater, found};
  hint->outcome = sudoku_hint_outcome_name(found->kind);
  hint->nodes = found->nodes;
  if (!(hint->text = sudoku_text_line_of(write_hint, &what))) return DLX_ERROR_OUT_OF_MEMORY;
  if (found->kind == SUDOKU_HINT_STEP) {
    if (!sudoku_text_step_of(rater, &found->step, &hint->step)) return DLX_ERROR_OUT_OF_MEMORY;
    hint->level = sudoku_rater_level_name(sudoku_rater_level_of_technique(found->step.technique));
    hint->unique = found->unique;
  }
  hint->cell_count = found->cell_count < SUDOKU_TEXT_HINT_MAX_CELLS ? found->cell_count
                                                                    : SUDOKU_TEXT_HINT_MAX_CELLS;
  for (unsigned k = 0; k < hint->cell_count; k++) {
    hint->cells[k] = found->cells[k];
    hint->symbols[k] = found->symbols[k];
  }
  hint->more_cells = found->more_cells || found->cell_count > hint->cell_count;
  hint->unit = found->kind == SUDOKU_HINT_CLASH ? found->clash_unit : -1;
  return DLX_OK;
}

/* The hint for puzzle, of geometry, with the player's marks (NULL: none). */
static dlx_status find_hint(sudoku_text_context *context, const sudoku_geometry *geometry,
                            const sudoku_grid *puzzle, const sudoku_text_settings *settings,
                            const uint64_t *marks, sudoku_text_hint *hint) {
  const char *unsupported;
  rater *rater = sudoku_rater_create_for_geometry(geometry, &unsupported);
  if (!rater && unsupported) {
    hint->outcome = "no hint";
    hint->unsupported = unsupported;
    hint->text = sudoku_text_line_of(write_unsupported, unsupported);
    return hint->text ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
  }
  sudoku_text_context *own = context ? NULL : sudoku_text_context_create();
  sudoku_solver *solver =
      context || own ? sudoku_text_solver_for(context ? context : own, geometry) : NULL;
  unsigned side = sudoku_geometry_side(geometry), cells = side * side;
  uint64_t *candidates = marks ? malloc(cells * sizeof *candidates) : NULL;
  sudoku_hint *found = malloc(sizeof *found);
  dlx_status status = DLX_ERROR_OUT_OF_MEMORY;
  if (rater && solver && found && (candidates || !marks)) {
    uint64_t every = side >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << side) - 1;
    for (unsigned cell = 0; candidates && cell < cells; cell++)
      candidates[cell] = puzzle->cells[cell] ? 0 : marks[cell] & every;
    sudoku_rater_set_symbols(rater, puzzle->symbols);
    sudoku_solver_set_interruption(solver, settings ? settings->node_limit : 0,
                                   settings ? settings->stop : NULL);
    status = sudoku_hint_find(solver, rater, puzzle, candidates, found);
    if (status == DLX_OK) status = keep_hint(rater, found, hint);
    if (status == DLX_OK && found->kind == SUDOKU_HINT_STOPPED && settings &&
        dlx_stop_requested(settings->stop))
      status = DLX_STOPPED_BY_REQUEST;
  }
  free(found);
  free(candidates);
  sudoku_text_context_destroy(own);
  sudoku_rater_destroy(rater);
  return status;
}

dlx_status sudoku_text_hint_of(sudoku_text_context *context, const char *text, size_t length,
                               const sudoku_text_settings *settings, const uint64_t *marks,
                               sudoku_text_hint *hint, sudoku_text_error *error) {
  if (error) memset(error, 0, sizeof *error);
  if (!hint) return DLX_ERROR_NULL_ARGUMENT;
  *hint = (sudoku_text_hint){.step = {.cell = -1}, .unit = -1};
  if (!text && length > 0) return DLX_ERROR_NULL_ARGUMENT;
  sudoku_text_first first;
  dlx_status status = sudoku_text_read_first(text, length, settings, &first, error);
  if (status == DLX_OK)
    status = find_hint(context, first.geometry, first.puzzle, settings, marks, hint);
  sudoku_text_first_close(&first);
  if (status != DLX_OK && status != DLX_STOPPED_BY_REQUEST) sudoku_text_hint_free(hint);
  return status;
}

void sudoku_text_hint_free(sudoku_text_hint *hint) {
  if (!hint) return;
  free(hint->text);
  sudoku_text_step_free(&hint->step);
  *hint = (sudoku_text_hint){.step = {.cell = -1}, .unit = -1};
}
