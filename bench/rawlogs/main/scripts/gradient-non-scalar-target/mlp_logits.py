# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            out = R.nn.relu(h)
            R.output(out)
        return out


mod = Module

print(mod.script())
print("compiling ...", flush=True)
mod = relax.transform.Gradient("main", require_grads=mod["main"].params[1])(mod)
