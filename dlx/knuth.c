/* knuth.c: the reader of Knuth's exact-cover text format declared in knuth.h.
 *
 * It reads one line at a time with getc_unlocked into a buffer that grows up to the line limit and
 * no further, so a hostile input costs at most that much beyond what it legitimately describes;
 * every byte is checked as it arrives, so binary input fails at its first control byte. The first
 * four bytes are looked at together first, so that gzip data and UTF-16 text are named as such, and
 * a CR followed by text on its line is named as a CR-only line ending. The item
 * line fills a hash table of names (item k is the k-th name) and creates the solver; every option
 * line is then checked token by token and handed to the solver at once, so the only per-option
 * memory here is the option's text (its tokens joined by single spaces, for printing solutions in
 * the input's spelling) and the offset of that text. Color names get small numbers from a second
 * hash table. Everything the reading needs only while it runs (the line, the current option, the
 * marks that catch an item repeated in an option) lives in a `reading` that is freed at the end.
 */
#include "knuth.h"
#include "internal_names.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum {
  FIRST_LINE_CAPACITY = 4096,
  SHOWN_NAME_MAX_BYTES = 40,
  SHOWN_NAME_CAPACITY = SHOWN_NAME_MAX_BYTES + 4,
  INPUT_SIGNATURE_BYTES = 4,
};

static const char no_primary_item_warning[] = "option has no primary item; ignored";

struct dlx_knuth {
  dlx_solver *solver;
  name_table items;
  name_table colors;
  string_list option_texts;
};

typedef enum line_status { LINE_READ, LINE_END_OF_STREAM, LINE_FAILED } line_status;

/* The state of one call of dlx_knuth_read. */
typedef struct reading {
  FILE *stream;
  dlx_knuth *problem;
  dlx_knuth_error *error;
  dlx_knuth_warning_callback warn;
  void *context;
  dlx_status failure; /* the status to return after LINE_FAILED */
  int read_errno;     /* errno after a failed read, restored for the caller */

  char *line;
  size_t line_length, line_capacity;
  unsigned long line_number; /* of the line in `line` */
  bool stream_ended;
  unsigned long end_line, end_column; /* where the input ended, once it has */
  /* The first bytes of the input, read to tell what it is; lines take them before the stream's. */
  unsigned char start_bytes[INPUT_SIGNATURE_BYTES];
  unsigned start_count, start_taken;

  uint32_t primary_count;
  uint32_t *items_of_option;
  uint32_t *colors_of_option;
  size_t option_capacity;
  uint32_t *mark_of_item; /* mark_of_item[i] == current_mark: item i is in the current option */
  uint32_t current_mark;
  /* The items of the item line written with bounds (DLX3's "a:b|name"), until the solver exists. */
  uint32_t *bounded_items, *lower_bounds, *upper_bounds;
  size_t bounded_count, bounded_capacity;
} reading;

/* ------------------------------------------------------------------------------------------------
 * Errors and warnings.
 */

/* Copies a name for a message: at most SHOWN_NAME_MAX_BYTES of it, cut before a UTF-8
 * continuation byte, then "..." when cut. The name holds no control bytes (they are refused). */
static const char *shown_name(const char *name, size_t length, char shown[SHOWN_NAME_CAPACITY]) {
  size_t kept = length;
  if (length > SHOWN_NAME_MAX_BYTES) {
    kept = SHOWN_NAME_MAX_BYTES;
    while (kept > 0 && ((unsigned char)name[kept] & 0xC0) == 0x80) kept--;
  }
  memcpy(shown, name, kept);
  if (kept < length) {
    memcpy(shown + kept, "...", 3);
    kept += 3;
  }
  shown[kept] = '\0';
  return shown;
}

#if defined(__GNUC__)
__attribute__((format(printf, 5, 0)))
#endif
static dlx_status
fail_with_arguments(reading *reading, dlx_status status, unsigned long line, size_t column,
                    const char *format, va_list arguments) {
  dlx_knuth_error *error = reading->error;
  error->line = line;
  error->column = (unsigned long)column;
  vsnprintf(error->message, sizeof error->message, format, arguments);
  reading->failure = status;
  return status;
}

