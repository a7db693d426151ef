/* sudoku_jobs.c: the pipeline behind `sudoku -j N`. The main thread reads puzzles into a ring of
 * slots, N workers answer them, each with a solver of its own, into the slot's own memory (or a
 * temporary file for --all), and one writer thread writes the slots out in input order as soon as
 * each one and all before it are answered. The ring has a fixed number of slots, so the reader
 * waits when it is full and memory stays bounded however long the input is. Messages about the
 * input (a malformed grid, a file that cannot be opened) take a slot of their own, so that they
 * come out on standard error in their place among the answers, as without -j.
 *
 * Stops: without --timeout every solver stops on cli_stop, which only the signals raise. With
 * --timeout each worker's solver stops on a dlx_stop of its own, which a watchdog thread raises
 * (dlx_request_stop) when the worker's deadline passes, or when a signal came (it looks every few
 * milliseconds), and which the worker lowers when it disarms its timer. Only the main thread takes
 * the signals, so that a read blocked on a pipe or terminal is interrupted. Every flag that one
 * thread raises and another reads is a dlx_stop or an atomic (cli/interrupt.h), never a plain one.
 * Once a signal came or the output failed, no search starts any more; the slots taken from then on
 * are skipped, and they all come after every slot whose search started, so what is written is a
 * prefix of the input, in order. */
#include "sudoku_jobs.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "cli/standard_output.h"
#include "sudoku/grid_reader.h"

enum {
  SLOTS_PER_THREAD = 64,
  LARGE_ANSWER_SLOTS_PER_THREAD = 4, /* each holds a temporary file */
  MESSAGE_CAPACITY = 256,
};

/* How often the watchdog looks for a signal to pass on to the workers, in nanoseconds. */
#define WATCHDOG_SIGNAL_POLL_NANOSECONDS 10000000L

typedef enum slot_state {
  SLOT_QUEUED,   /* read, waiting for a worker */
  SLOT_SOLVING,  /* a worker has it */
  SLOT_ANSWERED, /* ready to be written */
  SLOT_SKIPPED,  /* a stop came before its search could start: it gets no answer */
  SLOT_MESSAGE,  /* no puzzle: a line for standard error, in its place in the order */
} slot_state;

typedef struct slot {
  slot_state state;
  unsigned long puzzle_number;
  sudoku_grid puzzle;
  sudoku_layout layout;
  sudoku_geometry geometry; /* the puzzle's, a copy: the reader moves on to other headers */
  uint64_t geometry_serial; /* 0: the command line's; each header read since gets the next one */
  bool holds_geometry;      /* geometry is that of geometry_serial, kept for the next puzzles */
  const char *input_name;   /* NULL for a message that names no input line */
  unsigned long line;
  bool flush_after; /* the input is no regular file: the answer is flushed once written */
  sudoku_result result;
  int answer_status;      /* of the answer function, 0 when it succeeded */
  bool stopped_by_signal; /* the search was interrupted, and a signal had come */
  char *text;             /* the answer, in memory */
  size_t text_length;
  FILE *spill; /* or in this temporary file (large answers), kept for the slot's next puzzles */
  long spill_length;
  char message[MESSAGE_CAPACITY]; /* why the answer is partial, or the SLOT_MESSAGE line, */
  const char *file_action;        /* or "cannot open" input_name, failing with file_error */
  int file_error;
} slot;

typedef struct pipeline pipeline;

typedef struct worker {
  pipeline *pipeline;
  pthread_t thread;
  sudoku_solver *solver;
  uint64_t solver_geometry_serial; /* the geometry its solver was made for (slot's numbering) */
  FILE *scratch_file;
  dlx_stop *stop; /* the solver's, with --timeout: raised by the watchdog */
  bool armed;     /* the watchdog's, under watchdog_lock */
  struct timespec deadline;
} worker;

struct pipeline {
  const sudoku_jobs_settings *settings;
  pthread_mutex_t lock;
  pthread_cond_t slot_freed;    /* the reader waits on it */
  pthread_cond_t puzzle_queued; /* the workers */
  pthread_cond_t answer_ready;  /* the writer */
  slot *slots;
  size_t slot_count;
  /* Sequence numbers: slot k % slot_count; next_to_write <= next_to_solve <= next_to_read. */
  uint64_t next_to_read, next_to_solve, next_to_write;
  unsigned long puzzles_read;
  uint64_t geometry_serial; /* the last one given to a header's geometry */
  bool reading_done;
  /* Who waits, so that a condition is signalled only when someone waits on it: a puzzle can take
   * as little time as the wake-up of a thread. */
  unsigned idle_workers;
  bool reader_waits, writer_waits;
  bool stopping; /* no search starts any more */
  /* The writer's, read once it has ended. */
  int written_status;
  int output_error; /* the writer's errno when the output failed (errno is per thread) */
  sudoku_jobs_totals written_totals;

