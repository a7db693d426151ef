/* polyform_wasm.c: the polyform library (polyform/polyform.h) for the JavaScript package
 * (`polyform` of web/package/dlx.js, written in web/package/polyform.js), built into the
 * WebAssembly module by `make wasm`: a puzzle read and modelled, its shape, its solutions counted
 * (all of them, or one of each class under the board's symmetries) and listed a batch at a time,
 * each solution drawn by the library as the command draws it.
 *
 * Answers that JavaScript cannot read field by field come as JSON texts (malloc'd, freed by the
 * caller with free): counts as strings of digits (read as BigInt), errors with the line and
 * column of the input. A count cut short (a limit, a node limit, a timeout) says so and is a
 * lower bound, never a wrong number. A timeout needs a clock but no thread: the search's progress
 * callback, called every 1024 nodes, compares the time with the deadline and raises the search's
 * dlx_stop. Nothing here prints, exits or keeps global state between calls.
 */
#include <emscripten.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"
#include "polyform/polyform.h"

/* Calls Module.onProgress(solutions, nodes, fraction done) when the package set it. */
EM_JS(void, polyform_wasm_progress, (double solutions, double nodes, double fraction_done), {
  if (Module['onProgress']) Module['onProgress'](solutions, nodes, fraction_done);
});

typedef struct polyform_wasm_puzzle {
  polyform_problem *problem;
  polyform_model *model;
} polyform_wasm_puzzle;

static void json_string(polyform_text *json, const char *text) {
  polyform_text_append(json, "\"", 1);
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\')
      polyform_text_format(json, "\\%c", *c);
    else if (*c == '\n')
      polyform_text_append(json, "\\n", 2);
    else if (*c < 0x20)
      polyform_text_format(json, "\\u%04x", *c);
    else
      polyform_text_append(json, (const char *)c, 1);
  }
  polyform_text_append(json, "\"", 1);
}

/* The text of a JSON answer, or NULL (memory ran out). */
static char *json_finish(polyform_text *json) {
  if (!json->failed) return json->bytes;
  polyform_text_free(json);
  return NULL;
}

/* {"cells":..,"orientations":..,"rows":..,"columns":..,"layers":..,"board":[[row, column] or
 * [layer, row, column], ...],"pieces":[{"name","letter","lower","upper","any","cells":[[x, y,
 * z], ...],"orientations":N,"placements":N}],"placements":N,"symmetries":N} */
static void json_shape(polyform_text *json, const polyform_model *model) {
  const polyform_problem *problem = model->problem;
  bool cubes = problem->kind == POLYFORM_CUBES;
  polyform_text_format(json,
                       "{\"error\":null,\"cells\":\"%s\",\"orientations\":\"%s\",\"rows\":%d,"
                       "\"columns\":%d,\"layers\":%d,\"board\":[",
                       polyform_kind_name(problem->kind),
                       polyform_orientations_name(model->orientations), (int)problem->rows,
                       (int)problem->columns, (int)(problem->layers ? problem->layers : 1));
  for (size_t k = 0; k < problem->cell_count; k++) {
    const polyform_board_cell *cell = &problem->cells[k];
    if (cubes)
      polyform_text_format(json, k ? ",[%d,%d,%d]" : "[%d,%d,%d]", (int)cell->layer, (int)cell->row,
                           (int)cell->column);
    else
      polyform_text_format(json, k ? ",[%d,%d]" : "[%d,%d]", (int)cell->row, (int)cell->column);
  }
  polyform_text_format(json, "],\"pieces\":[");
  uint32_t *placements =
      calloc(problem->piece_count ? problem->piece_count : 1, sizeof *placements);
  if (!placements) {
    json->failed = true;
    return;
  }
  for (size_t p = 0; p < model->placement_count; p++) placements[model->placements[p].piece]++;
  for (size_t k = 0; k < problem->piece_count; k++) {
    const polyform_piece *piece = &problem->pieces[k];
    polyform_text_format(json, k ? ",{\"name\":" : "{\"name\":");
    json_string(json, piece->name);
    char letter[2] = {piece->letter, '\0'};
    polyform_text_format(json, ",\"letter\":");
    json_string(json, letter);
    polyform_text_format(json, ",\"lower\":%u,\"upper\":%u,\"any\":%s,\"cells\":[",
                         (unsigned)piece->lower, (unsigned)piece->upper,
                         piece->any ? "true" : "false");
    for (size_t c = 0; c < piece->cell_count; c++)
      polyform_text_format(json, c ? ",[%d,%d,%d]" : "[%d,%d,%d]", (int)piece->cells[c].x,
                           (int)piece->cells[c].y, (int)piece->cells[c].z);
    polyform_text_format(json, "],\"orientations\":%u,\"placements\":%u}",
                         (unsigned)model->orientation_count[k], (unsigned)placements[k]);
  }
  free(placements);
  polyform_text_format(json, "],\"placements\":%zu,\"symmetries\":%d}", model->placement_count,
                       model->symmetry_count);
}

