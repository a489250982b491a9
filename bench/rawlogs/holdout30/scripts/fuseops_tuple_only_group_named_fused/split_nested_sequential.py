# cause: fuseops_tuple_only_group_named_fused
# expect: global_name != "fused"
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Halves:
    @R.function
    def main(x: R.Tensor((8, 32), "float32")) -> R.Tensor((4, 32), "float32"):
        with R.dataflow():
            parts = R.split(x, 2, axis=0)
            packed = (parts, x)
            halves = packed[0]
            lower = halves[1]
            R.output(lower)
        return lower


def fuse(mod):
    return tvm.transform.Sequential(
        [
            relax.transform.LegalizeOps(),
            relax.transform.AnnotateTIROpPattern(),
            relax.transform.FoldConstant(),
            relax.transform.FuseOps(),
            relax.transform.FuseTIR(),
        ]
    )(mod)


def test_lower_half_selected():
    mod = fuse(Halves)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(256, dtype="float32").reshape(8, 32)
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x[4:])
