# cause: power_int_legalize
# expect: power only applies to float
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn


class Cube(nn.Module):
    def forward(self, x: nn.Tensor):
        return nn.wrap_nested(relax.op.power(x._expr, relax.const(3, "int32")), name="cube")


mod, _ = Cube().export_tvm({"forward": {"x": nn.spec.Tensor((16,), "int32")}})
mod.show()
ex = tvm.compile(mod, target="llvm")
