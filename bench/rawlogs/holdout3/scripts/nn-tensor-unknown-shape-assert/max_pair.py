# cause: nn-tensor-unknown-shape-assert
# expect: AssertionError
# env: TVM_BACKTRACE=1
import tvm
from tvm.relax.frontend import nn


class PairMax(nn.Module):
    def forward(self, a: nn.Tensor, b: nn.Tensor):
        return nn.op.maximum(a, b)


def export(batch_a, batch_b):
    spec = {"forward": {"a": nn.spec.Tensor((batch_a, 3, 16), "float32"),
                        "b": nn.spec.Tensor((batch_b, 3, 16), "float32")}}
    return PairMax().export_tvm(spec=spec)


for a, b in [(4, 4), ("n", "n"), ("n", "m")]:
    mod, _ = export(a, b)
    print("exported", a, b)
