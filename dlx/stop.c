/* stop.c: dlx_stop, the flag that stops searches from any thread or signal handler: one atomic int,
 * raised and lowered with lock-free stores and read by the searches with relaxed loads
 * (internal.h's stop_raised). */
#include <stdlib.h>

#include "internal.h"

dlx_status dlx_stop_create(dlx_stop **stop) {
  if (!stop) return DLX_ERROR_NULL_ARGUMENT;
  *stop = malloc(sizeof **stop);
  if (!*stop) return DLX_ERROR_OUT_OF_MEMORY;
  atomic_init(&(*stop)->raised, 0);
  return DLX_OK;
}

void dlx_stop_destroy(dlx_stop *stop) {
  free(stop);
}

void dlx_request_stop(dlx_stop *stop) {
  if (stop) atomic_store_explicit(&stop->raised, 1, memory_order_relaxed);
}

void dlx_clear_stop(dlx_stop *stop) {
  if (stop) atomic_store_explicit(&stop->raised, 0, memory_order_relaxed);
}

int dlx_stop_requested(const dlx_stop *stop) {
  return stop_raised(stop);
}
