# cause: bb_emit_raw_te_tensor
# expect: ObjectFunctor calls un-registered function on type ir.OpaqueType
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((16, 16), "float32"))
b = relax.Var("b", R.Tensor((16, 16), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit_te(topi.add, a, b)
        C = te.placeholder((16, 16), "float32", name="C")
        d = bb.emit_output(topi.transpose(C, [1, 0]))
    bb.emit_func_output(d)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
