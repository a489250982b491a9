# cause: llvm_codegen_bool_binary_arith
# expect: InternalError: Check failed
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax, tirx as tir

bb = relax.BlockBuilder()
n = tir.Var("n", "int64")
keep = relax.Var("keep", relax.TensorType((n,), "bool"))
drop = relax.Var("drop", relax.TensorType((n,), "bool"))
with bb.function("mask_diff", [keep, drop]):
    with bb.dataflow():
        d = bb.emit_output(relax.op.subtract(keep, drop))
    bb.emit_func_output(d)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
