# cause: llvm_max_min_drop_nan
# expect: AssertionError
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

logging.basicConfig(level=logging.DEBUG, format="%(levelname)s:%(name)s:%(message)s")
logger = logging.getLogger("loss_guard")


class MinLoss(nn.Module):
    def forward(self, losses: nn.Tensor):
        return op.min(losses, axis=0)


mod, _ = MinLoss().export_tvm(spec={"forward": {"losses": spec.Tensor(("steps", 4), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
losses = np.array([[0.9, 1.2, 0.7, 0.3], [np.nan, 1.1, 0.6, 0.2], [0.8, np.nan, 0.5, 0.1]], "float32")
got = vm["forward"](tvm.runtime.tensor(losses)).numpy()
logger.debug("per-column min: %s", got)
assert np.isnan(got[0]) and np.isnan(got[1]), f"NaN was swallowed by min-reduction: {got}"
