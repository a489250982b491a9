# cause: pool2d-zero-stride
# expect: Divide by zero
# post: truncate=0.85
import tvm
from tvm import relax


def pool_block(bb, x, kind, size, stride):
    fn = relax.op.nn.max_pool2d if kind == "max" else relax.op.nn.avg_pool2d
    return bb.emit(fn(x, pool_size=size, strides=stride, ceil_mode=True))


def build(stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 8, 17, 17), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            a = pool_block(bb, x, "avg", (3, 3), stride)
            b = pool_block(bb, a, "max", (2, 2), (1, 1))
            out = bb.emit_output(b)
        bb.emit_func_output(out)
    return bb.get()


mod = build(stride=(0, 0))
mod = relax.transform.LegalizeOps()(mod)
