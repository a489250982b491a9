# cause: min-value-bool
# expect: min_value
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def pool_mod(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("occ", relax.TensorType((1, 1, 8, 8), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2)))
        bb.emit_func_output(out)
    return bb.get()


def test_occupancy_pool_uint8():
    ex = tvm.compile(pool_mod("uint8"), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.zeros((1, 1, 8, 8), "uint8"); x[0, 0, 0, 0] = 1
    assert vm["main"](tvm.runtime.tensor(x)).numpy()[0, 0, 0, 0] == 1


def test_occupancy_pool_bool():
    ex = tvm.compile(pool_mod("bool"), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.zeros((1, 1, 8, 8), "bool"); x[0, 0, 0, 0] = True
    assert vm["main"](tvm.runtime.tensor(x)).numpy()[0, 0, 0, 0]
