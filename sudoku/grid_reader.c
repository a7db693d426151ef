/* grid_reader.c: the streaming reader of sudoku grids declared in grid_reader.h.
 *
 * It reads one line at a time with getc_unlocked into a buffer of fixed size held by the reader,
 * so a reader costs the same memory whatever the input (an over-long line is an error found as soon
 * as the buffer is full, never read to its end), and a grid is returned as soon as its last line
 * has arrived, which keeps interactive and piped use working. The layout of each grid is detected
 * from its first content line; the rows that follow are checked against it. Every malformed input
 * ends in one error with the physical line number and a one-line message, kept for later calls. */
#include "grid_reader.h"
#include "puzzle_header.h"
#include "reader_internal.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static bool content_is(const sudoku_reader *reader, const char *word) {
  size_t length = strlen(word);
  return reader->content_length == length && memcmp(reader->content, word, length) == 0;
}

static bool content_is_blank(const sudoku_reader *reader) {
  return reader->content_length == 0;
}

static bool content_is_comment(const sudoku_reader *reader) {
  return reader->content_length > 0 && reader->content[0] == '#';
}

/* Files that are not text in an ASCII-compatible encoding with LF endings fail in ways whose
 * message would mislead (a NUL byte, a line too long, a bad cell); these say what the file is. */
static const char cr_only_message[] = "CR-only line endings: convert them to LF";

enum { INPUT_SIGNATURE_BYTES = 4 };

static bool is_text_byte(unsigned char byte) {
  return (byte >= 0x20 && byte < 0x7f) || byte == '\t' || byte == '\r';
}

/* What the first count bytes of the input (at most INPUT_SIGNATURE_BYTES, without a line end) show
 * the input to be, when that is gzip data or UTF-16 text; NULL otherwise. */
static const char *file_kind_message(const unsigned char *bytes, size_t count) {
  static const char gzip_message[] = "gzip data: decompress it first";
  static const char utf16_message[] = "UTF-16 text: convert it to UTF-8";
  if (count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B) return gzip_message;
  bool utf32_little_endian_mark = count == 4 && bytes[2] == 0 && bytes[3] == 0;
  if (count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE && !utf32_little_endian_mark)
    return utf16_message; /* its byte order mark */
  if (count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF) return utf16_message;
  if (count < 4) return NULL;
  /* Without a byte order mark: a NUL beside each ASCII character. */
  if (bytes[1] == 0 && bytes[3] == 0 && is_text_byte(bytes[0]) && is_text_byte(bytes[2]))
    return utf16_message;
  if (bytes[0] == 0 && bytes[2] == 0 && is_text_byte(bytes[1]) && is_text_byte(bytes[3]))
    return utf16_message;
  return NULL;
}

/* Before the first line: reads its first bytes (never past its end), fails on gzip data and UTF-16
 * text, skips a UTF-8 byte order mark, and leaves the other bytes in reader->line as the start of
 * line 1, in *length. */
static bool read_start_of_input(sudoku_reader *reader, size_t *length) {
  unsigned char *start = (unsigned char *)reader->line;
  size_t count = 0;
  int byte;
  while (count < INPUT_SIGNATURE_BYTES && (byte = getc_unlocked(reader->stream)) != EOF) {
    if (byte == '\n') {
      ungetc(byte, reader->stream);
      break;
    }
    start[count++] = (unsigned char)byte;
  }
  if (ferror(reader->stream)) { /* a signal that interrupted the read, too: read no further */
    sudoku_reader_record_error(reader, 1, "read error: %s", strerror(errno));
    return false;
  }
  const char *message = file_kind_message(start, count);
  if (message) {
    sudoku_reader_record_error(reader, 1, "%s", message);
    return false;
  }
  static const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
  if (count >= sizeof byte_order_mark && memcmp(start, byte_order_mark, 3) == 0) {
    count -= sizeof byte_order_mark;
    memmove(start, start + sizeof byte_order_mark, count);
  }
  for (size_t k = 0; k < count; k++) {
    if (start[k] == '\0') {
      sudoku_reader_record_error(reader, 1, "NUL byte at column %zu", k + 1);
      return false;
    }
  }
  *length = count;
  return true;
}

