# cause: tir-var-upper-bound-too-small
# expect: batch 4 ok[\s\S]*storage allocation failure
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class DynMLP:
    @R.function
    def main(x: R.Tensor(("batch", 16), "float32"), w0: R.Tensor((32, 16), "float32")):
        R.func_attr({"num_input": 1, "tir_var_upper_bound": {"batch": 4}})
        with R.dataflow():
            h = R.matmul(x, R.permute_dims(w0))
            a = R.nn.relu(h)
            o = R.add(a, h)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

mod = relax.transform.LegalizeOps()(DynMLP)
mod = relax.transform.FoldConstant()(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for bs in (1, 4, 64):
    x, w0 = rand(bs, 16), rand(32, 16)
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w0)).numpy()
    print("batch", bs, "ok", out.shape)