/* Records a failure at a 1-based line and column and returns its status. */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static dlx_status
fail_at(reading *reading, dlx_status status, unsigned long line, size_t column, const char *format,
        ...) {
  va_list arguments;
  va_start(arguments, format);
  fail_with_arguments(reading, status, line, column, format, arguments);
  va_end(arguments);
  return status;
}

/* Records a format error on the current line, at a 1-based column. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static dlx_status
fail_on_line(reading *reading, size_t column, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  fail_with_arguments(reading, DLX_ERROR_BAD_FORMAT, reading->line_number, column, format,
                      arguments);
  va_end(arguments);
  return DLX_ERROR_BAD_FORMAT;
}

/* ------------------------------------------------------------------------------------------------
 * Lines and tokens.
 */

static bool is_token_separator(unsigned char byte) {
  return byte == ' ' || byte == '\t' || byte == '\r' || byte == '\v' || byte == '\f';
}

static bool is_forbidden(unsigned char byte) {
  return (byte < 0x20 && !is_token_separator(byte) && byte != '\n') || byte == 0x7F;
}

static line_status fail_on_byte(reading *reading, unsigned long line, size_t column,
                                unsigned char byte) {
  if (byte == '\0')
    fail_at(reading, DLX_ERROR_BAD_FORMAT, line, column, "NUL byte");
  else
    fail_at(reading, DLX_ERROR_BAD_FORMAT, line, column, "unexpected character \\x%02X", byte);
  return LINE_FAILED;
}

