# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
# capture: pytest
import sys

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_ts_fp16_empty_batch():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    print("[1/3] constructing module", file=sys.stderr)

    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((0, 6, 3), dtype="float16"), gamma: R.Tensor((6,), dtype="float16"), beta: R.Tensor((6,), dtype="float16"), moving_mean: R.Tensor((6,), dtype="float16"), moving_var: R.Tensor((6,), dtype="float16")):
            with R.dataflow():
                bn = R.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=1, training=True)
                y = bn[0]
                R.output(y)
            return y


    mod = Module

    print("compiling ...", flush=True)

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
