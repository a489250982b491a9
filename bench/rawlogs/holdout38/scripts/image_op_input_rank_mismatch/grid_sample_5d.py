# cause: image_op_input_rank_mismatch
# expect: grid_sample
# capture: combined
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

vol = np.random.rand(1, 2, 4, 4, 4).astype("float32")
grid = np.random.rand(1, 3, 2, 2, 2).astype("float32")
print(compile_and_run(lambda a, g: relax.op.image.grid_sample(a, g), vol, grid).shape)