  worker *workers;
  unsigned worker_count; /* started; the main thread's */
  pthread_t writer;

  int start_error; /* of the thread that could not be started */
  bool watchdog_running;
  pthread_t watchdog;
  pthread_mutex_t watchdog_lock;
  pthread_cond_t watchdog_wake;
  struct timespec watchdog_wakes_at;
  bool watchdog_quit;
};

static slot *slot_of(pipeline *pipeline, uint64_t sequence) {
  return &pipeline->slots[sequence % pipeline->slot_count];
}

static struct timespec monotonic_now(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now;
}

static struct timespec later_by(struct timespec time, double seconds) {
  double whole = (double)(long long)seconds;
  time.tv_sec += (time_t)whole;
  time.tv_nsec += (long)((seconds - whole) * 1e9 + 0.5);
  while (time.tv_nsec >= 1000000000L) {
    time.tv_nsec -= 1000000000L;
    time.tv_sec++;
  }
  return time;
}

static bool is_before(struct timespec a, struct timespec b) {
  return a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec);
}

/* --timeout, for the answer function. */
static void arm_worker_timer(void *timer, double seconds) {
  worker *self = timer;
  pipeline *pipeline = self->pipeline;
  if (seconds <= 0 || !pipeline->watchdog_running) return;
  struct timespec deadline = later_by(monotonic_now(), seconds);
  pthread_mutex_lock(&pipeline->watchdog_lock);
  self->deadline = deadline;
  self->armed = true;
  if (is_before(deadline, pipeline->watchdog_wakes_at))
    pthread_cond_signal(&pipeline->watchdog_wake);
  pthread_mutex_unlock(&pipeline->watchdog_lock);
}

static void disarm_worker_timer(void *timer) {
  worker *self = timer;
  pipeline *pipeline = self->pipeline;
  if (!pipeline->watchdog_running) return;
  pthread_mutex_lock(&pipeline->watchdog_lock);
  self->armed = false;
  dlx_clear_stop(self->stop);
  if (cli_stop_signal()) dlx_request_stop(self->stop); /* a signal's stop stays */
  pthread_mutex_unlock(&pipeline->watchdog_lock);
}

static void *watch_deadlines(void *argument) {
  pipeline *pipeline = argument;
  pthread_mutex_lock(&pipeline->watchdog_lock);
  while (!pipeline->watchdog_quit) {
    bool signal_came = cli_stop_signal() != 0;
    struct timespec now = monotonic_now();
    struct timespec wake = now;
    wake.tv_nsec += WATCHDOG_SIGNAL_POLL_NANOSECONDS;
    if (wake.tv_nsec >= 1000000000L) {
      wake.tv_nsec -= 1000000000L;
      wake.tv_sec++;
    }
    for (unsigned k = 0; k < pipeline->settings->threads; k++) {
      worker *worker = &pipeline->workers[k];
      if (signal_came) dlx_request_stop(worker->stop);
      if (!worker->armed) continue;
      if (!is_before(now, worker->deadline)) {
        dlx_request_stop(worker->stop);
        worker->armed = false;
      } else if (is_before(worker->deadline, wake)) {
        wake = worker->deadline;
      }
    }
    pipeline->watchdog_wakes_at = wake;
    pthread_cond_timedwait(&pipeline->watchdog_wake, &pipeline->watchdog_lock, &wake);
  }
  pthread_mutex_unlock(&pipeline->watchdog_lock);
  return NULL;
}

static sudoku_solver *create_solver(const sudoku_jobs_settings *settings, worker *worker,
                                    const sudoku_geometry *geometry) {
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  if (!solver) return NULL;
  const dlx_stop *stop = settings->timeout_seconds > 0 ? worker->stop : cli_stop;
  sudoku_solver_set_interruption(solver, settings->max_nodes, stop);
  return solver;
}

