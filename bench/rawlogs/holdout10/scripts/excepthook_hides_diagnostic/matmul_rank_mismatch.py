# cause: excepthook_hides_diagnostic
# expect: Warning: BlockBuilder destroyed with remaining blocks
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Proj:
    @R.function
    def main(x: R.Tensor((2, 16, 64), "float16"), w: R.Tensor((32, 64), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps()(Proj)
