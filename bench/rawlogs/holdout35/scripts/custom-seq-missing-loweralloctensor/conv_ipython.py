# cause: custom-seq-missing-loweralloctensor
# expect: VMBuiltinLower encountered
# capture: ipython
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3), "float32"), b: R.Tensor((1, 8, 1, 1), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.add(y, b)
            o = R.nn.relu(z)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

build_seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.RewriteDataflowReshape(),
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
    relax.transform.KillAfterLastUse(),
    relax.transform.LowerRuntimeBuiltin(),
    relax.transform.ComputePrimValue(),
    relax.transform.VMShapeLower(),
    relax.transform.AttachGlobalSymbol(),
])
with tvm.transform.PassContext(opt_level=3):
    ex = tvm.compile(ConvNet, target="llvm", relax_pipeline=build_seq)
x, w, b = rand(1, 3, 16, 16), rand(8, 3, 3, 3), rand(1, 8, 1, 1)
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](*[tvm.runtime.tensor(a) for a in (x, w, b)]).numpy()
assert out.shape == (1, 8, 16, 16)
