# cause: user_token_id_out_of_vocab
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Gather(nn.Module):
    def __init__(self):
        self.codebook = nn.Embedding(256, 8)

    def forward(self, codes):
        return op.sum(self.codebook(codes), axis=1)


mod, params = Gather().export_tvm(spec={"forward": {"codes": spec.Tensor(("b", 4), "int64")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
cb = tvm.runtime.tensor(np.random.rand(256, 8).astype("float32"))
codes = np.array([[1, 2, 3, 2**40]], dtype="int64")  # packed code word not unpacked first
for step in range(3):
    print("step", step, flush=True)
    print(vm["forward"](tvm.runtime.tensor(codes), cb).numpy())
