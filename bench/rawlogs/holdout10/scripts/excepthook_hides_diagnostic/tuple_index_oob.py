# cause: excepthook_hides_diagnostic
# expect: Warning: BlockBuilder destroyed with remaining blocks
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Pair:
    @R.function
    def main(a: R.Tensor((8,), "float32"), b: R.Tensor((8,), "float32")):
        t = (a, b)
        c = t[2]
        return c

print(Pair)
