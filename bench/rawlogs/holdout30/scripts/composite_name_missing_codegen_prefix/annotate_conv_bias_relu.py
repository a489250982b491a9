# cause: composite_name_missing_codegen_prefix
# expect: The pattern name for a composite function should start with a compiler name followed by period
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stem:
    @R.function
    def main(
        x: R.Tensor((2, 3, 64, 64), "float32"),
        w: R.Tensor((32, 3, 3, 3), "float32"),
        b: R.Tensor((1, 32, 1, 1), "float32"),
    ) -> R.Tensor((2, 32, 32, 32), "float32"):
        with R.dataflow():
            c = R.nn.conv2d(x, w, strides=[2, 2], padding=[1, 1, 1, 1])
            a = R.add(c, b)
            r = R.nn.relu(a)
            R.output(r)
        return r


conv = is_op("relax.nn.conv2d")(wildcard(), wildcard())
bias = is_op("relax.add")(conv, wildcard())
patterns = [
    ("conv2d_bias_relu", is_op("relax.nn.relu")(bias)),
    ("conv2d_bias", bias),
]
partitioned = relax.transform.FuseOpsByPattern(patterns, annotate_codegen=True)(Stem)
partitioned.show()
