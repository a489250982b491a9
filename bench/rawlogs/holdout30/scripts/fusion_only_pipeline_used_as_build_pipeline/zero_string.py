# cause: fusion_only_pipeline_used_as_build_pipeline
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class LayerNormMLP:
    @R.function
    def main(
        x: R.Tensor((4, 64), "float32"),
        gamma: R.Tensor((64,), "float32"),
        beta: R.Tensor((64,), "float32"),
        w: R.Tensor((64, 64), "float32"),
    ) -> R.Tensor((4, 64), "float32"):
        with R.dataflow():
            n = R.nn.layer_norm(x, gamma, beta, axes=[-1])
            h = R.matmul(n, w)
            o = R.nn.gelu(h)
            R.output(o)
        return o


# use the pipeline that fuses ops so we get fewer kernels
ex = tvm.compile(LayerNormMLP, target="llvm", relax_pipeline="zero")
vm = relax.VirtualMachine(ex, tvm.cpu())
args = [np.random.rand(4, 64), np.ones(64), np.zeros(64), np.random.rand(64, 64)]
print(vm["main"](*[tvm.runtime.tensor(a.astype("float32")) for a in args]).numpy().shape)
