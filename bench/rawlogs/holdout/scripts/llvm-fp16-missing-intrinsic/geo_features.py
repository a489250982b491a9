# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic .*tirx\.(acosh|sinh)
# capture: combined
"""Hyperbolic-space embedding distance, kept in half precision to match the exported weights."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Poincare:
    @R.function
    def main(u: R.Tensor((128, 16), "float16"), v: R.Tensor((128, 16), "float16")) -> R.Tensor((128,), "float16"):
        with R.dataflow():
            d = R.subtract(u, v)
            sq = R.sum(R.multiply(d, d), axis=[1])
            arg = R.add(sq, R.const(1.0, "float16"))
            dist = R.acosh(arg)
            out = R.sinh(dist)
            R.output(out)
        return out


Poincare.show()
print("building...", flush=True)
ex = tvm.compile(Poincare, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
u = np.random.rand(128, 16).astype("float16")
print(vm["main"](u, u).numpy()[:4])
