# cause: llvm-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Reach:
    @R.function
    def main(adj: R.Tensor((4, 4), "bool"), frontier: R.Tensor((4, 4), "bool")):
        with R.dataflow():
            nxt = R.matmul(adj, frontier)
            R.output(nxt)
        return nxt


@I.ir_module
class ReachF:
    @R.function
    def main(adj: R.Tensor((4, 4), "float32"), frontier: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            nxt = R.matmul(adj, frontier)
            R.output(nxt)
        return nxt


def test_float_reachability():
    ex = tvm.compile(ReachF, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    eye = np.eye(4, dtype="float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(eye), tvm.runtime.tensor(eye)).numpy(), eye)


def test_bool_reachability():
    tvm.compile(Reach, target="llvm")
