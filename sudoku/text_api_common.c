/* text_api_common.c: the helpers every part of the text facade uses (text_api_internal.h), apart
 * so that the parts call them without calling one another in a circle: errors set as the command
 * words them, a grid written after its geometry's header, a writer's line caught as a string. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku/generator_header.h"
#include "sudoku/text_api_internal.h"

void sudoku_text_set_error(sudoku_text_error *error, unsigned long line, const char *format, ...) {
  if (!error) return;
  error->line = line;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(error->message, sizeof error->message, format, arguments);
  va_end(arguments);
}

const char *sudoku_text_name_of(const sudoku_text_settings *settings) {
  return settings && settings->name ? settings->name : "<string>";
}

/* The header of the geometry (none for the classic 9x9) and the grid on one line. */
char *sudoku_text_format_generated_grid(const sudoku_geometry *geometry, const sudoku_grid *grid) {
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  if (!stream) return NULL;
  sudoku_generator_write_header(stream, geometry);
  char line[SUDOKU_GRID_TEXT_MAX];
  size_t length = sudoku_grid_format(grid, SUDOKU_LAYOUT_LINE, '.', line);
  fwrite(line, 1, length, stream);
  if (fclose(stream) != 0) {
    free(text);
    return NULL;
  }
  return text;
}

char *sudoku_text_line_of(void (*writer)(const void *context, FILE *out), const void *context) {
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream(&text, &size);
  if (!stream) return NULL;
  writer(context, stream);
  if (fclose(stream) != 0) {
    free(text);
    return NULL;
  }
  text[strcspn(text, "\n")] = '\0';
  return text;
}