/* Reads and models the puzzle of text[0 .. length-1] (Knuth's input when knuth, or when the text
 * looks like it), with the orientations allowed (-1: the puzzle's own, else all, rotations,
 * fixed). Returns its shape as JSON with *puzzle the puzzle (for polyform_wasm_close), or
 * {"error":"...","line":L,"column":C} with *puzzle NULL; NULL when memory ran out. */
EMSCRIPTEN_KEEPALIVE char *polyform_wasm_open(const char *text, size_t length, int knuth,
                                              int orientations, polyform_wasm_puzzle **puzzle) {
  *puzzle = NULL;
  polyform_wasm_puzzle *made = calloc(1, sizeof *made);
  if (!made) return NULL;
  polyform_error error = {0};
  polyform_status status = polyform_read(text, length, knuth != 0, &made->problem, &error);
  if (status == POLYFORM_OK)
    status = polyform_model_create(made->problem, orientations < 0 ? -1 : orientations,
                                   &made->model, &error);
  polyform_text json = {0};
  if (status == POLYFORM_OK) {
    json_shape(&json, made->model);
    if (!json.failed) {
      *puzzle = made;
      return json.bytes;
    }
  } else if (status == POLYFORM_BAD_INPUT) {
    polyform_text_format(&json, "{\"error\":");
    json_string(&json, error.message);
    polyform_text_format(&json, ",\"line\":%lu,\"column\":%lu}", error.place.line,
                         error.place.column);
  }
  polyform_model_destroy(made->model);
  polyform_problem_destroy(made->problem);
  free(made);
  if (status == POLYFORM_OUT_OF_MEMORY) json.failed = true;
  return json_finish(&json);
}

EMSCRIPTEN_KEEPALIVE void polyform_wasm_close(polyform_wasm_puzzle *puzzle) {
  if (!puzzle) return;
  polyform_model_destroy(puzzle->model);
  polyform_problem_destroy(puzzle->problem);
  free(puzzle);
}

/* A count's or a listing's search: its deadline and stop flag, the canonical check of a distinct
 * one, and how many solutions it kept. */
typedef struct polyform_wasm_search {
  const polyform_model *model;
  double deadline_ms; /* 0: none */
  dlx_stop *stop;
  bool timed_out, report_progress, distinct;
  uint32_t *scratch;
  uint64_t found, limit;
} polyform_wasm_search;

static void on_progress(void *context, const dlx_progress *progress) {
  polyform_wasm_search *state = context;
  if (state->deadline_ms > 0 && emscripten_get_now() >= state->deadline_ms) {
    state->timed_out = true;
    dlx_request_stop(state->stop);
  }
  if (state->report_progress)
    polyform_wasm_progress((double)(state->distinct ? state->found : progress->solutions),
                           (double)progress->nodes, progress->fraction_done);
}

/* Counts the solutions, or with distinct one of each class under the board's symmetries, up to
 * limit solutions (0: all), node_limit nodes (0: none) and timeout_ms (0: none); progress reports
 * (Module.onProgress) every progress_interval nodes (0: none). Returns
 * {"status":N,"timedOut":..,"count":"N","nodes":"N"} (status: the engine's, a limit of distinct
 * solutions as DLX_STOPPED_AT_SOLUTION_LIMIT), or NULL when memory ran out. Both counts are the
 * command's: the engine's exact count, with its automatic memo and symmetry, and the library's
 * count of the canonical solutions. */
