# cause: te-identity-duplicate-buffer
# expect: occurred multiple times
# capture: combined
import tvm
from tvm import relax, te, topi


def residual(x, r, use_residual):
    return topi.add(x, r) if use_residual else x


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([4, 4], "float32"))
r = relax.Var("r", relax.TensorType([4, 4], "float32"))
with bb.function("main", [x, r]):
    with bb.dataflow():
        y = bb.emit(bb.call_te(residual, x, r, False, primfunc_name_hint="maybe_residual"))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod.script(show_meta=False))
print("compiling...")
ex = relax.build(mod, target="llvm")
