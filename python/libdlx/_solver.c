/* _solver.c: the Solver type of libdlx._core: a dlx_solver with its items numbered, its options
 * added, bounds set, and searched (count, first solution, the cheapest solutions) with the GIL
 * released; its solutions one at a time are _iterator.c's, and its problem in Knuth's format
 * _knuth_write.c's. The names of items and colors are the Python layer's (libdlx/__init__.py).
 *
 * A dlx_solver serves one thread at a time, so each Solver has a lock, held by whatever runs C code
 * on its dlx_solver with the GIL released (a search, a step of an iterator): a second thread that
 * searches the same Solver waits for the first (two threads search two Solvers, or copies, at
 * once). A SolutionIterator keeps the dlx_solver busy between its steps (`suspended`): a search
 * started meanwhile runs on a copy of its own (dlx_copy, made under the lock). */
#include "_solver_object.h"

#include <stdlib.h>
#include <string.h>

static PyTypeObject *solver_type;

/* ------------------------------------------------------------------------------------------------
 * Solver.
 */

static PyObject *wrap(PyTypeObject *type, dlx_solver *solver) {
  solver_object *self = (solver_object *)PyType_GenericAlloc(type, 0);
  if (!self) {
    dlx_destroy(solver);
    return NULL;
  }
  self->solver = solver;
  self->lock = PyThread_allocate_lock();
  if (!self->lock) {
    Py_DECREF(self);
    return PyErr_NoMemory();
  }
  return (PyObject *)self;
}

/* For the calls that change the solver: false, with RuntimeError, while a search runs on it. */
static bool lock_solver_now(solver_object *self) {
  if (PyThread_acquire_lock(self->lock, NOWAIT_LOCK)) return true;
  PyErr_SetString(PyExc_RuntimeError, "a search is running on this problem in another thread");
  return false;
}

static PyObject *solver_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"primary_count", "secondary_count", NULL};
  PyObject *primary = NULL, *secondary = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O", keywords, &primary, &secondary))
    return NULL;
  uint32_t primary_count = 0, secondary_count = 0;
  if (to_index(primary, (UINT64_C(1) << 30) + 1, "primary_count", &primary_count) < 0) return NULL;
  if (secondary &&
      to_index(secondary, (UINT64_C(1) << 30) + 1, "secondary_count", &secondary_count) < 0)
    return NULL;
  dlx_solver *solver = NULL;
  dlx_status status = dlx_create(&solver, primary_count, secondary_count);
  if (status != DLX_OK) return raise_status(status, NULL);
  return wrap(type, solver);
}

PyObject *solver_object_wrap(dlx_solver *solver) {
  return wrap(solver_type, solver);
}

static void solver_dealloc(PyObject *object) {
  solver_object *self = (solver_object *)object;
  PyTypeObject *type = Py_TYPE(object);
  dlx_destroy(self->solver);
  if (self->lock) PyThread_free_lock(self->lock);
  free(self->items);
  free(self->colors);
  freefunc free_object = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_object(object);
  Py_DECREF(type);
}

static PyObject *solver_add_option(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"items", "colors", NULL};
  solver_object *self = (solver_object *)object;
  PyObject *items = NULL, *colors = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O", keywords, &items, &colors)) return NULL;
  uint64_t item_total =
      (uint64_t)dlx_primary_count(self->solver) + dlx_secondary_count(self->solver);
  Py_ssize_t item_count = 0, color_count = 0;
  if (read_numbers(items, item_total ? item_total : 1, "item", self, &self->items, &item_count) < 0)
    return NULL;
  bool colored = colors != Py_None;
  if (colored && read_numbers(colors, (uint64_t)DLX_MAXIMUM_COLOR + 1, "color", self, &self->colors,
                              &color_count) < 0)
    return NULL;
  if (colored && color_count != item_count) {
    PyErr_SetString(PyExc_ValueError, "an option needs as many colors as items");
    return NULL;
  }
  uint32_t id = 0;
  if (!lock_solver_now(self)) return NULL;
  dlx_status status = dlx_add_colored_option(
      self->solver, self->items, colored ? self->colors : NULL, (size_t)item_count, &id);
  PyThread_release_lock(self->lock);
  if (status != DLX_OK) return raise_status(status, NULL);
  return PyLong_FromUnsignedLong(id);
}

