# cause: affine_grid_theta_shape
# expect: AffineGrid
# capture: pytest
import numpy as np
import tvm
from tvm import relax

def compile_and_run(build, *arrays):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"in{i}", relax.TensorType(a.shape, str(a.dtype))) for i, a in enumerate(arrays)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(build(*params))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def test_stn_localisation_head():
    theta = np.tile(np.array([1, 0, 0, 0, 1, 0], dtype="float32"), (2, 1))   # fc output, not reshaped
    y = compile_and_run(lambda t: relax.op.image.affine_grid(t, (5, 5)), theta)
    assert y.shape == (2, 2, 5, 5)
