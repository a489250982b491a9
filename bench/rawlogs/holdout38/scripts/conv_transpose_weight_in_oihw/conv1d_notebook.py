# cause: conv_transpose_weight_in_oihw
# expect: Conv1dTranspose expects the channel size of the data
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
x = np.random.rand(1, 16, 12).astype("float32")
w = np.random.rand(8, 16, 5).astype("float32")  # taken from the matching Conv1d(16 -> 8)
# %%
y = compile_and_run(lambda a, k: relax.op.nn.conv1d_transpose(a, k, strides=2, padding=2), x, w)
print(y.shape)
