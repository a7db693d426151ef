/* internal_statistics.h: handing a search's statistics to the caller (statistics.c). Not
 * installed. */
#ifndef DLX_INTERNAL_STATISTICS_H
#define DLX_INTERNAL_STATISTICS_H

#include "dlx.h"

/* Copies full into out (NULL: nothing), as many bytes as out->size says the caller's struct holds
 * (0: all), keeping out->size. */
void dlx_statistics_deliver(dlx_statistics *out, const dlx_statistics *full);

#endif
