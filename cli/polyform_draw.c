/* polyform_draw.c: a polyform solution as text, SVG or JSON (polyform_draw.h). Every drawing
 * places the pieces on the board's own picture coordinates, so a solution looks like its input. */
#include "cli/polyform_draw.h"

#include <stdlib.h>
#include <string.h>

/* Background colours of the 256-colour palette, light enough for black letters. */
static const int terminal_colours[] = {210, 114, 111, 221, 177, 80,  216, 150, 147,
                                       229, 218, 159, 180, 120, 189, 223, 153, 186};
#define TERMINAL_COLOURS (sizeof terminal_colours / sizeof *terminal_colours)

bool cli_polyform_draw_text(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                            size_t count, bool colour) {
  const polyform_problem *problem = model->problem;
  size_t rows = (size_t)problem->rows, columns = (size_t)problem->columns,
         layers = (size_t)(problem->layers ? problem->layers : 1);
  size_t size = rows * columns * layers;
  int *owner = malloc((size ? size : 1) * sizeof *owner);
  if (!owner) return false;
  for (size_t k = 0; k < size; k++) owner[k] = -1;
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    size_t cells = problem->pieces[placement->piece].cell_count;
    for (size_t k = 0; k < cells; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      owner[((size_t)cell->layer * rows + (size_t)cell->row) * columns + (size_t)cell->column] =
          (int)placement->piece;
    }
  }
  for (size_t r = 0; r < rows; r++) {
    /* The last column that holds a cell, so that no line ends in blanks. */
    size_t last_layer = 0, last_column = 0;
    bool any = false;
    for (size_t l = 0; l < layers; l++)
      for (size_t c = 0; c < columns; c++)
        if (owner[(l * rows + r) * columns + c] >= 0) {
          last_layer = l;
          last_column = c;
          any = true;
        }
    for (size_t l = 0; any && l <= last_layer; l++) {
      if (l > 0) fputs("  ", out);
      size_t end = l == last_layer ? last_column + 1 : columns;
      for (size_t c = 0; c < end; c++) {
        int piece = owner[(l * rows + r) * columns + c];
        if (piece < 0) {
          fputc(' ', out);
        } else if (colour) {
          fprintf(out, "\033[30;48;5;%dm%c\033[0m",
                  terminal_colours[(size_t)piece % TERMINAL_COLOURS],
                  problem->pieces[piece].letter);
        } else {
          fputc(problem->pieces[piece].letter, out);
        }
      }
    }
    fputc('\n', out);
  }
  fputc('\n', out);
  free(owner);
  return true;
}

/* The fill of piece k: hues spread around the circle. */
static void svg_fill(size_t piece, size_t pieces, char *text, size_t capacity) {
  unsigned hue = (unsigned)((piece * 360) / (pieces ? pieces : 1));
  snprintf(text, capacity, "hsl(%u,70%%,%u%%)", hue, piece % 2 ? 60u : 72u);
}

#define SVG_CELL 24

void cli_polyform_draw_svg(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                           size_t count) {
  const polyform_problem *problem = model->problem;
  int layers = problem->layers ? problem->layers : 1;
  double height_step = problem->kind == POLYFORM_TRIANGLES ? SVG_CELL * 0.8660254 : SVG_CELL;
  double width, height = problem->rows * height_step + 2;
  if (problem->kind == POLYFORM_TRIANGLES)
    width = (problem->columns + 1) * SVG_CELL / 2.0 + 2;
  else
    width = ((double)layers * (problem->columns + 1) - 1) * SVG_CELL + 2;
  fprintf(out,
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
          "viewBox=\"-1 -1 %.0f %.0f\">\n",
          width, height, width, height);
  char fill[40];
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    const polyform_piece *piece = &problem->pieces[placement->piece];
    svg_fill(placement->piece, problem->piece_count, fill, sizeof fill);
    fprintf(out, "<g fill=\"%s\" stroke=\"#333\" stroke-width=\"1\"><title>", fill);
    for (const char *c = piece->name; *c; c++) {
      if (*c == '<')
        fputs("&lt;", out);
      else if (*c == '>')
        fputs("&gt;", out);
      else if (*c == '&')
        fputs("&amp;", out);
      else
        fputc(*c, out);
    }
    fputs("</title>\n", out);
    for (size_t k = 0; k < piece->cell_count; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      if (problem->kind == POLYFORM_TRIANGLES) {
        double left = cell->column * SVG_CELL / 2.0, top = cell->row * height_step,
               bottom = top + height_step;
        bool up = (cell->row + cell->column) % 2 == 0;
        fprintf(out, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>\n", left,
                up ? bottom : top, left + SVG_CELL, up ? bottom : top, left + SVG_CELL / 2.0,
                up ? top : bottom);
      } else {
        int x = (cell->layer * (problem->columns + 1) + cell->column) * SVG_CELL;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", x,
                cell->row * SVG_CELL, SVG_CELL, SVG_CELL);
      }
    }
    fputs("</g>\n", out);
  }
  fputs("</svg>\n", out);
}

static void json_string(FILE *out, const char *text) {
  fputc('"', out);
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\')
      fprintf(out, "\\%c", *c);
    else if (*c < 0x20)
      fprintf(out, "\\u%04x", *c);
    else
      fputc(*c, out);
  }
  fputc('"', out);
}

void cli_polyform_draw_json(FILE *out, const polyform_model *model, const uint32_t *option_ids,
                            size_t count, uint64_t solution_number) {
  const polyform_problem *problem = model->problem;
  fprintf(out, "{\"solution\":%llu,\"pieces\":[", (unsigned long long)solution_number);
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    const polyform_piece *piece = &problem->pieces[placement->piece];
    fputs(o ? ",{\"name\":" : "{\"name\":", out);
    json_string(out, piece->name);
    fprintf(out, ",\"orientation\":%u,\"cells\":[", (unsigned)placement->orientation);
    for (size_t k = 0; k < piece->cell_count; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      if (k) fputc(',', out);
      if (problem->kind == POLYFORM_CUBES)
        fprintf(out, "[%d,%d,%d]", (int)cell->layer, (int)cell->row, (int)cell->column);
      else
        fprintf(out, "[%d,%d]", (int)cell->row, (int)cell->column);
    }
    fputs("]}", out);
  }
  fputs("]}\n", out);
}
