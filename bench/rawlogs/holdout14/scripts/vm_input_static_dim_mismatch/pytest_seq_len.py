# cause: vm_input_static_dim_mismatch
# expect: mismatch to specified constant
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((1, "s", 8, 32), "float16"), k: R.Tensor((1, "s", 8, 32), "float16")):
        with R.dataflow():
            o = R.nn.attention(q, k, k)
            R.output(o)
        return o

def test_attention_dynamic_seq():
    ex = tvm.compile(Attn, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    q = np.random.rand(1, 16, 8, 64).astype("float16")
    vm["main"](tvm.runtime.tensor(q), tvm.runtime.tensor(q))
