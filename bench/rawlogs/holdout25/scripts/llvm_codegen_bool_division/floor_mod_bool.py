# cause: llvm_codegen_bool_division
# expect: kDLFloat
# capture: ipython
import tvm
from tvm import relax, tirx as tir

n = tir.Var("n", "int64")
a = relax.Var("a", relax.TensorType((n,), "bool"))
b = relax.Var("b", relax.TensorType((n,), "bool"))
bb = relax.BlockBuilder()
with bb.function("parity", [a, b]):
    with bb.dataflow():
        r = bb.emit_output(relax.op.floor_mod(a, b))
    bb.emit_func_output(r)
bb.get().show()
tvm.compile(bb.get(), target="llvm")
