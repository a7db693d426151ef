/* _parts.h: libdlx.merge's C half (_parts.c), over the engine's dlx_merge. */
#ifndef LIBDLX_PARTS_H
#define LIBDLX_PARTS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* merge(results) -> (solutions or None, nodes or None, (message, ...), (missing part, ...)):
 * results is a sequence of (part, parts, problem hash as 16 hexadecimal digits, mode, solutions,
 * ((numerator, denominator), ...), nodes, complete, origin); the messages are dlx_merge's, each
 * after the origin of the result it is about, and the totals None when there is any. */
PyObject *parts_merge_function(PyObject *module, PyObject *args);

#endif
