/* _sudoku.c: the sudoku functions of libdlx._core over sudoku/text_api.h, the GIL released while
 * they work. They return plain tuples (the answers, and the status and message of an error) and
 * libdlx/sudoku.py turns them into values and exceptions. One text context (the solver of the last
 * geometry) is shared by the calls under a lock; a call that finds it taken uses a new one. */
#include "_sudoku.h"

#include <pythread.h>
#include <stdio.h>
#include <string.h>

#include "_interrupt.h"
#include "sudoku/text_api.h"

static sudoku_text_context *shared_context;
static PyThread_type_lock shared_context_lock;

int sudoku_functions_init(void) {
  shared_context = sudoku_text_context_create();
  shared_context_lock = PyThread_allocate_lock();
  if (!shared_context || !shared_context_lock) {
    PyErr_NoMemory();
    return -1;
  }
  return 0;
}

/* The settings' strings, kept alive by the Python objects of the call. */
typedef struct call_settings {
  sudoku_text_settings settings;
  PyObject *text_bytes;
  const char *text;
  Py_ssize_t length;
} call_settings;

static int text_of(PyObject *object, call_settings *call) {
  if (PyUnicode_Check(object)) {
    call->text_bytes = PyUnicode_AsUTF8String(object);
  } else if (PyBytes_Check(object)) {
    Py_INCREF(object);
    call->text_bytes = object;
  } else {
    PyErr_Format(PyExc_TypeError, "a puzzle text must be str or bytes, not %R",
                 (PyObject *)Py_TYPE(object));
    return -1;
  }
  if (!call->text_bytes) return -1;
  char *text;
  if (PyBytes_AsStringAndSize(call->text_bytes, &text, &call->length) < 0) return -1;
  call->text = text;
  return 0;
}

/* The arguments (text, name, size, boxes, symbols, variant) of the calls that take nothing more:
 * 0, or -1 with an exception set (call's bytes then released). */
static int text_and_settings_of(PyObject *args, call_settings *call) {
  PyObject *text_object;
  if (!PyArg_ParseTuple(args, "Ozzzzz", &text_object, &call->settings.name, &call->settings.size,
                        &call->settings.boxes, &call->settings.symbols, &call->settings.variant))
    return -1;
  if (text_of(text_object, call) < 0) {
    Py_CLEAR(call->text_bytes);
    return -1;
  }
  return 0;
}

static PyObject *error_tuple(dlx_status status, const sudoku_text_error *error) {
  if (status == DLX_OK) return Py_BuildValue("(iOkn)", (int)status, Py_None, 0ul, (Py_ssize_t)0);
  const char *message = error->message[0] ? error->message : dlx_strerror(status);
  return Py_BuildValue("(iskn)", (int)status, message, error->line, (Py_ssize_t)error->puzzles);
}

/* solve(text, name, size, boxes, symbols, variant, limit, node_limit, with_solutions, one_puzzle)
 *   -> ([(line, solutions, complete, stopped, illegal, solution or None)],
 *       (status, message, line, puzzles)): puzzles, with one_puzzle, the puzzles of a text refused
 *   for holding more than one (before any search), else 0 */
PyObject *sudoku_solve_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *text_object;
  call_settings call = {0};
  unsigned long long limit = 0, node_limit = 0;
  int with_solutions = 1, one_puzzle = 0;
  if (!PyArg_ParseTuple(args, "OzzzzzKKp|p", &text_object, &call.settings.name, &call.settings.size,
                        &call.settings.boxes, &call.settings.symbols, &call.settings.variant,
                        &limit, &node_limit, &with_solutions, &one_puzzle))
    return NULL;
  call.settings.one_puzzle = one_puzzle != 0;
  if (text_of(text_object, &call) < 0) {
    Py_XDECREF(call.text_bytes);
    return NULL;
  }
  call.settings.limit = limit;
  call.settings.node_limit = node_limit;
  search_stop stop;
  if (search_stop_begin(&stop, 0) < 0) {
    Py_DECREF(call.text_bytes);
    return NULL;
  }
  call.settings.stop = stop.flag;
  sudoku_text_answers answers;
  sudoku_text_error error;
  dlx_status status;
  bool shared = PyThread_acquire_lock(shared_context_lock, NOWAIT_LOCK);
  sudoku_text_context *context = shared ? shared_context : NULL;
  Py_BEGIN_ALLOW_THREADS status =
      sudoku_text_solve(context, call.text, (size_t)call.length, &call.settings,
                        with_solutions != 0, &answers, &error);
  Py_END_ALLOW_THREADS if (shared) PyThread_release_lock(shared_context_lock);
  Py_DECREF(call.text_bytes);
  if (search_stop_end(&stop) < 0) {
    sudoku_text_answers_free(&answers);
    return NULL;
  }
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    sudoku_text_answers_free(&answers);
    return PyErr_NoMemory();
  }
  PyObject *list = PyList_New((Py_ssize_t)answers.count);
  for (size_t k = 0; list && k < answers.count; k++) {
    const sudoku_text_answer *answer = &answers.answers[k];
    PyObject *item =
        Py_BuildValue("(kKOOOz)", answer->line, (unsigned long long)answer->solutions,
                      answer->complete ? Py_True : Py_False, answer->stopped ? Py_True : Py_False,
                      answer->illegal ? Py_True : Py_False, answer->solution);
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)k, item);
  }
  sudoku_text_answers_free(&answers);
  if (!list) return NULL;
  return Py_BuildValue("(NN)", list, error_tuple(status, &error));
}

