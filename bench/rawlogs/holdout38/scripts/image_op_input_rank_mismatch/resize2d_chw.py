# cause: image_op_input_rank_mismatch
# expect: layout NCHW requires the input to be 4-dim tensor
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

img = np.random.rand(3, 32, 32).astype("float32")   # single image, no batch axis
print(compile_and_run(lambda a: relax.op.image.resize2d(a, (64, 64)), img).shape)
