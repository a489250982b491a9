# cause: topi_called_on_relax_var
# expect: Cannot convert from type `ir.Var` to `ir.Expr`
# capture: combined
import tvm
from tvm import relax, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((8, 8), "float32"))
b = relax.Var("b", R.Tensor((8, 8), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        print("emitting add")
        c = topi.add(a, b)
        d = bb.emit_te(topi.exp, c)
        out = bb.emit_output(d)
    bb.emit_func_output(out)
bb.get().show()
