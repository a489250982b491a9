# cause: resize_unknown_method_name
# expect: Unknown resize method
# capture: pytest-short
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

def test_volume_resize():
    v = np.random.rand(1, 1, 4, 4, 4).astype("float32")
    y = compile_and_run(lambda a: relax.op.image.resize3d(a, (8, 8, 8), method="trilinear"), v)
    assert y.shape == (1, 1, 8, 8, 8)
