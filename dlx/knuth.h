/* knuth.h: reads an exact-cover problem written in the text format of Knuth's DLX1 and DLX2
 * programs, and builds its dlx_solver while reading; and writes a solver's problem in that format
 * (dlx_knuth_write).
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

/* What dlx_knuth_write returns for a problem that it cannot write: SIZE_MAX, never the length of
 * a text. */
#define DLX_KNUTH_UNWRITABLE SIZE_MAX

/* Writes the problem that solver holds in Knuth's format, as text that dlx_knuth_read (and Knuth's
 * DLX1, DLX2, DLX3 and DLX5, within their own limits on names) reads back as the same problem:
 * the same items in the same order with the same bounds, and the same options in the same order,
 * with the same items, colors and costs. It reads the solver through the functions of dlx.h
 * alone and changes nothing. item_names[i] is the name of item i (primary items first, as in the
 * solver); color_names[c] the name of color c, for c from 1 to color_count (color_names[0] is not
 * read; color_names may be NULL when no option has a color).
 *
 * The text, every line ended by LF:
 *   - the item line: the primary items separated by single spaces, each with its bounds when they
 *     are not [1, 1]: "b|name" when both are b, else "a:b|name" ("0:2|name" for [0, 2]); then,
 *     when there are secondary items, " | " and the secondary items ("2|a 0:3|b c | x y");
 *   - one line per option, in the order of their ids: its items in the order the solver holds
 *     them, separated by single spaces, a colored entry as "name:color", then " |n" when its cost
 *     n is not 0 ("a x:red |5").
 * When the first item name starts with the bytes of a byte order mark (EF BB BF, FF FE or FE FF),
 * the text starts with an empty line, so that no reader takes them for one.
 *
 * As snprintf does, it returns the length of the whole text, without its terminating NUL, and
 * writes at most capacity bytes to text, the NUL included: the text is complete when the length
 * returned is below capacity, else cut (perhaps inside a name). text may be NULL when capacity is
 * 0, to learn the length.
 *
 * It returns DLX_KNUTH_UNWRITABLE, with an empty string in text (when capacity is above 0) and,
 * when error is not NULL, the reason in *error (its line and column: where in the text the
 * offending name or option would have started, 1-based; its message names it, for example "item
 * name 'a b' cannot be written in Knuth's format: white space inside"), when the format cannot
 * carry the problem or the arguments are wrong:
 *   - a name (of an item, or of a color that an option uses) that is NULL, empty, or holds white
 *     space, ':', '|' or a control character (a byte below 0x20, or 0x7F); bytes from 0x80 up are
 *     written as they are, so UTF-8 names work;
 *   - two items with the same name, or two colors that options use with the same name;
 *   - no primary item (the item line would be blank, or a comment);
 *   - an option with no primary item (readers leave such options out);
 *   - an option's color above color_count;
 *   - a line longer than DLX_KNUTH_MAXIMUM_LINE_LENGTH bytes, or a text of SIZE_MAX bytes or more;
 *   - solver or item_names NULL, or text NULL with a capacity above 0;
 *   - memory that ran out (the checks of names for duplicates keep a copy of the names).
 * The colors in color_names that no option uses are not read. */
DLX_EXPORT size_t dlx_knuth_write(const dlx_solver *solver, const char *const *item_names,
                                  const char *const *color_names, uint32_t color_count, char *text,
                                  size_t capacity, dlx_knuth_error *error);

#ifdef __cplusplus
}
#endif

#endif
