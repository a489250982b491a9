# cause: conv_transpose_layout_not_legalized
# expect: CodeGenVM cannot emit
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
x = np.random.rand(1, 4, 6, 6).astype("float32")
w = np.random.rand(4, 4, 2, 2).astype("float32")
# %%
y = compile_and_run(lambda a, k: relax.op.nn.conv2d_transpose(a, k, strides=2, out_layout="NHWC"), x, w)
print(y.shape)
