# cause: layout_attr_mismatch_wrong_shape
# expect: mismatch
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

import torch

def test_gap_bins():
    x = np.random.rand(2, 16, 7, 7).astype("float32")
    y = compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool2d(a, (3, 3), layout="NHWC"), x)
    ref = torch.nn.functional.adaptive_avg_pool2d(torch.from_numpy(x), (3, 3)).numpy()
    np.testing.assert_allclose(y, ref, rtol=1e-5)
