# cause: decompose_layer_norm_nontrailing_axes
# expect: ValueError: In .*relax\.multiply
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("axes", [[-1], [2]])
def test_ln_decompose(axes):
    shape = (2, 3, 4, 5)
    n = shape[axes[0]]
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.layer_norm(x, relax.const(np.ones(n, "float32")),
                                               relax.const(np.zeros(n, "float32")), axes=axes))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    relax.transform.DecomposeOpsForTraining()(bb.get())
