# cause: lift_params_num_input_exceeds_params_segv
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32"), w: R.Tensor((4, 3, 3, 3), "float32")):
        R.func_attr({"num_input": 2})
        with R.dataflow():
            wf = R.flip(w, axis=2)
            y = R.nn.conv2d(x, wf)
            R.output(y)
        return y


def test_lift():
    print('lifting', flush=True)
    mod = relax.transform.Normalize()(Conv)
    mod = mod.with_attr("model", "tiny")
    func = mod["main"].with_attr("num_input", 4)
    mod.update_func(mod.get_global_var("main"), func)
    lifted = relax.transform.LiftTransformParams()(mod)
    assert "main_transform_params" in [g.name_hint for g in lifted.get_global_vars()]


if __name__ == '__main__':
    test_lift()
