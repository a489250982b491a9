# cause: bind_params_shape_not_validated
# expect: (broadcast|incompatible|not equal)
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_bind_scale():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 6), "float32"))
    s = relax.Var("scale", relax.TensorType((4, 6), "float32"))
    with bb.function("main", [x, s]):
        with bb.dataflow():
            y = bb.emit(relax.op.multiply(x, s))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    mod = relax.transform.BindParams("main", {"scale": np.ones((6, 4), "float32")})(bb.get())
    mod = relax.transform.LegalizeOps()(mod)
