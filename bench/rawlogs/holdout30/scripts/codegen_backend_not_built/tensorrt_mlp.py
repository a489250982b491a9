# cause: codegen_backend_not_built
# expect: Codegen is not found: relax\.ext\.tensorrt
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.contrib.tensorrt import partition_for_tensorrt
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class TwoLayer:
    @R.function
    def main(
        x: R.Tensor((8, 64), "float32"),
        w1: R.Tensor((64, 128), "float32"),
        w2: R.Tensor((128, 10), "float32"),
    ) -> R.Tensor((8, 10), "float32"):
        with R.dataflow():
            h = R.matmul(x, w1)
            h = R.nn.relu(h)
            y = R.matmul(h, w2)
            R.output(y)
        return y


def build_offloaded():
    weights = {
        "w1": np.random.randn(64, 128).astype("float32"),
        "w2": np.random.randn(128, 10).astype("float32"),
    }
    mod = relax.transform.BindParams("main", weights)(TwoLayer)
    mod = partition_for_tensorrt(mod)
    mod = relax.transform.RunCodegen()(mod)
    return mod


def test_mlp_tensorrt_offload():
    mod = build_offloaded()
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(8, 64).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x))
    assert out.numpy().shape == (8, 10)
