# cause: tir_var_upper_bound_exceeded
# expect: storage allocation failure, attempted to allocate
# capture: combined
# memory planned for at most 512 tokens
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class FFN:
    @R.function
    def main(x: R.Tensor(("seq", 64), "float32"), w1: R.Tensor((64, 256), "float32"), w2: R.Tensor((256, 64), "float32")):
        R.func_attr({"tir_var_upper_bound": {"seq": 512}})
        with R.dataflow():
            h = R.matmul(x, w1)
            h = R.nn.gelu(h)
            y = R.matmul(h, w2)
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(FFN, target="llvm"), tvm.cpu())
rng = np.random.default_rng(0)
w1 = tvm.runtime.tensor(rng.standard_normal((64, 256)).astype("float32") * 0.1)
w2 = tvm.runtime.tensor(rng.standard_normal((256, 64)).astype("float32") * 0.1)
for seq in (16, 512, 2048):
    x = rng.standard_normal((seq, 64)).astype("float32")
    print("seq", seq, vm["main"](tvm.runtime.tensor(x), w1, w2).shape)
