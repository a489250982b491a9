# cause: decompose-training-for-inference
# expect: max abs error
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvBN:
    @R.function
    def main(x: R.Tensor((2, 4, 8, 8), "float32"), w: R.Tensor((6, 4, 3, 3), "float32"), gamma: R.Tensor((6,), "float32"), beta: R.Tensor((6,), "float32"), mean: R.Tensor((6,), "float32"), var: R.Tensor((6,), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            bn = R.nn.batch_norm(y, gamma, beta, mean, var, axis=1)
            o = bn[0]
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

x, w = rand(2, 4, 8, 8), rand(6, 4, 3, 3)
gamma, beta = rand(6), rand(6)
mean, var = rand(6), np.abs(rand(6)) + 0.5
import torch
y = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w), padding=1)
ref = torch.nn.functional.batch_norm(y, torch.from_numpy(mean), torch.from_numpy(var), torch.from_numpy(gamma), torch.from_numpy(beta), training=False, eps=1e-5).numpy()
mod = relax.transform.BindParams("main", {"w": w, "gamma": gamma, "beta": beta, "mean": mean, "var": var})(ConvBN)
mod = relax.transform.DecomposeOpsForTraining()(mod)
mod = relax.transform.FoldConstant()(mod)
ex = tvm.compile(mod, target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x)).numpy()
err = float(np.abs(out - ref).max())
assert err < 1e-3, f"max abs error {err} after DecomposeOps"
