/* dlx_command.c: the helpers the files of the `dlx` command share (see dlx_command.h). */
#include "cli/dlx_command.h"

#include <stdio.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"

double cli_dlx_seconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start->tv_sec) + 1e-9 * (double)(now.tv_nsec - start->tv_nsec);
}

const char *cli_dlx_input_name(const settings *settings) {
  return settings->operand[0] == '-' && !settings->operand[1] ? "<stdin>" : settings->operand;
}

const char *cli_dlx_stop_cause(dlx_status status) {
  const char *signal_name = cli_stop_signal_name();
  if (signal_name) return signal_name;
  return status == DLX_STOPPED_AT_NODE_LIMIT       ? "--max-nodes"
         : status == DLX_STOPPED_AT_SOLUTION_LIMIT ? "--limit"
                                                   : "--timeout";
}

int cli_dlx_stopped_exit_status(void) {
  return cli_stop_signal() ? cli_exit_status_for_signal(cli_stop_signal()) : EXIT_STATUS_PARTIAL;
}

void cli_dlx_print_statistics(const dlx_statistics *statistics, const char *count, double seconds) {
  char duration[CLI_DURATION_TEXT_CAPACITY];
  cli_format_duration(seconds, duration);
  if (statistics->memo || statistics->memo_entries)
    fprintf(
        stderr, "%s: memo %s: %llu residual problems stored, %llu found again, %.1f MiB at most\n",
        cli_program_name(), statistics->memo ? "on" : "given up (the plain search looked cheaper)",
        (unsigned long long)statistics->memo_entries, (unsigned long long)statistics->memo_hits,
        (double)statistics->memo_peak_bytes / (1024.0 * 1024.0));
  fprintf(stderr, "%s: %s %s, %llu %s, %llu %s, %s, %s\n", cli_program_name(), count,
          strcmp(count, "1") == 0 ? "solution" : "solutions", (unsigned long long)statistics->nodes,
          cli_plural(statistics->nodes, "node", "nodes"), (unsigned long long)statistics->updates,
          cli_plural(statistics->updates, "update", "updates"), duration,
          statistics->representation == DLX_REPRESENTATION_BITSET ? "bitset" : "links");
}
