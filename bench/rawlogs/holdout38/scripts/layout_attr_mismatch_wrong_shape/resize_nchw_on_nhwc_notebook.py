# cause: layout_attr_mismatch_wrong_shape
# expect: AssertionError
# capture: notebook
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

# %%
img = (np.random.rand(1, 24, 32, 3) * 255).astype("float32")  # HWC camera frame with batch
# %%
small = compile_and_run(lambda a: relax.op.image.resize2d(a, (12, 16)), img)
print(small.shape)
assert small.shape[-1] == 3, "expected channels-last output"