/* Runs in a worker, without the lock: the slot is the worker's until it is marked answered. */
static void answer_in_slot(worker *self, slot *slot) {
  const sudoku_jobs_settings *settings = self->pipeline->settings;
  if (slot->geometry_serial != self->solver_geometry_serial) {
    sudoku_solver *solver = create_solver(settings, self, &slot->geometry);
    if (!solver) {
      cli_error("out of memory");
      slot->answer_status = EXIT_STATUS_OUT_OF_MEMORY;
      return;
    }
    sudoku_solver_destroy(self->solver);
    self->solver = solver;
    self->solver_geometry_serial = slot->geometry_serial;
  }
  sudoku_answer_tools tools = {self->solver,     &slot->geometry,     &self->scratch_file,
                               arm_worker_timer, disarm_worker_timer, self};
  FILE *out;
  if (settings->large_answers) {
    if (!slot->spill && !(slot->spill = tmpfile())) {
      cli_error("cannot create a temporary file for --all: %s", strerror(errno));
      slot->answer_status = EXIT_STATUS_INPUT_OUTPUT;
      return;
    }
    rewind(slot->spill);
    out = slot->spill;
  } else if (!(out = open_memstream(&slot->text, &slot->text_length))) {
    cli_error("out of memory");
    slot->answer_status = EXIT_STATUS_OUT_OF_MEMORY;
    return;
  }
  slot->answer_status = settings->answer(settings->context, &tools, out, slot->puzzle_number,
                                         &slot->puzzle, slot->layout, &slot->result);
  if (settings->large_answers) {
    slot->spill_length = ftell(out);
    if (slot->answer_status == 0 && (fflush(out) != 0 || ferror(out) || slot->spill_length < 0)) {
      cli_error("cannot write a temporary file for --all: %s", strerror(errno));
      slot->answer_status = EXIT_STATUS_INPUT_OUTPUT;
    }
  } else {
    /* A memory stream that cannot grow fails its flush, which fclose does not report; and when
     * fclose cannot give the text its final size, it leaves the text NULL. */
    bool written = fflush(out) == 0 && !ferror(out);
    if ((fclose(out) != 0 || !written || !slot->text) && slot->answer_status == 0) {
      cli_error("out of memory");
      slot->answer_status = EXIT_STATUS_OUT_OF_MEMORY;
    }
  }
  if (slot->answer_status == 0 && slot->result.interrupted) {
    slot->stopped_by_signal = cli_stop_signal() != 0;
    settings->describe_partial(settings->context, &slot->result, slot->message,
                               sizeof slot->message);
  }
}

static void *work(void *argument) {
  worker *self = argument;
  pipeline *pipeline = self->pipeline;
  pthread_mutex_lock(&pipeline->lock);
  for (;;) {
    while (pipeline->next_to_solve == pipeline->next_to_read && !pipeline->reading_done) {
      pipeline->idle_workers++;
      pthread_cond_wait(&pipeline->puzzle_queued, &pipeline->lock);
      pipeline->idle_workers--;
    }
    if (pipeline->next_to_solve == pipeline->next_to_read) break;
    uint64_t sequence = pipeline->next_to_solve++;
    slot *slot = slot_of(pipeline, sequence);
    if (slot->state == SLOT_MESSAGE) continue;
    if (cli_stop_signal()) pipeline->stopping = true;
    if (pipeline->stopping) {
      slot->state = SLOT_SKIPPED;
    } else {
      slot->state = SLOT_SOLVING;
      pthread_mutex_unlock(&pipeline->lock);
      answer_in_slot(self, slot);
      pthread_mutex_lock(&pipeline->lock);
      slot->state = SLOT_ANSWERED;
      if (slot->answer_status != 0 || slot->stopped_by_signal) pipeline->stopping = true;
    }
    if (sequence == pipeline->next_to_write && pipeline->writer_waits)
      pthread_cond_signal(&pipeline->answer_ready);
  }
  pthread_mutex_unlock(&pipeline->lock);
  return NULL;
}

bool sudoku_jobs_copy_held_text(FILE *held, long length, FILE *out) {
  char buffer[1 << 16];
  rewind(held);
  while (length > 0 && cli_output_keep_up(out)) {
    size_t wanted = length < (long)sizeof buffer ? (size_t)length : sizeof buffer;
    size_t got = fread(buffer, 1, wanted, held);
    if (got == 0) return false;
    fwrite(buffer, 1, got, out);
    length -= (long)got;
  }
  rewind(held);
  return true;
}

