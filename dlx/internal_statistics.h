/* internal_statistics.h: handing a search's statistics to the caller (statistics.c). Not
 * installed. */
#ifndef DLX_INTERNAL_STATISTICS_H
#define DLX_INTERNAL_STATISTICS_H

#include "dlx.h"

/* Copies full into out (NULL: nothing), keeping out->size: the bytes of the layout out->size names,
 * and of this layout (the first with a size) for 0 or any size no layout has. */
void dlx_statistics_deliver(dlx_statistics *out, const dlx_statistics *full);

#endif
