# cause: llvm-codegen-bool-add
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# env: TVM_BACKTRACE=1
# post: truncate=0.65
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
occ = relax.Var("occupancy", relax.TensorType((1, 1, 16, 16), "bool"))
with bb.function("main", [occ]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.avg_pool2d(occ, pool_size=(2, 2), strides=(2, 2)))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
ex = relax.build(bb.get(), target="llvm")
