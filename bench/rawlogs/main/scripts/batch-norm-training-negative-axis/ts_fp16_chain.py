# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_smoke():
    assert tvm.__version__


def test_ts_fp16_chain():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((2, 7), dtype="float16"), gamma: R.Tensor((7,), dtype="float16"), beta: R.Tensor((7,), dtype="float16"), moving_mean: R.Tensor((7,), dtype="float16"), moving_var: R.Tensor((7,), dtype="float16")):
            with R.dataflow():
                bn = R.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=-1, training=True)
                y = bn[0]
                g = R.nn.gelu(y)
                R.output(g)
            return g


    mod = Module

    print(mod.script())
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")
