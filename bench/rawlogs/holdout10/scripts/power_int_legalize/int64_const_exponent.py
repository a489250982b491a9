# cause: power_int_legalize
# expect: power only applies to float
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
n = relax.Var("n", relax.TensorType((3, 4), "int64"))
with bb.function("main", [n]):
    with bb.dataflow():
        sq = bb.emit(relax.op.power(n, relax.const(3, "int64")))
        s = bb.emit(relax.op.sum(sq))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
print("module built, compiling")
ex = tvm.compile(bb.get(), target="llvm")
