/* sudoku_main.c: the `sudoku` command. It reads puzzles from files or standard input, answers each
 * one as soon as it is read, in the output style of the judge the user names, and reports bad
 * input as FILE:LINE: problem. The solving and the formats live in sudoku/. Without -j the answers
 * go out through cli/standard_output.h, whose writes a signal cannot cut short. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "cli/standard_output.h"
#include "cli/sudoku_draw.h"
#include "cli/sudoku_emit.h"
#include "cli/sudoku_generate.h"
#include "cli/sudoku_hint.h"
#include "cli/sudoku_jobs.h"
#include "cli/sudoku_rate.h"
#include "dlx/dlx.h"
#include "sudoku/answer.h"
#include "sudoku/geometry.h"
#include "sudoku/grid_reader.h"
#include "sudoku/puzzle_header.h"
#include "sudoku/sudoku.h"

typedef struct settings {
  sudoku_answer_style style;
  bool style_given;
  cli_rate_mode rate_mode;        /* --rate, --explain, --hint: the rating replaces the answer */
  bool rate_given, explain_given; /* --explain prints the --rate line; --hint goes with neither */
  bool hint_marks;                /* --hint=marks: the input is pencil-mark grids */
  sudoku_layout layout;
  uint64_t limit;
  bool limit_given;
  bool every_solution;
  bool draw; /* --draw: grids drawn with their boxes and cages (cli/sudoku_draw.h) */
  uint64_t max_nodes;
  double timeout_seconds;
  bool print_statistics;
  unsigned threads;         /* 1: answer each puzzle as it is read, on the main thread */
  bool restarts;            /* --restarts[=SEED]: the engine's randomised restarts, at limit 1 */
  uint64_t restart_seed;    /* the same for every puzzle, so that answers are reproducible */
  sudoku_geometry geometry; /* --size, --boxes, --symbols, --variant: for headerless input */
  bool emit_dlx;
  const char *emit_dlx_prefix; /* --emit-dlx=PREFIX: a file per puzzle; NULL: standard output */
  cli_generate_settings generate;
} settings;

typedef sudoku_jobs_totals run_totals;

typedef struct run {
  const settings *settings;
  sudoku_solver *solver;
  bool solver_has_base_geometry; /* false once a header gave the solver another geometry */
  FILE *held_solutions;          /* --all: a temporary file, made when first needed */
  run_totals totals;
} run;

