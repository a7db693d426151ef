/* polyform_main.c: the `polyform` command. It reads packing puzzles (pieces and a board drawn as
 * pictures, or Knuth's polyomino-dlx input), and lists their solutions as pictures, SVG or JSON,
 * counts them, all of them or up to the board's symmetries, or writes the exact cover for `dlx`.
 * A search cut short by --limit (when counting), --timeout, SIGINT or SIGTERM says so on standard
 * error. The puzzles' model lives in polyform/, the search in the dlx engine. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "dlx/dlx.h"
#include "dlx/knuth.h"
#include "polyform/polyform.h"

typedef enum output_format { FORMAT_DRAW, FORMAT_SVG, FORMAT_JSON } output_format;

typedef struct settings {
  bool count, distinct, knuth, emit_dlx;
  output_format format;
  int orientations;       /* -1: each file's own */
  uint64_t limit;         /* 0: none */
  double timeout_seconds; /* 0: none */
  int colour;             /* 1 always, 0 never, -1 when standard output is a terminal */
} settings;

static void print_usage(FILE *out) {
  fprintf(out,
          "Usage: %s [OPTION]... [FILE]...\n"
          "Solve packing puzzles: pieces (polyominoes, polyiamonds, polycubes) drawn\n"
          "as pictures, put into a board; list the solutions as pictures, or count\n"
          "them. With no FILE, or when FILE is -, read standard input.\n"
          "\n"
          "Options:\n"
          "  -c, --count          print the number of solutions only\n"
          "  -d, --distinct       count and list solutions up to the board's\n"
          "                       symmetries: one solution of each class\n"
          "  -l, --limit=N        stop after N solutions (0: no limit); with -c, a line\n"
          "                       on standard error says when it cut the count short\n"
          "      --timeout=SECONDS\n"
          "                       stop the search after SECONDS (from 0.000001, as in 2,\n"
          "                       0.5 or 1e-3); so stopped, or by SIGINT or SIGTERM, the\n"
          "                       count printed is a lower bound, the listing partial, and\n"
          "                       a line on standard error says so\n"
          "  -f, --format=STYLE   how to write each solution: draw (the default: the\n"
          "                       board with each piece in its letter), svg, json\n"
          "      --draw           the same as --format=draw\n"
          "      --color=WHEN     colour the pieces drawn: auto (the default: when\n"
          "                       standard output is a terminal), always, never\n"
          "  -o, --orientations=WHICH  the maps of a piece allowed: all (rotations and\n"
          "                       reflections, the default), rotations, fixed;\n"
          "                       overrides the file's 'orientations:' line\n"
          "      --knuth          read Knuth's polyomino-dlx / polycube-dlx input\n"
          "                       (recognised without this option too)\n"
          "      --emit-dlx       write the exact cover in Knuth's format, for dlx\n"
          "  -h, --help           print this help and exit\n"
          "  -V, --version        print the version and exit\n"
          "\n"
          "The format of the pictures: polyform(1), puzzles/polyform/README.md.\n"
          "Exit status: 0 success; 1 bad input (FILE:LINE:COLUMN: problem); 2 bad\n"
          "usage; 3 a file could not be read or the output written; 4 out of memory;\n"
          "5 --timeout cut a search short; 130 or 143 stopped by SIGINT or SIGTERM\n"
          "(after the partial answer; a second signal ends the command at once). When\n"
          "several apply, the gravest wins: 130 or 143, then 4, 3, 1 and 5.\n",
          cli_program_name());
}

/* The whole of a stream, NUL-terminated; NULL with errno set when it cannot be read. */
static char *read_all(FILE *in, size_t *length) {
  size_t capacity = 1 << 16, used = 0;
  char *text = malloc(capacity);
  if (!text) return NULL;
  for (;;) {
    if (used + 1 >= capacity) {
      char *bigger = realloc(text, capacity * 2);
      if (!bigger) {
        free(text);
        errno = ENOMEM;
        return NULL;
      }
      text = bigger;
      capacity *= 2;
    }
    size_t got = fread(text + used, 1, capacity - used - 1, in);
    used += got;
    if (got == 0) break;
  }
  if (ferror(in)) {
    int error = errno ? errno : EIO;
    free(text);
    errno = error;
    return NULL;
  }
  text[used] = '\0';
  *length = used;
  return text;
}

