/* draw.c: a polyform solution drawn as text, SVG or JSON into a growing string (polyform.h,
 * "Drawings"): the `polyform` command, the Python package and the WebAssembly package all draw
 * with these. Every drawing places the pieces on the board's own picture coordinates, so that a
 * solution looks like its input. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "polyform/polyform.h"

void polyform_text_free(polyform_text *text) {
  free(text->bytes);
  *text = (polyform_text){0};
}

/* Room for `more` bytes and a NUL after the text; false (the text marked failed) when memory ran
 * out. */
static bool reserve(polyform_text *text, size_t more) {
  if (text->failed) return false;
  if (text->length + more + 1 <= text->capacity) return true;
  size_t capacity = text->capacity ? text->capacity : 256;
  while (capacity < text->length + more + 1) capacity *= 2;
  char *bytes = realloc(text->bytes, capacity);
  if (!bytes) {
    text->failed = true;
    return false;
  }
  text->bytes = bytes;
  text->capacity = capacity;
  return true;
}

void polyform_text_append(polyform_text *text, const char *bytes, size_t length) {
  if (!reserve(text, length)) return;
  memcpy(text->bytes + text->length, bytes, length);
  text->length += length;
  text->bytes[text->length] = '\0';
}

static void append_string(polyform_text *text, const char *string) {
  polyform_text_append(text, string, strlen(string));
}

static void append_char(polyform_text *text, char c) {
  polyform_text_append(text, &c, 1);
}

void polyform_text_format(polyform_text *text, const char *format, ...) {
  char small[128];
  va_list arguments;
  va_start(arguments, format);
  int length = vsnprintf(small, sizeof small, format, arguments);
  va_end(arguments);
  if (length < 0) return;
  if ((size_t)length < sizeof small) {
    polyform_text_append(text, small, (size_t)length);
    return;
  }
  if (!reserve(text, (size_t)length)) return;
  va_start(arguments, format);
  vsnprintf(text->bytes + text->length, (size_t)length + 1, format, arguments);
  va_end(arguments);
  text->length += (size_t)length;
}

/* The board picture's extent, and for each of its positions (layer, row, column) the solution's
 * placement that covers it (its index in option_ids), or -1; picture_make fills it, false when
 * memory ran out. */
typedef struct picture {
  size_t rows, columns, layers;
  long *owner;
} picture;

static long *owner_at(const picture *picture, size_t layer, size_t row, size_t column) {
  return &picture->owner[(layer * picture->rows + row) * picture->columns + column];
}

static bool picture_make(picture *picture, const polyform_model *model, const uint32_t *option_ids,
                         size_t count) {
  const polyform_problem *problem = model->problem;
  picture->rows = (size_t)problem->rows;
  picture->columns = (size_t)problem->columns;
  picture->layers = (size_t)(problem->layers ? problem->layers : 1);
  size_t size = picture->rows * picture->columns * picture->layers;
  picture->owner = malloc((size ? size : 1) * sizeof *picture->owner);
  if (!picture->owner) return false;
  for (size_t k = 0; k < size; k++) picture->owner[k] = -1;
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    size_t cells = problem->pieces[placement->piece].cell_count;
    for (size_t k = 0; k < cells; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      *owner_at(picture, (size_t)cell->layer, (size_t)cell->row, (size_t)cell->column) = (long)o;
    }
  }
  return true;
}

/* Background colours of the 256-colour palette, light enough for black letters. */
static const int terminal_colours[] = {210, 114, 111, 221, 177, 80,  216, 150, 147,
                                       229, 218, 159, 180, 120, 189, 223, 153, 186};
#define TERMINAL_COLOURS (sizeof terminal_colours / sizeof *terminal_colours)

bool polyform_draw_text(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                        size_t count, bool colour) {
  const polyform_problem *problem = model->problem;
  picture picture;
  if (!picture_make(&picture, model, option_ids, count)) {
    out->failed = true;
    return false;
  }
  for (size_t r = 0; r < picture.rows; r++) {
    /* The last column that holds a cell, so that no line ends in blanks. */
    size_t last_layer = 0, last_column = 0;
    bool any = false;
    for (size_t l = 0; l < picture.layers; l++)
      for (size_t c = 0; c < picture.columns; c++)
        if (*owner_at(&picture, l, r, c) >= 0) {
          last_layer = l;
          last_column = c;
          any = true;
        }
    for (size_t l = 0; any && l <= last_layer; l++) {
      if (l > 0) append_string(out, "  ");
      size_t end = l == last_layer ? last_column + 1 : picture.columns;
      for (size_t c = 0; c < end; c++) {
        long owner = *owner_at(&picture, l, r, c);
        if (owner < 0) {
          append_char(out, ' ');
          continue;
        }
        size_t piece = model->placements[option_ids[owner]].piece;
        if (colour)
          polyform_text_format(out, "\033[30;48;5;%dm%c\033[0m",
                               terminal_colours[piece % TERMINAL_COLOURS],
                               problem->pieces[piece].letter);
        else
          append_char(out, problem->pieces[piece].letter);
      }
    }
    append_char(out, '\n');
  }
  append_char(out, '\n');
  free(picture.owner);
  return !out->failed;
}

