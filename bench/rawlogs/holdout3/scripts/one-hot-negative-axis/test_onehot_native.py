# cause: one-hot-negative-axis
# expect: test_scatter_targets[\s\S]*out of bounds
# capture: pytest-native
import tvm
from tvm import relax, tirx


def one_hot_mod(shape, depth, axis):
    bb = relax.BlockBuilder()
    t = relax.Var("t", relax.TensorType(shape, "int32"))
    with bb.function("main", [t]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.one_hot(t, relax.prim_value(tirx.FloatImm("float32", 0.9)),
                                                relax.prim_value(tirx.FloatImm("float32", 0.1 / depth)),
                                                depth, axis))
        bb.emit_func_output(o)
    return bb.get()


def test_smooth_labels_last_axis():
    mod = one_hot_mod((16,), 10, -1)
    assert [int(d) for d in mod["main"].ret_ty.shape] == [16, 10]
    tvm.compile(mod, target="llvm")


def test_scatter_targets():
    mod = one_hot_mod((4, 16), 10, -2)
    assert [int(d) for d in mod["main"].ret_ty.shape] == [4, 10, 16]
    tvm.compile(mod, target="llvm")