/* Runs in the writer, without the lock. Once a slot was skipped or failed, or the output failed,
 * nothing more is written (*dropping). */
static void write_slot(pipeline *pipeline, slot *slot, bool *dropping, bool *unflushed) {
  int *status = &pipeline->written_status;
  if (slot->state == SLOT_SKIPPED) *dropping = true;
  if (*dropping) return;
  if (slot->state == SLOT_MESSAGE) {
    if (slot->file_action)
      cli_error("%s '%s': %s", slot->file_action, slot->input_name, strerror(slot->file_error));
    else if (slot->input_name)
      cli_input_error(slot->input_name, slot->line, slot->message);
    else
      cli_error("%s", slot->message);
    return;
  }
  if (slot->answer_status != 0) {
    *status = cli_graver_exit_status(*status, slot->answer_status);
    *dropping = true;
    return;
  }
  if (pipeline->settings->large_answers) {
    if (!sudoku_jobs_copy_held_text(slot->spill, slot->spill_length, stdout)) {
      cli_error("cannot read back a temporary file for --all: %s", strerror(errno));
      *status = cli_graver_exit_status(*status, EXIT_STATUS_INPUT_OUTPUT);
      *dropping = true;
      return;
    }
  } else {
    fwrite(slot->text, 1, slot->text_length, stdout);
  }
  sudoku_jobs_totals *totals = &pipeline->written_totals;
  totals->puzzles++;
  totals->solutions += slot->result.solutions;
  totals->nodes += slot->result.nodes;
  if (slot->result.interrupted) {
    cli_input_error(slot->input_name, slot->line, slot->message);
    *status = cli_graver_exit_status(*status, slot->stopped_by_signal
                                                  ? cli_exit_status_for_signal(cli_stop_signal())
                                                  : EXIT_STATUS_PARTIAL);
  }
  if (slot->flush_after) *unflushed = true;
  if (ferror(stdout)) { /* the caller reports it; nobody would read the answers still to come */
    if (!pipeline->output_error) pipeline->output_error = errno;
    *status = cli_graver_exit_status(*status, EXIT_STATUS_INPUT_OUTPUT);
    *dropping = true;
  }
}

static bool slot_is_ready(const slot *slot) {
  return slot->state != SLOT_QUEUED && slot->state != SLOT_SOLVING;
}

static void *write_in_order(void *argument) {
  pipeline *pipeline = argument;
  bool dropping = false, unflushed = false;
  pthread_mutex_lock(&pipeline->lock);
  for (;;) {
    bool have_slot = pipeline->next_to_write < pipeline->next_to_read;
    if (have_slot && slot_is_ready(slot_of(pipeline, pipeline->next_to_write))) {
      slot *slot = slot_of(pipeline, pipeline->next_to_write);
      pthread_mutex_unlock(&pipeline->lock);
      bool was_dropping = dropping;
      write_slot(pipeline, slot, &dropping, &unflushed);
      free(slot->text);
      slot->text = NULL;
      pthread_mutex_lock(&pipeline->lock);
      if (dropping && !was_dropping) {
        pipeline->stopping = true;
        pthread_cond_broadcast(&pipeline->slot_freed);
      }
      pipeline->next_to_write++;
      if (pipeline->reader_waits) pthread_cond_signal(&pipeline->slot_freed);
      continue;
    }
    if (!have_slot && pipeline->reading_done) break;
    if (unflushed) { /* an answer a reader may be waiting for, before waiting for the next one */
      pthread_mutex_unlock(&pipeline->lock);
      if (fflush(stdout) != 0 && !pipeline->output_error) pipeline->output_error = errno;
      unflushed = false;
      pthread_mutex_lock(&pipeline->lock);
      continue;
    }
    pipeline->writer_waits = true;
    pthread_cond_wait(&pipeline->answer_ready, &pipeline->lock);
    pipeline->writer_waits = false;
  }
  pthread_mutex_unlock(&pipeline->lock);
  if (unflushed && fflush(stdout) != 0 && !pipeline->output_error) pipeline->output_error = errno;
  if (ferror(stdout)) {
    if (!pipeline->output_error) pipeline->output_error = errno;
    pipeline->written_status =
        cli_graver_exit_status(pipeline->written_status, EXIT_STATUS_INPUT_OUTPUT);
  }
  return NULL;
}

