// decode.h — pre-decoding IR functions into the interpreter's DInst form.
//
// Each defined function is decoded once, before execution, by a FunctionDecoder:
//   1. slots: the parameters get slots 1, 2, ... in order (slot 0 is the discard slot),
//      then every value the function defines or uses gets the next slot (value ids may be
//      sparse: they are mapped, not used as indices), then one scratch slot for phi
//      cycles, then the constants, deduplicated by their 16-byte slot image (DFunc::consts,
//      copied into the frame when it is pushed); a 32-byte vector takes two consecutive
//      slots wherever it is;
//   2. blocks, in order: every instruction becomes one DInst of a specialized operation
//      (operation and type are resolved here, so the loop does not switch on types);
//      phis produce nothing in their block;
//   3. terminators and edges: an edge into a block with phis gets that block's phi copies
//      for the edge, as a sequentialized parallel copy (support/parallel_copy.h) — inline before
//      the jump for `br`, in a stub after the function's blocks for the other terminators;
//      a compare whose only job is to feed the block's condbr fuses with it;
//   4. fixups: branch targets, switch and indirectbr tables get relative offsets.
// Problems that make an instruction impossible to execute (an unknown callee, an intrinsic
// with the wrong arity, non-empty inline asm) decode to a Fault op carrying the message,
// so they are reported only if the program reaches them, with the instruction printed.
#pragma once

#include "interp/internal.h"
#include "support/parallel_copy.h"

#include <array>
#include <map>

namespace ilcc::interp {

// Creates a DFunc for every defined function (parameters, variadic and complex-return
// facts), before closures and decoding.
void create_functions(Image& img);
// Decodes every function and fills Image::label_code.
void decode_module(Image& img);

class FunctionDecoder {
public:
  FunctionDecoder(Image& img, DFunc& f) : img_(img), f_(f), fn_(*f.ir) {}
  void run();

private:
  // A branch destination before code positions are known.
  struct Target {
    enum Kind : u8 { Block, Stub } kind = Block;
    u32 index = 0; // block index or stub index
  };
  enum class Field : u8 { A, B, C, XLo, XHi, Table };
  struct Fixup {
    u32 op;           // code index of the branching op
    Field field;
    i32* entry;       // Field::Table: the table slot to fill
    Target target;
  };
  struct SlotMove {
    u32 dst, src;
    u32 phi; // index of the phi in its block
  };
  struct Stub {
    u32 pred, succ;   // block indices (succ == UINT32_MAX: branch to a missing block)
    u32 missing_id;   // the missing block's id
  };

  // slots and constants
  void assign_value_slots();
  u32 value_slot(Value v);
  u32 const_slot_for(const Slot& s);
  u32 operand(const Operand& o, IrType ctx);
  u32 dest(const Instruction& inst) { return inst.dest.valid() ? value_slot(inst.dest) : 0; }

  // emission
  DInst& emit(DOp op, IrType ty = IrType::Void, u8 weight = 1);
  void emit_fault(const std::string& what);
  void decode_instruction(const Instruction& inst, size_t index, const BasicBlock& b);
  void decode_binop(const Instruction& inst);
  void decode_cmp(const Instruction& inst);
  void decode_cast(const Instruction& inst);
  void decode_load_store(const Instruction& inst);
  void decode_global_addr(const Instruction& inst);
  void decode_call(const Instruction& inst, const Instruction* next);
  void decode_asm(const Instruction& inst);
  void decode_intrinsic(const Instruction& inst);
  void decode_vector(const Instruction& inst);

  // control flow (decode_control.cpp)
  void decode_terminator(const BasicBlock& b, u32 bi);
  Target edge(u32 pred, BlockId succ);
  std::vector<SlotMove> phi_moves(u32 pred, u32 succ);
  void emit_moves(const std::vector<SlotMove>& moves, u32 succ);
  void emit_stubs();
  void resolve_fixups();
  void fixup(u32 op, Field field, Target t, i32* entry = nullptr) { fixups_.push_back({op, field, entry, t}); }
  u32 target_code(const Target& t) const;

  Image& img_;
  DFunc& f_;
  IrFunction& fn_;
  HashMap<u32, u32> value_slots_;
  HashMap<u32, u64> alloca_sizes_; // alloca value id -> bytes (lifetime markers)
  std::map<std::array<u64, 2>, u32> const_slots_;
  std::map<std::array<u64, 4>, u32> wide_const_slots_; // 32-byte vector constants: two slots
  u32 next_slot_ = 1;
  u32 scratch_ = 0;
  HashMap<u32, u32> block_index_; // block id -> index
  std::vector<u32> block_code_;   // block index -> code index
  std::vector<Stub> stubs_;
  std::vector<u32> stub_code_;
  std::vector<Fixup> fixups_;
  std::vector<IndirectTable*> indirects_; // this function's, for the block -> code fixup
  Origin origin_;
  // The last emitted op was a fast compare of this value (for compare-branch fusion).
  Value fusable_cmp_;
  u32 fusable_at_ = 0;
};

} // namespace ilcc::interp
