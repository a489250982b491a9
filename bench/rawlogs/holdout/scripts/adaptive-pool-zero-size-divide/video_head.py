# cause: adaptive-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool3d[\s\S]*Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
"""Clip classifier head: global pooling over (T, H, W). A clip shorter than the stride gives T=0."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Head:
    @R.function
    def main(
        feat: R.Tensor((2, 64, 0, 7, 7), "float32"),
        w: R.Tensor((10, 64), "float32"),
    ) -> R.Tensor((2, 10), "float32"):
        with R.dataflow():
            p = R.nn.adaptive_avg_pool3d(feat, output_size=[1, 1, 1])
            f = R.reshape(p, [2, 64])
            logits = R.matmul(f, R.permute_dims(w))
            R.output(logits)
        return logits


print(Head)
for name, func in Head.functions.items():
    print(name, "->", func.ty)
ex = tvm.compile(Head, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.zeros((2, 64, 0, 7, 7), "float32"), np.ones((10, 64), "float32")))