static bool append_to_line(reading *reading, size_t length, unsigned char byte) {
  if (length == reading->line_capacity) {
    size_t capacity = 2 * reading->line_capacity;
    if (capacity > (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH + 1)
      capacity = (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH + 1;
    char *grown = realloc(reading->line, capacity);
    if (!grown) return false;
    reading->line = grown;
    reading->line_capacity = capacity;
  }
  reading->line[length] = (char)byte;
  return true;
}

/* Files that are not text in an ASCII-compatible encoding with LF or CRLF endings would fail
 * with a message that misleads (a NUL byte, a control character, a duplicate item); these say what
 * the file is instead, in the same words as the other readers of this project. */
static const char gzip_message[] = "gzip data: decompress it first";
static const char utf16_message[] = "UTF-16 text: convert it to UTF-8";
static const char cr_only_message[] = "CR-only line endings: convert them to LF";

/* An ASCII character that text is made of: in UTF-16, each has a NUL beside it. */
static bool is_ascii_text_byte(unsigned char byte) {
  return (byte >= 0x20 && byte < 0x7F) || byte == '\t' || byte == '\r' || byte == '\n';
}

/* What the first count bytes of the input (at most INPUT_SIGNATURE_BYTES) show it to be, when that
 * is gzip data or UTF-16 text; NULL otherwise. */
static const char *input_kind_message(const unsigned char *bytes, unsigned count) {
  if (count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B) return gzip_message;
  /* FF FE 00 00 is the byte order mark of UTF-32, whose NUL bytes are reported as such. */
  bool utf32_mark = count == 4 && bytes[2] == 0 && bytes[3] == 0;
  if (count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE && !utf32_mark) return utf16_message;
  if (count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF) return utf16_message;
  if (count < INPUT_SIGNATURE_BYTES) return NULL;
  if (bytes[1] == 0 && bytes[3] == 0 && is_ascii_text_byte(bytes[0]) &&
      is_ascii_text_byte(bytes[2]))
    return utf16_message; /* little-endian, without a byte order mark */
  if (bytes[0] == 0 && bytes[2] == 0 && is_ascii_text_byte(bytes[1]) &&
      is_ascii_text_byte(bytes[3]))
    return utf16_message; /* big-endian */
  return NULL;
}

/* Before the first line: reads the first bytes of the input, refuses gzip data and UTF-16 text,
 * and skips a UTF-8 byte order mark; the other bytes are read again as the start of the text. */
static bool read_start_of_input(reading *reading) {
  int byte;
  while (reading->start_count < INPUT_SIGNATURE_BYTES &&
         (byte = getc_unlocked(reading->stream)) != EOF)
    reading->start_bytes[reading->start_count++] = (unsigned char)byte;
  if (ferror(reading->stream)) { /* a signal that interrupted the read, too: read no further */
    reading->read_errno = errno;
    fail_at(reading, DLX_ERROR_BAD_FORMAT, 1, reading->start_count + 1, "read error: %s",
            strerror(reading->read_errno));
    return false;
  }
  const char *message = input_kind_message(reading->start_bytes, reading->start_count);
  if (message) {
    fail_at(reading, DLX_ERROR_BAD_FORMAT, 1, 1, "%s", message);
    return false;
  }
  static const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
  if (reading->start_count >= sizeof byte_order_mark &&
      memcmp(reading->start_bytes, byte_order_mark, sizeof byte_order_mark) == 0)
    reading->start_taken = sizeof byte_order_mark;
  return true;
}

/* Adds one byte (not '\n') of line number to the line, after checking it; false after a failure.
 * A CR may end a line (CRLF), with white space around it, so it is only refused once text follows
 * it on its line: then it ends lines on its own. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline bool
take_byte(reading *reading, unsigned long number, unsigned char byte, size_t *length,
          size_t *carriage_return_column) {
  if (byte <= ' ' || byte == 0x7F || *carriage_return_column != 0) {
    if (byte == '\r') {
      if (*carriage_return_column == 0) *carriage_return_column = *length + 1;
    } else if (*carriage_return_column != 0 && !is_token_separator(byte)) {
      fail_at(reading, DLX_ERROR_BAD_FORMAT, number, *carriage_return_column, "%s",
              cr_only_message);
      return false;
    }
    if (is_forbidden(byte)) {
      fail_on_byte(reading, number, *length + 1, byte);
      return false;
    }
  }
  /* One byte beyond the limit is kept, for the CR of a CRLF ending. */
  const size_t limit = (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH;
  if (*length == limit + 1) {
    fail_at(reading, DLX_ERROR_BAD_FORMAT, number, limit + 1, "line is longer than %zu bytes",
            limit);
    return false;
  }
  if (!append_to_line(reading, *length, byte)) {
    fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, number, *length + 1, "out of memory");
    return false;
  }
  (*length)++;
  return true;
}

/* Reads the next line, without its '\n', into reading->line, checking every byte: first those
 * left of the start of the input, then the stream's. */
static line_status read_line(reading *reading) {
  if (reading->stream_ended) return LINE_END_OF_STREAM;
  const size_t limit = (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH;
  unsigned long number = reading->line_number + 1;
  if (number == 1 && !read_start_of_input(reading)) return LINE_FAILED;
  size_t length = 0;
  size_t carriage_return_column = 0; /* of a CR with only white space after it so far */
  int byte = 0;
  bool line_ended = false;
  while (!line_ended && reading->start_taken < reading->start_count) {
    byte = reading->start_bytes[reading->start_taken++];
    line_ended = byte == '\n';
    if (!line_ended &&
        !take_byte(reading, number, (unsigned char)byte, &length, &carriage_return_column))
      return LINE_FAILED;
  }
  if (!line_ended) {
    while ((byte = getc_unlocked(reading->stream)) != EOF && byte != '\n')
      if (!take_byte(reading, number, (unsigned char)byte, &length, &carriage_return_column))
        return LINE_FAILED;
  }
  if (byte == EOF) {
    if (ferror(reading->stream)) {
      reading->read_errno = errno;
      fail_at(reading, DLX_ERROR_BAD_FORMAT, number, length + 1, "read error: %s",
              strerror(reading->read_errno));
      return LINE_FAILED;
    }
    reading->stream_ended = true;
    reading->end_line = number;
    reading->end_column = length + 1;
    if (length == 0) return LINE_END_OF_STREAM;
  }
  if (length == limit + 1 && reading->line[limit] != '\r') {
    fail_at(reading, DLX_ERROR_BAD_FORMAT, number, limit + 1, "line is longer than %zu bytes",
            limit);
    return LINE_FAILED;
  }
  reading->line_number = number;
  reading->line_length = length;
  return LINE_READ;
}

/* Finds the next run of non-blank bytes at or after *position: [*start, *end). */
static bool next_token(const reading *reading, size_t *position, size_t *start, size_t *end) {
  const char *line = reading->line;
  size_t length = reading->line_length, at = *position;
  while (at < length && is_token_separator((unsigned char)line[at])) at++;
  if (at == length) return false;
  *start = at;
  while (at < length && !is_token_separator((unsigned char)line[at])) at++;
  *end = *position = at;
  return true;
}

/* A blank line, or a comment: its first non-blank byte is '|'. */
static bool line_is_skipped(const reading *reading) {
  size_t position = 0, start, end;
  return !next_token(reading, &position, &start, &end) || reading->line[start] == '|';
}

/* The first byte c in [start, end), or end. */
static size_t find_byte(const char *line, size_t start, size_t end, char c) {
  const char *found = memchr(line + start, c, end - start);
  return found ? (size_t)(found - line) : end;
}

/* ------------------------------------------------------------------------------------------------
 * The item line and the options.
 */

/* The largest bound the reader accepts: no solution can use more options than the solver holds. */
#define MAXIMUM_BOUND (UINT32_C(1) << 30)

/* Reads the decimal number line[start .. end-1] of a bound into *value. */
static dlx_status read_bound(reading *reading, size_t start, size_t end, const char *token,
                             size_t token_length, uint32_t *value) {
  char shown[SHOWN_NAME_CAPACITY];
  *value = 0;
  bool valid = start < end;
  for (size_t k = start; k < end && valid; k++) {
    valid = reading->line[k] >= '0' && reading->line[k] <= '9';
    if (valid) *value = 10 * *value + (uint32_t)(reading->line[k] - '0');
    valid = valid && *value <= MAXIMUM_BOUND;
  }
  if (valid) return DLX_OK;
  return fail_on_line(reading, start + 1, "malformed bound in '%s' (a number from 0 to %lu)",
                      shown_name(token, token_length, shown), (unsigned long)MAXIMUM_BOUND);
}

/* Reads the bounds of a token "a:b|name", ":b|name" (a lower bound of 0) or "b|name" whose '|' is
 * at bar, after start; *name receives where the name starts. */
static dlx_status read_item_bounds(reading *reading, size_t start, size_t bar, size_t end,
                                   bool secondary, size_t *name) {
  const char *line = reading->line, *token = line + start;
  char shown[SHOWN_NAME_CAPACITY];
  size_t token_length = end - start;
  if (secondary)
    return fail_on_line(reading, start + 1, "secondary item '%s' cannot have bounds",
                        shown_name(line + bar + 1, end - bar - 1, shown));
  size_t colon = find_byte(line, start, bar, ':');
  uint32_t lower, upper;
  dlx_status status =
      read_bound(reading, colon < bar ? colon + 1 : start, bar, token, token_length, &upper);
  /* As in DLX3, which reads the lower bound with a loop of digits that may be empty: ":b|name"
   * is "0:b|name". */
  if (status == DLX_OK && colon < bar)
    status = colon == start ? (lower = 0, DLX_OK)
                            : read_bound(reading, start, colon, token, token_length, &lower);
  else if (status == DLX_OK)
    lower = upper;
  if (status != DLX_OK) return status;
  if (upper == 0)
    return fail_on_line(reading, start + 1, "upper bound 0 in '%s'",
                        shown_name(token, token_length, shown));
  if (lower > upper)
    return fail_on_line(reading, start + 1, "lower bound %lu exceeds upper bound %lu in '%s'",
                        (unsigned long)lower, (unsigned long)upper,
                        shown_name(token, token_length, shown));
  if (reading->bounded_count == reading->bounded_capacity) {
    size_t capacity = reading->bounded_capacity ? 2 * reading->bounded_capacity : 16;
    uint32_t *items = realloc(reading->bounded_items, capacity * sizeof *items);
    if (items) reading->bounded_items = items;
    uint32_t *lowers = items ? realloc(reading->lower_bounds, capacity * sizeof *lowers) : NULL;
    if (lowers) reading->lower_bounds = lowers;
    uint32_t *uppers = lowers ? realloc(reading->upper_bounds, capacity * sizeof *uppers) : NULL;
    if (uppers) reading->upper_bounds = uppers;
    if (!uppers)
      return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, start + 1,
                     "out of memory");
    reading->bounded_capacity = capacity;
  }
  reading->bounded_items[reading->bounded_count] = reading->problem->items.names.count;
  reading->lower_bounds[reading->bounded_count] = lower;
  reading->upper_bounds[reading->bounded_count] = upper;
  reading->bounded_count++;
  *name = bar + 1;
  return DLX_OK;
}

static dlx_status read_item_line(reading *reading) {
  dlx_knuth *problem = reading->problem;
  const char *line = reading->line;
  char shown[SHOWN_NAME_CAPACITY];
  bool separator_seen = false;
  uint32_t primary_count = 0;
  size_t position = 0, start, end;
  while (next_token(reading, &position, &start, &end)) {
    /* As in Knuth's programs, '|' separates even when the next name follows it directly. */
    for (; start < end && line[start] == '|'; start++) {
      if (separator_seen) return fail_on_line(reading, start + 1, "a second '|' in the item line");
      separator_seen = true;
      primary_count = problem->items.names.count;
    }
    if (start == end) continue;
    size_t bounds_bar = find_byte(line, start, end, '|');
    if (bounds_bar < end) {
      dlx_status status = read_item_bounds(reading, start, bounds_bar, end, separator_seen, &start);
      if (status != DLX_OK) return status;
      if (start == end) return fail_on_line(reading, start + 1, "empty item name after bounds");
    }
    const char *name = line + start;
    size_t length = end - start;
    size_t colon = find_byte(line, start, end, ':'), bar = find_byte(line, start, end, '|');
    if (colon < end || bar < end) {
      size_t bad = colon < bar ? colon : bar;
      return fail_on_line(reading, bad + 1, "'%c' inside item name '%s'", line[bad],
                          shown_name(name, length, shown));
    }
    if (dlx_name_table_find(&problem->items, name, length) != DLX_NAME_NOT_FOUND)
      return fail_on_line(reading, start + 1, "duplicate item name '%s'",
                          shown_name(name, length, shown));
    dlx_status status = dlx_name_table_add(&problem->items, name, length);
    if (status != DLX_OK)
      return fail_at(reading, status, reading->line_number, start + 1,
                     status == DLX_ERROR_TOO_LARGE ? "too many items" : "out of memory");
  }
  uint32_t item_count = problem->items.names.count;
  if (!separator_seen) primary_count = item_count;
  reading->primary_count = primary_count;
  dlx_status status = dlx_create(&problem->solver, primary_count, item_count - primary_count);
  if (status != DLX_OK)
    return fail_at(reading, status, reading->line_number, 1, "%s", dlx_strerror(status));
  for (size_t k = 0; k < reading->bounded_count; k++) {
    status = dlx_set_item_bounds(problem->solver, reading->bounded_items[k],
                                 reading->lower_bounds[k], reading->upper_bounds[k]);
    if (status != DLX_OK)
      return fail_at(reading, status, reading->line_number, 1, "%s", dlx_strerror(status));
  }
  reading->mark_of_item = calloc(item_count > 0 ? item_count : 1, sizeof *reading->mark_of_item);
  if (!reading->mark_of_item)
    return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, 1, "out of memory");
  return DLX_OK;
}

