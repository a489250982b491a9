# cause: mixed-precision-output-tuple-get-item
# expect: test_amp_tuple_output[\s\S]*The type is not populated
# capture: pytest
import tvm
from tvm import relax


def dense(bb, x, w):
    return bb.emit(relax.op.matmul(x, relax.op.permute_dims(w)))


def test_amp_single_output():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 32), "float32"))
    w = relax.Var("w", relax.TensorType((16, 32), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = dense(bb, x, w)
            out = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(out)
    mod = relax.transform.ToMixedPrecision()(bb.get())
    tvm.compile(mod, target="llvm")


def test_amp_tuple_output():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 32), "float32"))
    w = relax.Var("w", relax.TensorType((16, 32), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = dense(bb, x, w)
            pair = bb.emit(relax.Tuple([y, relax.op.nn.relu(y)]))
            out = bb.emit_output(relax.TupleGetItem(pair, 1))
        bb.emit_func_output(out)
    mod = relax.transform.ToMixedPrecision()(bb.get())
    tvm.compile(mod, target="llvm")
