# cause: dps_callback_output_not_written
# expect: AssertionError: softmax rows do not sum to 1
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("cb.softmax")
def softmax(x, out):
    v = x.numpy()
    e = np.exp(v - v.max(-1, keepdims=True))
    out = e / e.sum(-1, keepdims=True)
    print("callback computed rows:", out.sum(-1))


@I.ir_module
class Attn:
    @R.function
    def main(s: R.Tensor((2, 5), "float32")):
        with R.dataflow():
            t = R.multiply(s, R.const(0.125, "float32"))
            p = R.call_dps_packed("cb.softmax", (t,), out_ty=R.Tensor((2, 5), "float32"))
            R.output(p)
        return p


ex = tvm.compile(Attn, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
s = np.arange(10, dtype="float32").reshape(2, 5)
p = vm["main"](tvm.runtime.tensor(s)).numpy()
assert np.allclose(p.sum(-1), 1.0), "softmax rows do not sum to 1"
print(p)
