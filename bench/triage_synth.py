"""Synthetic but realistic TVM failure logs, for triage's speed benchmark and its kill -9 test.

Each template is one root cause: an exception type, a message pattern with values to vary, and the native
frames TVM would print. Every record picks a template, an entry stack (BlockBuilder, TVMScript with its
recursive parser frames, a pass, tvm.compile, the VM, under pytest or a runner), fresh numbers, shapes,
dtypes and names, and one of the output formats TVM has used: tvm-ffi frames (0.21+), legacy numbered
frames (0.8 - 0.20), a segfault banner, a faulthandler timeout dump. The label is the template's name.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from pathlib import Path

SITE = "/usr/lib/python3/dist-packages"
SRC = "/workspace/tvm/src"
DTYPES = ["float32", "float16", "int32", "int64", "bfloat16", "float64", "int8", "bool"]
VARS = ["x", "y", "lv", "lv1", "gv", "data", "weight", "inp", "w0", "bias", "alloc", "p0"]
OPS = ["add", "multiply", "subtract", "divide", "maximum", "minimum", "power", "matmul", "conv2d", "reshape",
       "concat", "take", "mean", "sum", "nn.softmax", "permute_dims", "broadcast_to", "strided_slice"]
PASSES = ["FoldConstant", "FuseOps", "FuseTIR", "LegalizeOps", "DeadCodeElimination", "CanonicalizeBindings",
          "ToMixedPrecision", "LiftTransformParams", "ConvertLayout", "AlterOpImpl", "StaticPlanBlockMemory"]


def _shape(r: random.Random) -> str:
    return "(" + ", ".join(str(r.randint(1, 512)) for _ in range(r.randint(1, 5))) + ")"


def _fill(pattern: str, r: random.Random) -> str:
    out = pattern
    while "{" in out:
        head, rest = out.split("{", 1)
        key, tail = rest.split("}", 1)
        val = {
            "n": lambda: str(r.randint(0, 4096)),
            "shape": lambda: _shape(r),
            "dtype": lambda: r.choice(DTYPES),
            "var": lambda: r.choice(VARS) + (str(r.randint(0, 99)) if r.random() < 0.5 else ""),
            "op": lambda: r.choice(OPS),
            "pass": lambda: r.choice(PASSES),
            "addr": lambda: hex(r.randint(1 << 40, 1 << 47)),
        }[key]()
        out = head + val + tail
    return out


@dataclass(frozen=True)
class Template:
    label: str
    kind: str
    exc: str
    message: str
    native: tuple[tuple[str, str], ...]  # (source file, demangled symbol), outermost first


def _templates() -> list[Template]:
    infer = [
        ("op/op_common.cc", "tvm::ffi::Optional<tvm::ffi::Array<tvm::PrimExpr> > tvm::relax::InferBinaryBroadcastShape(const tvm::Call&, const BlockBuilder&, const tvm::ffi::Array<tvm::PrimExpr>&, const tvm::ffi::Array<tvm::PrimExpr>&)",
         "ValueError", 'In ir.Op(name="relax.{op}", num_inputs=2), the first input shape at dim {n} is T.int64({n}) and the second input shape at dim {n} is T.int64({n}), which are not broadcastable.'),
        ("op/tensor/linear_algebra.cc", "tvm::Type tvm::relax::InferTypeMatmul(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "Matmul requires the reduction length of the operands to be equal.  However, the LHS {var} has shape R.shape({shape}), while the RHS {var} has shape R.shape({shape}).  The reduction dimensions of T.int64({n}) and T.int64({n}) are not equal."),
        ("op/nn/convolution.cc", "tvm::Type tvm::relax::InferTypeConv2d(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "The channel size of the data should equal to the product of input channel size of the weight and the number of groups. However, the data channel size is T.int64({n}) while the weight input channel size and number of groups are T.int64({n}) and {n}"),
        ("op/tensor/manipulate.cc", "tvm::Type tvm::relax::InferTypeReshape(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "Reshape expects the new shape to be convertible from the old shape. However, the old shape is R.shape({shape}), with product T.int64({n}), while the new shape is R.shape({shape}), with product T.int64({n})"),
        ("op/tensor/manipulate.cc", "tvm::Type tvm::relax::InferTypeConcat(const tvm::Call&, const BlockBuilder&)",
         "TypeError", "Concat expects all input tensors to have the same dtype. However, the input contains tensors with dtype T.{dtype} and T.{dtype}"),
        ("op/tensor/manipulate.cc", "tvm::Type tvm::relax::InferTypeConcat(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "Concat expects all input tensors to have same ndim. However, the input contains tensors with ndim {n} and {n}"),
        ("op/op_common.cc", "std::vector<int> tvm::relax::NormalizeAxes(const tvm::Call&, const BlockBuilder&, int, const tvm::ffi::Array<long int>&)",
         "ValueError", 'In ir.Op(name="relax.{op}", num_inputs=1), the input axis {n} is out of range. The input tensor has {n} dimensions, so axis should be in range [-{n}, {n}).'),
        ("op/tensor/manipulate.cc", "tvm::Type tvm::relax::InferTypePermuteDims(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "PermuteDims expects the number of input axes to equal the ndim of the input tensor. However, the tensor ndim is {n} while the given number of axes is {n}"),
        ("op/distributed/../op_common.h", "tvm::ffi::Optional<tvm::PrimType> tvm::relax::InferBinaryArithOpOutDtype(const tvm::Call&, const BlockBuilder&, const tvm::Type&, const tvm::Type&)",
         "TypeError", 'Binary operators must have the same datatype for both operands.  However, R.{op}({var}, {var}) uses datatype T.{dtype} on the LHS (Type of R.Tensor({shape}, dtype="{dtype}")), and datatype T.{dtype} on the RHS (Type of R.Tensor({shape}, dtype="{dtype}")).'),
        ("op/tensor/index.cc", "tvm::Type tvm::relax::InferTypeTake(const tvm::Call&, const BlockBuilder&)",
         "TypeError", "Take op requires the input indices to have integer dtype. However, the given indices dtype is T.{dtype}"),
        ("op/tensor/manipulate.cc", "tvm::Type tvm::relax::InferTypeBroadcastTo(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "broadcast_to expects the input tensor shape is broadcastable to the target shape. The target shape at dim {n} is T.int64({n}) while the input tensor shape at dim {n} is T.int64({n}), which are not equal."),
        ("op/tensor/index.cc", "tvm::Type tvm::relax::InferTypeStridedSlice(const tvm::Call&, const BlockBuilder&)",
         "ValueError", "StridedSlice requires the number of indices in axes to equal the number of indices in begin. However, axes has {n} indices while begin has {n} indices"),
    ]
    out = [
        Template(f"infer-{i}", "exception", exc, msg, (("relax/ir/block_builder.cc", "tvm::relax::Normalizer::InferType(const tvm::Call&)"),
                                                        (f"relax/{path}", sym)))
        for i, (path, sym, exc, msg) in enumerate(infer)
    ]
    checks = [
        ("relax/backend/vm/codegen_vm.cc", "virtual tvm::runtime::vm::Instruction::Arg tvm::relax::codegen_vm::CodeGenVM::VisitExpr_(const tvm::VarNode*)",
         "tvm.error.InternalError", "Check failed: (it != this->var_arg_map_.end()) is false: Var {var} is not defined"),
        ("relax/backend/vm/codegen_vm.cc", "virtual tvm::runtime::vm::Instruction::Arg tvm::relax::codegen_vm::CodeGenVM::VisitExpr_(const tvm::CallNode*)",
         "tvm.error.InternalError", "CodeGenVM cannot emit this Relax operator directly. Run the appropriate lowering pass, or route the operator to an external codegen before VM codegen.\nOffending call:\nR.{op}({var}, {var})"),
        ("relax/transform/bind_params.cc", "tvm::relax::NormalizeBindings(const Function&, const tvm::ffi::Map<tvm::ffi::Any, tvm::ffi::ObjectRef>&)::<lambda(tvm::ffi::Any)>",
         "tvm.error.InternalError", 'Check failed: (it != string_lookup.end()) is false: Function does not have parameter with name "{var}".  Function parameters are named ("{var}", "{var}")'),
        ("relax/transform/gradient.cc", "void tvm::relax::GradientMutator::CheckAndSetTarget(const tvm::relax::Expr&, int)",
         "tvm.error.InternalError", 'Check failed: (IsScalarTensor(target_ty) && IsFloatTensorType(target_ty)) is false: The differentiation target must be a float scalar (0-dim Tensor), but the Type of the given target {var} is R.Tensor({shape}, dtype="{dtype}")'),
        ("ir/module.cc", "tvm::GlobalVar tvm::IRModuleNode::GetGlobalVar(const tvm::ffi::String&) const",
         "ValueError", 'Cannot find global var "{var}" in the Module\ncandidates are: ["main", "{var}"]'),
        ("runtime/vm/builtin.cc", "void tvm::runtime::vm::MatchShape(tvm::ffi::PackedArgs, tvm::ffi::Any*)",
         "RuntimeError", 'Check failed: input_shape[i] == reg ({n} vs. {n}) : ErrorContext(fn=main, loc=param[{n}], param={var}, annotation=R.Tensor({shape}, dtype="{dtype}"))  match_cast error,  shape[{n}] mismatch to specified constant.'),
        ("relax/analysis/well_formed.cc", "virtual void tvm::relax::WellFormedChecker::VisitExpr_(const tvm::VarNode*)",
         "ValueError", "Var {var} is not defined."),
        ("relax/transform/fold_constant.cc", "tvm::ffi::Optional<tvm::runtime::Tensor> tvm::relax::ConstantFolder::ConstEvaluateCallTIR(tvm::tirx::PrimFunc, tvm::ffi::Array<tvm::runtime::Tensor>, tvm::ffi::Shape)",
         "tvm.error.InternalError", "Check failed: (ret_tensor.defined()) is false: FoldConstant failed to evaluate {op} with output shape {shape}"),
        ("relax/transform/fuse_ops.cc", "void tvm::relax::GraphCreator::SetNodePattern(tvm::relay::IndexedForwardGraph::Node*, tvm::relay::OpPatternKind)",
         "tvm.error.InternalError", "Check failed: node->pattern == kOpaque (8 vs. {n}) : Cannot set pattern of node {var} twice"),
        ("tir/transforms/lower_intrin.cc", "tvm::PrimExpr tvm::tir::IntrinInjecter::VisitExpr_(const tvm::tir::CallNode*)",
         "tvm.error.InternalError", "Check failed: (f != nullptr) is false: Cannot find intrinsic lowering rule for tir.{op} on target llvm -mcpu={var}"),
        ("target/llvm/codegen_llvm.cc", "virtual llvm::Value* tvm::codegen::CodeGenLLVM::VisitExpr_(const tvm::tir::CastNode*)",
         "tvm.error.InternalError", "Check failed: (from.lanes() == to.lanes()) is false: Cannot cast {dtype}x{n} to {dtype}x{n}"),
        ("relax/transform/legalize_ops.cc", "tvm::relax::Expr tvm::relax::LegalizeMutator::VisitExpr_(const tvm::relax::CallNode*)",
         "tvm.error.InternalError", "Check failed: (legalized->ty.defined()) is false: legalization of {op} produced an expression without type"),
    ]
    out += [
        Template(f"check-{i}", "exception", exc, msg, (("ir/transform.cc", "tvm::transform::Pass::operator()(tvm::IRModule) const"), (path, sym)))
        for i, (path, sym, exc, msg) in enumerate(checks)
    ]
    out += [
        Template("segv-printer", "segfault", "", "", (("script/printer/ir_docsifier.cc", "tvm::script::printer::IRDocsifierNode::AsDoc(const tvm::ffi::ObjectRef&, const tvm::ffi::reflection::AccessPath&) const"),
                                                      ("script/printer/relax/call.cc", "tvm::script::printer::PrintCallee(const tvm::relax::Expr&, const tvm::ffi::reflection::AccessPath&, const tvm::script::printer::IRDocsifier&)"))),
        Template("segv-normalize", "segfault", "", "", (("relax/ir/block_builder.cc", "tvm::relax::Normalizer::Normalize(const tvm::relax::Expr&)"),
                                                        ("relax/ir/block_builder.cc", "tvm::relax::Normalizer::NormalizeArgument(const tvm::relax::Expr&)"))),
        Template("segv-llvm", "segfault", "", "", (("target/llvm/codegen_llvm.cc", "tvm::codegen::CodeGenLLVM::AddFunctionInternal(const tvm::GlobalVar&, const tvm::tirx::PrimFunc&)"),
                                                   ("target/llvm/codegen_llvm.cc", "llvm::Value* tvm::codegen::CodeGenLLVM::CreateBufferPtr(llvm::Value*, tvm::DataType, llvm::ArrayRef<llvm::Value*>, tvm::DataType)"))),
        Template("timeout-compile", "timeout", "", "", ()),
        Template("oom-vm", "oom", "tvm.error.InternalError", "std::bad_alloc", ()),
        Template("oom-numpy", "oom", "numpy._core._exceptions._ArrayMemoryError", "Unable to allocate {n}. GiB for an array with shape {shape} and data type {dtype}", ()),
    ]
    return out


TEMPLATES = _templates()

ENTRIES = {
    "bb": [(f"{SITE}/tvm/relax/block_builder.py", 331, "emit"), ("python/tvm_ffi/cython/function.pxi", 1038, "tvm_ffi.core.Function.__call__")],
    "script": [(f"{SITE}/tvm/script/parser/ir/entry.py", 149, "ir_module"), (f"{SITE}/tvm/script/parser/ir/entry.py", 64, "decorator_wrapper"),
               (f"{SITE}/tvm/script/parser/core/entry.py", 128, "parse"), (f"{SITE}/tvm/script/parser/core/parser.py", 491, "parse"),
               ("RECURSE", 0, ""), (f"{SITE}/tvm/relax/script/parser/parser.py", 109, "bind_assign_value"),
               (f"{SITE}/tvm/relax/script/builder/ir.py", 545, "emit"), ("python/tvm_ffi/cython/function.pxi", 1038, "tvm_ffi.core.Function.__call__")],
    "pass": [(f"{SITE}/tvm/ir/transform.py", 171, "__call__"), ("python/tvm_ffi/cython/function.pxi", 1038, "tvm_ffi.core.Function.__call__")],
    "compile": [(f"{SITE}/tvm/driver/build_module.py", 105, "compile"), (f"{SITE}/tvm/relax/vm_build.py", 275, "build"),
                (f"{SITE}/tvm/relax/vm_build.py", 76, "_vmcodegen"), ("python/tvm_ffi/cython/function.pxi", 1038, "tvm_ffi.core.Function.__call__")],
    "vm": [("python/tvm_ffi/cython/function.pxi", 1038, "tvm_ffi.core.Function.__call__")],
}
HARNESS = {
    "script": [("/home/fuzz/run_case.py", 41, "<module>")],
    "runner": [("/opt/relayreduce/relayreduce/runner.py", 88, "_child"), ("/opt/relayreduce/relayreduce/oracles.py", 132, "check")],
    "pytest": [(f"{SITE}/_pytest/python.py", 159, "pytest_pyfunc_call"), (f"{SITE}/pluggy/_callers.py", 103, "_multicall"),
               ("/home/ci/tests/test_ops.py", 77, "test_case")],
}
PARSER_CYCLE = [(f"{SITE}/tvm/script/parser/core/parser.py", 774, "visit"), (f"{SITE}/tvm/script/parser/core/parser.py", 721, "report_error"),
                (f"{SITE}/tvm/script/parser/core/parser.py", 772, "visit"), (f"{SITE}/tvm/script/parser/core/parser.py", 417, "_wrapper")]


def _py_frames(r: random.Random, entry: str) -> list[tuple[str, int, str]]:
    frames = list(HARNESS[r.choice(list(HARNESS))])
    for f in ENTRIES[entry]:
        if f[0] == "RECURSE":
            frames += PARSER_CYCLE * r.randint(2, 6)
        else:
            frames.append((f[0], f[1] + r.choice([0, 0, 2, -3]), f[2]))
    return frames


def _ffi(py, native, exc, msg, r) -> str:
    lines = ["Traceback (most recent call last):"]
    for file, line, func in py:
        lines.append(f'  File "{file}", line {line}, in {func}')
        if not file.endswith(".pxi"):
            lines.append(f"    {func}(...)")
    for file, sym in native:
        if r.random() < 0.2:
            lines.append(f'  File "<unknown>", line 0, in {sym}')
        else:
            lines.append(f'  File "{SRC}/{file}", line {r.randint(20, 2000)}, in {sym}')
    lines.append(f"{exc}: {msg}")
    if r.random() < 0.3:
        lines.append(f"[{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}] {SRC}/relax/ir/block_builder.cc:67: Warning: BlockBuilder destroyed with remaining blocks!")
    return "\n".join(lines) + "\n"


def _legacy(py, native, exc, msg, r) -> str:
    lines = ["Traceback (most recent call last):"]
    for file, line, func in py:
        if file.endswith(".pxi"):
            file, line, func = f"{SITE}/tvm/_ffi/_ctypes/packed_func.py", 237, "__call__"
        lines.append(f'  File "{file}", line {line}, in {func}')
    short = exc.rsplit(".", 1)[-1]
    lines.append(f"tvm.error.{short}: Traceback (most recent call last):")
    stack = [("", "TVMFuncCall"), ("", "tvm::runtime::PackedFuncObj::Extractor<tvm::runtime::PackedFuncSubObj<void (tvm::runtime::TVMArgs, tvm::runtime::TVMRetValue*)> >::Call(tvm::runtime::PackedFuncObj const*, tvm::runtime::TVMArgs, tvm::runtime::TVMRetValue*)")]
    stack += [(f, s.replace("tvm::ffi::", "tvm::runtime::")) for f, s in native]
    for i, (file, sym) in enumerate(stack):
        num = len(stack) - 1 - i
        lines.append(f"  {num}: {sym}")
        if file:
            lines.append(f"        at {SRC}/{file}:{r.randint(20, 2000)}")
    if native:
        lines.append(f'  File "{SRC}/{native[-1][0]}", line {r.randint(20, 2000)}')
    lines.append(f"{short}: {msg}")
    return "\n".join(lines) + "\n"


def _segv(py, native, r) -> str:
    lines = ["!!!!!!! Segfault encountered !!!!!!!", '  File "./signal/../sysdeps/unix/sysv/linux/x86_64/libc_sigaction.c", line 0, in 0x00007f2175c5a04f']
    deep = list(reversed(native)) * r.randint(1, 40)  # stack overflows repeat their cycle
    for file, sym in deep:
        lines.append(f'  File "{SRC}/{file}", line {r.randint(20, 2000)}, in {sym}')
    for f in ["Objects/call.c", "Python/ceval.c", "Modules/main.c"]:
        lines.append(f'  File "{f}", line {r.randint(10, 5000)}, in _PyEval_EvalFrameDefault')
    lines.append('  File "<unknown>", line 0, in _start')
    return "\n".join(lines) + "\n"


def _timeout(py, r) -> str:
    lines = [f"Timeout (0:00:{r.randint(5, 59):02d})!", f"Thread {hex(r.randint(1 << 40, 1 << 47))} (most recent call first):"]
    inner = r.choice([[(f"{SITE}/tvm/ir/transform.py", 171, "__call__")], [(f"{SITE}/tvm/te/operation.py", 592, "create_prim_func"),
                      (f"{SITE}/tvm/relax/block_builder.py", 364, "call_te")], [(f"{SITE}/tvm/relax/pipeline.py", 104, "_pipeline")]])
    for file, line, func in inner + list(reversed(py)):
        lines.append(f'  File "{file}", line {line} in {func}')
    return "\n".join(lines) + "\n"


def record(r: random.Random) -> tuple[str, str]:
    """(log text, label) for one random failure."""
    t = r.choice(TEMPLATES)
    if t.label.startswith("infer"):
        entry = r.choice(["bb", "script"])
    elif t.label.startswith("check"):
        entry = r.choice(["pass", "compile", "vm"])
    else:
        entry = r.choice(["compile", "vm", "bb"])
    py = _py_frames(r, entry)
    msg = _fill(t.message, r)
    if t.kind == "segfault":
        return _segv(py, t.native, r), t.label
    if t.kind == "timeout":
        return _timeout(_py_frames(r, "compile")[:-1], r), t.label
    if r.random() < 0.2 and t.native:
        return _legacy(py, t.native, t.exc, msg, r), t.label
    return _ffi(py, t.native, t.exc or "RuntimeError", msg, r), t.label


def write_logs(root: Path, n: int, seed: int = 0, start: int = 0, per_dir: int = 1000) -> dict[str, str]:
    """n foreign-style log files under root (stderr.log in nested dirs, like a fuzzer's report tree)."""
    r = random.Random(seed)
    labels = {}
    for i in range(start, start + n):
        text, label = record(r)
        d = root / f"batch{i // per_dir:04d}"
        d.mkdir(parents=True, exist_ok=True)
        name = f"case{i:07d}.log"
        (d / name).write_text(text)
        labels[f"{d.name}/{name}"] = label
    return labels


if __name__ == "__main__":
    import sys

    out = Path(sys.argv[1])
    labels = write_logs(out, int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
    (out / "labels.json").write_text(json.dumps(labels))
    print(f"wrote {len(labels)} logs to {out}", file=sys.stderr)
    os._exit(0)
