/* diagnostics.c: error messages on standard error, and the small pieces of plumbing that both
 * commands share (number arguments, input operands, the final flush). */
#include "diagnostics.h"

#include "dlx/dlx.h"
#include "exit_status.h"
#include "standard_output.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *program_name = "dlx";

void cli_set_program_name(const char *argv0) {
  if (!argv0 || !*argv0) return;
  const char *slash = strrchr(argv0, '/');
  program_name = slash ? slash + 1 : argv0;
}

const char *cli_program_name(void) {
  return program_name;
}

/* What was answered before a message comes out before it, on a terminal that shows both streams. */
static void write_answers_so_far(void) {
  cli_output_write_held();
  fflush(stdout);
}

void cli_error(const char *format, ...) {
  write_answers_so_far();
  fprintf(stderr, "%s: ", program_name);
  va_list arguments;
  va_start(arguments, format);
  vfprintf(stderr, format, arguments);
  va_end(arguments);
  fputc('\n', stderr);
}

void cli_input_error(const char *file, unsigned long line, const char *message) {
  cli_error("%s:%lu: %s", file, line, message);
}

int cli_usage_error(const char *format, const char *argument) {
  write_answers_so_far();
  fprintf(stderr, "%s: ", program_name);
  fprintf(stderr, format, argument);
  fprintf(stderr, "\nTry '%s --help' for more information.\n", program_name);
  return EXIT_STATUS_USAGE;
}

static const char *skip_digits(const char *text) {
  while (*text >= '0' && *text <= '9') text++;
  return text;
}

/* A decimal number of seconds: digits, an optional fraction, an optional exponent (2, 0.5, 1e-3,
 * 2.5E+1), from TIMEOUT_MIN_SECONDS to TIMEOUT_MAX_SECONDS; no sign, spaces, hex, inf or nan. */
static bool parse_seconds(const char *text, double *seconds) {
  const char *end = skip_digits(text);
  bool has_digits = end > text;
  if (*end == '.') {
    const char *fraction_end = skip_digits(end + 1);
    has_digits = has_digits || fraction_end > end + 1;
    end = fraction_end;
  }
  if (!has_digits) return false;
  if (*end == 'e' || *end == 'E') {
    const char *exponent = end + 1;
    if (*exponent == '+' || *exponent == '-') exponent++;
    end = skip_digits(exponent);
    if (end == exponent) return false;
  }
  if (*end != '\0') return false;
  double value = strtod(text, NULL);
  if (!(value >= CLI_TIMEOUT_MIN_SECONDS && value <= CLI_TIMEOUT_MAX_SECONDS)) return false;
  *seconds = value;
  return true;
}

typedef enum whole_number_status {
  WHOLE_NUMBER,
  NOT_A_WHOLE_NUMBER,
  WHOLE_NUMBER_TOO_LARGE,
} whole_number_status;

/* A whole decimal number without sign or spaces, that fits in a uint64_t. */
static whole_number_status parse_whole_number(const char *text, uint64_t *value) {
  if (!text || !*text) return NOT_A_WHOLE_NUMBER;
  uint64_t result = 0;
  bool too_large = false;
  for (const char *digit = text; *digit; digit++) {
    if (*digit < '0' || *digit > '9') return NOT_A_WHOLE_NUMBER;
    unsigned next = (unsigned)(*digit - '0');
    if (result > (UINT64_MAX - next) / 10) too_large = true;
    result = 10 * result + next;
  }
  if (too_large) return WHOLE_NUMBER_TOO_LARGE;
  *value = result;
  return WHOLE_NUMBER;
}

/* The argument of an option that takes a whole number from least to most. */
static int parse_whole_number_option(const char *option, const char *argument, uint64_t least,
                                     uint64_t most, uint64_t *value) {
  whole_number_status status = parse_whole_number(argument, value);
  if (status == WHOLE_NUMBER && *value >= least && *value <= most) return -1;
  char format[160];
  if (status == WHOLE_NUMBER_TOO_LARGE || (status == WHOLE_NUMBER && *value > most))
    snprintf(format, sizeof format, "invalid %s '%%s': too large (the range is %llu to %llu)",
             option, (unsigned long long)least, (unsigned long long)most);
  else
    snprintf(format, sizeof format, "invalid %s '%%s': expected a whole number from %llu to %llu",
             option, (unsigned long long)least, (unsigned long long)most);
  return cli_usage_error(format, argument);
}

int cli_parse_whole_number(const char *option, const char *argument, uint64_t least, uint64_t most,
                           uint64_t *value) {
  return parse_whole_number_option(option, argument, least, most, value);
}

int cli_parse_limit(const char *argument, uint64_t *limit) {
  return parse_whole_number_option("--limit", argument, 0, UINT64_MAX, limit);
}

int cli_parse_max_nodes(const char *argument, uint64_t *max_nodes) {
  return parse_whole_number_option("--max-nodes", argument, 1, UINT64_MAX, max_nodes);
}

