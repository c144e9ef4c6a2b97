// stb_image_write compiled static, for PNG encoding (plain malloc: encoding is not fed
// untrusted sizes).
#include <stdlib.h>

#include "CStbImage.h"

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO

#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-function"
#endif
#include <stb/stb_image_write.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

unsigned char *trellis_stbi_write_png_rgba(const unsigned char *pixels, int width, int height,
                                           int stride, int *length) {
  return stbi_write_png_to_mem(pixels, stride, width, height, 4, length);
}

void trellis_stbi_write_free(void *data) { STBIW_FREE(data); }
