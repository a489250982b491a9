# cause: blockless_primfunc_fused_by_fuseops
# expect: Only schedulable functions \(whose body is the root block\) can be fused
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

np.random.seed(0)


@I.ir_module
class Kernels:
    @T.prim_func(private=True)
    def bias_add(a: T.Buffer((256,), "float32"), b: T.Buffer((256,), "float32"), c: T.Buffer((256,), "float32")):
        for i in range(256):
            c[i] = a[i] + b[i]

    @T.prim_func(private=True)
    def leaky(a: T.Buffer((256,), "float32"), c: T.Buffer((256,), "float32")):
        for i in range(256):
            c[i] = T.max(a[i], a[i] * T.float32(0.01))

    @R.function
    def main(x: R.Tensor((256,), "float32"), b: R.Tensor((256,), "float32")) -> R.Tensor((256,), "float32"):
        cls = Kernels
        with R.dataflow():
            y = R.call_tir(cls.bias_add, (x, b), out_ty=R.Tensor((256,), "float32"))
            z = R.call_tir(cls.leaky, (y,), out_ty=R.Tensor((256,), "float32"))
            R.output(z)
        return z


mod = relax.transform.AnnotateTIROpPattern()(Kernels)
mod = relax.transform.FuseOps()(mod)
mod = relax.transform.FuseTIR()(mod)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(256).astype("float32")
b = np.random.randn(256).astype("float32")
ref = np.maximum(x + b, (x + b) * 0.01)
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(b)).numpy(), ref, rtol=1e-6)
