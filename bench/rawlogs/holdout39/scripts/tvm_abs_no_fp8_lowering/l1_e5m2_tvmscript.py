# cause: tvm_abs_no_fp8_lowering
# expect: not supported for absolute op
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import ml_dtypes

@tvm.script.ir_module
class L1:
    @R.function
    def main(x: R.Tensor((2, 4), "float8_e5m2"), y: R.Tensor((2, 4), "float8_e5m2")):
        with R.dataflow():
            d = R.subtract(x, y)
            a = R.abs(d)
            s = R.sum(R.astype(a, "float32"))
            R.output(s)
        return s

def test_l1():
    ex = tvm.compile(L1, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.ones((2, 4), "float32").astype(ml_dtypes.float8_e5m2)
    b = np.zeros((2, 4), "float32").astype(ml_dtypes.float8_e5m2)
    assert float(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()) == 8.0
