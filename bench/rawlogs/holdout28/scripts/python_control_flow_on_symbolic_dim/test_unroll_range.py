# cause: python_control_flow_on_symbolic_dim
# expect: cannot be interpreted as an integer
# capture: pytest-short
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class CumRows(nn.Module):
    def forward(self, x):
        rows = op.split(x, x.shape[0], axis=0) if False else None
        acc = None
        for i in range(x.shape[0]):
            row = op.take(x, nn.Tensor.from_const(__import__("numpy").array([i], "int64")), axis=0)
            acc = row if acc is None else op.add(acc, row)
        return acc


def test_export_cumrows():
    CumRows().export_tvm({"forward": {"x": spec.Tensor(["n", 8], "float32")}})
