/* diagnostics.h: the messages the commands print on standard error, and their small shared helpers.
 * Every message is one line that starts with the program's name. */
#ifndef CLI_DIAGNOSTICS_H
#define CLI_DIAGNOSTICS_H

#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

void cli_set_program_name(const char *argv0);
const char *cli_program_name(void);

/* "PROGRAM: message\n", with printf-style formatting. */
void cli_error(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* "PROGRAM: message\nTry 'PROGRAM --help' for more information.\n" with message made of format
 * and one string argument; returns EXIT_STATUS_USAGE. */
int cli_usage_error(const char *format, const char *argument);

/* The arguments of --limit (a whole number from 0 to UINT64_MAX) and --max-nodes (from 1): each
 * returns -1 when argument is valid, else prints the usage error, which says whether it is too
 * large or no whole number, and the range, and returns EXIT_STATUS_USAGE. */
int cli_parse_limit(const char *argument, uint64_t *limit);
int cli_parse_max_nodes(const char *argument, uint64_t *max_nodes);
/* The seed of dlx --restarts=SEED: a whole number from 0 to UINT64_MAX; same returns. */
int cli_parse_restart_seed(const char *argument, uint64_t *seed);

/* A whole number from least to most for `option` (as "--memo-size"); same returns. */
int cli_parse_whole_number(const char *option, const char *argument, uint64_t least, uint64_t most,
                           uint64_t *value);

/* The argument of -j/--threads: a whole number from 0 to CLI_MAXIMUM_THREADS, 0 meaning one thread
 * per online processor; same returns as above. */
#define CLI_MAXIMUM_THREADS 1024
int cli_parse_threads(const char *argument, unsigned *threads);

/* The range of --timeout: the timer counts microseconds, and 1e8 s is over three years. */
#define CLI_TIMEOUT_MIN_SECONDS 0.000001
#define CLI_TIMEOUT_MAX_SECONDS 100000000.0

/* The argument of --timeout, a decimal number of seconds with an optional fraction and exponent,
 * from CLI_TIMEOUT_MIN_SECONDS to CLI_TIMEOUT_MAX_SECONDS: returns -1 when argument is valid, else
 * prints the usage error and returns EXIT_STATUS_USAGE. */
int cli_parse_timeout(const char *argument, double *seconds);

/* The usage error of a getopt_long option that lacks its argument (':'), has one it does not
 * take (--count=3), or is unknown; returns EXIT_STATUS_USAGE. */
int cli_option_error(int option, char **argv, const struct option *long_options);

/* Prints "PROGRAM (dlx engine) VERSION" and returns the exit status of --version. */
int cli_print_version(void);

/* "PROGRAM: FILE:LINE: message\n" for a problem in an input file. */
void cli_input_error(const char *file, unsigned long line, const char *message);

/* singular when count is 1, else plural. */
const char *cli_plural(uint64_t count, const char *singular, const char *plural);

/* A duration for --stats, to the microsecond: "0.142 ms" below a second, else "2.503 s". */
#define CLI_DURATION_TEXT_CAPACITY 40
void cli_format_duration(double seconds, char text[CLI_DURATION_TEXT_CAPACITY]);

/* A rate for --stats to three significant digits, and whole above 100: "163", "16.3", "0.385",
 * "0.00385". The count is positive and the seconds too. */
#define CLI_RATE_TEXT_CAPACITY 40
void cli_format_rate(uint64_t count, double seconds, char text[CLI_RATE_TEXT_CAPACITY]);

/* Opens an input operand: "-" is standard input. *display_name receives the name to use in
 * messages. NULL (with errno set) when it cannot be opened. */
FILE *cli_open_input(const char *operand, const char **display_name);
void cli_close_input(FILE *stream);
/* True when stream is a regular file, not a pipe or a terminal (whose readers want each answer
 * flushed as soon as it is written). */
bool cli_is_regular_file(FILE *stream);

/* Writes out what standard output holds (cli/standard_output.h's stream, then stdio's); on a write
 * error reports it and returns false. */
bool cli_flush_output(void);

#endif
