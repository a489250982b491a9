# cause: recursive_function_missing_return_annotation
# expect: Error
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Fib:
    @R.function
    def fib(n: R.Tensor((), "int64")):
        cls = Fib
        small = R.less(n, R.const(2, "int64"))
        if small:
            r = n
        else:
            a = cls.fib(R.subtract(n, R.const(1, "int64")))
            b = cls.fib(R.subtract(n, R.const(2, "int64")))
            r = R.add(a, b)
        return r


ex = tvm.compile(Fib, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["fib"](tvm.runtime.tensor(np.array(10, "int64"))))