static PyObject *solver_set_bounds(PyObject *object, PyObject *args) {
  solver_object *self = (solver_object *)object;
  PyObject *item_object, *lower_object, *upper_object;
  if (!PyArg_ParseTuple(args, "OOO", &item_object, &lower_object, &upper_object)) return NULL;
  uint32_t item, lower, upper;
  if (to_index(item_object, UINT32_MAX, "item", &item) < 0 ||
      to_index(lower_object, (UINT64_C(1) << 32), "lower bound", &lower) < 0 ||
      to_index(upper_object, (UINT64_C(1) << 32), "upper bound", &upper) < 0)
    return NULL;
  if (!lock_solver_now(self)) return NULL;
  dlx_status status = dlx_set_item_bounds(self->solver, item, lower, upper);
  PyThread_release_lock(self->lock);
  if (status != DLX_OK) return raise_status(status, NULL);
  Py_RETURN_NONE;
}

static PyObject *solver_bounds(PyObject *object, PyObject *item_object) {
  solver_object *self = (solver_object *)object;
  uint32_t item, lower, upper;
  if (to_index(item_object, UINT32_MAX, "item", &item) < 0) return NULL;
  dlx_status status = dlx_item_bounds(self->solver, item, &lower, &upper);
  if (status != DLX_OK) return raise_status(status, NULL);
  return Py_BuildValue("(kk)", (unsigned long)lower, (unsigned long)upper);
}

static PyObject *solver_sizes(PyObject *object, PyObject *unused) {
  (void)unused;
  solver_object *self = (solver_object *)object;
  return Py_BuildValue("(kkk)", (unsigned long)dlx_primary_count(self->solver),
                       (unsigned long)dlx_secondary_count(self->solver),
                       (unsigned long)dlx_option_count(self->solver));
}

static PyObject *solver_option_items(PyObject *object, PyObject *id_object) {
  solver_object *self = (solver_object *)object;
  uint32_t id;
  if (to_index(id_object, dlx_option_count(self->solver), "option", &id) < 0) return NULL;
  size_t size = dlx_option_items(self->solver, id, NULL, NULL, 0);
  if (solver_object_reserve(self, size) < 0) return NULL;
  lock_solver(self); /* the colors of a search running in another thread change under it */
  dlx_option_items(self->solver, id, self->items, self->colors, size);
  PyThread_release_lock(self->lock);
  PyObject *items = list_of_ids(self->items, size);
  PyObject *colors = items ? list_of_ids(self->colors, size) : NULL;
  if (!colors) {
    Py_XDECREF(items);
    return NULL;
  }
  return Py_BuildValue("(NN)", items, colors);
}

/* Reads the search arguments shared by count and first: limit, node_limit, timeout. */
typedef struct search_arguments {
  unsigned long long limit, node_limit;
  double timeout;
  unsigned threads;
  PyObject *preselected;
} search_arguments;

/* An exact count of any size as a Python int, from its 64-bit limbs. */
static PyObject *int_of_count(const dlx_count *count) {
  size_t limb_count = dlx_count_limbs(count, NULL, 0);
  uint64_t *limbs = malloc((limb_count ? limb_count : 1) * sizeof *limbs);
  if (!limbs) return PyErr_NoMemory();
  dlx_count_limbs(count, limbs, limb_count);
  PyObject *value = PyLong_FromLong(0);
  PyObject *shift = PyLong_FromLong(64);
  for (size_t k = limb_count; value && shift && k-- > 0;) {
    PyObject *shifted = PyNumber_Lshift(value, shift);
    PyObject *limb = shifted ? PyLong_FromUnsignedLongLong(limbs[k]) : NULL;
    Py_DECREF(value);
    value = limb ? PyNumber_Or(shifted, limb) : NULL;
    Py_XDECREF(shifted);
    Py_XDECREF(limb);
  }
  Py_XDECREF(shift);
  free(limbs);
  return value;
}

/* count(limit=0, node_limit=0, threads=1, timeout=0, options=()) -> (solutions, reason or None,
 * nodes, plan); options: the solver's options by the names and words of the engine's table
 * (set_search_options), which dlx_solve_parallel must honour when threads > 1. */
