/* dlx_wasm.c: the few C functions the JavaScript package (web/package/dlx.js) calls besides the
 * library's own dlx_* functions, built into the WebAssembly module by `make wasm`.
 *
 * They exist because a search is described by a struct (dlx_search) and answered through
 * callbacks, both awkward to build from JavaScript: each function here takes plain numbers and
 * pointers, runs one search and leaves its results in a dlx_wasm_result that the JavaScript reads
 * field by field. How the search runs is the solver's options, which the JavaScript sets by name
 * itself (dlx_set_option) after dlx_wasm_reset_options. 64-bit counts cross as two 32-bit halves
 * (counts never wrap in JavaScript, which joins them into a BigInt). A timeout needs a clock but
 * no thread: the search's progress callback, called every 1024 nodes, compares the time with the
 * deadline and raises the search's dlx_stop; the same callback reports progress to the page
 * (dlx_wasm_progress, a JavaScript function). Nothing here prints, exits or keeps global state
 * between calls.
 */
#include <emscripten.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

/* Calls Module.onProgress(solutions, nodes, fraction done) when the page set it. */
EM_JS(void, dlx_wasm_progress, (double solutions, double nodes, double fraction_done), {
  if (Module['onProgress']) Module['onProgress'](solutions, nodes, fraction_done);
});

typedef struct dlx_wasm_result {
  uint32_t status;
  uint32_t timed_out;
  uint32_t solutions_low, solutions_high;
  uint32_t nodes_low, nodes_high;
  uint32_t first_solution_length; /* options in first_solution, when one was asked and found */
  char *count_text; /* a count past 2^64 in decimal (the memo's, or one multiplied by symmetry
                       classes), malloc'd for the caller to free; else NULL */
  uint32_t plan;    /* what ran, DLX_PLAN_* bits (dlx_plan_describe words them) */
} dlx_wasm_result;

/* A statistic by its name in the engine's table (dlx_statistic_value; 0 for another name). */
static uint64_t dlx_wasm_statistic(const dlx_statistics *statistics, const char *name) {
  uint64_t value = 0;
  if (dlx_statistic_value(statistics, name, &value) != DLX_OK) return 0;
  return value;
}

/* The statistics of a search into result: its solutions, nodes and plan, read by name. */
static void dlx_wasm_keep_statistics(const dlx_statistics *statistics, dlx_wasm_result *result) {
  uint64_t solutions = dlx_wasm_statistic(statistics, "solutions");
  uint64_t nodes = dlx_wasm_statistic(statistics, "nodes");
  result->solutions_low = (uint32_t)solutions;
  result->solutions_high = (uint32_t)(solutions >> 32);
  result->nodes_low = (uint32_t)nodes;
  result->nodes_high = (uint32_t)(nodes >> 32);
  result->plan = (uint32_t)dlx_wasm_statistic(statistics, "plan");
}

/* Puts every option of the solver's table back to its default (dlx_option_describe), and the
 * exact count and ZDD receiver to none: the options stay on the solver from one search to the
 * next, and the package sets those of a search by name after this (dlx_set_option). */
EMSCRIPTEN_KEEPALIVE uint32_t dlx_wasm_reset_options(dlx_solver *solver) {
  for (int option = 0; option < DLX_OPTION_COUNT; option++) {
    dlx_status status = dlx_set_option_value(
        solver, (dlx_option)option, dlx_option_describe((dlx_option)option)->default_value);
    if (status != DLX_OK) return (uint32_t)status;
  }
  dlx_status status = dlx_set_exact_count(solver, NULL);
  if (status == DLX_OK) status = dlx_set_zdd_callback(solver, NULL, NULL);
  return (uint32_t)status;
}

typedef struct dlx_wasm_search_state {
  double deadline_ms; /* 0: none */
  dlx_stop *stop;
  int timed_out;
  int report_progress;
  uint32_t *first_solution;
  size_t first_solution_capacity, first_solution_length;
  int first_solution_taken;
} dlx_wasm_search_state;

static void dlx_wasm_on_progress(void *context, const dlx_progress *progress) {
  dlx_wasm_search_state *state = context;
  if (state->deadline_ms > 0 && emscripten_get_now() >= state->deadline_ms) {
    state->timed_out = 1;
    dlx_request_stop(state->stop);
  }
  if (state->report_progress)
    dlx_wasm_progress((double)progress->solutions, (double)progress->nodes,
                      progress->fraction_done);
}

