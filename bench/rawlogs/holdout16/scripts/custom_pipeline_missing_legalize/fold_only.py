# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 8), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            y = R.nn.relu(h)
            R.output(y)
        return y


my_pipeline = relax.transform.FoldConstant()
ex = tvm.compile(Mlp, "llvm", relax_pipeline=my_pipeline)
