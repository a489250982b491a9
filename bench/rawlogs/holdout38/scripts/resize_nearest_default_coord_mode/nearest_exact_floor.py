# cause: resize_nearest_default_coord_mode
# expect: Not equal to tolerance
# capture: pytest
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

def test_nearest_exact():
    x = np.random.rand(1, 2, 9, 7).astype("float32")
    y = compile_and_run(lambda a: relax.op.image.resize2d(a, (5, 11), method="nearest_neighbor",
                                                          coordinate_transformation_mode="half_pixel",
                                                          rounding_method="floor"), x)
    ref = torch.nn.functional.interpolate(torch.from_numpy(x), size=(5, 11), mode="nearest-exact").numpy()
    np.testing.assert_allclose(y, ref)
