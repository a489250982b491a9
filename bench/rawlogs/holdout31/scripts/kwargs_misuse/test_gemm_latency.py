# cause: kwargs_misuse
# expect: evaluator\(\) got an unexpected keyword argument 'lhs'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gemm:
    @R.function
    def main(lhs: R.Tensor((64, 64), "float32"), rhs: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            out = R.matmul(lhs, rhs)
            R.output(out)
        return out


def test_gemm_latency_budget():
    dev = tvm.cpu()
    ex = tvm.compile(Gemm, target="llvm")
    vm = relax.VirtualMachine(ex, dev)
    lhs = tvm.runtime.tensor(np.ones((64, 64), dtype="float32"))
    rhs = tvm.runtime.tensor(np.ones((64, 64), dtype="float32"))
    timer = vm.time_evaluator("main", dev, number=10, repeat=2)
    result = timer(lhs=lhs, rhs=rhs)
    assert result.mean < 0.05
