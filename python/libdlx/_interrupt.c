/* _interrupt.c: Ctrl-C and timeouts for the searches of the extension (_interrupt.h). The SIGINT
 * handler needs the search it stops in a static variable (a signal handler receives nothing
 * else); only the main thread installs it, one search at a time, so there is only one. */
#define PY_SSIZE_T_CLEAN

#include <Python.h>
#include <pythread.h>
#include <string.h>
#include <time.h>

#include "_interrupt.h"

static unsigned long main_thread_ident;
static search_stop *volatile stop_of_main_thread;
static struct sigaction replaced_action;

int search_stop_module_init(void) {
  PyObject *threading = PyImport_ImportModule("threading");
  if (!threading) return -1;
  PyObject *main_thread = PyObject_CallMethod(threading, "main_thread", NULL);
  Py_DECREF(threading);
  if (!main_thread) return -1;
  PyObject *ident = PyObject_GetAttrString(main_thread, "ident");
  Py_DECREF(main_thread);
  if (!ident) return -1;
  main_thread_ident = PyLong_AsUnsignedLong(ident);
  Py_DECREF(ident);
  return PyErr_Occurred() ? -1 : 0;
}

static double monotonic_seconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static void on_interrupt(int signal_number, siginfo_t *info, void *context) {
  search_stop *stop = stop_of_main_thread;
  if (stop) {
    stop->interrupted = 1;
    dlx_request_stop(stop->flag);
  }
  if (replaced_action.sa_flags & SA_SIGINFO) {
    if (replaced_action.sa_sigaction) replaced_action.sa_sigaction(signal_number, info, context);
  } else if (replaced_action.sa_handler != SIG_DFL && replaced_action.sa_handler != SIG_IGN) {
    replaced_action.sa_handler(signal_number);
  }
}

static bool is_main_thread_without_handler(void) {
  return PyThread_get_thread_ident() == main_thread_ident && !stop_of_main_thread;
}

static void install_handler(search_stop *stop);

int search_stop_begin(search_stop *stop, double timeout_seconds) {
  memset((void *)stop, 0, sizeof *stop);
  if (dlx_stop_create(&stop->flag) != DLX_OK) {
    PyErr_NoMemory();
    return -1;
  }
  if (timeout_seconds > 0) stop->deadline = monotonic_seconds() + timeout_seconds;
  if (is_main_thread_without_handler()) install_handler(stop);
  return 0;
}

static void install_handler(search_stop *stop) {
  /* One system call to install ours and learn the handler it replaces (a search pays it and the
   * call that puts the old one back; a step of solutions() only past its first progress report,
   * as the two were a fifth of listing 12 queens when every step paid them); put back at once when
   * that was no handler of Python's (SIG_IGN or SIG_DFL, left alone). on_interrupt reads
   * replaced_action, so a signal in between finds no handler to call, as under SIG_IGN. */
  struct sigaction ours;
  memset(&ours, 0, sizeof ours);
  ours.sa_sigaction = on_interrupt;
  ours.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&ours.sa_mask);
  memset(&replaced_action, 0, sizeof replaced_action);
  replaced_action.sa_handler = SIG_IGN;
  stop_of_main_thread = stop;
  struct sigaction current;
  if (sigaction(SIGINT, &ours, &current) != 0) {
    stop_of_main_thread = NULL;
    return;
  }
  bool is_function = (current.sa_flags & SA_SIGINFO)
                         ? current.sa_sigaction != NULL
                         : current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN;
  if (!is_function) {
    sigaction(SIGINT, &current, NULL);
    stop_of_main_thread = NULL;
    return;
  }
  replaced_action = current;
  stop->handler_installed = true;
}

int search_stop_end(search_stop *stop) {
  if (stop->handler_installed) {
    sigaction(SIGINT, &replaced_action, NULL);
    stop_of_main_thread = NULL;
    stop->handler_installed = false;
  }
  if (!stop->resumable) {
    dlx_stop_destroy(stop->flag);
    stop->flag = NULL;
  }
  if (stop->interrupt_to_replay) { /* taken by arm_stop, before the handler: given back */
    stop->interrupt_to_replay = false;
    PyErr_SetInterrupt();
  }
  if (stop->interrupted && PyErr_CheckSignals() < 0) return -1;
  return 0;
}

/* The progress callback of a step, without the GIL: at the first report of the step, with the
 * GIL taken back for a moment, stops the search if a SIGINT came meanwhile (Python's own handler
 * recorded it; PyOS_InterruptOccurred takes the record, search_stop_end puts it back, and Python's
 * handlers run there, once the Solver is unlocked: a handler may use it), else installs the SIGINT
 * handler for the rest of the step. */
static void arm_stop(void *context, const dlx_progress *progress) {
  (void)progress;
  search_stop *stop = context;
  if (!stop->arming_pending) return;
  stop->arming_pending = false;
  PyEval_RestoreThread(stop->released);
  if (PyOS_InterruptOccurred()) {
    stop->interrupt_to_replay = true;
    stop->interrupted = 1;
    dlx_request_stop(stop->flag);
  } else if (is_main_thread_without_handler()) {
    install_handler(stop);
  }
  stop->released = PyEval_SaveThread();
}

int search_stop_prepare_steps(search_stop *stop, dlx_search *search) {
  if (dlx_stop_create(&stop->flag) != DLX_OK) {
    PyErr_NoMemory();
    return -1;
  }
  stop->resumable = true;
  search->stop = stop->flag;
  search->on_progress = arm_stop;
  search->progress_context = stop;
  search->progress_interval_nodes = STEP_ARMING_INTERVAL_NODES;
  return 0;
}

void search_stop_free(search_stop *stop) {
  dlx_stop_destroy(stop->flag);
  stop->flag = NULL;
}

void search_stop_step_begin(search_stop *stop) {
  dlx_clear_stop(stop->flag);
  stop->interrupted = stop->timed_out = 0;
  stop->handler_installed = stop->interrupt_to_replay = false;
  stop->arming_pending = PyThread_get_thread_ident() == main_thread_ident;
  stop->released = PyEval_SaveThread();
}

void search_stop_step_end(search_stop *stop) {
  PyEval_RestoreThread(stop->released);
  stop->released = NULL;
  stop->arming_pending = false;
}

static void check_deadline(void *context, const dlx_progress *progress) {
  (void)progress;
  search_stop *stop = context;
  if (stop->deadline > 0 && monotonic_seconds() >= stop->deadline) {
    stop->timed_out = 1;
    dlx_request_stop(stop->flag);
  }
}

void search_stop_prepare(search_stop *stop, dlx_search *search) {
  search->stop = stop->flag;
  if (stop->deadline > 0) {
    search->on_progress = check_deadline;
    search->progress_context = stop;
    search->progress_interval_nodes = 16384;
  }
}
