// The budgeted allocator stb_image is compiled with (see BudgetAllocator.c).
#ifndef TRELLIS_BUDGET_ALLOCATOR_H
#define TRELLIS_BUDGET_ALLOCATOR_H

#include <stddef.h>

void *trellis_budget_malloc(size_t size);
void *trellis_budget_realloc(void *pointer, size_t size);
void trellis_budget_free(void *pointer);

#endif
