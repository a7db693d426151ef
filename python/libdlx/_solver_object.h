/* _solver_object.h: what the Solver type (_solver.c) shares with its SolutionIterator
 * (_iterator.c): the object's layout, and the helpers of _solver_object.c both use (its lock, the
 * solver a search runs on, the conversions). Not part of the module's interface. */
#ifndef LIBDLX_SOLVER_OBJECT_H
#define LIBDLX_SOLVER_OBJECT_H

#include "_interrupt.h"
#include "_solver.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct solver_object {
  PyObject_HEAD dlx_solver *solver;
  PyThread_type_lock lock; /* held while C code runs on `solver` without the GIL */
  int suspended;           /* SolutionIterators alive on `solver` */
  uint32_t *items;         /* add_option's buffers */
  uint32_t *colors;
  size_t capacity;
} solver_object;

/* _solver_object.c: */

/* A Python int as a uint32_t below `bound`; -1 with an exception otherwise. */
int to_index(PyObject *value, uint64_t bound, const char *what, uint32_t *index);

/* Makes room for count numbers in self's buffers; -1 with MemoryError. */
int reserve(solver_object *self, size_t count);

/* Reads a sequence of ints (items, or colors) below bound into *buffer (one of self's, made large
 * enough) and its length into *count; -1 with an exception. */
int read_numbers(PyObject *sequence, uint64_t bound, const char *what, solver_object *self,
                 uint32_t **buffer, Py_ssize_t *count);

/* Takes the lock of self, waiting without the GIL when another thread holds it. */
void lock_solver(solver_object *self);

/* The solver a search of self runs on, with self's lock held: its own, or a copy when an iterator
 * keeps its own busy (*copied; then the lock is released at once). NULL with an exception. */
dlx_solver *take_solver(solver_object *self, bool *copied);

/* Ends what take_solver began: frees the copy, or releases the lock. */
void give_back_solver(solver_object *self, dlx_solver *solver, bool copied);

/* A list of option ids as Python ints; NULL with an exception. */
PyObject *list_of_ids(const uint32_t *ids, size_t count);

/* Why a search ended early, as the Python layer names it (None: it did not). */
const char *reason_of(dlx_status status, const search_stop *stop);

/* Reads the option numbers of `preselected` (None or absent: none) into a buffer of our own,
 * *ids, which the caller frees. -1 with the Python error set. */
int copy_preselected(solver_object *self, PyObject *preselected, uint32_t **ids, Py_ssize_t *count);

/* _knuth_write.c: Solver.knuth_write(items, colors) -> bytes, the problem in Knuth's format. */
PyObject *solver_knuth_write(PyObject *object, PyObject *args);

/* _iterator.c: Solver.solutions(limit=0, node_limit=0, preselected=None) -> SolutionIterator, and
 * the type's creation (-1 with an exception on failure). */
PyObject *solver_solutions(PyObject *object, PyObject *args, PyObject *kwargs);
int iterator_type_add(PyObject *module);

#endif
