# cause: tir-var-upper-bound-too-small
# expect: storage allocation failure
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Encoder:
    @R.function
    def main(x: R.Tensor((1, "seq_len", 32), "float32"), w: R.Tensor((32, 32), "float32")):
        R.func_attr({"num_input": 1, "tir_var_upper_bound": {"seq_len": 16}})
        with R.dataflow():
            h = R.matmul(x, w)
            s = R.nn.softmax(h, axis=-1)
            o = R.multiply(s, h)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_seq_len():
    with tvm.transform.PassContext(opt_level=3):
        ex = tvm.compile(Encoder, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x, w = rand(1, 128, 32), rand(32, 32)
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
