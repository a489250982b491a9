# cause: adaptive_pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit
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

def test_pool1d_nwc_out():
    x = np.random.rand(1, 4, 12).astype("float32")
    y = compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool1d(a, 3, layout="NCW", out_layout="NWC"), x)
    assert y.shape == (1, 3, 4)
