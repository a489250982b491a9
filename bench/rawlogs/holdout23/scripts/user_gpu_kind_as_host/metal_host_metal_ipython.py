# cause: user_gpu_kind_as_host
# expect: expect calling_conv
# capture: ipython
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Gelu:
    @R.function
    def main(x: R.Tensor((2, 768), "float16")):
        with R.dataflow():
            y = R.nn.gelu(x)
            R.output(y)
        return y


target = tvm.target.Target("apple/m2-gpu", host="apple/m2-gpu")
ex = tvm.compile(Gelu, target=target)
ex.export_library("gelu.dylib")
