# cause: user_token_id_out_of_vocab
# expect: Segfault encountered
# post: truncate=0.35
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class LMHeadTied(nn.Module):
    def __init__(self):
        self.embed = nn.Embedding(512, 64, dtype="float16")

    def forward(self, ids):
        h = self.embed(ids)
        return op.matmul(h, op.permute_dims(self.embed.weight))


mod, named = LMHeadTied().export_tvm(spec={"forward": {"ids": spec.Tensor((1, "seq"), "int32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
w = tvm.runtime.tensor(np.random.rand(512, 64).astype("float16"))
pad_id = -100000000  # ignore_index from the training collator leaked into inference
ids = np.array([[5, 17, pad_id, pad_id]], "int32")
print(vm["forward"](tvm.runtime.tensor(ids), w).numpy().argmax(-1))
