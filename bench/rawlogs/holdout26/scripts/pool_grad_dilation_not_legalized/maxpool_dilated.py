# cause: pool_grad_dilation_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class DilatedPool:
    @R.function
    def main(x: R.Tensor((2, 4, 9, 9), "float32"), w: R.Tensor((4, 4, 3, 3), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=[1, 1])
            p = R.nn.max_pool2d(c, pool_size=[2, 2], strides=[2, 2], dilation=[2, 2])
            loss = R.sum(p)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[DilatedPool["main"].params[1]])(DilatedPool)
mod = relax.transform.LegalizeOps()(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
