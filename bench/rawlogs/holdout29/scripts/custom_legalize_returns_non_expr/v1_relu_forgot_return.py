# cause: custom_legalize_returns_non_expr
# expect: Segfault encountered
# capture: stderr
import numpy as np
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((4, 64), "float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            y = R.nn.relu(h)
            R.output(y)
        return y


def legalize_relu(bb: relax.BlockBuilder, call: relax.Call) -> relax.Expr:
    # leaky variant used by the accuracy team
    bb.call_te(lambda t: topi.nn.leaky_relu(t, 0.01), call.args[0], primfunc_name_hint="leaky")


mod = relax.transform.LegalizeOps({"relax.nn.relu": legalize_relu})(Mlp)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.ones((4, 64), "float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.eye(64, dtype="float32"))).numpy())
