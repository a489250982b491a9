# cause: grid_sample_torch_grid_layout
# expect: Mismatched elements|mismatch
# capture: ipython
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
theta = np.array([[[0.9, 0.1, 0.0], [-0.1, 0.9, 0.0]]], dtype="float32")
x = np.random.rand(1, 2, 6, 6).astype("float32")
tgrid = torch.nn.functional.affine_grid(torch.from_numpy(theta), (1, 2, 6, 6), align_corners=True)
y = compile_and_run(lambda a, gg: relax.op.image.grid_sample(a, gg, align_corners=True), x, tgrid.numpy())
ref = torch.nn.functional.grid_sample(torch.from_numpy(x), tgrid, align_corners=True).numpy()
np.testing.assert_allclose(y, ref, rtol=1e-5, atol=1e-6)
