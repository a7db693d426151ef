/* _parts.c: libdlx.merge's C half: the results of Problem.count_part, put through the engine's
 * dlx_merge, the same checks and messages as `dlx --merge`. */
#include "_parts.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/dlx.h"

/* The result of a tuple; -1 with an exception when it is not one. */
static int read_result(PyObject *item, dlx_part_result *result, const char **origin) {
  const char *hash, *mode;
  PyObject *solutions, *fractions;
  unsigned long long nodes;
  int complete;
  memset(result, 0, sizeof *result);
  if (!PyArg_ParseTuple(item, "IIssOOKps", &result->part, &result->parts, &hash, &mode, &solutions,
                        &fractions, &nodes, &complete, origin))
    return -1;
  char *end;
  result->problem_hash = strtoull(hash, &end, 16);
  if (strlen(hash) != 16 || *end || dlx_split_mode_find(mode, &result->mode) != DLX_OK) {
    PyErr_Format(PyExc_ValueError, "%s: not a part's result (problem %s, mode %s)", *origin, hash,
                 mode);
    return -1;
  }
  /* The exact count in two 64-bit words. */
  PyObject *mask = PyLong_FromUnsignedLongLong(UINT64_MAX);
  PyObject *shift = PyLong_FromLong(64);
  PyObject *low = mask ? PyNumber_And(solutions, mask) : NULL;
  PyObject *high = shift ? PyNumber_Rshift(solutions, shift) : NULL;
  if (low) result->solutions_low = PyLong_AsUnsignedLongLong(low);
  if (high) result->solutions_high = PyLong_AsUnsignedLongLong(high);
  Py_XDECREF(mask);
  Py_XDECREF(shift);
  Py_XDECREF(low);
  Py_XDECREF(high);
  if (PyErr_Occurred()) return -1;
  Py_ssize_t count = PySequence_Size(fractions);
  if (count < 0) return -1;
  if (count > DLX_PART_MAXIMUM_FRACTIONS) {
    PyErr_Format(PyExc_ValueError, "%s: more than %d fractions", *origin,
                 DLX_PART_MAXIMUM_FRACTIONS);
    return -1;
  }
  for (Py_ssize_t k = 0; k < count; k++) {
    PyObject *pair = PySequence_GetItem(fractions, k);
    unsigned long long numerator, denominator;
    int ok = pair && PyArg_ParseTuple(pair, "KK", &numerator, &denominator);
    Py_XDECREF(pair);
    if (!ok) return -1;
    result->numerators[k] = numerator;
    result->denominators[k] = denominator;
  }
  result->fraction_count = (uint32_t)count;
  result->nodes = nodes;
  result->complete = complete;
  return 0;
}

static PyObject *int_of_count(const dlx_count *count) {
  size_t length = dlx_count_decimal(count, NULL, 0);
  char *text = malloc(length + 1);
  if (!text) return PyErr_NoMemory();
  dlx_count_decimal(count, text, length + 1);
  PyObject *value = PyLong_FromString(text, NULL, 10);
  free(text);
  return value;
}

/* Appends "origin: message" (or the message alone) to messages; -1 on failure. */
static int add_message(PyObject *messages, const char *origin, const char *message) {
  PyObject *text =
      origin ? PyUnicode_FromFormat("%s: %s", origin, message) : PyUnicode_FromString(message);
  int status = text ? PyList_Append(messages, text) : -1;
  Py_XDECREF(text);
  return status;
}

PyObject *parts_merge_function(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *results;
  if (!PyArg_ParseTuple(args, "O", &results)) return NULL;
  PyObject *sequence = PySequence_List(results);
  if (!sequence) return NULL;
  dlx_merge *merge = NULL;
  dlx_count *solutions = NULL, *nodes = NULL;
  PyObject *messages = PyList_New(0), *answer = NULL;
  if (dlx_merge_create(&merge) != DLX_OK || dlx_count_create(&solutions) != DLX_OK ||
      dlx_count_create(&nodes) != DLX_OK) {
    PyErr_NoMemory();
    goto done;
  }
  if (!messages) goto done;
  char message[600];
  Py_ssize_t count = PyList_Size(sequence);
  for (Py_ssize_t k = 0; k < count; k++) {
    dlx_part_result result;
    const char *origin;
    if (read_result(PyList_GetItem(sequence, k), &result, &origin) < 0) goto done;
    dlx_merge_verdict verdict = dlx_merge_add(merge, &result, origin, message, sizeof message);
    if (verdict == DLX_MERGE_OUT_OF_MEMORY) {
      PyErr_NoMemory();
      goto done;
    }
    if (verdict != DLX_MERGE_OK && add_message(messages, origin, message) < 0) goto done;
  }
  dlx_merge_verdict verdict = dlx_merge_total(merge, solutions, nodes, message, sizeof message);
  if (verdict == DLX_MERGE_OUT_OF_MEMORY) {
    PyErr_NoMemory();
    goto done;
  }
  /* A partial part was named as it was added. */
  if (verdict != DLX_MERGE_OK && verdict != DLX_MERGE_PARTIAL &&
      add_message(messages, NULL, message) < 0)
    goto done;
  size_t missing_count = dlx_merge_missing(merge, NULL, 0, NULL);
  uint32_t *missing = malloc((missing_count ? missing_count : 1) * sizeof *missing);
  if (!missing) {
    PyErr_NoMemory();
    goto done;
  }
  dlx_merge_missing(merge, missing, missing_count, NULL);
  PyObject *missing_tuple = PyTuple_New((Py_ssize_t)missing_count);
  for (size_t k = 0; missing_tuple && k < missing_count; k++) {
    PyObject *number = PyLong_FromUnsignedLong(missing[k]);
    if (!number || PyTuple_SetItem(missing_tuple, (Py_ssize_t)k, number) < 0)
      Py_CLEAR(missing_tuple);
  }
  free(missing);
  if (!missing_tuple) goto done;
  bool whole = PyList_Size(messages) == 0;
  if (!whole) {
    Py_INCREF(Py_None);
    Py_INCREF(Py_None);
  }
  PyObject *total = whole ? int_of_count(solutions) : Py_None;
  PyObject *node_total = whole ? int_of_count(nodes) : Py_None;
  PyObject *message_tuple = PyList_AsTuple(messages);
  if (total && node_total && message_tuple)
    answer = Py_BuildValue("(NNNN)", total, node_total, message_tuple, missing_tuple);
  else {
    Py_XDECREF(total);
    Py_XDECREF(node_total);
    Py_XDECREF(message_tuple);
    Py_DECREF(missing_tuple);
  }
done:
  Py_XDECREF(messages);
  dlx_count_destroy(solutions);
  dlx_count_destroy(nodes);
  dlx_merge_destroy(merge);
  Py_DECREF(sequence);
  return answer;
}
