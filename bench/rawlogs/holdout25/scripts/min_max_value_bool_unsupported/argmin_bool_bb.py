# cause: min_max_value_bool_unsupported
# expect: max_value
# capture: ipython
import tvm
from tvm import relax, tirx as tir

n = tir.Var("n", "int64")
x = relax.Var("flags", relax.TensorType((n,), "bool"))
bb = relax.BlockBuilder()
with bb.function("first_false", [x]):
    with bb.dataflow():
        r = bb.emit_output(relax.op.argmin(x, axis=0))
    bb.emit_func_output(r)
ex = tvm.compile(bb.get(), target="llvm")