/* Reads the next physical line and sets reader->content to it without its ending and without its
 * leading and trailing blanks (trailing CRs too). */
static line_status read_line(sudoku_reader *reader) {
  if (reader->stream_exhausted) return LINE_END_OF_STREAM;
  FILE *stream = reader->stream;
  size_t length = 0;
  if (reader->line_number == 0 && !read_start_of_input(reader, &length)) return LINE_FAILED;
  int byte;
  while ((byte = getc_unlocked(stream)) != EOF && byte != '\n') {
    if (length == sizeof reader->line) {
      if (memchr(reader->line, '\r', length)) {
        sudoku_reader_record_error(reader, reader->line_number + 1, "%s", cr_only_message);
        return LINE_FAILED;
      }
      sudoku_reader_record_error(reader, reader->line_number + 1, "line is longer than %d bytes",
                                 MAX_LINE_BYTES);
      return LINE_FAILED;
    }
    if (byte == '\0') {
      sudoku_reader_record_error(reader, reader->line_number + 1, "NUL byte at column %zu",
                                 length + 1);
      return LINE_FAILED;
    }
    reader->line[length++] = (char)byte;
  }
  if (byte == EOF) {
    if (ferror(stream)) {
      sudoku_reader_record_error(reader, reader->line_number + 1, "read error: %s",
                                 strerror(errno));
      return LINE_FAILED;
    }
    reader->stream_exhausted = true;
    if (length == 0) return LINE_END_OF_STREAM;
  }
  reader->line_number++;
  if (length == sizeof reader->line && reader->line[length - 1] != '\r') {
    sudoku_reader_record_error(reader, reader->line_number, "line is longer than %d bytes",
                               MAX_LINE_BYTES);
    return LINE_FAILED;
  }
  const char *start = reader->line, *end = reader->line + length;
  while (start < end && is_blank(*start)) start++;
  while (end > start && (is_blank(end[-1]) || end[-1] == '\r')) end--;
  if (memchr(start, '\r', (size_t)(end - start))) {
    sudoku_reader_record_error(reader, reader->line_number, "%s", cr_only_message);
    return LINE_FAILED;
  }
  reader->content = start;
  reader->content_length = (size_t)(end - start);
  return LINE_READ;
}

static line_status read_line_skipping_comments(sudoku_reader *reader) {
  line_status status;
  while ((status = read_line(reader)) == LINE_READ && content_is_comment(reader)) continue;
  return status;
}

static line_status read_content_line(sudoku_reader *reader) {
  line_status status;
  while ((status = read_line_skipping_comments(reader)) == LINE_READ && content_is_blank(reader))
    continue;
  return status;
}

static unsigned long last_line_read(const sudoku_reader *reader) {
  return reader->line_number > 0 ? reader->line_number : 1;
}

static sudoku_read_status report_short_grid(sudoku_reader *reader, unsigned long line,
                                            unsigned rows_read) {
  return sudoku_reader_record_error(reader, line, "grid ends after %u %s, expected %u", rows_read,
                                    plural(rows_read, "row", "rows"), reader->side);
}

static void use_geometry(sudoku_reader *reader) {
  reader->side = sudoku_geometry_side(&reader->geometry);
  reader->count_line_max_digits =
      reader->side - 1 < COUNT_LINE_MAX_DIGITS ? reader->side - 1 : COUNT_LINE_MAX_DIGITS;
  sudoku_reader_use_symbols(reader, sudoku_geometry_symbols(&reader->geometry));
  reader->geometry_generation++;
}

/* Notes whether the geometry just set (the caller's, or a header's) leaves the side of each grid to
 * be detected from its first line (grid_reader_size.c). */
static void note_side_detection(sudoku_reader *reader) {
  const sudoku_geometry *geometry = &reader->geometry;
  reader->side_detection = reader->size_detection_wanted && geometry->side == 0 &&
                           !geometry->region_of_cell && geometry->extra_region_count == 0 &&
                           geometry->different_pair_count == 0;
  if (reader->side_detection) reader->geometry_without_side = *geometry; /* owns no array */
}

