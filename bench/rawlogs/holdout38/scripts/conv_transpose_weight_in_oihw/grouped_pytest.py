# cause: conv_transpose_weight_in_oihw
# expect: Conv2dTranspose expects the channel size of the data
# capture: pytest-short
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

def test_grouped_deconv():
    x = np.random.rand(1, 8, 5, 5).astype("float32")
    w_oihw = np.random.rand(6, 4, 3, 3).astype("float32")  # out=6, in/groups=4, groups=2
    y = compile_and_run(lambda a, k: relax.op.nn.conv2d_transpose(a, k, strides=2, groups=2), x, w_oihw)
    assert y.shape == (1, 6, 11, 11)
