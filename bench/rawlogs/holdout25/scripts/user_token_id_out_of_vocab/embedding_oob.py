# cause: user_token_id_out_of_vocab
# expect: Segfault encountered
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec

VOCAB, DIM = 1000, 32


class Embed(nn.Module):
    def __init__(self):
        self.wte = nn.Embedding(VOCAB, DIM)

    def forward(self, ids):
        return self.wte(ids)


mod, params = Embed().export_tvm(spec={"forward": {"ids": spec.Tensor(("n",), "int32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
table = tvm.runtime.tensor(np.random.rand(VOCAB, DIM).astype("float32"))
# ids from the new tokenizer (vocab 50257), the checkpoint still has 1000 rows
ids = np.array([15496, 11, 995, 50256], "int32") * 100
print(vm["forward"](tvm.runtime.tensor(ids), table).numpy().sum())
