# cause: llvm_codegen_bool_division
# expect: codegen_llvm\.cc
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Normalize(nn.Module):
    def forward(self, hits: nn.Tensor, total: nn.Tensor):
        return op.divide(hits, total)


mod, _ = Normalize().export_tvm(spec={"forward": {"hits": spec.Tensor(("b", 4), "bool"), "total": spec.Tensor(("b", 4), "bool")}})
print("compiling", [gv.name_hint for gv in mod.get_global_vars()])
tvm.compile(mod, target="llvm")
