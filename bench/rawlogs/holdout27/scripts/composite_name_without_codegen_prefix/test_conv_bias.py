# cause: composite_name_without_codegen_prefix
# expect: should start with a compiler name followed by period
# capture: pytest-short
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, is_const
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32"), w: R.Tensor((32, 16, 3, 3), "float32"), b: R.Tensor((1, 32, 1, 1), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=1)
            d = R.add(c, b)
            e = R.nn.relu(d)
            R.output(e)
        return e


def conv_bias_relu():
    conv = is_op("relax.nn.conv2d")(wildcard(), wildcard())
    return is_op("relax.nn.relu")(is_op("relax.add")(conv, wildcard()))


def test_partition_for_myaccel():
    patterns = [relax.transform.FusionPattern("myaccel_conv2d_bias_relu", conv_bias_relu())]
    mod = relax.transform.FuseOpsByPattern(patterns)(ConvNet)
    mod = relax.transform.MergeCompositeFunctions()(mod)
    assert any("Codegen" in str(f.attrs) for _, f in mod.functions_items() if f.attrs)
