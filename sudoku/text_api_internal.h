/* text_api_internal.h: what the parts of the text facade (text_api.c: solving, generating, rating;
 * text_api_shape.c: shapes; text_api_hint.c: hints; text_api_killer.c: killer generation) share:
 * the errors said as the command says them, the settings made a geometry, the reading of a text's
 * first puzzle, the context's solver, and a rater's step turned into a sudoku_text_step. Not
 * installed: the bindings see text_api.h only. */
#ifndef SUDOKU_TEXT_API_INTERNAL_H
#define SUDOKU_TEXT_API_INTERNAL_H

#include <stdio.h>

#include "sudoku/geometry.h"
#include "sudoku/grid_reader.h"
#include "sudoku/rater.h"
#include "sudoku/sudoku.h"
#include "sudoku/text_api.h"

/* Sets *error (when not NULL) to line and the formatted message. */
void sudoku_text_set_error(sudoku_text_error *error, unsigned long line, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* The settings' name for messages, "<string>" when none. */
const char *sudoku_text_name_of(const sudoku_text_settings *settings);

/* The geometry the command-line options of settings give, checked as the command checks them
 * (cleared with sudoku_geometry_clear, also on failure). */
dlx_status sudoku_text_geometry_of_settings(const sudoku_text_settings *settings,
                                            sudoku_geometry *geometry, sudoku_text_error *error);

/* The first puzzle of a text, read as the command reads it. */
typedef struct sudoku_text_first {
  FILE *stream;
  sudoku_reader *reader;
  sudoku_geometry settings_geometry;
  sudoku_grid *puzzle;
  const sudoku_geometry *geometry; /* the puzzle's (the reader's): valid until closed */
  unsigned long line;              /* the line the puzzle starts on */
} sudoku_text_first;

/* Reads the first puzzle of text[0 .. length-1]: DLX_OK with first->puzzle and first->geometry,
 * or the refusal of the settings or the text with the command's message, or "NAME: no puzzle in
 * the text". first is always to be closed with sudoku_text_first_close. */
dlx_status sudoku_text_read_first(const char *text, size_t length,
                                  const sudoku_text_settings *settings, sudoku_text_first *first,
                                  sudoku_text_error *error);
void sudoku_text_first_close(sudoku_text_first *first);

/* The context's solver for geometry, made anew when the geometry changed; NULL when out of
 * memory. */
sudoku_solver *sudoku_text_solver_for(sudoku_text_context *context,
                                      const sudoku_geometry *geometry);

/* The header of the geometry (none for the classic 9x9 in digits) and the grid on one line,
 * malloc'd; NULL when out of memory. */
char *sudoku_text_format_generated_grid(const sudoku_geometry *geometry, const sudoku_grid *grid);

/* text_api_killer.c: count killer puzzles of geometry (without cages) into puzzles->puzzles (room
 * for count), as sudoku_text_generate says; solver made for geometry. */
dlx_status sudoku_text_generate_killer(sudoku_solver *solver, const sudoku_geometry *geometry,
                                       const sudoku_text_settings *settings,
                                       const sudoku_text_generation *generation, size_t count,
                                       sudoku_text_puzzles *puzzles, sudoku_text_error *error);

/* Fills kept from a rater's step: its technique, the line sudoku_rater_write_step writes (without
 * its newline), the cell and symbol placed, a copy of the eliminations, the pattern's symbols,
 * cells and units. False when out of memory (kept then owns nothing). */
bool sudoku_text_step_of(const rater *rater, const rater_step *step, sudoku_text_step *kept);
/* Frees what sudoku_text_step_of allocated. */
void sudoku_text_step_free(sudoku_text_step *step);

/* What writer writes to a memory stream, as a string without its final newline; NULL when out
 * of memory. */
char *sudoku_text_line_of(void (*writer)(const void *context, FILE *out), const void *context);

#endif
