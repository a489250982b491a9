# cause: attention_window_size_legalize_unsupported
# expect: Legalization for sliding-window attention is not supported yet
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class SW:
    @R.function
    def main(q: R.Tensor((1, 128, 8, 64), "float16"), k: R.Tensor((1, 128, 8, 64), "float16"), v: R.Tensor((1, 128, 8, 64), "float16")):
        with R.dataflow():
            o = R.nn.attention(q, k, v, scale=0.125, causal_mask="TopLeft", window_size=32)
            R.output(o)
        return o


def test_swa():
    tvm.compile(SW, target="llvm")