static int dlx_wasm_keep_first_solution(void *context, const uint32_t *option_ids,
                                        size_t option_count) {
  dlx_wasm_search_state *state = context;
  if (!state->first_solution_taken && option_count <= state->first_solution_capacity) {
    memcpy(state->first_solution, option_ids, option_count * sizeof *option_ids);
    state->first_solution_length = option_count;
    state->first_solution_taken = 1;
  }
  return 0;
}

/* Counts the solutions of solver with its options (set by the package), up to solution_limit (0:
 * all), node_limit (0: none) and timeout_ms (0: none); with first_solution not NULL (room for
 * capacity option ids), also keeps the first solution found. progress_interval 0 means no
 * progress reports. A count past 2^64 comes in result->count_text. */
EMSCRIPTEN_KEEPALIVE void dlx_wasm_count(dlx_solver *solver, double solution_limit,
                                         double node_limit, double timeout_ms,
                                         double progress_interval, uint32_t *first_solution,
                                         uint32_t capacity, dlx_wasm_result *result) {
  dlx_wasm_search_state state = {0};
  state.deadline_ms = timeout_ms > 0 ? emscripten_get_now() + timeout_ms : 0;
  state.report_progress = progress_interval > 0;
  state.first_solution = first_solution;
  state.first_solution_capacity = first_solution ? capacity : 0;
  dlx_search search = {0};
  search.size = sizeof search;
  search.solution_limit = (uint64_t)solution_limit;
  search.node_limit = (uint64_t)node_limit;
  dlx_count *exact = NULL;
  memset(result, 0, sizeof *result);
  if (dlx_count_create(&exact) != DLX_OK || dlx_stop_create(&state.stop) != DLX_OK) {
    dlx_count_destroy(exact);
    result->status = DLX_ERROR_OUT_OF_MEMORY;
    return;
  }
  search.stop = state.stop;
  if (first_solution) {
    search.on_solution = dlx_wasm_keep_first_solution;
    search.context = &state;
  }
  if (state.deadline_ms > 0 || state.report_progress) {
    search.on_progress = dlx_wasm_on_progress;
    search.progress_context = &state;
    search.progress_interval_nodes = state.report_progress ? (uint64_t)progress_interval : 1024;
  }
  dlx_statistics statistics = {0};
  statistics.size = sizeof statistics;
  /* The memo's counts pass 2^64; so may a count by symmetry classes, multiplied. */
  dlx_status status = dlx_set_exact_count(solver, exact);
  if (status == DLX_OK) status = dlx_solve(solver, &search, &statistics);
  dlx_set_exact_count(solver, NULL);
  dlx_stop_destroy(state.stop);
  if (status < DLX_ERROR_OUT_OF_MEMORY && !dlx_count_to_u64(exact, NULL)) {
    size_t length = dlx_count_decimal(exact, NULL, 0);
    result->count_text = malloc(length + 1);
    if (result->count_text)
      dlx_count_decimal(exact, result->count_text, length + 1);
    else
      status = DLX_ERROR_OUT_OF_MEMORY;
  }
  dlx_count_destroy(exact);
  dlx_wasm_keep_statistics(&statistics, result);
  result->status = (uint32_t)status;
  result->timed_out = (uint32_t)state.timed_out;
  result->first_solution_length = (uint32_t)state.first_solution_length;
}

/* Reads a problem in Knuth's format from text[0 .. length-1]. Returns the problem, or NULL with
 * "line L, column C: message" (or the library's description) in message[0 .. 255]. */
EMSCRIPTEN_KEEPALIVE dlx_knuth *dlx_wasm_knuth_read(const char *text, size_t length,
                                                    char *message) {
  message[0] = '\0';
  FILE *stream = fmemopen((void *)text, length, "r");
  if (!stream) {
    snprintf(message, 256, "%s", dlx_strerror(DLX_ERROR_OUT_OF_MEMORY));
    return NULL;
  }
  dlx_knuth *problem = NULL;
  dlx_knuth_error error = {0};
  dlx_status status = dlx_knuth_read(stream, &problem, &error, NULL, NULL);
  fclose(stream);
  if (status == DLX_ERROR_BAD_FORMAT)
    snprintf(message, 256, "line %lu, column %lu: %s", error.line, error.column, error.message);
  else if (status != DLX_OK)
    snprintf(message, 256, "%s", dlx_strerror(status));
  return problem;
}

