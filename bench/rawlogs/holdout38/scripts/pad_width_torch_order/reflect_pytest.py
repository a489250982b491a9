# cause: pad_width_torch_order
# expect: Illegal pad_width
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

def test_reflect_pad():
    x = np.random.rand(2, 4, 6, 6).astype("float32")
    y = compile_and_run(lambda a: relax.op.nn.pad(a, [1, 2, 0, 1], pad_mode="reflect"), x)
    ref = torch.nn.functional.pad(torch.from_numpy(x), (1, 2, 0, 1), mode="reflect").numpy()
    np.testing.assert_allclose(y, ref)