/* The slot the reader fills next, once the writer has freed it; NULL when the run is stopping. */
static slot *claim_slot(pipeline *pipeline) {
  pthread_mutex_lock(&pipeline->lock);
  while (pipeline->next_to_read - pipeline->next_to_write == pipeline->slot_count &&
         !pipeline->stopping && !cli_stop_signal()) {
    pipeline->reader_waits = true;
    pthread_cond_wait(&pipeline->slot_freed, &pipeline->lock);
    pipeline->reader_waits = false;
  }
  bool stopping = pipeline->stopping || cli_stop_signal();
  pthread_mutex_unlock(&pipeline->lock);
  return stopping ? NULL : slot_of(pipeline, pipeline->next_to_read);
}

static void publish_slot(pipeline *pipeline) {
  pthread_mutex_lock(&pipeline->lock);
  bool is_next_to_write = pipeline->next_to_read == pipeline->next_to_write;
  pipeline->next_to_read++;
  if (slot_of(pipeline, pipeline->next_to_read - 1)->state == SLOT_MESSAGE) {
    if (is_next_to_write && pipeline->writer_waits) pthread_cond_signal(&pipeline->answer_ready);
  } else {
    if (pipeline->idle_workers > 0) pthread_cond_signal(&pipeline->puzzle_queued);
  }
  pthread_mutex_unlock(&pipeline->lock);
}

/* A line for standard error, in its place among the answers: "FILE:LINE: message" when input_name
 * is not NULL, else "message". */
static void queue_message(pipeline *pipeline, const char *input_name, unsigned long line,
                          const char *text) {
  slot *slot = claim_slot(pipeline);
  if (!slot) return;
  slot->state = SLOT_MESSAGE;
  slot->input_name = input_name;
  slot->line = line;
  slot->file_action = NULL;
  snprintf(slot->message, sizeof slot->message, "%s", text);
  publish_slot(pipeline);
}

/* "ACTION 'NAME': the error's description", in its place among the answers. */
static void queue_file_error(pipeline *pipeline, const char *action, const char *name,
                             int error_number) {
  slot *slot = claim_slot(pipeline);
  if (!slot) return;
  slot->state = SLOT_MESSAGE;
  slot->input_name = name;
  slot->file_action = action;
  slot->file_error = error_number;
  publish_slot(pipeline);
}
static bool is_stopping(pipeline *pipeline) {
  pthread_mutex_lock(&pipeline->lock);
  bool stopping = pipeline->stopping;
  pthread_mutex_unlock(&pipeline->lock);
  return stopping || cli_stop_signal();
}

/* Reads every puzzle of one input into the ring; returns the input's exit status as far as the
 * reading goes (the answers' statuses are the writer's). */
