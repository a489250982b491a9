# cause: split_unsorted_indices_legalize
# expect: split_indices must be sorted
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn

class Chunk(nn.Module):
    def forward(self, x):
        a, b, c = nn.op.split(x, [5, 2], axis=1)
        return nn.op.add(a, a)

def test_chunk():
    mod, _ = Chunk().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 9), "float32")}})
    tvm.compile(mod, "llvm")
