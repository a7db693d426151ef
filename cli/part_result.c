/* part_result.c: the result line of `dlx --part=I/N` and the reading of such lines by
 * `dlx --merge`. Which lines belong together is the engine's to say (dlx_merge, part_merge.c, which
 * Python's libdlx.merge shares): this file reads and writes the lines and names every line at
 * fault, and every part missing. A line of the plain split is the same as before modes existed;
 * the other modes add their fields after "complete". */
#include "cli/part_result.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"

/* The decimal digits of high * 2^64 + low, into text (40 characters hold 2^128). */
static char *format_words(uint64_t high, uint64_t low, char text[40]) {
  /* Long division by 10 of the four 32-bit digits, most significant first, for each decimal
   * digit, least significant first; a remainder below 10 keeps each step in 64 bits. */
  uint64_t digits32[4] = {high >> 32, high & UINT32_MAX, low >> 32, low & UINT32_MAX};
  char reversed[40];
  size_t length = 0;
  bool nonzero;
  do {
    uint64_t remainder = 0;
    nonzero = false;
    for (int k = 0; k < 4; k++) {
      uint64_t current = remainder << 32 | digits32[k];
      digits32[k] = current / 10;
      remainder = current % 10;
      nonzero = nonzero || digits32[k] != 0;
    }
    reversed[length++] = (char)('0' + remainder);
  } while (nonzero);
  for (size_t k = 0; k < length; k++) text[k] = reversed[length - 1 - k];
  text[length] = '\0';
  return text;
}

void part_result_print(FILE *out, const dlx_part_result *result) {
  char solutions[40];
  fprintf(out,
          "{\"part\":%" PRIu32 ",\"parts\":%" PRIu32 ",\"problem\":\"%016" PRIx64
          "\",\"solutions\":%s,\"nodes\":%" PRIu64 ",\"complete\":%s",
          result->part, result->parts, result->problem_hash,
          format_words(result->solutions_high, result->solutions_low, solutions), result->nodes,
          result->complete ? "true" : "false");
  if (result->mode != DLX_SPLIT_PLAIN)
    fprintf(out, ",\"mode\":\"%s\"", dlx_split_mode_name(result->mode));
  if (result->fraction_count) {
    fputs(",\"fractions\":\"", out);
    for (uint32_t k = 0; k < result->fraction_count; k++)
      fprintf(out, "%s%" PRIu64 "/%" PRIu64, k ? " " : "", result->numerators[k],
              result->denominators[k]);
    fputc('"', out);
  }
  fputs("}\n", out);
}

/* Reads a decimal number without sign at *text, advancing it; false when there is none or it
 * overflows. */
static bool read_number(const char **text, uint64_t *value) {
  const char *start = *text;
  uint64_t result = 0;
  while (**text >= '0' && **text <= '9') {
    unsigned digit = (unsigned)(**text - '0');
    if (result > (UINT64_MAX - digit) / 10) return false;
    result = 10 * result + digit;
    (*text)++;
  }
  *value = result;
  return *text != start;
}

static bool read_literal(const char **text, const char *literal) {
  size_t length = strlen(literal);
  if (strncmp(*text, literal, length) != 0) return false;
  *text += length;
  return true;
}

bool part_parse_argument(const char *text, uint32_t *part, uint32_t *parts) {
  uint64_t i, n;
  if (!read_number(&text, &i) || !read_literal(&text, "/") || !read_number(&text, &n) || *text)
    return false;
  if (i < 1 || i > n || n > CLI_MAXIMUM_PARTS) return false;
  *part = (uint32_t)i;
  *parts = (uint32_t)n;
  return true;
}

