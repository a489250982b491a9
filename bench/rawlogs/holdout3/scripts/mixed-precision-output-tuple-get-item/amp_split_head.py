# cause: mixed-precision-output-tuple-get-item
# expect: ToMixedPrecision[\s\S]*The type is not populated
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 32, 32), "float32"))
w = relax.Var("w", relax.TensorType((32, 16, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(R.nn.conv2d(x, w, padding=1))
        parts = bb.emit(R.split(y, 2, axis=1))      # (mu, logvar) heads
        mu = bb.emit_output(parts[0])
    bb.emit_func_output(mu)

mod = relax.transform.ToMixedPrecision(out_dtype="float32")(bb.get())
ex = tvm.compile(mod, target="llvm")
