/* _sudoku.h: the sudoku functions of libdlx._core (sudoku/text_api.h from Python). */
#ifndef LIBDLX_SUDOKU_H
#define LIBDLX_SUDOKU_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* Module initialisation: the shared text context; -1 with an exception on failure. */
int sudoku_functions_init(void);

PyObject *sudoku_solve_function(PyObject *module, PyObject *args);
PyObject *sudoku_generate_function(PyObject *module, PyObject *args);
PyObject *sudoku_rate_function(PyObject *module, PyObject *args);
PyObject *sudoku_shape_function(PyObject *module, PyObject *args);
PyObject *sudoku_hint_function(PyObject *module, PyObject *args);

#endif
