# cause: adaptive_pool_zero_extent
# expect: Divide by zero
# capture: pytest-line
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

def test_empty_crop_pool():
    crop = np.zeros((1, 4, 0, 8), dtype="float32")   # an empty crop from an upstream slice
    y = compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool2d(a, (2, 2)), crop)
    assert y.shape == (1, 4, 2, 2)
