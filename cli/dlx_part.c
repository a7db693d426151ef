/* dlx_part.c: `dlx --part=I/N`, one part of a count spread over processes or machines, and
 * `dlx --merge`, which adds the parts up (the lines: part_result.c; which parts belong together:
 * the engine's dlx_merge). */
#include "cli/dlx_part.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/part_result.h"

int cli_dlx_finish_part(const settings *settings, dlx_status status,
                        const dlx_statistics *statistics, const dlx_part_result *result,
                        const char *unused, double seconds) {
  int exit_status = EXIT_STATUS_SUCCESS;
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  if (status > DLX_STOPPED_BY_REQUEST) {
    cli_error("the search failed: %s", dlx_strerror(status));
    return EXIT_STATUS_BAD_INPUT;
  }
  if (result->mode == DLX_SPLIT_MEMO && result->parts > 1 && settings->print_statistics)
    cli_error("%s: the memo counts this problem at once: part 1 counts it whole, the other parts "
              "count nothing (--memo=off splits it)%s",
              cli_dlx_input_name(settings), result->part > 1 ? ": this part's line says 0" : "");
  if (status != DLX_OK) {
    cli_error("%s: part %lu/%lu stopped by %s after %llu %s%s: its result is partial",
              cli_dlx_input_name(settings), (unsigned long)result->part,
              (unsigned long)result->parts, cli_dlx_stop_cause(status),
              (unsigned long long)statistics->nodes, cli_plural(statistics->nodes, "node", "nodes"),
              unused);
    exit_status = cli_dlx_stopped_exit_status();
  }
  part_result_print(stdout, result);
  if (!cli_flush_output())
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_INPUT_OUTPUT);
  if (settings->print_statistics) {
    char count[24];
    snprintf(count, sizeof count, "%llu", (unsigned long long)statistics->solutions);
    cli_dlx_print_statistics(settings, statistics, count, seconds);
  }
  return exit_status;
}

/* A count in decimal, or NULL when out of memory (free it). */
static char *decimal(const dlx_count *count) {
  size_t length = dlx_count_decimal(count, NULL, 0);
  char *text = malloc(length + 1);
  if (text) dlx_count_decimal(count, text, length + 1);
  return text;
}

int cli_dlx_merge_parts(const settings *settings) {
  char *standard_input[] = {"-"};
  dlx_count *solutions = NULL, *nodes = NULL;
  if (dlx_count_create(&solutions) != DLX_OK || dlx_count_create(&nodes) != DLX_OK) {
    dlx_count_destroy(solutions);
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  int exit_status =
      settings->operand_count > 0
          ? part_results_merge(settings->operand_count, settings->operands, settings->missing,
                               solutions, nodes)
          : part_results_merge(1, standard_input, settings->missing, solutions, nodes);
  char *solution_text = NULL, *node_text = NULL;
  if (exit_status < 0) {
    solution_text = decimal(solutions);
    node_text = decimal(nodes);
    if (!solution_text || !node_text) {
      cli_error("out of memory");
      exit_status = EXIT_STATUS_OUT_OF_MEMORY;
    }
  }
  dlx_count_destroy(solutions);
  dlx_count_destroy(nodes);
  if (exit_status < 0) {
    exit_status = EXIT_STATUS_SUCCESS;
    bool one = strcmp(solution_text, "1") == 0;
    if (settings->count_only)
      printf("%s\n", solution_text);
    else
      printf("%s %s\n", solution_text, one ? "solution" : "solutions");
    if (!cli_flush_output()) exit_status = EXIT_STATUS_INPUT_OUTPUT;
    if (exit_status == EXIT_STATUS_SUCCESS && settings->print_statistics)
      fprintf(stderr, "%s: %s %s, %s %s in all parts\n", cli_program_name(), solution_text,
              one ? "solution" : "solutions", node_text,
              strcmp(node_text, "1") == 0 ? "node" : "nodes");
  }
  free(solution_text);
  free(node_text);
  return exit_status;
}
