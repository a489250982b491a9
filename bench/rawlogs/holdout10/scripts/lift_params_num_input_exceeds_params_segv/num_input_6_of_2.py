# cause: lift_params_num_input_exceeds_params_segv
# expect: Segfault encountered|Segmentation fault
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Lin:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((4, 3), "float32")):
        R.func_attr({"num_input": 6})
        with R.dataflow():
            wt = R.permute_dims(w)
            y = R.matmul(x, wt)
            R.output(y)
        return y

print("lifting transform params")
mod = relax.transform.LiftTransformParams()(Lin)
mod.show()
