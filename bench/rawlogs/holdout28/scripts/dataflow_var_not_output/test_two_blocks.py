# cause: dataflow_var_not_output
# expect: Undefined variable: h
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R, tirx as T


def test_two_stage():
    @I.ir_module
    class Two:
        @R.function
        def main(x: R.Tensor(("n", 16), "float32")):
            with R.dataflow():
                h = R.nn.relu(x)
                g = R.sigmoid(x)
                R.output(g)
            with R.dataflow():
                y = R.multiply(h, g)
                R.output(y)
            return y

    assert Two is not None