static dlx_status reserve_option_entries(reading *reading, size_t entry_count) {
  size_t capacity = reading->option_capacity;
  if (!dlx_grow_capacity(&capacity, entry_count, 64, sizeof(uint32_t)))
    return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, 1, "out of memory");
  if (capacity == reading->option_capacity) return DLX_OK;
  uint32_t *items = realloc(reading->items_of_option, capacity * sizeof *items);
  if (items) reading->items_of_option = items;
  uint32_t *colors = items ? realloc(reading->colors_of_option, capacity * sizeof *colors) : NULL;
  if (colors) reading->colors_of_option = colors;
  if (!items || !colors)
    return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, 1, "out of memory");
  reading->option_capacity = capacity;
  return DLX_OK;
}

/* The color number of a color name, numbering it if it is new; 0 after a failure. */
static uint32_t color_number(reading *reading, const char *name, size_t length, size_t column) {
  name_table *colors = &reading->problem->colors;
  uint32_t index = dlx_name_table_find(colors, name, length);
  if (index != DLX_NAME_NOT_FOUND) return index + 1;
  /* At most DLX_MAXIMUM_NAMES colors, well below DLX_MAXIMUM_COLOR. */
  dlx_status status = dlx_name_table_add(colors, name, length);
  if (status != DLX_OK) {
    fail_at(reading, status, reading->line_number, column,
            status == DLX_ERROR_TOO_LARGE ? "too many colors" : "out of memory");
    return 0;
  }
  return colors->names.count;
}

