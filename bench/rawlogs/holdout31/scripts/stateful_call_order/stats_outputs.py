# cause: stateful_call_order
# expect: No output saved for call of "main"; use `invoke_stateful` to call it first
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stats:
    @R.function
    def main(x: R.Tensor((32, 4), "float32")):
        with R.dataflow():
            mean = R.mean(x, axis=0)
            var = R.variance(x, axis=0)
            out = (mean, var)
            R.output(out)
        return out


ex = tvm.compile(Stats, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.random.default_rng(0).normal(3.0, 2.0, (32, 4)).astype("float32")
vm["main"](x)
mean, var = vm.get_outputs("main")
print("mean", mean.numpy(), "var", var.numpy())
