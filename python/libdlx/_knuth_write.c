/* _knuth_write.c: Solver.knuth_write(items, colors) -> bytes, the problem of a Solver in Knuth's
 * format (Problem.to_knuth), written by the library's writer, dlx_knuth_write (dlx/knuth.h), with
 * the names the Python layer gives: str encoded as UTF-8 with surrogateescape, so that names that
 * from_knuth read from bytes that are no UTF-8 are written back as those bytes. */
#include "_solver_object.h"

#include <stdlib.h>
#include <string.h>

#include "dlx/knuth.h"

/* Fills names[first .. first + len(list) - 1] with the UTF-8 bytes of the str of list, whose bytes
 * objects go to keep (which keeps them alive). -1 with an exception: TypeError for a name that is
 * no str, ValueError for one that holds NUL (no C string carries it, and Knuth's format refuses it
 * as a control character), UnicodeEncodeError for a lone surrogate that stands for no byte. */
static int encode_names(PyObject *list, const char *what, const char **names, size_t first,
                        PyObject *keep) {
  Py_ssize_t count = PyList_Size(list);
  for (Py_ssize_t k = 0; k < count; k++) {
    PyObject *name = PyList_GetItem(list, k); /* borrowed */
    if (!PyUnicode_Check(name)) {
      PyErr_Format(PyExc_TypeError, "%s names must be str, not %R", what,
                   (PyObject *)Py_TYPE(name));
      return -1;
    }
    PyObject *bytes = PyUnicode_AsEncodedString(name, "utf-8", "surrogateescape");
    if (!bytes) return -1;
    char *data;
    Py_ssize_t length;
    if (PyBytes_AsStringAndSize(bytes, &data, &length) < 0 || PyList_Append(keep, bytes) < 0) {
      Py_DECREF(bytes);
      return -1;
    }
    Py_DECREF(bytes);
    if (strlen(data) != (size_t)length) {
      PyErr_Format(PyExc_ValueError,
                   "%s name %R cannot be written in Knuth's format: a control character inside",
                   what, name);
      return -1;
    }
    names[first + (size_t)k] = data;
  }
  return 0;
}

/* The problem of self in Knuth's format, written with these names; NULL with an exception. */
static PyObject *written(solver_object *self, const char **item_names, const char **color_names,
                         uint32_t color_count) {
  dlx_knuth_error error;
  lock_solver(self); /* the colors of a search running in another thread change under it */
  size_t length =
      dlx_knuth_write(self->solver, item_names, color_names, color_count, NULL, 0, &error);
  char *text = length == DLX_KNUTH_UNWRITABLE ? NULL : malloc(length + 1);
  if (text)
    dlx_knuth_write(self->solver, item_names, color_names, color_count, text, length + 1, NULL);
  PyThread_release_lock(self->lock);
  PyObject *result = NULL;
  if (length == DLX_KNUTH_UNWRITABLE && strcmp(error.message, "out of memory") != 0) {
    /* Names in the message are bytes, perhaps no UTF-8. */
    PyObject *message =
        PyUnicode_DecodeUTF8(error.message, (Py_ssize_t)strlen(error.message), "replace");
    if (message) {
      PyErr_SetObject(PyExc_ValueError, message);
      Py_DECREF(message);
    }
  } else if (!text)
    PyErr_NoMemory();
  else
    result = PyBytes_FromStringAndSize(text, (Py_ssize_t)length);
  free(text);
  return result;
}

/* knuth_write(items, colors) -> bytes: items, the names (str) of every item, primary first;
 * colors, the names of colors 1, 2, ... ValueError with the library's reason when the format
 * cannot carry the problem (dlx_knuth_write's refusals). */
PyObject *solver_knuth_write(PyObject *object, PyObject *args) {
  solver_object *self = (solver_object *)object;
  PyObject *items, *colors;
  if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &items, &PyList_Type, &colors)) return NULL;
  size_t item_count = (size_t)PyList_Size(items), color_count = (size_t)PyList_Size(colors);
  size_t solver_items = (size_t)dlx_primary_count(self->solver) + dlx_secondary_count(self->solver);
  if (item_count != solver_items) {
    PyErr_Format(PyExc_ValueError, "%zu item names for %zu items", item_count, solver_items);
    return NULL;
  }
  if (color_count >= UINT32_MAX) {
    PyErr_SetString(PyExc_ValueError, "too many colors");
    return NULL;
  }
  PyObject *keep = PyList_New(0), *result = NULL;
  const char **item_names = malloc((item_count + 1) * sizeof *item_names);
  const char **color_names = malloc((color_count + 1) * sizeof *color_names);
  if (!keep || !item_names || !color_names) {
    if (keep) PyErr_NoMemory();
  } else {
    color_names[0] = NULL; /* color 0 is no color */
    if (encode_names(items, "item", item_names, 0, keep) == 0 &&
        encode_names(colors, "color", color_names, 1, keep) == 0)
      result = written(self, item_names, color_names, (uint32_t)color_count);
  }
  free(item_names);
  free(color_names);
  Py_XDECREF(keep);
  return result;
}