static PyObject *solver_count(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"limit", "node_limit", "threads", "timeout", "options", NULL};
  solver_object *self = (solver_object *)object;
  search_arguments arguments = {.threads = 1};
  PyObject *options = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|KKIdO", keywords, &arguments.limit,
                                   &arguments.node_limit, &arguments.threads, &arguments.timeout,
                                   &options))
    return NULL;
  /* The memo's counts pass 2**64; so may a count with symmetry, multiplied by its classes. */
  dlx_count *exact = NULL;
  if (dlx_count_create(&exact) != DLX_OK) return PyErr_NoMemory();
  bool copied;
  dlx_solver *solver = take_solver(self, &copied);
  if (!solver) {
    dlx_count_destroy(exact);
    return NULL;
  }
  search_stop stop;
  if (set_search_options(solver, options) < 0 || search_stop_begin(&stop, arguments.timeout) < 0) {
    give_back_solver(self, solver, copied);
    dlx_count_destroy(exact);
    return NULL;
  }
  dlx_set_exact_count(solver, exact);
  dlx_search search = {.size = sizeof(dlx_search),
                       .solution_limit = arguments.limit,
                       .node_limit = arguments.node_limit};
  search_stop_prepare(&stop, &search);
  dlx_statistics statistics = {.size = sizeof(dlx_statistics)};
  dlx_status status;
  unsigned threads = arguments.threads;
  Py_BEGIN_ALLOW_THREADS if (threads > 1) status =
      dlx_solve_parallel(solver, &search, threads, &statistics);
  else status = dlx_solve(solver, &search, &statistics);
  Py_END_ALLOW_THREADS dlx_set_exact_count(solver, NULL);
  give_back_solver(self, solver, copied);
  PyObject *solutions = NULL;
  if (search_stop_end(&stop) < 0 || status >= DLX_ERROR_OUT_OF_MEMORY) {
    dlx_count_destroy(exact);
    return status >= DLX_ERROR_OUT_OF_MEMORY && !PyErr_Occurred() ? raise_status(status, NULL)
                                                                  : NULL;
  }
  solutions = int_of_count(exact);
  dlx_count_destroy(exact);
  if (!solutions) return NULL;
  const char *reason = reason_of(status, &stop);
  PyObject *plan = plan_words(&statistics);
  if (!plan) {
    Py_DECREF(solutions);
    return NULL;
  }
  return Py_BuildValue("(NzKN)", solutions, reason,
                       (unsigned long long)statistic(&statistics, "nodes"), plan);
}

/* count_part(part, parts, threads=1, timeout=0, options=()) -> (part, parts, problem hash,
 * mode, solutions, ((numerator, denominator), ...), nodes, complete, reason or None): one part of
 * the count, dlx_count_part's result. */
static PyObject *solver_count_part(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"part", "parts", "threads", "timeout", "options", NULL};
  solver_object *self = (solver_object *)object;
  unsigned part, parts, threads = 1;
  double timeout = 0;
  PyObject *options = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "II|IdO", keywords, &part, &parts, &threads,
                                   &timeout, &options))
    return NULL;
  if (part < 1 || part > parts) {
    PyErr_Format(PyExc_ValueError, "part must be 1 to parts (%u), not %u", parts, part);
    return NULL;
  }
  bool copied;
  dlx_solver *solver = take_solver(self, &copied);
  if (!solver) return NULL;
  search_stop stop;
  if (set_search_options(solver, options) < 0 || search_stop_begin(&stop, timeout) < 0) {
    give_back_solver(self, solver, copied);
    return NULL;
  }
  dlx_search search = {.size = sizeof(dlx_search)};
  search_stop_prepare(&stop, &search);
  dlx_part_result result;
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status =
      dlx_count_part(solver, &search, part, parts, threads, &result, NULL);
  Py_END_ALLOW_THREADS give_back_solver(self, solver, copied);
  if (search_stop_end(&stop) < 0) return NULL;
  if (status >= DLX_ERROR_OUT_OF_MEMORY) return raise_status(status, NULL);
  PyObject *fractions = PyTuple_New(result.fraction_count);
  for (uint32_t k = 0; fractions && k < result.fraction_count; k++) {
    PyObject *pair = Py_BuildValue("(KK)", (unsigned long long)result.numerators[k],
                                   (unsigned long long)result.denominators[k]);
    if (!pair || PyTuple_SetItem(fractions, k, pair) < 0) Py_CLEAR(fractions);
  }
  if (!fractions) return NULL;
  PyObject *high = PyLong_FromUnsignedLongLong(result.solutions_high);
  PyObject *shift = PyLong_FromLong(64);
  PyObject *shifted = high && shift ? PyNumber_Lshift(high, shift) : NULL;
  PyObject *low = PyLong_FromUnsignedLongLong(result.solutions_low);
  PyObject *solutions = shifted && low ? PyNumber_Or(shifted, low) : NULL;
  Py_XDECREF(high);
  Py_XDECREF(shift);
  Py_XDECREF(shifted);
  Py_XDECREF(low);
  if (!solutions) {
    Py_DECREF(fractions);
    return NULL;
  }
  char hash[17];
  snprintf(hash, sizeof hash, "%016llx", (unsigned long long)result.problem_hash);
  return Py_BuildValue("(IIssNNKNz)", result.part, result.parts, hash,
                       dlx_split_mode_name(result.mode), solutions, fractions,
                       (unsigned long long)result.nodes, PyBool_FromLong(result.complete),
                       reason_of(status, &stop));
}