/* Reads a decimal number below 2^128 at *text into high * 2^64 + low. */
static bool read_wide_number(const char **text, uint64_t *high, uint64_t *low) {
  const char *start = *text;
  uint64_t h = 0, l = 0;
  while (**text >= '0' && **text <= '9') {
    unsigned digit = (unsigned)(**text - '0');
    /* (h, l) * 10 + digit, refused past 2^128 */
    if (h > UINT64_MAX / 10) return false;
    uint64_t low_low = (l & UINT32_MAX) * 10 + digit;
    uint64_t low_high = (l >> 32) * 10 + (low_low >> 32);
    uint64_t carry = low_high >> 32;
    if (h * 10 > UINT64_MAX - carry) return false;
    h = h * 10 + carry;
    l = low_high << 32 | (low_low & UINT32_MAX);
    (*text)++;
  }
  *high = h;
  *low = l;
  return *text != start;
}

/* Parses one line as part_result_print writes it (a final CR or spaces are allowed). */
static bool parse_line(const char *line, dlx_part_result *result) {
  uint64_t part, parts, hash = 0;
  const char *text = line;
  memset(result, 0, sizeof *result);
  if (!read_literal(&text, "{\"part\":") || !read_number(&text, &part) ||
      !read_literal(&text, ",\"parts\":") || !read_number(&text, &parts) ||
      !read_literal(&text, ",\"problem\":\""))
    return false;
  for (int k = 0; k < 16; k++, text++) {
    const char *digit = strchr("0123456789abcdef", *text);
    if (!*text || !digit) return false;
    hash = 16 * hash + (uint64_t)(digit - "0123456789abcdef");
  }
  if (!read_literal(&text, "\",\"solutions\":") ||
      !read_wide_number(&text, &result->solutions_high, &result->solutions_low) ||
      !read_literal(&text, ",\"nodes\":") || !read_number(&text, &result->nodes) ||
      !read_literal(&text, ",\"complete\":"))
    return false;
  if (read_literal(&text, "true"))
    result->complete = 1;
  else if (read_literal(&text, "false"))
    result->complete = 0;
  else
    return false;
  if (read_literal(&text, ",\"mode\":\"")) {
    size_t length = strcspn(text, "\"");
    char name[16];
    if (length >= sizeof name || text[length] != '"') return false;
    memcpy(name, text, length);
    name[length] = '\0';
    if (dlx_split_mode_find(name, &result->mode) != DLX_OK) return false;
    text += length + 1;
  }
  if (read_literal(&text, ",\"fractions\":\"")) {
    do {
      if (result->fraction_count == DLX_PART_MAXIMUM_FRACTIONS) return false;
      uint32_t k = result->fraction_count++;
      if (!read_number(&text, &result->numerators[k]) || !read_literal(&text, "/") ||
          !read_number(&text, &result->denominators[k]))
        return false;
    } while (read_literal(&text, " "));
    if (!read_literal(&text, "\"")) return false;
  }
  if (!read_literal(&text, "}")) return false;
  text += strspn(text, " \t\r\n");
  if (*text || parts < 1 || parts > CLI_MAXIMUM_PARTS || part < 1 || part > parts) return false;
  result->part = (uint32_t)part;
  result->parts = (uint32_t)parts;
  result->problem_hash = hash;
  return true;
}

/* Where a part was read: the file's name and the line. */
typedef struct origin {
  const char *file;
  unsigned long line;
} origin;

typedef struct merge {
  dlx_merge *parts;
  bool added;   /* a line was added */
  bool missing; /* --missing: a partial part is one of those listed, not a fault */
  bool refused;
  int exit_status;
} merge;

static void refuse(merge *merge, const origin *where, const char *message) {
  cli_error("%s:%lu: %s", where->file, where->line, message);
  merge->refused = true;
}

