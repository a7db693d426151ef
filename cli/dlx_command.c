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

/* The statistic whose name is the `length` characters at `name`, or -1. */
static int statistic_index(const char *name, size_t length) {
  for (int k = 0; k < dlx_statistic_count(); k++) {
    const char *known = dlx_statistic_name(k);
    if (strlen(known) == length && strncmp(known, name, length) == 0) return k;
  }
  return -1;
}

int cli_dlx_check_statistic_names(const char *names) {
  for (const char *name = names;; name += strcspn(name, ",") + 1) {
    size_t length = strcspn(name, ",");
    if (statistic_index(name, length) < 0) {
      char known[512] = "", format[640], unknown[104];
      size_t used = 0;
      for (int k = 0; k < dlx_statistic_count() && used < sizeof known; k++)
        used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", k ? ", " : "",
                                 dlx_statistic_name(k));
      snprintf(format, sizeof format, "unknown statistic '%%s' in --stats: the names are %s",
               known);
      snprintf(unknown, sizeof unknown, "%.*s", (int)(length < 100 ? length : 100), name);
      return cli_usage_error(format, unknown); /* the name as the argument: it may hold a '%' */
    }
    if (!name[length]) return -1;
  }
}

/* The word of the option "representation" (automatic|links|bitset) for a representation. */
static void print_representation(dlx_representation representation) {
  const char *words = dlx_option_describe(DLX_OPTION_REPRESENTATION)->values;
  for (unsigned index = 0; index < (unsigned)representation && strchr(words, '|'); index++)
    words = strchr(words, '|') + 1;
  fprintf(stderr, "%.*s", (int)strcspn(words, "|"), words);
}

/* --stats=NAMES: solutions is the exact count, representation and plan are words, the others the
 * numbers of dlx_statistic_value. */
static void print_statistics_by_name(const char *names, const dlx_statistics *statistics,
                                     const char *count) {
  for (const char *name = names;; name += strcspn(name, ",") + 1) {
    int index = statistic_index(name, strcspn(name, ","));
    const char *known = index >= 0 ? dlx_statistic_name(index) : NULL;
    uint64_t value;
    if (!known) {
      /* checked by cli_dlx_check_statistic_names */
    } else if (strcmp(known, "solutions") == 0) {
      fprintf(stderr, "%s: %s\n", known, count);
    } else if (strcmp(known, "representation") == 0) {
      fprintf(stderr, "%s: ", known);
      print_representation(statistics->representation);
      fputc('\n', stderr);
    } else if (strcmp(known, "plan") == 0) {
      char plan[256];
      dlx_plan_describe(statistics->plan, plan, sizeof plan);
      fprintf(stderr, "%s: %s\n", known, plan);
    } else if (dlx_statistic_value(statistics, known, &value) == DLX_OK) {
      fprintf(stderr, "%s: %llu\n", known, (unsigned long long)value);
    }
    if (!name[strcspn(name, ",")]) break;
  }
}

void cli_dlx_print_statistics(const settings *settings, const dlx_statistics *statistics,
                              const char *count, double seconds) {
  if (settings->statistic_names) {
    print_statistics_by_name(settings->statistic_names, statistics, count);
    return;
  }
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
