/* read_file.h: a whole file read into memory, for the Check suites that compare with files of the
 * repository (the suites run from tests/, so paths are relative to it). Static inline, so that a
 * suite takes only what it uses. */
#ifndef TESTS_READ_FILE_H
#define TESTS_READ_FILE_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

/* The file's bytes, NUL-terminated (the NUL not counted in *length), to free; NULL when it cannot
 * be opened. */
static inline char *test_read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *text = NULL;
  size_t size = 0, used = 0, got;
  do {
    if (used + 4096 > size) {
      size = 2 * size + 4096;
      text = realloc(text, size);
      ck_assert_ptr_nonnull(text);
    }
    got = fread(text + used, 1, size - 1 - used, file);
    used += got;
  } while (got > 0);
  fclose(file);
  text[used] = '\0';
  *length = used;
  return text;
}

/* The same for a file the suite needs: a file that cannot be opened fails the test, naming it. */
static inline char *test_read_needed_file(const char *path, size_t *length) {
  char *text = test_read_file(path, length);
  ck_assert_msg(text != NULL, "cannot open %s", path);
  return text;
}

#endif
