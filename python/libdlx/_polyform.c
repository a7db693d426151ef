/* _polyform.c: the polyform functions of libdlx._core. polyform_build reads and models a puzzle
 * and hands Python its engine problem (a Solver, whose option k is placement k) with its pieces,
 * board and placements; the model stays in a capsule for the canonical check of distinct
 * solutions (polyform_is_canonical), alone or over a whole listing without the GIL, and for the
 * drawings of a solution, the library's (polyform_draw_text, _svg), as the command draws. */
#include "_polyform.h"

#include <stdlib.h>
#include <string.h>

#include "_interrupt.h"
#include "_solver.h"
#include "polyform/polyform.h"

#define CAPSULE_NAME "libdlx._core.polyform_model"

typedef struct puzzle_model {
  polyform_problem *problem;
  polyform_model *model;
} puzzle_model;

static void puzzle_model_free(PyObject *capsule) {
  puzzle_model *puzzle = PyCapsule_GetPointer(capsule, CAPSULE_NAME);
  if (!puzzle) return;
  polyform_model_destroy(puzzle->model);
  polyform_problem_destroy(puzzle->problem);
  free(puzzle);
}

static PyObject *string(const char *text) {
  return PyUnicode_DecodeUTF8(text, (Py_ssize_t)strlen(text), "surrogateescape");
}

/* [name, ...] of the engine's items, as --emit-dlx writes them. */
static PyObject *item_names(const polyform_model *model, size_t count) {
  char **names = polyform_item_names(model);
  if (!names) return PyErr_NoMemory();
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t k = 0; list && k < count; k++) {
    PyObject *name = string(names[k]);
    if (!name)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, name);
  }
  polyform_item_names_free(model, names);
  return list;
}

/* [(name, letter, [(x, y, z), ...] as drawn), ...] */
static PyObject *piece_list(const polyform_problem *problem) {
  PyObject *list = PyList_New((Py_ssize_t)problem->piece_count);
  for (size_t k = 0; list && k < problem->piece_count; k++) {
    const polyform_piece *piece = &problem->pieces[k];
    PyObject *cells = PyList_New((Py_ssize_t)piece->cell_count);
    for (size_t c = 0; cells && c < piece->cell_count; c++) {
      const polyform_cell *cell = &piece->cells[c];
      PyObject *triple = Py_BuildValue("(lll)", (long)cell->x, (long)cell->y, (long)cell->z);
      if (!triple)
        Py_CLEAR(cells);
      else
        PyList_SetItem(cells, (Py_ssize_t)c, triple);
    }
    PyObject *name = cells ? string(piece->name) : NULL;
    PyObject *item =
        name ? Py_BuildValue("(NCN)", name, (int)(unsigned char)piece->letter, cells) : NULL;
    if (!name) Py_XDECREF(cells);
    if (!item)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, item);
  }
  return list;
}

/* [(row, column, layer), ...] of the board cells, by index. */
static PyObject *board_list(const polyform_problem *problem) {
  PyObject *list = PyList_New((Py_ssize_t)problem->cell_count);
  for (size_t k = 0; list && k < problem->cell_count; k++) {
    const polyform_board_cell *cell = &problem->cells[k];
    PyObject *item = Py_BuildValue("(lll)", (long)cell->row, (long)cell->column, (long)cell->layer);
    if (!item)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, item);
  }
  return list;
}

/* [(piece, orientation, (board cell, ...)), ...] by placement (option) number. */
static PyObject *placement_list(const polyform_model *model) {
  PyObject *list = PyList_New((Py_ssize_t)model->placement_count);
  for (size_t k = 0; list && k < model->placement_count; k++) {
    const polyform_placement *placement = &model->placements[k];
    size_t size = model->problem->pieces[placement->piece].cell_count;
    PyObject *cells = PyTuple_New((Py_ssize_t)size);
    for (size_t c = 0; cells && c < size; c++) {
      PyObject *cell = PyLong_FromUnsignedLong(model->cells[placement->first + c]);
      if (!cell)
        Py_CLEAR(cells);
      else
        PyTuple_SetItem(cells, (Py_ssize_t)c, cell);
    }
    PyObject *item = cells ? Py_BuildValue("(kkN)", (unsigned long)placement->piece,
                                           (unsigned long)placement->orientation, cells)
                           : NULL;
    if (!item)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, item);
  }
  return list;
}

