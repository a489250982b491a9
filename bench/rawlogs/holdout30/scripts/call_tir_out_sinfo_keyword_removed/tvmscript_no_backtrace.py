# cause: call_tir_out_sinfo_keyword_removed
# expect: BlockBuilder destroyed with remaining blocks
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class TwoKernels:
    @T.prim_func(private=True, s_tir=True)
    def scale(a: T.Buffer((128,), "float32"), b: T.Buffer((128,), "float32")):
        for i in range(128):
            with T.sblock("scale"):
                vi = T.axis.spatial(128, i)
                b[vi] = a[vi] * T.float32(0.5)

    @T.prim_func(private=True, s_tir=True)
    def shift(a: T.Buffer((128,), "float32"), b: T.Buffer((128,), "float32")):
        for i in range(128):
            with T.sblock("shift"):
                vi = T.axis.spatial(128, i)
                b[vi] = a[vi] + T.float32(1.0)

    @R.function
    def main(x: R.Tensor((128,), "float32")) -> R.Tensor((128,), "float32"):
        cls = TwoKernels
        with R.dataflow():
            y = R.call_tir(cls.scale, (x,), out_sinfo=R.Tensor((128,), "float32"))
            z = R.call_tir(cls.shift, (y,), out_sinfo=R.Tensor((128,), "float32"))
            R.output(z)
        return z


mod = relax.transform.AnnotateTIROpPattern()(TwoKernels)
mod = relax.transform.FuseOps()(mod)
mod = relax.transform.FuseTIR()(mod)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.arange(128, dtype="float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x * 0.5 + 1)
