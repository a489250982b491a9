# cause: pool2d-zero-stride
# expect: InternalError: Check failed: pb->value != 0
# capture: combined
import tvm
from tvm import relax


def make(strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8, 10, 10), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(2, 2), strides=strides, count_include_pad=False))
            out = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(out)
    return bb.get()


for s in [(2, 2), (1, 1), (1, 0)]:
    print(f"avg_pool2d strides={s}")
    mod = make(s)
    print("  output type:", mod["main"].ret_ty)
