# cause: tir_negative_unsigned
# expect: InternalError
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax, tirx as tir

n = tir.Var("n", "int64")
ids = relax.Var("ids", relax.TensorType((n,), "uint16"))
bb = relax.BlockBuilder()
with bb.function("flip_sign", [ids]):
    with bb.dataflow():
        neg = bb.emit(relax.op.negative(ids))
        out = bb.emit_output(relax.op.add(neg, ids))
    bb.emit_func_output(out)
print(bb.get().script())
tvm.compile(bb.get(), "llvm")
