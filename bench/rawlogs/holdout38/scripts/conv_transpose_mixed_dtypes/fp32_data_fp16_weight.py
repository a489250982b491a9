# cause: conv_transpose_mixed_dtypes
# expect: Binary operators must have the same datatype
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

x = np.random.rand(1, 4, 8, 8).astype("float32")
w = np.random.rand(4, 2, 3, 3).astype("float16")   # weights stored in half precision
print(compile_and_run(lambda a, k: relax.op.nn.conv2d_transpose(a, k, strides=2), x, w).shape)
