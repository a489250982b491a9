# cause: affine_grid_theta_shape
# expect: AffineGrid expects
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
theta = np.random.rand(4, 3, 2).astype("float32")   # transposed by mistake
# %%
grid = compile_and_run(lambda t: relax.op.image.affine_grid(t, (7, 7)), theta)
print(grid.shape)
