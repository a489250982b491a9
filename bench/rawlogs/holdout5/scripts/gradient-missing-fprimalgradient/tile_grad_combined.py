# cause: gradient-missing-fprimalgradient
# expect: Attribute FPrimalGradient has not been registered for relax\.tile
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Broadcasted:
    @R.function
    def main(bias: R.Tensor((8,), "float32"), x: R.Tensor((3, 8), "float32")):
        with R.dataflow():
            t = R.tile(bias, repeats=[3])
            r = R.reshape(t, (3, 8))
            y = R.add(x, r)
            l = R.sum(R.multiply(y, y))
            R.output(l)
        return l


print("computing adjoint of main w.r.t. bias")
mod = relax.transform.Gradient("main", require_grads=Broadcasted["main"].params[0])(Broadcasted)
print(mod)
