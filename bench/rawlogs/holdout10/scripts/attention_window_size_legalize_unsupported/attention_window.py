# cause: attention_window_size_legalize_unsupported
# expect: Legalization for sliding-window attention is not supported yet
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((1, 16, 4, 32), "float32"), k: R.Tensor((1, 16, 4, 32), "float32"), v: R.Tensor((1, 16, 4, 32), "float32")):
        with R.dataflow():
            o = R.nn.attention(q, k, v, causal_mask="BottomRight", window_size=8)
            R.output(o)
        return o

a = np.random.rand(1, 16, 4, 32).astype("float32")
print(build_and_run(Attn, a, a, a).shape)
