# cause: user_error_vm_argument_mismatch
# expect: expect Tensor with dtype int32 but get int64
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Loss:
    @R.function
    def main(logits: R.Tensor((4, 10), "float32"), labels: R.Tensor((4,), "int32")):
        with R.dataflow():
            lp = R.nn.log_softmax(logits, axis=-1)
            l = R.nn.nll_loss(lp, labels)
            R.output(l)
        return l

vm = relax.VirtualMachine(tvm.compile(Loss, "llvm"), tvm.cpu())
labels = np.array([1, 2, 3, 4])
print(vm["main"](tvm.runtime.tensor(np.zeros((4, 10), "float32")), tvm.runtime.tensor(labels)))
