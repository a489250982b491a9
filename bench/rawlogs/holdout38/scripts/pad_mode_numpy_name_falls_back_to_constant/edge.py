# cause: pad_mode_numpy_name_falls_back_to_constant
# expect: Mismatched elements
# capture: stderr
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

x = np.random.rand(1, 2, 5, 5).astype("float32")
y = compile_and_run(lambda a: relax.op.nn.pad(a, [0, 0, 0, 0, 2, 2, 2, 2], pad_mode="edge"), x)
np.testing.assert_allclose(y, np.pad(x, ((0, 0), (0, 0), (2, 2), (2, 2)), mode="edge"))
