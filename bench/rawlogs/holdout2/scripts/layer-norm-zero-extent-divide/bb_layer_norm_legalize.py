# cause: layer-norm-zero-extent-divide
# expect: Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def make_layer_norm(shape, axes):
    norm_shape = [shape[a] for a in axes]
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    gamma = relax.const(np.ones(norm_shape, "float32"))
    beta = relax.const(np.zeros(norm_shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.layer_norm(x, gamma, beta, axes=axes, epsilon=1e-6))
        bb.emit_func_output(y)
    return bb.get()


def test_layer_norm_last_axis():
    mod = make_layer_norm((3, 4, 8), [-1])
    relax.transform.LegalizeOps()(mod)


def test_layer_norm_empty_last_axis():
    mod = make_layer_norm((2, 5, 0), [-1])
    mod = relax.transform.LegalizeOps()(mod)
    assert "layer_norm" in [gv.name_hint for gv in mod.functions]
