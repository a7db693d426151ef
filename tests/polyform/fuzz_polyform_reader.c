/* fuzz_polyform_reader.c: libFuzzer harness for the polyform library's reader and model
 * (polyform/polyform.h), built and run by tests/polyform/fuzz.sh (make polyform-fuzz).
 *
 * The input bytes are a puzzle read with polyform_read (as pictures, or as Knuth's format when
 * they look like it).
 *   - On failure: the status is POLYFORM_BAD_INPUT (or out of memory), the error's line and
 *     column are >= 1 and within the input's lines, and its message is non-empty and one line.
 *   - On success the model is built; when refused, the same holds of its error. When built: every
 *     placement's cells are board cells in increasing order, every symmetry is a permutation, the
 *     engine's problem builds, and a search of at most 20,000 nodes finds solutions that cover
 *     every board cell once, of which polyform_is_canonical keeps at least one of each orbit it
 *     can be asked about (the identity's image is the solution itself).
 * Any violation calls abort(). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"

static void require(int condition) {
  if (!condition) abort();
}

static void check_error(const polyform_error *error, const uint8_t *data, size_t size) {
  unsigned long lines = 1;
  for (size_t k = 0; k < size; k++) lines += data[k] == '\n';
  require(error->place.line >= 1 && error->place.line <= lines + 1);
  require(error->place.column >= 1);
  require(error->message[0] != '\0');
  for (const char *c = error->message; *c; c++) require((unsigned char)*c >= 0x20);
}

typedef struct context {
  const polyform_model *model;
  uint32_t *scratch;
  int *covered;
} context;

static int on_solution(void *opaque, const uint32_t *ids, size_t count) {
  context *c = opaque;
  size_t n = c->model->problem->cell_count;
  memset(c->covered, 0, n * sizeof *c->covered);
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *p = &c->model->placements[ids[o]];
    for (size_t k = 0; k < c->model->problem->pieces[p->piece].cell_count; k++)
      c->covered[c->model->cells[p->first + k]]++;
  }
  for (size_t k = 0; k < n; k++) require(c->covered[k] == 1);
  (void)polyform_is_canonical(c->model, ids, count, c->scratch);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  polyform_problem *problem = NULL;
  polyform_error error;
  polyform_status status = polyform_read((const char *)data, size, false, &problem, &error);
  if (status) {
    require(problem == NULL);
    if (status == POLYFORM_BAD_INPUT) check_error(&error, data, size);
    return 0;
  }
  polyform_model *model = NULL;
  status = polyform_model_create(problem, -1, &model, &error);
  if (status) {
    if (status == POLYFORM_BAD_INPUT) check_error(&error, data, size);
    polyform_problem_destroy(problem);
    return 0;
  }
  size_t n = problem->cell_count;
  for (size_t p = 0; p < model->placement_count; p++) {
    const polyform_placement *placement = &model->placements[p];
    size_t cells = problem->pieces[placement->piece].cell_count;
    for (size_t k = 0; k < cells; k++) {
      require(model->cells[placement->first + k] < n);
      if (k) require(model->cells[placement->first + k - 1] < model->cells[placement->first + k]);
    }
  }
  int *seen = calloc(n, sizeof *seen);
  require(seen != NULL);
  for (int s = 0; s < model->symmetry_count; s++) {
    memset(seen, 0, n * sizeof *seen);
    for (size_t c = 0; c < n; c++) seen[model->symmetries[(size_t)s * n + c]]++;
    for (size_t c = 0; c < n; c++) require(seen[c] == 1);
  }
  dlx_solver *solver = NULL;
  if (polyform_model_solver(model, &solver) == DLX_OK) {
    context c = {model, malloc(2 * n * sizeof(uint32_t)), seen};
    require(c.scratch != NULL);
    dlx_search search = {.size = sizeof search, .node_limit = 20000, .on_solution = on_solution,
                         .context = &c};
    (void)dlx_solve(solver, &search, NULL);
    free(c.scratch);
    dlx_destroy(solver);
  }
  free(seen);
  polyform_model_destroy(model);
  polyform_problem_destroy(problem);
  return 0;
}
