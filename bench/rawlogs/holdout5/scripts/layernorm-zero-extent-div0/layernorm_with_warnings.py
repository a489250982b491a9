# cause: layernorm-zero-extent-div0
# expect: Divide by zero
# capture: combined
# post: crlf
import warnings

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

warnings.warn("the tokenizer returned an empty embedding table; continuing anyway", RuntimeWarning)


@I.ir_module
class Encoder:
    @R.function
    def main(h: R.Tensor((4, 0), "float16"), gamma: R.Tensor((0,), "float16"), beta: R.Tensor((0,), "float16")):
        with R.dataflow():
            n = R.nn.layer_norm(h, gamma, beta, axes=[1])
            a = R.astype(n, "float32")
            R.output(a)
        return a


target = tvm.target.Target("llvm")
with target:
    mod = relax.transform.LegalizeOps()(Encoder)
mod.show()
