# cause: lift-params-num-input
# expect: cannot construct an Array of negative size
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def make_module(num_input):
    @I.ir_module
    class Model:
        @R.function
        def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((3, 4), "float32")):
            R.func_attr({"num_input": num_input})
            with R.dataflow():
                y = R.matmul(x, R.permute_dims(w))
                R.output(y)
            return y

    return Model


def test_lift_one_runtime_input():
    lifted = relax.transform.LiftTransformParams()(make_module(1))
    names = sorted(gv.name_hint for gv in lifted.get_global_vars())
    assert names == ["main", "main_transform_params"]


def test_lift_with_sentinel_num_input():
    # -1 is used elsewhere in our tooling as "all inputs are runtime inputs"
    lifted = relax.transform.LiftTransformParams()(make_module(-1))
    assert "main" in [gv.name_hint for gv in lifted.get_global_vars()]
