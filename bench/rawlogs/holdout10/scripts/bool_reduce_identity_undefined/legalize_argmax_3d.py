# cause: bool_reduce_identity_undefined
# expect: Cannot decide (min|max)_value for typeT\.bool
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import traceback
try:
    import onnx  # noqa: F401
except ImportError:
    traceback.print_exc()
    print("onnx missing, building the graph by hand")

@I.ir_module
class Sel:
    @R.function
    def main(hits: R.Tensor((2, 3, 5), "bool")):
        with R.dataflow():
            j = R.argmax(hits, axis=-1, keepdims=False)
            R.output(j)
        return j

mod = relax.transform.LegalizeOps()(Sel)
mod.show()
