# cause: min-value-bool
# expect: Cannot decide min_value
# capture: pytest-native
# post: crlf
import tvm
from tvm import relax


def test_dilate_mask_1d():
    bb = relax.BlockBuilder()
    m = relax.Var("m", relax.TensorType([2, 1, 20], "bool"))
    with bb.function("dilate", [m]):
        with bb.dataflow():
            d = bb.emit(relax.op.nn.max_pool1d(m, pool_size=3, strides=1, padding=1))
            gv = bb.emit_output(d)
        bb.emit_func_output(gv)
    tvm.compile(bb.get(), target="llvm")
