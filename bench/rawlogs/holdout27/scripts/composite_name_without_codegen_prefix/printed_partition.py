# cause: composite_name_without_codegen_prefix
# expect: The pattern name for a composite function should start with a compiler name
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((2, 8, 16, 16), "float32")):
        with R.dataflow():
            p = R.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            q = R.nn.relu(p)
            R.output(q)
        return q


pattern = is_op("relax.nn.relu")(is_op("relax.nn.avg_pool2d")(wildcard()))
mod = relax.transform.FuseOpsByPattern([("AvgPoolRelu", pattern)])(Pool)
print("=== after FuseOpsByPattern ===")
print(mod)
mod = relax.transform.MergeCompositeFunctions()(mod)
print("=== after MergeCompositeFunctions ===")
print(mod)
