# cause: llvm-codegen-bool-mul
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# env: TVM_BACKTRACE=1
# post: crlf
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
valid = relax.Var("valid", relax.TensorType((4, 20), "bool"))
with bb.function("main", [valid]):
    with bb.dataflow():
        still_valid = bb.emit(relax.op.cumprod(valid, axis=1))
        gv = bb.emit_output(still_valid)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
