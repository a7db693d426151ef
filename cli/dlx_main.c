/* dlx_main.c: the `dlx` command. It reads one exact-cover problem in the text format of Knuth's
 * DLX1, DLX2 and DLX3 programs (colors and bounds included) from a file or standard input, prints
 * every solution as it is found, each option in the input's spelling, then the number of solutions,
 * and reports bad input as FILE:LINE:COLUMN: problem. The format lives in dlx/knuth.c, the search
 * in dlx/dlx.c. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/diagnostics.h"
#include "cli/dlx_cheapest.h"
#include "cli/dlx_command.h"
#include "cli/dlx_part.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "cli/part_result.h"
#include "cli/progress_line.h"
#include "dlx/dlx.h"
#include "dlx/knuth.h"

static void print_usage(FILE *out) {
  const char *name = cli_program_name();
  fprintf(out,
          "Usage: %s [OPTION]... [FILE]\n"
          "Solve an exact-cover problem written in the format of Knuth's DLX1, DLX2 and\n"
          "DLX3 programs, colors and bounds included: print every solution, then the\n"
          "number of solutions.\n"
          "With no FILE, or when FILE is -, read standard input.\n"
          "\n"
          "Options:\n"
          "  -c, --count          print only the number of solutions (when --limit cut it\n"
          "                       short, a line on standard error says so)\n"
          "  -l, --limit=N        stop after N solutions (0: no limit, the default)\n"
          "      --max-nodes=N    stop the search after N search nodes\n"
          "      --timeout=SECONDS\n"
          "                       stop the search after SECONDS, from 0.000001 to\n"
          "                       100000000, written as in 2, 0.5 or 1e-3\n"
          "                       A search so stopped, or stopped by SIGINT or SIGTERM,\n"
          "                       ends with 'at least N solutions (search stopped by\n"
          "                       CAUSE)', or with -c the bare N, and a line on standard\n"
          "                       error\n"
          "      --stats[=NAMES]  print to standard error the solutions, the search\n"
          "                       nodes, the updates (option entries removed from a list)\n"
          "                       and the time of the search, and which representation\n"
          "                       ran; with NAMES, statistics named in a comma-separated\n"
          "                       list (solutions, nodes, updates, plan, memo_hits, ...:\n"
          "                       see dlx(1)), a line 'NAME: VALUE' for each instead\n"
          "      --representation=KIND\n"
          "                       how the search keeps the options left: links (dancing\n"
          "                       links), bitset (a bitset with a count per item, and\n"
          "                       inferences), or auto (the default: the engine chooses)\n"
          "  -j, --threads=N      search with N threads (0: one per core; default 1)\n"
          "      --part=I/N       count only part I of N (the parts 1 to N together are\n"
          "                       the whole count, shared by symmetry classes unless\n"
          "                       --symmetry=off) and print its result as one JSON line,\n"
          "                       for --merge (not with -c, -l, --knuth)\n"
          "      --merge          read the result lines of --part from the FILEs and print\n"
          "                       their exact total; refuse a part missing, repeated,\n"
          "                       partial or from another problem, split or mode; no\n"
          "                       search option goes with it, only -c and --stats\n"
          "      --missing        with --merge: print the parts still to run, one I/N a\n"
          "                       line\n"
          "      --knuth          print as Knuth's DLX programs do: each solution as 'N:'\n"
          "                       then its options, each after a space, and instead of\n"
          "                       the count, 'Altogether N solutions, U updates, M\n"
          "                       nodes.' on standard error\n"
          "      --progress       show on standard error, rewritten in place, the estimated\n"
          "                       share of the search done, the solutions so far, the\n"
          "                       nodes per second, the time spent and the time left\n"
          "      --no-progress    do not (the default when standard error is no terminal)\n"
          "      --restarts[=SEED]\n"
          "                       with -l 1: search again and again, each time in a new\n"
          "                       random order with a growing node budget, for problems\n"
          "                       whose plain search takes long to find a first solution\n"
          "                       (SEED 0 to 2^64-1, default 1; a problem without\n"
          "                       solution is still proved to have none)\n"
          "      --weighted       until two solutions are found, branch on the item with\n"
          "                       the fewest options for its weight, which grows each time\n"
          "                       the item ends a node with none left (Knuth's SSXCC-WTD):\n"
          "                       fewer nodes where the same items keep failing (hard\n"
          "                       sudoku); on the bitset (a problem with bounds runs on\n"
          "                       the links, without weights), without the memo\n"
          "      --memo[=WHEN]    let a count use the memo: keep the number of solutions\n"
          "                       of every residual problem met and reuse it when the\n"
          "                       problem comes again (10^2 to 10^5 times faster on\n"
          "                       tilings); WHEN is auto (the default without --memo: once\n"
          "                       the plain search has run a moment, try the memo briefly\n"
          "                       and go on with the one that looks cheaper), on (the\n"
          "                       default of --memo) or off; the memo counts only (the\n"
          "                       solutions are not listed): --memo goes with neither\n"
          "                       --limit, --threads nor --part, where auto counts\n"
          "                       without it, as --knuth does unless --memo is given;\n"
          "                       colors and bounds (2:3|item) are counted too\n"
          "      --memo-size=MiB  the memory of the memo's cache (default 2048); once\n"
          "                       full, the memo goes on slower, never wrong, and a\n"
          "                       warning says so\n"
          "      --symmetry=WHEN  let a count use the problem's symmetries: when\n"
          "                       permutations of the items and options that keep the\n"
          "                       problem as it is map the options of one item onto one\n"
          "                       another, count the solutions with one option of each\n"
          "                       class and multiply (each permutation is checked first;\n"
          "                       the count is the same, the search up to several times\n"
          "                       shorter); WHEN is auto (the default: look once the\n"
          "                       search has run a moment), on (look at once) or off; a\n"
          "                       count only (with --threads, each class on the threads),\n"
          "                       without --limit, --part, --knuth\n"
          "      --zdd=FILE       write all the solutions to FILE as a ZDD in the text\n"
          "                       format of Knuth's ZDDREAD programs (implies --memo)\n"
          "      --sample=K       print K solutions drawn uniformly at random (with\n"
          "                       replacement) through the memo's counts, then the count\n"
          "      --seed=S         the seed of --sample (0 to 2^64-1, default 1): a seed\n"
          "                       gives the same samples on every machine\n"
          "      --min-cost       find the cheapest solution: an option's cost is the sum\n"
          "                       of its tokens |n (as in Knuth's DLX5); print it with\n"
          "                       'cost: C', then 'minimum cost C' (-c: only C)\n"
          "      --best=K         find the K cheapest solutions, cheapest first (equal\n"
          "                       costs in the order found); a search stopped by\n"
          "                       --max-nodes, --timeout or a signal prints the best\n"
          "                       found, said not proven\n"
          "  -h, --help           print this help and exit\n"
          "  -V, --version        print the version and exit\n"
          "\n"
          "Input: a line that starts with '|' is a comment; empty lines are skipped. The\n"
          "first other line names the items: the primary ones, which a solution covers\n"
          "exactly once, then optionally a lone '|' and the secondary ones, covered at\n"
          "most once. Every later line is an option: the names of its items. A secondary\n"
          "item in an option may carry a color, as x:red; options that give an item the\n"
          "same color may be chosen together, while an option that names it without a\n"
          "color excludes every other option naming it. A name is any run of characters\n"
          "other than white space, ':' and '|', of any length. An option without a\n"
          "primary item can never be chosen: it is ignored with a warning (the first 10\n"
          "warnings are shown, then how many more there were). As in DLX3, a primary\n"
          "item written a:b|name must be covered by a to b options, and b|name by b.\n"
          "Knuth's example (TAOCP 7.2.2.1), whose one solution is a d f / b g / c e:\n"
          "  | items a to g, six options\n"
          "  a b c d e f g\n"
          "  c e\n"
          "  a d g\n"
          "  b c f\n"
          "  a d f\n"
          "  b g\n"
          "  d e g\n"
          "\n"
          "Output: each solution as its options, one per line as the input spells them\n"
          "(in the order the search chose them), followed by an empty line; then\n"
          "'N solutions', or 'at least N solutions (limit reached)' when --limit stopped\n"
          "the search.\n"
          "\n"
          "Examples:\n"
          "  %s problem.txt              every solution, then their number\n"
          "  %s -c problem.txt           only the number of solutions\n"
          "  %s -l 1 problem.txt         one solution, if there is one\n"
          "  printf 'p q | x\\np x:A\\nq x:A\\n' | %s -c      prints 1\n"
          "  %s --memo -c dominoes-16x16.dlx      2444888770250892795802079170816\n"
          "  %s --zdd=all.zdd problem.txt    the count, and every solution as a ZDD\n"
          "  %s --sample=3 --seed=7 problem.txt  three solutions drawn at random\n"
          "\n"
          "Errors are reported as FILE:LINE:COLUMN: problem (standard input is <stdin>).\n"
          "\n"
          "Exit status: 0 the problem was solved; 1 malformed input; 2 wrong command line;\n"
          "3 the file could not be read or the output written; 4 out of memory; 5\n"
          "--max-nodes or --timeout stopped the search (the count is partial); 130 or 143\n"
          "stopped by SIGINT or SIGTERM (the partial count is printed). When several\n"
          "apply, the gravest wins: 130 or 143, then 4, 3, 1 and 5.\n",
          name, name, name, name, name, name, name, name);
}

enum {
  OPTION_STATS = 256,
  OPTION_MAX_NODES,
  OPTION_TIMEOUT,
  OPTION_REPRESENTATION,
  OPTION_PART,
  OPTION_MERGE,
  OPTION_MISSING,
  OPTION_KNUTH,
  OPTION_PROGRESS,
  OPTION_NO_PROGRESS,
  OPTION_RESTARTS,
  OPTION_WEIGHTED,
  OPTION_MEMO,
  OPTION_MEMO_SIZE,
  OPTION_SYMMETRY,
  OPTION_ZDD,
  OPTION_SAMPLE,
  OPTION_SEED,
  OPTION_MIN_COST,
  OPTION_BEST
};

/* What goes with --memo, --zdd and --sample; -1 when all is well, else the exit status. */
static int check_memo_options(settings *settings) {
  const char *memo_user = settings->zdd_file ? "--zdd" : settings->sample_given ? "--sample" : NULL;
  if (settings->seed_given && !settings->sample_given)
    return cli_usage_error("%s goes with --sample: it seeds its draws", "--seed");
  if (!settings->seed_given) settings->seed = 1;
  if (memo_user && settings->memo_given && settings->memo != DLX_MEMO_ON)
    return cli_usage_error("%s needs the memo's counts: it goes with --memo=on only", memo_user);
  if (memo_user) settings->memo = DLX_MEMO_ON;
  if (settings->sample_given && settings->count_only)
    return cli_usage_error("%s prints solutions: it does not go with --count", "--sample");
  if (settings->memo != DLX_MEMO_ON) return -1;
  if (settings->weighted)
    return cli_usage_error("%s and --weighted do not go together: the memo counts with a "
                           "search of its own",
                           memo_user ? memo_user : "--memo");
  const char *other = settings->limit_given    ? "--limit"
                      : settings->threads != 1 ? "--threads"
                      : settings->part         ? "--part"
                      : settings->merge        ? "--merge"
                      : settings->restarts     ? "--restarts"
                                               : NULL;
  char pair[64]; /* "--sample and --threads" */
  snprintf(pair, sizeof pair, "%s and %s", memo_user ? memo_user : "--memo",
           other ? other : "--symmetry=on");
  if (other)
    return cli_usage_error("%s do not go together: the memo counts every solution of the whole "
                           "problem with one cache, on one thread",
                           pair);
  if (settings->symmetry == DLX_SWITCH_ON)
    return cli_usage_error("%s do not go together: the memo counts without the symmetry", pair);
  return -1;
}