/* set_option_cost(id, cost): the cost of an option (Knuth's DLX5). */
static PyObject *solver_set_option_cost(PyObject *object, PyObject *args) {
  solver_object *self = (solver_object *)object;
  PyObject *id_object;
  unsigned long long cost;
  if (!PyArg_ParseTuple(args, "OK", &id_object, &cost)) return NULL;
  uint32_t id;
  if (to_index(id_object, dlx_option_count(self->solver), "option", &id) < 0) return NULL;
  if (!lock_solver_now(self)) return NULL;
  dlx_status status = dlx_set_option_cost(self->solver, id, cost);
  PyThread_release_lock(self->lock);
  if (status != DLX_OK) return raise_status(status, NULL);
  Py_RETURN_NONE;
}

static PyObject *solver_option_cost(PyObject *object, PyObject *id_object) {
  solver_object *self = (solver_object *)object;
  uint32_t id;
  if (to_index(id_object, dlx_option_count(self->solver), "option", &id) < 0) return NULL;
  return PyLong_FromUnsignedLongLong(dlx_option_cost(self->solver, id));
}

/* The solutions dlx_solve_cheapest hands to on_best, kept in C (no GIL during the search). */
typedef struct kept_solutions {
  uint32_t *ids;
  size_t id_count, id_capacity;
  uint64_t *costs;
  size_t *ends; /* solution k's ids end at ends[k] */
  size_t count, capacity;
  bool out_of_memory;
} kept_solutions;

static int keep_solution(void *context, const uint32_t *option_ids, size_t option_count,
                         uint64_t cost) {
  kept_solutions *kept = context;
  if (kept->id_count + option_count > kept->id_capacity) {
    size_t capacity = 2 * (kept->id_count + option_count) + 16;
    uint32_t *ids = realloc(kept->ids, capacity * sizeof *ids);
    if (!ids) return kept->out_of_memory = true;
    kept->ids = ids;
    kept->id_capacity = capacity;
  }
  if (kept->count == kept->capacity) {
    size_t capacity = 2 * kept->capacity + 8;
    uint64_t *costs = realloc(kept->costs, capacity * sizeof *costs);
    if (costs) kept->costs = costs;
    size_t *ends = costs ? realloc(kept->ends, capacity * sizeof *ends) : NULL;
    if (ends) kept->ends = ends;
    if (!costs || !ends) return kept->out_of_memory = true;
    kept->capacity = capacity;
  }
  if (option_count)
    memcpy(kept->ids + kept->id_count, option_ids, option_count * sizeof *option_ids);
  kept->id_count += option_count;
  kept->costs[kept->count] = cost;
  kept->ends[kept->count++] = kept->id_count;
  return 0;
}

/* cheapest(k=1, node_limit=0, preselected=None) -> ([(cost, [ids]), ...], reason or None, nodes,
 * plan): the k cheapest solutions, cheapest first; reason says why they are not proven the
 * cheapest. No option of the table: each is put back to its default first. */
