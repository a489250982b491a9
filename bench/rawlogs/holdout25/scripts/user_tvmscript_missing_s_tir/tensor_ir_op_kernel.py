# cause: user_tvmscript_missing_s_tir
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.script import tirx as T

print("defining fused kernel")


@T.prim_func(private=True)
def scale_rows(a: T.handle, s: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n, 64), "float32")
    S = T.match_buffer(s, (n,), "float32")
    B = T.match_buffer(b, (n, 64), "float32")
    for i, j in T.grid(n, 64):
        with T.sblock("scale"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] * S[vi]


class RowScale(nn.Module):
    def forward(self, x: nn.Tensor, s: nn.Tensor):
        return op.tensor_ir_op(scale_rows, "scale_rows", args=[x, s], out=nn.Tensor.placeholder(x.shape, "float32"))


mod, _ = RowScale().export_tvm(spec={"forward": {"x": spec.Tensor(("n", 64), "float32"), "s": spec.Tensor(("n",), "float32")}})
