# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

cfg = {"pool": (3, 3), "stride": (0, 0), "pad": (1, 1, 1, 1)}  # stride left at zero by a config default

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 28, 28), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=cfg["pool"], strides=cfg["stride"], padding=cfg["pad"]))
        out = bb.emit_output(p)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
