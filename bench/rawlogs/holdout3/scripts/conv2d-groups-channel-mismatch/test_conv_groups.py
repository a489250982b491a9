# cause: conv2d-groups-channel-mismatch
# expect: test_grouped_conv\[3\][\s\S]*channel size of the data
# capture: pytest
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def grouped(groups):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 12, 8, 8), "float16"))
    w = relax.Var("w", relax.TensorType((12, 12 // groups, 3, 3), "float16"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv2d(x, w, groups=groups if groups != 3 else 4))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("groups", [1, 2, 3])
def test_grouped_conv(groups):
    tvm.compile(grouped(groups), target="llvm")