static void print_usage(FILE *out) {
  fprintf(out,
          "Usage: %s [OPTION]... [FILE]...\n"
          "Solve sudoku puzzles and count their solutions, answering each puzzle as soon\n"
          "as it is read. With no FILE, or when FILE is -, read standard input.\n"
          "\n"
          "Options:\n"
          "  -f, --format=STYLE   how to answer each puzzle (default: count):\n"
          "                         count     the number of solutions, then the solved\n"
          "                                   grid when it is exactly 1, in the puzzle's\n"
          "                                   own layout (SPOJ SUDOGOB)\n"
          "                         verdict   Case N: Illegal. / Impossible. / Unique. /\n"
          "                                   Ambiguous. (UVa 10957; counts up to 2)\n"
          "                         scenario  Scenario #N:, the solved grid as 9 lines of\n"
          "                                   9 digits, an empty line (HOJ 2306)\n"
          "                         line      the solved grid as one 81-digit line\n"
          "                                   (AcWing 166)\n"
          "                         grid      the solved grid as 9 lines of 9 digits\n"
          "                                   separated by spaces, then an empty line\n"
          "                                   (the '?' task)\n"
          "                         json      one JSON object per line: puzzle,\n"
          "                                   solutions, limit_reached, verdict, and\n"
          "                                   solution when unique\n"
          "                       scenario, line and grid print the first solution found\n"
          "                       when a puzzle has several, and the line 'no solution'\n"
          "                       in place of the grid when it has none (illegal givens\n"
          "                       included).\n"
          "  -a, --all            print every solution (up to --limit), each as the style\n"
          "                       prints one: count and verdict after their line, in the\n"
          "                       puzzle's layout; json adds \"all_solutions\":[...]\n"
          "      --draw           draw each grid for a person: boxes or regions framed,\n"
          "                       killer cages dotted, each sum above its first cell;\n"
          "                       where the style prints no grid, the puzzle is drawn\n"
          "                       (with count, verdict, scenario or grid)\n"
          "  -i, --input=LAYOUT   read only this layout instead of detecting it per\n"
          "                       puzzle:\n"
          "                         tokens  9 lines of 9 cells separated by spaces\n"
          "                         packed  9 lines of 9 cells with nothing between them\n"
          "                         line    one line of 81 cells, then optional free text\n"
          "                         auto    detect (the default)\n"
          "      --size=N|RxC     grids of N x N cells (1 to 64), with boxes of R x C\n"
          "                       cells when given as RxC, else the usual ones: 4 2x2,\n"
          "                       6 2x3, 8 2x4, 12 3x4, 16 4x4, ..., none for a prime N\n"
          "      --boxes=RxC|none boxes of R rows and C columns, or none (Latin squares)\n"
          "      --symbols=NAME   digits (1-9, then A-Z: 1-9A-G), hex (0-9A-F), letters\n"
          "                       (A-Y), numbers (1 to N separated by spaces); detected\n"
          "                       per puzzle above size 9 when not given\n"
          "      --variant=LIST   extra rules, comma separated: x (both diagonals),\n"
          "                       windoku (extra boxes), anti-king, anti-knight,\n"
          "                       non-consecutive (neighbours never differ by 1)\n"
          "      --emit-dlx[=PREFIX]\n"
          "                       write the puzzle as an exact-cover problem in Knuth's\n"
          "                       format, for dlx, instead of solving it; a second\n"
          "                       puzzle needs PREFIX: each is then written to a file\n"
          "                       PREFIXN.dlx (N from 1), whose name is printed\n"
          "      --rate           answer each puzzle with how hard it is for a person:\n"
          "                       the level (simple, easy, intermediate, expert,\n"
          "                       fiendish, diabolical), the hardest technique, the\n"
          "                       steps of each technique, and the search nodes the\n"
          "                       engine needed (a count up to 2), on one line\n"
          "      --explain        print every step of the rating, one per line, then\n"
          "                       the --rate line and an empty line\n"
          "      --hint[=marks]   read each puzzle as a partly solved grid and print its\n"
          "                       next logical step, or the wrong entry that stops it;\n"
          "                       marks: each grid is n*n words, a cell's candidates\n"
          "                       (one symbol: a filled cell), as a player's app shows\n"
          "                       (--rate, --explain and --hint take -f json: one JSON\n"
          "                       object per puzzle, see the man page)\n"
          "  -l, --limit=N        stop counting a puzzle's solutions at N (0: no limit);\n"
          "                       a count that reaches N means 'at least N', which count\n"
          "                       prints, and json says with \"limit_reached\":true.\n"
          "                       Default: no limit for count and json, 2 for verdict, 1\n"
          "                       for the styles that print one solution; with --all, no\n"
          "                       limit unless one is given\n"
          "      --max-nodes=N    stop each puzzle's search after N search nodes\n"
          "      --timeout=SECONDS\n"
          "                       stop each puzzle's search after SECONDS, from 0.000001\n"
          "                       to 100000000, written as in 2, 0.5 or 1e-3\n"
          "                       A search so stopped gets a partial answer: count prints\n"
          "                       'at least K', verdict 'Unknown.' unless 2 solutions were\n"
          "                       found, json adds \"partial\":true, and the others print a\n"
          "                       solution found, or 'no solution found: the search was\n"
          "                       stopped'; one line on standard error names the puzzle.\n"
          "      --restarts[=SEED]\n"
          "                       with a limit of 1 (the default of scenario, line and\n"
          "                       grid): search again and again, each time in a new\n"
          "                       random order with a growing node budget, for puzzles\n"
          "                       whose plain search takes long to find a first solution\n"
          "                       (SEED 0 to 2^64-1, default 1, the same for every\n"
          "                       puzzle; a puzzle without solution is still proved to\n"
          "                       have none)\n"
          "      --stats          print to standard error the puzzles read, the\n"
          "                       solutions, the search nodes, the time and the puzzles\n"
          "                       per second\n"
          "  -j, --threads=N      answer N puzzles at a time on N threads (0: one per\n"
          "                       core; default 1), printing the answers in input order\n"
          "  -h, --help           print this help and exit\n"
          "  -V, --version        print the version and exit\n",
          cli_program_name());
  cli_print_generate_usage(out);
  fprintf(out,
          "\n"
          "Input: puzzles in any of the layouts above, detected per puzzle, with empty\n"
          "cells written as 0 . ? - * or _. The input may start with a line holding only\n"
          "the number of puzzles, at most 8 digits, which must then follow exactly. Empty\n"
          "lines between puzzles, lines that start with #, CRLF line endings and trailing\n"
          "spaces are accepted; a line 'end' ends the input. A header of lines 'key:\n"
          "value' before puzzles sets their geometry, until the next header: size, boxes,\n"
          "symbols, variant (as the options), 'region: r1c1 r1c2 ...' (n cells holding\n"
          "every symbol once), 'different: r1c1 r2c3' (never the same symbol) and\n"
          "'regions:' followed by n lines of n region letters (a jigsaw). A header starts\n"
          "from the options and replaces what it names.\n"
          "\n"
          "Examples:\n"
          "  %s puzzles.txt              count the solutions of every puzzle\n"
          "  %s -f line hard.txt         solve one-line puzzles, one answer per line\n"
          "  echo 3.6..25......38...7.8.16.9...7..386.82..\\\n"
          "7..45.631..9...7.35.6.2...82......29..7.4 | %s -f verdict\n"
          "                                   prints Case 1: Unique.\n"
          "  %s --size=4 --variant=x 4x4.txt  4x4 X-sudoku puzzles, one per line\n"
          "  %s --draw killer.txt        the solved grid drawn with its boxes and its\n"
          "                                   cages (cage: lines), each sum in its corner\n"
          "\n"
          "Exit status: 0 every puzzle answered; 1 malformed input (the puzzles before it\n"
          "are answered); 2 wrong command line; 3 a file could not be read, or the output\n"
          "written (the command stops at the first failed write); 4 out of memory; 5\n"
          "--max-nodes or --timeout made an answer partial, or --generate gave up before\n"
          "N puzzles; 130 or 143 stopped by SIGINT or SIGTERM (the puzzle at hand gets\n"
          "its partial answer, and everything answered before is written out). When\n"
          "several apply, the gravest wins: 130 or 143, then 4, 3, 1 and 5.\n",
          cli_program_name(), cli_program_name(), cli_program_name(), cli_program_name(),
          cli_program_name());
}

