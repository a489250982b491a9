# cause: pool2d-stride-zero
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax


def make_stem(pool_stride):
    bb = relax.BlockBuilder()
    x = relax.Var("images", relax.TensorType((4, 3, 64, 64), "float16"))
    w = relax.Var("stem_w", relax.TensorType((16, 3, 7, 7), "float16"))
    with bb.function("stem", [x, w]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(x, w, strides=(2, 2), padding=(3, 3)))
            r = bb.emit(relax.op.nn.relu(c))
            p = bb.emit_output(relax.op.nn.max_pool2d(r, (3, 3), strides=pool_stride, padding=(1, 1)))
        bb.emit_func_output(p)
    return bb.get()


def test_stem_compiles():
    mod = make_stem((2, 2))
    tvm.compile(mod, target="llvm")


def test_stem_output_shape():
    mod = make_stem((2, 2))
    ret = mod["stem"].ret_ty
    assert [int(v) for v in ret.shape] == [4, 16, 16, 16]


def test_stem_unit_height_stride():
    mod = make_stem((1, 0))
    tvm.compile(mod, target="llvm")
