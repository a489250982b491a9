# cause: resize_unknown_coord_or_rounding
# expect: Unknown rounding method: nearest
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

def test_mask_resize():
    m = np.random.randint(0, 5, (1, 1, 6, 6)).astype("float32")
    y = compile_and_run(lambda a: relax.op.image.resize2d(a, (12, 12), method="nearest_neighbor", rounding_method="nearest"), m)
    assert set(np.unique(y)) <= set(np.unique(m))
