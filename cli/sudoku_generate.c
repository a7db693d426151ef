/* sudoku_generate.c: the `sudoku --generate=N` command: its options, and printing each puzzle the
 * generator (sudoku/generator.h) makes as soon as it is made. Puzzle k (from 1) draws its random
 * choices from the stream k of the seed, so one puzzle can be made again alone. */
#include "cli/sudoku_generate.h"

#include "cli/sudoku_generate_killer.h"
#include <time.h>
#include <unistd.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "cli/sudoku_rate.h"
#include "sudoku/generator.h"
#include "sudoku/generator_header.h"

bool cli_is_generate_option(int option) {
  return option >= CLI_OPTION_GENERATE && option <= CLI_OPTION_KILLER;
}

/* A whole number in decimal digits only (no sign, no space), at most most; false otherwise. */
static bool parse_bounded_number(const char *text, const char **end, uint64_t most,
                                 uint64_t *value) {
  uint64_t number = 0;
  const char *digit = text;
  for (; *digit >= '0' && *digit <= '9'; digit++) {
    unsigned next = (unsigned)(*digit - '0');
    if (number > (most - next) / 10) return false;
    number = 10 * number + next;
  }
  if (digit == text) return false;
  *end = digit;
  *value = number;
  return true;
}

static bool parse_whole_argument(const char *argument, uint64_t most, uint64_t *value) {
  const char *end;
  return parse_bounded_number(argument, &end, most, value) && *end == '\0';
}

/* --givens=N or --givens=MIN-MAX, each from 0 to the cells of the largest grid (the geometry's
 * own size is checked once every option is read). */
static bool parse_givens(const char *argument, cli_generate_settings *settings) {
  uint64_t fewest, most;
  const char *end;
  if (!parse_bounded_number(argument, &end, SUDOKU_MAX_CELLS, &fewest)) return false;
  most = fewest;
  if (*end == '-' && !parse_bounded_number(end + 1, &end, SUDOKU_MAX_CELLS, &most)) return false;
  if (*end != '\0' || fewest > most) return false;
  settings->fewest_givens = (unsigned)fewest;
  settings->most_givens = (unsigned)most;
  return true;
}

int cli_parse_generate_option(int option, const char *argument, cli_generate_settings *settings) {
  if (option != CLI_OPTION_GENERATE && !settings->first_option_seen) {
    static const char *const names[] = {"--symmetry", "--minimal",    "--givens",
                                        "--seed",     "--difficulty", "--killer"};
    settings->first_option_seen = names[option - CLI_OPTION_SYMMETRY];
  }
  switch (option) {
  case CLI_OPTION_GENERATE:
    settings->requested = true;
    if (!parse_whole_argument(argument, UINT64_MAX, &settings->puzzle_count))
      return cli_usage_error("invalid --generate '%s': expected a whole number of puzzles",
                             argument);
    break;
  case CLI_OPTION_SYMMETRY:
    if (!sudoku_symmetry_from_name(argument, &settings->symmetry))
      return cli_usage_error("unknown symmetry '%s' (see --help)", argument);
    break;
  case CLI_OPTION_MINIMAL:
    settings->minimal = true;
    break;
  case CLI_OPTION_GIVENS:
    if (!parse_givens(argument, settings))
      return cli_usage_error("invalid --givens '%s': expected N or MIN-MAX, whole numbers, MIN "
                             "at most MAX",
                             argument);
    settings->givens_argument = argument;
    break;
  case CLI_OPTION_SEED:
    settings->seed_given = true;
    if (!parse_whole_argument(argument, UINT64_MAX, &settings->seed))
      return cli_usage_error("invalid --seed '%s': expected a whole number from 0 to "
                             "18446744073709551615",
                             argument);
    break;
  case CLI_OPTION_KILLER:
    settings->killer = true;
    break;
  case CLI_OPTION_DIFFICULTY:
    settings->difficulty_given = true;
    if (!cli_parse_difficulty(argument, &settings->easiest, &settings->hardest))
      return cli_usage_error("invalid --difficulty '%s': expected a level or LEVEL-LEVEL, easiest "
                             "first (see --help)",
                             argument);
    break;
  }
  return -1;
}