enum {
  OPTION_STATS = 256,
  OPTION_MAX_NODES,
  OPTION_TIMEOUT,
  OPTION_SIZE,
  OPTION_BOXES,
  OPTION_SYMBOLS,
  OPTION_VARIANT,
  OPTION_EMIT_DLX,
  OPTION_RATE,
  OPTION_EXPLAIN,
  OPTION_HINT,
  OPTION_DRAW,
  OPTION_RESTARTS,
};

/* --size, --boxes, --symbols and --variant; returns -1, or the exit status of a usage error. */
static int parse_geometry_option(int option, const char *argument, sudoku_geometry *geometry) {
  unsigned side, rows, columns;
  const char *bad_name;
  size_t bad_length;
  switch (option) {
  case OPTION_SIZE:
    if (!sudoku_parse_size(argument, &side, &rows, &columns))
      return cli_usage_error("--size '%s' is not a number from 1 to 64 or RxC", argument);
    sudoku_geometry_set_side(geometry, side);
    if (rows) {
      geometry->box_rows = rows;
      geometry->box_columns = columns;
      geometry->boxless = false;
    }
    return -1;
  case OPTION_BOXES:
    if (!sudoku_parse_boxes(argument, &rows, &columns))
      return cli_usage_error("--boxes '%s' is not RxC or none", argument);
    geometry->box_rows = rows;
    geometry->box_columns = columns;
    geometry->boxless = rows == 0;
    if (geometry->side == 0) geometry->side = 9;
    return -1;
  case OPTION_SYMBOLS:
    if (!sudoku_symbols_from_name(argument, &geometry->symbols))
      return cli_usage_error("unknown symbols '%s' (see --help)", argument);
    geometry->symbols_declared = true;
    return -1;
  default:
    if (!sudoku_variants_from_names(argument, &geometry->variants, &bad_name, &bad_length)) {
      char name[40];
      snprintf(name, sizeof name, "%.*s", (int)(bad_length < 32 ? bad_length : 32), bad_name);
      return cli_usage_error("unknown variant '%s' (see --help)", name);
    }
    return -1;
  }
}

/* --rate, --explain and --hint print their own line (or JSON object, with -f json): a usage error
 * (and its exit status) when an option that shapes another answer comes with them; else -1. */
static int check_rate_settings(const settings *settings) {
  if (settings->rate_mode == CLI_RATE_OFF) return -1;
  const char *option = settings->rate_mode == CLI_RATE_LINE      ? "--rate"
                       : settings->rate_mode == CLI_RATE_EXPLAIN ? "--explain"
                                                                 : "--hint";
  if (settings->style_given && settings->style != SUDOKU_STYLE_JSON)
    return cli_usage_error("%s takes no --format but json", option);
  bool hint = settings->rate_mode == CLI_RATE_HINT;
  const char *other = settings->every_solution          ? "--all"
                      : settings->limit_given           ? "--limit"
                      : settings->emit_dlx              ? "--emit-dlx"
                      : settings->restarts              ? "--restarts"
                      : hint && settings->rate_given    ? "--rate"
                      : hint && settings->explain_given ? "--explain"
                                                        : NULL;
  if (!other) return -1;
  char message[96];
  snprintf(message, sizeof message, "%%s prints its own answer: it cannot go with %s", other);
  return cli_usage_error(message, option);
}

/* --emit-dlx writes each puzzle unsolved: a usage error (and its exit status) when an option that
 * shapes a search or an answer comes with it; else -1. */
