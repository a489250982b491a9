# cause: python_if_on_relax_expr
# expect: Cannot use and / or / not operator to Expr
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "float32"))
flag = relax.Var("flag", relax.TensorType((), "bool"))
with bb.function("main", [x, flag]):
    small = bb.emit(relax.op.less(relax.op.max(x), relax.const(10.0, "float32")))
    cond = flag and small
    y = bb.emit(relax.If(cond, relax.SeqExpr([], relax.op.exp(x)), relax.SeqExpr([], x)))
    bb.emit_func_output(y)
mod = bb.get()
print(mod)
