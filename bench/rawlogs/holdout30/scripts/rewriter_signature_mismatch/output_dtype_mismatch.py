# cause: rewriter_signature_mismatch
# expect: must have the same signature
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@R.rewriter
class MatmulToHalf:
    @R.function
    def pattern(a: R.Tensor((32, 32), "float32"), b: R.Tensor((32, 32), "float32")):
        c = R.matmul(a, b)
        return c

    @R.function
    def replacement(a: R.Tensor((32, 32), "float32"), b: R.Tensor((32, 32), "float32")):
        c = R.matmul(R.astype(a, "float16"), R.astype(b, "float16"))
        return c


@I.ir_module
class Model:
    @R.function
    def main(a: R.Tensor((32, 32), "float32"), b: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.nn.relu(c)
            R.output(d)
        return d


mod = MatmulToHalf(Model)
mod.show()
