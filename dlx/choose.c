/* choose.c: the rule by which dlx_solve picks a representation when the search leaves it open. */
#include "internal.h"

dlx_representation dlx_choose_representation(const dlx_solver *solver) {
  (void)solver;
  return DLX_REPRESENTATION_LINKS;
}
