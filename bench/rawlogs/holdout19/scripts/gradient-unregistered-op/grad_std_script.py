# cause: gradient-unregistered-op
# expect: FPrimalGradient has not been registered for relax\.std
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            s = R.std(x, axis=[1])
            l = R.mean(s)
            R.output(l)
        return l


after = relax.transform.Gradient("main")(Loss)
after.show()
