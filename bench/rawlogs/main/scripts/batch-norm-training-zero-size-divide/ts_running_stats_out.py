# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(act: R.Tensor((0, 4, 6), dtype="float32"), gamma: R.Tensor((4,), dtype="float32"), beta: R.Tensor((4,), dtype="float32"), moving_mean: R.Tensor((4,), dtype="float32"), moving_var: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            bn = R.nn.batch_norm(act, gamma, beta, moving_mean, moving_var, axis=1, momentum=0.01, training=True)
            new_mean = bn[1]
            R.output(new_mean)
        return new_mean


mod = Module

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
