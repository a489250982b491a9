# cause: bitwise_op_on_float_tensor
# expect: Expected integer argument as LHS of \| operator
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((4, 4), "float32"))
b = relax.Var("b", R.Tensor((4, 4), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.bitwise_or(a, b))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
