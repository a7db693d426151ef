/* knuth_write.c: dlx_knuth_write (knuth.h), the writer of Knuth's exact-cover text format, the
 * counterpart of the reader of knuth.c. It is the one writer of the bindings (Python's
 * Problem.to_knuth, JavaScript's toKnuth), which each wrote the format their own way and did not
 * agree: Python wrote bounds [2, 2] as "2:2|a", JavaScript as "2|a" (DLX3's short form, kept
 * here); they refused different names; and JavaScript wrote options as they had been spelt, not
 * as the solver holds them.
 *
 * The problem is read from the solver through dlx.h alone, and the text is written in one pass,
 * snprintf-style: every byte is counted, and those that fit are stored. What the format cannot
 * carry is found on the way (a name it cannot spell, two items or two colors of one name, an
 * option its readers would leave out, a line too long for them), and then nothing is returned but
 * an empty string and the reason: never a text that reads back as another problem, or not at all.
 */
#include "internal_names.h"
#include "knuth.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SHOWN_NAME_MAX_BYTES = 40, SHOWN_NAME_CAPACITY = SHOWN_NAME_MAX_BYTES + 4 };

typedef struct writing {
  const dlx_solver *solver;
  const char *const *item_names;
  const char *const *color_names;
  uint32_t color_count;
  char *text;
  size_t capacity;
  size_t length;      /* of the whole text so far, stored or not */
  size_t line_start;  /* where the current line starts in the text */
  unsigned long line; /* the current line, 1-based */
  bool failed;
  dlx_knuth_error *error;
  name_table items;        /* the item names, to find a name given twice */
  name_table colors;       /* the color names that options use, in order of first use */
  uint32_t *color_numbers; /* the color of each name in `colors` */
  size_t color_capacity;   /* of color_numbers */
  uint32_t *option_items;  /* the option being written */
  uint32_t *option_colors; /* its colors */
  size_t option_capacity;  /* of both */
} writing;

/* The 1-based column where the next byte goes. */
static size_t next_column(const writing *writing) {
  return writing->length - writing->line_start + 1;
}

/* Records the first reason the problem cannot be written, at a column of the current line. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
refuse(writing *writing, size_t column, const char *format, ...) {
  if (writing->failed) return;
  writing->failed = true;
  if (!writing->error) return;
  writing->error->line = writing->line;
  writing->error->column = (unsigned long)column;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(writing->error->message, sizeof writing->error->message, format, arguments);
  va_end(arguments);
}

/* A name as a message shows it: at most SHOWN_NAME_MAX_BYTES bytes, a control byte as \xNN, cut
 * before a UTF-8 sequence that does not fit, then "..." when cut. */
static const char *shown_name(const char *name, char shown[SHOWN_NAME_CAPACITY]) {
  static const char hex[] = "0123456789abcdef";
  const unsigned char *byte = (const unsigned char *)name;
  size_t at = 0;
  for (; *byte; byte++) {
    bool control = *byte < 0x20 || *byte == 0x7F;
    if (at + (control ? 4 : 1) > SHOWN_NAME_MAX_BYTES) break;
    if (control) {
      shown[at++] = '\\';
      shown[at++] = 'x';
      shown[at++] = hex[*byte >> 4];
      shown[at++] = hex[*byte & 0xF];
    } else
      shown[at++] = (char)*byte;
  }
  if (*byte) {
    const unsigned char *start = (const unsigned char *)name;
    for (; (*byte & 0xC0) == 0x80 && byte > start && byte[-1] >= 0x80; byte--) at--;
    memcpy(shown + at, "...", 3);
    at += 3;
  }
  shown[at] = '\0';
  return shown;
}

/* Why name cannot be a name in Knuth's format, or NULL when it can (knuth.h: any non-empty run of
 * bytes other than white space, ':', '|' and the control characters). */
static const char *name_fault(const char *name) {
  if (!*name) return "empty";
  for (const unsigned char *byte = (const unsigned char *)name; *byte; byte++) {
    if (*byte == ' ' || (*byte >= '\t' && *byte <= '\r')) return "white space inside";
    if (*byte == ':') return "':' inside";
    if (*byte == '|') return "'|' inside";
    if (*byte < 0x20 || *byte == 0x7F) return "a control character inside";
  }
  return NULL;
}

/* Adds count bytes to the text, storing those that fit before the NUL. */
static void put(writing *writing, const char *bytes, size_t count) {
  if (writing->failed) return;
  if (count >= SIZE_MAX - writing->length) {
    refuse(writing, next_column(writing), "the text would be longer than %zu bytes", SIZE_MAX - 1);
    return;
  }
  if (writing->length < writing->capacity) {
    size_t room = writing->capacity - 1 - writing->length;
    memcpy(writing->text + writing->length, bytes, count < room ? count : room);
  }
  writing->length += count;
}

