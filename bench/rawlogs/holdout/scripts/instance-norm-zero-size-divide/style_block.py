# cause: instance-norm-zero-size-divide
# expect: instance_norm\.py[\s\S]*Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
"""Style-transfer residual block (conv-free part) on an empty tile."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class StyleBlock:
    @R.function
    def main(
        feat: R.Tensor((1, 32, 0, 64), dtype="float32"),
        gamma: R.Tensor((32,), dtype="float32"),
        beta: R.Tensor((32,), dtype="float32"),
    ) -> R.Tensor((1, 32, 0, 64), dtype="float32"):
        with R.dataflow():
            h = R.nn.instance_norm(feat, gamma, beta, channel_axis=1, axes=[2, 3], epsilon=1e-5)
            h = R.nn.relu(h)
            out = R.add(h, feat)
            R.output(out)
        return out


print(StyleBlock.script())
print("[1/2] relax.build ...")
ex = relax.build(StyleBlock, target="llvm")
print("[2/2] run")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.zeros((1, 32, 0, 64), "float32"), np.ones(32, "float32"), np.zeros(32, "float32")))
