# cause: repeat-zero-repeats-topi
# expect: repeat only accepts `repeats >= 1`, but got repeats = 0
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_gqa_repeat():
    class GQA(nn.Module):
        def __init__(self, n_rep):
            self.n_rep = n_rep

        def forward(self, k):
            return nn.op.repeat(k, self.n_rep, axis=2)

    n_heads, n_kv_heads = 4, 8
    mod, _ = GQA(n_heads // n_kv_heads).export_tvm(spec={"forward": {"k": nn.spec.Tensor((1, 16, 8, 32), "float32")}})
    ex = tvm.compile(mod, target="llvm")