/* generate(count, seed, first_index, name, size, boxes, symbols, variant, symmetry, minimal,
 *          fewest_givens, most_givens[, killer]) -> ([(puzzle, solution, givens, minimal)],
 * (status, ...)) */
PyObject *sudoku_generate_function(PyObject *module, PyObject *args) {
  (void)module;
  Py_ssize_t count;
  sudoku_text_settings settings = {0};
  sudoku_text_generation generation = {0};
  unsigned long long seed, first_index;
  int minimal, killer = 0;
  unsigned fewest, most;
  if (!PyArg_ParseTuple(args, "nKKzzzzzzpII|p", &count, &seed, &first_index, &settings.name,
                        &settings.size, &settings.boxes, &settings.symbols, &settings.variant,
                        &generation.symmetry, &minimal, &fewest, &most, &killer))
    return NULL;
  generation.killer = killer != 0;
  if (count < 0) {
    PyErr_SetString(PyExc_ValueError, "the number of puzzles must not be negative");
    return NULL;
  }
  generation.seed = seed;
  generation.first_index = first_index;
  generation.minimal = minimal != 0;
  generation.fewest_givens = fewest;
  generation.most_givens = most;
  search_stop stop;
  if (search_stop_begin(&stop, 0) < 0) return NULL;
  settings.stop = stop.flag;
  sudoku_text_puzzles puzzles;
  sudoku_text_error error;
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status =
      sudoku_text_generate(&settings, &generation, (size_t)count, &puzzles, &error);
  Py_END_ALLOW_THREADS if (search_stop_end(&stop) < 0) {
    sudoku_text_puzzles_free(&puzzles);
    return NULL;
  }
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    sudoku_text_puzzles_free(&puzzles);
    return PyErr_NoMemory();
  }
  PyObject *list = PyList_New((Py_ssize_t)puzzles.count);
  for (size_t k = 0; list && k < puzzles.count; k++) {
    const sudoku_text_puzzle *puzzle = &puzzles.puzzles[k];
    PyObject *item = Py_BuildValue("(ssIO)", puzzle->puzzle, puzzle->solution, puzzle->givens,
                                   puzzle->minimal ? Py_True : Py_False);
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)k, item);
  }
  sudoku_text_puzzles_free(&puzzles);
  if (!list) return NULL;
  return Py_BuildValue("(NN)", list, error_tuple(status, &error));
}

/* The symbols of a set (bit s - 1 for symbol s), in order: [s, ...]. */
static PyObject *symbol_list(uint64_t set) {
  PyObject *list = PyList_New(0);
  for (unsigned s = 1; list && s <= 64; s++) {
    if (!(set >> (s - 1) & 1)) continue;
    PyObject *symbol = PyLong_FromUnsignedLong(s);
    if (!symbol || PyList_Append(list, symbol) < 0) Py_CLEAR(list);
    Py_XDECREF(symbol);
  }
  return list;
}

static PyObject *number_list(const uint16_t *numbers, size_t count) {
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t k = 0; list && k < count; k++) {
    PyObject *number = PyLong_FromUnsignedLong(numbers[k]);
    if (!number)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, number);
  }
  return list;
}

/* A step: (technique, text, cell, symbol, eliminations, [(cell, [symbol])], [cell], [unit],
 *   [symbol]), eliminations counting the cells that lose candidates. */