/* The fill of piece k: hues spread around the circle. */
static void svg_fill(size_t piece, size_t pieces, char *text, size_t capacity) {
  unsigned hue = (unsigned)((piece * 360) / (pieces ? pieces : 1));
  snprintf(text, capacity, "hsl(%u,70%%,%u%%)", hue, piece % 2 ? 60u : 72u);
}

/* Text for XML: &, < and > escaped. */
static void append_xml(polyform_text *out, const char *text) {
  for (const char *c = text; *c; c++) {
    if (*c == '<')
      append_string(out, "&lt;");
    else if (*c == '>')
      append_string(out, "&gt;");
    else if (*c == '&')
      append_string(out, "&amp;");
    else
      append_char(out, *c);
  }
}

#define SVG_CELL 24

/* The placement at a position of the picture, or -1 off the board's picture or on a hole. */
static long owner_or_none(const picture *picture, size_t layer, long row, long column) {
  if (row < 0 || column < 0 || (size_t)row >= picture->rows || (size_t)column >= picture->columns)
    return -1;
  return *owner_at(picture, layer, (size_t)row, (size_t)column);
}

/* Whether the edge between a cell of placement `owner` and its neighbour of placement
 * `neighbour` is outlined, from this side: edges between two placements are drawn once, from
 * the placement listed first, and edges next to no placement always. */
static bool outlined(long owner, long neighbour) {
  return neighbour < 0 || owner < neighbour;
}

/* The path of the outlines: every edge between two placements (two copies of one piece too) and
 * between a placement and the outside, none inside a placement. */
static void svg_outlines(polyform_text *out, const polyform_problem *problem,
                         const picture *picture, double height_step) {
  append_string(out, "<path fill=\"none\" stroke=\"#333\" stroke-width=\"1\" "
                     "stroke-linecap=\"round\" d=\"");
  for (size_t l = 0; l < picture->layers; l++)
    for (size_t r = 0; r < picture->rows; r++)
      for (size_t c = 0; c < picture->columns; c++) {
        long owner = *owner_at(picture, l, r, c), row = (long)r, column = (long)c;
        if (owner < 0) continue;
        if (problem->kind == POLYFORM_TRIANGLES) {
          /* An up triangle shares its base with the triangle under it, a down one its top with
           * the one above; both share their sides with the triangles left and right. */
          bool up = (r + c) % 2 == 0;
          double left = (double)c * SVG_CELL / 2.0, top = (double)r * height_step,
                 bottom = top + height_step, base = up ? bottom : top, apex = up ? top : bottom;
          if (outlined(owner, owner_or_none(picture, l, row, column - 1)))
            polyform_text_format(out, "M%.1f,%.1fL%.1f,%.1f", left, base, left + SVG_CELL / 2.0,
                                 apex);
          if (outlined(owner, owner_or_none(picture, l, row, column + 1)))
            polyform_text_format(out, "M%.1f,%.1fL%.1f,%.1f", left + SVG_CELL, base,
                                 left + SVG_CELL / 2.0, apex);
          if (outlined(owner, owner_or_none(picture, l, up ? row + 1 : row - 1, column)))
            polyform_text_format(out, "M%.1f,%.1fh%d", left, base, SVG_CELL);
        } else {
          long x = ((long)l * ((long)picture->columns + 1) + column) * SVG_CELL, y = row * SVG_CELL;
          if (outlined(owner, owner_or_none(picture, l, row - 1, column)))
            polyform_text_format(out, "M%ld,%ldh%d", x, y, SVG_CELL);
          if (outlined(owner, owner_or_none(picture, l, row + 1, column)))
            polyform_text_format(out, "M%ld,%ldh%d", x, y + SVG_CELL, SVG_CELL);
          if (outlined(owner, owner_or_none(picture, l, row, column - 1)))
            polyform_text_format(out, "M%ld,%ldv%d", x, y, SVG_CELL);
          if (outlined(owner, owner_or_none(picture, l, row, column + 1)))
            polyform_text_format(out, "M%ld,%ldv%d", x + SVG_CELL, y, SVG_CELL);
        }
      }
  append_string(out, "\"/>\n");
}

