# cause: power_int_legalize_float_only
# expect: power only applies to float
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 3), "int64"))
with bb.function("main", [x]):
    with bb.dataflow():
        sq = bb.emit(relax.op.power(x, relax.const(2, "int64")))
        o = bb.emit_output(sq)
    bb.emit_func_output(o)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
