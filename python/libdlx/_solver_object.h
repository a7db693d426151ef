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
int solver_object_reserve(solver_object *self, size_t count);

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

/* How a search runs is the solver's options (dlx.h's table, set by name with dlx_set_option), which
 * stay on the solver from one search to the next. Each search of the extension first puts every
 * option back to its default (dlx_option_describe), and the exact count and ZDD receiver to none,
 * then sets those of `options`: a sequence of (name, value) pairs of str in the table's words
 * ("memo", "on"), NULL or None for none; the Python layer maps its arguments onto them. With the
 * GIL and the solver's lock held (take_solver). -1 with ValueError (the option named) when the
 * table refuses a name or a value. */
int set_search_options(dlx_solver *solver, PyObject *options);

/* A statistic of a search by its name in the engine's table (dlx_statistic_value; 0 for a name
 * the table does not have). */
uint64_t statistic(const dlx_statistics *statistics, const char *name);

/* The plan that ran (dlx_statistics.plan) in the engine's words, "links", "bitset, symmetry",
 * "threads" ... (dlx_plan_describe), as a str; NULL with an exception. */
PyObject *plan_words(const dlx_statistics *statistics);

/* _iterator.c: Solver.solutions(limit=0, node_limit=0, preselected=None, options=()) ->
 * SolutionIterator, and the type's creation (-1 with an exception on failure). */
PyObject *solver_solutions(PyObject *object, PyObject *args, PyObject *kwargs);
int iterator_type_add(PyObject *module);

#endif
