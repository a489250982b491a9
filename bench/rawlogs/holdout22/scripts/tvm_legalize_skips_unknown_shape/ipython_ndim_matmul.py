# cause: tvm_legalize_skips_unknown_shape
# expect: CodeGenVM cannot emit
# capture: ipython
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Proj:
    @R.function
    def main(h: R.Tensor(ndim=3, dtype="float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            y = R.matmul(h, w)
            R.output(y)
        return y


ex = tvm.compile(Proj, target="llvm")
