# cause: layout_transform_index_map_arity
# expect: number of dimensions in input must match
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

from tvm.tirx import IndexMap


def test_blocked_layout():
    x_np = np.arange(32, dtype="float32").reshape(4, 8)
    imap = IndexMap.from_func(lambda *idx: (idx[0], idx[-1] // 4, idx[-1] % 4), ndim=3)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 8), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.layout_transform(x, imap))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), x_np.reshape(4, 2, 4))
