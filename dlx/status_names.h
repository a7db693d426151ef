/* status_names.h: the names of the library's statuses, for the bindings (Python, JavaScript) to
 * number them from the library instead of copying dlx.h's numbers by hand.
 *
 * Temporary home: these two declarations move to dlx.h, after dlx_strerror, when the rewrite of
 * the search API lands; this header then goes (and with it its line in the Makefile's
 * PUBLIC_HEADERS). Until then it is installed beside dlx.h and knuth.h. */
#ifndef DLX_STATUS_NAMES_H
#define DLX_STATUS_NAMES_H

#include "dlx.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The name of a status: its constant in dlx.h without the prefix DLX_, in lower case ("ok",
 * "stopped_at_solution_limit", "stopped_by_request", "error_out_of_memory", ...); "unknown" for a
 * value that is no status. Static, never NULL. */
DLX_EXPORT const char *dlx_status_name(dlx_status status);

/* The number of statuses: they are the values 0 to dlx_status_count() - 1. */
DLX_EXPORT int dlx_status_count(void);

#ifdef __cplusplus
}
#endif

#endif
