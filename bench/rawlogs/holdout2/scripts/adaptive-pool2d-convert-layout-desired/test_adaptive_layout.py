# cause: adaptive-pool2d-convert-layout-desired
# expect: NoDesiredLayout
# capture: pytest-native
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 24, 9, 9), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool2d(x, output_size=(3, 3)))
        bb.emit_func_output(y)
    return bb.get()


def test_adaptive_pool_nhwc():
    mod = build()
    seq = tvm.transform.Sequential([relax.transform.ConvertLayout({"relax.nn.adaptive_avg_pool2d": ["NHWC"]})])
    mod = seq(mod)
    assert mod is not None
