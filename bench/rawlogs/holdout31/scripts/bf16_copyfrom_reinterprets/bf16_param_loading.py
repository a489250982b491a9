# cause: bf16_copyfrom_reinterprets
# expect: TensorCopyFromBytes: size mismatch
# capture: notebook
# post: truncate=0.7
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mlp:
    @R.function
    def main(
        x: R.Tensor((1, 8), "float32"),
        w1: R.Tensor((8, 16), "bfloat16"),
        w2: R.Tensor((16, 8), "bfloat16"),
    ):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, R.astype(w1, "float32")))
            y = R.matmul(h, R.astype(w2, "float32"))
            R.output(y)
        return y


ex = tvm.compile(Mlp, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
rng = np.random.default_rng(5)
checkpoint = {"w1": rng.normal(0, 0.1, (8, 16)), "w2": rng.normal(0, 0.1, (16, 8))}
params = {}
for name, value in checkpoint.items():
    t = tvm.runtime.empty(value.shape, "bfloat16")
    t.copyfrom(value)
    params[name] = t

# %%
vm["main"](np.ones((1, 8), dtype="float32"), params["w1"], params["w2"]).numpy()
