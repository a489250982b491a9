# cause: bool_reduce_no_identity
# expect: Cannot decide min_value
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op
from tvm.relax.op import argmax


class FirstEOS(nn.Module):
    """Index of the first end-of-sequence token (numpy idiom: (ids == eos).argmax(-1))."""

    def forward(self, ids: nn.Tensor):
        eos = op.full(ids.shape, 2, dtype="int64")
        hit = op.equal(ids, eos)
        return op.wrap_nested(argmax(hit._expr, axis=-1), name="first_eos")


mod, _ = FirstEOS().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((2, 8), "int64")}})
ex = tvm.compile(mod, target="llvm")
ids = np.array([[5, 6, 2, 0, 0, 0, 0, 0], [7, 7, 7, 7, 2, 0, 0, 0]], "int64")
got = relax.VirtualMachine(ex, tvm.cpu())["forward"](tvm.runtime.tensor(ids)).numpy()
print(got, (ids == 2).argmax(-1))
