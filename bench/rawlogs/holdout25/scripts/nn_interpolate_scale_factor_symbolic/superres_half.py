# cause: nn_interpolate_scale_factor_symbolic
# expect: size.append\(int\(x.shape\[i\] \* scale_factor\)\)
# capture: combined
# env: TVM_BACKTRACE=1
import logging

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("thumbnailer")


class Thumbnailer(nn.Module):
    def __init__(self):
        self.norm = nn.GroupNorm(4, 16)

    def forward(self, x: nn.Tensor):
        y = self.norm(x)
        return op.interpolate(y, scale_factor=0.5, mode="nearest")


log.info("exporting Thumbnailer with dynamic spatial dims")
mod, params = Thumbnailer().export_tvm(spec={"forward": {"x": spec.Tensor(("b", 16, "h", "w"), "float32")}})
log.info("compiling")
lib = tvm.compile(mod, "llvm")
