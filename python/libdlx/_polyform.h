/* _polyform.h: the polyform functions of libdlx._core (polyform/polyform.h from Python): a
 * puzzle read and modelled, its engine problem as a Solver, the canonical check of --distinct, and
 * the library's drawings of a solution.
 * libdlx/polyform.py is the interface users see. */
#ifndef LIBDLX_POLYFORM_H
#define LIBDLX_POLYFORM_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

PyObject *polyform_build_function(PyObject *module, PyObject *args);
PyObject *polyform_canonical_function(PyObject *module, PyObject *args);
PyObject *polyform_count_distinct_function(PyObject *module, PyObject *args);
PyObject *polyform_draw_function(PyObject *module, PyObject *args);

#endif