/* Keeps the error that the current line, read at side 9, gives: reported instead of the detected
 * side's when the second row does not confirm it. */
static void keep_side_9_error(sudoku_reader *reader) {
  sudoku_layout layout =
      sudoku_reader_detect_layout(reader, reader->content, reader->content_length);
  bool fits = layout == SUDOKU_LAYOUT_LINE
                  ? sudoku_reader_parse_line_grid(reader, reader->scratch_cells, true)
                  : sudoku_reader_parse_row(reader, layout, 1, reader->scratch_cells, NULL, true);
  reader->side_unconfirmed = !fits;
  reader->side_9_error_line = reader->error_line;
  memcpy(reader->side_9_error_message, reader->error_message, sizeof reader->error_message);
  reader->state = READER_READING;
}

/* Gives the reader the side detected from the current line, with its usual boxes. */
static void detect_side(sudoku_reader *reader) {
  reader->side_unconfirmed = false;
  unsigned side = sudoku_reader_detect_side(reader);
  if (side == reader->side) return;
  if (reader->side == SUDOKU_SIDE && sudoku_reader_line_cell_count(reader) == side)
    keep_side_9_error(reader);
  reader->geometry = reader->geometry_without_side;
  if (side != SUDOKU_SIDE) sudoku_geometry_set_side(&reader->geometry, side);
  use_geometry(reader);
}

/* The second row of a grid whose side its first row told (status: how reading it went) is not
 * one of that side: back to side 9, whose error of the first line is reported. */
static bool side_refuted(sudoku_reader *reader, line_status status) {
  if (!reader->side_unconfirmed) return false;
  reader->side_unconfirmed = false;
  bool confirmed = status == LINE_READ && !content_is_blank(reader) && !content_is(reader, "end") &&
                   sudoku_reader_line_cell_count(reader) == reader->side;
  if (confirmed) return false;
  reader->geometry = reader->geometry_without_side;
  use_geometry(reader);
  sudoku_reader_record_error(reader, reader->side_9_error_line, "%s", reader->side_9_error_message);
  return true;
}

/* The first row of a grid, refused at the side it told: that side stands only when the second row
 * has as many cells (its error is then reported); otherwise the line was a bad row of a 9x9, and
 * side 9's error of it is reported, as without detection. */
static sudoku_read_status report_unconfirmed_first_row(sudoku_reader *reader) {
  unsigned long line = reader->error_line;
  char message[sizeof reader->error_message];
  memcpy(message, reader->error_message, sizeof message);
  reader->state = READER_READING;
  if (side_refuted(reader, read_line_skipping_comments(reader))) return SUDOKU_READ_ERROR;
  return sudoku_reader_record_error(reader, line, "%s", message);
}

