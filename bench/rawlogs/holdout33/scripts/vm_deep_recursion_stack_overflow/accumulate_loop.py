# cause: vm_deep_recursion_stack_overflow
# expect: iterations
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

import sys


@I.ir_module
class Loop:
    @R.function
    def body(i: R.Tensor((), "int64"), acc: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Loop
        done = R.equal(i, R.const(0, "int64"))
        if done:
            r = acc
        else:
            a2 = R.add(acc, R.const(1.0, "float32"))
            r = cls.body(R.subtract(i, R.const(1, "int64")), a2)
        return r


ex = tvm.compile(Loop, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
steps = 250000
print(f"running {steps} iterations as tail recursion", file=sys.stderr, flush=True)
out = vm["body"](tvm.runtime.tensor(np.array(steps, "int64")), tvm.runtime.tensor(np.zeros(4, "float32")))
print(out.numpy(), file=sys.stderr)
