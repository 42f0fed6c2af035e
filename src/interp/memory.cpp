// memory.cpp — per-thread interpreter stacks and the data stack allocator.
//
// Every thread that runs IR (the main thread, and any thread host code starts on an IR
// closure, e.g. through pthread_create) gets a ThreadCtx with three regions reserved with
// mmap(MAP_NORESERVE): pages are committed only when touched, so the reservations cost
// address space, not memory, and peak RSS follows what the program really uses.
//   - frames:  Frame records, frames[0] being a sentinel whose slots_end is the base of
//              the value region;
//   - values:  the 16-byte slot arrays of the frames, stacked;
//   - data:    allocas, dynallocas, by-value struct copies, variadic save areas; it grows
//              upward and every frame restores it on return.
// Exhausting any region is reported as a runtime "stack overflow" fault instead of a crash;
// InterpreterLimits can shorten the frame and data regions (apply_limits). The thread's
// copy of the TLS template (thread-local globals) is allocated with the context and
// replaced when the context moves to another module.
//
// The context pointer is a plain thread_local (no constructor, no destructor) so the fault
// signal handler can read it safely. A second thread_local owner object releases the
// context of a finished thread and adds its instruction count to a process-wide total; the
// main thread's context is never released because exit handlers (IR destructors, atexit
// callbacks) may still run IR on it after thread-local destructors ran.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <sys/mman.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <pthread.h>

namespace ilcc::interp {

namespace {

// Reservations for the main thread; other threads get an eighth.
constexpr size_t kMaxFrames = size_t(1) << 19;
constexpr size_t kValueBytes = size_t(512) << 20;
constexpr size_t kDataBytes = size_t(512) << 20;

thread_local ThreadCtx* tls_ctx = nullptr;
std::atomic<u64> finished_count{0};
std::atomic<bool> main_ctx_taken{false};
// The first context created (by the thread that runs the program's main, which need not
// be the process's first thread: the driver runs on a large-stack thread) lives as long
// as the process: atexit handlers and destructors of other threads may still call into
// IR after that thread's thread-locals are gone. Held here, not only in a thread-local.
std::atomic<ThreadCtx*> main_ctx{nullptr};

void* reserve(ThreadCtx& ctx, size_t bytes) {
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) {
    std::fprintf(stderr, "ilcc-run: cannot reserve %zu bytes for the interpreter stacks\n", bytes);
    std::_Exit(134);
  }
  ctx.regions.emplace_back(p, bytes);
  return p;
}

void release_tls(ThreadCtx& ctx) {
  if (ctx.tls_mapping.first) munmap(ctx.tls_mapping.first, ctx.tls_mapping.second);
  ctx.tls_mapping = {nullptr, 0};
  ctx.tls = nullptr;
}

// The thread's copy of the module's TLS template.
void make_tls(ThreadCtx& ctx, const Image& image) {
  release_tls(ctx);
  if (image.tls_template.empty()) return;
  size_t align = image.tls_align;
  size_t bytes = ((image.tls_template.size() + align - 1) & ~(align - 1)) + 4096;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) {
    std::fprintf(stderr, "ilcc-run: cannot reserve %zu bytes for thread-local data\n", bytes);
    std::_Exit(134);
  }
  ctx.tls_mapping = {p, bytes};
  ctx.tls = static_cast<u8*>(p);
  std::memcpy(ctx.tls, image.tls_template.data(), image.tls_template.size());
}

void release(ThreadCtx* ctx) {
  finished_count.fetch_add(ctx->count, std::memory_order_relaxed);
  for (auto [p, n] : ctx->regions) munmap(p, n);
  release_tls(*ctx);
  delete ctx;
}

struct ThreadCtxOwner {
  ThreadCtx* ctx = nullptr;
  ~ThreadCtxOwner() {
    if (ctx) {
      if (tls_ctx == ctx) tls_ctx = nullptr;
      remove_alt_stack();
      release(ctx);
    }
  }
};
thread_local ThreadCtxOwner owner;

ThreadCtx* create_ctx(Image& image) {
  bool is_main = !main_ctx_taken.exchange(true);
  size_t scale = is_main ? 1 : 8;
  auto* ctx = new ThreadCtx;
  ctx->image = &image;
  ctx->image_serial = image.serial;
  size_t nframes = kMaxFrames / scale;
  ctx->frames = static_cast<Frame*>(reserve(*ctx, nframes * sizeof(Frame)));
  ctx->frames_end = ctx->frames_reserved_end = ctx->frames + nframes;
  size_t value_bytes = kValueBytes / scale;
  auto* values = static_cast<Slot*>(reserve(*ctx, value_bytes));
  ctx->slots_end = values + value_bytes / sizeof(Slot);
  size_t data_bytes = kDataBytes / scale;
  ctx->data_sp = ctx->data_base = static_cast<u8*>(reserve(*ctx, data_bytes));
  ctx->data_end = ctx->data_reserved_end = ctx->data_sp + data_bytes;
  // The sentinel frame: never executed, its slots_end is where the first frame's slots go.
  Frame& sentinel = ctx->frames[0];
  sentinel = Frame();
  sentinel.slots = sentinel.slots_end = values;
  sentinel.data_entry = ctx->data_sp;
  ctx->top = &sentinel;
  make_tls(*ctx, image);
  apply_limits(*ctx, image);
  install_alt_stack(*ctx);
  if (is_main) main_ctx.store(ctx);
  else owner.ctx = ctx;
  return ctx;
}