/* Reads the grid whose first line is the current one. */
static sudoku_read_status read_grid_from_current_line(sudoku_reader *reader, sudoku_grid *grid,
                                                      sudoku_layout *layout) {
  unsigned long start_line = reader->line_number;
  if (reader->side_detection) detect_side(reader);
  bool detecting_symbols = reader->side > 9 && !reader->geometry.symbols_declared;
  if (detecting_symbols) sudoku_reader_detect_symbols_with_current_line(reader, 0);
  sudoku_layout detected_layout =
      sudoku_reader_detect_layout(reader, reader->content, reader->content_length);
  sudoku_layout grid_layout = detected_layout;
  if (reader->forced_layout != SUDOKU_LAYOUT_AUTO) {
    grid_layout = reader->forced_layout;
    if (detected_layout != grid_layout && sudoku_reader_line_fits_layout(reader, detected_layout))
      return sudoku_reader_record_error(
          reader, reader->line_number, "%s is in the %s layout, expected the %s layout",
          grid_layout == SUDOKU_LAYOUT_LINE ? "line" : "row 1", sudoku_layout_name(detected_layout),
          sudoku_layout_name(grid_layout));
  }

  uint8_t *cells = reader->cells;
  unsigned side = reader->side;
  if (grid_layout == SUDOKU_LAYOUT_LINE) {
    if (!sudoku_reader_parse_line_grid(reader, cells, true)) return SUDOKU_READ_ERROR;
  } else {
    for (unsigned row = 1; row <= side; row++) {
      if (row > 1) {
        line_status status = read_line_skipping_comments(reader);
        if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
        if (row == 2 && side_refuted(reader, status)) return SUDOKU_READ_ERROR;
        if (status == LINE_END_OF_STREAM)
          return report_short_grid(reader, last_line_read(reader), row - 1);
        if (content_is_blank(reader) || content_is(reader, "end"))
          return report_short_grid(reader, reader->line_number, row - 1);
        if (detecting_symbols)
          sudoku_reader_detect_symbols_with_current_line(reader, (size_t)side * (row - 1));
        sudoku_layout row_layout =
            sudoku_reader_detect_layout(reader, reader->content, reader->content_length);
        if (row_layout != grid_layout && sudoku_reader_line_fits_layout(reader, row_layout)) {
          if (row_layout == SUDOKU_LAYOUT_LINE)
            return report_short_grid(reader, reader->line_number, row - 1);
          return sudoku_reader_record_error(
              reader, reader->line_number, "row %u is in the %s layout, expected the %s layout",
              row, sudoku_layout_name(row_layout), sudoku_layout_name(grid_layout));
        }
      }
      if (!sudoku_reader_parse_row(reader, grid_layout, row, cells + side * (row - 1),
                                   reader->cell_characters + side * (row - 1), true)) {
        if (row == 1 && reader->side_unconfirmed) return report_unconfirmed_first_row(reader);
        return SUDOKU_READ_ERROR;
      }
    }
  }

  memcpy(grid->cells, cells, (size_t)side * side);
  grid->side = side;
  grid->symbols = reader->symbols;
  if (layout) *layout = grid_layout;
  reader->grid_line = start_line;
  reader->grids_read++;
  return SUDOKU_READ_GRID;
}

/* A count line has fewer digits than a packed row: a longer line of digits is a row or a grid line,
 * perhaps cut short, and is read, and reported, as one. */
static bool current_line_is_count(const sudoku_reader *reader) {
  size_t length = reader->content_length;
  return length <= reader->count_line_max_digits && is_all_digits(reader->content, length);
}

/* A line of cells ('-' is an empty mark) that can begin a grid: as many as a row or a one-line grid
 * of the current side has, or of the side detection would tell from it. */
static bool current_line_can_begin_grid(const sudoku_reader *reader) {
  size_t cells = reader->content_length;
  size_t side = reader->side;
  if (cells == side || cells == side * side) return true;
  if (reader->side_detection) {
    size_t detected = sudoku_reader_detect_side(reader);
    return cells == detected || cells == detected * detected;
  }
  return false;
}

/* '-' then digits, as a count line would be but for the sign; a line that can begin a grid is one
 * ("-234": a row of a 4x4 whose first cell is empty), not a count. */
static bool current_line_is_negative_count(const sudoku_reader *reader) {
  size_t length = reader->content_length;
  return length >= 2 && length <= reader->count_line_max_digits + 1 && reader->content[0] == '-' &&
         is_all_digits(reader->content + 1, length - 1) && !current_line_can_begin_grid(reader);
}

static void read_count_line(sudoku_reader *reader) {
  unsigned long count = 0;
  for (size_t k = 0; k < reader->content_length; k++)
    count = 10 * count + (unsigned long)(reader->content[k] - '0');
  reader->count_line_given = true;
  reader->promised_grid_count = count;
}

static sudoku_read_status report_missing_grids(sudoku_reader *reader, unsigned long line) {
  return sudoku_reader_record_error(
      reader, line, "the count line promised %lu %s, found %lu", reader->promised_grid_count,
      plural(reader->promised_grid_count, "grid", "grids"), reader->grids_read);
}

static sudoku_read_status end_input(sudoku_reader *reader) {
  reader->state = READER_ENDED;
  return SUDOKU_READ_END;
}

static sudoku_read_status report_header_error(sudoku_reader *reader, const char *message) {
  return sudoku_reader_record_error(reader, reader->line_number, "%s", message);
}

