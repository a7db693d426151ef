/* _solver.h: the extension's types over dlx.h: Solver (a dlx_solver) and SolutionIterator (a
 * dlx_iterator), created as heap types of the limited API. */
#ifndef LIBDLX_SOLVER_H
#define LIBDLX_SOLVER_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "dlx/dlx.h"

/* Adds the types Solver and SolutionIterator to module; -1 with an exception on failure. */
int solver_types_add(PyObject *module);

/* A Solver object owning solver (from dlx_knuth_read, copied): NULL with an exception. */
PyObject *solver_object_wrap(dlx_solver *solver);

/* Raises the exception of a status: ValueError for bad input, MemoryError, RuntimeError for a
 * search in progress; returns NULL. */
PyObject *raise_status(dlx_status status, const char *what);

#endif
