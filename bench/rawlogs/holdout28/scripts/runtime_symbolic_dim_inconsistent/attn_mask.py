# cause: runtime_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
# capture: combined
# Scores + mask: both must share seq length "s".
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Masked:
    @R.function
    def main(scores: R.Tensor((1, 4, "s", "s"), "float32"), mask: R.Tensor((1, 1, "s", "s"), "float32")):
        s = T.int64()
        with R.dataflow():
            x = R.add(scores, mask)
            p = R.nn.softmax(x, axis=-1)
            R.output(p)
        return p


Masked.show()
ex = tvm.compile(Masked, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
seq = 10
scores = np.random.default_rng(0).standard_normal((1, 4, seq, seq)).astype("float32")
# mask was built for the padded length
pad_to = 16
mask = np.triu(np.full((pad_to, pad_to), -1e9, "float32"), 1)[None, None]
print("scores", scores.shape, "mask", mask.shape)
p = vm["main"](tvm.runtime.tensor(scores), tvm.runtime.tensor(mask))
print(p.numpy().sum(-1))