static int read_input(pipeline *pipeline, FILE *input, const char *name) {
  sudoku_reader *reader =
      sudoku_reader_create_for(input, pipeline->settings->layout, pipeline->settings->geometry);
  if (!reader) {
    queue_message(pipeline, NULL, 0, "out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  sudoku_reader_set_size_detection(reader, true); /* input without a size: sudoku(1), INPUT */
  bool flush_after = !cli_is_regular_file(input);
  int status = EXIT_STATUS_SUCCESS;
  sudoku_grid puzzle;
  sudoku_layout layout;
  sudoku_read_status read = SUDOKU_READ_END;
  unsigned long reader_generation = 1; /* the command line's geometry, serial 0 */
  uint64_t geometry_serial = 0;
  while (!is_stopping(pipeline) &&
         (read = sudoku_reader_next(reader, &puzzle, &layout)) == SUDOKU_READ_GRID) {
    if (sudoku_reader_geometry_generation(reader) != reader_generation) {
      reader_generation = sudoku_reader_geometry_generation(reader);
      geometry_serial = reader_generation == 1 ? 0 : ++pipeline->geometry_serial;
    }
    slot *slot = claim_slot(pipeline);
    if (!slot) break;
    if (!slot->holds_geometry || slot->geometry_serial != geometry_serial) {
      if (!sudoku_geometry_copy(&slot->geometry, sudoku_reader_geometry(reader))) {
        queue_message(pipeline, NULL, 0, "out of memory");
        status = EXIT_STATUS_OUT_OF_MEMORY;
        break;
      }
      slot->holds_geometry = true;
      slot->geometry_serial = geometry_serial;
    }
    slot->state = SLOT_QUEUED;
    slot->puzzle_number = ++pipeline->puzzles_read;
    slot->puzzle = puzzle;
    slot->layout = layout;
    slot->input_name = name;
    slot->line = sudoku_reader_grid_line(reader);
    slot->flush_after = flush_after;
    slot->answer_status = 0;
    slot->stopped_by_signal = false;
    publish_slot(pipeline);
  }
  if (cli_stop_signal()) {
    status = cli_exit_status_for_signal(cli_stop_signal());
  } else if (read == SUDOKU_READ_ERROR && !ferror(input)) { /* the caller reports read errors */
    queue_message(pipeline, name, sudoku_reader_error_line(reader),
                  sudoku_reader_error_message(reader));
    status = EXIT_STATUS_BAD_INPUT;
  }
  sudoku_reader_destroy(reader);
  return status;
}

static int read_operands(pipeline *pipeline, char *const *operands, int operand_count) {
  int exit_status = EXIT_STATUS_SUCCESS;
  for (int k = 0; k < operand_count && !is_stopping(pipeline); k++) {
    const char *name;
    FILE *input = cli_open_input(operands[k], &name);
    int status;
    if (!input) {
      queue_file_error(pipeline, "cannot open", name, errno);
      status = EXIT_STATUS_INPUT_OUTPUT;
    } else {
      status = read_input(pipeline, input, name);
      int error_number = errno;
      if (ferror(input) && !cli_stop_signal()) {
        queue_file_error(pipeline, "cannot read", name, error_number);
        status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
      }
      cli_close_input(input);
    }
    exit_status = cli_graver_exit_status(exit_status, status);
    if (status == EXIT_STATUS_OUT_OF_MEMORY) break;
  }
  return exit_status;
}

static void finish_reading(pipeline *pipeline) {
  pthread_mutex_lock(&pipeline->lock);
  pipeline->reading_done = true;
  pthread_cond_broadcast(&pipeline->puzzle_queued);
  pthread_cond_signal(&pipeline->answer_ready);
  pthread_mutex_unlock(&pipeline->lock);
}

static bool start_watchdog(pipeline *pipeline) {
  pthread_condattr_t attributes;
  if ((pipeline->start_error = pthread_condattr_init(&attributes)) != 0) return false;
  pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
  pipeline->start_error = pthread_cond_init(&pipeline->watchdog_wake, &attributes);
  pthread_condattr_destroy(&attributes);
  if (pipeline->start_error) return false;
  pthread_mutex_init(&pipeline->watchdog_lock, NULL);
  pipeline->watchdog_wakes_at = monotonic_now();
  if ((pipeline->start_error =
           pthread_create(&pipeline->watchdog, NULL, watch_deadlines, pipeline)) != 0) {
    pthread_cond_destroy(&pipeline->watchdog_wake);
    pthread_mutex_destroy(&pipeline->watchdog_lock);
    return false;
  }
  pipeline->watchdog_running = true;
  return true;
}

static void stop_watchdog(pipeline *pipeline) {
  if (!pipeline->watchdog_running) return;
  pthread_mutex_lock(&pipeline->watchdog_lock);
  pipeline->watchdog_quit = true;
  pthread_cond_signal(&pipeline->watchdog_wake);
  pthread_mutex_unlock(&pipeline->watchdog_lock);
  pthread_join(pipeline->watchdog, NULL);
  pthread_cond_destroy(&pipeline->watchdog_wake);
  pthread_mutex_destroy(&pipeline->watchdog_lock);
}

/* With --all each slot, and each worker, may hold a temporary file: the ring is kept small enough
 * for the open files allowed, with some left for the inputs and the standard streams. */
static size_t large_answer_slot_count(unsigned threads) {
  size_t wanted = (size_t)LARGE_ANSWER_SLOTS_PER_THREAD * threads;
  struct rlimit limit;
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    rlim_t kept = (rlim_t)threads + 64;
    size_t allowed = limit.rlim_cur > kept ? (size_t)(limit.rlim_cur - kept) : 1;
    if (wanted > allowed) wanted = allowed;
  }
  return wanted;
}

/* The workers' solvers, and the ring; false when memory ran out (everything made is freed by
 * release). */
static bool allocate(pipeline *pipeline) {
  const sudoku_jobs_settings *settings = pipeline->settings;
  pipeline->slot_count = settings->large_answers ? large_answer_slot_count(settings->threads)
                                                 : (size_t)SLOTS_PER_THREAD * settings->threads;
  pipeline->slots = calloc(pipeline->slot_count, sizeof *pipeline->slots);
  pipeline->workers = calloc(settings->threads, sizeof *pipeline->workers);
  if (!pipeline->slots || !pipeline->workers) return false;
  for (unsigned k = 0; k < settings->threads; k++) {
    worker *worker = &pipeline->workers[k];
    worker->pipeline = pipeline;
    if (settings->timeout_seconds > 0 && dlx_stop_create(&worker->stop) != DLX_OK) return false;
    if (!(worker->solver = create_solver(settings, worker, settings->geometry))) return false;
  }
  return true;
}

static void release(pipeline *pipeline) {
  if (pipeline->workers) {
    for (unsigned k = 0; k < pipeline->settings->threads; k++) {
      sudoku_solver_destroy(pipeline->workers[k].solver);
      dlx_stop_destroy(pipeline->workers[k].stop);
      if (pipeline->workers[k].scratch_file) fclose(pipeline->workers[k].scratch_file);
    }
    free(pipeline->workers);
  }
  if (pipeline->slots) {
    for (size_t k = 0; k < pipeline->slot_count; k++) {
      free(pipeline->slots[k].text);
      sudoku_geometry_clear(&pipeline->slots[k].geometry);
      if (pipeline->slots[k].spill) fclose(pipeline->slots[k].spill);
    }
    free(pipeline->slots);
  }
}

/* The workers, the writer and the watchdog, with the stop signals blocked so that they all go to
 * the main thread; false when one could not be started (those that were are counted). */
static bool start_threads(pipeline *pipeline) {
  sigset_t stop_signals, previous;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGALRM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, &previous);
  bool started = true;
  if (pipeline->settings->timeout_seconds > 0) started = start_watchdog(pipeline);
  for (unsigned k = 0; started && k < pipeline->settings->threads; k++) {
    worker *worker = &pipeline->workers[k];
    if ((pipeline->start_error = pthread_create(&worker->thread, NULL, work, worker)) != 0)
      started = false;
    else
      pipeline->worker_count++;
  }
  if (started &&
      (pipeline->start_error = pthread_create(&pipeline->writer, NULL, write_in_order, pipeline)))
    started = false;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  return started;
}