/* build(data, knuth, orientations) -> (model, Solver, primary_count, items, kind, (rows, columns,
 * layers), pieces, board, placements); ValueError "LINE:COLUMN: problem" on a puzzle refused.
 * orientations: -1 the puzzle's own, else polyform_orientations. */
PyObject *polyform_build_function(PyObject *module, PyObject *args) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  int knuth, orientations;
  if (!PyArg_ParseTuple(args, "y#pi", &text, &length, &knuth, &orientations)) return NULL;
  if (orientations < -1 || orientations > POLYFORM_FIXED) {
    PyErr_SetString(PyExc_ValueError, "orientations out of range");
    return NULL;
  }
  puzzle_model *puzzle = calloc(1, sizeof *puzzle);
  if (!puzzle) return PyErr_NoMemory();
  polyform_error error;
  polyform_status status;
  Py_BEGIN_ALLOW_THREADS status =
      polyform_read(text, (size_t)length, knuth != 0, &puzzle->problem, &error);
  if (!status)
    status = polyform_model_create(puzzle->problem, orientations, &puzzle->model, &error);
  Py_END_ALLOW_THREADS if (status) {
    polyform_problem_destroy(puzzle->problem);
    free(puzzle);
    if (status == POLYFORM_OUT_OF_MEMORY) return PyErr_NoMemory();
    return PyErr_Format(PyExc_ValueError, "%lu:%lu: %s", error.place.line, error.place.column,
                        error.message);
  }
  PyObject *capsule = PyCapsule_New(puzzle, CAPSULE_NAME, puzzle_model_free);
  if (!capsule) {
    polyform_model_destroy(puzzle->model);
    polyform_problem_destroy(puzzle->problem);
    free(puzzle);
    return NULL;
  }
  const polyform_model *model = puzzle->model;
  const polyform_problem *problem = puzzle->problem;
  dlx_solver *solver = NULL;
  dlx_status built = polyform_model_solver(model, &solver);
  if (built) {
    Py_DECREF(capsule);
    return raise_status(built, "polyform");
  }
  PyObject *solver_object = solver_object_wrap(solver);
  if (!solver_object) {
    Py_DECREF(capsule);
    return NULL;
  }
  size_t item_count = (size_t)model->primary_count + model->secondary_count;
  PyObject *items = item_names(model, item_count);
  PyObject *pieces = items ? piece_list(problem) : NULL;
  PyObject *board = pieces ? board_list(problem) : NULL;
  PyObject *placements = board ? placement_list(model) : NULL;
  if (!placements) {
    Py_XDECREF(items);
    Py_XDECREF(pieces);
    Py_XDECREF(board);
    Py_DECREF(solver_object);
    Py_DECREF(capsule);
    return NULL;
  }
  return Py_BuildValue("(NNkNsNNN)", capsule, solver_object, (unsigned long)model->primary_count,
                       items, polyform_kind_name(problem->kind), pieces, board, placements);
}

static puzzle_model *model_of(PyObject *capsule) {
  return PyCapsule_GetPointer(capsule, CAPSULE_NAME);
}

/* Reads a sequence of option ids below the placement count into a new buffer; NULL with an
 * exception. */
static uint32_t *read_ids(const polyform_model *model, PyObject *sequence, size_t *count) {
  PyObject *fast = PySequence_Fast(sequence, "a solution is a sequence of option numbers");
  if (!fast) return NULL;
  Py_ssize_t size = PySequence_Size(fast);
  uint32_t *ids = malloc((size_t)(size ? size : 1) * sizeof *ids);
  if (!ids) {
    Py_DECREF(fast);
    PyErr_NoMemory();
    return NULL;
  }
  for (Py_ssize_t k = 0; k < size; k++) {
    PyObject *item = PySequence_GetItem(fast, k);
    unsigned long id = item ? PyLong_AsUnsignedLong(item) : 0;
    Py_XDECREF(item);
    if (PyErr_Occurred() || id >= model->placement_count) {
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "option number out of range");
      free(ids);
      Py_DECREF(fast);
      return NULL;
    }
    ids[k] = (uint32_t)id;
  }
  Py_DECREF(fast);
  *count = (size_t)size;
  return ids;
}