/* The next line that is not blank, a comment or not: the rows of a region map are read as they
 * are, '#' labelling a region like any other character (puzzle_header.h). */
static line_status read_non_blank_line(sudoku_reader *reader) {
  line_status status;
  while ((status = read_line(reader)) == LINE_READ && content_is_blank(reader)) continue;
  return status;
}

/* The n lines of a region map, after the line "regions:"; each error names the map line at
 * fault. */
static bool read_region_map(sudoku_reader *reader) {
  sudoku_region_labels labels = {.count = 0};
  unsigned long line_of_row[SUDOKU_MAX_SIDE];
  char message[SUDOKU_HEADER_MESSAGE_CAPACITY];
  unsigned side = sudoku_geometry_side(&reader->geometry);
  for (unsigned row = 0; row < side; row++) {
    line_status status = read_non_blank_line(reader);
    if (status == LINE_FAILED) return false;
    if (status == LINE_END_OF_STREAM) {
      sudoku_reader_record_error(reader, last_line_read(reader),
                                 "region map ends after %u %s, expected %u", row,
                                 plural(row, "row", "rows"), side);
      return false;
    }
    line_of_row[row] = reader->line_number;
    if (!sudoku_header_apply_region_row(&reader->geometry, row, reader->content,
                                        reader->content_length, &labels, message)) {
      report_header_error(reader, message);
      return false;
    }
  }
  unsigned row_at_fault = 0;
  if (!sudoku_header_check_region_map(&reader->geometry, &labels, &row_at_fault, message)) {
    sudoku_reader_record_error(reader, line_of_row[row_at_fault], "%s", message);
    return false;
  }
  return true;
}

/* Reads the header block whose first line is the current one, and the first line after it. */
static sudoku_read_status read_header_block(sudoku_reader *reader, line_status *next_status) {
  unsigned long block_line = reader->line_number;
  if (!sudoku_geometry_copy(&reader->geometry, &reader->base_geometry))
    return sudoku_reader_record_error(reader, block_line, "out of memory");
  char message[SUDOKU_HEADER_MESSAGE_CAPACITY];
  /* The first line of the block that a later size: line would discard, which is refused. */
  unsigned long line_discarded_by_size = 0;
  char discarded_text[SHOWN_TEXT_CAPACITY];
  line_status status;
  do {
    if (sudoku_header_is_size(reader->content, reader->content_length)) {
      if (line_discarded_by_size)
        return sudoku_reader_record_error(
            reader, reader->line_number,
            "size: after line %lu %s would discard it: write size: first", line_discarded_by_size,
            discarded_text);
    } else if (!line_discarded_by_size &&
               sudoku_header_is_dropped_by_size(reader->content, reader->content_length)) {
      line_discarded_by_size = reader->line_number;
      sudoku_reader_show_text(reader->content, reader->content_length, true, discarded_text);
    }
    if (sudoku_header_starts_region_map(reader->content, reader->content_length)) {
      if (!read_region_map(reader)) return SUDOKU_READ_ERROR;
    } else if (!sudoku_header_apply(&reader->geometry, reader->content, reader->content_length,
                                    message)) {
      return report_header_error(reader, message);
    }
    status = read_content_line(reader);
  } while (status == LINE_READ && sudoku_header_is_line(reader->content, reader->content_length));
  if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
  const char *problem = sudoku_geometry_problem(&reader->geometry);
  if (problem) return sudoku_reader_record_error(reader, block_line, "%s", problem);
  note_side_detection(reader);
  use_geometry(reader);
  *next_status = status;
  return SUDOKU_READ_GRID;
}

