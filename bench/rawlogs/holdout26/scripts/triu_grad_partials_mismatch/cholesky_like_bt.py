# cause: triu_grad_partials_mismatch
# expect: partials number != inputs number
# env: TVM_BACKTRACE=1
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Factor:
    @R.function
    def main(u: R.Tensor((4, 4), "float64"), target: R.Tensor((4, 4), "float64")):
        with R.dataflow():
            U = R.triu(u)
            A = R.matmul(R.permute_dims(U), U)
            d = R.subtract(A, target)
            loss = R.sum(R.multiply(d, d))
            R.output(loss)
        return loss


print(Factor)
mod = relax.transform.Gradient("main", require_grads=[Factor["main"].params[0]])(Factor)
print(mod["main_adjoint"])
