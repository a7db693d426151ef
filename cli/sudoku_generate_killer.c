/* sudoku_generate_killer.c: printing killer puzzles as the generator (sudoku/generator_killer.h)
 * makes them: in the line and grid styles a header (size, boxes, symbols, variant, cage: lines)
 * then the empty grid, so that `sudoku` reads each back as the same puzzle; in json one object
 * with the size, the boxes, the cages, the solution, the seed and the index. */
#include "cli/sudoku_generate_killer.h"

#include <unistd.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"
#include "cli/interrupt.h"
#include "sudoku/generator_header.h"
#include "sudoku/generator_killer.h"
#include "sudoku/generator_shape.h"

int cli_check_killer_settings(const cli_generate_settings *settings,
                              const sudoku_geometry *geometry, sudoku_answer_style style) {
  if (!settings->killer) return -1;
  const char *option = settings->givens_argument                    ? "--givens"
                       : settings->difficulty_given                 ? "--difficulty"
                       : settings->symmetry != SUDOKU_SYMMETRY_NONE ? "--symmetry"
                                                                    : NULL;
  if (option)
    return cli_usage_error("%s cannot go with --killer: killer puzzles have no givens (and the "
                           "rater does not rate killer sudoku)",
                           option);
  if (style == SUDOKU_STYLE_SCENARIO)
    return cli_usage_error("--format=%s cannot hold cages: --killer takes line, grid or json",
                           sudoku_answer_style_name(style));
  if (geometry->cage_count) return cli_usage_error("%s makes its own cages", "--killer");
  return -1;
}

static void write_json_cells(FILE *out, const sudoku_grid *grid) {
  char text[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(grid, SUDOKU_LAYOUT_LINE, '.', text);
  fprintf(out, "\"%.*s\"", (int)(length - 1), text);
}

static void write_json(FILE *out, const sudoku_killer_generated *generated, uint64_t seed,
                       uint64_t index) {
  const sudoku_geometry *geometry = &generated->geometry;
  unsigned side = sudoku_geometry_side(geometry), box_rows, box_columns;
  sudoku_generator_boxes_of(geometry, &box_rows, &box_columns);
  fprintf(out, "{\"size\":%u,", side);
  if (box_rows)
    fprintf(out, "\"boxes\":\"%ux%u\",", box_rows, box_columns);
  else
    fputs("\"boxes\":\"none\",", out);
  fputs("\"cages\":[", out);
  for (size_t cage = 0; cage < geometry->cage_count; cage++) {
    fprintf(out, "%s{\"sum\":%u,\"cells\":[", cage ? "," : "", geometry->cages[cage].sum);
    for (unsigned k = 0; k < geometry->cages[cage].size; k++) {
      unsigned cell = geometry->cages[cage].cells[k];
      fprintf(out, "%s\"r%uc%u\"", k ? "," : "", cell / side + 1, cell % side + 1);
    }
    fputs("]}", out);
  }
  fputs("],\"puzzle\":", out);
  write_json_cells(out, &generated->puzzle);
  fputs(",\"solution\":", out);
  write_json_cells(out, &generated->solution);
  fprintf(out, ",\"single_cell_cages\":%u,\"minimal\":%s,\"seed\":%llu,\"index\":%llu}\n",
          generated->single_cell_cages, generated->minimal ? "true" : "false",
          (unsigned long long)seed, (unsigned long long)index);
}

static void write_puzzle(FILE *out, sudoku_answer_style style,
                         const sudoku_killer_generated *generated, uint64_t seed, uint64_t index) {
  if (style == SUDOKU_STYLE_JSON) {
    write_json(out, generated, seed, index);
    return;
  }
  sudoku_generator_write_header(out, &generated->geometry);
  char text[SUDOKU_GRID_TEXT_MAX];
  bool grid = style == SUDOKU_STYLE_GRID;
  size_t length = sudoku_grid_format(
      &generated->puzzle, grid ? SUDOKU_LAYOUT_TOKENS : SUDOKU_LAYOUT_LINE, grid ? '0' : '.', text);
  fwrite(text, 1, length, out);
  if (grid) fputc('\n', out);
}

int cli_generate_killer_puzzles(const cli_generate_settings *settings,
                                const sudoku_geometry *geometry, sudoku_answer_style style,
                                sudoku_solver *solver, uint64_t seed, uint64_t *puzzles,
                                uint64_t *counts, uint64_t *nodes) {
  sudoku_killer_generator_options options = {
      .geometry = geometry,
      .minimal = settings->minimal,
      .stop = cli_stop,
  };
  bool flush_each_puzzle = isatty(fileno(stdout));
  int status = EXIT_STATUS_SUCCESS;
  uint64_t index = 1;
  for (; index <= settings->puzzle_count; index++) {
    sudoku_random random;
    sudoku_random_seed(&random, seed, index);
    sudoku_killer_generated generated;
    sudoku_generate_status generate_status =
        sudoku_generate_killer(solver, &random, &options, &generated);
    *counts += generated.counts;
    *nodes += generated.nodes;
    if (generate_status == SUDOKU_GENERATED) {
      options.full_grid_known = true;
      write_puzzle(stdout, style, &generated, seed, index);
      ++*puzzles;
    }
    sudoku_geometry_clear(&generated.geometry);
    if (generate_status == SUDOKU_GENERATE_OUT_OF_MEMORY) {
      cli_error("out of memory");
      status = EXIT_STATUS_OUT_OF_MEMORY;
      break;
    }
    if (generate_status == SUDOKU_GENERATE_NO_FULL_GRID) {
      cli_error("no grid of this sudoku exists (an exact count of its empty grid), so it has no "
                "killer puzzle to generate");
      status = EXIT_STATUS_PARTIAL;
      break;
    }
    if (generate_status != SUDOKU_GENERATED) break; /* stopped: reported below */
    if (flush_each_puzzle) fflush(stdout);
    if (ferror(stdout) || cli_stop_signal()) break;
  }
  if (cli_stop_signal()) {
    status = cli_exit_status_for_signal(cli_stop_signal());
    fflush(stdout);
    cli_error("generation stopped by %s; %llu of %llu %s printed", cli_stop_signal_name(),
              (unsigned long long)*puzzles, (unsigned long long)settings->puzzle_count,
              cli_plural(settings->puzzle_count, "puzzle", "puzzles"));
  }
  return status;
}
