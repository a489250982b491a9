# cause: group-norm-zero-groups-infer
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax


def gn(groups):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 12, 5, 5), "float32"))
    g = relax.Var("g", relax.TensorType((12,), "float32"))
    b = relax.Var("b", relax.TensorType((12,), "float32"))
    with bb.function("main", [x, g, b]):
        bb.emit_func_output(bb.emit(relax.op.nn.group_norm(x, g, b, groups, 1, [2, 3])))
    return bb.get()


def test_gn_3():
    gn(3)


def test_gn_12():
    gn(12)


def test_gn_0():
    gn(0)
