# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
# capture: pytest
import tvm
from tvm import relax


def test_bb_scalar_chain():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((), "float32"))
    g = relax.Var("g", relax.TensorType((), "float32"))
    b = relax.Var("b", relax.TensorType((), "float32"))
    with bb.function("main", [x, g, b]):
        with bb.dataflow():
            e = bb.emit(relax.op.exp(x))
            y = bb.emit(relax.op.nn.layer_norm(e, g, b, axes=[]))
            z = bb.emit_output(relax.op.tanh(y))
        bb.emit_func_output(z)
    mod = bb.get()

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)
