# cause: tirx_compute_legalize_bind_dtype
# expect: StructuralEqual\(\)\(value->ty, var->ty\)\) is false
# capture: pytest
# env: TVM_BACKTRACE=1
import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Nearest:
    @R.function
    def main(d: R.Tensor((16, 64), "float8_e5m2")) -> R.Tensor((16,), "int64"):
        with R.dataflow():
            idx = R.argmin(d, axis=1)
            R.output(idx)
        return idx


def test_nearest_centroid_fp8():
    ex = tvm.compile(Nearest, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    d = np.abs(np.random.randn(16, 64)).astype(ml_dtypes.float8_e5m2)
    got = vm["main"](tvm.runtime.tensor(d)).numpy()
    np.testing.assert_array_equal(got, d.astype("float32").argmin(1))
