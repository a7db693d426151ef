/* knuth.h: reads an exact-cover problem written in the text format of Knuth's DLX1 and DLX2
 * programs, and builds its dlx_solver while reading.
 *
 * The format, line by line (lines end with LF or CRLF; space, tab, CR, VT and FF are white space,
 * but a CR followed by anything other than white space on its line is refused as a CR-only line
 * ending):
 *   - a line whose first non-blank character is '|' is a comment; a blank line is skipped;
 *   - the first other line names the items, separated by white space: the primary items, then
 *     optionally a lone '|' and the secondary items ("a b c | x y"). As in Knuth's DLX3, a
 *     primary item may carry bounds, "a:b|name" (covered by at least a and at most b options;
 *     ":b|name" is "0:b|name", as DLX3 reads it) or "b|name" (exactly b); they go to
 *     dlx_set_item_bounds;
 *   - every later line is an option: the names of its items, separated by white space, in any
 *     order. A secondary item may carry a color, written "x:red"; options that give a secondary
 *     item the same color may be chosen together, while an uncolored entry excludes every other
 *     option with that item (Knuth's Algorithm C). As in Knuth's DLX5, a token "|n" (n a decimal
 *     number) after the first item gives the option a cost of n; several add up (to at most
 *     DLX_MAXIMUM_COST), and the total goes to dlx_set_option_cost. Such tokens stay in the
 *     option's text. dlx_solve ignores costs; dlx_solve_cheapest searches by them.
 * A name (of an item or of a color) is any non-empty run of bytes other than white space, ':',
 * '|' and the control characters; bytes from 0x80 up are allowed, so UTF-8 names work. Names have
 * no length limit other than the line's: a line may hold at most DLX_KNUTH_MAXIMUM_LINE_LENGTH
 * bytes, not counting its line ending. As in Knuth's programs, a '|' at the start of a token of
 * the item line separates even when glued to the next name ("a b |x y"). A UTF-8 byte order mark
 * at the very start is skipped; an input that starts as gzip data (1F 8B) or UTF-16 text (a byte
 * order mark FF FE or FE FF, or a NUL beside each of its first two ASCII characters) is refused.
 *
 * An option that names no primary item could never be chosen: it is reported as a warning and left
 * out, and the options kept are numbered 0, 1, 2, ... in input order (they are the solver's option
 * ids). Anything else that does not fit the format is an error, reported with its line and column:
 * see dlx_knuth_read. The reader keeps no global state, never prints and never exits.
 */
#ifndef DLX_KNUTH_H
#define DLX_KNUTH_H

#include <stdint.h>
#include <stdio.h>

#include "dlx.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The longest line the reader accepts, in bytes, without its line ending. */
#define DLX_KNUTH_MAXIMUM_LINE_LENGTH (UINT32_C(1) << 24)

/* A problem read from Knuth's format: its solver, its item and color names and the text of its
 * options. */
typedef struct dlx_knuth dlx_knuth;

/* Where and why reading failed. line and column are 1-based; the column counts bytes (a tab is one
 * column). message is one line of English without position or final newline, for example
 * "unknown item 'h'"; names in it are cut to a few dozen bytes. */
typedef struct dlx_knuth_error {
  unsigned long line, column;
  char message[200];
} dlx_knuth_error;

/* Receives each warning while the input is read, with its 1-based line and column. message is one
 * line without position or final newline, valid during the call only. */
typedef void (*dlx_knuth_warning_callback)(void *context, unsigned long line, unsigned long column,
                                           const char *message);

/* Reads a whole problem from stream, up to its end, building its solver option by option, so that
 * memory stays proportional to the input. stream stays the caller's (it is read, never closed).
 * On success *problem owns a new handle that the caller frees with dlx_knuth_destroy. warn, which
 * may be NULL, receives every warning (today only "option has no primary item; ignored", at the
 * option's first column), with context. error may be NULL; when reading fails it receives the
 * position and description of the problem. Returns:
 *   DLX_OK;
 *   DLX_ERROR_NULL_ARGUMENT when stream or problem is NULL;
 *   DLX_ERROR_BAD_FORMAT for malformed input: no item line at all (the position is the end of the
 *     input), a NUL byte or another control character, a line longer than
 *     DLX_KNUTH_MAXIMUM_LINE_LENGTH, an item named twice in the item line, a second '|' in it, a
 *     ':' or '|' inside a name, bounds that are not numbers from 0 to 2^30 ("malformed bound"),
 *     an upper bound 0, a lower bound above the upper one, bounds on a secondary item, no name
 *     after bounds, an unknown item in an option, an item repeated inside an option, a
 *     '|' inside a token of an option, a cost token that is not '|' and decimal digits, costs of
 *     one option above DLX_MAXIMUM_COST, a color on a primary item, an empty item name or
 *     color ("x:", ":red"), a second ':' in a token, gzip data or UTF-16 text (at 1:1,
 *     "gzip data: decompress it first" or "UTF-16 text: convert it to UTF-8"), a CR followed by
 *     text on its line (at the CR, "CR-only line endings: convert them to LF"); the column is that
 *     of the offending
 *     token, or of the offending byte for a bad byte, ':' or '|'. A read error of the stream also
 *     ends with DLX_ERROR_BAD_FORMAT, the message "read error: ..." and ferror(stream) true; errno
 *     is then as the failed read left it;
 *   DLX_ERROR_TOO_LARGE when the problem exceeds the solver's limits (2^30 items, 2^30 option
 *     entries and spacers) or has more than 2^30 colors;
 *   DLX_ERROR_OUT_OF_MEMORY.
 * On failure *problem is set to NULL and everything read so far is freed. */
DLX_EXPORT dlx_status dlx_knuth_read(FILE *stream, dlx_knuth **problem, dlx_knuth_error *error,
                                     dlx_knuth_warning_callback warn, void *context);

/* Frees a problem, its solver included. NULL is allowed and does nothing. */
DLX_EXPORT void dlx_knuth_destroy(dlx_knuth *problem);

/* The problem's solver, owned by the problem and freed with it: search it with dlx_solve. Its
 * items are numbered as in the item line (primary items first) and its options in input order,
 * the ignored ones left out. Adding options to it is allowed but they get no text. NULL for NULL.
 */
DLX_EXPORT dlx_solver *dlx_knuth_solver(dlx_knuth *problem);

/* The text of option option_id as the input spelled it: its tokens, colors included, joined by
 * single spaces ("a d x:red"). The string belongs to the problem and lives as long as it. NULL
 * when problem is NULL or the option does not exist. */
DLX_EXPORT const char *dlx_knuth_option_text(const dlx_knuth *problem, uint32_t option_id);

/* The number of items, primary and secondary (0 for NULL), and the name of item 0 .. count-1 as
 * spelled in the item line (NULL when out of range). The string lives as long as the problem. */
DLX_EXPORT uint32_t dlx_knuth_item_count(const dlx_knuth *problem);
DLX_EXPORT const char *dlx_knuth_item_name(const dlx_knuth *problem, uint32_t item);

/* The number of distinct colors (0 for NULL), and the name of color 1 .. count, the number given
 * to dlx_add_colored_option; colors are numbered in order of first appearance. NULL when out of
 * range (0 is "no color" and has no name). The string lives as long as the problem. */
DLX_EXPORT uint32_t dlx_knuth_color_count(const dlx_knuth *problem);
DLX_EXPORT const char *dlx_knuth_color_name(const dlx_knuth *problem, uint32_t color);

#ifdef __cplusplus
}
#endif

#endif
