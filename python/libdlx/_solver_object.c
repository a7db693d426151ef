/* _solver_object.c: what the Solver type (_solver.c) and its SolutionIterator (_iterator.c) both
 * use: the exceptions of a status, the numbers read from Python sequences into the Solver's
 * buffers, the Solver's lock and the solver a search runs on, the lists of option ids and the
 * reasons a search ended. Its own file, so that _solver.c and _iterator.c depend on it and only
 * _solver.c on _iterator.c. */
#include "_solver_object.h"

#include <stdlib.h>
#include <string.h>

PyObject *raise_status(dlx_status status, const char *what) {
  PyObject *kind = PyExc_ValueError;
  if (status == DLX_ERROR_OUT_OF_MEMORY) return PyErr_NoMemory();
  if (status == DLX_ERROR_SEARCH_IN_PROGRESS) kind = PyExc_RuntimeError;
  if (what)
    PyErr_Format(kind, "%s: %s", what, dlx_strerror(status));
  else
    PyErr_SetString(kind, dlx_strerror(status));
  return NULL;
}

/* A Python int as a uint32_t below `bound`; -1 with an exception otherwise. */
int to_index(PyObject *value, uint64_t bound, const char *what, uint32_t *index) {
  if (!PyLong_Check(value)) {
    PyErr_Format(PyExc_TypeError, "%s must be an int, not %R", what, (PyObject *)Py_TYPE(value));
    return -1;
  }
  int overflow = 0;
  long long number = PyLong_AsLongLongAndOverflow(value, &overflow);
  if (number == -1 && PyErr_Occurred()) return -1;
  if (overflow || number < 0 || (uint64_t)number >= bound) {
    PyErr_Format(PyExc_ValueError, "%s %R is out of range (0 to %llu)", what, value,
                 (unsigned long long)(bound ? bound - 1 : 0));
    return -1;
  }
  *index = (uint32_t)number;
  return 0;
}

/* Takes the lock of self, waiting without the GIL when another thread holds it. */
void lock_solver(solver_object *self) {
  if (PyThread_acquire_lock(self->lock, NOWAIT_LOCK)) return;
  Py_BEGIN_ALLOW_THREADS PyThread_acquire_lock(self->lock, WAIT_LOCK);
  Py_END_ALLOW_THREADS
}

int solver_object_reserve(solver_object *self, size_t count) {
  if (count <= self->capacity) return 0;
  size_t capacity = self->capacity ? self->capacity : 16;
  while (capacity < count) capacity *= 2;
  uint32_t *items = realloc(self->items, capacity * sizeof *items);
  if (items) self->items = items;
  uint32_t *colors = items ? realloc(self->colors, capacity * sizeof *colors) : NULL;
  if (colors) self->colors = colors;
  if (!items || !colors) {
    PyErr_NoMemory();
    return -1;
  }
  self->capacity = capacity;
  return 0;
}

/* Reads a sequence of ints (items, or colors) into buffer[0 .. *count-1]. */
int read_numbers(PyObject *sequence, uint64_t bound, const char *what, solver_object *self,
                 uint32_t **buffer, Py_ssize_t *count) {
  PyObject *fast = PySequence_Fast(sequence, "an option must be a sequence of ints");
  if (!fast) return -1;
  Py_ssize_t size = PySequence_Size(fast);
  int result = size < 0 || solver_object_reserve(self, (size_t)size) < 0 ? -1 : 0;
  for (Py_ssize_t k = 0; result == 0 && k < size; k++) {
    PyObject *value = PySequence_GetItem(fast, k);
    result = value ? to_index(value, bound, what, &(*buffer)[k]) : -1;
    Py_XDECREF(value);
  }
  Py_DECREF(fast);
  *count = size;
  return result;
}

PyObject *list_of_ids(const uint32_t *ids, size_t count) {
  PyObject *list = PyList_New((Py_ssize_t)count);
  if (!list) return NULL;
  for (size_t k = 0; k < count; k++) {
    PyObject *id = PyLong_FromUnsignedLong(ids[k]);
    if (!id) {
      Py_DECREF(list);
      return NULL;
    }
    PyList_SetItem(list, (Py_ssize_t)k, id);
  }
  return list;
}

/* The solver a search of self runs on, with self's lock held: its own, or a copy when an iterator
 * keeps its own busy (*copied; then the lock is released at once). NULL with an exception. */