static int join_threads(pipeline *pipeline, bool writer_started) {
  finish_reading(pipeline);
  for (unsigned k = 0; k < pipeline->worker_count; k++)
    pthread_join(pipeline->workers[k].thread, NULL);
  if (writer_started) pthread_join(pipeline->writer, NULL);
  stop_watchdog(pipeline);
  return pipeline->written_status;
}

int sudoku_jobs_answer_operands(const sudoku_jobs_settings *settings, char *const *operands,
                                int operand_count, sudoku_jobs_totals *totals) {
  pipeline pipeline = {.settings = settings};
  if (!allocate(&pipeline)) {
    release(&pipeline);
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  pthread_mutex_init(&pipeline.lock, NULL);
  pthread_cond_init(&pipeline.slot_freed, NULL);
  pthread_cond_init(&pipeline.puzzle_queued, NULL);
  pthread_cond_init(&pipeline.answer_ready, NULL);
  int exit_status;
  if (!start_threads(&pipeline)) {
    bool writer_started = false;
    join_threads(&pipeline, writer_started);
    cli_error("cannot start a thread: %s", strerror(pipeline.start_error));
    exit_status = EXIT_STATUS_OUT_OF_MEMORY;
  } else {
    exit_status = read_operands(&pipeline, operands, operand_count);
    exit_status = cli_graver_exit_status(exit_status, join_threads(&pipeline, true));
    if (cli_stop_signal())
      exit_status =
          cli_graver_exit_status(exit_status, cli_exit_status_for_signal(cli_stop_signal()));
    totals->puzzles += pipeline.written_totals.puzzles;
    totals->solutions += pipeline.written_totals.solutions;
    totals->nodes += pipeline.written_totals.nodes;
  }
  pthread_cond_destroy(&pipeline.answer_ready);
  pthread_cond_destroy(&pipeline.puzzle_queued);
  pthread_cond_destroy(&pipeline.slot_freed);
  pthread_mutex_destroy(&pipeline.lock);
  release(&pipeline);
  if (pipeline.output_error) errno = pipeline.output_error; /* for cli_flush_output */
  return exit_status;
}
