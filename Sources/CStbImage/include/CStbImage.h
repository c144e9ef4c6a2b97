// stb_image (PNG, GIF, BMP) and stb_image_write (PNG), compiled into Trellis with an
// allocator that keeps to a per-thread byte budget, so a small hostile file cannot make
// the decoder allocate without bound. The functions are stb's own under a `trellis_`
// prefix; stb itself is compiled `static`, so nothing clashes with a libstb.so in the
// same process.
#ifndef TRELLIS_CSTBIMAGE_H
#define TRELLIS_CSTBIMAGE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Starts a budget on the calling thread: from now on stb_image may hold at most `bytes`
/// bytes at once on this thread; an allocation past it fails (stb_image then reports
/// "outofmem"). Resets the counters below.
void trellis_stbi_begin_budget(size_t bytes);

/// Ends the calling thread's budget: allocations are refused until the next begin.
void trellis_stbi_end_budget(void);

/// Whether an allocation was refused for the budget since the last begin.
int trellis_stbi_budget_exceeded(void);

/// The most bytes held at once on this thread since the last begin.
size_t trellis_stbi_budget_peak(void);

/// The bytes handed out on this thread since the last begin (frees not subtracted).
size_t trellis_stbi_budget_total(void);

/// `stbi_info_from_memory`: 1 and the header's size, or 0.
int trellis_stbi_info_from_memory(const unsigned char *buffer, int length, int *width,
                                  int *height, int *components);

/// `stbi_load_from_memory` with 4 channels (RGBA8); free the result with
/// `trellis_stbi_image_free` on the same thread.
unsigned char *trellis_stbi_load_rgba_from_memory(const unsigned char *buffer, int length,
                                                  int *width, int *height);

/// Frees what `trellis_stbi_load_rgba_from_memory` returned.
void trellis_stbi_image_free(void *pixels);

/// stb_image's reason for the last failure on this thread (a static string), or NULL.
const char *trellis_stbi_failure_reason(void);

/// Encodes RGBA8 rows (`stride` bytes apart) as a PNG; NULL on failure. `length` receives
/// the byte count. Free the result with `trellis_stbi_write_free`. Not budgeted.
unsigned char *trellis_stbi_write_png_rgba(const unsigned char *pixels, int width, int height,
                                           int stride, int *length);

/// Frees what `trellis_stbi_write_png_rgba` returned.
void trellis_stbi_write_free(void *data);

#ifdef __cplusplus
}
#endif

#endif
