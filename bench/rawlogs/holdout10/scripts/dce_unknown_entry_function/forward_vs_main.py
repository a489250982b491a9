# cause: dce_unknown_entry_function
# expect: Cannot find global var "\w+" in the Module
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.exp(x)
            unused = R.log(x)
            R.output(y)
        return y

mod = relax.transform.DeadCodeElimination(["forward"])(M)
mod.show()
