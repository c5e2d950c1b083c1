// A deliberate upward include: the layer check must refuse it.
#include "core/error.h"
#include "judge/verdict.h"