/* Checks one token of an option and resolves it to an item and a color (0 for none). */
static dlx_status read_option_token(reading *reading, size_t start, size_t end, uint32_t *item,
                                    uint32_t *color) {
  const char *line = reading->line;
  const name_table *items = &reading->problem->items;
  char shown[SHOWN_NAME_CAPACITY];
  const char *token = line + start;
  size_t token_length = end - start;
  size_t bar = find_byte(line, start, end, '|');
  if (bar < end) return fail_on_line(reading, bar + 1, "'|' inside an option");
  size_t colon = find_byte(line, start, end, ':');
  size_t name_end = colon;
  if (colon < end) {
    if (colon == start)
      return fail_on_line(reading, start + 1, "empty item name in '%s'",
                          shown_name(token, token_length, shown));
    if (colon + 1 == end)
      return fail_on_line(reading, start + 1, "empty color in '%s'",
                          shown_name(token, token_length, shown));
    size_t second_colon = find_byte(line, colon + 1, end, ':');
    if (second_colon < end)
      return fail_on_line(reading, second_colon + 1, "second ':' in '%s'",
                          shown_name(token, token_length, shown));
  }
  *item = dlx_name_table_find(items, token, name_end - start);
  if (*item == DLX_NAME_NOT_FOUND)
    return fail_on_line(reading, start + 1, "unknown item '%s'",
                        shown_name(token, name_end - start, shown));
  if (reading->mark_of_item[*item] == reading->current_mark)
    return fail_on_line(reading, start + 1, "item '%s' appears twice in this option",
                        shown_name(token, name_end - start, shown));
  reading->mark_of_item[*item] = reading->current_mark;
  *color = 0;
  if (colon < end) {
    if (*item < reading->primary_count)
      return fail_on_line(reading, start + 1, "primary item '%s' cannot have a color",
                          shown_name(token, name_end - start, shown));
    *color = color_number(reading, line + colon + 1, end - colon - 1, colon + 2);
    if (*color == 0) return reading->failure;
  }
  return DLX_OK;
}

