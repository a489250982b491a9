# cause: custom-seq-missing-legalize
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*permute_dims
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((2, 16), "float32"), w0: R.Tensor((32, 16), "float32"), w1: R.Tensor((8, 32), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            t0 = R.permute_dims(w0)
            h = R.matmul(x, t0)
            h1 = R.nn.relu(h)
            t1 = R.permute_dims(w1)
            o = R.matmul(h1, t1)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

build_seq = tvm.transform.Sequential([
    relax.transform.RewriteDataflowReshape(),
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
    relax.transform.LowerAllocTensor(),
    relax.transform.KillAfterLastUse(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.ComputePrimValue(),
    relax.transform.VMShapeLower(),
    relax.transform.AttachGlobalSymbol(),
])
ex = tvm.compile(MLP, target="llvm", relax_pipeline=build_seq)
x, w0, w1 = rand(2, 16), rand(32, 16), rand(8, 32)
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](*[tvm.runtime.tensor(a) for a in (x, w0, w1)]).numpy()
np.testing.assert_allclose(out, np.maximum(x @ w0.T, 0) @ w1.T, rtol=1e-4, atol=1e-4)
