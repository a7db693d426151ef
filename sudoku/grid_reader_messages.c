/* grid_reader_messages.c: how the grid reader records its one error and shows input text in a
 * message. The reader's line handling (grid_reader.c) and its cell parsers (grid_reader_cells.c)
 * both report through these two functions, which depend on neither, so the two files do not call
 * each other in a circle. */
#include "reader_internal.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

sudoku_read_status sudoku_reader_record_error(sudoku_reader *reader, unsigned long line,
                                              const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(reader->error_message, sizeof reader->error_message, format, arguments);
  va_end(arguments);
  reader->error_line = line;
  reader->state = READER_FAILED;
  return SUDOKU_READ_ERROR;
}

/* Writes text as a message can show it: at most SHOWN_TEXT_MAX_BYTES of it, then "...", with
 * unprintable bytes as \xNN, and in single quotes (escaping quote and backslash) when quoted. */
void sudoku_reader_show_text(const char *text, size_t length, bool quoted,
                             char shown[SHOWN_TEXT_CAPACITY]) {
  size_t used = 0;
  if (quoted) shown[used++] = '\'';
  size_t shown_length = length > SHOWN_TEXT_MAX_BYTES ? SHOWN_TEXT_MAX_BYTES : length;
  for (size_t k = 0; k < shown_length; k++) {
    unsigned char byte = (unsigned char)text[k];
    if (quoted && (byte == '\'' || byte == '\\')) {
      shown[used++] = '\\';
      shown[used++] = (char)byte;
    } else if (byte >= 0x20 && byte < 0x7f) {
      shown[used++] = (char)byte;
    } else {
      used += (size_t)snprintf(shown + used, SHOWN_TEXT_CAPACITY - used, "\\x%02X", byte);
    }
  }
  if (shown_length < length) {
    memcpy(shown + used, "...", 3);
    used += 3;
  }
  if (quoted) shown[used++] = '\'';
  shown[used] = '\0';
}
