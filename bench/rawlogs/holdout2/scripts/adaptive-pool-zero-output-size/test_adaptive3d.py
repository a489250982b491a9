# cause: adaptive-pool-zero-output-size
# expect: Divide by zero
# capture: pytest
import pytest
import tvm
from tvm import relax


def build(out_size):
    bb = relax.BlockBuilder()
    vol = relax.Var("vol", relax.TensorType((1, 4, 8, 8, 8), "float32"))
    with bb.function("main", [vol]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool3d(vol, output_size=out_size))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("out_size", [(2, 2, 2), (0, 0, 0)])
def test_adaptive_pool3d(out_size):
    mod = build(out_size)
    tvm.compile(mod, target="llvm")