int cli_check_generate_settings(const cli_generate_settings *settings,
                                const sudoku_geometry *geometry, bool has_operands,
                                const char *solving_option, sudoku_answer_style style) {
  if (!settings->requested) {
    if (settings->first_option_seen)
      return cli_usage_error("%s needs --generate", settings->first_option_seen);
    return -1;
  }
  if (has_operands) return cli_usage_error("%s reads no input FILE", "--generate");
  if (solving_option)
    return cli_usage_error("%s solves puzzles: it cannot go with --generate", solving_option);
  /* before the bounds of --givens: with --killer, any --givens is refused */
  int killer_status = cli_check_killer_settings(settings, geometry, style);
  if (killer_status >= 0) return killer_status;
  unsigned cell_count = sudoku_geometry_side(geometry) * sudoku_geometry_side(geometry);
  if (settings->most_givens > cell_count) {
    char message[96];
    snprintf(message, sizeof message, "invalid --givens '%%s': a grid of this size has %u %s",
             cell_count, cli_plural(cell_count, "cell", "cells"));
    return cli_usage_error(message, settings->givens_argument);
  }
  unsigned fewest_unique_givens = sudoku_generator_fewest_unique_givens(geometry);
  if (settings->givens_argument && settings->most_givens < fewest_unique_givens) {
    bool non_consecutive = geometry->variants & SUDOKU_VARIANT_NON_CONSECUTIVE;
    char message[256];
    char fewer[48] = "no givens";
    if (fewest_unique_givens > 1)
      snprintf(fewer, sizeof fewer, "fewer than %u givens", fewest_unique_givens);
    snprintf(message, sizeof message,
             "invalid --givens '%%s': a puzzle of this sudoku with %s never has exactly one "
             "solution (%s)",
             fewer,
             non_consecutive ? "with none, reversing the symbols of a solution gives another"
                             : "two symbols missing from the givens can be swapped");
    return cli_usage_error(message, settings->givens_argument);
  }
  if (style == SUDOKU_STYLE_VERDICT)
    return cli_usage_error("--format=%s prints no puzzle: --generate takes line, grid, "
                           "scenario or json",
                           sudoku_answer_style_name(style));
  return -1;
}

void cli_print_generate_usage(FILE *out) {
  fputs("\n"
        "Generating (no FILE is read):\n"
        "      --generate=N     print N new puzzles, each with exactly one solution\n"
        "                       (proved by a count), made by emptying the cells of a\n"
        "                       random full grid in random order; -f line (the default),\n"
        "                       grid, scenario or json prints each puzzle; --size,\n"
        "                       --boxes, --symbols and --variant say which sudoku\n"
        "      --symmetry=SYM   the pattern of givens is symmetric: none (the default),\n"
        "                       rotate180, rotate90, mirror, diagonal, or random (one of\n"
        "                       these for each puzzle)\n"
        "      --givens=N, --givens=MIN-MAX\n"
        "                       stop emptying cells at N (or MIN) givens, and make a new\n"
        "                       grid when a puzzle keeps more than N (or MAX); after 1000\n"
        "                       grids without one (fewer above 9x9), give up (exit\n"
        "                       status 5); a MAX below the size minus 1 (1 for\n"
        "                       non-consecutive), too few for one solution, is refused\n"
        "      --minimal        prove, also when --givens stopped early, that no given\n"
        "                       (for a symmetry: no symmetric group of givens) can be\n"
        "                       removed without losing uniqueness; a full pass, the\n"
        "                       default without --givens, always proves it\n"
        "      --seed=S         the random seed, 0 to 2^64-1: the same seed and options\n"
        "                       give the same puzzles on any machine (default: from the\n"
        "                       clock; json and --stats print it)\n"
        "      --difficulty=LEVEL, --difficulty=LEVEL-LEVEL\n"
        "                       keep only puzzles that --rate puts at this level (or\n"
        "                       in this range): simple, easy, intermediate, expert,\n"
        "                       fiendish, diabolical; after 10000 grids without one\n"
        "                       (fewer above 9x9), give up (exit status 5); not for\n"
        "                       non-consecutive\n"
        "      --killer         killer puzzles: cages with sums and no givens, after a\n"
        "                       header of cage: lines each (with --minimal: no two\n"
        "                       neighbouring cages can be merged)\n"
        "Puzzles of other sudokus than the classic 9x9 come after a header (size:,\n"
        "boxes:, symbols:, variant:) in the line and grid styles, to be read back.\n"
        "A sudoku that no grid obeys is refused (exit status 5).\n",
        out);
}

