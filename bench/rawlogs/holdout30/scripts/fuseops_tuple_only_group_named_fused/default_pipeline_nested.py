# cause: fuseops_tuple_only_group_named_fused
# expect: Check failed: \(func_info_\.global_name != "fused"\) is false
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Router:
    @R.function
    def main(
        x: R.Tensor((4, 16), "float32"), y: R.Tensor((4, 16), "float32")
    ) -> R.Tensor((4, 16), "float32"):
        with R.dataflow():
            gate = R.sigmoid(x)
            experts = (gate, y)
            routed = (experts, x)
            chosen = routed[0]
            out = chosen[1]
            R.output(out)
        return out


target = tvm.target.Target("llvm")
mod = relax.get_default_pipeline(target)(Router)
ex = tvm.compile(mod, target)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(4, 16).astype("float32")
y = np.random.rand(4, 16).astype("float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy(), y)
