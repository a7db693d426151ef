/* part_result.c: the result line of `dlx --part=I/N` and the checks of `dlx --merge`. A count
 * spread over processes or machines is only as good as the set of parts put together, so the
 * merge refuses anything but the parts 1 .. N of one problem (the same hash), each exactly once
 * and complete: it names every line at fault, and every part missing. The sums are exact, past
 * 2^64 too: a million parts of any count each fit in two 64-bit words. */
#include "cli/part_result.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli/diagnostics.h"
#include "cli/exit_status.h"

void part_count_sum_add(part_count_sum *sum, uint64_t value) {
  sum->low += value;
  sum->high += sum->low < value; /* the carry */
}

char *part_count_sum_format(const part_count_sum *sum, char text[PART_COUNT_SUM_TEXT_CAPACITY]) {
  /* Long division by 10 of the four 32-bit digits of the sum, most significant first, for each
   * decimal digit, least significant first; a remainder below 10 keeps each step in 64 bits. */
  uint64_t digits32[4] = {sum->high >> 32, sum->high & UINT32_MAX, sum->low >> 32,
                          sum->low & UINT32_MAX};
  char reversed[PART_COUNT_SUM_TEXT_CAPACITY];
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

void part_result_print(FILE *out, const part_result *result) {
  fprintf(out,
          "{\"part\":%" PRIu32 ",\"parts\":%" PRIu32 ",\"problem\":\"%016" PRIx64
          "\",\"solutions\":%" PRIu64 ",\"nodes\":%" PRIu64 ",\"complete\":%s}\n",
          result->part, result->parts, result->problem_hash, result->solutions, result->nodes,
          result->complete ? "true" : "false");
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

/* Parses one line as part_result_print writes it (a final CR or spaces are allowed). */
static bool parse_line(const char *line, part_result *result) {
  uint64_t part, parts, hash = 0;
  const char *text = line;
  if (!read_literal(&text, "{\"part\":") || !read_number(&text, &part) ||
      !read_literal(&text, ",\"parts\":") || !read_number(&text, &parts) ||
      !read_literal(&text, ",\"problem\":\""))
    return false;
  for (int k = 0; k < 16; k++, text++) {
    const char *digit = strchr("0123456789abcdef", *text);
    if (!*text || !digit) return false;
    hash = 16 * hash + (uint64_t)(digit - "0123456789abcdef");
  }
  if (!read_literal(&text, "\",\"solutions\":") || !read_number(&text, &result->solutions) ||
      !read_literal(&text, ",\"nodes\":") || !read_number(&text, &result->nodes) ||
      !read_literal(&text, ",\"complete\":"))
    return false;
  if (read_literal(&text, "true"))
    result->complete = true;
  else if (read_literal(&text, "false"))
    result->complete = false;
  else
    return false;
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
  part_result first; /* the first valid line, which the others must agree with */
  origin first_origin;
  origin *seen; /* per part, 1 .. parts; line 0: not seen */
  part_totals *totals;
  bool refused;
  int exit_status;
} merge;

static void refuse(merge *merge, const origin *where, const char *message) {
  cli_error("%s:%lu: %s", where->file, where->line, message);
  merge->refused = true;
}

static void add_line(merge *merge, const char *line, const origin *where) {
  part_result result;
  char message[300];
  if (!parse_line(line, &result)) {
    refuse(merge, where, "not a result line of dlx --part");
    return;
  }
  if (!merge->seen) {
    merge->seen = calloc((size_t)result.parts + 1, sizeof *merge->seen);
    if (!merge->seen) {
      cli_error("out of memory");
      merge->exit_status = EXIT_STATUS_OUT_OF_MEMORY;
      merge->refused = true;
      return;
    }
    merge->first = result;
    merge->first_origin = *where;
  }
  if (result.problem_hash != merge->first.problem_hash) {
    snprintf(message, sizeof message,
             "part %" PRIu32 "/%" PRIu32 " is of another problem (hash %016" PRIx64
             ", not %016" PRIx64 " as in %s:%lu)",
             result.part, result.parts, result.problem_hash, merge->first.problem_hash,
             merge->first_origin.file, merge->first_origin.line);
    refuse(merge, where, message);
  } else if (result.parts != merge->first.parts) {
    snprintf(message, sizeof message,
             "part %" PRIu32 "/%" PRIu32 " is of a split into %" PRIu32 " parts, not %" PRIu32
             " as in %s:%lu",
             result.part, result.parts, result.parts, merge->first.parts, merge->first_origin.file,
             merge->first_origin.line);
    refuse(merge, where, message);
  } else if (merge->seen[result.part].line != 0) {
    snprintf(message, sizeof message, "part %" PRIu32 "/%" PRIu32 " repeated (first in %s:%lu)",
             result.part, result.parts, merge->seen[result.part].file,
             merge->seen[result.part].line);
    refuse(merge, where, message);
  } else {
    merge->seen[result.part] = *where;
    if (!result.complete) {
      snprintf(message, sizeof message,
               "part %" PRIu32 "/%" PRIu32 " is partial (its search was stopped): run it again",
               result.part, result.parts);
      refuse(merge, where, message);
    }
    part_count_sum_add(&merge->totals->solutions, result.solutions);
    part_count_sum_add(&merge->totals->nodes, result.nodes);
  }
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

/* Names the parts missing, in ranges ("parts 3, 5-7 of 8 are missing"). */
static void report_missing(merge *merge) {
  uint32_t parts = merge->first.parts, missing = 0;
  for (uint32_t k = 1; k <= parts; k++) missing += merge->seen[k].line == 0;
  if (missing == 0) return;
  char list[400] = "";
  size_t used = 0;
  for (uint32_t k = 1; k <= parts && used < sizeof list - 40; k++) {
    if (merge->seen[k].line != 0 || (k > 1 && merge->seen[k - 1].line == 0)) continue;
    uint32_t last = k;
    while (last < parts && merge->seen[last + 1].line == 0) last++;
    int written = last == k
                      ? snprintf(list + used, sizeof list - used, "%s%" PRIu32, used ? ", " : "", k)
                      : snprintf(list + used, sizeof list - used, "%s%" PRIu32 "-%" PRIu32,
                                 used ? ", " : "", k, last);
    used += (size_t)written;
  }
  cli_error("%" PRIu32 " of the %" PRIu32 " parts %s missing: %s%s", missing, parts,
            missing == 1 ? "is" : "are", list, used >= sizeof list - 40 ? ", ..." : "");
  merge->refused = true;
}

int part_results_merge(int operand_count, char **operands, part_totals *totals) {
  memset(totals, 0, sizeof *totals);
  merge merge = {.totals = totals, .exit_status = EXIT_STATUS_BAD_INPUT};
  for (int k = 0; k < operand_count; k++) read_operand(&merge, operands[k]);
  if (!merge.seen && !merge.refused) {
    cli_error("no result line of dlx --part to merge");
    merge.refused = true;
  } else if (merge.seen) {
    report_missing(&merge);
  }
  free(merge.seen);
  if (merge.refused) return merge.exit_status;
  totals->problem_hash = merge.first.problem_hash;
  return -1;
}
