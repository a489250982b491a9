# cause: cuda_runtime_not_available
# expect: CUDA runtime is not linked into this build
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl
np.random.seed(0)


@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((64, 128), "float32"), w: R.Tensor((128, 128), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, w))
            R.output(y)
        return y


def test_relax_block_on_gpu():
    target = tvm.target.Target("cuda")
    mod = relax.transform.LegalizeOps()(Block)
    with target:
        mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.Fallback())(mod)
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cuda())
    x = tvm.runtime.tensor(np.random.rand(64, 128).astype("float32"), tvm.cuda())
    w = tvm.runtime.tensor(np.random.rand(128, 128).astype("float32"), tvm.cuda())
    vm["main"](x, w)
