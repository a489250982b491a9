# cause: missing_match_cast_unknown_shape
# expect: Reshape expects the input tensor to have known shape
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def test_topk_then_matmul():
    @I.ir_module
    class Sel:
        @R.function
        def main(x: R.Tensor(("n", 8), "float32"), w: R.Tensor((8, 4), "float32")):
            n = T.int64()
            with R.dataflow():
                mask = R.greater(R.sum(x, axis=[1]), R.const(0.0, "float32"))
                idx = R.nonzero(mask)
                flat = R.reshape(idx, R.shape([-1]))
                rows = R.take(x, flat, axis=0)
                y = R.matmul(rows, w)
                R.output(y)
            return y

    vm = relax.VirtualMachine(tvm.compile(Sel, target="llvm"), tvm.cpu())
    x = np.random.default_rng(0).standard_normal((6, 8)).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.ones((8, 4), "float32")))
    assert out.shape[1] == 4
