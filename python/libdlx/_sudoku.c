/* _sudoku.c: the sudoku functions of libdlx._core over sudoku/text_api.h, the GIL released while
 * they work. They return plain tuples (the answers, and the status and message of an error) and
 * libdlx/sudoku.py turns them into values and exceptions. One text context (the solver of the last
 * geometry) is shared by the calls under a lock; a call that finds it taken uses a new one. */
#include "_sudoku.h"

#include <pythread.h>
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
 *          fewest_givens, most_givens) -> ([(puzzle, solution, givens, minimal)], (status, ...)) */
PyObject *sudoku_generate_function(PyObject *module, PyObject *args) {
  (void)module;
  Py_ssize_t count;
  sudoku_text_settings settings = {0};
  sudoku_text_generation generation = {0};
  unsigned long long seed, first_index;
  int minimal;
  unsigned fewest, most;
  if (!PyArg_ParseTuple(args, "nKKzzzzzzpII", &count, &seed, &first_index, &settings.name,
                        &settings.size, &settings.boxes, &settings.symbols, &settings.variant,
                        &generation.symmetry, &minimal, &fewest, &most))
    return NULL;
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

/* rate(text, name, size, boxes, symbols, variant) -> ((outcome, level, hardest, unique, line,
 *   [(technique, text, cell, symbol, eliminations)], unsupported) or None, (status, ...)) */
PyObject *sudoku_rate_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *text_object;
  call_settings call = {0};
  if (!PyArg_ParseTuple(args, "Ozzzzz", &text_object, &call.settings.name, &call.settings.size,
                        &call.settings.boxes, &call.settings.symbols, &call.settings.variant))
    return NULL;
  if (text_of(text_object, &call) < 0) {
    Py_XDECREF(call.text_bytes);
    return NULL;
  }
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
      PyObject *item = Py_BuildValue("(ssiIn)", step->technique, step->text, step->cell,
                                     step->symbol, (Py_ssize_t)step->elimination_count);
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
