# cause: match_dfb_given_non_dataflow_block
# expect: Expected `relax\.expr\.DataflowBlock` but got `ir\.IRModule`
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, wildcard
from tvm.relax.frontend import nn


class Gated(nn.Module):
    def __init__(self):
        self.gate = nn.Linear(64, 128, bias=False)
        self.up = nn.Linear(64, 128, bias=False)

    def forward(self, x: nn.Tensor):
        return nn.silu(self.gate(x)) * self.up(x)


mod, _ = Gated().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 64), "float32")}})

with PatternContext() as ctx:
    inp = wildcard()
    gate = is_op("relax.matmul")(inp, wildcard())
    up = is_op("relax.matmul")(inp, wildcard())
    act = is_op("relax.nn.silu")(gate)
    prod = is_op("relax.multiply")(act, up)
    match = ctx.match_dfb(mod)

print(match)
