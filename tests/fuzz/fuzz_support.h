/* fuzz_support.h: what every harness shares: a broken check aborts with its text (so libFuzzer
 * saves the input), and the input bytes are read as a stream. A harness defines FUZZ_FAILURE_PREFIX
 * ("fuzz_engine: mismatch", say; run.sh looks for it in the log) before including this file. */
#ifndef FUZZ_SUPPORT_H
#define FUZZ_SUPPORT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static inline void fail(const char *what) {
  fprintf(stderr, FUZZ_FAILURE_PREFIX ": %s\n", what);
  abort();
}

#define CHECK(condition)                                                                           \
  do {                                                                                             \
    if (!(condition)) fail(#condition);                                                            \
  } while (0)

/* A read-only stream over the bytes. fmemopen refuses a zero size on some C libraries, so an empty
 * input is given as a stream over a one-byte buffer whose only byte has been read already. */
static inline FILE *open_bytes(const uint8_t *data, size_t size) {
  static char empty_buffer[1];
  if (size == 0) {
    FILE *stream = fmemopen(empty_buffer, 1, "r");
    if (stream) (void)getc(stream);
    return stream;
  }
  return fmemopen((void *)data, size, "r");
}

#endif
