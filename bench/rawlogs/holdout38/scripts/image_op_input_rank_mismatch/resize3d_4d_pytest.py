# cause: image_op_input_rank_mismatch
# expect: requires the input to be 5-dim tensor
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

def test_depth_resize():
    v = np.random.rand(1, 4, 4, 4).astype("float32")
    y = compile_and_run(lambda a: relax.op.image.resize3d(a, (8, 8, 8)), v)
    assert y.shape[-3:] == (8, 8, 8)
