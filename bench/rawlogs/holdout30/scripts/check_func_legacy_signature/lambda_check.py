# cause: check_func_legacy_signature
# expect: TypeError: <lambda>\(\) missing 1 required positional argument: 'expr'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_const, is_op, wildcard

np.random.seed(0)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 512), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        w = relax.const(np.random.randn(512, 512).astype("float32"))
        y = bb.emit(relax.op.matmul(x, w))
        y = bb.emit(relax.op.tanh(y))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
print(mod)

mm = is_op("relax.matmul")(wildcard(), is_const())
pattern = ("mylib.dense_tanh", is_op("relax.tanh")(mm), {}, lambda m, expr: True)
mod = relax.transform.FuseOpsByPattern([pattern], bind_constants=True)(mod)