/* The problem of solver in Knuth's format, written by the library (dlx_knuth_write) with the
 * names item_names[0 ..] and color_names[1 .. color_count] (color_names[0] is not read), as a
 * malloc'd string that the caller frees. NULL with the reason in message[0 .. 255] when the format
 * cannot carry the problem (or memory ran out). */
EMSCRIPTEN_KEEPALIVE char *dlx_wasm_knuth_write(const dlx_solver *solver,
                                                const char *const *item_names,
                                                const char *const *color_names,
                                                uint32_t color_count, char *message) {
  dlx_knuth_error error = {0};
  size_t length = dlx_knuth_write(solver, item_names, color_names, color_count, NULL, 0, &error);
  char *text = length == DLX_KNUTH_UNWRITABLE ? NULL : malloc(length + 1);
  if (text)
    dlx_knuth_write(solver, item_names, color_names, color_count, text, length + 1, NULL);
  else
    snprintf(message, 256, "%s",
             length == DLX_KNUTH_UNWRITABLE ? error.message
                                            : dlx_strerror(DLX_ERROR_OUT_OF_MEMORY));
  return text;
}

/* The size of a dlx_wasm_result, so that the JavaScript allocates the right room. */
EMSCRIPTEN_KEEPALIVE size_t dlx_wasm_result_size(void) {
  return sizeof(dlx_wasm_result);
}

/* A copy of the solver (dlx_copy), on which a search runs while a suspended listing keeps the
 * solver itself busy; NULL with the status in *status when it cannot be made. */
EMSCRIPTEN_KEEPALIVE dlx_solver *dlx_wasm_copy(const dlx_solver *solver, uint32_t *status) {
  dlx_solver *copy = NULL;
  *status = (uint32_t)dlx_copy(solver, &copy);
  return copy;
}

/* Starts a resumable search (dlx_iterator) with the solver's options (set by the package),
 * listing at most solution_limit solutions (0: all) in at most node_limit nodes (0: no limit).
 * Returns the iterator, or NULL with the status in *status. */
EMSCRIPTEN_KEEPALIVE dlx_iterator *dlx_wasm_iterator_create(dlx_solver *solver,
                                                            double solution_limit,
                                                            double node_limit, uint32_t *status) {
  dlx_search search = {0};
  search.size = sizeof search;
  search.solution_limit = (uint64_t)solution_limit;
  search.node_limit = (uint64_t)node_limit;
  dlx_iterator *iterator = NULL;
  *status = (uint32_t)dlx_iterator_create(solver, &search, &iterator);
  return iterator;
}

/* The next solutions of an iterator, as many as fit in `capacity` words of `words`: each its
 * length, then its option ids. A solution that does not fit stays held in held[0] (its ids) and
 * held[1] (its length, plus one; 0: none held) for the next call, which writes it first. Returns
 * how many solutions were written: 0 when the listing is over, -1 when the held solution is longer
 * than the whole buffer (held[1] - 1 ids: the caller grows the buffer and calls again). */
EMSCRIPTEN_KEEPALIVE int32_t dlx_wasm_iterator_fill(dlx_iterator *iterator, uint32_t *words,
                                                    uint32_t capacity, int32_t maximum,
                                                    uintptr_t *held) {
  uint32_t used = 0;
  int32_t written = 0;
  while (written < maximum) {
    const uint32_t *ids;
    size_t count;
    if (held[1]) {
      ids = (const uint32_t *)held[0];
      count = held[1] - 1;
      held[1] = 0;
    } else if (!dlx_iterator_next(iterator, &ids, &count)) {
      return written;
    }
    if (count + 1 > capacity - used) {
      held[0] = (uintptr_t)ids;
      held[1] = count + 1;
      return written == 0 ? -1 : written;
    }
    words[used++] = (uint32_t)count;
    memcpy(words + used, ids, count * sizeof *ids);
    used += (uint32_t)count;
    written++;
  }
  return written;
}

