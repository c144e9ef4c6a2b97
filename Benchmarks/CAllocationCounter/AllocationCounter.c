// Counts heap allocations for the benchmark: the executable's definitions of the
// allocator entry points take precedence over glibc's for every library in the process,
// count, and forward to glibc's own implementations (__libc_*).
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>

static _Atomic uint64_t allocations;

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

uint64_t trellis_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}
