# cause: tir_abs_bool_unsupported
# expect: absolute op
# capture: combined
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested


class Distance(nn.Module):
    def forward(self, a: nn.Tensor, b: nn.Tensor):
        diff = wrap_nested(relax.op.logical_xor(a._expr, b._expr), "xor")
        return wrap_nested(relax.op.abs(diff._expr), "mag")


mod, _ = Distance().export_tvm(spec={"forward": {"a": spec.Tensor(("n",), "bool"), "b": spec.Tensor(("n",), "bool")}})
print("exported; compiling")
tvm.compile(mod, "llvm")
