# cause: dce_unknown_entry_function
# expect: Cannot find global var "\w+" in the Module
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn

class Tiny(nn.Module):
    def __init__(self):
        self.l = nn.Linear(4, 4)
    def forward(self, x):
        return self.l(x)

mod, _ = Tiny().export_tvm({"forward": {"x": nn.spec.Tensor((1, 4), "float32")}})
print([gv.name_hint for gv in mod.get_global_vars()])
mod = relax.transform.DeadCodeElimination(entry_functions=["foward"])(mod)
