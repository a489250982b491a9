# cause: external_codegen_not_registered
# expect: Codegen is not found: relax.ext.dnnl
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, 32, 14, 14), "float32"), w: R.Tensor((32, 32, 1, 1), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w)
            r = R.nn.relu(c)
            R.output(r)
        return r


pat = is_op("relax.nn.relu")(is_op("relax.nn.conv2d")(wildcard(), wildcard()))
mod = tvm.transform.Sequential([
    relax.transform.FuseOpsByPattern([("dnnl.conv2d_relu", pat)]),
    relax.transform.MergeCompositeFunctions(),
    relax.transform.RunCodegen(),
])(Model)
