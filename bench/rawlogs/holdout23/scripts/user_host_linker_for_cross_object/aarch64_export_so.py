# cause: user_host_linker_for_cross_object
# expect: Relocations in generic ELF \(EM: 183\)
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 784), "float32"), w1: R.Tensor((784, 128), "float32"), w2: R.Tensor((128, 10), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w1))
            y = R.matmul(h, w2)
            R.output(y)
        return y


target = tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mattr": ["+neon"]})
ex = tvm.compile(MLP, target=target)
ex.export_library("mlp_aarch64.so", workspace_dir=WORKDIR)
print("exported")
