/* _iterator.c: the SolutionIterator type of libdlx._core, what Solver.solutions() returns: a
 * dlx_iterator on the Solver's dlx_solver (or on a copy when another iterator keeps it busy),
 * whose every step, the search on to the next solution, runs with the GIL released and the
 * Solver's lock held, and stops on Ctrl-C (_interrupt.h). Its own file, beside _solver.c, so that
 * neither grows past a readable size. */
#include "_solver_object.h"

#include <stdlib.h>

typedef struct iterator_object {
  PyObject_HEAD solver_object *owner; /* kept alive; its solver is used unless `copy` is set */
  dlx_solver *copy;                   /* a copy searched instead, owned */
  dlx_iterator *iterator;             /* NULL once over */
  search_stop stop; /* its dlx_stop lives as long as the iterator (search_stop_free) */
  dlx_status status;
  bool running; /* a next() is in progress (with the GIL released) */
} iterator_object;

static PyTypeObject *iterator_type;

/* solutions(limit=0, node_limit=0, preselected=(), options=()); options: the solver's options by
 * the names and words of the engine's table (set_search_options), which the iterator must
 * honour. */
PyObject *solver_solutions(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"limit", "node_limit", "preselected", "options", NULL};
  solver_object *self = (solver_object *)object;
  unsigned long long limit = 0, node_limit = 0;
  PyObject *preselected = NULL, *options = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|KKOO", keywords, &limit, &node_limit,
                                   &preselected, &options))
    return NULL;
  Py_ssize_t preselected_count = 0;
  uint32_t *ids = NULL;
  if (copy_preselected(self, preselected, &ids, &preselected_count) < 0) return NULL;
  iterator_object *iterator = (iterator_object *)PyType_GenericAlloc(iterator_type, 0);
  bool copied = false;
  dlx_solver *solver = iterator ? take_solver(self, &copied) : NULL;
  if (!solver) {
    free(ids);
    Py_XDECREF(iterator);
    return NULL;
  }
  Py_INCREF(self);
  iterator->owner = self;
  iterator->copy = copied ? solver : NULL;
  dlx_search search = {.size = sizeof(dlx_search),
                       .solution_limit = limit,
                       .node_limit = node_limit,
                       .preselected_options = ids,
                       .preselected_count = (size_t)preselected_count};
  bool ready = set_search_options(solver, options) == 0 &&
               search_stop_prepare_steps(&iterator->stop, &search) == 0;
  dlx_status status = DLX_OK;
  if (ready) {
    /* A listing by symmetry classes counts for a trial and looks for the classes here. */
    PyThreadState *released = PyEval_SaveThread();
    status = dlx_iterator_create(solver, &search, &iterator->iterator);
    PyEval_RestoreThread(released);
  }
  free(ids);
  if (!copied) {
    if (ready && status == DLX_OK) self->suspended++;
    PyThread_release_lock(self->lock);
  }
  if (!ready || status != DLX_OK) {
    Py_DECREF(iterator);
    return ready ? raise_status(status, NULL) : NULL;
  }
  return (PyObject *)iterator;
}

/* Ends the iterator's search and gives its solver back (the GIL held). */
static void iterator_finish(iterator_object *self) {
  if (!self->iterator) return;
  self->status = dlx_iterator_status(self->iterator, NULL);
  if (!self->copy) lock_solver(self->owner);
  dlx_iterator_destroy(self->iterator);
  self->iterator = NULL;
  if (!self->copy) {
    self->owner->suspended--;
    PyThread_release_lock(self->owner->lock);
  }
}

static void iterator_dealloc(PyObject *object) {
  iterator_object *self = (iterator_object *)object;
  PyTypeObject *type = Py_TYPE(object);
  iterator_finish(self);
  search_stop_free(&self->stop);
  dlx_destroy(self->copy);
  Py_XDECREF(self->owner);
  freefunc free_object = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_object(object);
  Py_DECREF(type);
}

static PyObject *iterator_iter(PyObject *object) {
  Py_INCREF(object);
  return object;
}

static PyObject *iterator_next(PyObject *object) {
  iterator_object *self = (iterator_object *)object;
  if (!self->iterator) return NULL;
  if (self->running) {
    PyErr_SetString(PyExc_ValueError, "solutions() generator already executing");
    return NULL;
  }
  const uint32_t *ids = NULL;
  size_t count = 0;
  dlx_iterator *iterator = self->iterator;
  if (dlx_iterator_ready(iterator)) { /* an image of a solution found: no search, the GIL kept */
    dlx_iterator_next(iterator, &ids, &count);
    return list_of_ids(ids, count);
  }
  self->running = true;
  if (!self->copy) lock_solver(self->owner);
  search_stop_step_begin(&self->stop);
  bool found = dlx_iterator_next(iterator, &ids, &count);
  search_stop_step_end(&self->stop);
  self->running = false;
  PyObject *solution = found ? list_of_ids(ids, count) : NULL;
  if (!self->copy) PyThread_release_lock(self->owner->lock);
  if (!found) iterator_finish(self);
  if (search_stop_end(&self->stop) < 0) { /* Python's handlers, the Solver unlocked */
    Py_XDECREF(solution);
    iterator_finish(self);
    return NULL;
  }
  return solution;
}

static PyObject *iterator_close(PyObject *object, PyObject *unused) {
  (void)unused;
  iterator_object *self = (iterator_object *)object;
  if (self->running) {
    PyErr_SetString(PyExc_ValueError, "solutions() generator already executing");
    return NULL;
  }
  if (self->iterator) {
    iterator_finish(self);
    self->status = DLX_STOPPED_BY_CALLBACK;
  }
  Py_RETURN_NONE;
}

/* (solutions listed, reason the search ended early or None, nodes, over) */
static PyObject *iterator_state(PyObject *object, PyObject *unused) {
  (void)unused;
  iterator_object *self = (iterator_object *)object;
  dlx_statistics statistics = {0};
  dlx_status status = self->status;
  if (self->iterator) status = dlx_iterator_status(self->iterator, &statistics);
  const char *reason =
      status == DLX_STOPPED_BY_CALLBACK ? "closed" : reason_of(status, &self->stop);
  return Py_BuildValue("(zO)", reason, self->iterator ? Py_False : Py_True);
}

static PyMethodDef iterator_methods[] = {
    {"close", iterator_close, METH_NOARGS, "Ends the search at once and frees it."},
    {"state", iterator_state, METH_NOARGS,
     "state() -> (reason, over): why the search ended early (None: it listed every solution), "
     "and whether it is over."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot iterator_slots[] = {
    {Py_tp_doc, "The solutions of a search, one at a time, found as they are asked for."},
    {Py_tp_dealloc, iterator_dealloc},
    {Py_tp_iter, iterator_iter},
    {Py_tp_iternext, iterator_next},
    {Py_tp_methods, iterator_methods},
    {0, NULL},
};

static PyType_Spec iterator_spec = {"libdlx._core.SolutionIterator", sizeof(iterator_object), 0,
                                    Py_TPFLAGS_DEFAULT, iterator_slots};

int iterator_type_add(PyObject *module) {
  iterator_type = (PyTypeObject *)PyType_FromSpec(&iterator_spec);
  if (!iterator_type) return -1;
  Py_INCREF(iterator_type);
  if (PyModule_AddObject(module, "SolutionIterator", (PyObject *)iterator_type) < 0) return -1;
  return 0;
}