static PyObject *step_tuple(const sudoku_text_step *step) {
  PyObject *removed = PyList_New((Py_ssize_t)step->elimination_count);
  for (size_t k = 0; removed && k < step->elimination_count; k++) {
    const sudoku_text_elimination *elimination = &step->eliminations[k];
    PyObject *item =
        Py_BuildValue("(IN)", (unsigned)elimination->cell, symbol_list(elimination->symbols));
    if (!item)
      Py_CLEAR(removed);
    else
      PyList_SetItem(removed, (Py_ssize_t)k, item);
  }
  if (!removed) return NULL;
  return Py_BuildValue("(ssiInNNNN)", step->technique, step->text, step->cell, step->symbol,
                       (Py_ssize_t)step->elimination_count, removed,
                       number_list(step->cells, step->cell_count),
                       number_list(step->units, step->unit_count), symbol_list(step->symbols));
}

/* rate(text, name, size, boxes, symbols, variant) -> ((outcome, level, hardest, unique, line,
 *   [step (step_tuple)], unsupported) or None, (status, ...)) */
PyObject *sudoku_rate_function(PyObject *module, PyObject *args) {
  (void)module;
  call_settings call = {0};
  if (text_and_settings_of(args, &call) < 0) return NULL;
  search_stop stop;
  if (search_stop_begin(&stop, 0) < 0) {
    Py_DECREF(call.text_bytes);
    return NULL;
  }
  call.settings.stop = stop.flag;
  sudoku_text_rating rating;
  sudoku_text_error error;
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status =
      sudoku_text_rate(call.text, (size_t)call.length, &call.settings, &rating, &error);
  Py_END_ALLOW_THREADS Py_DECREF(call.text_bytes);
  if (search_stop_end(&stop) < 0) {
    sudoku_text_rating_free(&rating);
    return NULL;
  }
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    sudoku_text_rating_free(&rating);
    return PyErr_NoMemory();
  }
  PyObject *result = Py_None;
  Py_INCREF(result);
  if (rating.line || rating.unsupported) {
    PyObject *steps = PyList_New((Py_ssize_t)rating.step_count);
    for (size_t k = 0; steps && k < rating.step_count; k++) {
      const sudoku_text_step *step = &rating.steps[k];
      PyObject *item = step_tuple(step);
      if (!item) {
        Py_CLEAR(steps);
        break;
      }
      PyList_SetItem(steps, (Py_ssize_t)k, item);
    }
    Py_DECREF(result);
    result = steps ? Py_BuildValue("(zzzOzNz)", rating.outcome, rating.level, rating.hardest,
                                   rating.unique ? Py_True : Py_False, rating.line, steps,
                                   rating.unsupported)
                   : NULL;
  }
  sudoku_text_rating_free(&rating);
  if (!result) return NULL;
  return Py_BuildValue("(NN)", result, error_tuple(status, &error));
}

/* The pairs (a, b) of 2 * count cells. */
static PyObject *pair_list(const uint16_t *cells, size_t count) {
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t k = 0; list && k < count; k++) {
    PyObject *pair = Py_BuildValue("(II)", (unsigned)cells[2 * k], (unsigned)cells[2 * k + 1]);
    if (!pair)
      Py_CLEAR(list);
    else
      PyList_SetItem(list, (Py_ssize_t)k, pair);
  }
  return list;
}

/* The shape as a tuple: (line, side, box_rows, box_columns, header, [symbol text], spaced, empty,
 * variants, [region of cell] or None, [(kind, name, [cell])], [(a, b)], [(a, b)],
 * [(sum, [cell])], [given], [[candidate]]). */