/* Returns -1 when the command should go on, or the exit status to end with. */
static int parse_command_line(int argc, char **argv, settings *settings) {
  static const struct option long_options[] = {
      {"count", no_argument, NULL, 'c'},
      {"limit", required_argument, NULL, 'l'},
      {"stats", optional_argument, NULL, OPTION_STATS},
      {"max-nodes", required_argument, NULL, OPTION_MAX_NODES},
      {"timeout", required_argument, NULL, OPTION_TIMEOUT},
      {"representation", required_argument, NULL, OPTION_REPRESENTATION},
      {"help", no_argument, NULL, 'h'},
      {"version", no_argument, NULL, 'V'},
      {"threads", required_argument, NULL, 'j'},
      {"part", required_argument, NULL, OPTION_PART},
      {"merge", no_argument, NULL, OPTION_MERGE},
      {"missing", no_argument, NULL, OPTION_MISSING},
      {"knuth", no_argument, NULL, OPTION_KNUTH},
      {"progress", no_argument, NULL, OPTION_PROGRESS},
      {"no-progress", no_argument, NULL, OPTION_NO_PROGRESS},
      {"restarts", optional_argument, NULL, OPTION_RESTARTS},
      {"weighted", no_argument, NULL, OPTION_WEIGHTED},
      {"memo", optional_argument, NULL, OPTION_MEMO},
      {"memo-size", required_argument, NULL, OPTION_MEMO_SIZE},
      {"symmetry", required_argument, NULL, OPTION_SYMMETRY},
      {"zdd", required_argument, NULL, OPTION_ZDD},
      {"sample", required_argument, NULL, OPTION_SAMPLE},
      {"seed", required_argument, NULL, OPTION_SEED},
      {"min-cost", no_argument, NULL, OPTION_MIN_COST},
      {"best", required_argument, NULL, OPTION_BEST},
      {NULL, 0, NULL, 0},
  };
  opterr = 0;
  int option, early_exit;
  while ((option = getopt_long(argc, argv, ":cl:hVj:", long_options, NULL)) != -1) {
    switch (option) {
    case 'c':
      settings->count_only = true;
      break;
    case 'l':
      if ((early_exit = cli_parse_limit(optarg, &settings->limit)) >= 0) return early_exit;
      settings->search_option_given = "--limit";
      settings->limit_given = true;
      break;
    case OPTION_MAX_NODES:
      if ((early_exit = cli_parse_max_nodes(optarg, &settings->max_nodes)) >= 0) return early_exit;
      settings->search_option_given = "--max-nodes";
      break;
    case OPTION_TIMEOUT:
      if ((early_exit = cli_parse_timeout(optarg, &settings->timeout_seconds)) >= 0)
        return early_exit;
      settings->search_option_given = "--timeout";
      break;
    case OPTION_STATS:
      settings->print_statistics = true;
      settings->statistic_names = optarg;
      if (optarg && (early_exit = cli_dlx_check_statistic_names(optarg)) >= 0) return early_exit;
      break;
    case OPTION_REPRESENTATION:
      if (strcmp(optarg, "auto") == 0)
        settings->representation = DLX_REPRESENTATION_AUTOMATIC;
      else if (strcmp(optarg, "links") == 0)
        settings->representation = DLX_REPRESENTATION_LINKS;
      else if (strcmp(optarg, "bitset") == 0)
        settings->representation = DLX_REPRESENTATION_BITSET;
      else
        return cli_usage_error("invalid representation '%s': expected auto, links or bitset",
                               optarg);
      settings->search_option_given = "--representation";
      break;
    case 'h':
      print_usage(stdout);
      return cli_flush_output() ? EXIT_STATUS_SUCCESS : EXIT_STATUS_INPUT_OUTPUT;
    case 'V':
      return cli_print_version();
    case 'j':
      if ((early_exit = cli_parse_threads(optarg, &settings->threads)) >= 0) return early_exit;
      settings->search_option_given = "--threads";
      break;
    case OPTION_PART:
      if (!part_parse_argument(optarg, &settings->part, &settings->parts))
        return cli_usage_error("invalid --part '%s': expected I/N with 1 <= I <= N <= 1000000",
                               optarg);
      break;
    case OPTION_MERGE:
      settings->merge = true;
      break;
    case OPTION_MISSING:
      settings->missing = true;
      break;
    case OPTION_KNUTH:
      settings->knuth = true;
      settings->search_option_given = "--knuth";
      break;
    case OPTION_PROGRESS:
    case OPTION_NO_PROGRESS:
      settings->progress = option == OPTION_PROGRESS;
      if (option == OPTION_PROGRESS) settings->search_option_given = "--progress";
      break;
    case OPTION_RESTARTS:
      settings->restarts = true;
      settings->restart_seed = 1;
      settings->search_option_given = "--restarts";
      if (optarg && (early_exit = cli_parse_restart_seed(optarg, &settings->restart_seed)) >= 0)
        return early_exit;
      break;
    case OPTION_MEMO:
      if (!optarg || strcmp(optarg, "on") == 0)
        settings->memo = DLX_MEMO_ON;
      else if (strcmp(optarg, "off") == 0)
        settings->memo = DLX_MEMO_OFF;
      else if (strcmp(optarg, "auto") == 0)
        settings->memo = DLX_MEMO_AUTOMATIC;
      else
        return cli_usage_error("invalid --memo '%s': expected on, off or auto", optarg);
      settings->memo_given = true;
      break;
    case OPTION_MEMO_SIZE:
      if ((early_exit = cli_parse_whole_number("--memo-size", optarg, 1, UINT64_C(1) << 24,
                                               &settings->memo_mebibytes)) >= 0)
        return early_exit;
      break;
    case OPTION_WEIGHTED:
      settings->weighted = true;
      settings->search_option_given = "--weighted";
      break;
    case OPTION_SYMMETRY:
      if (strcmp(optarg, "auto") == 0)
        settings->symmetry = DLX_SWITCH_AUTOMATIC;
      else if (strcmp(optarg, "on") == 0)
        settings->symmetry = DLX_SWITCH_ON;
      else if (strcmp(optarg, "off") == 0)
        settings->symmetry = DLX_SWITCH_OFF;
      else
        return cli_usage_error("invalid --symmetry '%s': expected auto, on or off", optarg);
      settings->symmetry_given = true;
      break;
    case OPTION_ZDD:
      settings->zdd_file = optarg;
      break;
    case OPTION_SAMPLE:
      if ((early_exit = cli_parse_whole_number("--sample", optarg, 1, UINT64_C(1) << 40,
                                               &settings->samples)) >= 0)
        return early_exit;
      settings->sample_given = true;
      break;
    case OPTION_SEED:
      if ((early_exit = cli_parse_whole_number("--seed", optarg, 0, UINT64_MAX, &settings->seed)) >=
          0)
        return early_exit;
      settings->seed_given = true;
      break;
    case OPTION_MIN_COST:
      settings->best = 1;
      break;
    case OPTION_BEST:
      if ((early_exit = cli_parse_whole_number("--best", optarg, 1, UINT64_MAX, &settings->best)) >=
          0)
        return early_exit;
      break;
    default:
      return cli_option_error(option, argv, long_options);
    }
  }
  if ((early_exit = check_memo_options(settings)) >= 0) return early_exit;
  settings->operand_count = argc - optind;
  settings->operands = argv + optind;
  if (settings->merge && settings->part)
    return cli_usage_error("%s and --merge do not go together: --merge adds up the lines of --part",
                           "--part");
  if (settings->merge && settings->statistic_names) {
    char option[128];
    snprintf(option, sizeof option, "--stats=%.100s", settings->statistic_names);
    return cli_usage_error("%s and --merge do not go together: --merge adds up only the parts' "
                           "solutions and nodes, which --stats prints",
                           option);
  }
  if (settings->merge && settings->search_option_given)
    return cli_usage_error("%s and --merge do not go together: --merge searches nothing, it adds "
                           "up the lines of --part",
                           settings->search_option_given);
  if (settings->part && settings->limit_given)
    return cli_usage_error("%s and --part do not go together: --merge needs every part counted "
                           "whole",
                           "--limit");
  if (settings->missing && !settings->merge)
    return cli_usage_error("%s goes with --merge: it lists the parts that --merge lacks",
                           "--missing");
  if (settings->part && (settings->knuth || settings->count_only))
    return cli_usage_error("%s and --part do not go together: a part prints only its result line",
                           settings->knuth ? "--knuth" : "--count");
  if (argc - optind > 1 && !settings->merge)
    return cli_usage_error("extra operand '%s': give one FILE", argv[optind + 1]);
  settings->operand = optind < argc ? argv[optind] : "-";
  if (settings->restarts && (settings->limit != 1 || settings->threads != 1 || settings->part))
    return cli_usage_error("%s finds one solution: it needs --limit=1, and goes with neither "
                           "--threads nor --part",
                           "--restarts");
  if (settings->weighted && settings->representation == DLX_REPRESENTATION_LINKS)
    return cli_usage_error("%s branches on the bitset: it does not go with "
                           "--representation=links",
                           "--weighted");
  const char *not_with_best = settings->limit_given     ? "--limit"
                              : settings->weighted      ? "--weighted"
                              : settings->threads != 1  ? "--threads"
                              : settings->part          ? "--part"
                              : settings->merge         ? "--merge"
                              : settings->restarts      ? "--restarts"
                              : settings->progress == 1 ? "--progress"
                              : settings->representation != DLX_REPRESENTATION_AUTOMATIC
                                  ? "--representation"
                              : settings->zdd_file       ? "--zdd"
                              : settings->sample_given   ? "--sample"
                              : settings->memo_given     ? "--memo"
                              : settings->memo_mebibytes ? "--memo-size"
                              : settings->symmetry_given ? "--symmetry"
                                                         : NULL;
  if (settings->best && not_with_best)
    return cli_usage_error(settings->best == 1
                               ? "%s and --min-cost do not go together: the "
                                 "cheapest solutions come from a search of their own"
                               : "%s and --best do not go together: the cheapest "
                                 "solutions come from a search of their own",
                           not_with_best);
  return -1;
}

