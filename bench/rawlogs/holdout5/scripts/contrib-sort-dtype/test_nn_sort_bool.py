# cause: contrib-sort-dtype
# expect: Unsupported input dtype: bool
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class SortFlags(nn.Module):
    def forward(self, flags: nn.Tensor):
        return op.sort(flags, axis=-1, descending=True)


def _run(dtype, data):
    mod, _ = SortFlags().export_tvm(spec={"forward": {"flags": spec.Tensor([5], dtype)}})
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["forward"](tvm.runtime.tensor(data)).numpy()


def test_sort_float():
    out = _run("float32", np.array([0, 1, 0, 1, 1], "float32"))
    assert out.tolist() == [1, 1, 1, 0, 0]


def test_sort_bool():
    out = _run("bool", np.array([0, 1, 0, 1, 1], bool))
    assert out.tolist() == [True, True, True, False, False]
