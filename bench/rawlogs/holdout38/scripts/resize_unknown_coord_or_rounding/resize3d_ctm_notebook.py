# cause: resize_unknown_coord_or_rounding
# expect: Unsupported coordinate_transformation_mode
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
v = np.random.rand(1, 2, 3, 3, 3).astype("float32")
# %%
y = compile_and_run(lambda a: relax.op.image.resize3d(a, (6, 6, 6), coordinate_transformation_mode="align_corner"), v)
print(y.shape)
