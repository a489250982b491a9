# cause: adaptive-pool-zero-output-topi
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax


def adaptive(out):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 12, 12), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=out)))
    return relax.transform.LegalizeOps()(bb.get())


def test_out_1():
    adaptive((1, 1))


def test_out_3():
    adaptive((3, 3))


def test_out_0_width():
    adaptive((2, 0))