static PyObject *shape_tuple(const sudoku_text_shape *shape) {
  size_t cells = (size_t)shape->side * shape->side;
  PyObject *symbols = PyList_New(shape->side);
  for (unsigned s = 0; symbols && s < shape->side; s++) {
    PyObject *text = PyUnicode_FromString(shape->symbol_texts[s]);
    if (!text)
      Py_CLEAR(symbols);
    else
      PyList_SetItem(symbols, (Py_ssize_t)s, text);
  }
  PyObject *regions = Py_None;
  Py_INCREF(regions);
  if (shape->region_of_cell) {
    Py_DECREF(regions);
    regions = PyList_New((Py_ssize_t)cells);
    for (size_t k = 0; regions && k < cells; k++) {
      PyObject *region = PyLong_FromUnsignedLong(shape->region_of_cell[k]);
      if (!region)
        Py_CLEAR(regions);
      else
        PyList_SetItem(regions, (Py_ssize_t)k, region);
    }
  }
  PyObject *units = PyList_New(shape->unit_count);
  for (unsigned k = 0; units && k < shape->unit_count; k++) {
    PyObject *unit =
        Py_BuildValue("(ssN)", shape->unit_kinds[k], shape->unit_names[k],
                      number_list(shape->unit_cells + (size_t)k * shape->side, shape->side));
    if (!unit)
      Py_CLEAR(units);
    else
      PyList_SetItem(units, (Py_ssize_t)k, unit);
  }
  PyObject *cages = PyList_New((Py_ssize_t)shape->cage_count);
  for (size_t k = 0; cages && k < shape->cage_count; k++) {
    const sudoku_text_cage *cage = &shape->cages[k];
    PyObject *item = Py_BuildValue("(IN)", cage->sum, number_list(cage->cells, cage->size));
    if (!item)
      Py_CLEAR(cages);
    else
      PyList_SetItem(cages, (Py_ssize_t)k, item);
  }
  PyObject *givens = PyList_New((Py_ssize_t)cells);
  PyObject *candidates = PyList_New((Py_ssize_t)cells);
  for (size_t k = 0; givens && candidates && k < cells; k++) {
    PyObject *given = PyLong_FromUnsignedLong(shape->givens[k]);
    PyObject *left = symbol_list(shape->candidates[k]);
    if (given)
      PyList_SetItem(givens, (Py_ssize_t)k, given);
    else
      Py_CLEAR(givens);
    if (left)
      PyList_SetItem(candidates, (Py_ssize_t)k, left);
    else
      Py_CLEAR(candidates);
  }
  if (!symbols || !regions || !units || !cages || !givens || !candidates) {
    Py_XDECREF(symbols);
    Py_XDECREF(regions);
    Py_XDECREF(units);
    Py_XDECREF(cages);
    Py_XDECREF(givens);
    Py_XDECREF(candidates);
    return NULL;
  }
  return Py_BuildValue(
      "(kIIIsNOssNNNNNNN)", shape->line, shape->side, shape->box_rows, shape->box_columns,
      shape->header, symbols, shape->spaced ? Py_True : Py_False, shape->empty_text,
      shape->variants, regions, units, pair_list(shape->pairs, shape->pair_count),
      pair_list(shape->neighbour_pairs, shape->neighbour_pair_count), cages, givens, candidates);
}

/* shape(text, name, size, boxes, symbols, variant) -> (shape_tuple or None, (status, ...)) */
PyObject *sudoku_shape_function(PyObject *module, PyObject *args) {
  (void)module;
  call_settings call = {0};
  if (text_and_settings_of(args, &call) < 0) return NULL;
  sudoku_text_shape shape;
  sudoku_text_error error;
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status =
      sudoku_text_shape_of(call.text, (size_t)call.length, &call.settings, &shape, &error);
  Py_END_ALLOW_THREADS Py_DECREF(call.text_bytes);
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    sudoku_text_shape_free(&shape);
    return PyErr_NoMemory();
  }
  PyObject *result = Py_None;
  Py_INCREF(result);
  if (status == DLX_OK) {
    Py_DECREF(result);
    result = shape_tuple(&shape);
  }
  sudoku_text_shape_free(&shape);
  if (!result) return NULL;
  return Py_BuildValue("(NN)", result, error_tuple(status, &error));
}

/* The marks of hint(): None, or a sequence of side * side sets (bit s - 1 for symbol s), copied
 * into *sets (side * side at most SUDOKU_TEXT_MAX_SIDE squared); -1 with an exception. */
static int marks_of(PyObject *object, uint64_t **sets, size_t *count) {
  *sets = NULL;
  *count = 0;
  if (object == Py_None) return 0;
  PyObject *sequence = PySequence_Fast(object, "marks must be a sequence");
  if (!sequence) return -1;
  Py_ssize_t length = PySequence_Size(sequence);
  if (length > SUDOKU_TEXT_MAX_SIDE * SUDOKU_TEXT_MAX_SIDE) {
    PyErr_Format(PyExc_ValueError, "marks: %zd cells given, a grid has at most %d", length,
                 SUDOKU_TEXT_MAX_SIDE * SUDOKU_TEXT_MAX_SIDE);
    Py_DECREF(sequence);
    return -1;
  }
  *sets = PyMem_Calloc(length ? (size_t)length : 1, sizeof **sets);
  if (!*sets) {
    Py_DECREF(sequence);
    PyErr_NoMemory();
    return -1;
  }
  for (Py_ssize_t k = 0; k < length; k++) {
    PyObject *item = PySequence_GetItem(sequence, k);
    if (!item) break;
    (*sets)[k] = PyLong_AsUnsignedLongLong(item);
    Py_DECREF(item);
    if (PyErr_Occurred()) break;
  }
  Py_DECREF(sequence);
  if (PyErr_Occurred()) {
    PyMem_Free(*sets);
    *sets = NULL;
    return -1;
  }
  *count = (size_t)length;
  return 0;
}

