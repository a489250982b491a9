# cause: excepthook_hides_diagnostic
# expect: Warning: BlockBuilder destroyed with remaining blocks
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("building classifier head")

@I.ir_module
class Head:
    @R.function
    def main(logits: R.Tensor((4, 10), "int32")):
        with R.dataflow():
            p = R.nn.log_softmax(logits, axis=-1)
            R.output(p)
        return p

ex = tvm.compile(Head, target="llvm")
