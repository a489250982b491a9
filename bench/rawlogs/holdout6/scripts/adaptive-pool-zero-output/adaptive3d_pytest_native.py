# cause: adaptive-pool-zero-output
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
# post: crlf
import tvm
from tvm import relax
from tvm.relax import op


def make(out_size):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 4, 4, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.nn.adaptive_avg_pool3d(x, output_size=out_size))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_global_pool():
    tvm.compile(make((1, 1, 1)), "llvm")


def test_empty_output_size():
    tvm.compile(make((0, 2, 2)), "llvm")
