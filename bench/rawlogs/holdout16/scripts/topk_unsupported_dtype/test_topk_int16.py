# cause: topk_unsupported_dtype
# expect: Unsupported input dtype: (bool|int16|uint16)
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax


def test_topk_int16():
    bb = relax.BlockBuilder()
    s = relax.Var("s", relax.TensorType((2, 10), "int16"))
    with bb.function("main", [s]):
        r = bb.emit(relax.op.topk(s, k=3, axis=-1, ret_type="both"))
        bb.emit_func_output(r)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    vals, idx = vm["main"](tvm.runtime.tensor(np.arange(20, dtype="int16").reshape(2, 10)))
    assert vals.numpy().shape == (2, 3)