/* Reads a cost token of DLX5, "|n" (n a decimal number), and adds it to *cost, which stays at most
 * DLX_MAXIMUM_COST. */
static dlx_status read_option_cost(reading *reading, size_t start, size_t end, uint64_t *cost) {
  const char *line = reading->line;
  char shown[SHOWN_NAME_CAPACITY];
  if (start + 1 == end)
    return fail_on_line(reading, start + 1, "'|' without a cost: an option's cost is written |n");
  uint64_t value = 0;
  for (size_t k = start + 1; k < end; k++) {
    if (line[k] < '0' || line[k] > '9')
      return fail_on_line(reading, k + 1,
                          "malformed cost '%s': expected |n with n a decimal number",
                          shown_name(line + start, end - start, shown));
    value = 10 * value + (uint64_t)(line[k] - '0');
    if (value + *cost > DLX_MAXIMUM_COST)
      return fail_on_line(reading, start + 1, "option cost above %llu",
                          (unsigned long long)DLX_MAXIMUM_COST);
  }
  *cost += value;
  return DLX_OK;
}

/* Appends a token to the text of the option read, after a space when it is not the first. */
static bool append_option_text(reading *reading, bool after_space, size_t start, size_t end) {
  string_list *texts = &reading->problem->option_texts;
  if ((after_space && !dlx_string_list_append_bytes(texts, " ", 1)) ||
      !dlx_string_list_append_bytes(texts, reading->line + start, end - start)) {
    fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, start + 1, "out of memory");
    return false;
  }
  return true;
}

