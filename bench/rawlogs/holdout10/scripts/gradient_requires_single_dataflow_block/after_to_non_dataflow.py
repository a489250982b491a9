# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Reg:
    @R.function
    def main(w: R.Tensor((5,), "float32")):
        with R.dataflow():
            s = R.multiply(w, w)
            l = R.sum(s)
            R.output(l)
        return l


def test_grad_after_lowering():
    mod = relax.transform.ToNonDataflow()(Reg)
    mod = relax.transform.Gradient("main")(mod)
    assert mod is not None