static int check_emit_dlx_settings(const settings *settings) {
  if (!settings->emit_dlx) return -1;
  const char *other = settings->style_given            ? "--format"
                      : settings->every_solution       ? "--all"
                      : settings->limit_given          ? "--limit"
                      : settings->max_nodes != 0       ? "--max-nodes"
                      : settings->timeout_seconds != 0 ? "--timeout"
                      : settings->restarts             ? "--restarts"
                                                       : NULL;
  if (!other) return -1;
  return cli_usage_error("--emit-dlx solves no puzzle: it cannot go with %s", other);
}

/* Returns -1 when the command should go on, or the exit status to end with. */
static int parse_command_line(int argc, char **argv, settings *settings) {
  static const struct option long_options[] = {
      {"all", no_argument, NULL, 'a'},
      {"format", required_argument, NULL, 'f'},
      {"input", required_argument, NULL, 'i'},
      {"limit", required_argument, NULL, 'l'},
      {"stats", no_argument, NULL, OPTION_STATS},
      {"max-nodes", required_argument, NULL, OPTION_MAX_NODES},
      {"timeout", required_argument, NULL, OPTION_TIMEOUT},
      {"threads", required_argument, NULL, 'j'},
      {"size", required_argument, NULL, OPTION_SIZE},
      {"boxes", required_argument, NULL, OPTION_BOXES},
      {"symbols", required_argument, NULL, OPTION_SYMBOLS},
      {"variant", required_argument, NULL, OPTION_VARIANT},
      {"emit-dlx", optional_argument, NULL, OPTION_EMIT_DLX},
      {"rate", no_argument, NULL, OPTION_RATE},
      {"explain", no_argument, NULL, OPTION_EXPLAIN},
      {"hint", optional_argument, NULL, OPTION_HINT},
      {"draw", no_argument, NULL, OPTION_DRAW},
      {"restarts", optional_argument, NULL, OPTION_RESTARTS},
      {"help", no_argument, NULL, 'h'},
      {"version", no_argument, NULL, 'V'},
      CLI_GENERATE_LONG_OPTIONS,
      {NULL, 0, NULL, 0},
  };
  opterr = 0;
  int option, early_exit;
  while ((option = getopt_long(argc, argv, ":af:i:j:l:hV", long_options, NULL)) != -1) {
    switch (option) {
    case 'f':
      if (!sudoku_answer_style_from_name(optarg, &settings->style))
        return cli_usage_error("unknown output style '%s' (see --help)", optarg);
      settings->style_given = true;
      break;
    case 'i':
      if (!sudoku_layout_from_name(optarg, &settings->layout))
        return cli_usage_error("unknown input layout '%s' (see --help)", optarg);
      break;
    case 'l':
      if ((early_exit = cli_parse_limit(optarg, &settings->limit)) >= 0) return early_exit;
      settings->limit_given = true;
      break;
    case 'a':
      settings->every_solution = true;
      break;
    case OPTION_DRAW:
      settings->draw = true;
      break;
    case OPTION_MAX_NODES:
      if ((early_exit = cli_parse_max_nodes(optarg, &settings->max_nodes)) >= 0) return early_exit;
      break;
    case OPTION_TIMEOUT:
      if ((early_exit = cli_parse_timeout(optarg, &settings->timeout_seconds)) >= 0)
        return early_exit;
      break;
    case OPTION_STATS:
      settings->print_statistics = true;
      break;
    case OPTION_RESTARTS:
      settings->restarts = true;
      settings->restart_seed = 1;
      if (optarg && (early_exit = cli_parse_restart_seed(optarg, &settings->restart_seed)) >= 0)
        return early_exit;
      break;
    case 'j':
      if ((early_exit = cli_parse_threads(optarg, &settings->threads)) >= 0) return early_exit;
      break;
    case OPTION_SIZE:
    case OPTION_BOXES:
    case OPTION_SYMBOLS:
    case OPTION_VARIANT:
      if ((early_exit = parse_geometry_option(option, optarg, &settings->geometry)) >= 0)
        return early_exit;
      break;
    case OPTION_EMIT_DLX:
      settings->emit_dlx = true;
      settings->emit_dlx_prefix = optarg;
      break;
    case OPTION_RATE:
      settings->rate_given = true;
      if (settings->rate_mode == CLI_RATE_OFF) settings->rate_mode = CLI_RATE_LINE;
      break;
    case OPTION_EXPLAIN:
      settings->explain_given = true;
      if (settings->rate_mode != CLI_RATE_HINT) settings->rate_mode = CLI_RATE_EXPLAIN;
      break;
    case OPTION_HINT:
      settings->rate_mode = CLI_RATE_HINT;
      if (optarg && strcmp(optarg, "marks") != 0)
        return cli_usage_error("--hint takes no argument but marks, not '%s'", optarg);
      settings->hint_marks = optarg != NULL;
      break;
    case 'h':
      print_usage(stdout);
      return cli_flush_output() ? EXIT_STATUS_SUCCESS : EXIT_STATUS_INPUT_OUTPUT;
    case 'V':
      return cli_print_version();
    default:
      if (cli_is_generate_option(option)) {
        if ((early_exit = cli_parse_generate_option(option, optarg, &settings->generate)) >= 0)
          return early_exit;
        break;
      }
      return cli_option_error(option, argv, long_options);
    }
  }
  const char *problem = sudoku_geometry_problem(&settings->geometry);
  if (problem) return cli_usage_error("%s", problem);
  const char *solving_option = settings->every_solution                  ? "--all"
                               : settings->limit_given                   ? "--limit"
                               : settings->layout != SUDOKU_LAYOUT_AUTO  ? "--input"
                               : settings->max_nodes != 0                ? "--max-nodes"
                               : settings->timeout_seconds != 0          ? "--timeout"
                               : settings->emit_dlx                      ? "--emit-dlx"
                               : settings->rate_mode == CLI_RATE_LINE    ? "--rate"
                               : settings->rate_mode == CLI_RATE_EXPLAIN ? "--explain"
                               : settings->rate_mode == CLI_RATE_HINT    ? "--hint"
                               : settings->restarts                      ? "--restarts"
                                                                         : NULL;
  if ((early_exit = cli_check_generate_settings(&settings->generate, &settings->geometry,
                                                optind < argc, solving_option, settings->style)) >=
      0)
    return early_exit;
  /* --generate prints puzzles, which count, the default style of solving, would not: it then
   * takes line, unless count was asked for. */
  if (settings->generate.requested && settings->style_given &&
      settings->style == SUDOKU_STYLE_COUNT)
    return cli_usage_error("--format=%s prints no puzzle: --generate takes line, grid, scenario or "
                           "json",
                           "count");
  if ((early_exit = check_rate_settings(settings)) >= 0) return early_exit;
  if (settings->hint_marks && settings->geometry.symbols == SUDOKU_SYMBOLS_NUMBERS)
    return cli_usage_error("--hint=marks reads symbols of one character: not %s", "numbers");
  if ((early_exit = check_emit_dlx_settings(settings)) >= 0) return early_exit;
  const char *answering_option = settings->generate.requested              ? "--generate"
                                 : settings->emit_dlx                      ? "--emit-dlx"
                                 : settings->rate_mode == CLI_RATE_LINE    ? "--rate"
                                 : settings->rate_mode == CLI_RATE_EXPLAIN ? "--explain"
                                 : settings->rate_mode == CLI_RATE_HINT    ? "--hint"
                                                                           : NULL;
  if (settings->draw &&
      (early_exit = cli_check_draw_settings(settings->style, answering_option)) >= 0)
    return early_exit;
  uint64_t least = sudoku_answer_style_least_limit(settings->style);
  if (!settings->limit_given) {
    bool counts_exactly = settings->every_solution || settings->style == SUDOKU_STYLE_COUNT ||
                          settings->style == SUDOKU_STYLE_JSON;
    settings->limit = counts_exactly ? 0 : least;
  } else if (settings->limit != 0 && settings->limit < least) {
    fflush(stdout);
    fprintf(stderr, "%s: --format=%s needs a limit of at least %llu\n", cli_program_name(),
            sudoku_answer_style_name(settings->style), (unsigned long long)least);
    return EXIT_STATUS_USAGE;
  }
  if (settings->restarts && (settings->every_solution || settings->limit != 1))
    return cli_usage_error(settings->every_solution
                               ? "%s finds one solution: it cannot go with --all"
                               : "%s finds one solution: it needs a limit of 1 (the default of "
                                 "scenario, line and grid, or -l 1)",
                           "--restarts");
  return -1;
}

