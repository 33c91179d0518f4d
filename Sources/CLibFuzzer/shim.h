// libFuzzer's driver, linked by `-sanitize=fuzzer` (scripts/fuzz.sh); only the fuzz build calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));
