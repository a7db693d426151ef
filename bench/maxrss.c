/* maxrss.c: runs one command and reports its wall-clock time, CPU time and peak resident memory.
 *
 * Usage: maxrss COMMAND [ARGUMENT]...
 *
 * The command runs as a child (fork, then execvp) with standard input, output and error
 * inherited. Once it ends (wait4), one line "maxrss_kb=N seconds=T cpu_seconds=C" goes to
 * standard error, or, when the environment variable MAXRSS_OUTPUT names a file, is appended to
 * that file instead, so that a script can keep it apart from what the command itself writes to
 * standard error. N is the child's ru_maxrss (its peak resident set, in KiB), T the wall-clock
 * seconds from just before the fork to the end of the wait (CLOCK_MONOTONIC), C the child's user
 * plus system CPU seconds (ru_utime + ru_stime), which other work on a busy machine disturbs much
 * less than T. The exit status is the command's own; 128 + the signal number when a signal ended
 * it; 127 when it could not be started; 125 when maxrss itself failed.
 *
 * Why: /usr/bin/time is not installed everywhere and its output format differs between versions;
 * the benchmarks need both whole-process figures from one run, in a form easy to parse. */
#define _DEFAULT_SOURCE /* wait4 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench/timing.h"

int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "--help") == 0) {
    fprintf(argc < 2 ? stderr : stdout,
            "Usage: maxrss COMMAND [ARGUMENT]...\n"
            "Runs COMMAND, then prints 'maxrss_kb=N seconds=T cpu_seconds=C' to standard error\n"
            "(or appends it to the file named by $MAXRSS_OUTPUT) and exits with the command's\n"
            "status.\n");
    return argc < 2 ? 125 : 0;
  }
  fflush(NULL);
  double start = now_seconds();
  pid_t child = fork();
  if (child < 0) {
    fprintf(stderr, "maxrss: fork: %s\n", strerror(errno));
    return 125;
  }
  if (child == 0) {
    execvp(argv[1], argv + 1);
    fprintf(stderr, "maxrss: %s: %s\n", argv[1], strerror(errno));
    _exit(127);
  }
  int wait_status;
  struct rusage usage;
  pid_t waited;
  do waited = wait4(child, &wait_status, 0, &usage);
  while (waited < 0 && errno == EINTR);
  double seconds = now_seconds() - start;
  if (waited < 0) {
    fprintf(stderr, "maxrss: wait4: %s\n", strerror(errno));
    return 125;
  }

  FILE *report = stderr;
  const char *report_path = getenv("MAXRSS_OUTPUT");
  if (report_path && *report_path) {
    report = fopen(report_path, "a");
    if (!report) {
      fprintf(stderr, "maxrss: %s: %s\n", report_path, strerror(errno));
      return 125;
    }
  }
  double cpu_seconds = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec * 1e-6 +
                       (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec * 1e-6;
  fprintf(report, "maxrss_kb=%ld seconds=%.6f cpu_seconds=%.6f\n", usage.ru_maxrss, seconds,
          cpu_seconds);
  if (report != stderr && fclose(report) != 0) {
    fprintf(stderr, "maxrss: %s: %s\n", report_path, strerror(errno));
    return 125;
  }
  if (WIFEXITED(wait_status)) return WEXITSTATUS(wait_status);
  if (WIFSIGNALED(wait_status)) return 128 + WTERMSIG(wait_status);
  return 125;
}