/* --all lists each solution as the search finds it, in one search, so that a limit, --timeout or
 * a signal that stops it leaves a list and a count that agree. When the style's opening says the
 * count, the solutions wait in a temporary file until the search has ended. */
typedef struct solution_lister {
  const settings *settings;
  const sudoku_geometry *geometry; /* for --draw */
  sudoku_layout layout;
  FILE *out;
  uint64_t listed;
} solution_lister;

static int list_solution(void *context, const sudoku_grid *solution) {
  solution_lister *lister = context;
  if (lister->settings->draw)
    cli_write_drawn_solution(lister->out, lister->settings->style, solution, lister->geometry);
  else
    sudoku_write_answer_solution(lister->out, lister->settings->style, lister->listed, solution,
                                 lister->layout);
  lister->listed++;
  return !cli_output_keep_up(lister->out); /* a failed write stops the search */
}

/* A search that failed has no answer to write: says why ("out of memory", the one error a search
 * of a built solver can meet), and gives the exit status. */
static int report_failed_search(dlx_status status) {
  cli_error("%s", dlx_strerror(status));
  return EXIT_STATUS_OUT_OF_MEMORY;
}

/* Solves the puzzle once, listing every solution (up to --limit), and writes the answer to out;
 * returns the exit status of a temporary file that failed, else EXIT_STATUS_SUCCESS. */
