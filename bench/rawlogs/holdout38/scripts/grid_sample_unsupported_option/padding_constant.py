# cause: grid_sample_unsupported_option
# expect: AssertionError: constant is not supported
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

x = np.random.rand(1, 3, 8, 8).astype("float32")
g = (np.random.rand(1, 2, 4, 4) * 2 - 1).astype("float32")
print(compile_and_run(lambda a, gg: relax.op.image.grid_sample(a, gg, padding_mode="constant"), x, g).shape)
