/* timing.h: the clock and the median that the benchmark programs share (those of bench/ and
 * the peers' adapters in bench/peers/), as static functions so that each program stays one source
 * file. */
#ifndef BENCH_TIMING_H
#define BENCH_TIMING_H

#include <stdlib.h>
#include <time.h>

/* Seconds on the monotonic clock, from an arbitrary origin. */
static inline double now_seconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
}

/* Seconds of processor time used by this process (user and system), from an arbitrary origin:
 * what a benchmark on a loaded machine should compare, wall time counting the other work too. */
static inline double cpu_seconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time);
  return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
}

/* For qsort: doubles in increasing order. */
static inline int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

/* The median of values[0 .. count-1] (count >= 1); sorts the array. */
static inline double median(double *values, size_t count) {
  qsort(values, count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

#endif
