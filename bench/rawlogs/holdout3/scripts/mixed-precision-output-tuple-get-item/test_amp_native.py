# cause: mixed-precision-output-tuple-get-item
# expect: The type is not populated
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class TopTwo:
    @R.function
    def main(x: R.Tensor((4, 10), "float32"), w: R.Tensor((10, 10), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            both = R.topk(y, k=2, axis=-1, ret_type="both")
            vals = both[0]
            R.output(vals)
        return vals


def test_fp32_build():
    ex = tvm.compile(TopTwo, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.eye(4, 10, dtype="float32")),
                     tvm.runtime.tensor(np.eye(10, dtype="float32")))
    assert out.numpy().shape == (4, 2)


def test_fp16_build():
    mod = relax.transform.ToMixedPrecision()(TopTwo)
    tvm.compile(mod, target="llvm")
