# cause: nn_spec_int_exported_as_shape
# expect: check_shape_info
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Decoder(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(50, 16)
        self.cache = nn.KVCache(32, [16])

    def decode(self, tok: nn.Tensor, seq_len: int):
        h = self.emb(tok)                   # (1, 16)
        self.cache.append(h)
        ctx = self.cache.view(seq_len)      # (seq_len, 16)
        return op.sum(ctx, axis=0)


mod, params = Decoder().export_tvm(spec={"decode": {"tok": spec.Tensor((1,), "int32"), "seq_len": int}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
w = tvm.runtime.tensor(np.random.rand(50, 16).astype("float32"))
state = vm["_initialize_effect"]()
for t, tok in enumerate([3, 7, 11]):
    res, state = vm["decode"](tvm.runtime.tensor(np.array([tok], "int32")), t + 1, *state, w)