static dlx_status add_option_to_solver(reading *reading, size_t entry_count, bool has_color) {
  dlx_solver *solver = reading->problem->solver;
  dlx_status status = has_color
                          ? dlx_add_colored_option(solver, reading->items_of_option,
                                                   reading->colors_of_option, entry_count, NULL)
                          : dlx_add_option(solver, reading->items_of_option, entry_count, NULL);
  if (status == DLX_OK) return DLX_OK;
  return fail_at(reading, status, reading->line_number, 1, "%s", dlx_strerror(status));
}

static dlx_status read_option_line(reading *reading) {
  dlx_knuth *problem = reading->problem;
  string_list *texts = &problem->option_texts;
  if (++reading->current_mark == 0) {
    memset(reading->mark_of_item, 0, problem->items.names.count * sizeof *reading->mark_of_item);
    reading->current_mark = 1;
  }
  size_t text_start = texts->byte_count;
  size_t entry_count = 0, first_column = 0, cost_token_count = 0;
  bool has_primary = false, has_color = false;
  size_t position = 0, start, end;
  uint64_t cost = 0;
  while (next_token(reading, &position, &start, &end)) {
    if (entry_count == 0) first_column = start + 1;
    uint32_t item = 0, color = 0;
    dlx_status status = reading->line[start] == '|'
                            ? read_option_cost(reading, start, end, &cost)
                            : read_option_token(reading, start, end, &item, &color);
    if (status == DLX_OK && reading->line[start] == '|') {
      if (!append_option_text(reading, entry_count + cost_token_count++ > 0, start, end))
        return reading->failure;
      continue;
    }
    if (status == DLX_OK) status = reserve_option_entries(reading, entry_count + 1);
    if (status != DLX_OK) return status;
    reading->items_of_option[entry_count] = item;
    reading->colors_of_option[entry_count] = color;
    entry_count++;
    has_primary |= item < reading->primary_count;
    has_color |= color != 0;
    if (!append_option_text(reading, entry_count + cost_token_count > 1, start, end))
      return reading->failure;
  }
  if (!has_primary) {
    texts->byte_count = text_start;
    if (reading->warn)
      reading->warn(reading->context, reading->line_number, first_column, no_primary_item_warning);
    return DLX_OK;
  }
  dlx_status status = add_option_to_solver(reading, entry_count, has_color);
  if (status != DLX_OK) return status;
  if (cost && (status = dlx_set_option_cost(problem->solver, dlx_option_count(problem->solver) - 1,
                                            cost)) != DLX_OK)
    return fail_at(reading, status, reading->line_number, 1, "%s", dlx_strerror(status));
  if (!dlx_string_list_finish(texts, text_start))
    return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, reading->line_number, 1, "out of memory");
  return DLX_OK;
}

/* Reads the next line that is neither blank nor a comment. */
static line_status read_content_line(reading *reading) {
  line_status status;
  while ((status = read_line(reading)) == LINE_READ && line_is_skipped(reading)) continue;
  return status;
}