/* Full grids tried per puzzle with --difficulty: the hard levels are rare among the puzzles the
 * generator makes. */
enum { CLI_DIFFICULTY_ATTEMPTS = 10000 };

/* A seed for runs without --seed: the clock and the process, mixed by the generator's seeding. */
static uint64_t seed_from_clock(void) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec + ((uint64_t)getpid() << 40);
}

static void write_cells(FILE *out, const sudoku_grid *grid, sudoku_layout layout, char empty_cell) {
  char text[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(grid, layout, empty_cell, text);
  fwrite(text, 1, length, out);
}

static void write_json_string_of_grid(FILE *out, const sudoku_grid *grid) {
  char text[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(grid, SUDOKU_LAYOUT_LINE, '.', text);
  fprintf(out, "\"%.*s\"", (int)(length - 1), text); /* without the final newline */
}

static void write_puzzle(FILE *out, sudoku_answer_style style, uint64_t index, uint64_t seed,
                         const sudoku_generated *generated) {
  switch (style) {
  case SUDOKU_STYLE_GRID:
    write_cells(out, &generated->puzzle, SUDOKU_LAYOUT_TOKENS, '0');
    fputc('\n', out);
    break;
  case SUDOKU_STYLE_SCENARIO:
    fprintf(out, "Scenario #%llu:\n", (unsigned long long)index);
    write_cells(out, &generated->puzzle, SUDOKU_LAYOUT_PACKED, '0');
    fputc('\n', out);
    break;
  case SUDOKU_STYLE_JSON:
    fprintf(out, "{\"puzzle\":");
    write_json_string_of_grid(out, &generated->puzzle);
    fprintf(out, ",\"solution\":");
    write_json_string_of_grid(out, &generated->solution);
    fprintf(
        out, ",\"givens\":%u,\"symmetry\":\"%s\",\"minimal\":%s,\"seed\":%llu,\"index\":%llu}\n",
        generated->givens, sudoku_symmetry_name(generated->symmetry),
        generated->minimal ? "true" : "false", (unsigned long long)seed, (unsigned long long)index);
    break;
  default:
    write_cells(out, &generated->puzzle, SUDOKU_LAYOUT_LINE, '.');
    break;
  }
}

/* The header of a geometry other than the classic 9x9 (sudoku/generator_header.h), before the
 * first puzzle, in the styles that sudoku reads back: the scenario style keeps its judge's format,
 * and json says nothing of the geometry. */
static void write_header(FILE *out, const sudoku_geometry *geometry, sudoku_answer_style style) {
  if (style == SUDOKU_STYLE_LINE || style == SUDOKU_STYLE_GRID || style == SUDOKU_STYLE_COUNT)
    sudoku_generator_write_header(out, geometry);
}

typedef struct generation_totals {
  uint64_t puzzles, counts, nodes;
} generation_totals;

static void print_statistics(const generation_totals *totals, uint64_t seed,
                             const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  double seconds =
      (double)(now.tv_sec - start->tv_sec) + 1e-9 * (double)(now.tv_nsec - start->tv_nsec);
  char duration[CLI_DURATION_TEXT_CAPACITY];
  cli_format_duration(seconds, duration);
  fprintf(stderr, "%s: %llu %s generated (seed %llu), %llu %s, %llu %s, %s", cli_program_name(),
          (unsigned long long)totals->puzzles, cli_plural(totals->puzzles, "puzzle", "puzzles"),
          (unsigned long long)seed, (unsigned long long)totals->counts,
          cli_plural(totals->counts, "count", "counts"), (unsigned long long)totals->nodes,
          cli_plural(totals->nodes, "node", "nodes"), duration);
  if (totals->puzzles > 0 && seconds > 0) {
    char rate[CLI_RATE_TEXT_CAPACITY];
    cli_format_rate(totals->puzzles, seconds, rate);
    fprintf(stderr, ", %s puzzles/s", rate);
  }
  fputc('\n', stderr);
}

static void report_unreached(const cli_generate_settings *settings, unsigned side, uint64_t index,
                             unsigned attempts) {
  char wanted[96] = "";
  if (settings->fewest_givens == settings->most_givens && settings->most_givens != 0)
    snprintf(wanted, sizeof wanted, " with %u %s", settings->fewest_givens,
             cli_plural(settings->fewest_givens, "given", "givens"));
  else if (settings->fewest_givens != 0 || settings->most_givens != 0)
    snprintf(wanted, sizeof wanted, " with %u to %u givens", settings->fewest_givens,
             settings->most_givens);
  char level[64] = "";
  if (settings->difficulty_given && settings->easiest == settings->hardest)
    snprintf(level, sizeof level, " rated %s", sudoku_rater_level_name(settings->easiest));
  else if (settings->difficulty_given)
    snprintf(level, sizeof level, " rated %s to %s", sudoku_rater_level_name(settings->easiest),
             sudoku_rater_level_name(settings->hardest));
  cli_error("puzzle %llu: none of %u full grids, the limit for %ux%u, gave a%s puzzle%s%s "
            "(symmetry %s), which does not prove that none exists; %llu of %llu %s printed",
            (unsigned long long)index, attempts, side, side, settings->minimal ? " minimal" : "",
            wanted, level, sudoku_symmetry_name(settings->symmetry), (unsigned long long)index - 1,
            (unsigned long long)settings->puzzle_count,
            cli_plural(settings->puzzle_count, "puzzle", "puzzles"));
}

/* The sudoku that geometry describes, for messages: "4x4 sudoku (2x2 boxes) with anti-king". */
static void describe_geometry(const sudoku_geometry *geometry, char *text, size_t capacity) {
  unsigned side = sudoku_geometry_side(geometry), box_rows, box_columns;
  sudoku_generator_boxes_of(geometry, &box_rows, &box_columns);
  char boxes[32] = "no boxes";
  if (box_rows) snprintf(boxes, sizeof boxes, "%ux%u boxes", box_rows, box_columns);
  char variants[128] = "";
  if (geometry->variants) sudoku_variants_format(geometry->variants, variants, sizeof variants);
  snprintf(text, capacity, "%ux%u sudoku (%s)%s%s", side, side, boxes,
           geometry->variants ? " with variant " : "", variants);
}

static void report_no_full_grid(const sudoku_geometry *geometry) {
  char description[224];
  describe_geometry(geometry, description, sizeof description);
  cli_error("no %s exists: its empty grid has no solution (an exact count), so it has no "
            "puzzle to generate",
            description);
}

int cli_generate_puzzles(const cli_generate_settings *settings, const sudoku_geometry *geometry,
                         sudoku_answer_style style, bool print_statistics_wanted) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  sudoku_solver *solver = sudoku_solver_create_for(geometry);
  if (!solver) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  cli_difficulty_filter filter = {0};
  if (settings->difficulty_given) {
    int filter_status = cli_difficulty_filter_start(&filter, geometry);
    if (filter_status != EXIT_STATUS_SUCCESS) {
      sudoku_solver_destroy(solver);
      return filter_status;
    }
    filter.lowest = settings->easiest;
    filter.highest = settings->hardest;
  }
  cli_restart_writes_after_stop_signals(); /* it reads nothing: no read to interrupt */
  uint64_t seed = settings->seed_given ? settings->seed : seed_from_clock();
  if (settings->killer) {
    generation_totals killer_totals = {0};
    int killer_status =
        cli_generate_killer_puzzles(settings, geometry, style, solver, seed, &killer_totals.puzzles,
                                    &killer_totals.counts, &killer_totals.nodes);
    sudoku_solver_destroy(solver);
    if (!cli_flush_output())
      killer_status = cli_graver_exit_status(killer_status, EXIT_STATUS_INPUT_OUTPUT);
    if (print_statistics_wanted) print_statistics(&killer_totals, seed, &start);
    return killer_status;
  }
  sudoku_generator_options options = {
      .geometry = geometry,
      .stop = cli_stop,
      .symmetry = settings->symmetry,
      .minimal = settings->minimal,
      .fewest_givens = settings->fewest_givens,
      .most_givens = settings->most_givens,
      .attempt_limit = settings->difficulty_given
                           ? sudoku_generator_attempts_for_size(CLI_DIFFICULTY_ATTEMPTS,
                                                                sudoku_geometry_side(geometry))
                           : 0,
      .accept = settings->difficulty_given ? cli_difficulty_accepts : NULL,
      .accept_context = &filter,
  };
  bool flush_each_puzzle = isatty(fileno(stdout));
  generation_totals totals = {0};
  int status = EXIT_STATUS_SUCCESS;
  uint64_t index = 1;
  for (; index <= settings->puzzle_count; index++) {
    sudoku_random random;
    sudoku_random_seed(&random, seed, index);
    sudoku_generated generated;
    sudoku_generate_status generate_status = sudoku_generate(solver, &random, &options, &generated);
    if (generate_status == SUDOKU_GENERATED) options.full_grid_known = true; /* check it once */
    totals.counts += generated.counts;
    totals.nodes += generated.nodes;
    if (generate_status == SUDOKU_GENERATE_OUT_OF_MEMORY) {
      cli_error("out of memory");
      status = EXIT_STATUS_OUT_OF_MEMORY;
      break;
    }
    if (generate_status == SUDOKU_GENERATE_STOPPED) break; /* reported below */
    if (generate_status == SUDOKU_GENERATE_NO_FULL_GRID ||
        generate_status == SUDOKU_GENERATE_TOO_FEW_GIVENS) {
      if (generate_status == SUDOKU_GENERATE_NO_FULL_GRID)
        report_no_full_grid(geometry);
      else /* cli_check_generate_settings refuses these --givens first */
        cli_error("--givens: too few givens for exactly one solution");
      status = EXIT_STATUS_PARTIAL;
      break;
    }
    if (generate_status == SUDOKU_GENERATE_UNREACHED) {
      fflush(stdout);
      report_unreached(settings, sudoku_geometry_side(geometry), index, generated.attempts);
      status = EXIT_STATUS_PARTIAL;
      break;
    }
    if (index == 1) write_header(stdout, geometry, style);
    write_puzzle(stdout, style, index, seed, &generated);
    totals.puzzles++;
    if (flush_each_puzzle) fflush(stdout);
    if (ferror(stdout) || cli_stop_signal()) break;
  }
  if (cli_stop_signal()) {
    status = cli_exit_status_for_signal(cli_stop_signal());
    fflush(stdout);
    if (index <= settings->puzzle_count && totals.puzzles < index)
      cli_error("puzzle %llu: generation stopped by %s; %llu of %llu %s printed",
                (unsigned long long)index, cli_stop_signal_name(),
                (unsigned long long)totals.puzzles, (unsigned long long)settings->puzzle_count,
                cli_plural(settings->puzzle_count, "puzzle", "puzzles"));
    else
      cli_error("generation stopped by %s after puzzle %llu; %llu of %llu %s printed",
                cli_stop_signal_name(), (unsigned long long)totals.puzzles,
                (unsigned long long)totals.puzzles, (unsigned long long)settings->puzzle_count,
                cli_plural(settings->puzzle_count, "puzzle", "puzzles"));
  }
  sudoku_solver_destroy(solver);
  cli_difficulty_filter_finish(&filter);
  if (!cli_flush_output()) status = cli_graver_exit_status(status, EXIT_STATUS_INPUT_OUTPUT);
  if (print_statistics_wanted) print_statistics(&totals, seed, &start);
  return status;
}
