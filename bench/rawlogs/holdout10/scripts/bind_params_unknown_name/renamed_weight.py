# cause: bind_params_unknown_name
# expect: Function does not have parameter with name
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

mod = relax.transform.BindParams("main", {"weight": np.ones((3, 4), "float32")})(Dense)
