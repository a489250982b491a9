# cause: tvmscript_undefined_shape_var
# expect: is not defined|Undefined variable
# capture: pytest
import tvm
from tvm.script import relax as R, tirx as T, ir as I

def test_parse_dynamic_reshape():
    @I.ir_module
    class Model:
        @R.function
        def main(x: R.Tensor(ndim=2, dtype="float32")):
            n = T.int64()
            with R.dataflow():
                y = R.match_cast(x, R.Tensor((n, k), "float32"))
                R.output(y)
            return y
    assert Model is not None