dlx_solver *take_solver(solver_object *self, bool *copied) {
  lock_solver(self);
  *copied = self->suspended > 0;
  if (!*copied) return self->solver;
  dlx_solver *copy = NULL;
  dlx_status status = dlx_copy(self->solver, &copy);
  PyThread_release_lock(self->lock);
  if (status != DLX_OK) {
    raise_status(status, NULL);
    return NULL;
  }
  return copy;
}

void give_back_solver(solver_object *self, dlx_solver *solver, bool copied) {
  if (copied)
    dlx_destroy(solver);
  else
    PyThread_release_lock(self->lock);
}

const char *reason_of(dlx_status status, const search_stop *stop) {
  switch (status) {
  case DLX_OK:
    return NULL;
  case DLX_STOPPED_AT_SOLUTION_LIMIT:
    return "limit";
  case DLX_STOPPED_AT_NODE_LIMIT:
    return "node_limit";
  case DLX_STOPPED_BY_REQUEST:
    return stop->timed_out ? "timeout" : "interrupted";
  case DLX_PRESELECTED_OPTIONS_CONFLICT:
    return NULL;
  default:
    return "error";
  }
}

int set_search_options(dlx_solver *solver, PyObject *options) {
  for (int option = 0; option < DLX_OPTION_COUNT; option++) {
    dlx_status status = dlx_set_option_value(
        solver, (dlx_option)option, dlx_option_describe((dlx_option)option)->default_value);
    if (status != DLX_OK) {
      raise_status(status, dlx_option_describe((dlx_option)option)->name);
      return -1;
    }
  }
  dlx_set_exact_count(solver, NULL);
  dlx_set_zdd_callback(solver, NULL, NULL);
  if (!options || options == Py_None) return 0;
  PyObject *pairs = PySequence_Fast(options, "the options must be a sequence of (name, value)");
  if (!pairs) return -1;
  int result = 0;
  for (Py_ssize_t k = 0; result == 0 && k < PySequence_Size(pairs); k++) {
    PyObject *pair = PySequence_GetItem(pairs, k);
    if (!pair) {
      result = -1;
      break;
    }
    PyObject *name =
        PyTuple_Check(pair) && PyTuple_Size(pair) == 2 ? PyTuple_GetItem(pair, 0) : NULL;
    PyObject *value = name ? PyTuple_GetItem(pair, 1) : NULL;
    if (!value || !PyUnicode_Check(name) || !PyUnicode_Check(value)) {
      PyErr_SetString(PyExc_TypeError, "an option is a (name, value) pair of str");
      Py_DECREF(pair);
      result = -1;
      break;
    }
    PyObject *name_bytes = PyUnicode_AsUTF8String(name);
    PyObject *value_bytes = name_bytes ? PyUnicode_AsUTF8String(value) : NULL;
    if (!value_bytes) {
      result = -1;
    } else {
      dlx_status status =
          dlx_set_option(solver, PyBytes_AsString(name_bytes), PyBytes_AsString(value_bytes));
      if (status != DLX_OK) {
        PyErr_Format(status == DLX_ERROR_SEARCH_IN_PROGRESS ? PyExc_RuntimeError : PyExc_ValueError,
                     "option %U=%U: %s", name, value, dlx_strerror(status));
        result = -1;
      }
    }
    Py_XDECREF(name_bytes);
    Py_XDECREF(value_bytes);
    Py_DECREF(pair);
  }
  Py_DECREF(pairs);
  return result;
}

uint64_t statistic(const dlx_statistics *statistics, const char *name) {
  uint64_t value = 0;
  if (dlx_statistic_value(statistics, name, &value) != DLX_OK) return 0;
  return value;
}

PyObject *plan_words(const dlx_statistics *statistics) {
  char words[256];
  dlx_plan_describe(statistics->plan, words, sizeof words);
  return PyUnicode_FromString(words);
}

/* Reads the option numbers of `preselected` (None or absent: none) into a buffer of our own,
 * *ids, which the caller frees: take_solver may let other threads run, and use self->items,
 * meanwhile. -1 with the Python error set. */
int copy_preselected(solver_object *self, PyObject *preselected, uint32_t **ids,
                     Py_ssize_t *count) {
  *ids = NULL;
  *count = 0;
  if (!preselected || preselected == Py_None) return 0;
  if (read_numbers(preselected, dlx_option_count(self->solver), "option", self, &self->items,
                   count) < 0)
    return -1;
  *ids = malloc(((size_t)*count + 1) * sizeof **ids);
  if (!*ids) {
    PyErr_NoMemory();
    return -1;
  }
  memcpy(*ids, self->items, (size_t)*count * sizeof **ids);
  return 0;
}
