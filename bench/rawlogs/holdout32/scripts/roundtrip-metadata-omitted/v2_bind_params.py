# cause: roundtrip-metadata-omitted
# expect: Undefined variable: metadata
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_bound_module_roundtrip():
    params = {"w": tvm.runtime.tensor(np.eye(3, dtype="float32"))}
    bound = relax.transform.BindParams("main", params)(Model)
    text = bound.script()
    again = tvm.script.from_source(text)
    tvm.ir.assert_structural_equal(bound, again)
