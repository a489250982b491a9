# cause: pipeline_missing_run_codegen
# expect: VMShapeLower do not work for local functions
# capture: pytest-short
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), "float32"), w: R.Tensor((8, 8, 3, 3), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=1)
            r = R.nn.relu(c)
            R.output(r)
        return r


def test_partitioned_build():
    pat = is_op("relax.nn.relu")(is_op("relax.nn.conv2d")(wildcard(), wildcard()))
    mod = relax.transform.FuseOpsByPattern([("myaccel.conv_relu", pat)])(Conv)
    mod = relax.transform.MergeCompositeFunctions()(mod)
    ex = tvm.compile(mod, "llvm")
    assert ex is not None
