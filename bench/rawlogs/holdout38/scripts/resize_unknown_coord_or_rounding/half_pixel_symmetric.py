# cause: resize_unknown_coord_or_rounding
# expect: Unsupported coordinate_transformation_mode: half_pixel_symmetric
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
print(compile_and_run(lambda a: relax.op.image.resize2d(a, (12, 12), coordinate_transformation_mode="half_pixel_symmetric"), x).shape)
