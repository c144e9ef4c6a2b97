// A malloc/realloc/free for stb_image that keeps the bytes live on each thread under the
// budget set by trellis_stbi_begin_budget. Each block carries its size in a 16-byte prefix
// (which keeps malloc's alignment) so frees and reallocs can be counted.
#include "BudgetAllocator.h"

#include <stdint.h>
#include <stdlib.h>

#include "CStbImage.h"

enum { trellis_prefix = 16 };

static _Thread_local size_t trellis_limit = 0;
static _Thread_local size_t trellis_live = 0;
static _Thread_local size_t trellis_peak = 0;
static _Thread_local size_t trellis_total = 0;
static _Thread_local int trellis_exceeded = 0;

void trellis_stbi_begin_budget(size_t bytes) {
  trellis_limit = bytes;
  trellis_live = 0;
  trellis_peak = 0;
  trellis_total = 0;
  trellis_exceeded = 0;
}

void trellis_stbi_end_budget(void) { trellis_limit = 0; }

int trellis_stbi_budget_exceeded(void) { return trellis_exceeded; }

size_t trellis_stbi_budget_peak(void) { return trellis_peak; }

size_t trellis_stbi_budget_total(void) { return trellis_total; }

// Whether `grow` more bytes fit in the budget; notes a refusal.
static int trellis_fits(size_t grow) {
  if (grow > SIZE_MAX - trellis_prefix || trellis_live > trellis_limit ||
      grow > trellis_limit - trellis_live) {
    trellis_exceeded = 1;
    return 0;
  }
  return 1;
}

static void trellis_count(size_t released, size_t added) {
  trellis_live = trellis_live >= released ? trellis_live - released : 0;
  trellis_live += added;
  trellis_total += added;
  if (trellis_live > trellis_peak) trellis_peak = trellis_live;
}

void *trellis_budget_malloc(size_t size) {
  if (!trellis_fits(size)) return NULL;
  unsigned char *block = malloc(size + trellis_prefix);
  if (block == NULL) return NULL;
  *(size_t *)block = size;
  trellis_count(0, size);
  return block + trellis_prefix;
}

void *trellis_budget_realloc(void *pointer, size_t size) {
  if (pointer == NULL) return trellis_budget_malloc(size);
  unsigned char *block = (unsigned char *)pointer - trellis_prefix;
  size_t old = *(size_t *)block;
  if (size > old && !trellis_fits(size - old)) return NULL;
  unsigned char *grown = realloc(block, size + trellis_prefix);
  if (grown == NULL) return NULL;
  *(size_t *)grown = size;
  trellis_count(old, size);
  return grown + trellis_prefix;
}

void trellis_budget_free(void *pointer) {
  if (pointer == NULL) return;
  unsigned char *block = (unsigned char *)pointer - trellis_prefix;
  trellis_count(*(size_t *)block, 0);
  free(block);
}
