# cause: if_in_dataflow_block
# expect: IfFrame inside a dataflow block
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Countdown:
    @R.function
    def step(n: R.Tensor((), "int64"), acc: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
        cls = Countdown
        with R.dataflow():
            done = R.less_equal(n, R.const(0, "int64"))
            if done:
                r = acc
            else:
                m = R.subtract(n, R.const(1, "int64"))
                a2 = R.multiply(acc, R.const(0.5, "float32"))
                r = cls.step(m, a2)
            R.output(r)
        return r


ex = tvm.compile(Countdown, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["step"](tvm.runtime.tensor(np.array(3, "int64")), tvm.runtime.tensor(np.ones(3, "float32"))))