static dlx_status read_problem(reading *reading) {
  reading->line_capacity = FIRST_LINE_CAPACITY;
  reading->line = malloc(reading->line_capacity);
  if (!reading->line) return fail_at(reading, DLX_ERROR_OUT_OF_MEMORY, 1, 1, "out of memory");
  line_status line = read_content_line(reading);
  if (line == LINE_FAILED) return reading->failure;
  if (line == LINE_END_OF_STREAM)
    return fail_at(reading, DLX_ERROR_BAD_FORMAT, reading->end_line, reading->end_column,
                   "no item line: the input names no items");
  dlx_status status = read_item_line(reading);
  while (status == DLX_OK && (line = read_content_line(reading)) == LINE_READ)
    status = read_option_line(reading);
  if (status == DLX_OK && line == LINE_FAILED) status = reading->failure;
  return status;
}

/* ------------------------------------------------------------------------------------------------
 * The interface.
 */

dlx_status dlx_knuth_read(FILE *stream, dlx_knuth **result, dlx_knuth_error *error,
                          dlx_knuth_warning_callback warn, void *context) {
  dlx_knuth_error unused_error;
  if (!error) error = &unused_error;
  error->line = error->column = 0;
  error->message[0] = '\0';
  if (result) *result = NULL;
  if (!stream || !result) {
    snprintf(error->message, sizeof error->message, "%s", dlx_strerror(DLX_ERROR_NULL_ARGUMENT));
    return DLX_ERROR_NULL_ARGUMENT;
  }
  dlx_knuth *problem = calloc(1, sizeof *problem);
  if (!problem) {
    snprintf(error->message, sizeof error->message, "out of memory");
    return DLX_ERROR_OUT_OF_MEMORY;
  }
  reading reading = {
      .stream = stream, .problem = problem, .error = error, .warn = warn, .context = context};
  flockfile(stream);
  dlx_status status = read_problem(&reading);
  funlockfile(stream);
  free(reading.line);
  free(reading.items_of_option);
  free(reading.colors_of_option);
  free(reading.mark_of_item);
  free(reading.bounded_items);
  free(reading.lower_bounds);
  free(reading.upper_bounds);
  if (status != DLX_OK) {
    dlx_knuth_destroy(problem);
    if (reading.read_errno) errno = reading.read_errno;
    return status;
  }
  dlx_string_list_shrink(&problem->items.names);
  dlx_string_list_shrink(&problem->colors.names);
  dlx_string_list_shrink(&problem->option_texts);
  *result = problem;
  return DLX_OK;
}

void dlx_knuth_destroy(dlx_knuth *problem) {
  if (!problem) return;
  dlx_destroy(problem->solver);
  dlx_name_table_free(&problem->items);
  dlx_name_table_free(&problem->colors);
  dlx_string_list_free(&problem->option_texts);
  free(problem);
}

dlx_solver *dlx_knuth_solver(dlx_knuth *problem) {
  return problem ? problem->solver : NULL;
}

const char *dlx_knuth_option_text(const dlx_knuth *problem, uint32_t option_id) {
  if (!problem || option_id >= problem->option_texts.count) return NULL;
  return dlx_string_list_get(&problem->option_texts, option_id);
}

uint32_t dlx_knuth_item_count(const dlx_knuth *problem) {
  return problem ? problem->items.names.count : 0;
}

const char *dlx_knuth_item_name(const dlx_knuth *problem, uint32_t item) {
  if (!problem || item >= problem->items.names.count) return NULL;
  return dlx_string_list_get(&problem->items.names, item);
}

uint32_t dlx_knuth_color_count(const dlx_knuth *problem) {
  return problem ? problem->colors.names.count : 0;
}

const char *dlx_knuth_color_name(const dlx_knuth *problem, uint32_t color) {
  if (!problem || color == 0 || color > problem->colors.names.count) return NULL;
  return dlx_string_list_get(&problem->colors.names, color - 1);
}
