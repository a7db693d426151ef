/* rater_levels.c: the level of difficulty of each technique of the rater (rater.h), QQWing's
 * levels as rater.h describes them. A file of its own, below both, so that the rater's main loop
 * (rater.c), which rates a puzzle by its hardest technique, and the text of the rater
 * (rater_text.c), which uses the main loop, each depend on it one way and not on each other in a
 * circle. */
#include "rater.h"

rater_level sudoku_rater_level_of_technique(rater_technique technique) {
  switch (technique) {
  case RATER_NAKED_SINGLE:
    return RATER_LEVEL_SIMPLE;
  case RATER_HIDDEN_SINGLE:
    return RATER_LEVEL_EASY;
  case RATER_POINTING:
  case RATER_CLAIMING:
  case RATER_NAKED_PAIR:
  case RATER_HIDDEN_PAIR:
    return RATER_LEVEL_INTERMEDIATE;
  case RATER_NAKED_TRIPLE:
  case RATER_HIDDEN_TRIPLE:
  case RATER_NAKED_QUAD:
  case RATER_HIDDEN_QUAD:
    return RATER_LEVEL_EXPERT;
  case RATER_X_WING:
  case RATER_SWORDFISH:
  case RATER_JELLYFISH:
  case RATER_XY_WING:
  case RATER_XYZ_WING:
  case RATER_W_WING:
  case RATER_SIMPLE_COLOURING:
    return RATER_LEVEL_FIENDISH;
  default:
    return RATER_LEVEL_DIABOLICAL;
  }
}
