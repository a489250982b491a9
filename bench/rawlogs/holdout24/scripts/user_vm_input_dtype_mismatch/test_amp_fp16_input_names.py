# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype float16 but get float32
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((8, 32), "float32"), w: R.Tensor((16, 32), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, R.permute_dims(w)))
            R.output(y)
        return y


def test_amp_with_fp16_weights():
    mod = relax.transform.ToMixedPrecision(out_dtype="float32", fp16_input_names=["w"])(Dense)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(8, 32).astype("float32")
    w = np.random.randn(16, 32).astype("float32")
    y = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    np.testing.assert_allclose(y, np.maximum(x @ w.T, 0), rtol=1e-2, atol=1e-2)