EMSCRIPTEN_KEEPALIVE char *polyform_wasm_count(const polyform_wasm_puzzle *puzzle, int distinct,
                                               double limit, double node_limit, double timeout_ms,
                                               double progress_interval) {
  const polyform_model *model = puzzle->model;
  polyform_wasm_search state = {.model = model, .distinct = distinct != 0};
  state.deadline_ms = timeout_ms > 0 ? emscripten_get_now() + timeout_ms : 0;
  state.report_progress = progress_interval > 0;
  state.limit = (uint64_t)limit;
  dlx_solver *solver = NULL;
  dlx_count *exact = NULL;
  dlx_status status = polyform_model_solver(model, &solver);
  if (status == DLX_OK) status = dlx_stop_create(&state.stop);
  if (status == DLX_OK && !distinct) status = dlx_count_create(&exact);
  if (status == DLX_OK && !distinct) status = dlx_set_exact_count(solver, exact);
  dlx_search search = {.size = sizeof search, .node_limit = (uint64_t)node_limit};
  search.stop = state.stop;
  if (!distinct) search.solution_limit = state.limit;
  if (state.deadline_ms > 0 || state.report_progress) {
    search.on_progress = on_progress;
    search.progress_context = &state;
    search.progress_interval_nodes = state.report_progress ? (uint64_t)progress_interval : 1024;
  }
  dlx_statistics statistics = {.size = sizeof statistics};
  if (status == DLX_OK && distinct)
    status =
        polyform_count_distinct(model, solver, &search, state.limit, &state.found, &statistics);
  else if (status == DLX_OK)
    status = dlx_solve(solver, &search, &statistics);
  polyform_text json = {0};
  if (status < DLX_ERROR_OUT_OF_MEMORY) {
    polyform_text_format(&json, "{\"status\":%d,\"timedOut\":%s,\"count\":\"", (int)status,
                         state.timed_out ? "true" : "false");
    if (distinct) {
      polyform_text_format(&json, "%llu", (unsigned long long)state.found);
    } else {
      size_t length = dlx_count_decimal(exact, NULL, 0);
      char *digits = malloc(length + 1);
      if (digits) {
        dlx_count_decimal(exact, digits, length + 1);
        polyform_text_append(&json, digits, length);
      } else {
        json.failed = true;
      }
      free(digits);
    }
    polyform_text_format(&json, "\",\"nodes\":\"%llu\"}", (unsigned long long)statistics.nodes);
  } else {
    polyform_text_format(&json, "{\"status\":%d}", (int)status);
  }
  if (solver) dlx_set_exact_count(solver, NULL);
  dlx_count_destroy(exact);
  dlx_destroy(solver);
  dlx_stop_destroy(state.stop);
  return json_finish(&json);
}

/* A listing: the engine's resumable search over a solver of its own, in the command's order
 * (the engine's default options, as `polyform` lists). */
typedef struct polyform_wasm_listing {
  polyform_wasm_search state;
  dlx_solver *solver;
  dlx_iterator *iterator;
  bool over;
} polyform_wasm_listing;

EMSCRIPTEN_KEEPALIVE void polyform_wasm_list_end(polyform_wasm_listing *listing) {
  if (!listing) return;
  dlx_iterator_destroy(listing->iterator);
  dlx_destroy(listing->solver);
  free(listing->state.scratch);
  free(listing);
}

/* Starts a listing of the solutions (distinct: the canonical one of each class), at most limit
 * of them (0: all), in at most node_limit nodes (0: no limit). NULL with the status in *status. */
EMSCRIPTEN_KEEPALIVE polyform_wasm_listing *polyform_wasm_list(const polyform_wasm_puzzle *puzzle,
                                                               int distinct, double limit,
                                                               double node_limit,
                                                               uint32_t *status) {
  size_t cells = puzzle->problem->cell_count;
  polyform_wasm_listing *listing = calloc(1, sizeof *listing);
  dlx_status made = listing ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
  if (made == DLX_OK) {
    listing->state.model = puzzle->model;
    listing->state.distinct = distinct != 0;
    listing->state.limit = (uint64_t)limit;
    listing->state.scratch = malloc(2 * (cells ? cells : 1) * sizeof *listing->state.scratch);
    if (!listing->state.scratch) made = DLX_ERROR_OUT_OF_MEMORY;
  }
  if (made == DLX_OK) made = polyform_model_solver(puzzle->model, &listing->solver);
  dlx_search search = {.size = sizeof search, .node_limit = (uint64_t)node_limit};
  if (made == DLX_OK) made = dlx_iterator_create(listing->solver, &search, &listing->iterator);
  *status = (uint32_t)made;
  if (made == DLX_OK) return listing;
  polyform_wasm_list_end(listing);
  return NULL;
}

