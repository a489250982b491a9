# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Two:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        y = R.exp(x)
        with R.dataflow():
            z = R.sum(y)
            R.output(z)
        return z


def test_two_blocks():
    relax.transform.Gradient("main")(Two)
