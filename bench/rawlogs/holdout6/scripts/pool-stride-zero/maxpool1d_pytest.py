# cause: pool-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _build(strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4, 20), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.nn.max_pool1d(x, pool_size=2, strides=strides))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_pool1d_stride_two():
    ex = tvm.compile(_build(2), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    res = vm["main"](tvm.runtime.tensor(np.ones((2, 4, 20), "float32")))
    assert res.numpy().shape == (2, 4, 10)


def test_pool1d_stride_zero_rejected_gracefully():
    mod = _build(0)
    tvm.compile(mod, target="llvm")
