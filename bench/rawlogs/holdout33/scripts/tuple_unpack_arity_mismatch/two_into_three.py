# cause: tuple_unpack_arity_mismatch
# expect: not enough values to unpack
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_lstm_state_update():
    @I.ir_module
    class Cell:
        @R.function
        def main(h: R.Tensor((1, 8), "float32"), c: R.Tensor((1, 8), "float32")):
            state = (h, c)
            h0, c0, extra = state
            h1 = R.tanh(R.add(h0, c0))
            return (h1, c0)

    ex = tvm.compile(Cell, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    z = tvm.runtime.tensor(np.zeros((1, 8), "float32"))
    out = vm["main"](z, z)
    assert len(out) == 2
