# cause: decompose-training-for-inference
# expect: Not equal to tolerance
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

seq = tvm.transform.Sequential([relax.transform.DecomposeOpsForTraining("main"), relax.transform.FoldConstant(), relax.transform.CanonicalizeBindings()])
ex = tvm.compile(seq(ConvBN), target="llvm")
x, w = rand(2, 4, 8, 8), rand(6, 4, 3, 3)
gamma, beta = rand(6), rand(6)
mean, var = rand(6), np.abs(rand(6)) + 0.5
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](*[tvm.runtime.tensor(a) for a in (x, w, gamma, beta, mean, var)]).numpy()
import torch
y = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w), padding=1)
ref = torch.nn.functional.batch_norm(y, torch.from_numpy(mean), torch.from_numpy(var), torch.from_numpy(gamma), torch.from_numpy(beta), training=False, eps=1e-5).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
