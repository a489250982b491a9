# cause: user_broadcast_incompatible_shapes
# expect: not broadcastable|broadcast
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

def test_where_bcast():
    @tvm.script.ir_module
    class Mod:
        @R.function
        def main(c: R.Tensor((3, 4), "bool"), x: R.Tensor((3, 4), "float32"), y: R.Tensor((3,), "float32")):
            return R.where(c, x, y)

    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
