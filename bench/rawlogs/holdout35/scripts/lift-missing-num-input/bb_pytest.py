# cause: lift-missing-num-input
# expect: assert 'main_transform_params' in
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_bb_pytest():
    def build_mlp(with_num_input):
        bb = relax.BlockBuilder()
        x = relax.Var("x", relax.TensorType((2, 16), "float32"))
        w0 = relax.Var("w0", relax.TensorType((32, 16), "float32"))
        w1 = relax.Var("w1", relax.TensorType((8, 32), "float32"))
        attrs = {"num_input": 1} if with_num_input else None
        with bb.function("main", [x, w0, w1], attrs=attrs):
            with bb.dataflow():
                h = bb.emit(relax.op.nn.relu(relax.op.matmul(x, relax.op.permute_dims(w0))))
                o = bb.emit_output(relax.op.matmul(h, relax.op.permute_dims(w1)))
            bb.emit_func_output(o)
        return bb.get()
    mod = build_mlp(False)
    mod = relax.transform.LiftTransformParams()(mod)
    assert "main_transform_params" in [gv.name_hint for gv in mod.get_global_vars()]
