#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg ends the process on a decoding error unless its error handler jumps out; Swift cannot, so decoding is
   done here, in C, and a file libjpeg cannot read is NULL. */

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf recovery;
} plumb_jpeg_error;

static inline void plumb_jpeg_fail(j_common_ptr info) {
    longjmp(((plumb_jpeg_error *)info->err)->recovery, 1);
}

static inline void plumb_jpeg_quiet(j_common_ptr info) {
    (void)info;
}

/* The pixels of the JPEG file at `path`, `*width` × `*height`, rows of 4-byte native-endian 0xAARRGGBB (Cairo's
   ARGB32, opaque) without padding, to free(); NULL when the file cannot be opened or decoded. */
static inline unsigned char *plumb_jpeg_decode(const char *path, int *width, int *height) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    struct jpeg_decompress_struct info;
    plumb_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = plumb_jpeg_fail;
    error.manager.output_message = plumb_jpeg_quiet;
    if (setjmp(error.recovery)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (!pixels) longjmp(error.recovery, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    return pixels;
}
