# cause: gradient_missing_primal_gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_clip_grad():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = bb.emit(relax.op.clip(x, 0.0, 6.0))
            s = bb.emit(relax.op.sum(c))
            o = bb.emit_output(s)
        bb.emit_func_output(o)
    mod = relax.transform.Gradient("main")(bb.get())
    assert "main_adjoint" in [gv.name_hint for gv in mod.get_global_vars()]