static void add_line(merge *merge, const char *line, const origin *where) {
  dlx_part_result result;
  if (!parse_line(line, &result)) {
    refuse(merge, where, "not a result line of dlx --part");
    return;
  }
  char name[300], message[600];
  snprintf(name, sizeof name, "%s:%lu", where->file, where->line);
  dlx_merge_verdict verdict = dlx_merge_add(merge->parts, &result, name, message, sizeof message);
  if (verdict == DLX_MERGE_OUT_OF_MEMORY) {
    cli_error("out of memory");
    merge->exit_status = EXIT_STATUS_OUT_OF_MEMORY;
    merge->refused = true;
  } else if (verdict != DLX_MERGE_OK && !(verdict == DLX_MERGE_PARTIAL && merge->missing)) {
    refuse(merge, where, message);
  }
  merge->added = true;
}

static void read_operand(merge *merge, const char *operand) {
  const char *file_name;
  FILE *input = cli_open_input(operand, &file_name);
  if (!input) {
    cli_error("cannot open '%s': %s", file_name, strerror(errno));
    merge->exit_status = EXIT_STATUS_INPUT_OUTPUT;
    merge->refused = true;
    return;
  }
  char *line = NULL;
  size_t capacity = 0;
  origin where = {file_name, 0};
  while (getline(&line, &capacity, input) != -1) {
    where.line++;
    if (line[strspn(line, " \t\r\n")] == '\0') continue;
    add_line(merge, line, &where);
  }
  if (ferror(input)) {
    cli_error("cannot read '%s': %s", file_name, strerror(errno));
    merge->exit_status = EXIT_STATUS_INPUT_OUTPUT;
    merge->refused = true;
  }
  free(line);
  cli_close_input(input);
}

/* --missing: the parts to run again, one "I/N" a line. */
static void print_missing(merge *merge) {
  uint32_t parts;
  size_t count = dlx_merge_missing(merge->parts, NULL, 0, &parts);
  uint32_t *missing = malloc((count ? count : 1) * sizeof *missing);
  if (!missing) {
    cli_error("out of memory");
    merge->exit_status = EXIT_STATUS_OUT_OF_MEMORY;
    merge->refused = true;
    return;
  }
  dlx_merge_missing(merge->parts, missing, count, NULL);
  for (size_t k = 0; k < count; k++) printf("%" PRIu32 "/%" PRIu32 "\n", missing[k], parts);
  free(missing);
  if (count == 0)
    fprintf(stderr, "%s: none of the %" PRIu32 " parts is missing: --merge adds them up\n",
            cli_program_name(), parts);
}

int part_results_merge(int operand_count, char **operands, bool missing, dlx_count *solutions,
                       dlx_count *nodes) {
  merge merge = {.exit_status = EXIT_STATUS_BAD_INPUT, .missing = missing};
  if (dlx_merge_create(&merge.parts) != DLX_OK) {
    cli_error("out of memory");
    return EXIT_STATUS_OUT_OF_MEMORY;
  }
  for (int k = 0; k < operand_count; k++) read_operand(&merge, operands[k]);
  char message[600];
  if (!merge.added && !merge.refused) {
    cli_error("no result line of dlx --part to merge");
    merge.refused = true;
  } else if (missing && merge.added) {
    print_missing(&merge);
    dlx_merge_destroy(merge.parts);
    if (!cli_flush_output()) return EXIT_STATUS_INPUT_OUTPUT;
    return merge.refused ? merge.exit_status : EXIT_STATUS_SUCCESS;
  } else if (merge.added) {
    /* A partial part was refused as its line was read. */
    dlx_merge_verdict verdict =
        dlx_merge_total(merge.parts, solutions, nodes, message, sizeof message);
    if (verdict == DLX_MERGE_OUT_OF_MEMORY) merge.exit_status = EXIT_STATUS_OUT_OF_MEMORY;
    if (verdict != DLX_MERGE_OK && !(verdict == DLX_MERGE_PARTIAL && merge.refused))
      cli_error("%s", message);
    if (verdict != DLX_MERGE_OK) merge.refused = true;
  }
  dlx_merge_destroy(merge.parts);
  if (merge.refused) return merge.exit_status;
  return -1;
}
