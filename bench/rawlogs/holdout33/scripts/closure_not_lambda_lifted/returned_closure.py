# cause: closure_not_lambda_lifted
# expect: make sure\s+to run it after LambdaLift
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Factory:
    @R.function
    def make_scaler(s: R.Tensor((), "float32")):
        @R.function
        def scaler(v: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
            return R.multiply(v, s)

        return scaler


print("compiling closure factory")
ex = tvm.compile(Factory, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["make_scaler"](tvm.runtime.tensor(np.array(2.0, "float32"))))
