# cause: pool_window_larger_than_input
# expect: bad_alloc|negative dimensions are not allowed
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_maxpool1d_short_signal():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 2, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.max_pool1d(x, pool_size=5, strides=1))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((1, 2, 3), "float32")))
    assert out.numpy().max() == 1.0
