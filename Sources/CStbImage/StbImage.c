// stb_image compiled static with only the PNG, GIF and BMP loaders, no stdio, and the
// budgeted allocator; its failure reason is thread-local, so decodes may run in parallel.
#include "BudgetAllocator.h"
#include "CStbImage.h"

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_ONLY_PNG
#define STBI_ONLY_GIF
#define STBI_ONLY_BMP
#define STBI_MALLOC(size) trellis_budget_malloc(size)
#define STBI_REALLOC(pointer, size) trellis_budget_realloc(pointer, size)
#define STBI_FREE(pointer) trellis_budget_free(pointer)

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-function"
#pragma clang diagnostic ignored "-Wunused-but-set-variable"
#endif
#include <stb/stb_image.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

#ifndef STBI_THREAD_LOCAL
#error "stb_image must keep its failure reason per thread"
#endif

int trellis_stbi_info_from_memory(const unsigned char *buffer, int length, int *width,
                                  int *height, int *components) {
  stbi__g_failure_reason = NULL;
  return stbi_info_from_memory(buffer, length, width, height, components);
}

unsigned char *trellis_stbi_load_rgba_from_memory(const unsigned char *buffer, int length,
                                                  int *width, int *height) {
  int components = 0;
  stbi__g_failure_reason = NULL;
  return stbi_load_from_memory(buffer, length, width, height, &components, 4);
}

void trellis_stbi_image_free(void *pixels) { stbi_image_free(pixels); }

const char *trellis_stbi_failure_reason(void) { return stbi_failure_reason(); }