/* Warnings are printed up to this many, then summed up in one line: an input of 200,000 options
 * without a primary item must not bury the answer under 200,000 lines. */
enum { WARNINGS_SHOWN_MAX = 10 };

typedef struct warning_printer {
  const char *file_name;
  unsigned long count;
} warning_printer;

static void print_warning(void *context, unsigned long line, unsigned long column,
                          const char *message) {
  warning_printer *printer = context;
  if (++printer->count <= WARNINGS_SHOWN_MAX)
    cli_error("%s:%lu:%lu: warning: %s", printer->file_name, line, column, message);
}

static void print_warnings_not_shown(const warning_printer *printer) {
  if (printer->count > WARNINGS_SHOWN_MAX)
    cli_error("%s: warning: ... and %lu more %s", printer->file_name,
              printer->count - WARNINGS_SHOWN_MAX,
              printer->count - WARNINGS_SHOWN_MAX == 1 ? "warning" : "warnings");
}

/* Reads the problem of one operand; on failure reports it and returns the exit status, else -1. */
static int read_problem(const char *operand, dlx_knuth **problem) {
  const char *file_name;
  FILE *input = cli_open_input(operand, &file_name);
  if (!input) {
    cli_error("cannot open '%s': %s", file_name, strerror(errno));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  dlx_knuth_error error;
  warning_printer warnings = {file_name, 0};
  dlx_status status = dlx_knuth_read(input, problem, &error, print_warning, &warnings);
  int read_errno = errno;
  print_warnings_not_shown(&warnings);
  bool read_failed = ferror(input) != 0;
  cli_close_input(input);
  if (status == DLX_OK) return -1;
  if (read_failed && cli_stop_signal()) return cli_exit_status_for_signal(cli_stop_signal());
  if (read_failed) {
    cli_error("cannot read '%s': %s", file_name, strerror(read_errno));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    cli_error("%s:%lu:%lu: out of memory", file_name, error.line, error.column);
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  cli_error("%s:%lu:%lu: %s", file_name, error.line, error.column, error.message);
  return EXIT_STATUS_BAD_INPUT;
}

typedef struct solution_printer {
  const dlx_knuth *problem;
  bool knuth;
  unsigned long long printed;
  progress_line *progress; /* NULL without --progress */
} solution_printer;

/* Prints one solution, one option per line, then an empty line (with --knuth, "N:" then each
 * option after a space, as Knuth's programs print); a write error stops the search. */
static int print_solution(void *context, const uint32_t *option_ids, size_t option_count) {
  solution_printer *printer = context;
  const dlx_knuth *problem = printer->problem;
  if (printer->progress) progress_line_erase(printer->progress);
  if (printer->knuth) printf("%llu:\n", ++printer->printed);
  for (size_t k = 0; k < option_count; k++) {
    if (printer->knuth) putchar(' ');
    fputs(dlx_knuth_option_text(problem, option_ids[k]), stdout);
    putchar('\n');
  }
  if (!printer->knuth) putchar('\n');
  return ferror(stdout) != 0;
}

/* Prints a count given in decimal (--merge's exact sums may pass 2^64). */
static void print_count_text(const settings *settings, dlx_status status, const char *count) {
  const char *noun = strcmp(count, "1") == 0 ? "solution" : "solutions";
  if (settings->count_only)
    printf("%s\n", count);
  else if (status == DLX_STOPPED_AT_SOLUTION_LIMIT)
    printf("at least %s %s (limit reached)\n", count, noun);
  else
    printf("%s %s\n", count, noun);
}

static void print_count(const settings *settings, dlx_status status, const char *count) {
  if (settings->knuth) return; /* the count is in Knuth's line */
  print_count_text(settings, status, count);
}

static void print_partial_count(const settings *settings, const char *cause, const char *count) {
  if (settings->knuth) return; /* the count is in Knuth's line, the cause on standard error */
  if (settings->count_only)
    printf("%s\n", count);
  else
    printf("at least %s %s (search stopped by %s)\n", count,
           strcmp(count, "1") == 0 ? "solution" : "solutions", cause);
}

/* The exact count of a search in decimal (the memo's pass 2^64), in `text` (which it allocates;
 * on failure, the 64-bit count, capped, in `fallback`). */
static const char *count_text(const dlx_count *count, uint64_t solutions, char **text,
                              char *fallback, size_t fallback_capacity) {
  size_t length = count ? dlx_count_decimal(count, NULL, 0) : 0;
  *text = length ? malloc(length + 1) : NULL;
  if (*text && dlx_count_decimal(count, *text, length + 1) == length) return *text;
  snprintf(fallback, fallback_capacity, "%llu", (unsigned long long)solutions);
  return fallback;
}

/* --zdd: writes each node as Knuth's ZDDREAD programs read them, and remembers the last (the
 * root). */
typedef struct zdd_writer {
  FILE *file;
  uint64_t last_id;
} zdd_writer;

static void write_zdd_node(void *context, uint64_t id, uint32_t option_id, uint64_t lo,
                           uint64_t hi) {
  zdd_writer *writer = context;
  fprintf(writer->file, "%llx: (~%lu?%llx:%llx)\n", (unsigned long long)id,
          (unsigned long)option_id + 1, (unsigned long long)lo, (unsigned long long)hi);
  writer->last_id = id;
}

/* Ends the ZDD with DLX6's dummy root of variable 0, by which the ZDDREAD programs find the root;
 * returns the exit status of the writing (the file is closed). */
static int finish_zdd(const settings *settings, zdd_writer *writer, dlx_status status,
                      const dlx_statistics *statistics) {
  uint64_t root = writer->last_id ? writer->last_id : statistics->solutions ? 1 : 0;
  fprintf(writer->file, "%llx: (~0?0:%llx)\n",
          (unsigned long long)(writer->last_id ? writer->last_id + 1 : 2),
          (unsigned long long)root);
  bool failed = ferror(writer->file) != 0;
  if (fclose(writer->file) != 0) failed = true;
  if (failed) {
    cli_error("cannot write '%s': %s", settings->zdd_file, strerror(errno));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  if (status != DLX_OK && status != DLX_STOPPED_BY_CALLBACK)
    cli_error("%s: the search did not finish: the ZDD in '%s' is incomplete",
              cli_dlx_input_name(settings), settings->zdd_file);
  return EXIT_STATUS_SUCCESS;
}

/* The entry point of dlx.h that the command line calls, as a DLX_ENTRY_* bit: dlx_sample, or
 * dlx_solve_part or dlx_solve_parallel, which run as dlx_solve on one part and one thread. */
static unsigned entry_point_of(const settings *settings) {
  if (settings->sample_given) return DLX_ENTRY_SAMPLE;
  if (settings->parts > 1) return DLX_ENTRY_PART;
  return settings->threads > 1 ? DLX_ENTRY_PARALLEL : DLX_ENTRY_SOLVE;
}

/* Sets the solver's option to value when the entry point honours it; otherwise the option stays at
 * its default, as the entry point runs without it (an entry point refuses an option it cannot
 * honour, and the command line has refused already what it means to refuse). */
static void set_option_for(dlx_solver *solver, unsigned entry_point, dlx_option option,
                           uint64_t value) {
  if (dlx_option_describe(option)->honoured_by & entry_point)
    dlx_set_option_value(solver, option, value);
}

/* The options of the command line, as the solver's options of the entry point it calls. */
static void set_search_options(const settings *settings, dlx_solver *solver, unsigned entry_point) {
  set_option_for(solver, entry_point, DLX_OPTION_REPRESENTATION,
                 settings->weighted ? DLX_REPRESENTATION_BITSET : settings->representation);
  if (settings->weighted)
    set_option_for(solver, entry_point, DLX_OPTION_WEIGHTED_BRANCHING, DLX_SWITCH_ON);
  if (settings->restarts) {
    set_option_for(solver, entry_point, DLX_OPTION_RESTARTS, 1);
    set_option_for(solver, entry_point, DLX_OPTION_RESTART_SEED, settings->restart_seed);
  }
  /* Knuth's statistics are those of his plain search */
  set_option_for(solver, entry_point, DLX_OPTION_MEMO,
                 (settings->knuth || settings->weighted) && !settings->memo_given ? DLX_MEMO_OFF
                                                                                  : settings->memo);
  set_option_for(solver, entry_point, DLX_OPTION_MEMO_BYTES, settings->memo_mebibytes << 20);
  set_option_for(solver, entry_point, DLX_OPTION_SYMMETRY,
                 settings->knuth ? DLX_SWITCH_OFF : settings->symmetry);
}

/* What a search stopped by --max-nodes left of its budget, said after the nodes: threads reserve
 * shares of the budget for their subtrees and use what one leaves, but when no subtree is left to
 * take, a share that a subtree did not need goes unused. Empty otherwise. */
static const char *unused_node_budget(const settings *settings, dlx_status status, uint64_t nodes,
                                      char *text, size_t capacity) {
  text[0] = '\0';
  if (status == DLX_STOPPED_AT_NODE_LIMIT && !cli_stop_signal() && nodes < settings->max_nodes)
    snprintf(text, capacity,
             " (%llu of the %llu allowed unused: the threads had reserved them for subtrees "
             "that ended sooner)",
             (unsigned long long)(settings->max_nodes - nodes),
             (unsigned long long)settings->max_nodes);
  return text;
}

int main(int argc, char **argv) {
  cli_set_program_name(argv[0]);
  settings settings = {.threads = 1, .progress = -1};
  int early_exit = parse_command_line(argc, argv, &settings);
  if (early_exit >= 0) return early_exit;

  if (settings.merge) return cli_dlx_merge_parts(&settings);
  if (!cli_create_stop()) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  cli_handle_stop_signals();
  dlx_knuth *problem = NULL;
  int read_status = read_problem(settings.operand, &problem);
  if (read_status >= 0) return read_status;
  cli_restart_writes_after_stop_signals(); /* the input is read: no read to interrupt */

  dlx_search search = {.size = sizeof search,
                       .solution_limit = settings.limit,
                       .node_limit = settings.max_nodes,
                       .stop = cli_stop};
  /* The cheapest solutions' search honours none of the solver's options: --best refuses those
   * that would set one. */
  if (settings.best) return cli_dlx_solve_cheapest(&settings, problem, &search);
  dlx_solver *solver = dlx_knuth_solver(problem);
  unsigned entry_point = entry_point_of(&settings);
  set_search_options(&settings, solver, entry_point);
  if (settings.part && settings.memo == DLX_MEMO_OFF) /* the split's mode is never the memo */
    dlx_set_option_value(solver, DLX_OPTION_MEMO, DLX_MEMO_OFF);
  /* The exact count, past 2^64 (dlx_solve, dlx_solve_parallel, dlx_solve_part and dlx_sample). */
  dlx_count *exact_count = NULL;
  if (dlx_count_create(&exact_count) != DLX_OK) {
    cli_error("out of memory");
    dlx_knuth_destroy(problem);
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  dlx_set_exact_count(solver, exact_count);
  zdd_writer zdd = {0};
  if (settings.zdd_file) {
    if (!(zdd.file = fopen(settings.zdd_file, "w"))) {
      cli_error("cannot open '%s' for writing: %s", settings.zdd_file, strerror(errno));
      dlx_count_destroy(exact_count);
      dlx_knuth_destroy(problem);
      return EXIT_STATUS_INPUT_OUTPUT;
    }
    dlx_set_zdd_callback(solver, write_zdd_node, &zdd); /* dlx_solve and dlx_sample */
  }
  progress_line progress;
  solution_printer printer = {.problem = problem, .knuth = settings.knuth};
  if (settings.progress == 1 || (settings.progress == -1 && isatty(STDERR_FILENO))) {
    progress_line_start(&progress, stderr, isatty(STDOUT_FILENO));
    search.on_progress = progress_line_report;
    search.progress_context = printer.progress = &progress;
  }
  if (!settings.count_only && !settings.part &&
      (settings.memo != DLX_MEMO_ON || settings.sample_given)) {
    search.on_solution = print_solution;
    search.context = &printer;
  }
  dlx_statistics statistics = {.size = sizeof statistics};
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  cli_arm_timeout(settings.timeout_seconds);
  dlx_part_result part;
  dlx_status status =
      settings.sample_given
          ? dlx_sample(solver, &search, settings.samples, settings.seed, &statistics)
      : settings.part ? dlx_count_part(solver, &search, settings.part, settings.parts,
                                       settings.threads, &part, &statistics)
                      : dlx_solve_parallel(solver, &search, settings.threads, &statistics);
  cli_disarm_timeout();
  double seconds = cli_dlx_seconds_since(&start);
  if (printer.progress) progress_line_finish(&progress);
  if (settings.print_statistics && !settings.statistic_names && statistics.symmetry_classes)
    fprintf(stderr, "%s: symmetry: the %lu options of %s in %lu %s, one search each\n",
            cli_program_name(), (unsigned long)statistics.symmetry_item_options,
            dlx_knuth_item_name(problem, statistics.symmetry_item),
            (unsigned long)statistics.symmetry_classes,
            cli_plural(statistics.symmetry_classes, "class", "classes"));
  if (statistics.memo_capped) {
    unsigned long long mebibytes =
        settings.memo_mebibytes ? settings.memo_mebibytes : DLX_MEMO_DEFAULT_BYTES >> 20;
    cli_error("%s: warning: the memo's cache %s (--memo-size=%llu): %llu residual %s forgotten, "
              "each searched again when met again",
              cli_dlx_input_name(&settings),
              statistics.memo_capped == 2 ? "could not get the memory it asked for"
                                          : "was full at its size",
              mebibytes, (unsigned long long)statistics.memo_replaced,
              cli_plural(statistics.memo_replaced, "problem", "problems"));
  }
  dlx_knuth_destroy(problem);
  if (settings.part) {
    dlx_count_destroy(exact_count); /* the part's result holds its count */
    char unused[160];
    unused_node_budget(&settings, status, statistics.nodes, unused, sizeof unused);
    return cli_dlx_finish_part(&settings, status, &statistics, &part, unused, seconds);
  }

  int exit_status =
      zdd.file ? finish_zdd(&settings, &zdd, status, &statistics) : EXIT_STATUS_SUCCESS;
  char *allocated_count, fallback_count[24];
  const char *count = count_text(exact_count, statistics.solutions, &allocated_count,
                                 fallback_count, sizeof fallback_count);
  dlx_count_destroy(exact_count);
  if (status == DLX_OK || status == DLX_STOPPED_AT_SOLUTION_LIMIT) {
    print_count(&settings, status, count);
    /* -c prints a bare number: say on standard error that it is only a lower bound. */
    if (status == DLX_STOPPED_AT_SOLUTION_LIMIT && settings.count_only)
      cli_error("%s: search stopped at --limit=%llu: there may be more solutions",
                cli_dlx_input_name(&settings), (unsigned long long)settings.limit);
  } else if (status == DLX_STOPPED_AT_NODE_LIMIT || status == DLX_STOPPED_BY_REQUEST) {
    print_partial_count(&settings, cli_dlx_stop_cause(status), count);
    char unused[160];
    cli_error("%s: search stopped by %s after %llu %s%s: the count is partial",
              cli_dlx_input_name(&settings), cli_dlx_stop_cause(status),
              (unsigned long long)statistics.nodes, cli_plural(statistics.nodes, "node", "nodes"),
              unused_node_budget(&settings, status, statistics.nodes, unused, sizeof unused));
    exit_status = cli_graver_exit_status(exit_status, cli_dlx_stopped_exit_status());
  } else if (status == DLX_ERROR_OUT_OF_MEMORY) { /* the bitset, a thread's copy, the memo */
    cli_error("%s", dlx_strerror(status));
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_OUT_OF_MEMORY);
  } else if (status != DLX_STOPPED_BY_CALLBACK) {
    /* Cannot happen: nothing is preselected. print_solution stops the search only on a write
     * error, which the flush below reports. */
    cli_error("the search failed: %s", dlx_strerror(status));
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_BAD_INPUT);
  }
  if (!cli_flush_output())
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_INPUT_OUTPUT);
  /* The layout of the last line of Knuth's DLX1 to DLX3, without what the engine does not
   * measure (mems, bytes, cleansings, ccost). */
  if (settings.knuth && status <= DLX_STOPPED_BY_REQUEST)
    fprintf(stderr, "Altogether %s solution%s, %llu updates, %llu nodes.\n", count,
            strcmp(count, "1") == 0 ? "" : "s", (unsigned long long)statistics.updates,
            (unsigned long long)statistics.nodes);
  if (settings.print_statistics) cli_dlx_print_statistics(&settings, &statistics, count, seconds);
  free(allocated_count);
  return exit_status;
}
