# cause: pixel-shuffle-topi-missing
# expect: 'module' object is not callable
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, topi
from tvm.topi.nn import pixel_shuffle  # noqa: F401  (reference implementation for the test below)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([2, 8, 4, 4], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.pixel_shuffle(x, upscale_factor=2))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
