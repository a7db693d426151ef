/* internal_options.h: what the entry points ask of the options table (options.c). Not installed. */
#ifndef DLX_INTERNAL_OPTIONS_H
#define DLX_INTERNAL_OPTIONS_H

#include "dlx.h"

/* DLX_OK when every option of the solver set to other than its default (and the exact count and
 * the ZDD's callback) is honoured by entry_point (a DLX_ENTRY_* bit), else
 * DLX_ERROR_OPTION_NOT_HONOURED. */
dlx_status dlx_options_honoured(const dlx_solver *solver, unsigned entry_point);

#endif
