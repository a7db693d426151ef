/* _core.c: the module libdlx._core, the C half of the Python package: its initialisation, the
 * reader of Knuth's format (dlx/knuth.h) and the names of the library's statuses. The types are in
 * _solver.c, the sudoku functions in _sudoku.c, Ctrl-C and timeouts in _interrupt.c;
 * libdlx/__init__.py is the interface users see.
 * Written for the limited API (Py_LIMITED_API, set by setup.py). */
#include "_interrupt.h"
#include "_parts.h"
#include "_polyform.h"
#include "_solver.h"
#include "_sudoku.h"

#include <stdio.h>
#include <string.h>

#include "dlx/dlx.h"
#include "dlx/knuth.h"

typedef struct warning_list {
  PyObject *list; /* (line, column, message) */
  bool failed;
} warning_list;

static void keep_warning(void *context, unsigned long line, unsigned long column,
                         const char *message) {
  warning_list *warnings = context;
  if (warnings->failed) return;
  PyObject *item = Py_BuildValue("(kks)", line, column, message);
  if (!item || PyList_Append(warnings->list, item) < 0) warnings->failed = true;
  Py_XDECREF(item);
}

/* knuth_read(bytes, name) -> (Solver, primary_count, [item names], [color names], [warnings]);
 * ValueError "NAME:LINE:COLUMN: message" on malformed input. The warnings are collected with the
 * GIL held: the reader runs with it (it builds Python objects for them as it goes). */
static PyObject *knuth_read(PyObject *module, PyObject *args) {
  (void)module;
  const char *text, *name;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "y#s", &text, &length, &name)) return NULL;
  FILE *stream = length > 0 ? fmemopen((void *)text, (size_t)length, "r") : fmemopen("\n", 1, "r");
  if (!stream) return PyErr_NoMemory();
  warning_list warnings = {PyList_New(0), false};
  if (!warnings.list) {
    fclose(stream);
    return NULL;
  }
  dlx_knuth *problem = NULL;
  dlx_knuth_error error;
  dlx_status status = dlx_knuth_read(stream, &problem, &error, keep_warning, &warnings);
  fclose(stream);
  if (status != DLX_OK || warnings.failed) {
    dlx_knuth_destroy(problem);
    Py_DECREF(warnings.list);
    if (warnings.failed) return NULL;
    if (status == DLX_ERROR_OUT_OF_MEMORY) return PyErr_NoMemory();
    if (status == DLX_ERROR_BAD_FORMAT)
      return PyErr_Format(PyExc_ValueError, "%s:%lu:%lu: %s", name, error.line, error.column,
                          error.message);
    return raise_status(status, name);
  }
  dlx_solver *solver = dlx_knuth_solver(problem);
  uint32_t item_count = dlx_knuth_item_count(problem);
  PyObject *items = PyList_New(item_count);
  PyObject *colors = items ? PyList_New(dlx_knuth_color_count(problem)) : NULL;
  for (uint32_t k = 0; colors && k < item_count; k++) {
    PyObject *item_name = PyUnicode_DecodeUTF8(dlx_knuth_item_name(problem, k),
                                               (Py_ssize_t)strlen(dlx_knuth_item_name(problem, k)),
                                               "surrogateescape");
    if (!item_name)
      Py_CLEAR(colors);
    else
      PyList_SetItem(items, k, item_name);
  }
  for (uint32_t k = 0; colors && k < dlx_knuth_color_count(problem); k++) {
    const char *color = dlx_knuth_color_name(problem, k + 1);
    PyObject *color_name =
        PyUnicode_DecodeUTF8(color, (Py_ssize_t)strlen(color), "surrogateescape");
    if (!color_name)
      Py_CLEAR(colors);
    else
      PyList_SetItem(colors, k, color_name);
  }
  dlx_solver *copy = NULL;
  status = colors ? dlx_copy(solver, &copy) : DLX_OK;
  uint32_t primary_count = dlx_primary_count(solver);
  dlx_knuth_destroy(problem);
  PyObject *solver_object = NULL;
  if (colors && status != DLX_OK) raise_status(status, name);
  if (copy) solver_object = solver_object_wrap(copy);
  if (!solver_object) {
    Py_XDECREF(items);
    Py_XDECREF(colors);
    Py_DECREF(warnings.list);
    return NULL;
  }
  return Py_BuildValue("(NkNNN)", solver_object, (unsigned long)primary_count, items, colors,
                       warnings.list);
}

static PyObject *version(PyObject *module, PyObject *unused) {
  (void)module;
  (void)unused;
  return PyUnicode_FromString(dlx_version());
}

/* status_names() -> (name, ...): dlx_status_name of every status, indexed by its number, from
 * which the Python layer numbers the statuses (no copy of dlx.h's numbers). */
static PyObject *status_names(PyObject *module, PyObject *unused) {
  (void)module;
  (void)unused;
  int count = dlx_status_count();
  PyObject *names = PyTuple_New(count);
  for (int status = 0; names && status < count; status++) {
    PyObject *name = PyUnicode_FromString(dlx_status_name((dlx_status)status));
    if (!name || PyTuple_SetItem(names, status, name) < 0) Py_CLEAR(names);
  }
  return names;
}

static PyMethodDef core_functions[] = {
    {"knuth_read", knuth_read, METH_VARARGS,
     "knuth_read(data, name) -> (Solver, primary_count, items, colors, warnings)"},
    {"version", version, METH_NOARGS, "The version of the C library."},
    {"status_names", status_names, METH_NOARGS,
     "status_names() -> (name, ...): the name of each status of the library, by number."},
    {"merge", parts_merge_function, METH_VARARGS,
     "merge(results) -> (solutions, nodes, messages, missing): see libdlx.merge."},
    {"sudoku_solve", sudoku_solve_function, METH_VARARGS, "See libdlx.sudoku."},
    {"sudoku_generate", sudoku_generate_function, METH_VARARGS, "See libdlx.sudoku."},
    {"sudoku_rate", sudoku_rate_function, METH_VARARGS, "See libdlx.sudoku."},
    {"sudoku_shape", sudoku_shape_function, METH_VARARGS, "See libdlx.sudoku."},
    {"sudoku_hint", sudoku_hint_function, METH_VARARGS, "See libdlx.sudoku."},
    {"polyform_build", polyform_build_function, METH_VARARGS, "See libdlx.polyform."},
    {"polyform_canonical", polyform_canonical_function, METH_VARARGS, "See libdlx.polyform."},
    {"polyform_count_distinct", polyform_count_distinct_function, METH_VARARGS,
     "See libdlx.polyform."},
    {"polyform_draw", polyform_draw_function, METH_VARARGS, "See libdlx.polyform."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT,
    "libdlx._core",
    "The C half of libdlx: the dlx engine and the sudoku front end. Use libdlx instead.",
    -1,
    core_functions,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__core(void) {
  PyObject *module = PyModule_Create(&core_module);
  if (!module) return NULL;
  if (search_stop_module_init() < 0 || solver_types_add(module) < 0 ||
      sudoku_functions_init() < 0) {
    Py_DECREF(module);
    return NULL;
  }
  return module;
}
