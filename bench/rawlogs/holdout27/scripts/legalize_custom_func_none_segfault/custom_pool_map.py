# cause: legalize_custom_func_none_segfault
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y


def pool_legalize(bb, call):
    attrs = call.attrs
    if attrs.layout == "NHWC":
        return bb.call_te(tvm.topi.nn.pool2d, call.args[0], kernel=attrs.pool_size, stride=attrs.strides,
                          dilation=attrs.dilation, padding=attrs.padding, pool_type="max", layout="NHWC")
    return None


def test_custom_pool():
    mod = relax.transform.LegalizeOps({"relax.nn.max_pool2d": pool_legalize})(Mod)
    assert "call_tir" in mod.script()


if __name__ == "__main__":
    test_custom_pool()