static int compare_ids(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* The next solutions of a listing, at most `maximum` of them, into words: each its length, then
 * its option ids sorted (room for maximum * (board cells + 1) words). Returns how many were
 * written: fewer than maximum only when the listing is over. */
EMSCRIPTEN_KEEPALIVE int32_t polyform_wasm_next(polyform_wasm_listing *listing, uint32_t *words,
                                                int32_t maximum) {
  polyform_wasm_search *state = &listing->state;
  int32_t written = 0;
  size_t used = 0;
  while (written < maximum && !listing->over) {
    const uint32_t *ids;
    size_t count;
    if ((state->limit && state->found >= state->limit) ||
        !dlx_iterator_next(listing->iterator, &ids, &count)) {
      listing->over = true;
      break;
    }
    if (state->distinct && !polyform_is_canonical(state->model, ids, count, state->scratch))
      continue;
    state->found++;
    words[used++] = (uint32_t)count;
    memcpy(words + used, ids, count * sizeof *ids);
    qsort(words + used, count, sizeof *ids, compare_ids);
    used += count;
    written++;
  }
  return written;
}

/* How a listing stands: {"status":N,"count":"N","nodes":"N"}, its solutions so far (a limit
 * reached as DLX_STOPPED_AT_SOLUTION_LIMIT). NULL when memory ran out. */
EMSCRIPTEN_KEEPALIVE char *polyform_wasm_list_status(const polyform_wasm_listing *listing) {
  dlx_statistics statistics = {.size = sizeof statistics};
  dlx_status status = dlx_iterator_status(listing->iterator, &statistics);
  const polyform_wasm_search *state = &listing->state;
  if (status == DLX_OK && state->limit && state->found >= state->limit)
    status = DLX_STOPPED_AT_SOLUTION_LIMIT;
  polyform_text json = {0};
  polyform_text_format(&json, "{\"status\":%d,\"count\":\"%llu\",\"nodes\":\"%llu\"}", (int)status,
                       (unsigned long long)state->found, (unsigned long long)statistics.nodes);
  return json_finish(&json);
}

/* Whether ids[0 .. count-1] (placements below the puzzle's count) are a solution's canonical
 * form: 1, 0, or -1 when memory ran out. */
EMSCRIPTEN_KEEPALIVE int polyform_wasm_canonical(const polyform_wasm_puzzle *puzzle,
                                                 const uint32_t *ids, size_t count) {
  size_t cells = puzzle->problem->cell_count;
  uint32_t *scratch = malloc(2 * (cells ? cells : 1) * sizeof *scratch);
  if (!scratch) return -1;
  bool canonical = polyform_is_canonical(puzzle->model, ids, count, scratch);
  free(scratch);
  return canonical;
}

/* A solution (placements ids[0 .. count-1], drawn in that order) drawn by the library:
 * {"svg":"..","text":"..","solution":{"solution":number,"pieces":[..]}} (text without colours,
 * solution as `polyform -f json` writes it). NULL when memory ran out. */
EMSCRIPTEN_KEEPALIVE char *polyform_wasm_draw(const polyform_wasm_puzzle *puzzle,
                                              const uint32_t *ids, size_t count, double number) {
  polyform_text svg = {0}, text = {0}, solution = {0}, json = {0};
  polyform_draw_svg(&svg, puzzle->model, ids, count);
  polyform_draw_text(&text, puzzle->model, ids, count, false);
  polyform_draw_json(&solution, puzzle->model, ids, count, (uint64_t)number);
  if (svg.failed || text.failed || solution.failed) {
    json.failed = true;
  } else {
    polyform_text_format(&json, "{\"svg\":");
    json_string(&json, svg.bytes);
    polyform_text_format(&json, ",\"text\":");
    json_string(&json, text.bytes);
    polyform_text_format(&json, ",\"solution\":");
    polyform_text_append(&json, solution.bytes, solution.length - 1); /* its newline dropped */
    polyform_text_format(&json, "}");
  }
  polyform_text_free(&svg);
  polyform_text_free(&text);
  polyform_text_free(&solution);
  return json_finish(&json);
}

/* The puzzle's exact cover in Knuth's format, as `polyform --emit-dlx` writes it (malloc'd), or
 * NULL with the reason in message[0 .. 255]. */
EMSCRIPTEN_KEEPALIVE char *polyform_wasm_knuth(const polyform_wasm_puzzle *puzzle, char *message) {
  message[0] = '\0';
  dlx_solver *solver = NULL;
  char **names = NULL;
  char *text = NULL;
  dlx_status status = polyform_model_solver(puzzle->model, &solver);
  if (status == DLX_OK && !(names = polyform_item_names(puzzle->model)))
    status = DLX_ERROR_OUT_OF_MEMORY;
  if (status == DLX_OK) {
    dlx_knuth_error error = {0};
    const char *const *items = (const char *const *)names;
    size_t length = dlx_knuth_write(solver, items, NULL, 0, NULL, 0, &error);
    if (length == DLX_KNUTH_UNWRITABLE) {
      strncpy(message, error.message, 255);
      message[255] = '\0';
    } else if ((text = malloc(length + 1))) {
      dlx_knuth_write(solver, items, NULL, 0, text, length + 1, NULL);
    } else {
      status = DLX_ERROR_OUT_OF_MEMORY;
    }
  }
  if (status != DLX_OK) {
    strncpy(message, dlx_strerror(status), 255);
    message[255] = '\0';
  }
  if (names) polyform_item_names_free(puzzle->model, names);
  dlx_destroy(solver);
  return text;
}
