# cause: bool_reduce_identity_undefined
# expect: Cannot decide (min|max)_value for typeT\.bool
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn


class AllValid(nn.Module):
    def forward(self, flags: nn.Tensor):
        return nn.op.min(flags, axis=-1)


def test_export_and_build():
    mod, _ = AllValid().export_tvm({"forward": {"flags": nn.spec.Tensor((3, 7), "bool")}})
    ex = tvm.compile(mod, target="llvm")
    assert ex is not None
