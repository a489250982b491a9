# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
# capture: pytest
import tvm
from tvm import relax


def test_smoke():
    assert tvm.__version__


def test_bb_after_relu():
    print(f"TVM version: {tvm.__version__}")

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5, 5), "float32"))
    y = relax.Var("y", relax.TensorType((6, 6), "float32"))
    with bb.function("main", [x, y]):
        with bb.dataflow():
            r = bb.emit(relax.op.nn.relu(x))
            c = bb.emit_output(relax.op.concat([r, y], axis=0))
        bb.emit_func_output(c)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
