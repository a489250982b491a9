# cause: pool2d_zero_stride
# expect: Divide by zero
# capture: pytest-short
import tvm
from tvm import relax


def build(strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 64, 7, 7), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(7, 7), strides=strides))
        bb.emit_func_output(y)
    return bb.get()


def test_global_avgpool_like():
    mod = build((0, 0))
    tvm.compile(mod, "llvm")