/* The marks checked against the grid's side, then the hint; the GIL released. */
static dlx_status hint_with_marks(sudoku_text_context *context, const call_settings *call,
                                  const uint64_t *sets, size_t count, sudoku_text_hint *hint,
                                  sudoku_text_error *error) {
  if (sets) {
    sudoku_text_shape shape;
    dlx_status status =
        sudoku_text_shape_of(call->text, (size_t)call->length, &call->settings, &shape, error);
    unsigned side = shape.side;
    sudoku_text_shape_free(&shape);
    if (status == DLX_OK && count != (size_t)side * side) {
      error->line = 0;
      error->puzzles = 0;
      snprintf(error->message, sizeof error->message,
               "marks: %zu cells given, the %ux%u grid has %u", count, side, side, side * side);
      status = DLX_ERROR_BAD_FORMAT;
    }
    if (status != DLX_OK) {
      *hint = (sudoku_text_hint){.unit = -1};
      return status;
    }
  }
  return sudoku_text_hint_of(context, call->text, (size_t)call->length, &call->settings, sets, hint,
                             error);
}

/* hint(text, name, size, boxes, symbols, variant, node_limit, marks) -> ((outcome, text,
 *   step_tuple or None, level, unique, [(cell, symbol)], more_cells, unit or None, unsupported,
 *   nodes) or None, (status, ...)) */
PyObject *sudoku_hint_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *text_object, *marks_object;
  call_settings call = {0};
  unsigned long long node_limit = 0;
  if (!PyArg_ParseTuple(args, "OzzzzzKO", &text_object, &call.settings.name, &call.settings.size,
                        &call.settings.boxes, &call.settings.symbols, &call.settings.variant,
                        &node_limit, &marks_object))
    return NULL;
  call.settings.node_limit = node_limit;
  uint64_t *sets;
  size_t count;
  if (marks_of(marks_object, &sets, &count) < 0) return NULL;
  if (text_of(text_object, &call) < 0) {
    Py_XDECREF(call.text_bytes);
    PyMem_Free(sets);
    return NULL;
  }
  search_stop stop;
  if (search_stop_begin(&stop, 0) < 0) {
    Py_DECREF(call.text_bytes);
    PyMem_Free(sets);
    return NULL;
  }
  call.settings.stop = stop.flag;
  sudoku_text_hint hint;
  sudoku_text_error error = {0};
  dlx_status status;
  bool shared = PyThread_acquire_lock(shared_context_lock, NOWAIT_LOCK);
  sudoku_text_context *context = shared ? shared_context : NULL;
  Py_BEGIN_ALLOW_THREADS status = hint_with_marks(context, &call, sets, count, &hint, &error);
  Py_END_ALLOW_THREADS if (shared) PyThread_release_lock(shared_context_lock);
  Py_DECREF(call.text_bytes);
  PyMem_Free(sets);
  if (search_stop_end(&stop) < 0) {
    sudoku_text_hint_free(&hint);
    return NULL;
  }
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    sudoku_text_hint_free(&hint);
    return PyErr_NoMemory();
  }
  PyObject *result = Py_None;
  Py_INCREF(result);
  if (hint.outcome) {
    bool step = strcmp(hint.outcome, "step") == 0;
    PyObject *step_object = step ? step_tuple(&hint.step) : (Py_INCREF(Py_None), Py_None);
    PyObject *cells = PyList_New(hint.cell_count);
    for (unsigned k = 0; cells && k < hint.cell_count; k++) {
      PyObject *item = Py_BuildValue("(II)", (unsigned)hint.cells[k], hint.symbols[k]);
      if (!item)
        Py_CLEAR(cells);
      else
        PyList_SetItem(cells, (Py_ssize_t)k, item);
    }
    PyObject *unit = hint.unit >= 0 ? PyLong_FromLong(hint.unit) : (Py_INCREF(Py_None), Py_None);
    Py_DECREF(result);
    if (step_object && cells && unit) {
      /* Py_BuildValue takes the N objects, even when it fails. */
      result = Py_BuildValue("(szNzONONzK)", hint.outcome, hint.text, step_object, hint.level,
                             hint.unique ? Py_True : Py_False, cells,
                             hint.more_cells ? Py_True : Py_False, unit, hint.unsupported,
                             (unsigned long long)hint.nodes);
    } else {
      Py_XDECREF(step_object);
      Py_XDECREF(cells);
      Py_XDECREF(unit);
      result = NULL;
    }
  }
  sudoku_text_hint_free(&hint);
  if (!result) return NULL;
  return Py_BuildValue("(NN)", result, error_tuple(status, &error));
}
