# cause: legalize_func_wrong_signature
# expect: relu\(\) takes 1 positional argument but 2 were given
# capture: stderr
import numpy as np
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 16), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


def relu(call):
    # clamp-based relu, our kernel team prefers it over max()
    return topi.clip(call.args[0], 0.0, 3.4e38)


mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.nn.relu": relu})(Net)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 16), "float32"))).numpy())
