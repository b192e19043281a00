// The playground module's allocator, in place of wasi-libc's dlmalloc (about 11 KB): blocks in
// power-of-two size classes, each class a free list, memory taken from the end of the heap with
// memory.grow. The engine allocates only when the page configures a behaviour or a run's lines
// outgrow their buffer, never per frame, so a simple allocator that reuses freed blocks of the
// same class is enough. Blocks are 16-byte aligned; a 16-byte header keeps the block's class.

#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { headerSize = 16, classCount = 32, pageSize = 65536 };

static void *freeLists[classCount];
static uintptr_t heapEnd;

static int classFor(size_t size) {
  int index = 4;  // 16 bytes, header included
  while (index < classCount - 1 && ((size_t)1 << index) < size + headerSize) index++;
  return index;
}

static void *takeFromHeap(size_t bytes) {
  if (heapEnd == 0) heapEnd = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  uintptr_t start = heapEnd, end = start + bytes;
  uintptr_t available = __builtin_wasm_memory_size(0) * pageSize;
  if (end > available &&
      __builtin_wasm_memory_grow(0, (end - available + pageSize - 1) / pageSize) == (size_t)-1)
    return NULL;
  heapEnd = end;
  return (void *)start;
}

void *malloc(size_t size) {
  int index = classFor(size);
  unsigned char *block = freeLists[index];
  if (block) {
    freeLists[index] = *(void **)block;
  } else {
    block = takeFromHeap((size_t)1 << index);
    if (!block) return NULL;
  }
  *(uint32_t *)block = (uint32_t)index;
  return block + headerSize;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - headerSize;
  int index = (int)*(uint32_t *)block;
  *(void **)block = freeLists[index];
  freeLists[index] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > headerSize) return 22;  // EINVAL: Swift asks for at most 16
  *result = malloc(size);
  return *result ? 0 : 12;  // ENOMEM
}

void *aligned_alloc(size_t alignment, size_t size) {
  void *result;
  return posix_memalign(&result, alignment, size) == 0 ? result : NULL;
}

void *calloc(size_t count, size_t size) {
  unsigned char *bytes = malloc(count * size);
  if (bytes) __builtin_memset(bytes, 0, count * size);
  return bytes;
}

void *realloc(void *pointer, size_t size) {
  if (!pointer) return malloc(size);
  unsigned char *block = (unsigned char *)pointer - headerSize;
  size_t capacity = ((size_t)1 << *(uint32_t *)block) - headerSize;
  if (size <= capacity) return pointer;
  void *moved = malloc(size);
  if (moved) {
    __builtin_memcpy(moved, pointer, capacity);
    free(pointer);
  }
  return moved;
}