static int answer_with_every_solution(const settings *settings, const sudoku_answer_tools *tools,
                                      FILE *out, unsigned long puzzle_number,
                                      const sudoku_grid *puzzle, sudoku_layout layout,
                                      sudoku_result *result) {
  bool hold = sudoku_answer_opening_needs_result(settings->style);
  FILE **held_solutions = tools->scratch_file;
  if (hold && !*held_solutions && !(*held_solutions = tmpfile())) {
    cli_error("cannot create a temporary file for --all: %s", strerror(errno));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  solution_lister lister = {settings, tools->geometry, layout, hold ? *held_solutions : out, 0};
  if (!hold) sudoku_write_answer_opening(out, settings->style, puzzle_number, puzzle, NULL);
  tools->arm(tools->timer, settings->timeout_seconds);
  dlx_status status =
      sudoku_solve(tools->solver, puzzle, settings->limit, list_solution, &lister, result);
  tools->disarm(tools->timer);
  if (status != DLX_OK) return report_failed_search(status);
  if (hold) {
    long length = ftell(*held_solutions);
    if (fflush(*held_solutions) != 0 || ferror(*held_solutions) || length < 0) {
      cli_error("cannot write a temporary file for --all: %s", strerror(errno));
      return EXIT_STATUS_INPUT_OUTPUT;
    }
    sudoku_write_answer_opening(out, settings->style, puzzle_number, puzzle, result);
    if (!sudoku_jobs_copy_held_text(*held_solutions, length, out)) {
      cli_error("cannot read back a temporary file for --all: %s", strerror(errno));
      return EXIT_STATUS_INPUT_OUTPUT;
    }
  }
  if (settings->draw)
    cli_write_drawn_closing(out, settings->style, puzzle, tools->geometry, result);
  else
    sudoku_write_answer_closing(out, settings->style, result);
  return EXIT_STATUS_SUCCESS;
}

/* Answers one puzzle, on the main thread or a worker of -j (see sudoku_answer_function). */
static int answer_puzzle(const void *context, const sudoku_answer_tools *tools, FILE *out,
                         unsigned long puzzle_number, const sudoku_grid *puzzle,
                         sudoku_layout layout, sudoku_result *result) {
  const settings *settings = context;
  if (settings->rate_mode != CLI_RATE_OFF) {
    cli_rate_settings rating = {settings->rate_mode, settings->style == SUDOKU_STYLE_JSON,
                                settings->timeout_seconds, settings->max_nodes};
    return cli_rate_puzzle(&rating, tools, out, puzzle_number, puzzle, result);
  }
  if (settings->every_solution)
    return answer_with_every_solution(settings, tools, out, puzzle_number, puzzle, layout, result);
  /* Set on the solver at hand, so that every solver gets it: -j's workers', and those a header
   * with another geometry makes. */
  sudoku_solver_set_restarts(tools->solver, settings->restarts, settings->restart_seed);
  tools->arm(tools->timer, settings->timeout_seconds);
  dlx_status status = sudoku_solve(tools->solver, puzzle, settings->limit, NULL, NULL, result);
  tools->disarm(tools->timer);
  if (status != DLX_OK) return report_failed_search(status);
  if (settings->draw)
    cli_write_drawn_answer(out, settings->style, puzzle_number, puzzle, tools->geometry, result);
  else
    sudoku_write_answer(out, settings->style, puzzle_number, puzzle, layout, result);
  return EXIT_STATUS_SUCCESS;
}

/* The timer of --timeout on the main thread: SIGALRM. */
static void arm_alarm(void *timer, double seconds) {
  (void)timer;
  cli_arm_timeout(seconds);
}

static void disarm_alarm(void *timer) {
  (void)timer;
  cli_disarm_timeout();
}

/* The line that says why an answer that --max-nodes, --timeout or a signal cut short is partial. */
static void describe_partial_answer(const void *context, const sudoku_result *result, char *message,
                                    size_t capacity) {
  const settings *settings = context;
  const char *cause = cli_stop_signal_name();
  if (!cause && settings->rate_mode != CLI_RATE_OFF && settings->timeout_seconds == 0)
    cause = "--max-nodes"; /* the rater's own search, whose nodes result does not hold */
  if (!cause)
    cause = settings->max_nodes != 0 && result->nodes >= settings->max_nodes ? "--max-nodes"
                                                                             : "--timeout";
  if (settings->rate_mode != CLI_RATE_OFF) { /* the rating stops with the count, or after it */
    snprintf(message, capacity, "%s stopped by %s: the answer is partial",
             settings->rate_mode == CLI_RATE_HINT ? "hint" : "rating", cause);
    return;
  }
  snprintf(message, capacity,
           "search stopped by %s after %llu %s: the answer is partial (at least %llu %s)", cause,
           (unsigned long long)result->nodes, cli_plural(result->nodes, "node", "nodes"),
           (unsigned long long)result->solutions,
           cli_plural(result->solutions, "solution", "solutions"));
}

static void report_partial_answer(const settings *settings, const char *name, unsigned long line,
                                  const sudoku_result *result) {
  char message[160];
  describe_partial_answer(settings, result, message, sizeof message);
  cli_input_error(name, line, message);
}

/* Gives run a solver for geometry (base: the command line's). False when out of memory. */
static bool use_geometry(run *run, const sudoku_geometry *geometry, bool base) {
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  if (!solver) {
    cli_error("out of memory");
    return false;
  }
  sudoku_solver_destroy(run->solver);
  run->solver = solver;
  run->solver_has_base_geometry = base;
  sudoku_solver_set_interruption(solver, run->settings->max_nodes, cli_stop);
  return true;
}

/* Answers every puzzle of one input; returns its exit status: on a signal, 128 + its number. */
static int answer_input(run *run, FILE *input, const char *name) {
  const settings *settings = run->settings;
  run_totals *totals = &run->totals;
  FILE *out = cli_output_stream();
  sudoku_reader *reader =
      out ? sudoku_reader_create_for(input, settings->layout, &settings->geometry) : NULL;
  if (!reader) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  sudoku_reader_set_size_detection(reader, true); /* input without a size: sudoku(1), INPUT */
  /* A reader of a pipe or terminal waits for each answer before it writes the next puzzle. */
  bool write_each_answer = !cli_is_regular_file(input);
  int status = EXIT_STATUS_SUCCESS;
  sudoku_grid puzzle;
  sudoku_layout layout;
  sudoku_read_status read = SUDOKU_READ_END;
  unsigned long solver_generation = sudoku_reader_geometry_generation(reader);
  if (!run->solver_has_base_geometry) solver_generation = 0; /* rebuilt at the first puzzle */
  /* A stop requested between two searches (while an answer was written or a puzzle read) ends the
   * run before the next search: no puzzle was cut, so none gets a partial answer. */
  while (!cli_stop_signal() &&
         (read = sudoku_reader_next(reader, &puzzle, &layout)) == SUDOKU_READ_GRID) {
    if (cli_stop_signal()) break;
    if (settings->emit_dlx) {
      int emitted =
          cli_emit_puzzle(settings->emit_dlx_prefix, sudoku_reader_geometry(reader), &puzzle,
                          totals->puzzles + 1, name, sudoku_reader_grid_line(reader), out);
      if (emitted != EXIT_STATUS_SUCCESS) {
        status = cli_graver_exit_status(status, emitted);
        break;
      }
      totals->puzzles++;
      if (!(write_each_answer ? cli_output_write_held() : cli_output_keep_up(out))) {
        status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
        break;
      }
      continue;
    }
    if (sudoku_reader_geometry_generation(reader) != solver_generation) {
      solver_generation = sudoku_reader_geometry_generation(reader);
      if (!use_geometry(run, sudoku_reader_geometry(reader), solver_generation == 1)) {
        status = cli_graver_exit_status(status, EXIT_STATUS_OUT_OF_MEMORY);
        break;
      }
    }
    sudoku_result result;
    unsigned long puzzle_number = totals->puzzles + 1;
    sudoku_answer_tools tools = {run->solver,          sudoku_reader_geometry(reader),
                                 &run->held_solutions, arm_alarm,
                                 disarm_alarm,         NULL};
    int answer_status =
        answer_puzzle(settings, &tools, out, puzzle_number, &puzzle, layout, &result);
    if (answer_status != EXIT_STATUS_SUCCESS) {
      status = cli_graver_exit_status(status, answer_status);
      break;
    }
    totals->puzzles++;
    totals->solutions += result.solutions;
    totals->nodes += result.nodes;
    if (result.interrupted) {
      report_partial_answer(settings, name, sudoku_reader_grid_line(reader), &result);
      int signal_number = cli_stop_signal();
      if (signal_number) {
        status = cli_exit_status_for_signal(signal_number);
        break;
      }
      status = cli_graver_exit_status(status, EXIT_STATUS_PARTIAL);
    }
    /* A failed write: main reports it; nobody would read the answers still to come. */
    if (!(write_each_answer ? cli_output_write_held() : cli_output_keep_up(out))) {
      status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
      break;
    }
  }
  if (cli_stop_signal()) {
    status = cli_exit_status_for_signal(cli_stop_signal());
  } else if (read == SUDOKU_READ_ERROR && !ferror(input)) { /* main reports read errors */
    cli_input_error(name, sudoku_reader_error_line(reader), sudoku_reader_error_message(reader));
    status = cli_graver_exit_status(status, EXIT_STATUS_BAD_INPUT);
  }
  sudoku_reader_destroy(reader);
  return status;
}

/* --hint=marks: the pencil-mark grids of one input, hinted on the main thread. */
static int answer_marks_input(run *run, FILE *input, const char *name) {
  const settings *settings = run->settings;
  sudoku_answer_tools tools = {run->solver, &settings->geometry, &run->held_solutions,
                               arm_alarm,   disarm_alarm,        NULL};
  cli_rate_settings hinting = {CLI_RATE_HINT, settings->style == SUDOKU_STYLE_JSON,
                               settings->timeout_seconds, settings->max_nodes};
  return cli_hint_marks_input(&hinting, &tools, input, name, &run->totals.puzzles,
                              describe_partial_answer, settings);
}

/* -j N: the same answers, in the same order, from N worker threads. */
static int answer_on_threads(const settings *settings, char *const *operands, int operand_count,
                             run_totals *totals) {
  sudoku_jobs_settings jobs = {.threads = settings->threads,
                               .layout = settings->layout,
                               .geometry = &settings->geometry,
                               .max_nodes = settings->max_nodes,
                               .timeout_seconds = settings->timeout_seconds,
                               .large_answers = settings->every_solution,
                               .answer = answer_puzzle,
                               .describe_partial = describe_partial_answer,
                               .context = settings};
  return sudoku_jobs_answer_operands(&jobs, operands, operand_count, totals);
}

static double seconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double)(now.tv_sec - start->tv_sec) + 1e-9 * (double)(now.tv_nsec - start->tv_nsec);
}

