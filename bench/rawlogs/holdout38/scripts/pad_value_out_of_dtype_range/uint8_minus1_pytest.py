# cause: pad_value_out_of_dtype_range
# expect: cannot make uint from negative value -1
# capture: pytest-native
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

def test_mask_pad_ignore_label():
    m = np.random.randint(0, 20, (1, 1, 6, 6)).astype("uint8")
    y = compile_and_run(lambda a: relax.op.nn.pad(a, [0, 0, 0, 0, 2, 2, 2, 2], pad_value=-1.0), m)
    assert (y[..., :2, :] == 255).all()