static PyObject *solver_cheapest(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"k", "node_limit", "preselected", NULL};
  solver_object *self = (solver_object *)object;
  unsigned long long k = 1, node_limit = 0;
  PyObject *preselected = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|KKO", keywords, &k, &node_limit, &preselected))
    return NULL;
  Py_ssize_t preselected_count = 0;
  uint32_t *ids = NULL;
  if (copy_preselected(self, preselected, &ids, &preselected_count) < 0) return NULL;
  bool copied;
  dlx_solver *solver = take_solver(self, &copied);
  if (!solver) {
    free(ids);
    return NULL;
  }
  search_stop stop;
  if (set_search_options(solver, NULL) < 0 || search_stop_begin(&stop, 0) < 0) {
    give_back_solver(self, solver, copied);
    free(ids);
    return NULL;
  }
  dlx_search search = {.size = sizeof(dlx_search),
                       .node_limit = node_limit,
                       .preselected_options = ids,
                       .preselected_count = (size_t)preselected_count};
  search_stop_prepare(&stop, &search);
  kept_solutions kept = {0};
  dlx_cheapest cheapest = {.k = k, .on_best = keep_solution, .best_context = &kept};
  dlx_statistics statistics = {.size = sizeof(dlx_statistics)};
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status = dlx_solve_cheapest(solver, &search, &cheapest, &statistics);
  Py_END_ALLOW_THREADS give_back_solver(self, solver, copied);
  free(ids);
  PyObject *result = NULL, *list = NULL;
  if (search_stop_end(&stop) < 0) goto done;
  if (kept.out_of_memory) {
    PyErr_NoMemory();
    goto done;
  }
  if (status >= DLX_ERROR_OUT_OF_MEMORY) {
    raise_status(status, NULL);
    goto done;
  }
  list = PyList_New((Py_ssize_t)kept.count);
  for (size_t s = 0; list && s < kept.count; s++) {
    size_t begin = s ? kept.ends[s - 1] : 0;
    PyObject *option_ids = list_of_ids(kept.ids + begin, kept.ends[s] - begin);
    PyObject *pair =
        option_ids ? Py_BuildValue("(KN)", (unsigned long long)kept.costs[s], option_ids) : NULL;
    if (!pair) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)s, pair);
  }
  PyObject *plan = list ? plan_words(&statistics) : NULL;
  if (plan)
    result = Py_BuildValue("(NzKN)", list, reason_of(status, &stop),
                           (unsigned long long)statistic(&statistics, "nodes"), plan);
  else
    Py_XDECREF(list);
done:
  free(kept.ids);
  free(kept.costs);
  free(kept.ends);
  return result;
}

/* The solution that on_solution receives (one at most: the search stops at it), copied while the
 * GIL is released. */
typedef struct first_solution {
  uint32_t *ids;
  size_t count, capacity;
} first_solution;

static int keep_first_solution(void *context, const uint32_t *ids, size_t count) {
  first_solution *first = context;
  if (count <= first->capacity) {
    memcpy(first->ids, ids, count * sizeof *ids);
    first->count = count;
  }
  return 0;
}

/* first(preselected=None, options=()) -> ids or None: the first solution dlx_solve finds
 * (solution_limit 1) with the solver's options of the engine's table (set_search_options: the
 * randomised restarts, ("restarts", "on") and ("restart_seed", seed)); None when the problem has
 * none (the search is complete). Ctrl-C raises KeyboardInterrupt. */
