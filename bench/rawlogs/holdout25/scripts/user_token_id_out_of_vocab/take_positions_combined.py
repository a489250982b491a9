# cause: user_token_id_out_of_vocab
# expect: Fast mode segfaults when there are out-of-bounds indices
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class PosLookup(nn.Module):
    def forward(self, table: nn.Tensor, pos: nn.Tensor):
        return op.take(table, pos, axis=0)


print("compiling ...", flush=True)
mod, _ = PosLookup().export_tvm(spec={"forward": {"table": spec.Tensor((2048, 64), "float32"), "pos": spec.Tensor(("n",), "int64")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
table = tvm.runtime.tensor(np.zeros((2048, 64), "float32"))
pos = np.arange(4, dtype="int64") + 40_000_000  # absolute stream offset instead of position in window
print("running lookup for positions", pos, flush=True)
out = vm["forward"](table, tvm.runtime.tensor(pos))
print(out.numpy().shape)
