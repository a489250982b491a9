# cause: pipeline_skips_legalize_ops
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


# we already lowered our kernels by hand, no need for the relax pipeline
ex = tvm.compile(Act, target="llvm", relax_pipeline=None)
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((4, 8), "float32"))).numpy())
