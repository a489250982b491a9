# cause: strided_slice_zero_stride_infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


print("parsing module", flush=True)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 3), "float32")) -> R.Tensor(None, "float32", ndim=2):
        with R.dataflow():
            y = R.add(x, x)
            z = R.strided_slice(y, axes=[0], begin=[1], end=[7], strides=[0])
            R.output(z)
        return z

Module.show()
