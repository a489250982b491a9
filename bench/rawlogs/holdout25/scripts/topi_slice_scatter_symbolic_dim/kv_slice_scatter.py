# cause: topi_slice_scatter_symbolic_dim
# expect: Expect value to be constant int
import numpy as np
import tvm
from tvm import relax, tirx as tir

# write the new tokens' keys into a cache whose length is symbolic
cap = tir.Var("cap", "int64")
bb = relax.BlockBuilder()
cache = relax.Var("cache", relax.TensorType((4, cap, 32), "float32"))
new_k = relax.Var("new_k", relax.TensorType((4, 2, 32), "float32"))
with bb.function("write_kv", [cache, new_k]):
    with bb.dataflow():
        upd = bb.emit_output(relax.op.slice_scatter(cache, new_k, 0, 2, 1, axis=1))
    bb.emit_func_output(upd)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
