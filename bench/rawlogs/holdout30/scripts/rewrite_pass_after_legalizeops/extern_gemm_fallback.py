# cause: rewrite_pass_after_legalizeops
# expect: Offending call:\s+R\.matmul
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.cpu_generic import pipeline as cpu
from tvm.relax.dpl import is_call_dps_packed, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Model:
    @R.function
    def main(
        x: R.Tensor((32, 64), "float32"), w: R.Tensor((64, 64), "float32")
    ) -> R.Tensor((32, 64), "float32"):
        with R.dataflow():
            y = R.call_dps_packed("mylib.sgemm", (x, w), out_ty=R.Tensor((32, 64), "float32"))
            z = R.nn.relu(y)
            o = R.multiply(z, R.const(0.5, "float32"))
            R.output(o)
        return o


lhs, rhs = wildcard(), wildcard()
extern_gemm = is_call_dps_packed("mylib.sgemm", [lhs, rhs])


@relax.transform.function_pass(opt_level=0, name="FallbackExternGemm")
def fallback_extern_gemm(func, mod, ctx):
    return rewrite_call(extern_gemm, lambda _, m: R.matmul(m[lhs], m[rhs]), func)


target = tvm.target.Target("llvm")
pipeline = tvm.transform.Sequential(
    [
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
        fallback_extern_gemm,
        *cpu.dataflow_lower_passes(target),
        *cpu.finalize_passes(target),
    ]
)
ex = tvm.compile(Model, target, relax_pipeline=pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(32, 64).astype("float32")
w = np.random.randn(64, 64).astype("float32")
np.testing.assert_allclose(
    vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy(),
    np.maximum(x @ w, 0) * 0.5,
    rtol=1e-4,
    atol=1e-4,
)