// An idle context (no interpreted frame on it) can move to another image: tests load
// several modules one after the other in one process.
void rebind(ThreadCtx& ctx, Image& image) {
  if (ctx.top != ctx.frames) {
    std::fprintf(stderr, "ilcc-run: internal error: a thread runs IR of two modules at once\n");
    std::_Exit(134);
  }
  ctx.image = &image;
  ctx.image_serial = image.serial;
  make_tls(ctx, image);
  apply_limits(ctx, image);
}

} // namespace

ThreadCtx& thread_ctx(Image& image) {
  if (__builtin_expect(tls_ctx == nullptr, 0)) tls_ctx = create_ctx(image);
  else if (__builtin_expect(tls_ctx->image != &image || tls_ctx->image_serial != image.serial, 0)) rebind(*tls_ctx, image);
  return *tls_ctx;
}

ThreadCtx* current_thread_ctx() { return tls_ctx; }

u64 total_instruction_count() {
  u64 n = finished_count.load(std::memory_order_relaxed);
  if (tls_ctx) n += tls_ctx->count;
  return n;
}

void apply_limits(ThreadCtx& ctx, const Image& img) {
  const InterpreterLimits& l = img.limits;
  ctx.data_end = ctx.data_reserved_end;
  if (l.max_data_stack_bytes && l.max_data_stack_bytes < u64(ctx.data_reserved_end - ctx.data_base))
    ctx.data_end = ctx.data_base + l.max_data_stack_bytes;
  ctx.frames_end = ctx.frames_reserved_end;
  if (l.max_call_depth && l.max_call_depth < u64(ctx.frames_reserved_end - ctx.frames) - 1)
    ctx.frames_end = ctx.frames + l.max_call_depth + 1;
}

void reset_thread_ctx(ThreadCtx& ctx) {
  ctx.top = ctx.frames;
  ctx.data_sp = ctx.frames[0].data_entry;
  ctx.in_host = false;
}

void stack_overflow(ThreadCtx& ctx, const DInst* at) {
  runtime_fault(*ctx.image, at,
                format("stack overflow (call depth %zu)", size_t(ctx.top - ctx.frames)));
}

void frame_overflow(ThreadCtx& ctx, const DFunc& f, const DInst* at) {
  const Image& img = *ctx.image;
  u8* allocas = align_up(ctx.data_sp, f.alloca_align);
  u64 room = allocas > ctx.data_end ? 0 : u64(ctx.data_end - allocas);
  bool too_deep = ctx.top + 1 >= ctx.frames_end || f.num_slots > u64(ctx.slots_end - ctx.top->slots_end);
  if (too_deep || f.alloca_bytes <= room) {
    if (at) stack_overflow(ctx, at);
    // Entered from host code (main, a constructor, a callback): name the function.
    runtime_fault(img, nullptr,
                  format("stack overflow entering @%s from host code (call depth %zu)", f.ir->name.c_str(), size_t(ctx.top - ctx.frames)));
  }
  // The static allocas do not fit: blame the first alloca that ends beyond the room left,
  // so the message names the function, block and instruction.
  const DInst* code = img.code_begin();
  for (size_t i = f.entry; i < img.code.size() && img.origins[i].func == f.index; ++i) {
    const DInst& op = code[i];
    if (op.op != DOp::Alloca) continue;
    const Origin& o = img.origins[i];
    const Instruction& inst = f.ir->blocks[o.block].instructions[size_t(o.inst)];
    u64 size = std::max<u64>(inst.alloca_size(), 1);
    if (op.x > room || size > room - op.x)
      runtime_fault(img, &op,
                    format("stack overflow: the alloca of %llu bytes does not fit in the %llu bytes left on the stack",
                           (unsigned long long)size, (unsigned long long)(room - std::min(room, op.x))));
  }
  runtime_fault(img, at,
                format("stack overflow: the %llu bytes of allocas of @%s do not fit in the %llu bytes left on the stack",
                       (unsigned long long)f.alloca_bytes, f.ir->name.c_str(), (unsigned long long)room));
}

const char* confined_access_error(const ThreadCtx& ctx, u64 p, u64 n) {
  const Image& img = *ctx.image;
  auto inside = [&](const void* base, u64 size) {
    u64 b = u64(base);
    return base && p >= b && p - b <= size && n <= size - (p - b);
  };
  if (inside(img.data, img.data_size) || inside(ctx.data_base, u64(ctx.data_end - ctx.data_base)) ||
      inside(ctx.tls, img.tls_template.size()))
    return nullptr;
  thread_local std::string message;
  message = format("access to %llu bytes at address 0x%llx, outside the program's memory (memory is confined)",
                   (unsigned long long)n, (unsigned long long)p);
  return message.c_str();
}

u8* data_alloc(ThreadCtx& ctx, u64 size, u64 align) {
  if (align < 1) align = 1;
  if (align & (align - 1)) return nullptr;
  u8* p = align_up(ctx.data_sp, align);
  if (p > ctx.data_end || size > u64(ctx.data_end - p)) return nullptr;
  ctx.data_sp = p + size;
  return p;
}

} // namespace ilcc::interp
