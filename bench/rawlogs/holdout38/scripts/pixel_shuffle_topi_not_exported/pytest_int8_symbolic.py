# cause: pixel_shuffle_topi_not_exported
# expect: has no attribute 'pixel_shuffle'
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

def test_depth_to_space_int8_batch2():
    x = relax.Var("x", relax.TensorType((2, 9, 4, 4), "int8"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        y = bb.emit(relax.op.nn.pixel_shuffle(x, 3))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.arange(2 * 9 * 16, dtype="int8").reshape(2, 9, 4, 4)
    out = vm["main"](tvm.runtime.tensor(data)).numpy()
    assert out.shape == (2, 1, 12, 12)