/* canonical(model, ids) -> bool: whether the solution (option numbers) is the least of its images
 * under the board's symmetries, the one of its class that distinct listings keep. */
PyObject *polyform_canonical_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *capsule, *sequence;
  if (!PyArg_ParseTuple(args, "OO", &capsule, &sequence)) return NULL;
  puzzle_model *puzzle = model_of(capsule);
  if (!puzzle) return NULL;
  size_t count = 0, cells = puzzle->problem->cell_count;
  uint32_t *ids = read_ids(puzzle->model, sequence, &count);
  if (!ids) return NULL;
  uint32_t *scratch = malloc(2 * (cells ? cells : 1) * sizeof *scratch);
  if (!scratch) {
    free(ids);
    return PyErr_NoMemory();
  }
  bool canonical = polyform_is_canonical(puzzle->model, ids, count, scratch);
  free(scratch);
  free(ids);
  return PyBool_FromLong(canonical);
}

/* count_distinct(model, limit, timeout) -> (count, reason): the canonical solutions, counted by
 * the library over a solver of its own without the GIL (Ctrl-C and the timeout stop it, as
 * Solver.count); reason None when complete, else "limit", "timeout" or "interrupted". */
PyObject *polyform_count_distinct_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *capsule;
  unsigned long long limit;
  double timeout;
  if (!PyArg_ParseTuple(args, "OKd", &capsule, &limit, &timeout)) return NULL;
  puzzle_model *puzzle = model_of(capsule);
  if (!puzzle) return NULL;
  dlx_solver *solver = NULL;
  dlx_status status = polyform_model_solver(puzzle->model, &solver);
  if (status) return raise_status(status, "polyform");
  search_stop stop;
  if (search_stop_begin(&stop, timeout) < 0) {
    dlx_destroy(solver);
    return NULL;
  }
  dlx_search search = {.size = sizeof search};
  search_stop_prepare(&stop, &search);
  uint64_t found = 0;
  Py_BEGIN_ALLOW_THREADS status =
      polyform_count_distinct(puzzle->model, solver, &search, limit, &found, NULL);
  Py_END_ALLOW_THREADS dlx_destroy(solver);
  if (search_stop_end(&stop) < 0) return NULL;
  if (status >= DLX_ERROR_OUT_OF_MEMORY) return raise_status(status, "polyform");
  const char *reason = NULL;
  if (status == DLX_STOPPED_AT_SOLUTION_LIMIT)
    reason = "limit";
  else if (status == DLX_STOPPED_BY_REQUEST)
    reason = stop.timed_out ? "timeout" : "interrupted";
  return Py_BuildValue("(Kz)", (unsigned long long)found, reason);
}

/* draw(model, ids, format) -> str: the solution (option numbers, drawn in the order given) as the
 * library draws it: format "text" (the board in the pieces' letters, no colours) or "svg". */
PyObject *polyform_draw_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *capsule, *sequence;
  const char *format;
  if (!PyArg_ParseTuple(args, "OOs", &capsule, &sequence, &format)) return NULL;
  bool svg = strcmp(format, "svg") == 0;
  if (!svg && strcmp(format, "text") != 0)
    return PyErr_Format(PyExc_ValueError, "format must be \"text\" or \"svg\", not \"%s\"", format);
  puzzle_model *puzzle = model_of(capsule);
  if (!puzzle) return NULL;
  size_t count = 0;
  uint32_t *ids = read_ids(puzzle->model, sequence, &count);
  if (!ids) return NULL;
  polyform_text drawing = {0};
  if (svg)
    polyform_draw_svg(&drawing, puzzle->model, ids, count);
  else
    polyform_draw_text(&drawing, puzzle->model, ids, count, false);
  free(ids);
  PyObject *result = drawing.failed
                         ? PyErr_NoMemory()
                         : PyUnicode_DecodeUTF8(drawing.bytes ? drawing.bytes : "",
                                                (Py_ssize_t)drawing.length, "surrogateescape");
  polyform_text_free(&drawing);
  return result;
}
