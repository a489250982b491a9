# cause: legalize_full_nonfinite_primtype
# expect: argument of type 'PrimType' is not iterable
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R

# Reproducer distilled from my exported graph: a NaN-filled placeholder buffer.
bb = relax.BlockBuilder()
n = tvm.tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        filler = bb.emit(relax.op.full_like(x, relax.const(float("nan"), "float32")))
        out = bb.emit_output(relax.op.add(filler, x))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
mod = relax.transform.LegalizeOps()(mod)
