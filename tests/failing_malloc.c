/* failing_malloc.c: a preloaded allocator (LD_PRELOAD) that makes memory run out on demand, so that
 * the tests can check what a command does when an allocation fails at any point of its run, the
 * middle of a search included, which no real memory limit can aim at.
 *
 *   FAILING_MALLOC_AFTER=N   the first N allocations succeed, every later one returns NULL
 *                            (unset: none fails);
 *   FAILING_MALLOC_COUNT=FILE   at exit, the number of allocations made is written to FILE.
 *
 * It counts malloc, calloc, realloc (but realloc(p, 0)), aligned_alloc, posix_memalign and
 * memalign, and hands the ones that succeed to glibc's own allocator (__libc_malloc and its kin),
 * so that glibc's free releases them. glibc only: it relies on those entry points, as its manual
 * allows for replacing malloc. Built by make out-of-memory-test; used by
 * tests/cli/run_out_of_memory.sh.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_ulong allocations_made;
static unsigned long allocations_allowed = (unsigned long)-1;

__attribute__((constructor)) static void read_settings(void) {
  const char *after = getenv("FAILING_MALLOC_AFTER");
  if (after && *after) allocations_allowed = strtoul(after, NULL, 10);
}

__attribute__((destructor)) static void write_count(void) {
  const char *path = getenv("FAILING_MALLOC_COUNT");
  if (!path || !*path) return;
  FILE *file = fopen(path, "w");
  if (!file) return;
  fprintf(file, "%lu\n", (unsigned long)atomic_load(&allocations_made));
  fclose(file);
}

/* Counts one allocation; false when it must fail. */
static int allocation_allowed(void) {
  unsigned long made = atomic_fetch_add(&allocations_made, 1);
  if (made < allocations_allowed) return 1;
  errno = ENOMEM;
  return 0;
}

void *malloc(size_t size) {
  return allocation_allowed() ? __libc_malloc(size) : NULL;
}

void *calloc(size_t count, size_t size) {
  return allocation_allowed() ? __libc_calloc(count, size) : NULL;
}

void *realloc(void *pointer, size_t size) {
  if (pointer && size == 0) return __libc_realloc(pointer, size); /* a free, not an allocation */
  return allocation_allowed() ? __libc_realloc(pointer, size) : NULL;
}

void *aligned_alloc(size_t alignment, size_t size) {
  return allocation_allowed() ? __libc_memalign(alignment, size) : NULL;
}

void *memalign(size_t alignment, size_t size) {
  return allocation_allowed() ? __libc_memalign(alignment, size) : NULL;
}

int posix_memalign(void **pointer, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  if (!allocation_allowed()) return ENOMEM;
  void *memory = __libc_memalign(alignment, size);
  if (!memory) return ENOMEM;
  *pointer = memory;
  return 0;
}
