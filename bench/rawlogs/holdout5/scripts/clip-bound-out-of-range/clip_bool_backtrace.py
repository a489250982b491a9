# cause: clip-bound-out-of-range
# expect: exceeds range of bool
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def clamp(dtype, lo, hi):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([10], dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.clip(x, lo, hi))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()


for dt in ["float32", "int32", "bool"]:
    print("clip for", dt, flush=True)
    tvm.compile(clamp(dt, 0, 2), target="llvm")