int cli_parse_restart_seed(const char *argument, uint64_t *seed) {
  return parse_whole_number_option("--restarts", argument, 0, UINT64_MAX, seed);
}

int cli_parse_threads(const char *argument, unsigned *threads) {
  uint64_t value;
  int early_exit = parse_whole_number_option("--threads", argument, 0, CLI_MAXIMUM_THREADS, &value);
  if (early_exit >= 0) return early_exit;
  if (value == 0) {
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    value = online > 0 ? (uint64_t)online : 1;
  }
  *threads = (unsigned)value;
  return -1;
}

int cli_parse_timeout(const char *argument, double *seconds) {
  if (parse_seconds(argument, seconds)) return -1;
  return cli_usage_error("invalid --timeout '%s': expected seconds from 0.000001 to 100000000, as "
                         "in 2, 0.5 or 1e-3",
                         argument);
}

/* 0 for success, higher for graver. */
static int exit_status_gravity(int status) {
  switch (status) {
  case EXIT_STATUS_SUCCESS:
    return 0;
  case EXIT_STATUS_PARTIAL:
    return 1;
  case EXIT_STATUS_BAD_INPUT:
    return 2;
  case EXIT_STATUS_USAGE:
    return 3;
  case EXIT_STATUS_INPUT_OUTPUT:
    return 4;
  case EXIT_STATUS_OUT_OF_MEMORY:
    return 5;
  default: /* 128 + a signal's number */
    return 6;
  }
}

int cli_graver_exit_status(int status, int other_status) {
  return exit_status_gravity(other_status) > exit_status_gravity(status) ? other_status : status;
}

/* The long option given as "--name=argument" that takes no argument, or NULL. getopt_long reports
 * it with optopt set to the option's value, and 0 for an unknown long option. */
static const struct option *option_given_an_argument(const char *given,
                                                     const struct option *long_options) {
  const char *equals = strchr(given, '=');
  if (strncmp(given, "--", 2) != 0 || !equals || optopt == 0) return NULL;
  size_t length = (size_t)(equals - given) - 2;
  for (const struct option *known = long_options; known->name; known++)
    if (known->val == optopt && known->has_arg == no_argument &&
        strncmp(known->name, given + 2, length) == 0)
      return known;
  return NULL;
}

int cli_option_error(int option, char **argv, const struct option *long_options) {
  /* A long option is always the argument before optind; a short one may sit inside a cluster, so
   * it is named by optopt. */
  const char *given = argv[optind - 1];
  bool long_option = strncmp(given, "--", 2) == 0;
  char name[80];
  if (option == ':') {
    if (!long_option) snprintf(name, sizeof name, "-%c", optopt);
    return cli_usage_error("option '%s' needs an argument", long_option ? given : name);
  }
  const struct option *known = option_given_an_argument(given, long_options);
  if (known) {
    snprintf(name, sizeof name, "--%s", known->name);
    return cli_usage_error("option '%s' doesn't allow an argument", name);
  }
  if (optopt != 0) {
    snprintf(name, sizeof name, "-%c", optopt);
    return cli_usage_error("unknown option '%s'", name);
  }
  return cli_usage_error("unknown option '%s'", given);
}

int cli_print_version(void) {
  printf("%s (dlx engine) %s\n", program_name, DLX_VERSION);
  return cli_flush_output() ? EXIT_STATUS_SUCCESS : EXIT_STATUS_INPUT_OUTPUT;
}

const char *cli_plural(uint64_t count, const char *singular, const char *plural) {
  return count == 1 ? singular : plural;
}

void cli_format_duration(double seconds, char text[CLI_DURATION_TEXT_CAPACITY]) {
  if (seconds < 1)
    snprintf(text, CLI_DURATION_TEXT_CAPACITY, "%.3f ms", seconds * 1e3);
  else
    snprintf(text, CLI_DURATION_TEXT_CAPACITY, "%.3f s", seconds);
}

void cli_format_rate(uint64_t count, double seconds, char text[CLI_RATE_TEXT_CAPACITY]) {
  double rate = (double)count / seconds;
  int decimals = 0;
  for (double bound = 100; rate < bound && decimals < 12; bound /= 10) decimals++;
  snprintf(text, CLI_RATE_TEXT_CAPACITY, "%.*f", decimals, rate);
}

bool cli_is_regular_file(FILE *stream) {
  struct stat status;
  return fstat(fileno(stream), &status) == 0 && S_ISREG(status.st_mode);
}

FILE *cli_open_input(const char *operand, const char **display_name) {
  if (strcmp(operand, "-") == 0) {
    *display_name = "<stdin>";
    return stdin;
  }
  *display_name = operand;
  return fopen(operand, "r");
}

void cli_close_input(FILE *stream) {
  if (stream && stream != stdin) fclose(stream);
}

bool cli_flush_output(void) {
  bool held_written = cli_output_write_held();
  if (held_written && fflush(stdout) == 0 && !ferror(stdout)) return true;
  int error = held_written ? errno : cli_output_error();
  fprintf(stderr, "%s: cannot write the output: %s\n", program_name, strerror(error));
  return false;
}