/* How an iterator's search stands: its status, and its solutions and nodes so far. */
EMSCRIPTEN_KEEPALIVE void dlx_wasm_iterator_status(const dlx_iterator *iterator,
                                                   dlx_wasm_result *result) {
  dlx_statistics statistics = {0};
  statistics.size = sizeof statistics;
  dlx_status status = dlx_iterator_status(iterator, &statistics);
  memset(result, 0, sizeof *result);
  dlx_wasm_keep_statistics(&statistics, result);
  result->status = (uint32_t)status;
}

/* The solutions dlx_solve_cheapest hands to on_best, in one buffer the JavaScript reads: per
 * solution its cost (two 32-bit halves), its length, then its option ids. */
typedef struct dlx_wasm_kept {
  uint32_t *words;
  size_t count, capacity;
  int out_of_memory;
} dlx_wasm_kept;

static int dlx_wasm_keep_cheapest(void *context, const uint32_t *option_ids, size_t option_count,
                                  uint64_t cost) {
  dlx_wasm_kept *kept = context;
  if (kept->count + 3 + option_count > kept->capacity) {
    size_t capacity = 2 * (kept->count + 3 + option_count);
    uint32_t *words = realloc(kept->words, capacity * sizeof *words);
    if (!words) return kept->out_of_memory = 1;
    kept->words = words;
    kept->capacity = capacity;
  }
  kept->words[kept->count++] = (uint32_t)cost;
  kept->words[kept->count++] = (uint32_t)(cost >> 32);
  kept->words[kept->count++] = (uint32_t)option_count;
  memcpy(kept->words + kept->count, option_ids, option_count * sizeof *option_ids);
  kept->count += option_count;
  return 0;
}

/* The k cheapest solutions of solver (dlx_solve_cheapest), in at most node_limit nodes (0: no
 * limit), with the preselected options ids[0 .. preselected_count-1]. Returns the buffer of
 * dlx_wasm_keep_cheapest (the caller frees it; NULL when none was kept), its length in words in
 * *length; the status and nodes in result (solutions: the number kept). */
EMSCRIPTEN_KEEPALIVE uint32_t *dlx_wasm_cheapest(dlx_solver *solver, double k, double node_limit,
                                                 const uint32_t *ids, uint32_t preselected_count,
                                                 uint32_t *length, dlx_wasm_result *result) {
  dlx_wasm_kept kept = {0};
  dlx_search search = {0};
  search.size = sizeof search;
  search.node_limit = (uint64_t)node_limit;
  search.preselected_options = ids;
  search.preselected_count = preselected_count;
  dlx_cheapest cheapest = {0};
  cheapest.k = (uint64_t)k;
  cheapest.on_best = dlx_wasm_keep_cheapest;
  cheapest.best_context = &kept;
  dlx_statistics statistics = {0};
  statistics.size = sizeof statistics;
  dlx_status status = dlx_solve_cheapest(solver, &search, &cheapest, &statistics);
  if (kept.out_of_memory) status = DLX_ERROR_OUT_OF_MEMORY;
  memset(result, 0, sizeof *result);
  dlx_wasm_keep_statistics(&statistics, result);
  result->status = (uint32_t)status;
  uint64_t solutions = 0;
  for (size_t w = 0; w < kept.count; w += 3 + kept.words[w + 2]) solutions++;
  result->solutions_low = (uint32_t)solutions;
  result->solutions_high = 0;
  *length = (uint32_t)kept.count;
  return kept.words;
}

/* An option's cost, as a double (a whole number below 2^32: exact), since a 64-bit argument
 * would cross as a BigInt or two halves depending on the emscripten version. */
EMSCRIPTEN_KEEPALIVE uint32_t dlx_wasm_set_option_cost(dlx_solver *solver, uint32_t option_id,
                                                       double cost) {
  if (!(cost >= 0) || cost > (double)DLX_MAXIMUM_COST || cost != (double)(uint64_t)cost)
    return (uint32_t)DLX_ERROR_COST_OUT_OF_RANGE;
  return (uint32_t)dlx_set_option_cost(solver, option_id, (uint64_t)cost);
}

EMSCRIPTEN_KEEPALIVE double dlx_wasm_option_cost(const dlx_solver *solver, uint32_t option_id) {
  return (double)dlx_option_cost(solver, option_id);
}