static int compare_ids(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int status_of(dlx_status status) {
  if (status == DLX_ERROR_OUT_OF_MEMORY) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  cli_error("%s", dlx_strerror(status));
  return EXIT_STATUS_BAD_INPUT;
}

static int emit_dlx(const polyform_model *model, dlx_solver *solver) {
  char **names = polyform_item_names(model);
  if (!names) return status_of(DLX_ERROR_OUT_OF_MEMORY);
  size_t length = dlx_knuth_write(solver, (const char *const *)names, NULL, 0, NULL, 0, NULL);
  int result = EXIT_STATUS_SUCCESS;
  char *text = length == DLX_KNUTH_UNWRITABLE ? NULL : malloc(length + 1);
  if (length == DLX_KNUTH_UNWRITABLE) {
    dlx_knuth_error error;
    dlx_knuth_write(solver, (const char *const *)names, NULL, 0, NULL, 0, &error);
    cli_error("the problem cannot be written in Knuth's format: %s", error.message);
    result = EXIT_STATUS_BAD_INPUT;
  } else if (!text) {
    result = status_of(DLX_ERROR_OUT_OF_MEMORY);
  } else {
    dlx_knuth_write(solver, (const char *const *)names, NULL, 0, text, length + 1, NULL);
    fwrite(text, 1, length, stdout);
  }
  free(text);
  polyform_item_names_free(model, names);
  return result;
}

/* What a search cut short says on standard error: the cause (--limit, --timeout, SIGINT or
 * SIGTERM), and the exit status it makes (0 for --limit, 5 for --timeout, 130 or 143 for the
 * signals). `solutions` is what the command printed or counted. */
static int report_stop(const char *name, dlx_status status, uint64_t limit, const char *solutions,
                       bool listing) {
  if (status == DLX_STOPPED_AT_SOLUTION_LIMIT) {
    cli_error("%s: search stopped at --limit=%llu: there may be more solutions", name,
              (unsigned long long)limit);
    return EXIT_STATUS_SUCCESS;
  }
  const char *cause = cli_stop_signal_name();
  cli_error("%s: search stopped by %s: the %s is partial (at least %s %s)", name,
            cause ? cause : "--timeout", listing ? "listing" : "count", solutions,
            strcmp(solutions, "1") == 0 ? "solution" : "solutions");
  return cli_stop_signal() ? cli_exit_status_for_signal(cli_stop_signal()) : EXIT_STATUS_PARTIAL;
}

/* The search's limits: the solutions of --limit (when `limit`), the stop of --timeout and of the
 * signals. */
static dlx_search search_of(const settings *settings, bool limit) {
  return (dlx_search){
      .size = sizeof(dlx_search), .solution_limit = limit ? settings->limit : 0, .stop = cli_stop};
}

/* Prints the count of every solution, with the engine's automatic memo and symmetry as dlx -c. */
static int count_all(const settings *settings, const char *name, dlx_solver *solver) {
  dlx_count *count = NULL;
  dlx_status status = dlx_count_create(&count);
  if (!status) status = dlx_set_exact_count(solver, count);
  dlx_search search = search_of(settings, true);
  cli_arm_timeout(settings->timeout_seconds);
  if (!status) status = dlx_solve(solver, &search, NULL);
  cli_disarm_timeout();
  dlx_status stopped = status;
  if (status == DLX_STOPPED_AT_SOLUTION_LIMIT || status == DLX_STOPPED_BY_REQUEST) status = DLX_OK;
  if (status) {
    dlx_count_destroy(count);
    return status_of(status);
  }
  char digits[400];
  dlx_count_decimal(count, digits, sizeof digits);
  printf("%s\n", digits);
  dlx_set_exact_count(solver, NULL);
  dlx_count_destroy(count);
  if (stopped != DLX_OK) return report_stop(name, stopped, settings->limit, digits, false);
  return EXIT_STATUS_SUCCESS;
}

/* Prints the number of solutions up to the board's symmetries. */
static int count_distinct(const settings *settings, const char *name, const polyform_model *model,
                          dlx_solver *solver) {
  dlx_search search = search_of(settings, false);
  uint64_t found = 0;
  cli_arm_timeout(settings->timeout_seconds);
  dlx_status status =
      polyform_count_distinct(model, solver, &search, settings->limit, &found, NULL);
  cli_disarm_timeout();
  dlx_status stopped = DLX_OK;
  if (status == DLX_STOPPED_AT_SOLUTION_LIMIT || status == DLX_STOPPED_BY_REQUEST)
    stopped = status, status = DLX_OK;
  if (status) return status_of(status);
  char text[24];
  snprintf(text, sizeof text, "%llu", (unsigned long long)found);
  printf("%s\n", text);
  if (stopped == DLX_OK) return EXIT_STATUS_SUCCESS;
  fflush(stdout);
  return report_stop(name, stopped, settings->limit, text, false);
}

/* Lists the solutions, only the canonical ones under --distinct. */
static int list(const settings *settings, const char *name, const polyform_model *model,
                dlx_solver *solver, bool colour) {
  size_t n = model->problem->cell_count;
  uint32_t *scratch = malloc(2 * (n ? n : 1) * sizeof *scratch);
  uint32_t *sorted = malloc((n + model->problem->piece_count + 1) * sizeof *sorted);
  dlx_iterator *iterator = NULL;
  dlx_status status = scratch && sorted ? DLX_OK : DLX_ERROR_OUT_OF_MEMORY;
  /* The limit counts the solutions kept, which --distinct makes fewer than those found. */
  dlx_search search = search_of(settings, false);
  if (!status) status = dlx_iterator_create(solver, &search, &iterator);
  cli_arm_timeout(settings->timeout_seconds);
  uint64_t found = 0;
  const uint32_t *ids;
  size_t count;
  while (!status && (settings->limit == 0 || found < settings->limit) &&
         dlx_iterator_next(iterator, &ids, &count)) {
    if (settings->distinct && !polyform_is_canonical(model, ids, count, scratch)) continue;
    found++;
    memcpy(sorted, ids, count * sizeof *ids);
    qsort(sorted, count, sizeof *sorted, compare_ids);
    polyform_text drawing = {0};
    if (settings->format == FORMAT_JSON)
      polyform_draw_json(&drawing, model, sorted, count, found);
    else if (settings->format == FORMAT_SVG)
      polyform_draw_svg(&drawing, model, sorted, count);
    else
      polyform_draw_text(&drawing, model, sorted, count, colour);
    if (drawing.failed)
      status = DLX_ERROR_OUT_OF_MEMORY;
    else
      fwrite(drawing.bytes, 1, drawing.length, stdout);
    polyform_text_free(&drawing);
  }
  cli_disarm_timeout();
  dlx_status stopped = DLX_OK;
  if (!status && iterator) {
    dlx_status ended = dlx_iterator_status(iterator, NULL);
    if (ended == DLX_STOPPED_BY_REQUEST)
      stopped = ended;
    else if (ended != DLX_OK && ended != DLX_STOPPED_AT_SOLUTION_LIMIT)
      status = ended;
  }
  dlx_iterator_destroy(iterator);
  free(scratch);
  free(sorted);
  if (status) return status_of(status);
  if (stopped != DLX_OK) {
    char text[24];
    snprintf(text, sizeof text, "%llu", (unsigned long long)found);
    fflush(stdout);
    return report_stop(name, stopped, settings->limit, text, true);
  }
  return EXIT_STATUS_SUCCESS;
}

static int solve_file(const settings *settings, const char *operand, bool colour) {
  const char *name;
  /* A signal interrupts a read blocked on a terminal or a pipe; once the file is read, writes
   * blocked on a slow reader go on after it. */
  cli_handle_stop_signals();
  FILE *in = cli_open_input(operand, &name);
  if (!in) {
    cli_error("%s: %s", operand, strerror(errno));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  size_t length = 0;
  char *text = read_all(in, &length);
  int read_error = errno;
  cli_close_input(in);
  if (!text && cli_stop_signal()) return cli_exit_status_for_signal(cli_stop_signal());
  cli_restart_writes_after_stop_signals();
  if (!text) {
    if (read_error == ENOMEM) return status_of(DLX_ERROR_OUT_OF_MEMORY);
    cli_error("%s: %s", name, strerror(read_error));
    return EXIT_STATUS_INPUT_OUTPUT;
  }
  polyform_problem *problem = NULL;
  polyform_model *model = NULL;
  polyform_error error;
  polyform_status status = polyform_read(text, length, settings->knuth, &problem, &error);
  free(text);
  if (!status) status = polyform_model_create(problem, settings->orientations, &model, &error);
  if (status) {
    polyform_problem_destroy(problem);
    if (status == POLYFORM_OUT_OF_MEMORY) return status_of(DLX_ERROR_OUT_OF_MEMORY);
    cli_error("%s:%lu:%lu: %s", name, error.place.line, error.place.column, error.message);
    return EXIT_STATUS_BAD_INPUT;
  }
  dlx_solver *solver = NULL;
  dlx_status built = polyform_model_solver(model, &solver);
  int result;
  if (built)
    result = status_of(built);
  else if (settings->emit_dlx)
    result = emit_dlx(model, solver);
  else if (settings->count && !settings->distinct)
    result = count_all(settings, name, solver);
  else if (settings->count)
    result = count_distinct(settings, name, model, solver);
  else
    result = list(settings, name, model, solver, colour);
  dlx_destroy(solver);
  polyform_model_destroy(model);
  polyform_problem_destroy(problem);
  return result;
}

enum { OPTION_DRAW = 256, OPTION_COLOR, OPTION_KNUTH, OPTION_EMIT_DLX, OPTION_TIMEOUT };

static int parse_arguments(int argc, char **argv, settings *settings) {
  static const struct option long_options[] = {
      {"count", no_argument, NULL, 'c'},
      {"distinct", no_argument, NULL, 'd'},
      {"limit", required_argument, NULL, 'l'},
      {"format", required_argument, NULL, 'f'},
      {"draw", no_argument, NULL, OPTION_DRAW},
      {"color", required_argument, NULL, OPTION_COLOR},
      {"colour", required_argument, NULL, OPTION_COLOR},
      {"orientations", required_argument, NULL, 'o'},
      {"knuth", no_argument, NULL, OPTION_KNUTH},
      {"emit-dlx", no_argument, NULL, OPTION_EMIT_DLX},
      {"timeout", required_argument, NULL, OPTION_TIMEOUT},
      {"help", no_argument, NULL, 'h'},
      {"version", no_argument, NULL, 'V'},
      {NULL, 0, NULL, 0},
  };
  int option, early;
  while ((option = getopt_long(argc, argv, ":cdl:f:o:hV", long_options, NULL)) != -1) {
    switch (option) {
    case 'c':
      settings->count = true;
      break;
    case 'd':
      settings->distinct = true;
      break;
    case 'l':
      if ((early = cli_parse_limit(optarg, &settings->limit)) >= 0) return early;
      break;
    case 'f':
      if (strcmp(optarg, "draw") == 0)
        settings->format = FORMAT_DRAW;
      else if (strcmp(optarg, "svg") == 0)
        settings->format = FORMAT_SVG;
      else if (strcmp(optarg, "json") == 0)
        settings->format = FORMAT_JSON;
      else
        return cli_usage_error("invalid --format '%s': expected draw, svg or json", optarg);
      break;
    case OPTION_DRAW:
      settings->format = FORMAT_DRAW;
      break;
    case OPTION_COLOR:
      if (strcmp(optarg, "always") == 0)
        settings->colour = 1;
      else if (strcmp(optarg, "never") == 0)
        settings->colour = 0;
      else if (strcmp(optarg, "auto") == 0)
        settings->colour = -1;
      else
        return cli_usage_error("invalid --color '%s': expected auto, always or never", optarg);
      break;
    case 'o': {
      polyform_orientations orientations;
      if (!polyform_orientations_find(optarg, strlen(optarg), &orientations))
        return cli_usage_error("invalid --orientations '%s': expected all, rotations or fixed",
                               optarg);
      settings->orientations = (int)orientations;
      break;
    }
    case OPTION_KNUTH:
      settings->knuth = true;
      break;
    case OPTION_EMIT_DLX:
      settings->emit_dlx = true;
      break;
    case OPTION_TIMEOUT:
      if ((early = cli_parse_timeout(optarg, &settings->timeout_seconds)) >= 0) return early;
      break;
    case 'h':
      print_usage(stdout);
      return EXIT_STATUS_SUCCESS;
    case 'V':
      return cli_print_version();
    default:
      return cli_option_error(option, argv, long_options);
    }
  }
  if (settings->emit_dlx && (settings->count || settings->distinct))
    return cli_usage_error("%s: --emit-dlx writes the problem and solves nothing",
                           settings->count ? "--count" : "--distinct");
  return -1;
}

int main(int argc, char **argv) {
  cli_set_program_name(argv[0]);
  settings settings = {.format = FORMAT_DRAW, .orientations = -1, .colour = -1};
  int early = parse_arguments(argc, argv, &settings);
  if (early >= 0) return early;
  bool colour = settings.colour == 1 || (settings.colour == -1 && isatty(STDOUT_FILENO));
  if (!cli_create_stop()) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  int result = EXIT_STATUS_SUCCESS;
  if (optind == argc) {
    result = solve_file(&settings, "-", colour);
  } else {
    /* After a signal no other file is started. */
    for (int k = optind; k < argc && !cli_stop_signal(); k++) {
      int status = solve_file(&settings, argv[k], colour);
      result = cli_graver_exit_status(result, status);
      if (fflush(stdout) != 0) break;
    }
  }
  if (cli_stop_signal())
    result = cli_graver_exit_status(result, cli_exit_status_for_signal(cli_stop_signal()));
  if (fflush(stdout) != 0 || ferror(stdout)) {
    cli_error("standard output: %s", strerror(errno ? errno : EIO));
    result = cli_graver_exit_status(result, EXIT_STATUS_INPUT_OUTPUT);
  }
  return result;
}