bool polyform_draw_svg(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                       size_t count) {
  const polyform_problem *problem = model->problem;
  picture picture;
  if (!picture_make(&picture, model, option_ids, count)) {
    out->failed = true;
    return false;
  }
  int layers = problem->layers ? problem->layers : 1;
  double height_step = problem->kind == POLYFORM_TRIANGLES ? SVG_CELL * 0.8660254 : SVG_CELL;
  double width, height = problem->rows * height_step + 2;
  if (problem->kind == POLYFORM_TRIANGLES)
    width = (problem->columns + 1) * SVG_CELL / 2.0 + 2;
  else
    width = ((double)layers * (problem->columns + 1) - 1) * SVG_CELL + 2;
  polyform_text_format(out,
                       "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                       "viewBox=\"-1 -1 %.0f %.0f\">\n",
                       width, height, width, height);
  /* Each placement's cells are stroked in its own fill, which closes the seams between them; the
   * outlines come last, over every placement. */
  char fill[40];
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    const polyform_piece *piece = &problem->pieces[placement->piece];
    svg_fill(placement->piece, problem->piece_count, fill, sizeof fill);
    polyform_text_format(
        out,
        "<g fill=\"%s\" stroke=\"%s\" stroke-width=\"1\" stroke-linejoin=\"round\">"
        "<title>",
        fill, fill);
    append_xml(out, piece->name);
    append_string(out, "</title>\n");
    for (size_t k = 0; k < piece->cell_count; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      if (problem->kind == POLYFORM_TRIANGLES) {
        double left = cell->column * SVG_CELL / 2.0, top = cell->row * height_step,
               bottom = top + height_step;
        bool up = (cell->row + cell->column) % 2 == 0;
        polyform_text_format(out, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>\n", left,
                             up ? bottom : top, left + SVG_CELL, up ? bottom : top,
                             left + SVG_CELL / 2.0, up ? top : bottom);
      } else {
        int x = (cell->layer * (problem->columns + 1) + cell->column) * SVG_CELL;
        polyform_text_format(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", x,
                             cell->row * SVG_CELL, SVG_CELL, SVG_CELL);
      }
    }
    append_string(out, "</g>\n");
  }
  svg_outlines(out, problem, &picture, height_step);
  append_string(out, "</svg>\n");
  free(picture.owner);
  return !out->failed;
}

/* A JSON string: " and \ escaped, control characters as \u00XX. */
static void append_json_string(polyform_text *out, const char *text) {
  append_char(out, '"');
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\')
      polyform_text_format(out, "\\%c", *c);
    else if (*c < 0x20)
      polyform_text_format(out, "\\u%04x", *c);
    else
      append_char(out, (char)*c);
  }
  append_char(out, '"');
}

bool polyform_draw_json(polyform_text *out, const polyform_model *model, const uint32_t *option_ids,
                        size_t count, uint64_t solution_number) {
  const polyform_problem *problem = model->problem;
  polyform_text_format(out, "{\"solution\":%llu,\"pieces\":[", (unsigned long long)solution_number);
  for (size_t o = 0; o < count; o++) {
    const polyform_placement *placement = &model->placements[option_ids[o]];
    const polyform_piece *piece = &problem->pieces[placement->piece];
    append_string(out, o ? ",{\"name\":" : "{\"name\":");
    append_json_string(out, piece->name);
    polyform_text_format(out, ",\"orientation\":%u,\"cells\":[", (unsigned)placement->orientation);
    for (size_t k = 0; k < piece->cell_count; k++) {
      const polyform_board_cell *cell = &problem->cells[model->cells[placement->first + k]];
      if (k) append_char(out, ',');
      if (problem->kind == POLYFORM_CUBES)
        polyform_text_format(out, "[%d,%d,%d]", (int)cell->layer, (int)cell->row,
                             (int)cell->column);
      else
        polyform_text_format(out, "[%d,%d]", (int)cell->row, (int)cell->column);
    }
    append_string(out, "]}");
  }
  append_string(out, "]}\n");
  return !out->failed;
}
