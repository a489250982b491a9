# cause: bind_params_unknown_name
# expect: Function does not have parameter with name
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class M:
    @R.function
    def main(inp: R.Tensor((1, 8), "float32"), p_w: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            y = R.matmul(inp, p_w)
            R.output(y)
        return y


def test_bind():
    params = {"w": np.eye(8, dtype="float32")}
    mod = relax.transform.BindParams("main", params)(M)
    ex = tvm.compile(mod, "llvm")
