#ifndef TRELLIS_ALLOCATION_COUNTER_H
#define TRELLIS_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by
/// the whole process since it started. The benchmark executable links this library, whose
/// allocator entry points count and then call glibc's own.
uint64_t trellis_allocation_count(void);

#endif