static PyObject *solver_first(PyObject *object, PyObject *args, PyObject *kwargs) {
  static char *keywords[] = {"preselected", "options", NULL};
  solver_object *self = (solver_object *)object;
  PyObject *preselected = NULL, *options = NULL;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO", keywords, &preselected, &options))
    return NULL;
  Py_ssize_t preselected_count = 0;
  uint32_t *ids = NULL;
  if (copy_preselected(self, preselected, &ids, &preselected_count) < 0) return NULL;
  first_solution first = {.capacity = (size_t)preselected_count + dlx_option_count(self->solver)};
  first.ids = malloc((first.capacity + 1) * sizeof *first.ids);
  if (!first.ids) {
    free(ids);
    return PyErr_NoMemory();
  }
  bool copied;
  dlx_solver *solver = take_solver(self, &copied);
  if (!solver) {
    free(ids);
    free(first.ids);
    return NULL;
  }
  search_stop stop;
  if (set_search_options(solver, options) < 0 || search_stop_begin(&stop, 0) < 0) {
    give_back_solver(self, solver, copied);
    free(ids);
    free(first.ids);
    return NULL;
  }
  dlx_search search = {.size = sizeof(dlx_search),
                       .solution_limit = 1,
                       .preselected_options = ids,
                       .preselected_count = (size_t)preselected_count,
                       .on_solution = keep_first_solution,
                       .context = &first};
  search_stop_prepare(&stop, &search);
  dlx_statistics statistics = {.size = sizeof(dlx_statistics)};
  dlx_status status;
  Py_BEGIN_ALLOW_THREADS status = dlx_solve(solver, &search, &statistics);
  Py_END_ALLOW_THREADS give_back_solver(self, solver, copied);
  free(ids);
  PyObject *result = NULL;
  if (search_stop_end(&stop) < 0)
    result = NULL;
  else if (status >= DLX_ERROR_OUT_OF_MEMORY)
    result = raise_status(status, NULL);
  else if (statistic(&statistics, "solutions") == 0) {
    Py_INCREF(Py_None);
    result = Py_None;
  } else
    result = list_of_ids(first.ids, first.count);
  free(first.ids);
  return result;
}

static PyMethodDef solver_methods[] = {
    {"add_option", (PyCFunction)(void (*)(void))solver_add_option, METH_VARARGS | METH_KEYWORDS,
     "add_option(items, colors=None) -> id: adds an option of item numbers (and colors)."},
    {"set_bounds", solver_set_bounds, METH_VARARGS,
     "set_bounds(item, lower, upper): multiplicities of a primary item."},
    {"bounds", solver_bounds, METH_O, "bounds(item) -> (lower, upper)"},
    {"sizes", solver_sizes, METH_NOARGS, "sizes() -> (primary, secondary, options)"},
    {"option_items", solver_option_items, METH_O, "option_items(id) -> (items, colors)"},
    {"knuth_write", solver_knuth_write, METH_VARARGS,
     "knuth_write(items, colors) -> bytes: the problem in Knuth's format (dlx_knuth_write)."},
    {"count", (PyCFunction)(void (*)(void))solver_count, METH_VARARGS | METH_KEYWORDS,
     "count(limit=0, node_limit=0, threads=1, timeout=0.0, options=()) -> "
     "(solutions, reason, nodes, plan); options: (name, value) pairs of the engine's table"},
    {"solutions", (PyCFunction)(void (*)(void))solver_solutions, METH_VARARGS | METH_KEYWORDS,
     "solutions(limit=0, node_limit=0, preselected=None, options=()) -> SolutionIterator"},
    {"first", (PyCFunction)(void (*)(void))solver_first, METH_VARARGS | METH_KEYWORDS,
     "first(preselected=None, options=()) -> ids or None: the first solution dlx_solve finds."},
    {"count_part", (PyCFunction)(void (*)(void))solver_count_part, METH_VARARGS | METH_KEYWORDS,
     "count_part(part, parts, threads, timeout, options) -> the part's result"},
    {"set_option_cost", solver_set_option_cost, METH_VARARGS,
     "set_option_cost(id, cost): the cost of an option (0 unless set)."},
    {"option_cost", solver_option_cost, METH_O, "option_cost(id) -> cost"},
    {"cheapest", (PyCFunction)(void (*)(void))solver_cheapest, METH_VARARGS | METH_KEYWORDS,
     "cheapest(k=1, node_limit=0, preselected=None) -> ([(cost, ids)], reason, nodes, plan)"},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot solver_slots[] = {
    {Py_tp_doc, "A dlx_solver: items 0..n-1 (primary first), options, bounds, searches."},
    {Py_tp_new, solver_new},
    {Py_tp_dealloc, solver_dealloc},
    {Py_tp_methods, solver_methods},
    {0, NULL},
};

static PyType_Spec solver_spec = {"libdlx._core.Solver", sizeof(solver_object), 0,
                                  Py_TPFLAGS_DEFAULT, solver_slots};

int solver_types_add(PyObject *module) {
  solver_type = (PyTypeObject *)PyType_FromSpec(&solver_spec);
  if (!solver_type) return -1;
  Py_INCREF(solver_type);
  if (PyModule_AddObject(module, "Solver", (PyObject *)solver_type) < 0) return -1;
  return iterator_type_add(module);
}
