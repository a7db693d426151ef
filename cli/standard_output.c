/* standard_output.c: answers held in a memory stream and written to descriptor 1 with write(2),
 * retried on EINTR and after a partial write, so that a signal never loses output (see
 * standard_output.h). The stream is rewound after each write: its buffer is reused, and holds at
 * most a chunk and one answer (or one solution of --all). */
#include "cli/standard_output.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

static FILE *memory;
static char *memory_text;
static size_t memory_size;
static bool write_each_call; /* standard output is a terminal */
static int output_error;

FILE *cli_output_stream(void) {
  if (!memory) {
    memory = open_memstream(&memory_text, &memory_size);
    write_each_call = isatty(STDOUT_FILENO);
  }
  return memory;
}

static bool write_whole(const char *text, size_t length) {
  while (length > 0) {
    ssize_t written = write(STDOUT_FILENO, text, length);
    if (written < 0) {
      if (errno == EINTR) continue;
      output_error = errno;
      return false;
    }
    text += written;
    length -= (size_t)written;
  }
  return true;
}

bool cli_output_write_held(void) {
  if (output_error) return false;
  if (!memory) return true;
  long length = fflush(memory) == 0 ? ftell(memory) : -1;
  if (length < 0 || ferror(memory)) {
    output_error = errno ? errno : ENOMEM;
    return false;
  }
  if (length == 0) return true;
  if (!write_whole(memory_text, (size_t)length)) return false;
  if (fseek(memory, 0, SEEK_SET) != 0) {
    output_error = errno;
    return false;
  }
  return true;
}

bool cli_output_keep_up(FILE *out) {
  if (out != memory || !memory) return !ferror(out);
  if (write_each_call) return cli_output_write_held();
  long length = ftell(memory);
  if (length >= CLI_OUTPUT_CHUNK_BYTES) return cli_output_write_held();
  return output_error == 0 && !ferror(memory);
}

int cli_output_error(void) {
  return output_error;
}

bool cli_output_close(void) {
  bool written = cli_output_write_held();
  if (memory) {
    fclose(memory);
    free(memory_text);
    memory = NULL;
    memory_text = NULL;
  }
  return written;
}
