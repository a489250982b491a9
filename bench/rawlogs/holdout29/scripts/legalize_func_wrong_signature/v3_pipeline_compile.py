# cause: legalize_func_wrong_signature
# expect: 'BlockBuilder' object has no attribute 'args'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Softmax:
    @R.function
    def main(x: R.Tensor((4, 128), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y


def fast_softmax(call, axis=-1):
    return topi.nn.fast_softmax(call.args[0], axis)


@tvm.transform.module_pass(opt_level=0, name="MyLowering")
def my_lowering(mod, ctx):
    return relax.transform.LegalizeOps({"relax.nn.softmax": fast_softmax})(mod)


def test_fast_softmax_numerics():
    pipeline = tvm.transform.Sequential([my_lowering, relax.get_pipeline("default_build")])
    ex = tvm.compile(Softmax, target="llvm", relax_pipeline=pipeline)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.default_rng(1).standard_normal((4, 128)).astype("float32")
    y = vm["main"](tvm.runtime.tensor(x)).numpy()
    ref = np.exp(x) / np.exp(x).sum(-1, keepdims=True)
    np.testing.assert_allclose(y, ref, atol=1e-4)
