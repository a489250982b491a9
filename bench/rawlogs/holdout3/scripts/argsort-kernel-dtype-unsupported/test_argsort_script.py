# cause: argsort-kernel-dtype-unsupported
# expect: test_rank_uint8_scores[\s\S]*Unsupported input dtype: uint8
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class RankF32:
    @R.function
    def main(s: R.Tensor((5,), "float32")) -> R.Tensor((5,), "int32"):
        i = R.argsort(s, dtype="int32")
        return i


@I.ir_module
class RankU8:
    @R.function
    def main(s: R.Tensor((5,), "uint8")) -> R.Tensor((5,), "int32"):
        i = R.argsort(s, dtype="int32")
        return i


def run(mod, data):
    vm = relax.VirtualMachine(relax.build(mod, target="llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(data)).numpy()


def test_rank_float_scores():
    d = np.array([3, 1, 4, 1, 5], "float32")
    np.testing.assert_array_equal(run(RankF32, d), np.argsort(d, kind="stable"))


def test_rank_uint8_scores():
    d = np.array([3, 1, 4, 1, 5], "uint8")
    np.testing.assert_array_equal(run(RankU8, d), np.argsort(d, kind="stable"))