static sudoku_read_status read_next_grid(sudoku_reader *reader, sudoku_grid *grid,
                                         sudoku_layout *layout) {
  for (;;) {
    line_status status = read_content_line(reader);
    if (status == LINE_READ && sudoku_header_is_line(reader->content, reader->content_length)) {
      reader->first_content_line_seen = true;
      if (read_header_block(reader, &status) == SUDOKU_READ_ERROR) return SUDOKU_READ_ERROR;
    }
    if (status == LINE_FAILED) return SUDOKU_READ_ERROR;
    if (status == LINE_END_OF_STREAM) {
      if (reader->count_line_given && reader->grids_read < reader->promised_grid_count)
        return report_missing_grids(reader, last_line_read(reader));
      if (!reader->count_line_given && reader->grids_read == 0)
        return sudoku_reader_record_error(reader, last_line_read(reader),
                                          "empty input: no grid found");
      return end_input(reader);
    }
    if (!reader->first_content_line_seen) {
      reader->first_content_line_seen = true;
      if (current_line_is_count(reader)) {
        read_count_line(reader);
        continue;
      }
      if (current_line_is_negative_count(reader)) {
        char shown[SHOWN_TEXT_CAPACITY];
        sudoku_reader_show_text(reader->content, reader->content_length, false, shown);
        return sudoku_reader_record_error(reader, reader->line_number, "negative count %s", shown);
      }
    }
    bool promised_grids_read =
        reader->count_line_given && reader->grids_read == reader->promised_grid_count;
    if (promised_grids_read && content_is(reader, "end")) return end_input(reader);
    if (promised_grids_read)
      return sudoku_reader_record_error(
          reader, reader->line_number, "text after the %lu %s promised by the count line",
          reader->promised_grid_count, plural(reader->promised_grid_count, "grid", "grids"));
    if (content_is(reader, "end")) {
      if (reader->count_line_given) return report_missing_grids(reader, reader->line_number);
      return end_input(reader);
    }
    return read_grid_from_current_line(reader, grid, layout);
  }
}

sudoku_reader *sudoku_reader_create(FILE *stream, sudoku_layout layout) {
  sudoku_geometry classic = {0};
  return sudoku_reader_create_for(stream, layout, &classic);
}

sudoku_reader *sudoku_reader_create_for(FILE *stream, sudoku_layout layout,
                                        const sudoku_geometry *geometry) {
  sudoku_reader *reader = calloc(1, sizeof *reader);
  if (!reader) return NULL;
  if (!sudoku_geometry_copy(&reader->base_geometry, geometry) ||
      !sudoku_geometry_copy(&reader->geometry, geometry)) {
    sudoku_reader_destroy(reader);
    return NULL;
  }
  note_side_detection(reader);
  use_geometry(reader);
  reader->stream = stream;
  bool layout_is_forceable = layout == SUDOKU_LAYOUT_TOKENS || layout == SUDOKU_LAYOUT_PACKED ||
                             layout == SUDOKU_LAYOUT_LINE;
  reader->forced_layout = layout_is_forceable ? layout : SUDOKU_LAYOUT_AUTO;
  reader->state = READER_READING;
  reader->content = reader->line;
  return reader;
}

void sudoku_reader_destroy(sudoku_reader *reader) {
  if (!reader) return;
  sudoku_geometry_clear(&reader->base_geometry);
  sudoku_geometry_clear(&reader->geometry);
  free(reader);
}

const sudoku_geometry *sudoku_reader_geometry(const sudoku_reader *reader) {
  return &reader->geometry;
}

unsigned long sudoku_reader_geometry_generation(const sudoku_reader *reader) {
  return reader->geometry_generation;
}

sudoku_read_status sudoku_reader_next(sudoku_reader *reader, sudoku_grid *grid,
                                      sudoku_layout *layout) {
  if (reader->state == READER_FAILED) return SUDOKU_READ_ERROR;
  if (reader->state == READER_ENDED) return SUDOKU_READ_END;
  flockfile(reader->stream);
  sudoku_read_status status = read_next_grid(reader, grid, layout);
  funlockfile(reader->stream);
  return status;
}

unsigned long sudoku_reader_error_line(const sudoku_reader *reader) {
  return reader->error_line;
}

const char *sudoku_reader_error_message(const sudoku_reader *reader) {
  return reader->error_message;
}

void sudoku_reader_set_size_detection(sudoku_reader *reader, bool on) {
  reader->size_detection_wanted = on;
  note_side_detection(reader);
}

unsigned long sudoku_reader_grid_line(const sudoku_reader *reader) {
  return reader->grid_line;
}
