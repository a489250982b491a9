# cause: pixel_shuffle_channels_not_divisible
# expect: divisible by the square of the upscale factor
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

def test_espcn_tail():
    feat = np.random.rand(1, 6, 10, 10).astype("float32")  # 3 * r (not r*r) channels
    y = compile_and_run(lambda a: relax.op.nn.pixel_shuffle(a, 2), feat)
    assert y.shape == (1, 3, 20, 20)