/* The rate is left out when no puzzle was answered. */
static void print_statistics(const run_totals *totals, double seconds) {
  char duration[CLI_DURATION_TEXT_CAPACITY];
  cli_format_duration(seconds, duration);
  fprintf(stderr, "%s: %lu %s, %llu %s, %llu %s, %s", cli_program_name(), totals->puzzles,
          cli_plural(totals->puzzles, "puzzle", "puzzles"), (unsigned long long)totals->solutions,
          cli_plural(totals->solutions, "solution", "solutions"), (unsigned long long)totals->nodes,
          cli_plural(totals->nodes, "node", "nodes"), duration);
  if (totals->puzzles > 0 && seconds > 0) {
    char rate[CLI_RATE_TEXT_CAPACITY];
    cli_format_rate(totals->puzzles, seconds, rate);
    fprintf(stderr, ", %s puzzles/s", rate);
  }
  fputc('\n', stderr);
}

int main(int argc, char **argv) {
  cli_set_program_name(argv[0]);
  settings settings = {.style = SUDOKU_STYLE_COUNT, .layout = SUDOKU_LAYOUT_AUTO, .threads = 1};
  int early_exit = parse_command_line(argc, argv, &settings);
  if (early_exit >= 0) return early_exit;
  if (!cli_create_stop()) { /* before any handler that raises it */
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  if (settings.generate.requested)
    return cli_generate_puzzles(&settings.generate, &settings.geometry, settings.style,
                                settings.print_statistics);

  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  sudoku_solver *solver = sudoku_solver_create_for(&settings.geometry);
  if (!solver) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  cli_handle_stop_signals();
  sudoku_solver_set_interruption(solver, settings.max_nodes, cli_stop);
  static char *const standard_input_only[] = {"-"};
  char *const *operands = optind < argc ? argv + optind : standard_input_only;
  int operand_count = optind < argc ? argc - optind : 1;
  run run = {.settings = &settings, .solver = solver, .solver_has_base_geometry = true};
  int exit_status = EXIT_STATUS_SUCCESS;
  /* Writing problems needs no threads; pencil marks are read on the main thread. */
  bool on_threads = settings.threads > 1 && !settings.emit_dlx && !settings.hint_marks;
  if (on_threads) exit_status = answer_on_threads(&settings, operands, operand_count, &run.totals);
  for (int k = 0; !on_threads && k < operand_count; k++) {
    const char *name;
    FILE *input = cli_open_input(operands[k], &name);
    int status;
    if (!input) {
      cli_error("cannot open '%s': %s", name, strerror(errno));
      status = EXIT_STATUS_INPUT_OUTPUT;
    } else {
      status = settings.hint_marks ? answer_marks_input(&run, input, name)
                                   : answer_input(&run, input, name);
      if (ferror(input) && !cli_stop_signal()) {
        cli_error("cannot read '%s': %s", name, strerror(errno));
        status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
      }
      cli_close_input(input);
    }
    exit_status = cli_graver_exit_status(exit_status, status);
    if (status == EXIT_STATUS_OUT_OF_MEMORY || cli_stop_signal() || cli_output_error()) break;
  }
  sudoku_solver_destroy(run.solver);
  sudoku_geometry_clear(&settings.geometry);
  if (run.held_solutions) fclose(run.held_solutions);
  if (!cli_flush_output())
    exit_status = cli_graver_exit_status(exit_status, EXIT_STATUS_INPUT_OUTPUT);
  cli_output_close();
  if (settings.print_statistics) print_statistics(&run.totals, seconds_since(&start));
  return exit_status;
}