static void put_string(writing *writing, const char *string) {
  put(writing, string, strlen(string));
}

static void put_number(writing *writing, uint64_t number) {
  char digits[24];
  int length = snprintf(digits, sizeof digits, "%llu", (unsigned long long)number);
  put(writing, digits, (size_t)length);
}

/* Ends the current line, which the readers take only up to DLX_KNUTH_MAXIMUM_LINE_LENGTH bytes. */
static void end_line(writing *writing) {
  if (writing->length - writing->line_start > (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH)
    refuse(writing, (size_t)DLX_KNUTH_MAXIMUM_LINE_LENGTH + 1,
           "line %lu would be longer than %lu bytes, more than Knuth's readers take", writing->line,
           (unsigned long)DLX_KNUTH_MAXIMUM_LINE_LENGTH);
  put(writing, "\n", 1);
  writing->line++;
  writing->line_start = writing->length;
}

/* Whether a text that starts with name would look to its readers as if it started with a byte
 * order mark (knuth.c skips UTF-8's and refuses UTF-16's). */
static bool starts_as_byte_order_mark(const char *name) {
  const unsigned char *byte = (const unsigned char *)name;
  return (byte[0] == 0xEF && byte[1] == 0xBB && byte[2] == 0xBF) ||
         (byte[0] == 0xFF && byte[1] == 0xFE) || (byte[0] == 0xFE && byte[1] == 0xFF);
}

/* Checks the name of item `item`, to be written at the next column: one the format can spell,
 * and no other item's. */
static void check_item_name(writing *writing, uint32_t item) {
  char shown[SHOWN_NAME_CAPACITY];
  const char *name = writing->item_names[item];
  const char *fault = name ? name_fault(name) : NULL;
  if (!name)
    refuse(writing, next_column(writing), "item %lu has no name (NULL)", (unsigned long)item);
  else if (fault)
    refuse(writing, next_column(writing), "item name '%s' cannot be written in Knuth's format: %s",
           shown_name(name, shown), fault);
  if (writing->failed) return;
  size_t length = strlen(name);
  uint32_t other = dlx_name_table_find(&writing->items, name, length);
  if (other != DLX_NAME_NOT_FOUND)
    refuse(writing, next_column(writing),
           "item name '%s' is given to items %lu and %lu: Knuth's format names each item once",
           shown_name(name, shown), (unsigned long)other, (unsigned long)item);
  else if (dlx_name_table_add(&writing->items, name, length) != DLX_OK)
    refuse(writing, next_column(writing), "out of memory");
}

/* The item line: the primary items with their bounds, then " | " and the secondary items. */
static void write_item_line(writing *writing) {
  uint32_t primary_count = dlx_primary_count(writing->solver);
  uint32_t item_count = primary_count + dlx_secondary_count(writing->solver);
  if (primary_count == 0) {
    refuse(writing, 1,
           "a problem without primary items cannot be written in Knuth's format (its "
           "item line would be %s)",
           item_count == 0 ? "blank" : "a comment");
    return;
  }
  for (uint32_t item = 0; item < item_count && !writing->failed; item++) {
    uint32_t lower = 1, upper = 1;
    if (item < primary_count) dlx_item_bounds(writing->solver, item, &lower, &upper);
    if (item == 0 && lower == 1 && upper == 1 && writing->item_names[0] &&
        starts_as_byte_order_mark(writing->item_names[0]))
      end_line(writing);
    if (item > 0) put_string(writing, item == primary_count ? " | " : " ");
    if (lower != 1 || upper != 1) {
      if (lower != upper) {
        put_number(writing, lower);
        put(writing, ":", 1);
      }
      put_number(writing, upper);
      put(writing, "|", 1);
    }
    check_item_name(writing, item);
    if (!writing->failed) put_string(writing, writing->item_names[item]);
  }
  end_line(writing);
}

/* The name of color `color`, to be written at column: checked the first time an option uses the
 * color (one the format can spell, and no other color's). NULL when it cannot be written. */
static const char *color_name(writing *writing, uint32_t color, size_t column) {
  char shown[SHOWN_NAME_CAPACITY];
  const char *name =
      color <= writing->color_count && writing->color_names ? writing->color_names[color] : NULL;
  if (!name) {
    refuse(writing, column, "color %lu has no name (%s)", (unsigned long)color,
           color > writing->color_count ? "above the color count" : "NULL");
    return NULL;
  }
  size_t length = strlen(name);
  uint32_t index = dlx_name_table_find(&writing->colors, name, length);
  if (index != DLX_NAME_NOT_FOUND && writing->color_numbers[index] == color) return name;
  const char *fault = name_fault(name);
  if (index != DLX_NAME_NOT_FOUND)
    refuse(writing, column,
           "color name '%s' is given to colors %lu and %lu: Knuth's format would make them one",
           shown_name(name, shown), (unsigned long)writing->color_numbers[index],
           (unsigned long)color);
  else if (fault)
    refuse(writing, column, "color name '%s' cannot be written in Knuth's format: %s",
           shown_name(name, shown), fault);
  if (writing->failed) return NULL;
  index = writing->colors.names.count;
  if (!dlx_grow_capacity(&writing->color_capacity, (size_t)index + 1, 16,
                         sizeof *writing->color_numbers)) {
    refuse(writing, column, "out of memory");
    return NULL;
  }
  uint32_t *numbers =
      realloc(writing->color_numbers, writing->color_capacity * sizeof *writing->color_numbers);
  if (numbers) writing->color_numbers = numbers;
  if (!numbers || dlx_name_table_add(&writing->colors, name, length) != DLX_OK) {
    refuse(writing, column, "out of memory");
    return NULL;
  }
  writing->color_numbers[index] = color;
  return name;
}

/* Reads option option_id's items and colors into the writing's buffers; returns its size. */
static size_t read_option(writing *writing, uint32_t option_id) {
  size_t size = dlx_option_items(writing->solver, option_id, NULL, NULL, 0);
  if (size > writing->option_capacity) {
    size_t capacity = writing->option_capacity;
    uint32_t *items = NULL, *colors = NULL;
    if (dlx_grow_capacity(&capacity, size, 16, sizeof *items)) {
      items = realloc(writing->option_items, capacity * sizeof *items);
      if (items) writing->option_items = items;
      colors = items ? realloc(writing->option_colors, capacity * sizeof *colors) : NULL;
      if (colors) writing->option_colors = colors;
    }
    if (!colors) {
      refuse(writing, 1, "out of memory");
      return 0;
    }
    writing->option_capacity = capacity;
  }
  return dlx_option_items(writing->solver, option_id, writing->option_items, writing->option_colors,
                          size);
}

/* One line per option: its items, a colored one as "name:color", then " |n" for a cost n. */
static void write_options(writing *writing) {
  uint32_t primary_count = dlx_primary_count(writing->solver);
  uint32_t option_count = dlx_option_count(writing->solver);
  for (uint32_t option_id = 0; option_id < option_count && !writing->failed; option_id++) {
    size_t size = read_option(writing, option_id);
    bool has_primary = false;
    for (size_t k = 0; k < size; k++) has_primary |= writing->option_items[k] < primary_count;
    if (!has_primary && !writing->failed)
      refuse(
          writing, 1,
          "option %lu has no primary item: the readers of Knuth's format leave such an option out",
          (unsigned long)option_id);
    for (size_t k = 0; k < size && !writing->failed; k++) {
      if (k > 0) put(writing, " ", 1);
      put_string(writing, writing->item_names[writing->option_items[k]]);
      if (writing->option_colors[k] == 0) continue;
      const char *color = color_name(writing, writing->option_colors[k], next_column(writing) + 1);
      put(writing, ":", 1);
      if (color) put_string(writing, color);
    }
    uint64_t cost = dlx_option_cost(writing->solver, option_id);
    if (cost != 0) {
      put(writing, " |", 2);
      put_number(writing, cost);
    }
    end_line(writing);
  }
}

size_t dlx_knuth_write(const dlx_solver *solver, const char *const *item_names,
                       const char *const *color_names, uint32_t color_count, char *text,
                       size_t capacity, dlx_knuth_error *error) {
  writing writing = {.solver = solver,
                     .item_names = item_names,
                     .color_names = color_names,
                     .color_count = color_count,
                     .text = text,
                     .capacity = text ? capacity : 0,
                     .line = 1,
                     .error = error};
  if (!solver || (!item_names && dlx_primary_count(solver) + dlx_secondary_count(solver) > 0))
    refuse(&writing, 1, "%s is NULL", solver ? "item_names" : "solver");
  else if (!text && capacity > 0)
    refuse(&writing, 1, "text is NULL with a capacity of %zu bytes", capacity);
  if (!writing.failed) write_item_line(&writing);
  if (!writing.failed) write_options(&writing);
  dlx_name_table_free(&writing.items);
  dlx_name_table_free(&writing.colors);
  free(writing.color_numbers);
  free(writing.option_items);
  free(writing.option_colors);
  if (writing.capacity > 0)
    text[writing.failed ? 0 : writing.length < capacity ? writing.length : capacity - 1] = '\0';
  return writing.failed ? DLX_KNUTH_UNWRITABLE : writing.length;
}
