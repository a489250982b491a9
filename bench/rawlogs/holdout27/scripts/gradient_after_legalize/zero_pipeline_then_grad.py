# cause: gradient_after_legalize
# expect: without registering corresponding gradient function
# capture: combined
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 10), "float32"), w: R.Tensor((10, 3), "float32"), b: R.Tensor((3,), "float32")):
        with R.dataflow():
            h = R.add(R.matmul(x, w), b)
            p = R.nn.log_softmax(h)
            l = R.sum(p)
            R.output(l)
        return l


mod = relax.get_pipeline("zero")(Net)
print(mod)
grad_mod = relax.transform.Gradient("main")(mod)
