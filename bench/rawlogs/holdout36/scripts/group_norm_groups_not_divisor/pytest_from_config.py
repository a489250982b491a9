# cause: group_norm_groups_not_divisor
# expect: group_norm
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


CFG = {"channels": 12, "groups": 8}


def test_group_norm_block():
    c = CFG["channels"]
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, c, 4, 4), "float32"))
    g = relax.Var("g", R.Tensor((c,), "float32"))
    b = relax.Var("b", R.Tensor((c,), "float32"))
    with bb.function("main", [x, g, b]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=CFG["groups"], channel_axis=1, axes=[2, 3]))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
