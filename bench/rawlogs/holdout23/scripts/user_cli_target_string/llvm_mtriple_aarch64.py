# cause: user_cli_target_string
# expect: CLI target string form .* is no longer supported
# capture: stderr
# env: TVM_BACKTRACE=1
"""Cross-compile a small MLP for a Raspberry Pi 4 (aarch64)."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 64), "float32"), w: R.Tensor((64, 32), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


target = tvm.target.Target("llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72 -mattr=+neon")
ex = tvm.compile(MLP, target=target)
ex.export_library("mlp_rpi4.tar")
